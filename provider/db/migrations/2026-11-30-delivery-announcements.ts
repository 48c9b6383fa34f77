/**
 * `delivery_announcements`: the transactional outbox of delivery events
 * (services/delivery-events.ts). A release, an amendment or an issued invoice writes its event
 * here in its own transaction; after the commit the event is queued as its fan-out job and
 * marked announced. One whose node stopped in between is queued by the next announcement tick
 * of any node. `eventKey` (deliveryEventKey) is unique, so an event is recorded once;
 * `claimedUntil` is the lease of the node queueing it (two nodes never both queue it, and a node
 * that stops holding the lease leaves the event to the tick once the lease runs out).
 * Not shown on pages: no version triggers.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('delivery_announcements')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('eventKey', 'text', (c) => c.notNull().unique())
    /** the DeliveryEvent as JSON: the fan-out job's payload */
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('claimedUntil', 'text')
    .addColumn('announcedAt', 'text')
    .execute();
  // The tick's question: not yet announced, recorded before a moment ago.
  await db.schema.createIndex('delivery_announcements_due').on('delivery_announcements').columns(['announcedAt', 'createdAt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('delivery_announcements').ifExists().execute();
}
