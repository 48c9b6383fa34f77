/**
 * Two-factor sign-in (TOTP, RFC 6238; services/two-factor.ts holds the rule and the keys):
 *
 * - the set-up of the signed-in user's own account, on `/users/{id}/two_factor…`: start (a new
 *   secret, kept encrypted and not yet on), confirm with a code (on; ten recovery codes answered
 *   once), new recovery codes (a current code), turn off (the password or a current code);
 * - the sign-in's second step, POST /login/two_factor.json: the ticket the password step gave
 *   (routes/auth.ts; single use, 5 minutes, hashed in `tokens` so any node can finish it) and a
 *   code or a recovery code. Wrong codes slow the account down as wrong passwords do
 *   (`slowdownSeconds`), on a counter of their own that no device cookie passes;
 * - the client's switch, `/clients/{id}/two_factor_requirement.json`: its Administrators may
 *   require every member to sign in with a second factor (recorded in the change history).
 *   `authorizeClient` (http.ts) refuses the client's calls to a member without it.
 */
import { Hono } from 'hono';
import {
  type TwoFactorStatus, disableTwoFactorBody, enableTwoFactorBody, regenerateBody, requireTwoFactorBody, secondFactorBody,
} from '../../contract/two-factor.ts';
import { type Ctx, type ProviderEnv, currentUser, fail, idParam, may, readJson, requireClient, requireUser, sessionOrigin, trackEvent, tooManyAnswer } from '../http.ts';
import { changedFields, recordChange } from '../repositories/history.ts';
import {
  claimStep, clientsRequiringTwoFactor, enableTwoFactor, findTwoFactor, recoveryCodesLeft, removeTwoFactor, replaceRecoveryCodes,
  savePendingSecret, setRequireTwoFactor, spendRecoveryCode, spendTicket, ticketOwner, twoFactorEnabled,
} from '../repositories/two-factor.ts';
import { findUser } from '../repositories/users.ts';
import { LOGIN_FREE_ACCOUNT, clearAttempts, recordAttempt, rememberDevice, toPublicUser } from '../services/accounts.ts';
import { verifyPassword } from '../services/passwords.ts';
import { slowdownSeconds, waitText } from '../services/rate-limits.ts';
import { issueSessionToken } from '../services/sessions.ts';
import {
  encodeSecret, hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpKey, openTotpKey, otpauthUri, sealTotpKey,
} from '../services/two-factor.ts';
import { inTransaction } from '../db/connect.ts';

export const twoFactorRoutes = new Hono<ProviderEnv>();

const TICKET_GONE = 'This sign-in has expired or was already finished. Please sign in again.';
const WRONG_CODE = 'The code is not right, or it was already used.';
/** the slow-down counter of wrong second-factor codes (per account; a device cookie does not pass it) */
const CODE_KIND = 'login:code';

function ownId(c: Ctx): number {
  const user = currentUser(c);
  if (idParam(c, 'id') !== user.id) fail(403, 'You may only see and change your own account');
  return user.id;
}

async function codeWait(c: Ctx, userId: number): Promise<number> {
  const { db, clock } = c.var.deps;
  return Math.ceil((await slowdownSeconds(db, clock, CODE_KIND, String(userId), LOGIN_FREE_ACCOUNT)) / 60);
}

const lockedAnswer = (c: Ctx, minutes: number) => tooManyAnswer(c, minutes, `Too many wrong codes. Please wait ${waitText(minutes)} and try again.`);

/**
 * Checks a current code of an enabled set-up and claims its time step (true), or counts the
 * failure (false). Throws LockedError (429) while the account is slowed down.
 */
async function checkCurrentCode(c: Ctx, userId: number, code: string): Promise<boolean> {
  const { db, clock, twoFactorSecret } = c.var.deps;
  const wait = await codeWait(c, userId);
  if (wait > 0) throw new LockedError(wait);
  const row = await findTwoFactor(db, userId);
  if (!row?.enabledAt) return false;
  const step = matchTotp(openTotpKey(twoFactorSecret, userId, row.secret), code, clock.now().getTime(), row.lastStep);
  if (step !== null && (await claimStep(db, userId, step))) {
    await clearAttempts(db, CODE_KIND, String(userId));
    return true;
  }
  await recordAttempt(db, clock, CODE_KIND, String(userId));
  await trackEvent(c, 'two-factor-code-failed', { userId });
  return false;
}

class LockedError extends Error {
  constructor(readonly minutes: number) {
    super('locked');
  }
}

async function withLock(c: Ctx, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof LockedError) return lockedAnswer(c, error.minutes);
    throw error;
  }
}

