/**
 * The billing page's server side (document 3 §2): the invoice list (filters, dates, balance),
 * Send Invoices (preview, then send), and the Make a Payment half of the action:
 * keeping the ticked invoices in the session per client, and paying them (order, payment,
 * post/redirect/get to the receipt).
 * Every outcome is a 303: the receipt (paid, pending, or declined: "nothing was charged"), or
 * back to the list with a flash message (a selection that changed, an order refused).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { type Invoice, invoiceReportForm, maySendInvoices } from '../../../../contract/billing.ts';
import { isSiteAdmin } from '../../../../contract/access.ts';
import { invoiceDates, loadInvoices, previewInvoiceReport, sendInvoiceReport } from '../../../models/billing.server.ts';
import { failureOf, seeOther } from '../../../models/form-answer.server.ts';
import { retryMinutes } from '../../../models/password-refusal.server.ts';
import { messageKey } from '../../../i18n/message.ts';
import { pageOpen, requireAccess } from '../../../models/gate.server.ts';
import { readInvoiceFilters } from '../../../models/invoice-filters.ts';
import type { ClientSummary } from '../../../../contract/auth.ts';
import { MAX_PAYMENT_ORDER_INVOICES, type PaymentMethod } from '../../../../contract/payments.ts';
import { servicesContext } from '../../../context.ts';
import { createPaymentOrder, mergeSelection, payPaymentOrder, paymentMethods, readSelection, saveSelection } from '../../../models/payments.server.ts';
import { type NoAccess, ProviderError } from '../../../models/provider.server.ts';
import { type SessionUser, flash, sessionContext } from '../../../session.server.ts';
import { freshKey } from '../../../fresh-key.server.ts';
import { clockOf } from '../../../context.ts';
import { recentMonths } from '../../../../contract/statement.ts';

type Context = Readonly<RouterContextProvider>;

/** What the page says for each refusal of a payment, by its code (contract/errors.ts). */
const PAYMENT_REFUSAL_KEYS: Partial<Record<string, string>> = {
  'invoice-not-payable': 'payments.errors.selectionChanged',
  // the chosen method cannot pay now: choosing again is what the selection-changed message asks
  'payment-method-owner-lost-right': 'payments.errors.selectionChanged',
  // this form's idempotency key made another order: the page offers a fresh form
  conflict: 'payments.errors.selectionChanged',
  'payment-method-not-found': 'payments.errors.methodGone',
  'not-found': 'payments.errors.methodGone',
};

function receiptHref(orderNumber: string, refusal?: string): string {
  const q = new URLSearchParams({ order: orderNumber });
  if (refusal) q.set('refused', refusal);
  return `/dashboard/billing/receipt?${q}`;
}

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
  if (lines.length > MAX_PAYMENT_ORDER_INVOICES) {
    flash(session, { kind: 'error', message: 'payments.errors.tooMany', values: { max: MAX_PAYMENT_ORDER_INVOICES } });
    saveSelection(session, client.id, lines.slice(0, MAX_PAYMENT_ORDER_INVOICES));
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
  let orderNumber: string | null = null;
  try {
    const { order } = await createPaymentOrder(context, user.pid, client.code, lines, key);
    orderNumber = order.orderNumber;
    const paid = await payPaymentOrder(context, order.id, methodId);
    // document 3 §4: 'successful' clears the saved selection (an ACH debit submitted too: its invoices are PENDING now)
    if (paid.state === 'successful' || paid.state === 'pending') saveSelection(session, client.id, []);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('payment refused', { status: e.status, code: e.code });
    // document 3 §8: the fallback keys; a refused selection (an invoice no longer unpaid, a changed amount) says so
    const message = (e.code && PAYMENT_REFUSAL_KEYS[e.code]) ?? (e.status < 500 ? 'create-order-error' : 'pay-invoice-error');
    // document 3 §4: once the order exists, the receipt page answers "whether or not the payment
    // succeeded" (it reads the order's state; the refusal's key says why nothing was charged).
    if (orderNumber) return redirect(receiptHref(orderNumber, message), 303);
    flash(session, { kind: 'error', message });
    return redirect(back, 303);
  }
  return redirect(receiptHref(orderNumber), 303);
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
    methods: methods.map((m) => ({ id: m.id, type: m.type, accountType: m.accountType, lastFour: m.lastFour, cardExpMonth: m.cardExpMonth, cardExpYear: m.cardExpYear, achType: m.achType, usedByAutopay: m.usedByAutopay, usual: m.usual ?? false })),
    methodsError,
    // The order's idempotency key: this rendering of the form, posted twice (double click, Back and again), is one order.
    payKey: freshKey(context),
  };
}

