/**
 * Paying invoices: creating a payment order from selected invoices, paying it once, the receipt
 * (PDF and e-mail), the ACH settlement job and the recovery of interrupted payments. Autopay,
 * which pays through these, is services/autopay.ts.
 *
 * Exactly one charge per invoice:
 * - a payment order carries the idempotency key of the form (or autopay run) that created it (unique):
 *   the same key twice answers the same order;
 * - paying moves the order created → processing with one conditional UPDATE: of two requests
 *   (a double click, two server processes) one wins, the other answers the order's state;
 * - the winner locks the order's invoices UNPAID → PENDING all-or-none in a transaction, so an
 *   invoice is never in two payments at once;
 * - the gateway charge carries the order's reference, so a retry after a time-out cannot charge
 *   twice (the sandbox keeps a ledger by reference; the Authorize.Net adapter a ledger row claimed
 *   before its HTTP call, and the reference as refId and invoice number: services/authorizenet.ts).
 */
import { randomInt } from 'node:crypto';
import type { Client, User } from '../db/types.ts';
import { dollars } from '../../contract/billing.ts';
import { decimalAmount } from '../../contract/money.ts';
import type { PaymentOrder } from '../../contract/payments.ts';
import { Refusal, refuse } from '../errors.ts';
import { findClient } from '../repositories/clients.ts';
import * as repo from '../repositories/payments.ts';
import { findUser } from '../repositories/users.ts';
import { type ChargeResult, GatewayTimeoutError } from './gateway.ts';
import type { Jobs } from './jobs.ts';
import { buildReceiptPdf, methodLabel, receiptFileName } from './receipt-pdf.ts';
import { paymentFailedMail, paymentReceiptMail } from './mail-templates.ts';
import { queueWebhooks, recordWebhook } from './webhooks.ts';
import { type PayerDeps, holdsBillingRight } from './payer-rights.ts';

/** What paying needs (the provider's dependencies have them all). */
export interface PaymentDeps extends PayerDeps {
  jobs: Jobs;
  /** how long after an ACH debit its settlement is first looked at (default 0: at once) */
  achSettleAfterMs?: number;
}
type Deps = PaymentDeps;

export const ACH_SETTLEMENT_JOB = 'ach-settlement';

/** The payment.settled webhook of a paid order: its number, amount and the invoices it paid. */
const settledEvent = (order: Pick<repo.PaymentOrderRow, 'clientId' | 'orderNumber' | 'orderTotal'>, numbers: string[], method: 'card' | 'ach', at: string) => ({
  clientId: order.clientId,
  type: 'payment.settled' as const,
  key: `order:${order.orderNumber}`,
  data: { orderNumber: order.orderNumber, amountCents: order.orderTotal, currency: 'USD', method, invoiceNumbers: numbers, settledAt: at },
});
/**
 * The settlement is first looked at `achSettleAfterMs` after the debit (ACH_SETTLE_AFTER_SECONDS,
 * 60 s; the provider's tests 0). The sandbox settles then; a real processor's eCheck settles in one to four business days,
 * and until then `settle` throws (not settled yet) and the job is tried again, each delay double
 * the last: 1 min, 2 min, … 14 attempts reach about 11 days.
 */
export const ACH_SETTLEMENT_RETRY = { maxAttempts: 14, retryDelayMs: 60_000 };
export const METHOD_OWNER_REFUSAL = 'The owner of this payment method no longer has billing rights for this client: choose another method. Nothing was charged.';

const FAILURE_TEXT: Record<string, string> = {
  declined: 'The card was declined. Nothing was charged.',
  insufficient_funds: 'The payment was declined for insufficient funds. Nothing was charged.',
  timeout: 'The payment service did not answer in time. Nothing was charged; please try again.',
  invalid: 'The payment could not be made. Nothing was charged.',
  not_payable: 'One of the invoices is no longer unpaid (paid or being paid). Nothing was charged.',
  interrupted: 'The payment was interrupted before the payment service answered. Nothing was charged; please try again.',
  ach_return: 'The bank returned the debit',
};

