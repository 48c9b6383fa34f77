/**
 * Durable jobs and requests posted twice:
 * - `jobs`: the durable job queue of the table runner (services/jobs.ts), used on SQLite (on
 *   PostgreSQL the server runs pg-boss, which keeps its own tables in the `pgboss` schema; the
 *   tests' runner uses this table on both engines). A job is claimed by one atomic UPDATE that
 *   sets `state` to active with a lease (`lockedUntil`); a job whose lease ran out (its node
 *   died) is taken again.
 * - `courier_requests.idempotencyKey`: the hidden key of the courier form, unique, so the same
 *   form posted twice (to two nodes at once) creates one request.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('jobs')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    /** queued, active, done or failed */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(sql.lit(0)))
    .addColumn('maxAttempts', 'integer', (c) => c.notNull())
    .addColumn('runAt', 'text', (c) => c.notNull())
    .addColumn('lockedUntil', 'text')
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('finishedAt', 'text')
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'runAt']).execute();

  await db.schema.alterTable('courier_requests').addColumn('idempotencyKey', 'text').execute();
  await db.schema.createIndex('courier_requests_idempotency').on('courier_requests').column('idempotencyKey').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('courier_requests_idempotency').ifExists().execute();
  await db.schema.alterTable('courier_requests').dropColumn('idempotencyKey').execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
