/**
 * Sign-in and account entry (document 1 §7 "Auth"): login, logout, registration with an
 * e-mailed confirmation link, invitations, password reset.
 *
 * Nothing here tells a caller whether an account exists, except `does_user_exist`, which the
 * documents require and which is rate-limited per address: login answers the same status and
 * message for an unknown address and a wrong password (and locks both alike), registration
 * with a known address answers like a new one and e-mails the owner instead, and a reset
 * request answers the same either way.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  completeSignupBody, loginBody, passwordRequestBody, passwordResetBody, registerBody, userExistsBody,
} from '../contract/auth.ts';
import { type Ctx, type ProviderEnv, clientAddress, fail, readJson, trackEvent } from '../http.ts';
import {
  CONFIRMATION_TTL_MS, LOGIN_LIMIT_ACCOUNT, LOGIN_LIMIT_ADDRESS, RESET_TTL_MS, clearAttempts, consumeOneTimeToken,
  issueOneTimeToken, lockedMinutes, pruneAttempts, recordAttempt, sendAlreadyRegisteredMail, sendConfirmationMail,
  sendResetMail, toPublicUser,
} from '../services/accounts.ts';
import { dummyHash, hashPassword, verifyPassword } from '../services/passwords.ts';
import { issueSessionToken } from '../services/sessions.ts';
import { hashToken } from '../services/tokens.ts';

export const authRoutes = new Hono<ProviderEnv>();

const INVALID_LOGIN = 'Invalid e-mail or password.';
const BAD_RESET_LINK = 'This password reset link is invalid, has already been used or has expired. Please ask for a new one.';

function lockedAnswer(c: Ctx, minutes: number) {
  c.header('Retry-After', String(minutes * 60));
  return c.json(
    { error: `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, retryAfterMinutes: minutes },
    429,
  );
}

authRoutes.post('/login.json', async (c) => {
  const { db, clock } = c.var.deps;
  const { user: creds } = await readJson(c, loginBody);
  const address = clientAddress(c);
  if (Math.random() < 0.02) await pruneAttempts(db, clock);

  const wait = Math.max(
    await lockedMinutes(db, clock, 'login:account', creds.email, LOGIN_LIMIT_ACCOUNT),
    await lockedMinutes(db, clock, 'login:address', address, LOGIN_LIMIT_ADDRESS),
  );
  if (wait > 0) {
    await trackEvent(c, 'login-locked', { minutes: wait });
    return lockedAnswer(c, wait);
  }

  const user = await db.selectFrom('users').selectAll().where('email', '=', creds.email).executeTakeFirst();
  // Verify against a dummy hash when there is no account, so the time taken does not tell.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), creds.password);
  if (!user || !user.passwordHash || !ok) {
    await recordAttempt(db, clock, 'login:account', creds.email);
    await recordAttempt(db, clock, 'login:address', address);
    await trackEvent(c, 'login-failed');
    // The failure that reaches the limit already answers with the lock.
    const now = Math.max(
      await lockedMinutes(db, clock, 'login:account', creds.email, LOGIN_LIMIT_ACCOUNT),
      await lockedMinutes(db, clock, 'login:address', address, LOGIN_LIMIT_ADDRESS),
    );
    if (now > 0) return lockedAnswer(c, now);
    fail(401, INVALID_LOGIN);
  }
  if (!user.confirmedAt) fail(403, 'Please confirm your e-mail address first: open the link we sent you when you signed up.');

  await clearAttempts(db, 'login:account', creds.email);
  const token = await issueSessionToken(db, clock, user.id, c.var.deps.sessionTtlMs);
  c.set('user', user);
  await trackEvent(c, 'login');
  return c.json({ success: true as const, token, user: await toPublicUser(db, user) });
});

/**
 * Revokes the bearer token of the request. It also takes a token that no longer signs anyone in
 * (expired): a session the web app ends always revokes its token (issue 12 item 7), and the row
 * goes even when it would no longer open. No bearer token at all: 401.
 */
