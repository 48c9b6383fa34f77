import { data } from 'react-router';
import type { Route } from './+types/receipt-pdf';
import { requireAccess } from '../../../models/gate.server.ts';
import { receiptFile } from '../../../models/payments.server.ts';

/** The receipt PDF of an order (the provider's file link clients/{id}/orders/{orderNumber}/receipt, streamed). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'billing');
  if (!/^[A-Za-z0-9-]{1,40}$/.test(params.orderNumber)) throw data({ message: 'payments.receiptNotFound' }, { status: 404 });
  const file = await receiptFile(context, client.id, params.orderNumber);
  if (!file) throw data({ message: 'payments.receiptNotFound' }, { status: 404 });
  return file;
}
