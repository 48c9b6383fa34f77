import { parseWithZod } from '@conform-to/zod/v4';
import { Form, data, redirect } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/desk-deliveries';
import { requireUser } from '../../../models/gate.server.ts';
import { deskDeliveryLog, mailroomQueue, markLettersPrinted, resendDeskDelivery } from '../../../models/deliveries.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { DeliveryLog, useEventText } from '../../../ui/delivery-log.tsx';
import { mayUseDesk } from '../../../../contract/access.ts';
import { labDate } from '../../../../contract/lab-time.ts';
import portalHref from '../../../styles/portal.css?url';
import deliveriesHref from '../../../styles/deliveries.css?url';
import { deskSchema, stateFilter } from './deliveries.form.ts';

/**
 * /launchpad/deliveries, the lab staff's desk for deliveries: the mailroom queue (the letters
 * waiting, one print-ready PDF of them, "Mark printed") and every client's delivery log with
 * "Send again". Lab staff only (the access table's `desk`); anyone else goes to the launchpad.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }, { rel: 'stylesheet', href: deliveriesHref }];

function requireDesk(context: Route.LoaderArgs['context'], request: Request) {
  const { user } = requireUser(context, request);
  if (!mayUseDesk(user)) throw redirect('/launchpad');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireDesk(context, request);
  const state = stateFilter(request);
  const [log, mailroom] = await Promise.all([deskDeliveryLog(context, state), mailroomQueue(context)]);
  return { deliveries: log.deliveries, letters: mailroom.letters, state: state ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireDesk(context, request);
  const { session } = context.get(sessionContext);
  const submission = parseWithZod(await request.formData(), { schema: deskSchema });
  if (submission.status !== 'success') throw data({ message: 'bad-request' }, { status: 400 });
  const v = submission.value;
  try {
    if (v.intent === 'printed') {
      await markLettersPrinted(context, v.ids);
      flash(session, { kind: 'success', message: 'deliveries.mailroom.printedDone' });
    } else {
      await resendDeskDelivery(context, v.id);
      flash(session, { kind: 'success', message: 'deliveries.resent' });
    }
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    flash(session, { kind: 'error', message: error.status === 409 ? 'deliveries.inProgress' : 'deliveries.resendFailed' });
  }
  return seeOther(`/launchpad/deliveries${new URL(request.url).search}`);
}

export default function DeskDeliveries({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const eventText = useEventText();
  const { letters } = loaderData;
  return (
    <div className="container desk-deliveries">
      <PageHead title={t('deliveries.desk.title')} />
      <h1>{t('deliveries.desk.title')}</h1>
      <section aria-labelledby="mailroom-title" className="form-section">
        <h2 id="mailroom-title">{t('deliveries.mailroom.title')}</h2>
        <p role="status">{t('deliveries.mailroom.waiting', { count: letters.length })}</p>
        {letters.length ? (
          <>
            <p>
              <a href="/launchpad/deliveries/mailroom.pdf" download>
                {t('deliveries.mailroom.download')}
              </a>
            </p>
            <ul className="letter-list">
              {letters.map((l) => (
                <li key={l.id}>
                  <strong>{l.clientCode}</strong> · {eventText(l)} · {labDate(l.createdAt)}
                  <address>{l.addressBlock.join(', ')}</address>
                </li>
              ))}
            </ul>
            <Form method="post">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="printed" />
              {letters.map((l, i) => (
                <input key={l.id} type="hidden" name={`ids[${i}]`} value={l.id} />
              ))}
              <button type="submit">{t('deliveries.mailroom.markPrinted', { count: letters.length })}</button>
            </Form>
          </>
        ) : null}
      </section>
      <section aria-labelledby="desk-log-title" className="form-section">
        <h2 id="desk-log-title">{t('deliveries.logTitle')}</h2>
        <DeliveryLog entries={loaderData.deliveries} state={loaderData.state} action={`/launchpad/deliveries${loaderData.state ? `?state=${loaderData.state}` : ''}`} showClient />
      </section>
    </div>
  );
}
