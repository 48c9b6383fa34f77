/**
 * Invoices (document 3 §7 "Billing"): the client's invoice list with its filters and paging, the
 * balance, the invoices an invoice report names, and what an invoice PDF is drawn from. Plain
 * functions taking the database (or a transaction) first. Amounts are cents here; the routes
 * hand dollars out (contract/billing.ts).
 */
import { type Invoice, type InvoicesQuery, dollars } from '../../contract/billing.ts';
import type { DB } from '../db/connect.ts';
import { ilike, likePattern } from '../db/dialect.ts';
import { labDayEnd, labDayStart } from '../../contract/lab-time.ts';

/** An invoice row with its batch's status (a PDF exists only for a Completed batch). */
export type InvoiceRow = {
  id: number; invoiceNumber: string; batchId: number | null; dateIssued: string; dueAt: string; totalAmount: number; amountDue: number;
  nakedBalance: number; status: Invoice['status']; docType: Invoice['docType']; orderNumber: string | null; isOfflineInvoice: number;
  batchStatus: string | null;
};

const INVOICE_COLUMNS = [
  'i.id', 'i.invoiceNumber', 'i.batchId', 'i.dateIssued', 'i.dueAt', 'i.totalAmount', 'i.amountDue', 'i.nakedBalance', 'i.status',
  'i.docType', 'i.orderNumber', 'i.isOfflineInvoice', 'b.status as batchStatus',
] as const;

/** An invoice as the contract hands it out: dollars, and whether its PDF can be had. */
export function toInvoice(r: InvoiceRow): Invoice {
  return {
    id: r.id, invoiceNumber: r.invoiceNumber, batchNumber: r.batchId, dateIssued: r.dateIssued, dueAt: r.dueAt,
    totalAmount: dollars(r.totalAmount), amountDue: dollars(r.amountDue), nakedBalance: dollars(r.nakedBalance),
    status: r.status, docType: r.docType, orderNumber: r.orderNumber, isOfflineInvoice: !!r.isOfflineInvoice,
    pdfAvailable: r.docType === 'Invoice' && !r.isOfflineInvoice && r.batchId !== null && r.batchStatus === 'Completed',
  };
}

type InvoiceFilter = Pick<InvoicesQuery, 'status' | 'startDate' | 'endDate' | 'number'>;

function filteredInvoices(db: DB, clientId: number, q: InvoiceFilter) {
  let query = db.selectFrom('invoices as i').where('i.clientId', '=', clientId);
  if (q.status !== 'ALL') query = query.where('i.status', '=', q.status);
  if (q.startDate) query = query.where('i.dateIssued', '>=', labDayStart(q.startDate));
  if (q.endDate) query = query.where('i.dateIssued', '<', labDayEnd(q.endDate));
  if (q.number) {
    query = query.where(ilike(db, 'i.invoiceNumber', likePattern(q.number)));
  }
  return query;
}

export async function countInvoices(db: DB, clientId: number, q: InvoiceFilter): Promise<number> {
  const row = await filteredInvoices(db, clientId, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** One page of invoices, newest first. */
export async function pageOfInvoices(db: DB, clientId: number, q: InvoiceFilter & { start: number; length: number }): Promise<InvoiceRow[]> {
  const rows = await filteredInvoices(db, clientId, q)
    .leftJoin('batches as b', 'b.id', 'i.batchId')
    .select(INVOICE_COLUMNS)
    .orderBy('i.dateIssued', 'desc')
    .orderBy('i.id', 'desc')
    .limit(q.length)
    .offset(q.start)
    .execute();
  return rows as InvoiceRow[];
}

/** What the client owes: the amount due of its unpaid invoices, in cents. */
export async function unpaidBalance(db: DB, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .where('clientId', '=', clientId)
    .where('status', '=', 'UNPAID')
    .select((eb) => eb.fn.sum<number>('amountDue').as('due'))
    .executeTakeFirstOrThrow();
  return row.due ?? 0;
}

/** The client's invoices of the given numbers (those that exist). */
export async function invoicesByNumber(db: DB, clientId: number, numbers: string[]): Promise<InvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices as i')
    .leftJoin('batches as b', 'b.id', 'i.batchId')
    .select(INVOICE_COLUMNS)
    .where('i.clientId', '=', clientId)
    .where('i.invoiceNumber', 'in', numbers)
    .execute();
  return rows as InvoiceRow[];
}

/** The latest invoice of a batch of the client, if any. */
export async function invoiceOfBatch(db: DB, clientId: number, batchId: number) {
  return db.selectFrom('invoices').selectAll().where('clientId', '=', clientId).where('batchId', '=', batchId).orderBy('dateIssued', 'desc').executeTakeFirst();
}

/** Records an e-mailed invoice report: who sent which invoices to whom. */
export async function insertInvoiceReport(
  db: DB,
  r: { clientId: number; userId: number; recipients: string[]; invoices: string[]; createdAt: string },
): Promise<number> {
  const saved = await db
    .insertInto('finance_reports')
    .values({ clientId: r.clientId, userId: r.userId, recipients: JSON.stringify(r.recipients), invoices: JSON.stringify(r.invoices), createdAt: r.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

// ─── what an invoice PDF is drawn from ─────────────────────────────────────────

/** Each analysis run on a batch, per sample (acode, sample id, sample number), by sample number. */
export async function billedAnalysesOfBatch(db: DB, batchId: number) {
  return db
    .selectFrom('results')
    .innerJoin('samples', 'samples.id', 'results.sampleId')
    .select(['results.acode', 'results.sampleId', 'samples.friendlyNumber'])
    .where('results.batchId', '=', batchId)
    .orderBy('samples.friendlyNumber')
    .execute();
}

/** The catalogue's name and fee tiers of the given analysis codes. */
export async function feesOf(db: DB, acodes: string[]) {
  if (!acodes.length) return [];
  return db.selectFrom('analyses').select(['acode', 'testName', 'feeOne', 'feeTwoToTen', 'feeElevenPlus']).where('acode', 'in', acodes).execute();
}

/** The client's invoice address: one marked for invoices, else the primary mailing address, else any. */
export async function invoiceAddress(db: DB, clientId: number) {
  return db
    .selectFrom('addresses')
    .select(['street_1', 'street_2', 'city', 'state', 'postalCode', 'country'])
    .where('clientId', '=', clientId)
    .orderBy('invoices', 'desc')
    .orderBy('mailing', 'desc')
    .orderBy('primary', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}
