/**
 * A user's sign-ins (rows of `tokens` of kind `session`): listed with what the devices list
 * shows, their last use moved on, and ended one at a time or all but the caller's own.
 */
import type { DB } from '../db/connect.ts';
import type { User } from '../db/types.ts';

export interface SessionRow {
  id: number;
  tokenHash: string;
  createdAt: string;
  lastUsedAt: string | null;
  userAgent: string | null;
  address: string | null;
}

/** The user's sign-ins that still open (unexpired), the most recently used first. */
export async function listSessions(db: DB, userId: number, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('tokens')
    .select(['id', 'tokenHash', 'createdAt', 'lastUsedAt', 'userAgent', 'address'])
    .where('userId', '=', userId)
    .where('kind', '=', 'session')
    .where('expiresAt', '>', now)
    .orderBy('lastUsedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Moves a sign-in's last use to `now` (and its address to the one it was used from), unless it
 * was moved less than `granularityMs` ago: one conditional UPDATE, so two nodes touching at once
 * write once and a busy sign-in costs at most one write a minute.
 */
export async function touchSession(db: DB, tokenHash: string, now: Date, granularityMs: number, address: string | null): Promise<void> {
  const before = new Date(now.getTime() - granularityMs).toISOString();
  await db
    .updateTable('tokens')
    .set({ lastUsedAt: now.toISOString(), ...(address ? { address } : {}) })
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', 'session')
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<=', before)]))
    .execute();
}

/** Ends one of the user's sign-ins; false when the user has none with this id (another's, or none at all). */
export async function deleteSession(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('tokens').where('id', '=', id).where('userId', '=', userId).where('kind', '=', 'session').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every sign-in of the user but the one with `keepTokenHash`; answers how many ended. */
export async function deleteOtherSessions(db: DB, userId: number, keepTokenHash: string): Promise<number> {
  const result = await db.deleteFrom('tokens').where('userId', '=', userId).where('kind', '=', 'session').where('tokenHash', '!=', keepTokenHash).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A new sign-in (a session token's hash, its expiry, its origin and first use). */
export async function insertSession(
  db: DB, values: { userId: number; tokenHash: string; expiresAt: string; createdAt: string; userAgent: string | null; address: string | null },
): Promise<void> {
  await db.insertInto('tokens').values({ ...values, kind: 'session', lastUsedAt: values.createdAt }).execute();
}

/** Ends the sign-in whose token has this hash (signing out). */
export async function deleteSessionByHash(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom('tokens').where('tokenHash', '=', tokenHash).where('kind', '=', 'session').execute();
}

/** The user an unexpired session token (by its hash) belongs to, or undefined. */
export async function userBySessionHash(db: DB, tokenHash: string, now: string): Promise<User | undefined> {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.userId')
    .selectAll('users')
    .where('tokens.tokenHash', '=', tokenHash)
    .where('tokens.kind', '=', 'session')
    .where('tokens.expiresAt', '>', now)
    .executeTakeFirst();
}
