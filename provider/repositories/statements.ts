/**
 * What a statement of account is drawn from: the client's open (UNPAID) invoices and the payments
 * it made in a period (successful and submitted-but-pending orders, by paid-on time). Plain
 * functions taking the database first; amounts in cents.
 */
import type { DB } from '../db/connect.ts';

/** Open invoices (UNPAID), oldest due first; a statement lists them all, so it is bounded by what the client owes. */
export function openInvoices(db: DB, clientId: number, limit = 2000) {
  return db
    .selectFrom('invoices')
    .select(['invoiceNumber', 'batchId', 'docType', 'dateIssued', 'dueAt', 'totalAmount', 'amountDue'])
    .where('clientId', '=', clientId)
    .where('status', '=', 'UNPAID')
    .orderBy('dueAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Payment orders paid (or submitted, for a bank debit) in [from, to), oldest first. */
export function paymentsInPeriod(db: DB, clientId: number, from: string, to: string, limit = 2000) {
  return db
    .selectFrom('orders')
    .select(['orderNumber', 'paidAt', 'orderTotal', 'state'])
    .where('clientId', '=', clientId)
    .where('state', 'in', ['successful', 'pending'])
    .where('paidAt', '>=', from)
    .where('paidAt', '<', to)
    .orderBy('paidAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}
