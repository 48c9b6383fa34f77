/**
 * The ledger of a real processor's charges (provider/services/authorizenet.ts),
 * one row per idempotency reference (primary key). The row is inserted before the HTTP call (the
 * claim), so of two processes charging the same reference one sends the charge and the other waits
 * for its answer; a charge whose answer never came stays `unknown` until a retry asks the processor.
 * No card or account number: the vault id (profile ids), the amount, the state and the processor's
 * transaction id. Text and integer columns only, the same on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gateway_charges')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('vaultId', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    /** claimed (a process is charging it now), unknown (no answer came), approved, declined */
    .addColumn('state', 'text', (c) => c.notNull())
    /** declined: declined, insufficient_funds, invalid */
    .addColumn('code', 'text')
    /** the processor's transaction id */
    .addColumn('chargeId', 'text')
    .addColumn('message', 'text')
    /** when the current claim was taken (real time: a claim older than the lease may be taken over) */
    .addColumn('claimedAt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_charges').ifExists().execute();
}
