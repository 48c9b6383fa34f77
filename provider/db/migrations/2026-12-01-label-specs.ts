/**
 * Compliance checks on results samples:
 * - `samples.labelAlcohol` (% vol), `labelTerm` ('non-alcoholic' | 'alcohol-free'), `labelMarket`
 *   ('US' | 'EU'), `labelExtended` (the EU's wider wine tolerance applies): the label claim the
 *   sample's alcohol is judged against; `samples.colour` ('red' | 'white' | 'rose'): which SO2 and
 *   volatile-acidity limits and which molecular SO2 target apply. All null until the client says.
 * - `submission_samples.labelAlcohol`: the claim typed on the order; the receiving desk carries it
 *   over to the results sample.
 * - `specifications` (a client's named house specification, with the sample type it is for) and
 *   `specification_limits` (per analyte: min/max, each inclusive or exclusive, either open, and an
 *   optional warning band); `samples.specificationId`: the one a sample is judged against
 *   (`submission_samples.specificationId`: chosen on the order, carried over at receiving). A
 *   deleted specification unassigns its samples (set null).
 */
import { type Kysely, sql } from 'kysely';
import { addVersionTriggers } from '../data-version.ts';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const real = sql.raw(isPostgres(db) ? 'double precision' : 'real') as any;
  await db.schema.alterTable('samples').addColumn('labelAlcohol', real).execute();
  await db.schema.alterTable('samples').addColumn('labelTerm', 'text').execute();
  await db.schema.alterTable('samples').addColumn('labelMarket', 'text').execute();
  await db.schema.alterTable('samples').addColumn('labelExtended', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('samples').addColumn('colour', 'text').execute();
  await db.schema.alterTable('submission_samples').addColumn('labelAlcohol', real).execute();
  const pg = isPostgres(db);
  const id = sql.raw(pg ? 'serial' : 'integer') as any;
  await db.schema
    .createTable('specifications')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sampleType', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('specifications_client').on('specifications').columns(['clientId', 'name']).execute();
  await db.schema
    .createTable('specification_limits')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('specificationId', 'integer', (c) => c.notNull().references('specifications.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('analyte', 'text', (c) => c.notNull())
    .addColumn('min', real)
    .addColumn('max', real)
    .addColumn('minInclusive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('maxInclusive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('warnLow', real)
    .addColumn('warnHigh', real)
    .execute();
  await db.schema.createIndex('specification_limits_spec').on('specification_limits').columns(['specificationId', 'position']).execute();
  await db.schema.alterTable('samples').addColumn('specificationId', 'integer', (c) => c.references('specifications.id').onDelete('set null')).execute();
  await db.schema.alterTable('submission_samples').addColumn('specificationId', 'integer', (c) => c.references('specifications.id').onDelete('set null')).execute();
  // Client settings and the sample page show them.
  await addVersionTriggers(db, 'specifications');
  await addVersionTriggers(db, 'specification_limits');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submission_samples').dropColumn('specificationId').execute();
  await db.schema.alterTable('samples').dropColumn('specificationId').execute();
  await db.schema.dropTable('specification_limits').ifExists().execute();
  await db.schema.dropTable('specifications').ifExists().execute();
  await db.schema.alterTable('submission_samples').dropColumn('labelAlcohol').execute();
  for (const col of ['colour', 'labelExtended', 'labelMarket', 'labelTerm', 'labelAlcohol']) await db.schema.alterTable('samples').dropColumn(col).execute();
}
