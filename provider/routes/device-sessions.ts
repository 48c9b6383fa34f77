/**
 * The caller's own sign-ins (not in the documents; user settings lists them as "Your devices"):
 *
 *   GET    /sessions.json                  the unexpired ones, most recently used first, the caller's marked `current`;
 *                                           each address as its network only (a.b.c.0, a:b:c::)
 *   POST   /sessions/current/seen.json     the caller's sign-in was used (the app says so at most once a minute, never for its poll)
 *   DELETE /sessions/others.json           ends every other one: { ended }
 *   DELETE /sessions/{id}.json             ends one; 404 when the caller has none with this id (another user's answers the same)
 *
 * Ending deletes the row, so the device's next call is refused (401) whichever node it reaches.
 */
import { Hono } from 'hono';
import { type DeviceSessionsAnswer, SESSION_SEEN_GRANULARITY_MS } from '../../contract/sessions.ts';
import { type Ctx, type ProviderEnv, clientAddress, currentUser, fail, idParam, requireUser, trackEvent } from '../http.ts';
import { deleteOtherSessions, deleteSession, listSessions, touchSession } from '../repositories/sessions.ts';
import { addressNetwork, keptAddress } from '../services/sessions.ts';
import { hashToken } from '../services/tokens.ts';

export const deviceSessionRoutes = new Hono<ProviderEnv>();

/** The hash of the caller's bearer token (requireUser has accepted it). */
function ownHash(c: Ctx): string {
  return hashToken(c.req.header('authorization')!.replace(/^Bearer\s+/, ''));
}

deviceSessionRoutes.get('/sessions.json', requireUser, async (c) => {
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  const own = ownHash(c);
  const rows = await listSessions(db, user.id, clock.now().toISOString());
  const answer: DeviceSessionsAnswer = {
    sessions: rows.map(({ tokenHash, address, ...row }) => ({ ...row, address: addressNetwork(address), current: tokenHash === own })),
  };
  return c.json(answer);
});

deviceSessionRoutes.post('/sessions/current/seen.json', requireUser, async (c) => {
  const { db, clock } = c.var.deps;
  await touchSession(db, ownHash(c), clock.now(), SESSION_SEEN_GRANULARITY_MS, keptAddress(clientAddress(c)));
  return c.json({ success: true as const });
});

deviceSessionRoutes.delete('/sessions/others.json', requireUser, async (c) => {
  const user = currentUser(c);
  const ended = await deleteOtherSessions(c.var.deps.db, user.id, ownHash(c));
  await trackEvent(c, 'sessions-ended', { ended });
  return c.json({ ended });
});

deviceSessionRoutes.delete('/sessions/:id{[^/]+\\.json}', requireUser, async (c) => {
  const user = currentUser(c);
  const id = idParam(c, 'id');
  if (!(await deleteSession(c.var.deps.db, user.id, id))) fail(404, 'No such sign-in');
  await trackEvent(c, 'session-ended');
  return c.json({ ended: 1 });
});
