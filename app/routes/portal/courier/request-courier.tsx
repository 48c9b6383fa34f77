import { useTranslation } from 'react-i18next';
import type { Route } from './+types/request-courier';
import type { ApprovalState } from '../../../../contract/client-approval.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { ClientApprovalNotice } from '../../../ui/client-approval-notice.tsx';
import courierHref from '../../../styles/courier.css?url';
import { PATH } from './request-courier.form.ts';
import { courierAction, courierLoader } from './request-courier.server.ts';
import { NoLocationsPanel, SameDayNotice, SentPanel } from './courier-panels.tsx';
import { PastRequests } from './past-requests.tsx';
import { RequestForm } from './request-form.tsx';

/**
 * Request courier (document 2 §2 "Request courier", §4 courier flow, §5 courier form, §8, §9):
 * the request form (company address, phone, optional instructions), the same-day notice after
 * the 10:00 AM cut-off with "schedule for tomorrow" (a link, ?tomorrow=1, that reveals the form),
 * the "request sent" panel (?sent={id}) and the no-available-locations panel, each with a link
 * back to the form; below, the past courier orders (table on large screens, cards on small ones,
 * paging 10/25/50, CSV export, a details `<dialog open>` at ?details={id}). Server code in
 * request-courier.server.ts, the form's schema in request-courier.form.ts (checked in the browser and
 * again by the action); the form (request-form.tsx), the panels (courier-panels.tsx) and the past
 * orders (past-requests.tsx, request-details.tsx) beside it.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: courierHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return courierLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return courierAction(context, request);
}

export default function RequestCourier({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list: l, addresses, closed, sent } = loaderData;
  const title = t('courier.title');
  const approval: ApprovalState = (actionData && 'approval' in actionData ? (actionData.approval as ApprovalState) : null) ?? loaderData.approval;
  // The no-available-locations panel: a failed request, addresses that could not be loaded, or none at all.
  const failed = actionData?.failed ?? (addresses === null ? 'request-courier-error' : null);
  const noLocations = !sent && (!!failed || addresses?.length === 0);
  return (
    <section className="courier">
      <h1>{title}</h1>
      {approval !== 'approved' ? (
        <>
          <PageHead title={title} />
          <ClientApprovalNotice state={approval} clientName={loaderData.clientName} />
        </>
      ) : sent ? (
        <>
          <PageHead title={title} />
          <SentPanel sent={sent} back={PATH} pickupDay={loaderData.sentPickupDay} />
        </>
      ) : noLocations ? (
        <>
          <PageHead title={title} failed />
          <NoLocationsPanel message={failed} back={PATH} />
        </>
      ) : closed && !l.tomorrow && !actionData ? (
        <>
          <PageHead title={title} />
          <SameDayNotice nextDay={loaderData.nextPickupDay} />
        </>
      ) : (
        <RequestForm addresses={addresses ?? []} phone={loaderData.phone} idempotencyKey={loaderData.idempotencyKey} tomorrow={closed && l.tomorrow ? (loaderData.nextPickupDay ?? true) : loaderData.nextPickupDay && loaderData.nextPickupDay !== loaderData.labToday ? loaderData.nextPickupDay : false} lastResult={actionData?.result} order={loaderData.order} />
      )}
      <PastRequests data={loaderData} />
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];
