/**
 * Paying invoices (document 3 §7 "Billing" orders and payments, "Payment methods and autopay",
 * "File links"). Every call names its client (by code or id) and passes the billing
 * gate of the role table (Administrator, Full User, Billing User; site administrators pass; a
 * client that must re-sign its agreement is refused). A client on credit hold can pay.
 */
import { Hono } from 'hono';
import { type ProviderEnv, authorizeClient, currentUser, fail, idParam, membershipOf, readJson, requireClient, trackEvent } from '../http.ts';
import { ACH_AGREEMENT_TEXT, ACH_AGREEMENT_VERSION, type PaymentMethod, orderBody, paymentMethodBody, scheduledPaymentBody } from '../../contract/payments.ts';
import * as repo from '../repositories/payments.ts';
import { userPid } from '../repositories/users.ts';
import { GatewayError } from '../services/gateway.ts';
import { METHOD_OWNER_REFUSAL, PaymentRefusal, createOrder, firstDueAfter, mailOutcome, orderView, payOrder, receiptPdf } from '../services/payments.ts';
import { holdsBillingRight } from '../services/payer-rights.ts';
import { receiptFileName } from '../services/receipt-pdf.ts';
import type { Ctx } from '../http.ts';

export const paymentRoutes = new Hono<ProviderEnv>();

const refuse = (e: unknown): never => {
  if (e instanceof PaymentRefusal) fail(e.status, e.message);
  throw e;
};

/** The path's user must be the caller (site administrators act as themselves, on any client). */
function requireSelf(c: Ctx) {
  const user = currentUser(c);
  if (c.req.param('pid') !== user.pid) fail(403, 'You can only manage your own payment methods');
  return user;
}

/** Whether the caller may delete a saved method: who added it, a client Administrator, or a site administrator. */
function mayDelete(c: Ctx, m: { userId: number }) {
  const user = currentUser(c);
  return m.userId === user.id || !!(user.administrator || user.godmode) || c.var.membership?.role === 'Administrator';
}

async function listMethods(c: Ctx): Promise<PaymentMethod[]> {
  const { db } = c.var.deps;
  const client = c.var.client;
  const schedule = await repo.scheduleOfClient(db, client.id);
  return (await repo.methodsOfClient(db, client.id)).map((m) => ({
    id: m.id,
    type: m.type,
    accountType: m.accountType,
    achType: m.achType,
    lastFour: m.lastFour,
    cardExpMonth: m.cardExpMonth,
    cardExpYear: m.cardExpYear,
    userPid: m.userPid,
    owner: [m.ownerFirst, m.ownerLast].filter(Boolean).join(' ') || m.ownerEmail,
    clientCode: client.code,
    paymentUserId: m.userId,
    address: { street_1: m.street, city: m.city, state: m.state, postalCode: m.zip, country: m.country },
    firstName: m.firstName,
    lastName: m.lastName,
    usedByAutopay: schedule?.paymentMethodId === m.id,
  }));
}

// ─── payment methods ─────────────────────────────────────────────────────────────

paymentRoutes.get('/users/:pid/clients/:clientCode/payment_methods.json', requireClient('billing', 'clientCode'), async (c) => {
  requireSelf(c);
  return c.json({ data: await listMethods(c) });
});

/**
 * A card (paymentObject + billingAddress) or an ACH account (paymentObject with both agreements).
 * The numbers go to the gateway; the database keeps its token, the brand or account type and the
 * last four digits. An ACH method records the agreement text, its version, who and when.
 */
