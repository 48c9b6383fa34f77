/**
 * The lab bench (results entered, verified by a second person, released, amended):
 * - `results`: who entered the value and when (`enteredBy`, `enteredAt`), who verified it and
 *   when (`verifiedBy`, `verifiedAt`). An entered value is 'Pending Validation' until verified,
 *   then 'Validated'; release makes it 'Completed'.
 * - `report_versions`: each issue of a batch's lab report: version 1 at release, one more per
 *   amendment, with who issued it.
 * - `result_amendments`: a released value changed with a reason: the old and new value, who,
 *   when and the report version the change made.
 * - `bench_uploads`: an instrument CSV between its preview and its confirmation (the parsed
 *   rows as JSON, bounded), keyed by a random id so the preview survives without JavaScript.
 */
import { type Kysely, sql } from 'kysely';
import { addVersionTriggers } from '../data-version.ts';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const serial = () => sql.raw(pg ? 'serial' : 'integer') as any;
  const pk = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema.alterTable('results').addColumn('enteredBy', 'integer').execute();
  await db.schema.alterTable('results').addColumn('enteredAt', 'text').execute();
  await db.schema.alterTable('results').addColumn('verifiedBy', 'integer').execute();
  await db.schema.alterTable('results').addColumn('verifiedAt', 'text').execute();
  await db.schema
    .createTable('report_versions')
    .addColumn('id', serial(), pk)
    .addColumn('batchId', 'integer', (c) => c.notNull())
    .addColumn('clientId', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('issuedBy', 'integer')
    .addColumn('issuedAt', 'text', (c) => c.notNull())
    .execute();
  // Two releases or amendments at once cannot both make the same version.
  await db.schema.createIndex('report_versions_batch').on('report_versions').columns(['batchId', 'version']).unique().execute();
  await db.schema
    .createTable('result_amendments')
    .addColumn('id', serial(), pk)
    .addColumn('resultId', 'integer', (c) => c.notNull())
    .addColumn('batchId', 'integer', (c) => c.notNull())
    .addColumn('reportVersion', 'integer', (c) => c.notNull())
    .addColumn('oldResult', 'text')
    .addColumn('oldFormatted', 'text')
    .addColumn('newResult', 'text')
    .addColumn('newFormatted', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('amendedBy', 'integer', (c) => c.notNull())
    .addColumn('amendedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('result_amendments_result').on('result_amendments').columns(['resultId', 'id']).execute();
  await db.schema.createIndex('result_amendments_batch').on('result_amendments').column('batchId').execute();
  await db.schema
    .createTable('bench_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('batchId', 'integer', (c) => c.notNull())
    .addColumn('userId', 'integer', (c) => c.notNull())
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  // The worklist: batches not yet completed, oldest first.
  await db.schema.createIndex('batches_status_submitted').on('batches').columns(['status', 'submittedAt']).execute();
  await addVersionTriggers(db, 'report_versions');
  await addVersionTriggers(db, 'result_amendments');
  // The upload's preview page shows it.
  await addVersionTriggers(db, 'bench_uploads');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('batches_status_submitted').ifExists().execute();
  await db.schema.dropTable('bench_uploads').ifExists().execute();
  await db.schema.dropTable('result_amendments').ifExists().execute();
  await db.schema.dropTable('report_versions').ifExists().execute();
  for (const c of ['verifiedAt', 'verifiedBy', 'enteredAt', 'enteredBy']) await db.schema.alterTable('results').dropColumn(c).execute();
}
