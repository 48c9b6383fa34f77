/**
 * The results list's "out of specification" filter starts from a client's samples assigned a
 * specification (`samples.specificationId in (the client's specifications)`): an index on the
 * column, so that is a look-up per specification, not a walk of every sample.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('samples_specification').on('samples').column('specificationId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('samples_specification').ifExists().execute();
}