paymentRoutes.post('/users/:pid/clients/:clientCode/payment_methods.json', requireClient('billing', 'clientCode'), async (c) => {
  const user = requireSelf(c);
  const body = await readJson(c, paymentMethodBody);
  const { db, gateway, clock } = c.var.deps;
  const client = c.var.client;
  const now = clock.now();
  const p = body.paymentObject;
  try {
    if (p.type === 'CARD') {
      const card = body as Extract<typeof body, { billingAddress: unknown }>;
      const nowYear = now.getUTCFullYear();
      if (p.expiryYear < nowYear || (p.expiryYear === nowYear && p.expiryMonth < now.getUTCMonth() + 1)) fail(400, 'The card has expired');
      const v = await gateway.vaultCard({ number: p.number, expiryMonth: p.expiryMonth, expiryYear: p.expiryYear });
      const a = card.billingAddress;
      const id = await repo.insertMethod(db, {
        clientId: client.id, userId: user.id, type: 'CARD', accountType: v.brand!, achType: null, lastFour: v.lastFour, cardExpMonth: p.expiryMonth,
        cardExpYear: p.expiryYear, vaultId: v.vaultId, firstName: p.firstName, lastName: p.lastName, street: a.street_1, city: a.city, state: a.state,
        country: a.country, zip: a.postalCode, createdAt: now.toISOString(), agreementText: null, agreementVersion: null, agreedAt: null, agreedByUserId: null,
      });
      await trackEvent(c, 'payment-method-added', { clientId: client.id, type: 'CARD', id });
      return c.json({ id, type: 'CARD', accountType: v.brand, lastFour: v.lastFour }, 201);
    }
    const v = await gateway.vaultBankAccount({
      routingNumber: p.routingNumber, accountNumber: p.accountNumber, accountType: p.achAccountType, achType: p.achType,
      nameOnAccount: [p.firstName || user.firstname, p.lastName || user.lastname].filter(Boolean).join(' ') || client.name,
    });
    const id = await repo.insertMethod(db, {
      clientId: client.id, userId: user.id, type: 'ACH', accountType: p.achAccountType, achType: p.achType, lastFour: v.lastFour, cardExpMonth: null,
      cardExpYear: null, vaultId: v.vaultId, firstName: p.firstName || user.firstname, lastName: p.lastName || user.lastname, street: null, city: null,
      state: null, country: null, zip: null, createdAt: now.toISOString(),
      agreementText: ACH_AGREEMENT_TEXT, agreementVersion: ACH_AGREEMENT_VERSION, agreedAt: now.toISOString(), agreedByUserId: user.id,
    });
    await trackEvent(c, 'payment-method-added', { clientId: client.id, type: 'ACH', id });
    return c.json({ id, type: 'ACH', accountType: p.achAccountType, lastFour: v.lastFour }, 201);
  } catch (e) {
    if (e instanceof GatewayError) fail(400, e.message);
    throw e;
  }
});

paymentRoutes.delete('/users/:pid/clients/:clientCode/payment_methods/:id{[0-9]+\\.json}', requireClient('billing', 'clientCode'), async (c) => {
  requireSelf(c);
  const { db, gateway } = c.var.deps;
  const m = await repo.methodOfClient(db, c.var.client.id, idParam(c, 'id'));
  if (!m) fail(404, 'Payment method not found');
  if (!mayDelete(c, m)) fail(403, 'Only who added this payment method, or an administrator of the client, can delete it');
  if (await repo.methodUsedByAutopay(db, m.id)) fail(409, 'Autopay pays with this payment method: choose another method for autopay first');
  // Past orders keep their method for the record (receipts name it): the row stays, marked removed,
  // out of every list; the gateway forgets the token.
  try {
    await gateway.remove(m.vaultId);
  } catch (e) {
    // A real processor that could not remove it (unreachable, refused): the method stays; try again.
    if (e instanceof GatewayError) fail(503, e.message);
    throw e;
  }
  await repo.removeMethod(db, m.id, c.var.deps.clock.now().toISOString());
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
  const { order: o } = await readJson(c, orderBody);
  await authorizeClient(c, o.clientCode, 'billing', 'clientCode');
  if (o.userPid !== user.pid) fail(403, 'userPid must be the signed-in user');
  const client = c.var.client;
  const { order, created } = await createOrder(c.var.deps, client, user, o.lineItemsAttributes, o.idempotencyKey).catch(refuse);
  if (created) await trackEvent(c, 'order-created', { clientId: client.id, order: order.orderNumber, invoices: o.lineItemsAttributes.length });
  return c.json({ order: await orderView(c.var.deps, order, client.code) }, created ? 201 : 200);
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
  const row = await repo.orderById(db, orderId);
  // The order's client is the gate. Whoever is no member of it gets the same 404 as for an order
  // that does not exist (a 403 would tell them it does, and ids could be counted); a member
  // whose role or agreement refuses paying hears why from the gate.
  const known = !!row && (!!(user.administrator || user.godmode) || !!(await membershipOf(db, row.clientId, user.id)));
  if (!row || !known) fail(404, 'Order not found');
  await authorizeClient(c, row.clientId, 'billing', 'orderId');
  const client = c.var.client;
  const paid = await payOrder(c.var.deps, client, orderId, methodId).catch(refuse);
  if (row?.state === 'created' && paid.state !== 'processing') {
    await trackEvent(c, 'order-paid', { clientId: client.id, order: paid.order.orderNumber, state: paid.state });
    await mailOutcome(c.var.deps, client, paid.order);
  }
  return c.json({ state: paid.state, order: await orderView(c.var.deps, paid.order, client.code) });
});

