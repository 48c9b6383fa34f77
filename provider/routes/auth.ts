/**
 * Sign-in and account entry (document 1 §7 "Auth"): login, logout, registration with an
 * e-mailed confirmation link, invitations, password reset.
 *
 * Nothing here tells a caller whether an account exists, except `does_user_exist`, which the
 * documents require and which is rate-limited per address: login answers the same status and
 * message for an unknown address and a wrong password (and slows both down alike),
 * registration with a known address answers like a new one, after the same work (one argon2
 * hash either way), and e-mails the owner instead; a reset request answers the same either way.
 * Account e-mails are delivered after the answer, so delivery time tells nothing either.
 *
 * An invitation never confirms or adopts an account whose password the invitee did
 * not set; failed logins slow an account, an address and a device down rather than
 * lock them, and a device that signed in before passes the account's and the address's
 * slow-down with the right password; sign-ups and reset requests are limited per
 * address and per target address; new passwords are checked; each sign-up's
 * link sets only its own password.
 */
import { Hono } from 'hono';
import { completeSignupBody, loginBody, passwordRequestBody, passwordResetBody, registerBody, userExistsBody } from '../../contract/auth.ts';
import type { User } from '../db/types.ts';
import { SIGN_IN_TICKET_MINUTES } from '../../contract/two-factor.ts';
import { issueSignInTicket, twoFactorEnabled } from '../repositories/two-factor.ts';
import { acceptInvitation, pendingInvitationByHash } from '../repositories/team.ts';
import { recordChange } from '../repositories/history.ts';
import {
  deleteSessions, findUser, findUserByEmail, insertUser, pendingResetOwner, replaceUnconfirmedUser, updateUser,
} from '../repositories/users.ts';
import { type Ctx, type ProviderEnv, clientAddress, fail, readJson, sessionOrigin, trackEvent, tooManyAnswer, weakPasswordAnswer } from '../http.ts';
import {
  CONFIRMATION_TTL_MS, LOGIN_FREE_ACCOUNT, LOGIN_FREE_ADDRESS, LOGIN_FREE_DEVICE, RESET_TTL_MS, clearAttempts, deliverLater,
  issueOneTimeToken, knownDevice, lockedMinutes, pruneAttempts, recordAttempt, rememberDevice, sendAlreadyRegisteredMail,
  sendConfirmationMail, sendResetMail, spendOneTimeToken, toPublicUser, voidLinks,
} from '../services/accounts.ts';

import { dummyHash, hashPassword, verifyPassword } from '../services/passwords.ts';
import { HOUR, type Limit, limitWait, slowdownSeconds, spend, waitText } from '../services/rate-limits.ts';
import { issueSessionToken, revokeSessionToken } from '../services/sessions.ts';
import { hashToken, newToken } from '../services/tokens.ts';

export const authRoutes = new Hono<ProviderEnv>();

const INVALID_LOGIN = 'Invalid e-mail or password.';
const BAD_RESET_LINK = 'This password reset link is invalid, has already been used or has expired. Please ask for a new one.';

/** Sign-ups: per caller address, and per address signed up for (the mail it receives). */
export const SIGNUP_LIMITS = { address: 10, email: 3, windowMs: HOUR };
/** Reset requests: per caller address, and reset e-mails per account address. */
export const RESET_LIMITS = { address: 10, email: 5, windowMs: HOUR };

function lockedAnswer(c: Ctx, minutes: number) {
  return tooManyAnswer(c, minutes, `Too many failed sign-in attempts. Please wait ${waitText(minutes)} and try again.`);
}

/**
 * Which failure counters a login attempt is judged by. A device that signed in to this account
 * before answers for itself only (its own counter), so strangers failing against the account or
 * from the same address do not keep its owner out; anyone else is counted per account and per
 * address.
 */
function loginCounters(email: string, address: string, device: { id: number } | null): [kind: string, key: string, free: number][] {
  return device
    ? [['login:device', String(device.id), LOGIN_FREE_DEVICE]]
    : [['login:account', email, LOGIN_FREE_ACCOUNT], ['login:address', address, LOGIN_FREE_ADDRESS]];
}

async function loginWait(c: Ctx, counters: [string, string, number][]): Promise<number> {
  const { db, clock } = c.var.deps;
  let seconds = 0;
  for (const [kind, key, free] of counters) seconds = Math.max(seconds, await slowdownSeconds(db, clock, kind, key, free));
  return Math.ceil(seconds / 60);
}

