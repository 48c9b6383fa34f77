import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/delivery-log';
import { requireAccess } from '../../../models/gate.server.ts';
import { clientDeliveryLog, resendClientDelivery } from '../../../models/deliveries.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { DeliveryLog } from '../../../ui/delivery-log.tsx';
import { resendSchema, stateFilter } from './deliveries.form.ts';
import deliveriesHref from '../../../styles/deliveries.css?url';

/**
 * /dashboard/client-settings/deliveries: the client's delivery log (its Administrators, the
 * access table's `deliveries`): every recipient of each release, amendment and invoice with the
 * channel, state (failed with the reason, bounced) and time; a GET filter by state; "Send again"
 * to one recipient (POST, 303 back with a message).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: deliveriesHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'deliveries');
  const state = stateFilter(request);
  const log = await clientDeliveryLog(context, client.id, state);
  return { deliveries: log.deliveries, failed: log.failed ?? 0, state: state ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { client } = await requireAccess(context, request, 'deliveries');
  const { session } = context.get(sessionContext);
  const submission = parseWithZod(await request.formData(), { schema: resendSchema });
  if (submission.status !== 'success') throw data({ message: 'bad-request' }, { status: 400 });
  try {
    await resendClientDelivery(context, client.id, submission.value.id);
    flash(session, { kind: 'success', message: 'deliveries.resent' });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    flash(session, { kind: 'error', message: error.status === 409 ? 'deliveries.inProgress' : 'deliveries.resendFailed' });
  }
  return seeOther(`/dashboard/client-settings/deliveries${new URL(request.url).search}`);
}

export default function DeliveryLogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="delivery-log-page">
      <PageHead title={t('deliveries.logTitle')} />
      <h1>{t('deliveries.logTitle')}</h1>
      <p>{t('deliveries.logIntro')}</p>
      {loaderData.failed > 0 ? <p role="status">{t('deliveries.failedCount', { count: loaderData.failed })}</p> : null}
      <DeliveryLog entries={loaderData.deliveries} state={loaderData.state} action={`/dashboard/client-settings/deliveries${loaderData.state ? `?state=${loaderData.state}` : ''}`} />
    </div>
  );
}
