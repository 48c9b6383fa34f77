/**
 * User accounts: finding, creating and changing users, their passwords and their
 * sessions. Plain functions taking the database (or a transaction) first. Tokens' own life
 * (issuing, spending, voiding links) stays in services/accounts.ts and services/sessions.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { User, UsersTable } from '../db/types.ts';

export async function findUser(db: DB, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: DB, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The public id of a user (autopay's payer), or null. */
export async function userPid(db: DB, id: number): Promise<string | null> {
  return (await db.selectFrom('users').select('pid').where('id', '=', id).executeTakeFirst())?.pid ?? null;
}

type NewUser = Pick<User, 'email' | 'passwordHash' | 'firstname' | 'lastname' | 'phone' | 'lastClientId' | 'confirmedAt'>;

/** A new account (no site roles, not a beta user). */
export async function insertUser(db: DB, values: NewUser, now: string): Promise<User> {
  return db
    .insertInto('users')
    .values({ pid: randomUUID(), ...values, jobTitle: null, administrator: 0, godmode: 0, isBetaUser: 0, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(db: DB, id: number, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * Replaces an unconfirmed account at an invited address: its sessions, links
 * and devices go, and the invitee's password and names take its place. One transaction.
 */
export async function replaceUnconfirmedUser(db: DB, id: number, changes: Updateable<UsersTable>): Promise<User> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tokens').where('userId', '=', id).execute();
    await trx.deleteFrom('devices').where('userId', '=', id).execute();
    return trx.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  });
}

/** The account a reset link belongs to while the link is unused and unexpired. */
export async function pendingResetOwner(db: DB, tokenHash: string, now: string) {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.userId')
    .select(['users.email', 'users.firstname', 'users.lastname'])
    .where('tokens.tokenHash', '=', tokenHash)
    .where('tokens.kind', '=', 'reset')
    .where('tokens.usedAt', 'is', null)
    .where('tokens.expiresAt', '>', now)
    .executeTakeFirst();
}

/** Ends every session of a user (after a password reset). */
export async function deleteSessions(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('tokens').where('userId', '=', userId).where('kind', '=', 'session').execute();
}

/**
 * A signed-in password change: the new hash, every other session of the account and any
 * outstanding reset link end (the session `keepTokenHash` stays). One transaction.
 */
export async function changePassword(db: DB, id: number, passwordHash: string, keepTokenHash: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', id).execute();
    await trx.deleteFrom('tokens').where('userId', '=', id).where('kind', '=', 'session').where('tokenHash', '!=', keepTokenHash).execute();
    await trx.deleteFrom('tokens').where('userId', '=', id).where('kind', '=', 'reset').execute();
  });
}
