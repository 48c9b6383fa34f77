/**
 * Paying invoices: creating an order from selected invoices, paying it once, the
 * receipt (PDF and e-mail), the ACH settlement job and the autopay scheduler.
 *
 * Exactly one charge per invoice:
 * - an order carries the idempotency key of the form (or autopay run) that created it (unique):
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
import { DateTime } from 'luxon';
import type { Client, User } from '../db/types.ts';
import type { ProviderDeps } from '../http.ts';
import { dollars } from '../../contract/billing.ts';
import { LAB_ZONE } from '../../contract/lab-time.ts';
import type { Order } from '../../contract/payments.ts';
import * as repo from '../repositories/payments.ts';
import { type ChargeResult, GatewayTimeoutError } from './gateway.ts';
import { buildReceiptPdf, methodLabel, receiptFileName } from './receipt-pdf.ts';
import { paymentFailedMail, paymentReceiptMail } from './mail-templates.ts';
import { administratorsToTell, endPayerAutopay, holdsBillingRight, payerRefusal } from './payer-rights.ts';

type Deps = Pick<ProviderDeps, 'db' | 'gateway' | 'mailer' | 'clock' | 'log' | 'jobs' | 'publicUrl' | 'achSettleAfterMs'>;

export const ACH_SETTLEMENT_JOB = 'ach-settlement';
export const AUTOPAY_RUN_JOB = 'autopay-run';
/**
 * The settlement is first looked at `achSettleAfterMs` after the debit (ACH_SETTLE_AFTER_SECONDS,
 * 60 s; the provider's tests 0). The sandbox settles then; a real processor's eCheck settles in one to four business days,
 * and until then `settle` throws (not settled yet) and the job is tried again, each delay double
 * the last: 1 min, 2 min, … 14 attempts reach about 11 days.
 */
export const ACH_SETTLEMENT_RETRY = { maxAttempts: 14, retryDelayMs: 60_000 };
/** Autopay runs at 06:00 on the lab's clock (contract/lab-time.ts) on its due days. */
export const AUTOPAY_HOUR = 6;

export const METHOD_OWNER_REFUSAL = 'The owner of this payment method no longer has billing rights for this client: choose another method. Nothing was charged.';

export class PaymentRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const FAILURE_TEXT: Record<string, string> = {
  declined: 'The card was declined. Nothing was charged.',
  insufficient_funds: 'The payment was declined for insufficient funds. Nothing was charged.',
  timeout: 'The payment service did not answer in time. Nothing was charged; please try again.',
  invalid: 'The payment could not be made. Nothing was charged.',
  not_payable: 'One of the invoices is no longer unpaid (paid or being paid). Nothing was charged.',
  interrupted: 'The payment was interrupted before the payment service answered. Nothing was charged; please try again.',
  ach_return: 'The bank returned the debit',
};