export async function paymentOrderView(deps: Pick<Deps, 'db'>, o: repo.PaymentOrderRow, clientCode: string): Promise<PaymentOrder> {
  const lines = await repo.lineItems(deps.db, o.id);
  const method = o.paymentMethodId ? await repo.methodSummary(deps.db, o.paymentMethodId) : undefined;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    clientCode,
    orderTotal: dollars(o.orderTotal),
    state: o.state,
    paidAt: o.paidAt,
    createdAt: o.createdAt,
    failureCode: o.failureCode,
    failureReason: o.failureReason,
    lineItems: lines.map((l) => ({ invoiceNumber: l.invoiceNumber, batchNumber: l.batchNumber, docType: l.docType, price: dollars(l.price) })),
    paymentCard: method ? { type: method.type, accountType: method.accountType, lastFour: method.lastFour } : null,
  };
}

/**
 * Creates a payment order from the selected invoices of a client: each must be the client's, UNPAID,
 * with the price the user saw (dollars). The same idempotency key answers the order it made.
 */
export async function createPaymentOrder(
  deps: Deps,
  client: Client,
  user: User,
  items: { invoiceNumber: string; price: number }[],
  idempotencyKey: string,
): Promise<{ order: repo.PaymentOrderRow; created: boolean }> {
  const { db, clock } = deps;
  const existing = await repo.paymentOrderByKey(db, idempotencyKey);
  if (existing) {
    if (existing.clientId !== client.id || existing.userId !== user.id) refuse('conflict', 'This form was already used for another order');
    return { order: existing, created: false };
  }
  const numbers = [...new Set(items.map((i) => i.invoiceNumber))];
  if (numbers.length !== items.length) refuse('invalid', 'An invoice is listed twice');
  const rows = await repo.invoicesByNumber(db, client.id, numbers);
  const found = new Map(rows.map((r) => [r.invoiceNumber, r]));
  const missing = numbers.filter((n) => !found.has(n));
  if (missing.length) refuse('invalid', `Unknown invoice for this client: ${missing.slice(0, 5).join(', ')}`);
  for (const i of items) {
    const r = found.get(i.invoiceNumber)!;
    if (r.status !== 'UNPAID') refuse('invoice-not-payable', `Invoice ${r.invoiceNumber} is not unpaid (it is ${r.status.toLowerCase()})`);
    if (r.amountDue <= 0) refuse('invoice-not-payable', `Invoice ${r.invoiceNumber} has nothing due`);
    if (Math.round(i.price * 100) !== r.amountDue) refuse('invoice-not-payable', `The amount due of invoice ${r.invoiceNumber} is not ${decimalAmount(i.price * 100)}`);
  }
  const total = numbers.reduce((s, n) => s + found.get(n)!.amountDue, 0);
  const lines = numbers.map((n) => {
    const r = found.get(n)!;
    return { invoiceNumber: n, batchNumber: r.batchId, docType: r.docType, price: r.amountDue };
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderNumber = `ORD-${randomInt(10_000_000, 99_999_999)}`;
    try {
      const id = await repo.insertPaymentOrder(db, { orderNumber, clientId: client.id, userId: user.id, orderTotal: total, idempotencyKey, createdAt: clock.now().toISOString() }, lines);
      if (id === undefined) {
        const won = (await repo.paymentOrderByKey(db, idempotencyKey))!;
        if (won.clientId !== client.id || won.userId !== user.id) refuse('conflict', 'This form was already used for another order');
        return { order: won, created: false };
      }
      return { order: (await repo.paymentOrderById(db, id))!, created: true };
    } catch (e) {
      // an order number already taken (one in a hundred million): draw another
      if (e instanceof Refusal || !/unique|duplicate/i.test(String((e as Error).message)) || attempt === 2) throw e;
    }
  }
  throw new Error('unreachable');
}

/**
 * Pays a payment order with a saved method of its client (the method must be the client's). Answers the
 * order's state: successful (card), pending (ACH until settled), failed (nothing charged), or
 * processing (another request is paying it right now).
 */
export async function payPaymentOrder(deps: Deps, client: Client, orderId: number, methodId: number): Promise<{ state: 'successful' | 'pending' | 'failed' | 'processing'; order: repo.PaymentOrderRow }> {
  const { db, gateway, clock, log } = deps;
  const order = await repo.paymentOrderById(db, orderId);
  if (!order || order.clientId !== client.id) refuse('not-found', 'Order not found');
  const method = await repo.methodOfClient(db, client.id, methodId);
  if (!method) refuse('payment-method-not-found', 'Payment method not found for this client');
  // A member's saved method is the client's only while its owner holds the client's billing right
  // (services/payer-rights.ts): read now, so a removed or downgraded member's card is never charged.
  if (!(await holdsBillingRight(db, client.id, method.userId))) refuse('payment-method-owner-lost-right', METHOD_OWNER_REFUSAL);
  if (order.state !== 'created' || !(await repo.claimPaymentOrder(db, order.id, method.id, clock.now().toISOString()))) {
    const now = (await repo.paymentOrderById(db, order.id))!;
    return { state: now.state === 'created' ? 'processing' : (now.state as 'successful' | 'pending' | 'failed' | 'processing'), order: now };
  }
  const numbers = (await repo.lineItems(db, order.id)).map((l) => l.invoiceNumber);

  // The invoice lock: all of the order's invoices UNPAID → PENDING (marked with the order), or none.
  if (!(await repo.lockPaymentOrderInvoices(db, client.id, numbers, order.orderNumber))) return failPaymentOrder(deps, order, numbers, 'not_payable', false);

  const reference = paymentOrderReference(order);
  let result: ChargeResult;
  try {
    try {
      result = await gateway.charge(method.vaultId, order.orderTotal, reference);
    } catch (e) {
      if (!(e instanceof GatewayTimeoutError)) throw e;
      log.warn('payment gateway time-out, retrying once with the same reference', { order: order.orderNumber });
      result = await gateway.charge(method.vaultId, order.orderTotal, reference);
    }
  } catch (e) {
    const timeout = e instanceof GatewayTimeoutError;
    log.warn('payment failed', { order: order.orderNumber, timeout, error: (e as Error).message });
    await repo.insertPayment(db, { orderId: order.id, paymentMethodId: method.id, amount: order.orderTotal, state: 'failed', gatewayReference: reference, message: timeout ? 'timeout' : 'error', createdAt: clock.now().toISOString() });
    return failPaymentOrder(deps, order, numbers, timeout ? 'timeout' : 'invalid', true);
  }
  return applyCharge(deps, order, method, numbers, result);
}

/** The gateway reference (idempotency key) of an order's charge. */
const paymentOrderReference = (o: Pick<repo.PaymentOrderRow, 'orderNumber'>) => `order-${o.orderNumber}`;

/** Ends a payment with nothing charged: the order failed with the reason, its invoices (when it locked them) unpaid again. */
async function failPaymentOrder(deps: Deps, order: repo.PaymentOrderRow, numbers: string[], code: string, releaseInvoices: boolean) {
  const { db } = deps;
  if (releaseInvoices) await repo.settleInvoices(db, order.clientId, numbers, 'UNPAID', order.orderNumber);
  await repo.finishPaymentOrder(db, order.id, { state: 'failed', failureCode: code, failureReason: FAILURE_TEXT[code] ?? FAILURE_TEXT.declined });
  return { state: 'failed' as const, order: (await repo.paymentOrderById(db, order.id))! };
}

/** What the gateway answered, applied to an order whose invoices it locked: declined, ACH pending (settled by a job), or paid. */
async function applyCharge(deps: Deps, order: repo.PaymentOrderRow, method: { id: number; type: string }, numbers: string[], result: ChargeResult) {
  const { db, clock } = deps;
  const reference = paymentOrderReference(order);
  const at = clock.now().toISOString();
  if (result.status === 'declined') {
    const code = result.code ?? 'declined';
    await repo.insertPayment(db, { orderId: order.id, paymentMethodId: method.id, amount: order.orderTotal, state: 'failed', gatewayReference: reference, message: code, createdAt: at });
    return failPaymentOrder(deps, order, numbers, code, true);
  }
  if (method.type === 'ACH') {
    await repo.insertPayment(db, { orderId: order.id, paymentMethodId: method.id, amount: order.orderTotal, state: 'pending', gatewayReference: result.chargeId ?? reference, message: 'ACH debit submitted', createdAt: at });
    await repo.finishPaymentOrder(db, order.id, { state: 'pending', paidAt: at });
    await deps.jobs.enqueue(ACH_SETTLEMENT_JOB, { orderId: order.id }, { ...ACH_SETTLEMENT_RETRY, delayMs: deps.achSettleAfterMs ?? 0 });
    return { state: 'pending' as const, order: (await repo.paymentOrderById(db, order.id))! };
  }
  const payment = { orderId: order.id, paymentMethodId: method.id, amount: order.orderTotal, state: 'successful' as const, gatewayReference: result.chargeId ?? reference, message: 'Approved', createdAt: at };
  await repo.recordPaidPaymentOrder(db, order, numbers, payment, at, (trx) => recordWebhook(trx, settledEvent(order, numbers, 'card', at), at));
  await queueWebhooks(deps, order.clientId);
  return { state: 'successful' as const, order: (await repo.paymentOrderById(db, order.id))! };
}

/** How long a payment may stay "processing" before it counts as interrupted (a charge answers within seconds). */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;

/**
 * Payments interrupted between their claim and their answer (the process stopped in the middle
 * of a payment): each such order, taken over by one node, asks the gateway what its
 * reference did and finishes as that says: charged → paid (or ACH pending), declined → failed,
 * never charged → failed with nothing charged and its invoices unpaid again. Never a second
 * charge: recovery does not charge, it only reads the gateway's answer. The payer is e-mailed the
 * outcome. Runs in the scheduler's tick on every node.
 */
export async function recoverInterruptedPayments(deps: Deps): Promise<number> {
  const { db, clock, gateway, log } = deps;
  const now = clock.now();
  let recovered = 0;
  for (const order of await repo.stuckPaymentOrders(db, new Date(now.getTime() - INTERRUPTED_AFTER_MS).toISOString())) {
    if (!order.claimedAt || !(await repo.reclaimPaymentOrder(db, order.id, order.claimedAt, now.toISOString()))) continue;
    const numbers = (await repo.lineItems(db, order.id)).map((l) => l.invoiceNumber);
    const method = order.paymentMethodId ? await repo.methodSummary(db, order.paymentMethodId) : undefined;
    const result = await gateway.lookup(paymentOrderReference(order));
    log.warn('recovering an interrupted payment', { order: order.orderNumber, gateway: result?.status ?? 'never charged' });
    const done = result && method ? await applyCharge(deps, order, method, numbers, result) : await failPaymentOrder(deps, order, numbers, 'interrupted', true);
    await mailOutcome(deps, await clientOf(deps, order.clientId), done.order);
    recovered++;
  }
  return recovered;
}

/** The client of an order (it exists: orders reference it). */
async function clientOf(deps: Pick<Deps, 'db'>, id: number): Promise<Client> {
  const client = await findClient(deps.db, id);
  if (!client) throw new Error(`client ${id} not found`);
  return client;
}

/** The method a paid order was paid with (it exists: a removed method keeps its row for the receipts). */
async function paidWith(deps: Pick<Deps, 'db'>, o: repo.PaymentOrderRow) {
  const method = await repo.methodSummary(deps.db, o.paymentMethodId!);
  if (!method) throw new Error(`payment method ${o.paymentMethodId} of order ${o.orderNumber} not found`);
  return method;
}

/** A user an order names (the payer), who exists while their orders do. */
async function userOf(deps: Pick<Deps, 'db'>, id: number): Promise<User> {
  const user = await findUser(deps.db, id);
  if (!user) throw new Error(`user ${id} not found`);
  return user;
}

/** The receipt PDF of a paid (or pending ACH) order. */
export async function receiptPdf(deps: Pick<Deps, 'db'>, client: Pick<Client, 'code' | 'name'>, o: repo.PaymentOrderRow): Promise<Buffer> {
  const lines = await repo.lineItems(deps.db, o.id);
  const method = await paidWith(deps, o);
  const payer = await userOf(deps, o.userId);
  return buildReceiptPdf({
    orderNumber: o.orderNumber,
    state: o.state === 'pending' ? 'pending' : 'successful',
    paidAt: o.paidAt ?? o.createdAt,
    client,
    payer: [payer.firstname, payer.lastname].filter(Boolean).join(' ') || payer.email,
    method,
    total: o.orderTotal,
    lines,
  });
}

/**
 * E-mails the payer the outcome of a payment: the receipt with its PDF attached (successful,
 * pending ACH), or what failed and that nothing was charged. A mail that cannot be sent is logged;
 * the payment stands (the mailer itself retries SMTP through a job).
 */
export async function mailOutcome(deps: Deps, client: Pick<Client, 'id' | 'code' | 'name'>, o: repo.PaymentOrderRow, context: 'payment' | 'autopay' | 'return' = 'payment') {
  const { db, mailer, log, publicUrl } = deps;
  try {
    // The payer while they still hold the client's billing right; otherwise (removed, downgraded,
    // their account gone since the payment began: a recovered payment, a returned ACH debit) the
    // client's administrators: a former member is not sent the client's invoices.
    const recipients = (await holdsBillingRight(db, client.id, o.userId)) ? [await userOf(deps, o.userId)] : await repo.confirmedAdministrators(db, client.id, o.userId);
    const lines = await repo.lineItems(db, o.id);
    const paid = o.state === 'successful' || o.state === 'pending';
    const method = paid ? await paidWith(deps, o) : null;
    const pdf = paid ? await receiptPdf(deps, client, o) : null;
    for (const to of recipients) {
      const base = { firstname: to.firstname, client, order: o, lines, context, publicUrl };
      if (method && pdf) {
        await mailer.send({
          to: to.email,
          ...paymentReceiptMail({ ...base, pending: o.state === 'pending', method: methodLabel(method) }),
          attachments: [{ filename: receiptFileName(o.orderNumber), content: pdf, contentType: 'application/pdf' }],
        });
      } else {
        await mailer.send({ to: to.email, ...paymentFailedMail({ ...base, reason: o.failureReason ?? FAILURE_TEXT.invalid }) });
      }
    }
  } catch (e) {
    log.error('payment e-mail failed', { order: o.orderNumber, error: (e as Error).message });
  }
}

/**
 * The ACH settlement (a durable job: it outlives a restart and retries until the bank answers): asks the gateway whether the debit of a
 * PENDING order settled. Settled: invoices PAID, order successful. Returned: invoices back to
 * UNPAID, the order failed with the return reason, e-mailed to the payer. Idempotent: an order
 * that is no longer pending is left alone.
 */
export function achSettlementJob(deps: Deps) {
  return async ({ orderId }: { orderId: number }) => {
    const { db, gateway, clock } = deps;
    const o = await repo.paymentOrderById(db, orderId);
    if (!o || o.state !== 'pending') return;
    const client = await clientOf(deps, o.clientId);
    const numbers = (await repo.lineItems(db, o.id)).map((l) => l.invoiceNumber);
    const r = await gateway.settle(paymentOrderReference(o));
    const done = await repo.endPendingPaymentOrder(
      db,
      o,
      numbers,
      r.settled
        ? { settled: true, message: `Settled ${clock.now().toISOString()}` }
        : { settled: false, failureCode: 'ach_return', failureReason: `${FAILURE_TEXT.ach_return} (${r.returnCode}: ${r.reason})`, message: `Returned ${r.returnCode}` },
      (trx) => recordWebhook(trx, settledEvent(o, numbers, 'ach', clock.now().toISOString()), clock.now().toISOString()),
    );
    if (done && r.settled) await queueWebhooks(deps, o.clientId);
    if (done && !r.settled) await mailOutcome(deps, client, (await repo.paymentOrderById(db, o.id))!, 'return');
  };
}

/** Registers the ACH settlement on the job runner (provider/app.ts). */
export function registerPaymentJobs(deps: Deps) {
  deps.jobs.work(ACH_SETTLEMENT_JOB, achSettlementJob(deps));
}
