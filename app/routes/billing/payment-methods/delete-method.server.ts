/** Server side of deleting a payment method (delete-method.tsx): the confirmation page's method, and the delete (303 to the list with the outcome; the autopay method refused with the reason). */
import { data, redirect } from 'react-router';
import type { Route } from './+types/delete-method';
import { servicesContext } from '../../../context.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { deletePaymentMethod, paymentMethods } from '../../../models/payments.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';

const PAGE = '/dashboard/billing/payment-methods';

export async function deleteMethodLoader({ request, params, context }: Route.LoaderArgs) {
  const { user, client } = await requireAccess(context, request, 'billing');
  const method = (await paymentMethods(context, user.pid, client.code)).find((m) => String(m.id) === params.id);
  if (!method) throw data({ message: 'payments.methodNotFound' }, { status: 404 });
  return { method };
}

export async function deleteMethodAction({ request, params, context }: Route.ActionArgs) {
  const { user, client } = await requireAccess(context, request, 'billing');
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'payments.methodNotFound' }, { status: 404 });
  try {
    await deletePaymentMethod(context, user.pid, client.code, id);
  } catch (e) {
    // 503: the payment processor could not remove it (the method stays): "try again", as for other refusals.
    if (!(e instanceof ProviderError) || (e.status >= 500 && e.status !== 503)) throw e;
    log.warn('deleting a payment method refused', { status: e.status, code: e.code });
    const message = e.code === 'payment-method-used-by-autopay' ? 'payments.deleteBlocked' : e.code === 'payment-method-not-yours' ? 'payments.deleteNotYours' : 'delete-payment-method-error';
    flash(session, { kind: 'error', message });
    return redirect(PAGE, 303);
  }
  flash(session, { kind: 'success', message: 'payments.deleted' });
  return redirect(PAGE, 303);
}
