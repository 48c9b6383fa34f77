import { redirect } from 'react-router';
import type { Route } from './+types/courier-csv';
import { courierCsv } from '../../../models/courier.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';

/**
 * The CSV of the client's courier requests (document 2 §7 "Download links": the provider's
 * clients/{clientId}/courier_requests/export_to_csv), streamed through the app so the bearer
 * token never reaches the browser. A refusal returns to the page with get-courier-requests-error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'courier');
  const csv = await courierCsv(context, client.id);
  if (csv) return csv;
  flash(context.get(sessionContext).session, { kind: 'error', message: 'get-courier-requests-error' });
  return redirect('/dashboard/shop/request-courier');
}
