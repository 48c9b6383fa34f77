/**
 * Paying invoices (document 3 §7 "Billing" orders and payments, "Payment methods and autopay",
 * "File links"). Every call names its client (by code or id) and passes the billing
 * gate of the role table (Administrator, Full User, Billing User; site administrators pass; a
 * client that must re-sign its agreement is refused). A client on credit hold can pay.
 * The handlers check who may do what and call the services (services/payments.ts for payment
 * orders, services/payment-methods.ts for saved methods and autopay); a service's refusal
 * answers with its own code.
 */
import { Hono } from 'hono';
import { type ProviderEnv, authorizeClient, currentUser, fail, idParam, readJson, requireClient, trackEvent } from '../http.ts';
import { paymentOrderBody, paymentMethodBody, scheduledPaymentBody } from '../../contract/payments.ts';
import { refuse } from '../errors.ts';
import { membershipOf } from '../repositories/team.ts';
import { isSiteAdmin } from '../../contract/access.ts';
import * as repo from '../repositories/payments.ts';
import { addPaymentMethod, deletePaymentMethod, listMethods, methodOfClient, saveAutopay, scheduleView } from '../services/payment-methods.ts';
import { createPaymentOrder, mailOutcome, paymentOrderView, payPaymentOrder, receiptPdf } from '../services/payments.ts';
import { receiptFileName } from '../services/receipt-pdf.ts';
import type { Ctx } from '../http.ts';

export const paymentRoutes = new Hono<ProviderEnv>();

/** The path's user must be the caller (site administrators act as themselves, on any client). */
function requireSelf(c: Ctx) {
  const user = currentUser(c);
  if (c.req.param('pid') !== user.pid) fail(403, 'You can only manage your own payment methods');
  return user;
}

/** Whether the caller may delete a saved method: who added it, a client Administrator, or a site administrator. */
function mayDelete(c: Ctx, m: { userId: number }) {
  const user = currentUser(c);
  return m.userId === user.id || isSiteAdmin(user) || c.var.membership?.role === 'Administrator';
}

// ─── payment methods ─────────────────────────────────────────────────────────────

paymentRoutes.get('/users/:pid/clients/:clientCode/payment_methods.json', requireClient('billing', 'clientCode'), async (c) => {
  requireSelf(c);
  return c.json({ data: await listMethods(c.var.deps.db, c.var.client) });
});

/**
 * A card (paymentObject + billingAddress) or an ACH account (paymentObject with both agreements).
 * The numbers go to the gateway; the database keeps its token, the brand or account type and the
 * last four digits. An ACH method records the agreement text, its version, who and when.
 */
paymentRoutes.post('/users/:pid/clients/:clientCode/payment_methods.json', requireClient('billing', 'clientCode'), async (c) => {
  const user = requireSelf(c);
  const body = await readJson(c, paymentMethodBody);
  const client = c.var.client;
  const added = await addPaymentMethod(c.var.deps, client, user, body);
  await trackEvent(c, 'payment-method-added', { clientId: client.id, type: added.type, id: added.id });
  return c.json(added, 201);
});

paymentRoutes.delete('/users/:pid/clients/:clientCode/payment_methods/:id{[0-9]+\\.json}', requireClient('billing', 'clientCode'), async (c) => {
  requireSelf(c);
  const m = await methodOfClient(c.var.deps.db, c.var.client.id, idParam(c, 'id'));
  if (!mayDelete(c, m)) refuse('payment-method-not-yours', 'Only who added this payment method, or an administrator of the client, can delete it');
  await deletePaymentMethod(c.var.deps, m);
  await trackEvent(c, 'payment-method-deleted', { clientId: c.var.client.id, id: m.id });
  return c.body(null, 204);
});

// ─── orders and payments ─────────────────────────────────────────────────────────

/**
 * POST /orders.json: an order from selected invoices (each the client's, UNPAID, at the price the
 * user saw). The same idempotencyKey answers the same order (200) instead of a second one (201).
 */
paymentRoutes.post('/orders.json', async (c) => {
  const user = currentUser(c);
  const { order: o } = await readJson(c, paymentOrderBody);
  await authorizeClient(c, o.clientCode, 'billing', 'clientCode');
  if (o.userPid !== user.pid) fail(403, 'userPid must be the signed-in user');
  const client = c.var.client;
  const { order, created } = await createPaymentOrder(c.var.deps, client, user, o.lineItemsAttributes, o.idempotencyKey);
  if (created) await trackEvent(c, 'order-created', { clientId: client.id, order: order.orderNumber, invoices: o.lineItemsAttributes.length });
  return c.json({ order: await paymentOrderView(c.var.deps, order, client.code) }, created ? 201 : 200);
});