authRoutes.post('/login.json', async (c) => {
  const { db, clock } = c.var.deps;
  const { user: creds, device: deviceToken } = await readJson(c, loginBody);
  const address = clientAddress(c);
  if (Math.random() < 0.02) await pruneAttempts(db, clock);

  const user = await findUserByEmail(db, creds.email);
  const device = user ? await knownDevice(db, clock, user.id, deviceToken) : null;
  const counters = loginCounters(creds.email, address, device);
  const wait = await loginWait(c, counters);
  if (wait > 0) {
    await trackEvent(c, 'login-locked', { minutes: wait });
    return lockedAnswer(c, wait);
  }

  // Verify against a dummy hash when there is no account, so the time taken does not tell.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), creds.password);
  if (!user || !user.passwordHash || !ok) {
    for (const [kind, key] of counters) await recordAttempt(db, clock, kind, key);
    await trackEvent(c, 'login-failed', device ? { device: true } : undefined);
    // The failure that starts a wait already answers with it.
    const now = await loginWait(c, counters);
    if (now > 0) return lockedAnswer(c, now);
    fail(401, INVALID_LOGIN);
  }
  if (!user.confirmedAt) fail(403, 'Please confirm your e-mail address first: open the link we sent you when you signed up.');

  await clearAttempts(db, device ? 'login:device' : 'login:account', device ? String(device.id) : creds.email);
  // Two-factor sign-in: the password was right, but no session yet (a known device does not skip
  // this step). The ticket lets any node finish the sign-in with a code (routes/two-factor.ts).
  if (await twoFactorEnabled(db, user.id)) {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SIGN_IN_TICKET_MINUTES * 60_000).toISOString();
    const ticket = await issueSignInTicket(db, user.id, expiresAt, now.toISOString());
    await trackEvent(c, 'login-code-needed', { userId: user.id });
    return c.json({ success: true as const, twoFactorRequired: true as const, ticket, expiresAt });
  }
  const kept = await rememberDevice(db, clock, user.id, deviceToken);
  const token = await issueSessionToken(db, clock, user.id, c.var.deps.sessionTtlMs, sessionOrigin(c));
  c.set('user', user);
  await trackEvent(c, 'login', device ? { device: true } : undefined);
  return c.json({ success: true as const, token, user: await toPublicUser(db, user), device: kept });
});

/**
 * Revokes the bearer token of the request. It also takes a token that no longer signs anyone in
 * (expired): a session the web app ends always revokes its token, and the row
 * goes even when it would no longer open. No bearer token at all: 401.
 */
