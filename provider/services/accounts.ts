/**
 * Accounts: the public shape of a user, single-use e-mailed tokens (confirmation, password
 * reset, invitation) and the brute-force ledger. Plain functions that take the database first.
 */
import type { DB } from '../db/connect.ts';
import type { Client, User } from '../db/types.ts';
import type { ClientSummary, PublicUser } from '../../contract/auth.ts';
import type { Role } from '../../contract/roles.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/log.ts';
import type { Mailer } from './mailer.ts';
import { alreadyRegisteredMail, confirmationMail, invitationMail, resetPasswordMail } from './mail-templates.ts';
import { hashToken, newToken } from './tokens.ts';
import { twoFactorEnabled } from '../repositories/two-factor.ts';
import { deleteAttempts, deleteAttemptsBefore, insertAttempt, recentAttemptTimes } from '../repositories/attempts.ts';

export const CONFIRMATION_TTL_MS = 48 * 3600_000;
export const RESET_TTL_MS = 3600_000;
/** Invitations sent by team settings live this long (used by whoever sends one). */
export const INVITATION_TTL_MS = 14 * 24 * 3600_000;

export function clientSummary(client: Pick<Client, 'id' | 'code' | 'name' | 'status' | 'resignAgreement' | 'requireTwoFactor'>, role: string | null): ClientSummary {
  return {
    id: client.id, code: client.code, name: client.name, status: client.status, resignAgreement: !!client.resignAgreement, role: (role as Role | null) ?? null,
    requireTwoFactor: !!client.requireTwoFactor,
  };
}

/** The clients a user is an accepted member of, with the user's role, sorted by name. */
export async function clientListOf(db: DB, userId: number): Promise<ClientSummary[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('clients', 'clients.id', 'memberships.clientId')
    .select(['clients.id', 'clients.code', 'clients.name', 'clients.status', 'clients.resignAgreement', 'clients.requireTwoFactor', 'memberships.role'])
    .where('memberships.userId', '=', userId)
    .where('memberships.acceptedAt', 'is not', null)
    .orderBy('clients.name')
    .execute();
  return rows.map((r) => clientSummary(r, r.role));
}

export async function toPublicUser(db: DB, user: User): Promise<PublicUser> {
  const clientList = await clientListOf(db, user.id);
  let lastClient: ClientSummary | null = null;
  if (user.lastClientId) {
    lastClient = clientList.find((c) => c.id === user.lastClientId) ?? null;
    if (!lastClient && (user.administrator || user.godmode)) {
      const row = await db.selectFrom('clients').selectAll().where('id', '=', user.lastClientId).executeTakeFirst();
      if (row) lastClient = clientSummary(row, null);
    }
  }
  return {
    id: user.id,
    pid: user.pid,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    jobTitle: user.jobTitle,
    administrator: !!user.administrator,
    godmode: !!user.godmode,
    isBetaUser: !!user.isBetaUser,
    twoFactorEnabled: await twoFactorEnabled(db, user.id),
    lastClientId: lastClient ? user.lastClientId : null,
    clientList,
    lastClient,
  };
}

/**
 * Issues a single-use token of `kind` for a user; only its hash is stored. A newer link
 * replaces every older unused one of the same kind, except confirmation links with their own
 * sign-up (`signup`): each of those keeps working and sets only its own password,
 * until one of them is used.
 */
export async function issueOneTimeToken(
  db: DB, clock: Clock, userId: number, kind: 'reset' | 'confirmation', ttlMs: number,
  signup?: { passwordHash: string; profile: SignupProfile },
): Promise<string> {
  const { token, hash } = newToken();
  if (!signup) await db.deleteFrom('tokens').where('userId', '=', userId).where('kind', '=', kind).where('usedAt', 'is', null).execute();
  await db
    .insertInto('tokens')
    .values({
      userId, kind, tokenHash: hash, expiresAt: new Date(clock.now().getTime() + ttlMs).toISOString(), usedAt: null, createdAt: clock.now().toISOString(),
      passwordHash: signup?.passwordHash ?? null, profile: signup ? JSON.stringify(signup.profile) : null,
    })
    .execute();
  return token;
}

