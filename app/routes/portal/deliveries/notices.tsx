import { parseWithZod } from '@conform-to/zod/v4';
import { Form, data } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/notices';
import { requireUser } from '../../../models/gate.server.ts';
import { deliveryNotices, markNoticeRead } from '../../../models/deliveries.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { LaunchpadMenu } from '../../../ui/launchpad-menu.tsx';
import { useEventText } from '../../../ui/delivery-log.tsx';
import { labDate } from '../../../../contract/lab-time.ts';
import portalHref from '../../../styles/portal.css?url';
import { noticeSchema } from './deliveries.form.ts';

/**
 * /launchpad/notices: the signed-in user's "results ready" notices (released and amended reports,
 * issued invoices, a result outside its sample's specification) of every client they belong to, newest first. "Open" makes the notice's
 * client the active one and goes to the report or the invoices (POST /active-client); "Mark read"
 * and "Mark all read" are POST forms (303 back). Works without JavaScript.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return deliveryNotices(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
  const submission = parseWithZod(await request.formData(), { schema: noticeSchema });
  if (submission.status !== 'success') throw data({ message: 'bad-request' }, { status: 400 });
  await markNoticeRead(context, submission.value.intent === 'read' ? submission.value.id : 'all');
  flash(context.get(sessionContext).session, { kind: 'success', message: 'deliveries.notices.marked' });
  return seeOther('/launchpad/notices');
}

/** Where "Open" goes: the invoices, the sample out of its specification, or the report. */
function noticeTarget(n: { eventKind: string; batchId: number | null; sampleNumber?: string | null }): string {
  if (n.eventKind === 'invoice-issued') return '/dashboard/billing';
  if (n.eventKind === 'spec-failed' && n.sampleNumber) return `/dashboard/results/group/${n.batchId}/sample/${encodeURIComponent(n.sampleNumber)}`;
  return `/dashboard/results/group/${n.batchId}/report`;
}

export default function Notices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const eventText = useEventText();
  const { notices, unread } = loaderData;
  return (
    <div className="container dashboard notices-page">
      <PageHead title={t('deliveries.notices.title')} />
      <LaunchpadMenu current="/launchpad/notices" />
      <div className="dashboard-main">
        <h1>{t('deliveries.notices.title')}</h1>
        <p role="status">{t('deliveries.notices.unread', { count: unread })}</p>
        {unread > 0 ? (
          <Form method="post">
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="secondary">
              {t('deliveries.notices.readAll')}
            </button>
          </Form>
        ) : null}
        {notices.length === 0 ? (
          <p>{t('deliveries.notices.none')}</p>
        ) : (
          <ul className="notice-list">
            {notices.map((n) => (
              <li key={n.id} className={n.readAt ? 'notice' : 'notice unread'}>
                <div className="notice-about">
                  <strong id={`notice-${n.id}`}>{eventText(n)}</strong>
                  {n.readAt ? null : <span className="badge">{t('deliveries.notices.new')}</span>}
                  <small>
                    {n.clientName} ({n.clientCode}) · {labDate(n.createdAt, true)}
                  </small>
                </div>
                <div className="notice-actions">
                  <Form method="post" action="/active-client">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="clientId" value={n.clientId} />
                    <input type="hidden" name="resume" value="1" />
                    <input type="hidden" name="redirectTo" value={noticeTarget(n)} />
                    <button type="submit" aria-describedby={`notice-${n.id}`}>
                      {t(n.eventKind === 'invoice-issued' ? 'deliveries.notices.openInvoices' : n.eventKind === 'spec-failed' && n.sampleNumber ? 'specNotices.openSample' : 'deliveries.notices.openReport')}
                    </button>
                  </Form>
                  {n.readAt ? null : (
                    <Form method="post">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="intent" value="read" />
                      <input type="hidden" name="id" value={n.id} />
                      <button type="submit" className="secondary" aria-describedby={`notice-${n.id}`}>
                        {t('deliveries.notices.markRead')}
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
