/**
 * Autopay and saved methods follow the payer's rights: a schedule ended because its payer (or its
 * method's owner) lost the client's billing right keeps when and why (`endedAt`, `endedReason`,
 * `endedPayer`: shown to the client's administrators until a schedule is saved again); a method
 * detached from the client for the same reason keeps why (`removedReason`; `removedAt` already
 * hides it from every list and payment, and the row stays for the receipts that name it).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const name of ['endedAt', 'endedReason', 'endedPayer']) await db.schema.alterTable('scheduled_payments').addColumn(name, 'text').execute();
  await db.schema.alterTable('payment_methods').addColumn('removedReason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['endedAt', 'endedReason', 'endedPayer']) await db.schema.alterTable('scheduled_payments').dropColumn(name).execute();
  await db.schema.alterTable('payment_methods').dropColumn('removedReason').execute();
}
