/**
 * `deliveries.sampleId` and `delivery_notices.sampleId`: the sample a "result outside its
 * specification" event is about (services/delivery-events.ts, kind 'spec-failed'), so the notice
 * and the delivery log name it and link to its page. Null for the report and invoice events.
 * Both tables already carry data-version triggers.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deliveries').addColumn('sampleId', 'integer').execute();
  await db.schema.alterTable('delivery_notices').addColumn('sampleId', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('delivery_notices').dropColumn('sampleId').execute();
  await db.schema.alterTable('deliveries').dropColumn('sampleId').execute();
}
