/**
 * Webhooks (services/webhooks.ts): a client's endpoints, the deliveries of its events to them,
 * and each attempt's answer.
 *
 * - `webhook_endpoints`: an https URL and the events it takes; its signing secret sealed
 *   (AES-256-GCM under a key derived from the server's key: a signature needs the secret itself,
 *   so a hash would not do); during a rotation the previous secret too, until `previousUntil`.
 *   `failingSince`: the first failed attempt since the last success; `disabledAt`: disabled
 *   after failing for three days (or by nobody else: a disabled endpoint is enabled again by its
 *   administrators).
 * - `webhook_deliveries`: one message to one endpoint, written in the transaction that makes the
 *   event true (the outbox); `eventKey` is unique per endpoint so an event is sent once per
 *   endpoint however often it is recorded. `nextAttemptAt` and `claimedUntil` drive the delivery
 *   job (a conditional UPDATE claims it; the minute tick queues a job for one whose node stopped).
 * - `webhook_attempts`: each POST's answer (status, the start of the body, or the error).
 * The pages read them through the provider's calls: version triggers on all three.
 */
import { type Kysely, sql } from 'kysely';
import { addVersionTriggers } from '../data-version.ts';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = sql.raw(pg ? 'serial' : 'integer');
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    /** the event types, comma-separated */
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secretSealed', 'text', (c) => c.notNull())
    .addColumn('previousSecretSealed', 'text')
    .addColumn('previousUntil', 'text')
    .addColumn('failingSince', 'text')
    .addColumn('disabledAt', 'text')
    .addColumn('createdBy', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_client').on('webhook_endpoints').columns(['clientId']).execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('endpointId', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('clientId', 'integer', (c) => c.notNull())
    /** the Standard Webhooks message id (the same on every attempt and redelivery) */
    .addColumn('messageId', 'text', (c) => c.notNull())
    .addColumn('eventKey', 'text', (c) => c.notNull())
    .addColumn('eventType', 'text', (c) => c.notNull())
    /** the JSON body sent */
    .addColumn('payload', 'text', (c) => c.notNull())
    /** pending | delivered | failed */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text')
    .addColumn('claimedUntil', 'text')
    .addColumn('lastStatus', 'integer')
    .addColumn('deliveredAt', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('webhook_deliveries_event', ['endpointId', 'eventKey'])
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['state', 'nextAttemptAt']).execute();
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('deliveryId', 'integer', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('endpointId', 'integer', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('durationMs', 'integer', (c) => c.notNull())
    /** the answer's status; null: no answer (refused address, time-out, connection error) */
    .addColumn('status', 'integer')
    /** the first 500 characters of the answer, or the error */
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('webhook_attempts_endpoint').on('webhook_attempts').columns(['endpointId', 'id']).execute();
  for (const t of ['webhook_endpoints', 'webhook_deliveries', 'webhook_attempts']) await addVersionTriggers(db, t);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['webhook_attempts', 'webhook_deliveries', 'webhook_endpoints']) await db.schema.dropTable(t).ifExists().execute();
}
