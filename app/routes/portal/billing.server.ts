/**
 * The Make a Payment half of the billing page's action (issue 16): keeping the ticked invoices in
 * the session per client, and paying them (order, payment, post/redirect/get to the receipt).
 * Every outcome is a 303: the receipt (paid, pending, or declined: "nothing was charged"), or
 * back to the list with a flash message (a selection that changed, an order refused).
 */
import { redirect, type RouterContextProvider } from 'react-router';
import type { ClientSummary } from '../../../provider/contract/auth.ts';
import { MAX_ORDER_INVOICES } from '../../../provider/contract/payments.ts';
import { servicesContext } from '../../context.ts';
import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../../provider/contract/payments.ts';
import { createOrder, mergeSelection, payOrder, paymentMethods, readSelection, saveSelection } from '../../models/payments.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { type SessionUser, flash, sessionContext } from '../../session.server.ts';

type Context = Readonly<RouterContextProvider>;

/** Handles intents select, clear and pay; answers the redirect. */
export async function paymentAction(context: Context, user: SessionUser, client: ClientSummary, formData: FormData, back: string): Promise<Response> {
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const intent = String(formData.get('intent'));
  if (intent === 'clear') {
    saveSelection(session, client.id, []);
    flash(session, { kind: 'info', message: 'payments.selectionCleared' });
    return redirect(back, 303);
  }
  const before = readSelection(session, client.id);
  const lines = mergeSelection(before, formData.getAll('page').map(String), formData.getAll('selected').map(String));
  if (lines.length > MAX_ORDER_INVOICES) {
    flash(session, { kind: 'error', message: 'payments.errors.tooMany', values: { max: MAX_ORDER_INVOICES } });
    saveSelection(session, client.id, lines.slice(0, MAX_ORDER_INVOICES));
    return redirect(back, 303);
  }
  saveSelection(session, client.id, lines);
  if (intent === 'select') return redirect(back, 303);

  // intent === 'pay'
  const total = lines.reduce((s, l) => s + l.price, 0);
  if (!lines.length) {
    flash(session, { kind: 'error', message: 'payments.errors.nothingSelected' });
    return redirect(back, 303);
  }
  // The user pays the total they were shown: a selection changed by this very post is shown first.
  if (String(formData.get('shownTotal')) !== String(total)) {
    flash(session, { kind: 'warning', message: 'payments.errors.totalChanged' });
    return redirect(back, 303);
  }
  const methodId = Number(formData.get('methodId'));
  if (!Number.isInteger(methodId) || methodId <= 0) {
    flash(session, { kind: 'error', message: 'payments.errors.methodRequired' });
    return redirect(back, 303);
  }
  const key = String(formData.get('payKey') ?? '');
  let orderNumber: string;
  try {
    const { order } = await createOrder(context, user.pid, client.code, lines, key);
    orderNumber = order.orderNumber;
    const paid = await payOrder(context, order.id, methodId);
    // document 3 §4: 'successful' clears the saved selection (an ACH debit submitted too: its invoices are PENDING now)
    if (paid.state === 'successful' || paid.state === 'pending') saveSelection(session, client.id, []);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('payment refused', { status: e.status, error: e.message });
    // document 3 §8: the fallback keys; a refused selection (an invoice no longer unpaid, a changed amount) says so
    const message = e.status === 409 ? 'payments.errors.selectionChanged' : e.status === 404 ? 'payments.errors.methodGone' : e.status < 500 ? 'create-order-error' : 'pay-invoice-error';
    flash(session, { kind: 'error', message });
    return redirect(back, 303);
  }
  return redirect(`/dashboard/billing/receipt?order=${encodeURIComponent(orderNumber)}`, 303);
}

/** What the Make a Payment aside shows: the selection, the saved methods, a fresh idempotency key. */
export async function payState(context: Context, pid: string, client: { id: number; code: string }) {
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  let methods: PaymentMethod[] = [];
  let methodsError: string | null = null;
  try {
    methods = await paymentMethods(context, pid, client.code);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('payment methods failed', { status: e.status });
    methodsError = 'get-all-payment-methods-error';
  }
  return {
    selection: readSelection(session, client.id),
    methods: methods.map((m) => ({ id: m.id, type: m.type, accountType: m.accountType, lastFour: m.lastFour, cardExpMonth: m.cardExpMonth, cardExpYear: m.cardExpYear, usedByAutopay: m.usedByAutopay })),
    methodsError,
    // The order's idempotency key: this rendering of the form, posted twice (double click, Back and again), is one order.
    payKey: randomBytes(18).toString('base64url'),
  };
}

