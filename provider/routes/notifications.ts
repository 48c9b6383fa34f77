/**
 * The notifications bar (document 1 §2, §7): the lab's current messages, in sort order,
 * without those the signed-in caller has dismissed. Open to signed-out visitors too (they
 * dismiss in their own session cookie).
 */
import { Hono } from 'hono';
import { type ProviderEnv, currentUser, fail, idParam, requireUser } from '../http.ts';
import { acknowledgeNotification, notificationExists, notificationsFor } from '../repositories/notifications.ts';

export const notificationRoutes = new Hono<ProviderEnv>();

notificationRoutes.get('/notifications.json', async (c) => c.json({ notifications: await notificationsFor(c.var.deps.db, c.var.user?.id) }));

/** Marks a notification read for the caller (idempotent). */
notificationRoutes.post('/notifications/:id/ack.json', requireUser, async (c) => {
  const { db, clock } = c.var.deps;
  const user = currentUser(c);
  const id = idParam(c, 'id');
  if (!(await notificationExists(db, id))) fail(404, 'Notification not found');
  await acknowledgeNotification(db, id, user.id, clock.now().toISOString());
  return c.json({ success: true as const });
});
