/**
 * The data version (provider/db/data-version.ts), kept by triggers on every
 * table a page shows. A later migration that creates such a table adds its triggers with
 * `addVersionTriggers(db, table)`; tests/integration/data-version.test.ts fails until it does.
 */
import type { Kysely } from 'kysely';
import { createDataVersion, dropDataVersion } from '../data-version.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await createDataVersion(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropDataVersion(db);
}