authRoutes.delete('/logout.json', async (c) => {
  const { db } = c.var.deps;
  const token = c.req.header('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{16,200})$/)?.[1];
  if (!token) fail(401, 'You are not signed in, or your session has ended');
  await revokeSessionToken(db, token);
  return c.json({ success: true as const });
});

/** Whether an account exists for an address (used by the new-customer page); 30 per 15 min per address. */
authRoutes.post('/users/does_user_exist.json', async (c) => {
  const { db, clock } = c.var.deps;
  const { email } = await readJson(c, userExistsBody);
  const address = clientAddress(c);
  const wait = await lockedMinutes(db, clock, 'exists:address', address, 30);
  if (wait > 0) return tooManyAnswer(c, wait, `Too many requests. Please wait ${waitText(wait)}.`);
  await recordAttempt(db, clock, 'exists:address', address);
  return c.json({ exists: !!(await findUserByEmail(db, email)) });
});

/**
 * Registers an account and e-mails a confirmation link (sign-in works once confirmed).
 * Every sign-up does the same work whether the address is new, unconfirmed or taken: the
 * password check, one argon2 hash, the ledger, one e-mail after the answer.
 *
 * Unconfirmed address: the account keeps the first sign-up's password and names;
 * each sign-up's link carries its own and sets only those when used, which voids the others.
 * Over the per-address limit the answer is 429; over the limit for the address signed up for,
 * the answer is the usual one and nothing is stored or sent (no mail bombing).
 */
authRoutes.post('/users.json', async (c) => {
  const { db, clock, mailer, publicUrl, log } = c.var.deps;
  const { user: body } = await readJson(c, registerBody);
  const address = clientAddress(c);
  const weak = await weakPasswordAnswer(c, 'password', body.password, [body.email, body.firstname, body.lastname]);
  if (weak) return weak;
  const byAddress: Limit[] = [{ kind: 'signup:address', key: address, limit: SIGNUP_LIMITS.address, windowMs: SIGNUP_LIMITS.windowMs }];
  const byEmail: Limit[] = [{ kind: 'signup:email', key: body.email, limit: SIGNUP_LIMITS.email, windowMs: SIGNUP_LIMITS.windowMs }];
  const wait = await limitWait(db, clock, byAddress);
  if (wait > 0) return tooManyAnswer(c, wait, `Too many sign-ups from your network. Please wait ${waitText(wait)}.`);
  const mailAllowed = (await limitWait(db, clock, byEmail)) === 0;
  await spend(db, clock, [...byAddress, ...byEmail]);
  const passwordHash = await hashPassword(body.password);
  if (!mailAllowed) {
    await trackEvent(c, 'signup-limited');
    return c.json({ success: true as const }, 201);
  }
  const profile = { firstname: body.firstname, lastname: body.lastname, phone: body.phone ?? null };
  const existing = await findUserByEmail(db, body.email);
  if (existing?.confirmedAt) {
    await trackEvent(c, 'signup-taken', { userId: existing.id });
    deliverLater(log, () => sendAlreadyRegisteredMail(mailer, publicUrl, existing.email));
    return c.json({ success: true as const }, 201);
  }
  let userId = existing?.id;
  if (userId) await trackEvent(c, 'signup-again', { userId });
  else {
    const row = await insertUser(db, { email: body.email, passwordHash, ...profile, lastClientId: null, confirmedAt: null }, clock.now().toISOString());
    userId = row.id;
    await trackEvent(c, 'signup', { userId });
  }
  const token = await issueOneTimeToken(db, clock, userId, 'confirmation', CONFIRMATION_TTL_MS, { passwordHash, profile });
  deliverLater(log, () => sendConfirmationMail(mailer, publicUrl, body.email, body.firstname, token));
  return c.json({ success: true as const }, 201);
});

/** Confirms the address: the link's own sign-up sets its password and names; every other link of the account is void. */
authRoutes.get('/confirmation/:token{[^/]+\\.json}', async (c) => {
  const { db, clock } = c.var.deps;
  const token = c.req.param('token').replace(/\.json$/, '');
  const spent = /^[A-Za-z0-9_-]{16,200}$/.test(token) ? await spendOneTimeToken(db, clock, token, 'confirmation') : null;
  if (!spent) fail(404, 'This confirmation link is invalid, has already been used or has expired.');
  const user = (await findUser(db, spent.userId))!;
  if (!user.confirmedAt) {
    const now = clock.now().toISOString();
    await updateUser(db, spent.userId, {
      confirmedAt: now, updatedAt: now,
      ...(spent.passwordHash ? { passwordHash: spent.passwordHash } : {}),
      ...(spent.profile ? { firstname: spent.profile.firstname, lastname: spent.profile.lastname, phone: spent.profile.phone } : {}),
    });
  }
  await voidLinks(db, spent.userId, ['confirmation']);
  return c.json({ success: true as const, email: user.email });
});

async function pendingInvitation(c: Ctx, token: string) {
  const { db, clock } = c.var.deps;
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) fail(404, 'This invitation is invalid, has already been accepted or has expired.');
  const row = await pendingInvitationByHash(db, hashToken(token));
  if (!row || (row.invitationExpiresAt && row.invitationExpiresAt <= clock.now().toISOString())) {
    fail(404, 'This invitation is invalid, has already been accepted or has expired.');
  }
  return row;
}

/**
 * Opens an invitation. Following the e-mailed link proves the address, not a
 * password, so the link alone never attaches the membership to an existing account, and opening
 * it accepts nothing: the invitee says yes or no (POST /invitations/{id}/accept.json or
 * decline.json, routes/team.ts).
 * - a confirmed account at the invited address answers when the caller is signed in as it
 *   (`invitationId` given); otherwise the answer says `needsLogin` and the invitation stays pending;
 * - no account, or an unconfirmed one (whose password may be a stranger's), answers
 *   `needsSignup`: complete_signup sets the invitee's own password (choosing it is the yes).
 */
authRoutes.get('/memberships/:token/accept', async (c) => {
  const { db } = c.var.deps;
  const invitation = await pendingInvitation(c, c.req.param('token'));
  const user = await findUserByEmail(db, invitation.email.toLowerCase());
  const confirmed = !!user?.confirmedAt;
  const own = confirmed && c.var.user?.id === user!.id;
  return c.json({
    success: true as const, needsSignup: !confirmed, needsLogin: confirmed && !own, accepted: false, invitationId: own ? invitation.id : null, role: invitation.role,
    email: invitation.email, firstname: invitation.firstname, lastname: invitation.lastname, clientName: invitation.clientName,
  });
});

/**
 * Creates the invited person's account, accepts the invitation and signs in (answers like
 * login). An unconfirmed account at the address is replaced: its password, names and every
 * outstanding link give way to what the invitee sets here. A confirmed one: 409.
 */