export async function orderView(deps: Pick<Deps, 'db'>, o: repo.OrderRow, clientCode: string): Promise<Order> {
  const lines = await repo.lineItems(deps.db, o.id);
  const method = o.paymentMethodId ? await deps.db.selectFrom('payment_methods').select(['type', 'accountType', 'lastFour']).where('id', '=', o.paymentMethodId).executeTakeFirst() : undefined;
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
 * Creates an order from the selected invoices of a client: each must be the client's, UNPAID,
 * with the price the user saw (dollars). The same idempotency key answers the order it made.
 */
export async function createOrder(
  deps: Deps,
  client: Client,
  user: User,
  items: { invoiceNumber: string; price: number }[],
  idempotencyKey: string,
): Promise<{ order: repo.OrderRow; created: boolean }> {
  const { db, clock } = deps;
  const existing = await repo.orderByKey(db, idempotencyKey);
  if (existing) {
    if (existing.clientId !== client.id || existing.userId !== user.id) throw new PaymentRefusal(409, 'This form was already used for another order');
    return { order: existing, created: false };
  }
  const numbers = [...new Set(items.map((i) => i.invoiceNumber))];
  if (numbers.length !== items.length) throw new PaymentRefusal(400, 'An invoice is listed twice');
  const rows = await repo.invoicesByNumber(db, client.id, numbers);
  const found = new Map(rows.map((r) => [r.invoiceNumber, r]));
  const missing = numbers.filter((n) => !found.has(n));
  if (missing.length) throw new PaymentRefusal(400, `Unknown invoice for this client: ${missing.slice(0, 5).join(', ')}`);
  for (const i of items) {
    const r = found.get(i.invoiceNumber)!;
    if (r.status !== 'UNPAID') throw new PaymentRefusal(409, `Invoice ${r.invoiceNumber} is not unpaid (it is ${r.status.toLowerCase()})`);
    if (r.amountDue <= 0) throw new PaymentRefusal(409, `Invoice ${r.invoiceNumber} has nothing due`);
    if (Math.round(i.price * 100) !== r.amountDue) throw new PaymentRefusal(409, `The amount due of invoice ${r.invoiceNumber} is not ${i.price.toFixed(2)}`);
  }
  const total = numbers.reduce((s, n) => s + found.get(n)!.amountDue, 0);
  const lines = numbers.map((n) => {
    const r = found.get(n)!;
    return { invoiceNumber: n, batchNumber: r.batchId, docType: r.docType, price: r.amountDue };
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderNumber = `ORD-${randomInt(10_000_000, 99_999_999)}`;
    try {
      const id = await repo.insertOrder(db, { orderNumber, clientId: client.id, userId: user.id, orderTotal: total, idempotencyKey, createdAt: clock.now().toISOString() }, lines);
      if (id === undefined) {
        const won = (await repo.orderByKey(db, idempotencyKey))!;
        if (won.clientId !== client.id || won.userId !== user.id) throw new PaymentRefusal(409, 'This form was already used for another order');
        return { order: won, created: false };
      }
      return { order: (await repo.orderById(db, id))!, created: true };
    } catch (e) {
      // an order number already taken (one in a hundred million): draw another
      if (e instanceof PaymentRefusal || !/unique|duplicate/i.test(String((e as Error).message)) || attempt === 2) throw e;
    }
  }
  throw new Error('unreachable');
}

/**
 * Pays an order with a saved method of its client (the method must be the client's). Answers the
 * order's state: successful (card), pending (ACH until settled), failed (nothing charged), or
 * processing (another request is paying it right now).
 */
export async function payOrder(deps: Deps, client: Client, orderId: number, methodId: number): Promise<{ state: 'successful' | 'pending' | 'failed' | 'processing'; order: repo.OrderRow }> {
  const { db, gateway, clock, log } = deps;
  const order = await repo.orderById(db, orderId);
  if (!order || order.clientId !== client.id) throw new PaymentRefusal(404, 'Order not found');
  const method = await repo.methodOfClient(db, client.id, methodId);
  if (!method) throw new PaymentRefusal(404, 'Payment method not found for this client');
  // A member's saved method is the client's only while its owner holds the client's billing right
  // (services/payer-rights.ts): read now, so a removed or downgraded member's card is never charged.
  if (!(await holdsBillingRight(db, client.id, method.userId))) throw new PaymentRefusal(409, METHOD_OWNER_REFUSAL);
  if (order.state !== 'created' || !(await repo.claimOrder(db, order.id, method.id, clock.now().toISOString()))) {
    const now = (await repo.orderById(db, order.id))!;
    return { state: now.state === 'created' ? 'processing' : (now.state as 'successful' | 'pending' | 'failed' | 'processing'), order: now };
  }
  const numbers = (await repo.lineItems(db, order.id)).map((l) => l.invoiceNumber);

  // The invoice lock: all of the order's invoices UNPAID → PENDING (marked with the order), or none.
  let locked = true;
  try {
    await db.transaction().execute(async (trx) => {
      const n = await repo.lockInvoices(trx, client.id, numbers, order.orderNumber);
      if (n !== numbers.length) throw new PaymentRefusal(409, FAILURE_TEXT.not_payable);
    });
  } catch (e) {
    if (!(e instanceof PaymentRefusal)) throw e;
    locked = false;
  }
  if (!locked) return failOrder(deps, order, numbers, 'not_payable', false);

  const reference = orderReference(order);
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
    return failOrder(deps, order, numbers, timeout ? 'timeout' : 'invalid', true);
  }
  return applyCharge(deps, order, method, numbers, result);
}

/** The gateway reference (idempotency key) of an order's charge. */
const orderReference = (o: Pick<repo.OrderRow, 'orderNumber'>) => `order-${o.orderNumber}`;

/** Ends a payment with nothing charged: the order failed with the reason, its invoices (when it locked them) unpaid again. */
async function failOrder(deps: Deps, order: repo.OrderRow, numbers: string[], code: string, releaseInvoices: boolean) {
  const { db } = deps;
  if (releaseInvoices) await repo.settleInvoices(db, order.clientId, numbers, 'UNPAID', order.orderNumber);
  await repo.finishOrder(db, order.id, { state: 'failed', failureCode: code, failureReason: FAILURE_TEXT[code] ?? FAILURE_TEXT.declined });
  return { state: 'failed' as const, order: (await repo.orderById(db, order.id))! };
}

/** What the gateway answered, applied to an order whose invoices it locked: declined, ACH pending (settled by a job), or paid. */
async function applyCharge(deps: Deps, order: repo.OrderRow, method: { id: number; type: string }, numbers: string[], result: ChargeResult) {
  const { db, clock } = deps;
  const reference = orderReference(order);
  const at = clock.now().toISOString();
  if (result.status === 'declined') {
    const code = result.code ?? 'declined';
    await repo.insertPayment(db, { orderId: order.id, paymentMethodId: method.id, amount: order.orderTotal, state: 'failed', gatewayReference: reference, message: code, createdAt: at });
    return failOrder(deps, order, numbers, code, true);
  }
  if (method.type === 'ACH') {
    await repo.insertPayment(db, { orderId: order.id, paymentMethodId: method.id, amount: order.orderTotal, state: 'pending', gatewayReference: result.chargeId ?? reference, message: 'ACH debit submitted', createdAt: at });
    await repo.finishOrder(db, order.id, { state: 'pending', paidAt: at });
    await deps.jobs.enqueue(ACH_SETTLEMENT_JOB, { orderId: order.id }, { ...ACH_SETTLEMENT_RETRY, delayMs: deps.achSettleAfterMs ?? 0 });
    return { state: 'pending' as const, order: (await repo.orderById(db, order.id))! };
  }
  await db.transaction().execute(async (trx) => {
    await repo.settleInvoices(trx, order.clientId, numbers, 'PAID', order.orderNumber);
    await repo.insertPayment(trx, { orderId: order.id, paymentMethodId: method.id, amount: order.orderTotal, state: 'successful', gatewayReference: result.chargeId ?? reference, message: 'Approved', createdAt: at });
    await repo.finishOrder(trx, order.id, { state: 'successful', paidAt: at });
  });
  return { state: 'successful' as const, order: (await repo.orderById(db, order.id))! };
}

/** How long a payment may stay "processing" before it counts as interrupted (a charge answers within seconds). */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;

/**
 * Payments interrupted between their claim and their answer (the process stopped: "a
 * restart in the middle"): each such order, taken over by one node, asks the gateway what its
 * reference did and finishes as that says: charged → paid (or ACH pending), declined → failed,
 * never charged → failed with nothing charged and its invoices unpaid again. Never a second
 * charge: recovery does not charge, it only reads the gateway's answer. The payer is e-mailed the
 * outcome. Runs in the scheduler's tick on every node.
 */
export async function recoverInterruptedPayments(deps: Deps): Promise<number> {
  const { db, clock, gateway, log } = deps;
  const now = clock.now();
  let recovered = 0;
  for (const order of await repo.stuckOrders(db, new Date(now.getTime() - INTERRUPTED_AFTER_MS).toISOString())) {
    if (!order.claimedAt || !(await repo.reclaimOrder(db, order.id, order.claimedAt, now.toISOString()))) continue;
    const numbers = (await repo.lineItems(db, order.id)).map((l) => l.invoiceNumber);
    const method = order.paymentMethodId ? await db.selectFrom('payment_methods').select(['id', 'type']).where('id', '=', order.paymentMethodId).executeTakeFirst() : undefined;
    const result = await gateway.lookup(orderReference(order));
    log.warn('recovering an interrupted payment', { order: order.orderNumber, gateway: result?.status ?? 'never charged' });
    const done = result && method ? await applyCharge(deps, order, method, numbers, result) : await failOrder(deps, order, numbers, 'interrupted', true);
    const client = await db.selectFrom('clients').select(['id', 'code', 'name']).where('id', '=', order.clientId).executeTakeFirstOrThrow();
    await mailOutcome(deps, client, done.order);
    recovered++;
  }
  return recovered;
}

/** The receipt PDF of a paid (or pending ACH) order. */
export async function receiptPdf(deps: Pick<Deps, 'db'>, client: Pick<Client, 'code' | 'name'>, o: repo.OrderRow): Promise<Buffer> {
  const lines = await repo.lineItems(deps.db, o.id);
  const method = await deps.db.selectFrom('payment_methods').select(['type', 'accountType', 'lastFour']).where('id', '=', o.paymentMethodId!).executeTakeFirstOrThrow();
  const payer = await deps.db.selectFrom('users').select(['firstname', 'lastname', 'email']).where('id', '=', o.userId).executeTakeFirstOrThrow();
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
export async function mailOutcome(deps: Deps, client: Pick<Client, 'id' | 'code' | 'name'>, o: repo.OrderRow, context: 'payment' | 'autopay' | 'return' = 'payment') {
  const { db, mailer, log, publicUrl } = deps;
  try {
    // The payer while they still hold the client's billing right; otherwise (removed, downgraded,
    // their account gone since the payment began: a recovered payment, a returned ACH debit) the
    // client's administrators: a former member is not sent the client's invoices.
    const recipients = (await holdsBillingRight(db, client.id, o.userId))
      ? [await db.selectFrom('users').select(['email', 'firstname']).where('id', '=', o.userId).executeTakeFirstOrThrow()]
      : await administratorsToTell(db, client.id, o.userId);
    const lines = await repo.lineItems(db, o.id);
    const paid = o.state === 'successful' || o.state === 'pending';
    const method = paid ? await db.selectFrom('payment_methods').select(['type', 'accountType', 'lastFour']).where('id', '=', o.paymentMethodId!).executeTakeFirstOrThrow() : null;
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
 * The ACH settlement (a durable job): asks the gateway whether the debit of a
 * PENDING order settled. Settled: invoices PAID, order successful. Returned: invoices back to
 * UNPAID, the order failed with the return reason, e-mailed to the payer. Idempotent: an order
 * that is no longer pending is left alone.
 */
export function achSettlementJob(deps: Deps) {
  return async ({ orderId }: { orderId: number }) => {
    const { db, gateway, clock } = deps;
    const o = await repo.orderById(db, orderId);
    if (!o || o.state !== 'pending') return;
    const client = await db.selectFrom('clients').select(['id', 'code', 'name']).where('id', '=', o.clientId).executeTakeFirstOrThrow();
    const numbers = (await repo.lineItems(db, o.id)).map((l) => l.invoiceNumber);
    const r = await gateway.settle(`order-${o.orderNumber}`);
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx.updateTable('orders').set(r.settled ? { state: 'successful' } : { state: 'failed', failureCode: 'ach_return', failureReason: `${FAILURE_TEXT.ach_return} (${r.returnCode}: ${r.reason})` }).where('id', '=', o.id).where('state', '=', 'pending').executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await repo.settleInvoices(trx, o.clientId, numbers, r.settled ? 'PAID' : 'UNPAID', o.orderNumber);
      await repo.updatePayments(trx, o.id, r.settled ? { state: 'successful', message: `Settled ${clock.now().toISOString()}` } : { state: 'failed', message: `Returned ${r.returnCode}` });
      return true;
    });
    if (done && !r.settled) await mailOutcome(deps, client, (await repo.orderById(db, o.id))!, 'return');
  };
}

// ─── autopay ─────────────────────────────────────────────────────────────────────

type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';
const STEP: Record<Frequency, object> = { DAILY: { days: 1 }, WEEKLY: { weeks: 1 }, MONTHLY: { months: 1 } };

/** The first due time after `after`: 06:00 lab time on the next day (the frequency counts from there). */
export function firstDueAfter(after: Date): string {
  let t = DateTime.fromJSDate(after).setZone(LAB_ZONE).set({ hour: AUTOPAY_HOUR, minute: 0, second: 0, millisecond: 0 });
  if (t.toMillis() <= after.getTime()) t = t.plus({ days: 1 });
  return t.toUTC().toISO()!;
}

export function nextDue(from: string, frequency: Frequency): string {
  return DateTime.fromISO(from, { zone: LAB_ZONE }).plus(STEP[frequency]).set({ hour: AUTOPAY_HOUR, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO()!;
}

/**
 * The scheduler's tick (any node, any time; server.ts runs it every minute): for each ACTIVE
 * schedule whose due time has come, the node that moves `nextRunAt` on (one conditional UPDATE)
 * records the run (unique per client and due time) and queues its job. Runs missed while no
 * node was up are caught up once: the latest missed due time is run, the ones before it are
 * skipped (one payment pays every unpaid invoice anyway). A clock that jumps back finds nothing
 * due; one that jumps forward catches up once.
 */
export async function autopayTick(deps: Deps): Promise<number> {
  const { db, clock, jobs } = deps;
  const now = clock.now();
  const at = now.toISOString();
  let queued = 0;
  for (const s of await repo.dueSchedules(db, at)) {
    if (!s.frequency || !s.nextRunAt) continue;
    let due = s.nextRunAt;
    let next = nextDue(due, s.frequency);
    while (next <= at) {
      due = next;
      next = nextDue(next, s.frequency);
    }
    if (!(await repo.advanceSchedule(db, s.id, s.nextRunAt, next))) continue;
    const runId = await repo.insertRun(db, s.clientId, due, at);
    if (runId === undefined) continue;
    await jobs.enqueue(AUTOPAY_RUN_JOB, { runId }, { maxAttempts: 3, retryDelayMs: 5 * 60_000 });
    queued++;
  }
  return queued;
}

/** What a refused run records (the page says it in the reader's language from the state). */
const AUTOPAY_REFUSED_TEXT = 'Refused: the payer (or the owner of the payment method) no longer has billing rights for this client. Nothing was charged.';

/** The longest list autopay pays in one order. */
const AUTOPAY_MAX_INVOICES = 50;

/**
 * One autopay run (a durable job): pays the client's UNPAID invoices with the schedule's method as
 * one order whose idempotency key is the run's (`autopay-run-{id}`), so a retried or doubled job
 * pays once; records the outcome on the run and e-mails the receipt or the failure.
 */
export function autopayRunJob(deps: Deps) {
  return async ({ runId }: { runId: number }) => {
    const { db, clock } = deps;
    const run = await db.selectFrom('autopay_runs').selectAll().where('id', '=', runId).executeTakeFirst();
    if (!run || run.state !== 'queued') return;
    const finish = (set: { state: 'paid' | 'pending' | 'failed' | 'nothing' | 'refused'; orderId?: number | null; message?: string | null }) =>
      db.updateTable('autopay_runs').set({ ...set, finishedAt: clock.now().toISOString() }).where('id', '=', runId).where('state', '=', 'queued').execute();
    const schedule = await repo.scheduleOfClient(db, run.clientId);
    const client = await db.selectFrom('clients').selectAll().where('id', '=', run.clientId).executeTakeFirstOrThrow();
    // A run queued before its schedule was ended (the payer lost the billing right): refused, as the schedule says.
    if (!schedule?.paymentMethodId && schedule?.endedReason) return void (await finish({ state: 'refused', message: AUTOPAY_REFUSED_TEXT }));
    if (!schedule?.paymentMethodId) return void (await finish({ state: 'failed', message: 'No payment method is set for autopay.' }));
    const key = `autopay-run-${runId}`;
    let order = await repo.orderByKey(db, key);
    // Autopay charges in the payer's name with nobody present: the payer's and the method owner's
    // rights are read now, not when the schedule was saved. An order an earlier try already
    // claimed is past this point (its charge happened or not; paying it again only reads it).
    if (!order || order.state === 'created') {
      const refusal = await payerRefusal(db, client.id, schedule.userId, schedule.paymentMethodId);
      if (refusal) {
        if (order) await repo.finishOrder(db, order.id, { state: 'failed', failureCode: 'payer_refused', failureReason: AUTOPAY_REFUSED_TEXT });
        const res = await finish({ state: 'refused', orderId: order?.id ?? null, message: AUTOPAY_REFUSED_TEXT });
        deps.log.warn('autopay run refused: the payer no longer holds the billing right', { runId, clientId: client.id, reason: refusal.reason });
        // one worker records the refusal; that one ends the schedule and tells the administrators
        if (Number(res[0]?.numUpdatedRows ?? 0) === 1) await endPayerAutopay(deps, client, refusal.userId, refusal.reason, { refusedRun: { dueAt: run.dueAt } });
        return;
      }
    }
    const user = await db.selectFrom('users').selectAll().where('id', '=', schedule.userId).executeTakeFirstOrThrow();
    if (!order) {
      const invoices = await repo.unpaidInvoices(db, client.id, AUTOPAY_MAX_INVOICES);
      if (!invoices.length) return void (await finish({ state: 'nothing', message: 'No unpaid invoice was due.' }));
      try {
        order = (await createOrder(deps, client, user, invoices.map((i) => ({ invoiceNumber: i.invoiceNumber, price: i.amountDue / 100 })), key)).order;
      } catch (e) {
        if (!(e instanceof PaymentRefusal)) throw e;
        return void (await finish({ state: 'failed', message: e.message }));
      }
    }
    const paid = await payOrder(deps, client, order.id, schedule.paymentMethodId);
    if (paid.state === 'processing') throw new Error('the order is being paid by another worker');
    await finish({ state: paid.state === 'successful' ? 'paid' : paid.state, orderId: order.id, message: paid.order.failureReason });
    await mailOutcome(deps, client, paid.order, 'autopay');
  };
}

/** Registers the payment jobs on the runner (provider/app.ts). */
export function registerPaymentJobs(deps: Deps) {
  deps.jobs.work(ACH_SETTLEMENT_JOB, achSettlementJob(deps));
  deps.jobs.work(AUTOPAY_RUN_JOB, autopayRunJob(deps));
}
