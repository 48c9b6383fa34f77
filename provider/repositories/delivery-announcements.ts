/**
 * `delivery_announcements`, the outbox of delivery events (services/delivery-events.ts): an
 * event recorded once (its key is unique), claimed by one node with a conditional UPDATE (a
 * lease, so two nodes never both queue it and a node that stops leaves it to the others), then
 * marked announced. Plain functions taking the database (or the caller's transaction) first.
 */
import type { Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { DeliveryAnnouncementsTable } from '../db/types.ts';

export type AnnouncementRow = Pick<Selectable<DeliveryAnnouncementsTable>, 'eventKey' | 'event'>;

/** Records an event (in the caller's transaction); an event recorded already is left as it is. */
export async function recordAnnouncement(db: DB, row: { eventKey: string; event: string; createdAt: string }): Promise<boolean> {
  const r = await db.insertInto('delivery_announcements').values(row).onConflict((oc) => oc.column('eventKey').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Not announced, recorded at or before `recordedBy`, and no node holds its lease at `at`; oldest first. */
export async function dueAnnouncements(db: DB, recordedBy: string, at: string, limit: number): Promise<AnnouncementRow[]> {
  return db
    .selectFrom('delivery_announcements')
    .select(['eventKey', 'event'])
    .where('announcedAt', 'is', null)
    .where('createdAt', '<=', recordedBy)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes the event's lease until `until` if it is not announced and nobody holds it at `at`: true for the one node that wins. */
export async function claimAnnouncement(db: DB, eventKey: string, at: string, until: string): Promise<boolean> {
  const r = await db
    .updateTable('delivery_announcements')
    .set({ claimedUntil: until })
    .where('eventKey', '=', eventKey)
    .where('announcedAt', 'is', null)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Its fan-out job is queued. */
export async function markAnnounced(db: DB, eventKey: string, at: string): Promise<void> {
  await db.updateTable('delivery_announcements').set({ announcedAt: at, claimedUntil: null }).where('eventKey', '=', eventKey).where('announcedAt', 'is', null).execute();
}

/** Queueing failed: the lease is given back so the next tick tries again. */
export async function releaseAnnouncement(db: DB, eventKey: string): Promise<void> {
  await db.updateTable('delivery_announcements').set({ claimedUntil: null }).where('eventKey', '=', eventKey).where('announcedAt', 'is', null).execute();
}

/** Deletes the events announced before `before` (their fan-out is queued, and the deliveries it made are rows of their own). */
export async function pruneAnnounced(db: DB, before: string): Promise<number> {
  const r = await db.deleteFrom('delivery_announcements').where('announcedAt', 'is not', null).where('announcedAt', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
