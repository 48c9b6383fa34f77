/**
 * The signed-in user's own record (document 2 §7): GET and PUT /users/{id}.json. A user reads
 * and changes only their own record. (GET /users/{userId}/clients lives in routes/clients.ts.)
 */
import { Hono } from 'hono';
import { userUpdateBody } from '../contract/auth.ts';
import { type Ctx, type ProviderEnv, currentUser, fail, idParam, membershipOf, readJson, requireUser } from '../http.ts';
import { toPublicUser } from '../services/accounts.ts';

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

/** Profile fields, or `lastClientId` (a client the user belongs to; any client for an administrator). */
userRoutes.put('/users/:id{[^/]+\\.json}', requireUser, async (c) => {
  const id = ownId(c, 'id');
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  const { user: body } = await readJson(c, userUpdateBody);
  if (body.lastClientId) {
    const exists = await db.selectFrom('clients').select('id').where('id', '=', body.lastClientId).executeTakeFirst();
    const allowed = user.administrator || user.godmode ? !!exists : !!(await membershipOf(db, body.lastClientId, id));
    if (!allowed) fail(403, 'You do not have access to this client');
  }
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length) {
    await db.updateTable('users').set({ ...changes, updatedAt: clock.now().toISOString() }).where('id', '=', id).execute();
  }
  const fresh = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return c.json(await toPublicUser(db, fresh));
});