/** The names a sign-up gave, kept with its confirmation link. */
export interface SignupProfile {
  firstname: string;
  lastname: string;
  phone: string | null;
}

/**
 * Spends a single-use token: returns its user id if the token is of `kind`, unused and
 * unexpired, and marks it used in the same statement (so two requests cannot both spend it).
 */
export async function consumeOneTimeToken(db: DB, clock: Clock, token: string, kind: 'reset' | 'confirmation'): Promise<number | null> {
  return (await spendOneTimeToken(db, clock, token, kind))?.userId ?? null;
}

/** The same, answering the token's own sign-up too (a confirmation link's password and names). */
export async function spendOneTimeToken(db: DB, clock: Clock, token: string, kind: 'reset' | 'confirmation') {
  const now = clock.now().toISOString();
  const row = await db
    .updateTable('tokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'passwordHash', 'profile'])
    .executeTakeFirst();
  if (!row) return null;
  let profile: SignupProfile | null = null;
  try {
    profile = row.profile ? (JSON.parse(row.profile) as SignupProfile) : null;
  } catch {
    profile = null;
  }
  return { userId: row.userId, passwordHash: row.passwordHash, profile };
}

/** Voids every unused link of a user (of `kinds`): after a confirmation, a reset or an invitation's sign-up. */
export async function voidLinks(db: DB, userId: number, kinds: ('reset' | 'confirmation' | 'two-factor')[]): Promise<void> {
  await db.deleteFrom('tokens').where('userId', '=', userId).where('kind', 'in', kinds).where('usedAt', 'is', null).execute();
}

// ── Devices that signed in before ────────────────────────────────────────────────────

/** A device stays trusted this long after it last signed in (the app's cookie lives as long). */
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** The device row when `token` signed in to `userId` before (and not too long ago), else null. */
export async function knownDevice(db: DB, clock: Clock, userId: number, token: string | undefined): Promise<{ id: number } | null> {
  if (!token || !DEVICE_TOKEN.test(token)) return null;
  const row = await db
    .selectFrom('devices')
    .select('id')
    .where('tokenHash', '=', hashToken(token))
    .where('userId', '=', userId)
    .where('lastUsedAt', '>', new Date(clock.now().getTime() - DEVICE_TTL_MS).toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/**
 * After a successful login: the device token the app should keep. A token the provider issued
 * before (to this or another account on the same browser) is kept and now also vouches for
 * this account; anything else gets a fresh token. Only hashes are stored.
 */
export async function rememberDevice(db: DB, clock: Clock, userId: number, token: string | undefined): Promise<string> {
  const now = clock.now().toISOString();
  const issued = token && DEVICE_TOKEN.test(token) ? await db.selectFrom('devices').select('id').where('tokenHash', '=', hashToken(token)).executeTakeFirst() : undefined;
  const kept = issued ? token! : newToken().token;
  const hash = hashToken(kept);
  const updated = await db.updateTable('devices').set({ lastUsedAt: now }).where('tokenHash', '=', hash).where('userId', '=', userId).executeTakeFirst();
  if (!Number(updated.numUpdatedRows)) await db.insertInto('devices').values({ userId, tokenHash: hash, createdAt: now, lastUsedAt: now }).execute();
  return kept;
}

// ── Brute force ──────────────────────────────────────────────────────────────────────

export const LOGIN_WINDOW_MS = 15 * 60_000;
/**
 * Failed logins allowed before each further try must wait (services/rate-limits.ts
 * `slowdownSeconds`: 1, 2, 4, 8, then 15 minutes after the latest failure), per account from
 * devices it never signed in from, per caller address, and per device that signed in before.
 */
export const LOGIN_FREE_ACCOUNT = 5;
export const LOGIN_FREE_ADDRESS = 20;
export const LOGIN_FREE_DEVICE = 5;

/**
 * Minutes until `key` may try again, or 0. Locked while `limit` failures lie inside the
 * window; the lock lifts when the oldest of the newest `limit` failures leaves it.
 */
export async function lockedMinutes(db: DB, clock: Clock, kind: string, key: string, limit: number, windowMs = LOGIN_WINDOW_MS): Promise<number> {
  const now = clock.now().getTime();
  const times = await recentAttemptTimes(db, kind, key, new Date(now - windowMs), limit);
  if (times.length < limit) return 0;
  const freeAt = new Date(times[limit - 1]).getTime() + windowMs;
  return Math.max(1, Math.ceil((freeAt - now) / 60_000));
}

export async function recordAttempt(db: DB, clock: Clock, kind: string, key: string): Promise<void> {
  await insertAttempt(db, kind, key, clock.now());
}

export async function clearAttempts(db: DB, kind: string, key: string): Promise<void> {
  await deleteAttempts(db, kind, key);
}

/** Drops ledger rows older than a day and stale devices (called now and then by the login route). */
export async function pruneAttempts(db: DB, clock: Clock): Promise<void> {
  await deleteAttemptsBefore(db, new Date(clock.now().getTime() - 24 * 3600_000));
  // Devices no longer trusted (DEVICE_TTL_MS) go with them.
  await db.deleteFrom('devices').where('lastUsedAt', '<', new Date(clock.now().getTime() - 180 * 24 * 3600_000).toISOString()).execute();
}

// ── Account e-mails (links point at the web app: deps.publicUrl) ─────────────────────

const inFlight = new Set<Promise<void>>();

/**
 * Sends an account e-mail after the answer has gone: how long delivery takes
 * (an SMTP round trip) must not tell whether an address has an account. A failure is logged
 * (the mailer keeps the message in its outbox).
 */
export function deliverLater(log: Logger, send: () => Promise<unknown>): void {
  const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(send)
    .then(
      () => undefined,
      (error: unknown) => log.error('account mail failed', { error: (error as Error)?.message }),
    )
    .finally(() => inFlight.delete(p));
  inFlight.add(p);
}

/** Resolves when every account e-mail handed to `deliverLater` so far has been sent (tests, shutdown). */
export async function accountMailSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}

export async function sendConfirmationMail(mailer: Mailer, publicUrl: string, to: string, firstname: string, token: string) {
  const link = `${publicUrl}/confirmation/${token}`;
  await mailer.send({
    to,
    ...confirmationMail({ firstname, link }),
  });
}

export async function sendAlreadyRegisteredMail(mailer: Mailer, publicUrl: string, to: string) {
  await mailer.send({
    to,
    ...alreadyRegisteredMail({ publicUrl }),
  });
}

export async function sendResetMail(mailer: Mailer, publicUrl: string, to: string, token: string) {
  const link = `${publicUrl}/reset-password/${token}`;
  await mailer.send({
    to,
    ...resetPasswordMail({ link }),
  });
}

/**
 * Invites `email` to a client (team settings calls this after creating the pending membership
 * with `invitationTokenHash = hashToken(token)`). The link opens the invitation to accept or decline.
 */
export async function sendInvitationMail(
  mailer: Mailer,
  publicUrl: string,
  to: string,
  invite: { client: { name: string; code: string }; inviter: { firstname: string | null; lastname: string | null; email: string }; role: string },
  token: string,
) {
  const link = `${publicUrl}/accept-invitation/${token}`;
  await mailer.send({
    to,
    ...invitationMail({ clientName: invite.client.name, clientCode: invite.client.code, inviter: invite.inviter, role: invite.role, link }),
  });
}

/** A new pending invitation token for a membership: returns the token to e-mail. */
export function newInvitationToken(clock: Clock): { token: string; hash: string; expiresAt: string } {
  const { token, hash } = newToken();
  return { token, hash, expiresAt: new Date(clock.now().getTime() + INVITATION_TTL_MS).toISOString() };
}