async function statusOf(c: Ctx, userId: number): Promise<TwoFactorStatus> {
  const { db, twoFactorSecret } = c.var.deps;
  const user = currentUser(c);
  const row = await findTwoFactor(db, userId);
  let pending: TwoFactorStatus['pending'] = null;
  if (row && !row.enabledAt) {
    const key = openTotpKey(twoFactorSecret, userId, row.secret);
    pending = { secret: encodeSecret(key), uri: otpauthUri(user.email, key) };
  }
  return {
    enabled: !!row?.enabledAt,
    enabledAt: row?.enabledAt ?? null,
    recoveryCodesLeft: row?.enabledAt ? await recoveryCodesLeft(db, userId) : 0,
    pending,
    requiredBy: await clientsRequiringTwoFactor(db, userId),
  };
}

/** GET /users/{id}/two_factor.json: on or off, codes left; while a set-up is pending, its secret (to its owner only). */
twoFactorRoutes.get('/users/:id/two_factor.json', requireUser, async (c) => {
  const id = ownId(c);
  return c.json(await statusOf(c, id));
});

/** POST /users/{id}/two_factor/setup.json: a new secret, not on until a code confirms it. 409 while it is on. */
twoFactorRoutes.post('/users/:id/two_factor/setup.json', requireUser, async (c) => {
  const id = ownId(c);
  const { db, clock, twoFactorSecret } = c.var.deps;
  const sealed = sealTotpKey(twoFactorSecret, id, newTotpKey());
  if (!(await savePendingSecret(db, id, sealed, clock.now().toISOString()))) fail(409, 'Two-factor sign-in is already on. Turn it off first to set up another device.');
  await trackEvent(c, 'two-factor-setup-started', { userId: id });
  return c.json(await statusOf(c, id));
});

/** POST /users/{id}/two_factor/enable.json { code }: turns it on; answers the ten recovery codes, once. */
twoFactorRoutes.post('/users/:id/two_factor/enable.json', requireUser, async (c) => {
  const id = ownId(c);
  const { db, clock, twoFactorSecret } = c.var.deps;
  const { code } = await readJson(c, enableTwoFactorBody);
  const row = await findTwoFactor(db, id);
  if (!row) fail(409, 'Start the set-up first.');
  if (row.enabledAt) fail(409, 'Two-factor sign-in is already on.');
  const now = clock.now();
  const step = matchTotp(openTotpKey(twoFactorSecret, id, row.secret), code, now.getTime(), null);
  if (step === null) fail(422, WRONG_CODE);
  const codes = newRecoveryCodes();
  const at = now.toISOString();
  const enabled = await inTransaction(db, async (tx) => {
    if (!(await enableTwoFactor(tx, id, step, at))) return false;
    await replaceRecoveryCodes(tx, id, codes.map((r) => hashRecoveryCode(twoFactorSecret, id, r)), at);
    return true;
  });
  if (!enabled) fail(409, 'Two-factor sign-in is already on.');
  await trackEvent(c, 'two-factor-enabled', { userId: id });
  return c.json({ recoveryCodes: codes });
});

/** POST /users/{id}/two_factor/recovery_codes.json { code }: ten new codes (the old ones stop working). */
twoFactorRoutes.post('/users/:id/two_factor/recovery_codes.json', requireUser, async (c) => withLock(c, async () => {
  const id = ownId(c);
  const { db, clock, twoFactorSecret } = c.var.deps;
  const { code } = await readJson(c, regenerateBody);
  if (!(await findTwoFactor(db, id))?.enabledAt) fail(409, 'Two-factor sign-in is not on.');
  if (!(await checkCurrentCode(c, id, code))) fail(422, WRONG_CODE);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, id, codes.map((r) => hashRecoveryCode(twoFactorSecret, id, r)), clock.now().toISOString());
  await trackEvent(c, 'two-factor-recovery-codes-renewed', { userId: id });
  return c.json({ recoveryCodes: codes });
}));

/** DELETE /users/{id}/two_factor.json { password } or { code }: turns it off (a pending set-up goes too). */
twoFactorRoutes.delete('/users/:id/two_factor.json', requireUser, async (c) => withLock(c, async () => {
  const id = ownId(c);
  const { db, clock } = c.var.deps;
  const body = await readJson(c, disableTwoFactorBody);
  const row = await findTwoFactor(db, id);
  if (row?.enabledAt) {
    if ('password' in body) {
      const wait = await codeWait(c, id);
      if (wait > 0) throw new LockedError(wait);
      const user = (await findUser(db, id))!;
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.password))) {
        await recordAttempt(db, clock, CODE_KIND, String(id));
        fail(422, 'The password is not right.');
      }
    } else if (!(await checkCurrentCode(c, id, body.code))) {
      fail(422, WRONG_CODE);
    }
  }
  await removeTwoFactor(db, id);
  if (row?.enabledAt) await trackEvent(c, 'two-factor-disabled', { userId: id });
  return c.json({ success: true as const });
}));

