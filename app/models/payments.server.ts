/**
 * Paying invoices from the app: the selection kept in the session per client, payment orders
 * and payments, the receipt, payment methods and autopay. Calls the provider; never the database.
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { MAX_PAYMENT_ORDER_INVOICES, paymentOrder, paymentMethodsResponse, paymentResponse, scheduledPayment, type PaymentMethodBody } from '../../contract/payments.ts';
import type { AppSession, SessionData } from '../session.server.ts';
import { ProviderError, providerClient } from './provider.server.ts';
import { type SelectedLine, decodeRow } from './payment-selection.ts';

export type { SelectedLine };

type Context = Readonly<RouterContextProvider>;

/** The selection of this client (another client's selection counts as none). */
export function readSelection(session: AppSession, clientId: number): SelectedLine[] {
  const s = session.get('paymentSelection') as SessionData['paymentSelection'] | undefined;
  if (!s || s.clientId !== clientId) return [];
  return s.lines.map((l) => ({ invoiceNumber: l.n, price: l.c, batchNumber: l.b, financeCharge: !!l.f }));
}

export function saveSelection(session: AppSession, clientId: number, lines: SelectedLine[]) {
  if (!lines.length) return void session.unset('paymentSelection');
  session.set('paymentSelection', {
    clientId,
    lines: lines.slice(0, MAX_PAYMENT_ORDER_INVOICES).map((l) => ({ n: l.invoiceNumber, c: l.price, b: l.batchNumber, f: l.financeCharge ? 1 : 0 })),
  });
}

/**
 * The selection after a post of the list: the rows of the page that was shown are replaced by
 * the ones ticked on it; rows of other pages (other filters) stay.
 */
export function mergeSelection(before: SelectedLine[], pageRows: string[], ticked: string[]): SelectedLine[] {
  const page = new Map<string, SelectedLine>();
  for (const v of pageRows) {
    const l = decodeRow(v);
    if (l) page.set(l.invoiceNumber, l);
  }
  const kept = before.filter((l) => !page.has(l.invoiceNumber));
  const added = [...new Set(ticked)].map((n) => page.get(n)).filter((l): l is SelectedLine => !!l);
  return [...kept, ...added];
}

export async function paymentMethods(context: Context, pid: string, clientCode: string) {
  return (await providerClient(context).get(`/users/${pid}/clients/${clientCode}/payment_methods.json`, paymentMethodsResponse)).data;
}

export async function addPaymentMethod(context: Context, pid: string, clientCode: string, body: PaymentMethodBody) {
  return providerClient(context).post(`/users/${pid}/clients/${clientCode}/payment_methods.json`, z.object({ id: z.number() }).loose(), { body });
}

export async function deletePaymentMethod(context: Context, pid: string, clientCode: string, id: number) {
  const res = await providerClient(context).raw('DELETE', `/users/${pid}/clients/${clientCode}/payment_methods/${id}.json`, { refusalIs403: true });
  if (res.status === 204) return;
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  throw new ProviderError(res.status, body?.error ?? `Request failed (${res.status})`, body);
}

export async function loadSchedule(context: Context, clientCode: string) {
  return providerClient(context).get(`/clients/${clientCode}/scheduled_payment.json`, scheduledPayment);
}

export async function saveSchedule(context: Context, clientCode: string, body: { frequency: string; state: string; paymentObjectId: number; userPid: string }) {
  return providerClient(context).post(`/clients/${clientCode}/scheduled_payment.json`, scheduledPayment, { body });
}

export async function createPaymentOrder(context: Context, pid: string, clientCode: string, lines: SelectedLine[], idempotencyKey: string) {
  return providerClient(context).post('/orders.json', z.object({ order: paymentOrder }), {
    body: {
      order: {
        userPid: pid,
        clientCode,
        idempotencyKey,
        lineItemsAttributes: lines.map((l) => ({ invoiceNumber: l.invoiceNumber, batchNumber: l.batchNumber, docType: l.financeCharge ? 'Finance Charge' : 'Invoice', price: l.price / 100 })),
      },
    },
  });
}

export async function payPaymentOrder(context: Context, orderId: number, methodId: number) {
  return providerClient(context).post(`/order/${orderId}/payments/${methodId}.json`, paymentResponse);
}

export async function loadPaymentOrder(context: Context, clientCode: string, orderNumber: string) {
  return (await providerClient(context).get(`/orders/${clientCode}/${orderNumber}.json`, z.object({ order: paymentOrder }))).order;
}

/** The receipt PDF, streamed from the provider's file link (null when there is none). */
export async function receiptFile(context: Context, clientId: number, orderNumber: string): Promise<Response | null> {
  const res = await providerClient(context).raw('GET', `/clients/${clientId}/orders/${encodeURIComponent(orderNumber)}/receipt`);
  if (!res.ok) return null;
  return new Response(res.body, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': res.headers.get('content-disposition') ?? 'attachment', 'Cache-Control': 'private, no-store' } });
}

/** The refusals' keys the receipt page may show when the pay call was refused (anything else in its query is ignored). */
export const RECEIPT_REFUSAL_KEYS = ['payments.errors.selectionChanged', 'payments.errors.methodGone', 'create-order-error', 'pay-invoice-error'] as const;
