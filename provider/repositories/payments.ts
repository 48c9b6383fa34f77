/**
 * SQL of paying invoices: payment methods, payment orders and their line items, payments, the
 * invoice lock, scheduled payments and autopay runs, and the billing right of a payer. Plain
 * functions taking `db` (or a transaction) first; every statement is Kysely's builder, the same
 * on SQLite and PostgreSQL. A step that must be all or nothing is one function with its
 * transaction inside, so the services never hold one.
 */
import { isSiteAdmin } from '../../contract/access.ts';
import type { Selectable, Updateable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { AutopayRunsTable, Database, OrdersTable, PaymentMethodsTable, ScheduledPaymentsTable } from '../db/types.ts';
import type { Kysely, Transaction } from 'kysely';

type Q = Kysely<Database> | Transaction<Database>;
export type PaymentOrderRow = Selectable<OrdersTable>;
export type MethodRow = Selectable<PaymentMethodsTable>;

// ─── payment methods ─────────────────────────────────────────────────────────────

export function methodsOfClient(db: DB, clientId: number) {
  return db
    .selectFrom('payment_methods as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .selectAll('m')
    .select(['u.pid as userPid', 'u.firstname as ownerFirst', 'u.lastname as ownerLast', 'u.email as ownerEmail'])
    .where('m.clientId', '=', clientId)
    .where('m.removedAt', 'is', null)
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

/** The method of the client's latest successful payment that is still saved (the client's usual one), or undefined. */
export async function lastSuccessfulMethodOfClient(db: DB, clientId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('payment_methods as m', 'm.id', 'o.paymentMethodId')
    .select('m.id')
    .where('o.clientId', '=', clientId)
    .where('o.state', '=', 'successful')
    .where('m.removedAt', 'is', null)
    .orderBy('o.paidAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** A saved method of the client that is the same card (brand, last four, expiry) or the same bank account (fingerprint). */
export function sameMethodOfClient(db: DB, clientId: number, m: { type: 'CARD'; accountType: string; lastFour: string; month: number; year: number } | { type: 'ACH'; fingerprint: string }) {
  let q = db.selectFrom('payment_methods').select(['id', 'type', 'accountType', 'lastFour']).where('clientId', '=', clientId).where('removedAt', 'is', null).where('type', '=', m.type);
  q = m.type === 'CARD'
    ? q.where('accountType', '=', m.accountType).where('lastFour', '=', m.lastFour).where('cardExpMonth', '=', m.month).where('cardExpYear', '=', m.year)
    : q.where('fingerprint', '=', m.fingerprint);
  return q.executeTakeFirst();
}

export function methodOfClient(db: Q, clientId: number, id: number) {
  return db.selectFrom('payment_methods').selectAll().where('clientId', '=', clientId).where('id', '=', id).where('removedAt', 'is', null).executeTakeFirst();
}

export async function insertMethod(db: DB, row: Omit<MethodRow, 'id' | 'createdAt' | 'removedAt' | 'removedReason' | 'fingerprint'> & { createdAt: string; fingerprint?: string | null }) {
  return (await db.insertInto('payment_methods').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Marks a method removed (past payments keep naming it; lists and payments no longer see it). */
export function removeMethod(db: DB, id: number, at: string) {
  return db.updateTable('payment_methods').set({ removedAt: at, vaultId: 'removed' }).where('id', '=', id).execute();
}

/** How a receipt and an e-mail name a method (brand or account type, last four digits). */
export function methodSummary(db: Q, id: number) {
  return db.selectFrom('payment_methods').select(['id', 'type', 'accountType', 'lastFour']).where('id', '=', id).executeTakeFirst();
}

/** A method's owner and whether it was removed (whether it may still be charged for the client). */
export function methodOwner(db: Q, clientId: number, id: number) {
  return db.selectFrom('payment_methods').select(['userId', 'removedAt']).where('id', '=', id).where('clientId', '=', clientId).executeTakeFirst();
}

/** Whether autopay pays with the method (it cannot be deleted then). */
export async function methodUsedByAutopay(db: Q, methodId: number) {
  const row = await db.selectFrom('scheduled_payments').select('id').where('paymentMethodId', '=', methodId).executeTakeFirst();
  return !!row;
}

// ─── invoices ────────────────────────────────────────────────────────────────────

export function invoicesByNumber(db: Q, clientId: number, numbers: string[]) {
  if (!numbers.length) return Promise.resolve([]);
  return db.selectFrom('invoices').selectAll().where('clientId', '=', clientId).where('invoiceNumber', 'in', numbers).execute();
}

export function unpaidInvoices(db: Q, clientId: number, limit: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('clientId', '=', clientId)
    .where('status', '=', 'UNPAID')
    .where('amountDue', '>', 0)
    .orderBy('dateIssued')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Locks the invoices of an order for its payment: UNPAID → PENDING, all or none (the caller's
 * transaction rolls back when fewer than all were UNPAID). On PostgreSQL a second transaction
 * that wants the same rows waits for the first and then finds them PENDING.
 */
export async function lockInvoices(trx: Q, clientId: number, numbers: string[], orderNumber: string): Promise<number> {
  const r = await trx
    .updateTable('invoices')
    // the order's number marks whose lock it is: only that order settles or releases it
    .set({ status: 'PENDING', orderNumber })
    .where('clientId', '=', clientId)
    .where('invoiceNumber', 'in', numbers)
    .where('status', '=', 'UNPAID')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The PENDING invoices this order locked → PAID, or back to UNPAID (its mark removed). */
export function settleInvoices(db: Q, clientId: number, numbers: string[], to: 'PAID' | 'UNPAID', orderNumber: string) {
  return db
    .updateTable('invoices')
    .set(to === 'PAID' ? { status: 'PAID', amountDue: 0, orderNumber } : { status: 'UNPAID', orderNumber: null })
    .where('clientId', '=', clientId)
    .where('invoiceNumber', 'in', numbers)
    .where('status', '=', 'PENDING')
    .where('orderNumber', '=', orderNumber)
    .execute();
}

/**
 * The invoice lock of a payment order, all or none in one transaction: true when every invoice
 * was UNPAID and is PENDING now (marked with the order), false (nothing changed) otherwise.
 */
export async function lockPaymentOrderInvoices(db: DB, clientId: number, numbers: string[], orderNumber: string): Promise<boolean> {
  const notAll = new Error('not every invoice was unpaid');
  try {
    await db.transaction().execute(async (trx) => {
      if ((await lockInvoices(trx, clientId, numbers, orderNumber)) !== numbers.length) throw notAll;
    });
    return true;
  } catch (e) {
    if (e !== notAll) throw e;
    return false;
  }
}

// ─── payment orders ──────────────────────────────────────────────────────────────

export function paymentOrderById(db: Q, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function paymentOrderByNumber(db: Q, clientId: number, orderNumber: string) {
  return db.selectFrom('orders').selectAll().where('clientId', '=', clientId).where('orderNumber', '=', orderNumber).executeTakeFirst();
}

export function paymentOrderByKey(db: Q, key: string) {
  return db.selectFrom('orders').selectAll().where('idempotencyKey', '=', key).executeTakeFirst();
}

export function lineItems(db: Q, orderId: number) {
  return db.selectFrom('order_line_items').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

/**
 * Inserts an order with its lines, unless its idempotency key is taken (another request with the
 * same key won): then answers undefined and the caller reads that order.
 */
export async function insertPaymentOrder(
  db: DB,
  o: { orderNumber: string; clientId: number; userId: number; orderTotal: number; idempotencyKey: string; createdAt: string },
  lines: { invoiceNumber: string; batchNumber: number | null; docType: string; price: number }[],
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('orders')
      .values({ ...o, state: 'created', paidAt: null, paymentMethodId: null, failureReason: null, failureCode: null })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.insertInto('order_line_items').values(lines.map((l) => ({ ...l, orderId: row.id }))).execute();
    return row.id;
  });
}

/** created → processing with the method: the one request that wins pays; every other one reads the result. */
export async function claimPaymentOrder(db: Q, orderId: number, paymentMethodId: number, at: string): Promise<boolean> {
  const r = await db.updateTable('orders').set({ state: 'processing', paymentMethodId, claimedAt: at }).where('id', '=', orderId).where('state', '=', 'created').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Orders still processing that were claimed before `before`: payments interrupted between their claim and their answer. */
export function stuckPaymentOrders(db: Q, before: string) {
  return db.selectFrom('orders').selectAll().where('state', '=', 'processing').where('claimedAt', '<', before).orderBy('id').limit(20).execute();
}

/** Takes over an interrupted payment: one node wins (the claim time it read must still be there). */
export async function reclaimPaymentOrder(db: Q, orderId: number, claimedAt: string, at: string): Promise<boolean> {
  const r = await db.updateTable('orders').set({ claimedAt: at }).where('id', '=', orderId).where('state', '=', 'processing').where('claimedAt', '=', claimedAt).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function finishPaymentOrder(db: Q, orderId: number, set: { state: PaymentOrderRow['state']; paidAt?: string | null; failureCode?: string | null; failureReason?: string | null }) {
  return db.updateTable('orders').set(set).where('id', '=', orderId).execute();
}

export function insertPayment(db: Q, p: { orderId: number; paymentMethodId: number; amount: number; state: 'successful' | 'pending' | 'failed'; gatewayReference: string | null; message: string | null; createdAt: string }) {
  return db.insertInto('payments').values(p).execute();
}

export function updatePayments(db: Q, orderId: number, set: { state: 'successful' | 'failed'; message: string }) {
  return db.updateTable('payments').set(set).where('orderId', '=', orderId).where('state', '=', 'pending').execute();
}

type NewPayment = Parameters<typeof insertPayment>[1];

/** A charge approved: the order's invoices PAID, the payment recorded and the order successful, in one transaction. */
export function recordPaidPaymentOrder(db: DB, order: Pick<PaymentOrderRow, 'id' | 'clientId' | 'orderNumber'>, numbers: string[], payment: NewPayment, at: string, alsoInTransaction?: (trx: DB) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    await settleInvoices(trx, order.clientId, numbers, 'PAID', order.orderNumber);
    await insertPayment(trx, payment);
    await finishPaymentOrder(trx, order.id, { state: 'successful', paidAt: at });
    // the caller's outbox rows (the payment.settled webhook), committed with the payment
    await alsoInTransaction?.(trx);
  });
}

/**
 * Ends a pending (ACH) order as its settlement says, in one transaction: settled → successful
 * with its invoices PAID; returned → failed with the reason, its invoices UNPAID again. False
 * when the order was no longer pending (another worker ended it).
 */
export function endPendingPaymentOrder(
  db: DB,
  order: Pick<PaymentOrderRow, 'id' | 'clientId' | 'orderNumber'>,
  numbers: string[],
  end: { settled: true; message: string } | { settled: false; failureCode: string; failureReason: string; message: string },
  /** run in the transaction when the order settled (the payment.settled webhook's outbox rows) */
  onSettled?: (trx: DB) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const set = end.settled ? { state: 'successful' as const } : { state: 'failed' as const, failureCode: end.failureCode, failureReason: end.failureReason };
    const claimed = await trx.updateTable('orders').set(set).where('id', '=', order.id).where('state', '=', 'pending').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await settleInvoices(trx, order.clientId, numbers, end.settled ? 'PAID' : 'UNPAID', order.orderNumber);
    await updatePayments(trx, order.id, { state: end.settled ? 'successful' : 'failed', message: end.message });
    if (end.settled) await onSettled?.(trx);
    return true;
  });
}

// ─── autopay ─────────────────────────────────────────────────────────────────────

export function scheduleOfClient(db: Q, clientId: number) {
  return db.selectFrom('scheduled_payments').selectAll().where('clientId', '=', clientId).executeTakeFirst();
}

export function runsOfClient(db: DB, clientId: number, limit = 10) {
  return db
    .selectFrom('autopay_runs as r')
    .leftJoin('orders as o', 'o.id', 'r.orderId')
    .select(['r.id', 'r.dueAt', 'r.state', 'r.message', 'o.orderNumber'])
    .where('r.clientId', '=', clientId)
    .orderBy('r.dueAt', 'desc')
    .limit(limit)
    .execute();
}

export function dueSchedules(db: DB, at: string) {
  return db.selectFrom('scheduled_payments').selectAll().where('state', '=', 'ACTIVE').where('nextRunAt', '<=', at).execute();
}

/** Moves a schedule's next due time on, only if no other node did it first. */
export async function advanceSchedule(db: Q, id: number, from: string, to: string): Promise<boolean> {
  const r = await db.updateTable('scheduled_payments').set({ nextRunAt: to }).where('id', '=', id).where('nextRunAt', '=', from).where('state', '=', 'ACTIVE').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** One run per client and due time: a second insert for the same one answers undefined. */
export async function insertRun(db: Q, clientId: number, dueAt: string, createdAt: string): Promise<number | undefined> {
  const row = await db
    .insertInto('autopay_runs')
    .values({ clientId, dueAt, state: 'queued', orderId: null, message: null, createdAt, finishedAt: null })
    .onConflict((oc) => oc.columns(['clientId', 'dueAt']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function runById(db: Q, id: number) {
  return db.selectFrom('autopay_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records a queued run's outcome; true for the one worker whose update found it still queued. */
export async function finishRun(db: Q, id: number, set: Pick<Updateable<AutopayRunsTable>, 'state' | 'orderId' | 'message' | 'finishedAt'>): Promise<boolean> {
  const r = await db.updateTable('autopay_runs').set(set).where('id', '=', id).where('state', '=', 'queued').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Stores the client's one scheduled payment (`beforeId`: the row it already has). */
export async function saveSchedule(
  db: Q,
  clientId: number,
  beforeId: number | undefined,
  values: Omit<Updateable<ScheduledPaymentsTable>, 'id' | 'clientId'> & Pick<Selectable<ScheduledPaymentsTable>, 'userId' | 'state'>,
): Promise<void> {
  if (beforeId !== undefined) await db.updateTable('scheduled_payments').set(values).where('id', '=', beforeId).execute();
  else await db.insertInto('scheduled_payments').values({ clientId, ...values }).onConflict((oc) => oc.column('clientId').doUpdateSet(values)).execute();
}

// ─── the payer's billing right ───────────────────────────────────────────────────

/** What decides whether a user may pay for a client: their account and their accepted membership's role. */
export async function billingStanding(db: Q, clientId: number, userId: number) {
  const user = await db.selectFrom('users').select(['administrator', 'godmode', 'confirmedAt']).where('id', '=', userId).executeTakeFirst();
  const membership =
    user && user.confirmedAt && !isSiteAdmin(user)
      ? await db.selectFrom('memberships').select('role').where('clientId', '=', clientId).where('userId', '=', userId).where('acceptedAt', 'is not', null).executeTakeFirst()
      : undefined;
  return { user, role: membership?.role };
}

/** The client's accepted Administrators with a confirmed account, but `except`: who is told that autopay ended. */
export function confirmedAdministrators(db: Q, clientId: number, except: number | null) {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.email', 'u.firstname'])
    .where('m.clientId', '=', clientId)
    .where('m.role', '=', 'Administrator')
    .where('m.acceptedAt', 'is not', null)
    .where('u.confirmedAt', 'is not', null);
  if (except !== null) q = q.where('u.id', '!=', except);
  return q.orderBy('u.id').execute();
}

/**
 * Detaches a payer's methods from a client (marked removed with the reason) and ends the client's
 * schedule when that payer set it up or it pays with one of their methods, in one transaction.
 * `userId` null: the schedule's method is gone; the schedule ends, nothing is detached. An active
 * schedule records when, why and whose (`payer`); an inactive one just lets go of its method.
 */
export function detachPayer(db: DB, clientId: number, userId: number | null, reason: string, payer: string, now: string) {
  return db.transaction().execute(async (trx) => {
    const methods =
      userId === null
        ? []
        : await trx
            .selectFrom('payment_methods')
            .select(['id', 'type', 'accountType', 'lastFour', 'vaultId'])
            .where('clientId', '=', clientId)
            .where('userId', '=', userId)
            .where('removedAt', 'is', null)
            .execute();
    const ids = methods.map((m) => m.id);
    if (ids.length) await trx.updateTable('payment_methods').set({ removedAt: now, removedReason: reason }).where('id', 'in', ids).execute();
    // The client's one schedule, when this user set it up or it pays with one of their methods.
    const s = await scheduleOfClient(trx, clientId);
    const theirs = !!s && (userId === null || s.userId === userId || (s.paymentMethodId !== null && ids.includes(s.paymentMethodId)));
    const wasActive = theirs && s!.state === 'ACTIVE';
    if (theirs) {
      await trx
        .updateTable('scheduled_payments')
        .set({
          state: 'INACTIVE',
          paymentMethodId: null,
          nextRunAt: null,
          updatedAt: now,
          ...(wasActive ? { endedAt: now, endedReason: reason, endedPayer: payer } : {}),
        })
        .where('id', '=', s!.id)
        .execute();
    }
    return { methods, wasActive };
  });
}

/** The gateway forgot a detached method's token: the row says so. */
export async function forgetMethodToken(db: Q, id: number): Promise<void> {
  await db.updateTable('payment_methods').set({ vaultId: 'removed' }).where('id', '=', id).execute();
}