authRoutes.delete('/logout.json', async (c) => {
  const { db } = c.var.deps;
  const token = c.req.header('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{16,200})$/)?.[1];
  if (!token) fail(401, 'You are not signed in, or your session has ended');
  await db.deleteFrom('tokens').where('tokenHash', '=', hashToken(token)).where('kind', '=', 'session').execute();
  return c.json({ success: true as const });
});

/** Whether an account exists for an address (used by the new-customer page); 30 per 15 min per address. */
authRoutes.post('/users/does_user_exist.json', async (c) => {
  const { db, clock } = c.var.deps;
  const { email } = await readJson(c, userExistsBody);
  const address = clientAddress(c);
  const wait = await lockedMinutes(db, clock, 'exists:address', address, 30);
  if (wait > 0) {
    c.header('Retry-After', String(wait * 60));
    return c.json({ error: `Too many requests. Please wait ${wait} minute${wait === 1 ? '' : 's'}.`, retryAfterMinutes: wait }, 429);
  }
  await recordAttempt(db, clock, 'exists:address', address);
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return c.json({ exists: !!user });
});

/** Registers an account and e-mails a confirmation link (sign-in works once confirmed). */
authRoutes.post('/users.json', async (c) => {
  const { db, clock, mailer, publicUrl } = c.var.deps;
  const { user: body } = await readJson(c, registerBody);
  const existing = await db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirst();
  if (existing) {
    if (existing.confirmedAt) await sendAlreadyRegisteredMail(mailer, publicUrl, existing.email);
    else {
      // Unconfirmed: the newest sign-up wins (its password and names), with a fresh link.
      await db
        .updateTable('users')
        .set({ passwordHash: await hashPassword(body.password), firstname: body.firstname, lastname: body.lastname, phone: body.phone ?? null, updatedAt: clock.now().toISOString() })
        .where('id', '=', existing.id)
        .execute();
      const token = await issueOneTimeToken(db, clock, existing.id, 'confirmation', CONFIRMATION_TTL_MS);
      await sendConfirmationMail(mailer, publicUrl, existing.email, body.firstname, token);
    }
    return c.json({ success: true as const }, 201);
  }
  const now = clock.now().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      pid: randomUUID(), email: body.email, passwordHash: await hashPassword(body.password), firstname: body.firstname, lastname: body.lastname,
      phone: body.phone ?? null, jobTitle: null, administrator: 0, godmode: 0, isBetaUser: 0, lastClientId: null, confirmedAt: null, createdAt: now, updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueOneTimeToken(db, clock, row.id, 'confirmation', CONFIRMATION_TTL_MS);
  await sendConfirmationMail(mailer, publicUrl, body.email, body.firstname, token);
  await trackEvent(c, 'signup', { userId: row.id });
  return c.json({ success: true as const }, 201);
});

authRoutes.get('/confirmation/:token{[^/]+\\.json}', async (c) => {
  const { db, clock } = c.var.deps;
  const token = c.req.param('token').replace(/\.json$/, '');
  const userId = /^[A-Za-z0-9_-]{16,200}$/.test(token) ? await consumeOneTimeToken(db, clock, token, 'confirmation') : null;
  if (!userId) fail(404, 'This confirmation link is invalid, has already been used or has expired.');
  const user = await db.selectFrom('users').select(['email', 'confirmedAt']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.confirmedAt) await db.updateTable('users').set({ confirmedAt: clock.now().toISOString() }).where('id', '=', userId).execute();
  return c.json({ success: true as const, email: user.email });
});

async function pendingInvitation(c: Ctx, token: string) {
  const { db, clock } = c.var.deps;
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) fail(404, 'This invitation is invalid, has already been accepted or has expired.');
  const row = await db
    .selectFrom('memberships')
    .innerJoin('clients', 'clients.id', 'memberships.clientId')
    .selectAll('memberships')
    .select('clients.name as clientName')
    .where('memberships.invitationTokenHash', '=', hashToken(token))
    .where('memberships.acceptedAt', 'is', null)
    .executeTakeFirst();
  if (!row || (row.invitationExpiresAt && row.invitationExpiresAt <= clock.now().toISOString())) {
    fail(404, 'This invitation is invalid, has already been accepted or has expired.');
  }
  return row;
}

/**
 * Accepts an invitation. An invited address that already has an account is linked at once;
 * otherwise the answer says `needsSignup` and the token stays valid for complete_signup.
 */
