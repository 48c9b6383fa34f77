/**
 * Single-use e-mailed tokens (confirmation, password reset): issued, spent once, voided. Only
 * their hashes are stored. Plain functions taking the database first.
 */
import type { Insertable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { TokensTable } from '../db/types.ts';

export type OneTimeKind = 'reset' | 'confirmation';

export async function insertToken(db: DB, values: Insertable<TokensTable>): Promise<void> {
  await db.insertInto('tokens').values(values).execute();
}

/** Deletes the user's unused tokens of `kinds`. */
export async function deleteUnusedTokens(db: DB, userId: number, kinds: readonly TokensTable['kind'][]): Promise<void> {
  await db.deleteFrom('tokens').where('userId', '=', userId).where('kind', 'in', kinds).where('usedAt', 'is', null).execute();
}

/**
 * Marks the token of `kind` used when it is unused and unexpired, in one statement (so two
 * requests cannot both spend it); answers its user and the sign-up kept with it, or undefined.
 */
export async function spendToken(db: DB, tokenHash: string, kind: OneTimeKind, now: string) {
  return db
    .updateTable('tokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'passwordHash', 'profile'])
    .executeTakeFirst();
}