authRoutes.post('/users/complete_signup', async (c) => {
  const { db, clock } = c.var.deps;
  const body = await readJson(c, completeSignupBody);
  if (body.password !== body.password_confirmation) fail(400, 'password_confirmation: The passwords do not match');
  const invitation = await pendingInvitation(c, body.invitation_token);
  const email = invitation.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing?.confirmedAt) fail(409, 'An account already exists for this address. Log in, then open the invitation link again.');
  const weak = await weakPasswordAnswer(c, 'password', body.password, [email, body.first_name, body.last_name]);
  if (weak) return weak;
  const now = clock.now().toISOString();
  const fields = {
    passwordHash: await hashPassword(body.password), firstname: body.first_name, lastname: body.last_name, phone: body.phone ?? null,
    lastClientId: invitation.clientId, confirmedAt: now, updatedAt: now,
  };
  let user: User;
  if (existing) {
    user = await replaceUnconfirmedUser(db, existing.id, fields);
    await trackEvent(c, 'unconfirmed-account-replaced', { userId: user.id });
  } else {
    user = await insertUser(db, { email, ...fields }, now);
  }
  await acceptInvitation(db, invitation.id, user.id, now, { firstname: body.first_name, lastname: body.last_name });
  // The client's history says who joined, as when an existing account accepts (routes/team.ts).
  await recordChange(db, { clientId: invitation.clientId, actor: { id: user.id, email }, kind: 'member', action: 'accepted', subject: email, after: { role: invitation.role }, at: now });
  const token = await issueSessionToken(db, clock, user.id, c.var.deps.sessionTtlMs, sessionOrigin(c));
  c.set('user', user);
  await trackEvent(c, 'invitation-accepted', { clientId: invitation.clientId });
  return c.json({ success: true as const, token, user: await toPublicUser(db, user) }, 201);
});

/**
 * E-mails a reset link (valid one hour). The same answer, after the same work, whether or not
 * the address has an account: the ledger counts both; the e-mail goes out after the answer.
 * Over the per-address limit: 429. Over 5 e-mails per account address per hour: the same
 * answer and nothing sent (no mail bombing).
 */
authRoutes.post('/password.json', async (c) => {
  const { db, clock, mailer, publicUrl, log } = c.var.deps;
  const { user: body } = await readJson(c, passwordRequestBody);
  const byAddress: Limit[] = [{ kind: 'reset:address', key: clientAddress(c), limit: RESET_LIMITS.address, windowMs: RESET_LIMITS.windowMs }];
  const byEmail: Limit[] = [{ kind: 'reset:account', key: body.email, limit: RESET_LIMITS.email, windowMs: RESET_LIMITS.windowMs }];
  const wait = await limitWait(db, clock, byAddress);
  if (wait > 0) return tooManyAnswer(c, wait, `Too many reset requests from your network. Please wait ${waitText(wait)}.`);
  const mailAllowed = (await limitWait(db, clock, byEmail)) === 0;
  await spend(db, clock, [...byAddress, ...byEmail]);
  const user = await findUserByEmail(db, body.email);
  if (user && mailAllowed) {
    const token = await issueOneTimeToken(db, clock, user.id, 'reset', RESET_TTL_MS);
    deliverLater(log, () => sendResetMail(mailer, publicUrl, user.email, token));
  } else {
    newToken(); // the same random draw and hash as a real link
  }
  return c.json({ success: true as const });
});

/**
 * Sets a new password with a reset token (single use); signs out every session of the
 * account and voids its other links (a pending sign-up's confirmation link would otherwise set
 * that sign-up's password later).
 */
authRoutes.post('/password/reset.json', async (c) => {
  const { db, clock } = c.var.deps;
  const body = await readJson(c, passwordResetBody);
  if (body.password !== body.confirm_password) fail(400, 'confirm_password: The passwords do not match');
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(body.reset_password_token)) fail(400, BAD_RESET_LINK);
  const tokenHash = hashToken(body.reset_password_token);
  const pending = await pendingResetOwner(db, tokenHash, clock.now().toISOString());
  // Checked before the link is spent, so a refused password leaves the link usable (a used or
  // expired link is refused as such, whatever the password).
  if (pending) {
    const weak = await weakPasswordAnswer(c, 'password', body.password, [pending.email, pending.firstname, pending.lastname]);
    if (weak) return weak;
  }
  const spent = await spendOneTimeToken(db, clock, body.reset_password_token, 'reset');
  if (!spent) fail(400, BAD_RESET_LINK);
  const userId = spent.userId;
  const now = clock.now().toISOString();
  const user = (await findUser(db, userId))!;
  await updateUser(db, userId, { passwordHash: await hashPassword(body.password), confirmedAt: user.confirmedAt ?? now, updatedAt: now });
  await deleteSessions(db, userId);
  // Two-factor sign-in stays on (a reset proves the mailbox, not the device); tickets from the old password go.
  await voidLinks(db, userId, ['confirmation', 'reset', 'two-factor']);
  await clearAttempts(db, 'login:account', user.email);
  await trackEvent(c, 'password-reset', { userId });
  return c.json({ success: true as const });
});
