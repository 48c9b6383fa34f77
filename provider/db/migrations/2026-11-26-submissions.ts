/**
 * Analyses ordered online. A submission is the client's order of samples and their
 * tests: a `draft` (kept here, so it survives a reload, a second tab and a restart) until it is
 * submitted, then `submitted`, `received` at the lab's desk (which creates the results batch),
 * or `cancelled`. "In progress" and "reported" are read from the results batch.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const int = sql.raw('integer');
  const id = sql.raw(pg ? 'serial' : 'integer');
  const now = sql.raw(pg ? `(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
  await db.schema
    .createTable('submissions')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('clientId', int, (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('userId', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('delivery', 'text')
    .addColumn('dropboxLocationId', int)
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('totalCents', int)
    .addColumn('batchId', int)
    .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updatedAt', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('submittedAt', 'text')
    .addColumn('receivedAt', 'text')
    .addColumn('receivedBy', int)
    .addColumn('cancelledAt', 'text')
    .execute();
  // One draft per user and client: the order page always finds the same one.
  await db.schema.createIndex('submissions_one_draft').unique().on('submissions').columns(['clientId', 'userId']).where(sql.ref('state'), '=', 'draft').execute();
  await db.schema.createIndex('submissions_client_state').on('submissions').columns(['clientId', 'state', 'id']).execute();
  await db.schema
    .createTable('submission_samples')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('submissionId', int, (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('position', int, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sampleTypeId', int, (c) => c.notNull())
    .addColumn('varietal', 'text')
    .addColumn('vintage', int)
    .addColumn('clientReference', 'text')
    .addColumn('lot', 'text')
    .addColumn('sampleNumber', 'text', (c) => c.unique())
    .addColumn('condition', 'text')
    .addColumn('conditionNote', 'text')
    .addColumn('receivedAt', 'text')
    .addColumn('resultSampleId', int)
    .execute();
  await db.schema.createIndex('submission_samples_submission').on('submission_samples').columns(['submissionId', 'position']).execute();
  await db.schema
    .createTable('submission_analyses')
    .addColumn('sampleId', int, (c) => c.notNull().references('submission_samples.id').onDelete('cascade'))
    .addColumn('analysisId', int, (c) => c.notNull())
    .addColumn('position', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('submission_analyses_pk', ['sampleId', 'analysisId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('submission_analyses').ifExists().execute();
  await db.schema.dropTable('submission_samples').ifExists().execute();
  await db.schema.dropTable('submissions').ifExists().execute();
}