/**
 * POST /order/{orderId}/payments/{paymentMethodId}.json: pays the order once and answers its state
 * (document 3 §4). A second call (double click, another process) answers the first one's outcome.
 * The payer is e-mailed the receipt (with its PDF) or the failure.
 */
paymentRoutes.post('/order/:orderId/payments/:paymentMethodId{[0-9]+\\.json}', async (c) => {
  const user = currentUser(c);
  const { db } = c.var.deps;
  const orderId = idParam(c, 'orderId');
  const methodId = idParam(c, 'paymentMethodId');
  const row = await repo.paymentOrderById(db, orderId);
  // The order's client is the gate. Whoever is no member of it gets the same 404 as for an order
  // that does not exist (a 403 would tell them it does, and ids could be counted); a member
  // whose role or agreement refuses paying hears why from the gate.
  const known = !!row && (isSiteAdmin(user) || !!(await membershipOf(db, row.clientId, user.id)));
  if (!row || !known) fail(404, 'Order not found');
  await authorizeClient(c, row.clientId, 'billing', 'orderId');
  const client = c.var.client;
  const paid = await payPaymentOrder(c.var.deps, client, orderId, methodId);
  if (row?.state === 'created' && paid.state !== 'processing') {
    await trackEvent(c, 'order-paid', { clientId: client.id, order: paid.order.orderNumber, state: paid.state });
    await mailOutcome(c.var.deps, client, paid.order);
  }
  return c.json({ state: paid.state, order: await paymentOrderView(c.var.deps, paid.order, client.code) });
});

/** GET /orders/{clientCode}/{orderNumber}.json: the order, for the receipt page. */
paymentRoutes.get('/orders/:clientCode/:orderNumber{[A-Za-z0-9-]+\\.json}', requireClient('billing', 'clientCode'), async (c) => {
  const number = c.req.param('orderNumber').replace(/\.json$/, '');
  const o = await repo.paymentOrderByNumber(c.var.deps.db, c.var.client.id, number);
  if (!o) fail(404, 'Order not found');
  return c.json({ order: await paymentOrderView(c.var.deps, o, c.var.client.code) });
});

/** The receipt PDF (document 3 §7 "File links": clients/{id}/orders/{orderNumber}/receipt, by id or code). */
paymentRoutes.get('/clients/:clientId/orders/:orderNumber/receipt', requireClient('billing'), async (c) => {
  const o = await repo.paymentOrderByNumber(c.var.deps.db, c.var.client.id, c.req.param('orderNumber'));
  if (!o) fail(404, 'Order not found');
  if (o.state !== 'successful' && o.state !== 'pending') fail(409, 'This order was not paid: it has no receipt');
  const pdf = await receiptPdf(c.var.deps, c.var.client, o);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${receiptFileName(o.orderNumber)}"`,
  });
});

// ─── autopay ─────────────────────────────────────────────────────────────────────

paymentRoutes.get('/clients/:clientCode/scheduled_payment.json', requireClient('billing', 'clientCode'), async (c) => c.json(await scheduleView(c.var.deps.db, c.var.client.id)));

/**
 * POST /clients/{clientCode}/scheduled_payment.json: frequency, state, paymentObjectId (a method of
 * the client). Turning it ACTIVE (or changing the frequency) sets the next due time: 06:00 lab
 * time on the next day; the caller becomes the payer autopay acts for.
 */
paymentRoutes.post('/clients/:clientCode/scheduled_payment.json', requireClient('billing', 'clientCode'), async (c) => {
  const user = currentUser(c);
  const body = await readJson(c, scheduledPaymentBody);
  const client = c.var.client;
  if (body.userPid && body.userPid !== user.pid) fail(403, 'userPid must be the signed-in user');
  await saveAutopay(c.var.deps, client.id, user, body);
  await trackEvent(c, 'autopay-updated', { clientId: client.id, state: body.state, frequency: body.frequency });
  return c.json(await scheduleView(c.var.deps.db, client.id));
});