/**
 * POST /login/two_factor.json { ticket, code | recoveryCode, device? }: the sign-in's second step.
 * Answers like login (token, user, device); 401 for a wrong code (the ticket stays usable until
 * it expires), 410 when the ticket is unknown, expired or used, 429 while slowed down.
 */
twoFactorRoutes.post('/login/two_factor.json', async (c) => {
  const { db, clock, twoFactorSecret } = c.var.deps;
  const body = await readJson(c, secondFactorBody);
  const now = clock.now();
  const at = now.toISOString();
  const userId = await ticketOwner(db, body.ticket, at);
  if (!userId) fail(410, TICKET_GONE);
  const wait = await codeWait(c, userId);
  if (wait > 0) {
    await trackEvent(c, 'login-locked', { minutes: wait, secondFactor: true });
    return lockedAnswer(c, wait);
  }
  const row = await findTwoFactor(db, userId);
  if (!row?.enabledAt) fail(410, TICKET_GONE);
  let ok: boolean;
  if (body.code) {
    const step = matchTotp(openTotpKey(twoFactorSecret, userId, row.secret), body.code, now.getTime(), row.lastStep);
    ok = step !== null && (await claimStep(db, userId, step));
  } else {
    ok = await spendRecoveryCode(db, userId, hashRecoveryCode(twoFactorSecret, userId, body.recoveryCode!), at);
  }
  if (!ok) {
    await recordAttempt(db, clock, CODE_KIND, String(userId));
    await trackEvent(c, 'login-code-failed', { userId, recovery: !body.code });
    const later = await codeWait(c, userId);
    if (later > 0) return lockedAnswer(c, later);
    fail(401, WRONG_CODE);
  }
  if (!(await spendTicket(db, body.ticket, at))) fail(410, TICKET_GONE);
  await clearAttempts(db, CODE_KIND, String(userId));
  const user = (await findUser(db, userId))!;
  const kept = await rememberDevice(db, clock, userId, body.device);
  const token = await issueSessionToken(db, clock, userId, c.var.deps.sessionTtlMs, sessionOrigin(c));
  c.set('user', user);
  await trackEvent(c, 'login', { secondFactor: body.code ? 'code' : 'recovery-code' });
  return c.json({
    success: true as const, token, user: await toPublicUser(db, user), device: kept,
    ...(body.code ? {} : { recoveryCodesLeft: await recoveryCodesLeft(db, userId) }),
  });
});

/** GET /clients/{clientId}/two_factor_requirement.json (ours): whether the client requires two-factor sign-in. */
twoFactorRoutes.get('/clients/:clientId/two_factor_requirement.json', requireClient('client-settings:view'), (c) => {
  return c.json({ required: !!c.var.client.requireTwoFactor, canChange: may(c, 'client-settings:change') });
});

/** PUT /clients/{clientId}/two_factor_requirement.json (ours) { required }: the client's Administrators only. */
twoFactorRoutes.put('/clients/:clientId/two_factor_requirement.json', requireClient('client-settings:view'), async (c) => {
  if (!may(c, 'client-settings:change')) fail(403, 'Only an administrator of the client can change what signing in requires');
  const { required } = await readJson(c, requireTwoFactorBody);
  const user = currentUser(c);
  const client = c.var.client;
  const { db, clock } = c.var.deps;
  const now = clock.now().toISOString();
  // Turning it on without a second factor of one's own would shut the Administrator out at once.
  if (required && !client.requireTwoFactor && !(await twoFactorEnabled(db, user.id))) {
    fail(409, 'Set up two-factor sign-in for your own account first: once it is required, nobody without it can use this client.');
  }
  await inTransaction(db, async (tx) => {
    const diff = changedFields({ requireTwoFactor: !!client.requireTwoFactor }, { requireTwoFactor: required });
    if (!diff) return;
    await setRequireTwoFactor(tx, client.id, required, now);
    await recordChange(tx, { clientId: client.id, actor: { id: user.id, email: user.email }, kind: 'two-factor', action: 'changed', subject: 'two-factor sign-in', ...diff, at: now });
  });
  return c.json({ required, canChange: true });
});
