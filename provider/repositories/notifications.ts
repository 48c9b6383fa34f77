/**
 * The notifications bar: the lab's current messages in sort order, and which a user
 * has dismissed. Plain functions taking the database first.
 */
import type { Notification } from '../../contract/notifications.ts';
import type { DB } from '../db/connect.ts';

/** Every notification in sort order; with `userId`, without those that user dismissed. */
export async function listNotifications(db: DB, userId?: number) {
  let query = db.selectFrom('notifications').selectAll().orderBy('sortOrder').orderBy('id');
  if (userId !== undefined) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notification_acks').select('notificationId').whereRef('notification_acks.notificationId', '=', 'notifications.id').where('notification_acks.userId', '=', userId))),
    );
  }
  return query.execute();
}

/** The notifications `userId` has not dismissed (every one for a signed-out visitor), in order, as the API answers them. */
export async function notificationsFor(db: DB, userId: number | undefined): Promise<Notification[]> {
  const rows = await listNotifications(db, userId);
  return rows.map((n) => ({
    id: n.id, title: n.title, messageBody: n.messageBody, sortOrder: n.sortOrder, showPriority: !!n.showPriority, truncateMessage: !!n.truncateMessage,
  }));
}

export async function notificationExists(db: DB, id: number): Promise<boolean> {
  return !!(await db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst());
}

/** Marks a notification dismissed by a user (idempotent). */
export async function acknowledgeNotification(db: DB, id: number, userId: number, now: string): Promise<void> {
  const seen = await db.selectFrom('notification_acks').select('notificationId').where('notificationId', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!seen) await db.insertInto('notification_acks').values({ notificationId: id, userId, createdAt: now }).execute();
}
