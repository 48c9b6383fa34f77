/**
 * Delivery of released reports and issued invoices to the recipients a client named:
 * - `deliveries`: one row per event (its key, services/delivery-events.ts), recipient and channel
 *   (unique: a recipient gets each event once per channel, whichever node fans it out and however
 *   often). `recipientKey` names the recipient (`user:5`, `address:3`, `fax:2`); `recipient` is what
 *   the log shows (an e-mail address, an address's first line, a fax number). `state` queued →
 *   sending (claimed by one node, `claimedAt`) → sent | failed | bounced; `mode` the e-mail
 *   preference the row was made with (pdf, link, digest).
 * - `delivery_preferences`: per member and client, how they want e-mail (pdf, link, digest, none).
 * - `delivery_notices`: the in-app "results ready" notices, one per user and event; `readAt`.
 * - `mailroom_letters`: the paper copies waiting in the lab's mailroom; `printedAt` once printed.
 * - `fax_sends`: every fax handed to the gateway (the sandbox's whole record; a real provider's id).
 * - `delivery_digests`: one row per lab day whose 6 p.m. digest has been queued (the claim).
 */
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { addVersionTriggers } from '../data-version.ts';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (t: CreateTableBuilder<string, never>) => t.addColumn('id', sql.raw(pg ? 'serial' : 'integer') as any, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  await id(db.schema.createTable('deliveries'))
    .addColumn('eventKey', 'text', (c) => c.notNull())
    .addColumn('eventKind', 'text', (c) => c.notNull())
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('batchId', 'integer')
    .addColumn('invoiceId', 'integer')
    .addColumn('reportVersion', 'integer')
    .addColumn('recipientKey', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('userId', 'integer')
    .addColumn('addressId', 'integer')
    .addColumn('faxId', 'integer')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('mode', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(sql.lit(0)))
    .addColumn('claimedAt', 'text')
    .addColumn('sentAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deliveries_once').on('deliveries').columns(['eventKey', 'recipientKey', 'channel']).unique().execute();
  await db.schema.createIndex('deliveries_client').on('deliveries').columns(['clientId', 'createdAt']).execute();
  await db.schema.createIndex('deliveries_state').on('deliveries').columns(['state', 'mode']).execute();
  await db.schema
    .createTable('delivery_preferences')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_preferences_pk', ['userId', 'clientId'])
    .execute();
  await id(db.schema.createTable('delivery_notices'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('eventKey', 'text', (c) => c.notNull())
    .addColumn('eventKind', 'text', (c) => c.notNull())
    .addColumn('batchId', 'integer')
    .addColumn('invoiceId', 'integer')
    .addColumn('reportVersion', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('readAt', 'text')
    .execute();
  await db.schema.createIndex('delivery_notices_once').on('delivery_notices').columns(['userId', 'eventKey']).unique().execute();
  await id(db.schema.createTable('mailroom_letters'))
    .addColumn('deliveryId', 'integer', (c) => c.notNull().unique().references('deliveries.id').onDelete('cascade'))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('addressBlock', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('printedAt', 'text')
    .addColumn('printedBy', 'integer')
    .execute();
  await id(db.schema.createTable('fax_sends'))
    .addColumn('deliveryId', 'integer', (c) => c.references('deliveries.id').onDelete('set null'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('pages', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('delivery_digests')
    .addColumn('labDay', 'text', (c) => c.primaryKey())
    .addColumn('queuedAt', 'text', (c) => c.notNull())
    .execute();
  // Pages show the delivery log, the notices, the preferences, the mailroom queue and the fax sends.
  for (const t of ['deliveries', 'delivery_preferences', 'delivery_notices', 'mailroom_letters', 'fax_sends', 'delivery_digests']) await addVersionTriggers(db, t);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['delivery_digests', 'fax_sends', 'mailroom_letters', 'delivery_notices', 'delivery_preferences', 'deliveries']) await db.schema.dropTable(t).ifExists().execute();
}
