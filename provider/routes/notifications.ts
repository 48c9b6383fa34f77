/**
 * The notifications bar (document 1 §2, §7): the lab's current messages, in sort order,
 * without those the signed-in caller has dismissed. Open to signed-out visitors too (they
 * dismiss in their own session cookie).
 */
import { Hono } from 'hono';
import { type ProviderEnv, currentUser, fail, idParam, requireUser } from '../http.ts';

export const notificationRoutes = new Hono<ProviderEnv>();

notificationRoutes.get('/notifications.json', async (c) => {
  const { db } = c.var.deps;
  const user = c.var.user;
  let query = db.selectFrom('notifications').selectAll().orderBy('sortOrder').orderBy('id');
  if (user) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notification_acks').select('notificationId').whereRef('notification_acks.notificationId', '=', 'notifications.id').where('notification_acks.userId', '=', user.id))),
    );
  }
  const rows = await query.execute();
  return c.json({
    notifications: rows.map((n) => ({
      id: n.id, title: n.title, messageBody: n.messageBody, sortOrder: n.sortOrder, showPriority: !!n.showPriority, truncateMessage: !!n.truncateMessage,
    })),
  });
});

/** Marks a notification read for the caller (idempotent). */
notificationRoutes.post('/notifications/:id/ack.json', requireUser, async (c) => {
  const { db, clock } = c.var.deps;
  const user = currentUser(c);
  const id = idParam(c, 'id');
  const found = await db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) fail(404, 'Notification not found');
  const seen = await db.selectFrom('notification_acks').select('notificationId').where('notificationId', '=', id).where('userId', '=', user.id).executeTakeFirst();
  if (!seen) await db.insertInto('notification_acks').values({ notificationId: id, userId: user.id, createdAt: clock.now().toISOString() }).execute();
  return c.json({ success: true as const });
});
