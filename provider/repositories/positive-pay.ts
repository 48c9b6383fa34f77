/**
 * The positive-pay file builder's batches, kept in `positive_pay_batches`
 * under the SHA-256 of their id (routes/positive-pay.ts). Plain functions taking the database
 * (or a transaction) first; times are ISO strings.
 */
import type { DB } from '../db/connect.ts';

/** The store's idle time-out and budget (tests shrink them through ProviderDeps.positivePay). */
export interface PositivePayLimits {
  idleMs: number;
  maxChecks: number;
  maxBatches: number;
}
export const POSITIVE_PAY_LIMITS: PositivePayLimits = { idleMs: 24 * 3600_000, maxChecks: 200_000, maxBatches: 10_000 };

/** What a batch holds: the batch and the draft as JSON, and its version. */
export interface StoredBatch {
  batch: string;
  draft: string;
  version: number;
}

const expiry = (now: Date, idleMs: number) => new Date(now.getTime() + idleMs).toISOString();

export async function insertBatch(db: DB, idHash: string, row: StoredBatch, now: Date, idleMs: number): Promise<void> {
  await db
    .insertInto('positive_pay_batches')
    .values({ idHash, ...row, checks: 0, touchedAt: now.toISOString(), expiresAt: expiry(now, idleMs), createdAt: now.toISOString() })
    .execute();
}

/** A batch, expired or not (with its expiry). */
export async function findBatch(db: DB, idHash: string) {
  return db.selectFrom('positive_pay_batches').select(['batch', 'draft', 'version', 'expiresAt']).where('idHash', '=', idHash).executeTakeFirst();
}

/** A batch not yet expired at `now` (with its check count). */
export async function findLiveBatch(db: DB, idHash: string, now: Date) {
  return db
    .selectFrom('positive_pay_batches')
    .select(['batch', 'draft', 'version', 'checks'])
    .where('idHash', '=', idHash)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

export async function deleteBatch(db: DB, idHash: string): Promise<void> {
  await db.deleteFrom('positive_pay_batches').where('idHash', '=', idHash).execute();
}

/** Touches a batch: its idle time-out starts again. */
export async function touchBatch(db: DB, idHash: string, now: Date, idleMs: number): Promise<void> {
  await db.updateTable('positive_pay_batches').set({ touchedAt: now.toISOString(), expiresAt: expiry(now, idleMs) }).where('idHash', '=', idHash).execute();
}

/**
 * Writes a change, conditional on the version read: of two changes made at once, one wins.
 * Answers false when the batch was changed meanwhile.
 */
export async function updateBatch(db: DB, idHash: string, ifVersion: number, next: StoredBatch & { checks: number }, now: Date, idleMs: number): Promise<boolean> {
  const result = await db
    .updateTable('positive_pay_batches')
    .set({ ...next, touchedAt: now.toISOString(), expiresAt: expiry(now, idleMs) })
    .where('idHash', '=', idHash)
    .where('version', '=', ifVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes expired batches, then the least recently touched until the store is within budget (never `keep`). */
export async function enforceBudget(db: DB, now: Date, limits: PositivePayLimits, keep: string): Promise<void> {
  await db.deleteFrom('positive_pay_batches').where('expiresAt', '<=', now.toISOString()).where('idHash', '!=', keep).execute();
  const totals = await db
    .selectFrom('positive_pay_batches')
    .select((eb) => [eb.fn.countAll<number>().as('batches'), eb.fn.sum<number>('checks').as('checks')])
    .executeTakeFirstOrThrow();
  let batches = Number(totals.batches);
  let checks = Number(totals.checks ?? 0);
  if (batches <= limits.maxBatches && checks <= limits.maxChecks) return;
  const oldest = await db.selectFrom('positive_pay_batches').select(['idHash', 'checks']).where('idHash', '!=', keep).orderBy('touchedAt').orderBy('createdAt').execute();
  const drop: string[] = [];
  for (const row of oldest) {
    if (batches <= limits.maxBatches && checks <= limits.maxChecks) break;
    drop.push(row.idHash);
    batches--;
    checks -= Number(row.checks);
  }
  for (let i = 0; i < drop.length; i += 500) await db.deleteFrom('positive_pay_batches').where('idHash', 'in', drop.slice(i, i + 500)).execute();
}