/** GET /orders/{clientCode}/{orderNumber}.json: the order, for the receipt page. */
paymentRoutes.get('/orders/:clientCode/:orderNumber{[A-Za-z0-9-]+\\.json}', requireClient('billing', 'clientCode'), async (c) => {
  const number = c.req.param('orderNumber').replace(/\.json$/, '');
  const o = await repo.orderByNumber(c.var.deps.db, c.var.client.id, number);
  if (!o) fail(404, 'Order not found');
  return c.json({ order: await orderView(c.var.deps, o, c.var.client.code) });
});

/** The receipt PDF (document 3 §7 "File links": clients/{id}/orders/{orderNumber}/receipt, by id or code). */
paymentRoutes.get('/clients/:clientId/orders/:orderNumber/receipt', requireClient('billing'), async (c) => {
  const o = await repo.orderByNumber(c.var.deps.db, c.var.client.id, c.req.param('orderNumber'));
  if (!o) fail(404, 'Order not found');
  if (o.state !== 'successful' && o.state !== 'pending') fail(409, 'This order was not paid: it has no receipt');
  const pdf = await receiptPdf(c.var.deps, c.var.client, o);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${receiptFileName(o.orderNumber)}"`,
  });
});

// ─── autopay ─────────────────────────────────────────────────────────────────────

async function scheduleView(c: Ctx) {
  const { db } = c.var.deps;
  const s = await repo.scheduleOfClient(db, c.var.client.id);
  const runs = await repo.runsOfClient(db, c.var.client.id);
  const pid = s ? await userPid(db, s.userId) : null;
  return {
    // A client that never enrolled: a new scheduled payment, INACTIVE with no frequency (document 3 §4).
    frequency: s?.frequency ?? null,
    state: s?.state ?? 'INACTIVE',
    userPid: pid,
    paymentObjectId: s?.paymentMethodId ?? null,
    nextRunAt: s?.state === 'ACTIVE' ? s.nextRunAt : null,
    // autopay ended because its payer lost the billing right (services/payer-rights.ts), until saved again
    ended: s?.endedAt && s.endedReason ? { at: s.endedAt, reason: s.endedReason, payer: s.endedPayer ?? '' } : null,
    runs: runs.map((r) => ({ dueAt: r.dueAt, state: r.state, orderNumber: r.orderNumber ?? null, message: r.message })),
  };
}

paymentRoutes.get('/clients/:clientCode/scheduled_payment.json', requireClient('billing', 'clientCode'), async (c) => c.json(await scheduleView(c)));

/**
 * POST /clients/{clientCode}/scheduled_payment.json: frequency, state, paymentObjectId (a method of
 * the client). Turning it ACTIVE (or changing the frequency) sets the next due time: 06:00 lab
 * time on the next day; the caller becomes the payer autopay acts for.
 */
paymentRoutes.post('/clients/:clientCode/scheduled_payment.json', requireClient('billing', 'clientCode'), async (c) => {
  const user = currentUser(c);
  const body = await readJson(c, scheduledPaymentBody);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  if (body.userPid && body.userPid !== user.pid) fail(403, 'userPid must be the signed-in user');
  const method = await repo.methodOfClient(db, client.id, body.paymentObjectId);
  if (!method) fail(400, 'paymentObjectId is not a payment method of this client');
  if (!(await holdsBillingRight(db, client.id, method.userId))) fail(400, METHOD_OWNER_REFUSAL);
  const before = await repo.scheduleOfClient(db, client.id);
  const now = clock.now();
  const keepsDue = before?.state === 'ACTIVE' && before.frequency === body.frequency && before.nextRunAt;
  const nextRunAt = body.state === 'ACTIVE' ? (keepsDue ? before!.nextRunAt : firstDueAfter(now)) : null;
  // saving again answers the notice of an ended schedule: it is cleared
  const values = { userId: user.id, paymentMethodId: method.id, frequency: body.frequency, state: body.state, nextRunAt, updatedAt: now.toISOString(), endedAt: null, endedReason: null, endedPayer: null };
  await repo.saveSchedule(db, client.id, before?.id, values);
  await trackEvent(c, 'autopay-updated', { clientId: client.id, state: body.state, frequency: body.frequency });
  return c.json(await scheduleView(c));
});
