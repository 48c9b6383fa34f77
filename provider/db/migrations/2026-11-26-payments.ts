/**
 * Paying invoices:
 * - `sandbox_vault.outcome`: what the sandbox gateway does with a vaulted test number when it is
 *   charged (approve, decline, insufficient, timeout, ach-return); decided from the number when
 *   it is vaulted, so the number itself is never kept.
 * - `sandbox_charges`: the sandbox's ledger of charges, one row per idempotency reference
 *   (primary key): a retried charge with the same reference answers the first one's result.
 * - `orders.idempotencyKey` (unique): the key of the form (or autopay run) that created the
 *   order; `orders.failureReason`: why a payment was refused (shown on the receipt page).
 * - `payment_methods`: the ACH authorisation (agreement text, version, who and when; Nacha), and
 *   `removedAt` (a deleted method stays for the past payments that name it).
 * - `scheduled_payments.nextRunAt`: the next due time of autopay.
 * - `autopay_runs`: one row per client and due time (unique), the record of each run.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (t: any) => t.addColumn('id', sql.raw(pg ? 'serial' : 'integer'), (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await db.schema.alterTable('sandbox_vault').addColumn('outcome', 'text', (c) => c.notNull().defaultTo('approve')).execute();
  await db.schema
    .createTable('sandbox_charges')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('vaultId', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('chargeId', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('orders').addColumn('idempotencyKey', 'text').execute();
  await db.schema.alterTable('orders').addColumn('failureReason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('failureCode', 'text').execute();
  await db.schema.createIndex('orders_idempotency').on('orders').column('idempotencyKey').unique().execute();
  await db.schema.createIndex('order_line_items_invoice').on('order_line_items').column('invoiceNumber').execute();

  for (const [name, type] of [['agreementText', 'text'], ['agreementVersion', 'text'], ['agreedAt', 'text'], ['agreedByUserId', 'integer'], ['removedAt', 'text']] as const) {
    await db.schema.alterTable('payment_methods').addColumn(name, type).execute();
  }
  await db.schema.alterTable('scheduled_payments').addColumn('nextRunAt', 'text').execute();

  await id(db.schema.createTable('autopay_runs'))
    .addColumn('clientId', 'integer', (c: any) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('dueAt', 'text', (c: any) => c.notNull())
    /** queued, paid, failed, nothing (no unpaid invoice) */
    .addColumn('state', 'text', (c: any) => c.notNull())
    .addColumn('orderId', 'integer')
    .addColumn('message', 'text')
    .addColumn('createdAt', 'text', (c: any) => c.notNull())
    .addColumn('finishedAt', 'text')
    .execute();
  await db.schema.createIndex('autopay_runs_due').on('autopay_runs').columns(['clientId', 'dueAt']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('autopay_runs').ifExists().execute();
  await db.schema.alterTable('scheduled_payments').dropColumn('nextRunAt').execute();
  for (const name of ['agreementText', 'agreementVersion', 'agreedAt', 'agreedByUserId', 'removedAt']) await db.schema.alterTable('payment_methods').dropColumn(name).execute();
  await db.schema.dropIndex('order_line_items_invoice').ifExists().execute();
  await db.schema.dropIndex('orders_idempotency').ifExists().execute();
  for (const name of ['idempotencyKey', 'failureReason', 'failureCode']) await db.schema.alterTable('orders').dropColumn(name).execute();
  await db.schema.dropTable('sandbox_charges').ifExists().execute();
  await db.schema.alterTable('sandbox_vault').dropColumn('outcome').execute();
}
