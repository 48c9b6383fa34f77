/**
 * A restart in the middle of a payment: `orders.claimedAt`, when a payment attempt claimed the
 * order (created → processing). An order still processing long after that was interrupted (the
 * process stopped between the claim and the answer); the recovery in the scheduler's tick asks
 * the gateway by the order's reference and finishes it (services/payments.ts recoverStuckOrders).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('claimedAt', 'text').execute();
  await db.schema.createIndex('orders_state_claimed').on('orders').columns(['state', 'claimedAt']).execute();
}
