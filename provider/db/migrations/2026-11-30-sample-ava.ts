/**
 * `samples.ava`: the American Viticultural Area a results sample came from (nullable). The vintage
 * portal shows the client's own results only in the region they came from; a sample without an
 * AVA is in no region's view. The order form has no AVA field yet, so receiving leaves it null;
 * the demo seed fills it from the sample's site.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('samples').addColumn('ava', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('samples').dropColumn('ava').execute();
}
