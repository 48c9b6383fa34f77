/**
 * Autopay: a client's schedule (daily, weekly or monthly at 06:00 lab time) pays its unpaid
 * invoices with a saved method, in the name of the member who set it up, with nobody present.
 * The scheduler's tick queues one durable run per due time; a run pays through the same payment
 * order as the billing page (services/payments.ts), so it charges once however often it is tried.
 */
import { DateTime } from 'luxon';
import { LAB_ZONE } from '../../contract/lab-time.ts';
import { Refusal } from '../errors.ts';
import { findClient } from '../repositories/clients.ts';
import * as repo from '../repositories/payments.ts';
import { findUser } from '../repositories/users.ts';
import { endPayerAutopay, payerRefusal } from './payer-rights.ts';
import { type PaymentDeps, createPaymentOrder, mailOutcome, payPaymentOrder } from './payments.ts';

export const AUTOPAY_RUN_JOB = 'autopay-run';
/** Autopay runs at 06:00 on the lab's clock (contract/lab-time.ts) on its due days. */
export const AUTOPAY_HOUR = 6;

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
export async function autopayTick(deps: PaymentDeps): Promise<number> {
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
 * one payment order whose idempotency key is the run's (`autopay-run-{id}`), so a retried or doubled job
 * pays once; records the outcome on the run and e-mails the receipt or the failure.
 */
export function autopayRunJob(deps: PaymentDeps) {
  return async ({ runId }: { runId: number }) => {
    const { db, clock } = deps;
    const run = await repo.runById(db, runId);
    if (!run || run.state !== 'queued') return;
    const finish = (set: { state: 'paid' | 'pending' | 'failed' | 'nothing' | 'refused'; orderId?: number | null; message?: string | null }) =>
      repo.finishRun(db, runId, { ...set, finishedAt: clock.now().toISOString() });
    const schedule = await repo.scheduleOfClient(db, run.clientId);
    const client = await findClient(db, run.clientId);
    if (!client) throw new Error(`client ${run.clientId} of autopay run ${runId} not found`);
    // A run queued before its schedule was ended (the payer lost the billing right): refused, as the schedule says.
    if (!schedule?.paymentMethodId && schedule?.endedReason) return void (await finish({ state: 'refused', message: AUTOPAY_REFUSED_TEXT }));
    if (!schedule?.paymentMethodId) return void (await finish({ state: 'failed', message: 'No payment method is set for autopay.' }));
    const key = `autopay-run-${runId}`;
    let order = await repo.paymentOrderByKey(db, key);
    // Autopay charges in the payer's name with nobody present: the payer's and the method owner's
    // rights are read now, not when the schedule was saved. An order an earlier try already
    // claimed is past this point (its charge happened or not; paying it again only reads it).
    if (!order || order.state === 'created') {
      const refusal = await payerRefusal(db, client.id, schedule.userId, schedule.paymentMethodId);
      if (refusal) {
        if (order) await repo.finishPaymentOrder(db, order.id, { state: 'failed', failureCode: 'payer_refused', failureReason: AUTOPAY_REFUSED_TEXT });
        const recorded = await finish({ state: 'refused', orderId: order?.id ?? null, message: AUTOPAY_REFUSED_TEXT });
        deps.log.warn('autopay run refused: the payer no longer holds the billing right', { runId, clientId: client.id, reason: refusal.reason });
        // one worker records the refusal; that one ends the schedule and tells the administrators
        if (recorded) await endPayerAutopay(deps, client, refusal.userId, refusal.reason, { refusedRun: { dueAt: run.dueAt } });
        return;
      }
    }
    const user = await findUser(db, schedule.userId);
    if (!user) throw new Error(`payer ${schedule.userId} of autopay run ${runId} not found`);
    if (!order) {
      const invoices = await repo.unpaidInvoices(db, client.id, AUTOPAY_MAX_INVOICES);
      if (!invoices.length) return void (await finish({ state: 'nothing', message: 'No unpaid invoice was due.' }));
      try {
        order = (await createPaymentOrder(deps, client, user, invoices.map((i) => ({ invoiceNumber: i.invoiceNumber, price: i.amountDue / 100 })), key)).order;
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        return void (await finish({ state: 'failed', message: e.message }));
      }
    }
    const paid = await payPaymentOrder(deps, client, order.id, schedule.paymentMethodId);
    if (paid.state === 'processing') throw new Error('the order is being paid by another worker');
    await finish({ state: paid.state === 'successful' ? 'paid' : paid.state, orderId: order.id, message: paid.order.failureReason });
    await mailOutcome(deps, client, paid.order, 'autopay');
  };
}

/** Registers the autopay run on the job runner (provider/app.ts). */
export function registerAutopayJobs(deps: PaymentDeps) {
  deps.jobs.work(AUTOPAY_RUN_JOB, autopayRunJob(deps));
}