// ─── loader ──────────────────────────────────────────────────────────────────

export async function billingLoader(context: Context, request: Request) {
  const portal = await requireAccess(context, request, 'billing');
  const { user, client } = portal;
  const { log } = context.get(servicesContext);
  const url = new URL(request.url);
  const admin = isSiteAdmin(user);
  const filters = readInvoiceFilters(url);
  // Only site administrators may switch the aside to Send Invoices (document 3 §2, §6).
  if (!maySendInvoices(user)) filters.view = 'pay';
  const creditHold = client.status === 'Credit Hold';
  const now = clockOf(context).now();
  const base = {
    // The lab's clock: due dates and "overdue" are counted against it, the same on server and browser.
    now: now.toISOString(),
    statementMonths: recentMonths(now),
    filters,
    client: { name: client.name, creditHold },
    // Row opening and lab-report download (document 3 §2, §6): not for Billing Users, not on credit hold (site administrators excepted).
    mayOpen: pageOpen(portal, 'results:from-billing'),
    siteAdmin: admin,
    pay: filters.view === 'pay' ? await payState(context, user.pid, client) : null,
  };
  const { error, ...dates } = invoiceDates(filters);
  if (error) return { ...base, dateError: error, listError: null, invoices: [] as Invoice[], balance: null, total: 0 };
  try {
    const r = await loadInvoices(context, client.id, filters, dates);
    return { ...base, dateError: null, listError: null, invoices: r.data, balance: r.balance, total: r.recordsTotal };
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('invoice list failed', { status: e.status });
    // document 3 §8: the fallback key; never the provider's (English) words
    const listError = failureOf(e, 'get-all-invoices-error').message;
    return { ...base, dateError: null, listError, invoices: [] as Invoice[], balance: null, total: 0 };
  }
}

// ─── action ──────────────────────────────────────────────────────────────────

export async function billingAction(context: Context, request: Request) {
  const { user, client } = await requireAccess(context, request, 'billing');
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const back = `/dashboard/billing${new URL(request.url).search}`;
  const formData = await request.formData();
  const intent = formData.get('intent');

  // The Send Invoices view's intents answer the rule that hides the view (contract/billing.ts).
  if ((intent === 'send' || intent === 'confirm' || intent === 'reset') && !maySendInvoices(user)) {
    log.warn('send invoices refused', { reason: 'not a site administrator' });
    throw data({ message: 'no-access', owner: null, redirectTo: null } satisfies NoAccess, { status: 403 });
  }
  if (intent === 'reset') {
    flash(session, { kind: 'info', message: 'send-invoices-reset' });
    return seeOther(back);
  }
  if (intent === 'select' || intent === 'clear' || intent === 'pay') return paymentAction(context, user, client, formData, back);
  if (intent !== 'send' && intent !== 'confirm') throw data({ message: 'errors.badRequestTitle' }, { status: 400 });

  const submission = parseWithZod(formData, { schema: invoiceReportForm });
  const selected = [...new Set(formData.getAll('invoices').map(String))];
  if (submission.status !== 'success') return data({ result: submission.reply(), selected }, { status: 400 });
  const { recipient, invoices } = submission.value;
  try {
    if (submission.value.intent === 'send') {
      const preview = await previewInvoiceReport(context, client.id, recipient, invoices);
      return data({ result: submission.reply(), selected, confirm: preview });
    }
    await sendInvoiceReport(context, client.id, recipient, invoices);
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status === 401 || e.status === 403) throw e;
    log.warn('invoice report failed', { status: e.status });
    // document 3 §8: the invoice report shares the create-order fallback
    // Over the limit for addresses outside the client: 429 with the wait, the form kept as typed.
    const wait = retryMinutes(e);
    if (wait) {
      return data({ result: submission.reply({ formErrors: [messageKey('teamMail.reportLimited', { count: wait })] }), selected }, { status: 429, headers: { 'Retry-After': String(wait * 60) } });
    }
    const { message } = failureOf(e, 'create-order-error', { on: { 400: 'billing.errors.unknownInvoice' } });
    return data({ result: submission.reply({ formErrors: [message] }), selected }, { status: 400 });
  }
  flash(session, { kind: 'success', message: 'send-invoices-success', values: { email: recipient.join(', ') } });
  return seeOther(back);
}