authRoutes.get('/memberships/:token/accept', async (c) => {
  const { db, clock } = c.var.deps;
  const invitation = await pendingInvitation(c, c.req.param('token'));
  const user = await db.selectFrom('users').selectAll().where('email', '=', invitation.email.toLowerCase()).executeTakeFirst();
  if (user) {
    const now = clock.now().toISOString();
    await db.updateTable('memberships').set({ userId: user.id, acceptedAt: now, invitationTokenHash: null, updatedAt: now }).where('id', '=', invitation.id).execute();
    // Following the e-mailed link proves the address.
    if (!user.confirmedAt) await db.updateTable('users').set({ confirmedAt: now }).where('id', '=', user.id).execute();
  }
  return c.json({
    success: true as const, needsSignup: !user, email: invitation.email, firstname: invitation.firstname, lastname: invitation.lastname, clientName: invitation.clientName,
  });
});

/** Creates the account of an invited person, accepts the invitation and signs in (answers like login). */
authRoutes.post('/users/complete_signup', async (c) => {
  const { db, clock } = c.var.deps;
  const body = await readJson(c, completeSignupBody);
  if (body.password !== body.password_confirmation) fail(400, 'password_confirmation: The passwords do not match');
  const invitation = await pendingInvitation(c, body.invitation_token);
  const email = invitation.email.toLowerCase();
  if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
    fail(409, 'An account already exists for this address. Log in, then open the invitation link again.');
  }
  const now = clock.now().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      pid: randomUUID(), email, passwordHash: await hashPassword(body.password), firstname: body.first_name, lastname: body.last_name,
      phone: body.phone ?? null, jobTitle: null, administrator: 0, godmode: 0, isBetaUser: 0, lastClientId: invitation.clientId, confirmedAt: now, createdAt: now, updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('memberships')
    .set({ userId: user.id, acceptedAt: now, invitationTokenHash: null, firstname: body.first_name, lastname: body.last_name, updatedAt: now })
    .where('id', '=', invitation.id)
    .execute();
  const token = await issueSessionToken(db, clock, user.id, c.var.deps.sessionTtlMs);
  c.set('user', user);
  await trackEvent(c, 'invitation-accepted', { clientId: invitation.clientId });
  return c.json({ success: true as const, token, user: await toPublicUser(db, user) }, 201);
});

/** E-mails a reset link (valid one hour). The same answer whether or not the address has an account. */
authRoutes.post('/password.json', async (c) => {
  const { db, clock, mailer, publicUrl } = c.var.deps;
  const { user: body } = await readJson(c, passwordRequestBody);
  const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', body.email).executeTakeFirst();
  // At most 5 reset e-mails per address per hour: more are dropped silently (no mail bombing).
  if (user && (await lockedMinutes(db, clock, 'reset:account', body.email, 5, 3600_000)) === 0) {
    await recordAttempt(db, clock, 'reset:account', body.email);
    const token = await issueOneTimeToken(db, clock, user.id, 'reset', RESET_TTL_MS);
    await sendResetMail(mailer, publicUrl, user.email, token);
  }
  return c.json({ success: true as const });
});

/** Sets a new password with a reset token (single use); signs out every session of the account. */
authRoutes.post('/password/reset.json', async (c) => {
  const { db, clock } = c.var.deps;
  const body = await readJson(c, passwordResetBody);
  if (body.password !== body.confirm_password) fail(400, 'confirm_password: The passwords do not match');
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(body.reset_password_token)) fail(400, BAD_RESET_LINK);
  const userId = await consumeOneTimeToken(db, clock, body.reset_password_token, 'reset');
  if (!userId) fail(400, BAD_RESET_LINK);
  const now = clock.now().toISOString();
  const user = await db.selectFrom('users').select(['email', 'confirmedAt']).where('id', '=', userId).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(body.password), confirmedAt: user.confirmedAt ?? now, updatedAt: now })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('tokens').where('userId', '=', userId).where('kind', '=', 'session').execute();
  await clearAttempts(db, 'login:account', user.email);
  await trackEvent(c, 'password-reset', { userId });
  return c.json({ success: true as const });
});

