/**
 * The signed-in user's own record (document 2 §7): GET and PUT /users/{id}.json, and
 * PUT /users/{id}/password.json (not in the documents: the user-settings page needs a way to
 * change a password while signed in). A user reads and changes only their own record.
 * (GET /users/{userId}/clients lives in routes/clients.ts.)
 */
import { Hono } from 'hono';
import { type AccountShell, passwordChangeBody, userUpdateBody } from '../../contract/auth.ts';
import type { PageVersion } from '../../contract/clients.ts';
import { dataVersion } from '../db/data-version.ts';
import { notificationsFor } from '../repositories/notifications.ts';
import { type Ctx, type ProviderEnv, currentUser, fail, idParam, readJson, requireUser, trackEvent, tooManyAnswer, weakPasswordAnswer } from '../http.ts';
import { membershipOf } from '../repositories/team.ts';
import { isSiteAdmin } from '../../contract/access.ts';
import { LOGIN_FREE_ACCOUNT, clearAttempts, recordAttempt, toPublicUser } from '../services/accounts.ts';

import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { slowdownSeconds, waitText } from '../services/rate-limits.ts';
import { hashToken } from '../services/tokens.ts';
import { clientExists } from '../repositories/clients.ts';
import { changePassword, findUser, updateUser } from '../repositories/users.ts';

export const userRoutes = new Hono<ProviderEnv>();

function ownId(c: Ctx, param: string): number {
  const user = currentUser(c);
  const id = idParam(c, param);
  if (id !== user.id) fail(403, 'You may only see and change your own account');
  return id;
}

userRoutes.get('/users/:id{[^/]+\\.json}', requireUser, async (c) => {
  ownId(c, 'id');
  return c.json(await toPublicUser(c.var.deps.db, currentUser(c)));
});

/**
 * The header's two reads in one call (contract/auth.ts accountShellResponse): the
 * user's own record and the notifications they have not dismissed, the same answers as
 * GET /users/{id}.json and GET /notifications.json.
 */
userRoutes.get('/users/:id/shell.json', requireUser, async (c) => {
  ownId(c, 'id');
  const user = currentUser(c);
  const { db } = c.var.deps;
  const [record, notifications] = await Promise.all([toPublicUser(db, user), notificationsFor(db, user.id)]);
  const shell: AccountShell = { user: record, notifications };
  return c.json(shell);
});

/**
 * The data version for the user's own pages (contract/clients.ts
 * pageVersionResponse): the launchpad's pages have no client, so the page cache asks with the
 * token and the user's own id — the same check as GET /users/{id}.json — then one row read.
 */
userRoutes.get('/users/:id/page_version.json', requireUser, async (c) => {
  ownId(c, 'id');
  const answer: PageVersion = { version: String(await dataVersion(c.var.deps.db)) };
  return c.json(answer);
});

/** Profile fields, or `lastClientId` (a client the user belongs to; any client for an administrator). */
userRoutes.put('/users/:id{[^/]+\\.json}', requireUser, async (c) => {
  const id = ownId(c, 'id');
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  const { user: body } = await readJson(c, userUpdateBody);
  if (body.lastClientId) {
    const allowed = isSiteAdmin(user) ? await clientExists(db, body.lastClientId) : !!(await membershipOf(db, body.lastClientId, id));
    if (!allowed) fail(403, 'You do not have access to this client');
  }
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length) {
    await updateUser(db, id, { ...changes, updatedAt: clock.now().toISOString() });
  }
  return c.json(await toPublicUser(db, (await findUser(db, id))!));
});

/**
 * Changes the caller's password: the current one must be right (422 otherwise: not 401/403,
 * which would end the caller's session in the app). Every other session of the account and any
 * outstanding reset link end; the session that made the change stays signed in. Wrong guesses
 * are slowed down like logins: after 5 wrong current passwords in an hour,
 * each further try waits 1, 2, 4, 8, then 15 minutes (429), counted per account in the shared
 * ledger, so a stolen session cannot be used to guess the password. The new password is
 * checked like every new password.
 */
userRoutes.put('/users/:id/password.json', requireUser, async (c) => {
  const id = ownId(c, 'id');
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  const { user: body } = await readJson(c, passwordChangeBody);
  if (body.password !== body.passwordConfirmation) fail(400, 'passwordConfirmation: The passwords do not match');
  const key = String(id);
  const wait = Math.ceil((await slowdownSeconds(db, clock, 'password-change:user', key, LOGIN_FREE_ACCOUNT)) / 60);
  if (wait > 0) return tooManyAnswer(c, wait, `Too many wrong current passwords. Please wait ${waitText(wait)} and try again.`);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    await recordAttempt(db, clock, 'password-change:user', key);
    await trackEvent(c, 'password-change-refused', { userId: id });
    const now = Math.ceil((await slowdownSeconds(db, clock, 'password-change:user', key, LOGIN_FREE_ACCOUNT)) / 60);
    if (now > 0) return tooManyAnswer(c, now, `Too many wrong current passwords. Please wait ${waitText(now)} and try again.`);
    fail(422, 'currentPassword: The current password is not correct');
  }
  await clearAttempts(db, 'password-change:user', key);
  const weak = await weakPasswordAnswer(c, 'password', body.password, [user.email, user.firstname, user.lastname]);
  if (weak) return weak;
  const now = clock.now().toISOString();
  const own = hashToken(c.req.header('authorization')!.replace(/^Bearer\s+/, ''));
  const passwordHash = await hashPassword(body.password);
  await changePassword(db, id, passwordHash, own, now);
  await trackEvent(c, 'password-changed', { userId: id });
  return c.json({ success: true as const });
});
