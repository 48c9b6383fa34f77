/**
 * `submission_samples.ava`: the AVA a wine, juice or grape sample comes from, chosen on the order
 * (contract/avas.ts); the receiving desk confirms or corrects it and carries it to the results
 * sample (`samples.ava`), where the client may change it afterwards on the sample's page. Both
 * tables already carry data-version triggers (the order page and the results pages read them).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submission_samples').addColumn('ava', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submission_samples').dropColumn('ava').execute();
}
