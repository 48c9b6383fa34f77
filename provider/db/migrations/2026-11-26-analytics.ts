/**
 * Analytics: the vintage portal's analyses (a stable id for the URL, the name the
 * vintage results carry, the unit of the chart's y axis, and the analyte names the lab's own
 * result rows use for it, so a client's results can be drawn beside the regional trend), and
 * the provenance of the smoke baselines per matrix (printed on the smoke impact report).
 * An index by analysis code within a client serves the smoke panels' samples (the vintage
 * overlay uses the existing results_client_analyte).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vintage_analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('units', 'text', (c) => c.notNull())
    /** JSON array of result analyte names that measure the same thing */
    .addColumn('analyteNames', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('smoke_baseline_sources')
    .addColumn('matrix', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('results_client_acode').ifNotExists().on('results').columns(['clientId', 'acode']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('results_client_acode').ifExists().execute();
  await db.schema.dropTable('smoke_baseline_sources').execute();
  await db.schema.dropTable('vintage_analyses').execute();
}
