/**
 * A saved bank account's fingerprint: an HMAC of its routing and account numbers under a server
 * key, so the same account saved again is recognised without keeping its number (cards are
 * compared by brand, last four and expiry, which the row already has).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_methods').addColumn('fingerprint', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_methods').dropColumn('fingerprint').execute();
}
