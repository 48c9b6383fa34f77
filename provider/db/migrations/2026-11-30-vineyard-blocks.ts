/**
 * Vineyard blocks and the samples tied to them (harvest planning):
 * - `vineyard_blocks`: a client's named blocks (name, vineyard, varietal, acres) with optional
 *   harvest targets of their own (target °Brix, TA maximum, pH range); a block without a target
 *   uses the laboratory's default for its varietal (contract/harvest.ts).
 * - `submission_samples.blockId`, `samples.blockId`: the block a grape or juice sample came from,
 *   chosen on the order or on the sample page afterwards; the receiving desk carries it over to
 *   the results sample. A deleted block leaves its samples untied (set null), never deletes them.
 */
import { type Kysely, sql } from 'kysely';
import { addVersionTriggers } from '../data-version.ts';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const real = pg ? 'double precision' : 'real';
  await db.schema
    .createTable('vineyard_blocks')
    .addColumn('id', sql.raw(pg ? 'serial' : 'integer') as any, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('clientId', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('vineyard', 'text', (c) => c.notNull())
    .addColumn('varietal', 'text', (c) => c.notNull())
    .addColumn('acres', sql.raw(real) as any)
    .addColumn('targetBrix', sql.raw(real) as any)
    .addColumn('taMax', sql.raw(real) as any)
    .addColumn('phMin', sql.raw(real) as any)
    .addColumn('phMax', sql.raw(real) as any)
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vineyard_blocks_client').on('vineyard_blocks').columns(['clientId', 'name']).execute();
  await db.schema.alterTable('submission_samples').addColumn('blockId', 'integer', (c) => c.references('vineyard_blocks.id').onDelete('set null')).execute();
  await db.schema.alterTable('samples').addColumn('blockId', 'integer', (c) => c.references('vineyard_blocks.id').onDelete('set null')).execute();
  await db.schema.createIndex('samples_block').on('samples').columns(['blockId']).execute();
  // Client settings, the order form and the harvest page show blocks.
  await addVersionTriggers(db, 'vineyard_blocks');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('samples_block').ifExists().execute();
  await db.schema.alterTable('samples').dropColumn('blockId').execute();
  await db.schema.alterTable('submission_samples').dropColumn('blockId').execute();
  await db.schema.dropTable('vineyard_blocks').ifExists().execute();
}
