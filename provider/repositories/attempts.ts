/**
 * The `attempts` ledger (kind + key + time): failed sign-ins, counted uses of a limit. Shared by
 * every node through the database; the rules that read it are in
 * services/accounts.ts (lock) and services/rate-limits.ts (limits, slow-down).
 */
import type { DB } from '../db/connect.ts';

/** The times (ISO) of the newest `limit` attempts of `kind` by `key` after `since`, newest first. */
export async function recentAttemptTimes(db: DB, kind: string, key: string, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('attempts')
    .select('createdAt')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('createdAt', '>', since.toISOString())
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.createdAt);
}

export async function insertAttempt(db: DB, kind: string, key: string, at: Date): Promise<void> {
  await db.insertInto('attempts').values({ kind, key, createdAt: at.toISOString() }).execute();
}

export async function deleteAttempts(db: DB, kind: string, key: string): Promise<void> {
  await db.deleteFrom('attempts').where('kind', '=', kind).where('key', '=', key).execute();
}

/** Drops ledger rows from before `before`. */
export async function deleteAttemptsBefore(db: DB, before: Date): Promise<void> {
  await db.deleteFrom('attempts').where('createdAt', '<', before.toISOString()).execute();
}

/** Records one use and answers its row's id (to take it back: `deleteAttemptById`). */
export async function insertAttemptReturningId(db: DB, kind: string, key: string, at: Date): Promise<number> {
  const row = await db.insertInto('attempts').values({ kind, key, createdAt: at.toISOString() }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteAttemptById(db: DB, id: number): Promise<void> {
  await db.deleteFrom('attempts').where('id', '=', id).execute();
}

/** How many uses of `kind`/`key` since `since`, counting at most `cap`. */
export async function countAttemptsSince(db: DB, kind: string, key: string, since: Date, cap: number): Promise<number> {
  return (await recentAttemptTimes(db, kind, key, since, cap)).length;
}
