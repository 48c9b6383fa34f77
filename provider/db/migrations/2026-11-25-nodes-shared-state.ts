/**
 * Several stateless web nodes: state that lived in one process's memory moves into
 * the database, so every node sees the same.
 * - `positive_pay_batches`: the positive-pay file builder's batches (anonymous; keyed by the
 *   SHA-256 of an unguessable id that only the visitor's session holds), with their idle expiry
 *   and the size each counts toward the store's budget.
 * - `sandbox_vault`: the sandbox payment gateway's vault (which token is a test card it declines).
 * Columns are `text` and `integer` on both engines (an `integer` reads back as a number on
 * PostgreSQL too).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('positive_pay_batches')
    .addColumn('idHash', 'text', (c) => c.primaryKey())
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('draft', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('checks', 'integer', (c) => c.notNull())
    .addColumn('touchedAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('positive_pay_batches_touched').on('positive_pay_batches').column('touchedAt').execute();
  await db.schema.createIndex('positive_pay_batches_expires').on('positive_pay_batches').column('expiresAt').execute();

  await db.schema
    .createTable('sandbox_vault')
    .addColumn('vaultId', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lastFour', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('declined', 'integer', (c) => c.notNull().defaultTo(sql.lit(0)))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_vault').ifExists().execute();
  await db.schema.dropTable('positive_pay_batches').ifExists().execute();
}
