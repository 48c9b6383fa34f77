/**
 * Lab report access codes are no longer stored. Each code is derived from the
 * report number with the provider's secret (services/report-codes.ts), so the clear column goes.
 * Codes printed on PDFs issued before this migration stop verifying; a fresh download of the
 * report prints the new code (docs/decisions.md).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lab_reports').dropColumn('accessCode').execute();
}

/** The column comes back empty: the old codes are gone for good (that is the point). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lab_reports').addColumn('accessCode', 'text', (col) => col.notNull().defaultTo(sql`''`)).execute();
}
