/** Two-factor sign-in's rows: the (encrypted) secret, recovery code hashes, sign-in tickets, the clients' switch. */
import type { DB } from '../db/connect.ts';
import { hashToken, newToken } from '../services/tokens.ts';

export async function findTwoFactor(db: DB, userId: number) {
  return (await db.selectFrom('two_factor').selectAll().where('userId', '=', userId).executeTakeFirst()) ?? null;
}

export async function twoFactorEnabled(db: DB, userId: number): Promise<boolean> {
  const row = await db.selectFrom('two_factor').select('userId').where('userId', '=', userId).where('enabledAt', 'is not', null).executeTakeFirst();
  return !!row;
}

/** Starts (or starts again) a set-up with a new sealed secret; never over one that is on. */
export async function savePendingSecret(db: DB, userId: number, sealed: string, now: string): Promise<boolean> {
  const existing = await findTwoFactor(db, userId);
  if (existing?.enabledAt) return false;
  if (existing) {
    await db.updateTable('two_factor').set({ secret: sealed, lastStep: null, updatedAt: now }).where('userId', '=', userId).where('enabledAt', 'is', null).execute();
  } else {
    await db.insertInto('two_factor').values({ userId, secret: sealed, enabledAt: null, lastStep: null, createdAt: now, updatedAt: now }).execute();
  }
  return true;
}

/** Turns a pending set-up on at the step its confirming code was for (one request wins). */
export async function enableTwoFactor(db: DB, userId: number, step: number, now: string): Promise<boolean> {
  const r = await db.updateTable('two_factor').set({ enabledAt: now, lastStep: step, updatedAt: now }).where('userId', '=', userId).where('enabledAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Claims a time step for the user: false when it (or a later one) was already used. */
export async function claimStep(db: DB, userId: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable('two_factor')
    .set({ lastStep: step })
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function removeTwoFactor(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('userId', '=', userId).execute();
  await db.deleteFrom('two_factor').where('userId', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: DB, userId: number, hashes: string[], now: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('userId', '=', userId).execute();
  await db.insertInto('recovery_codes').values(hashes.map((codeHash) => ({ userId, codeHash, usedAt: null, createdAt: now }))).execute();
}

/** Spends one recovery code (one request wins): false when it is not the user's or was used. */
export async function spendRecoveryCode(db: DB, userId: number, codeHash: string, now: string): Promise<boolean> {
  const r = await db.updateTable('recovery_codes').set({ usedAt: now }).where('userId', '=', userId).where('codeHash', '=', codeHash).where('usedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: DB, userId: number): Promise<number> {
  const row = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).where('usedAt', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The names of the user's clients that require two-factor sign-in. */
export async function clientsRequiringTwoFactor(db: DB, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('clients', 'clients.id', 'memberships.clientId')
    .select('clients.name')
    .where('memberships.userId', '=', userId)
    .where('memberships.acceptedAt', 'is not', null)
    .where('clients.requireTwoFactor', '=', 1)
    .orderBy('clients.name')
    .execute();
  return rows.map((r) => r.name);
}

export async function setRequireTwoFactor(db: DB, clientId: number, required: boolean, now: string): Promise<void> {
  await db.updateTable('clients').set({ requireTwoFactor: required ? 1 : 0, updatedAt: now }).where('id', '=', clientId).execute();
}

/** A sign-in ticket (only its hash is stored): the password was right, a code is still needed. */
export async function issueSignInTicket(db: DB, userId: number, expiresAt: string, now: string): Promise<string> {
  const { token, hash } = newToken();
  await db.deleteFrom('tokens').where('userId', '=', userId).where('kind', '=', 'two-factor').where('expiresAt', '<=', now).execute();
  await db.insertInto('tokens').values({ userId, kind: 'two-factor', tokenHash: hash, expiresAt, usedAt: null, createdAt: now, passwordHash: null, profile: null }).execute();
  return token;
}

/** The user of an unused, unexpired ticket (not spent: a wrong code leaves it usable). */
export async function ticketOwner(db: DB, ticket: string, now: string): Promise<number | null> {
  const row = await db
    .selectFrom('tokens')
    .select('userId')
    .where('tokenHash', '=', hashToken(ticket))
    .where('kind', '=', 'two-factor')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** Spends a ticket once (one request wins). */
export async function spendTicket(db: DB, ticket: string, now: string): Promise<boolean> {
  const r = await db
    .updateTable('tokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(ticket))
    .where('kind', '=', 'two-factor')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
