/**
 * Billing (document 3 §7 "Billing"): the invoice list with its filters, paging and balance, and
 * the invoice report e-mailed to chosen recipients (POST /finance_reports.json).
 *
 * Both are gated by the billing area of the role table (Administrator, Full User, Billing User;
 * site administrators pass). Money leaves the provider in dollars (contract/billing.ts).
 * Orders, payments, payment methods and autopay are a later issue.
 */
import { Hono } from 'hono';
import {
  type Invoice, type InvoicesQuery, dollars, invoiceReportBody, invoicesQuery,
} from '../contract/billing.ts';
import type { DB } from '../db/connect.ts';
import { ilike, likePattern } from '../db/dialect.ts';
import { type ProviderEnv, authorizeClient, currentUser, fail, readJson, readQuery, requireClient, trackEvent } from '../http.ts';
import type { MailAttachment } from '../services/mailer.ts';
import { labDate, labDayEnd, labDayStart, labToday } from '../contract/lab-time.ts';
import { csvFile } from '../../lib/csv.ts';
import { batchInvoicePdf } from '../services/invoice-pdf.ts';

export const billingRoutes = new Hono<ProviderEnv>();

function filteredInvoices(db: DB, clientId: number, q: InvoicesQuery) {
  let query = db.selectFrom('invoices as i').where('i.clientId', '=', clientId);
  if (q.status !== 'ALL') query = query.where('i.status', '=', q.status);
  if (q.startDate) query = query.where('i.dateIssued', '>=', labDayStart(q.startDate));
  if (q.endDate) query = query.where('i.dateIssued', '<', labDayEnd(q.endDate));
  if (q.number) {
    query = query.where(ilike(db, 'i.invoiceNumber', likePattern(q.number)));
  }
  return query;
}

type InvoiceRow = {
  id: number; invoiceNumber: string; batchId: number | null; dateIssued: string; dueAt: string; totalAmount: number; amountDue: number;
  nakedBalance: number; status: Invoice['status']; docType: Invoice['docType']; orderNumber: string | null; isOfflineInvoice: number;
  batchStatus: string | null;
};

const INVOICE_COLUMNS = [
  'i.id', 'i.invoiceNumber', 'i.batchId', 'i.dateIssued', 'i.dueAt', 'i.totalAmount', 'i.amountDue', 'i.nakedBalance', 'i.status',
  'i.docType', 'i.orderNumber', 'i.isOfflineInvoice', 'b.status as batchStatus',
] as const;

function toInvoice(r: InvoiceRow): Invoice {
  return {
    id: r.id, invoiceNumber: r.invoiceNumber, batchNumber: r.batchId, dateIssued: r.dateIssued, dueAt: r.dueAt,
    totalAmount: dollars(r.totalAmount), amountDue: dollars(r.amountDue), nakedBalance: dollars(r.nakedBalance),
    status: r.status, docType: r.docType, orderNumber: r.orderNumber, isOfflineInvoice: !!r.isOfflineInvoice,
    pdfAvailable: r.docType === 'Invoice' && !r.isOfflineInvoice && r.batchId !== null && r.batchStatus === 'Completed',
  };
}

/** GET /clients/{clientId}/invoices.json: one page of invoices, newest first, with the balance. */
billingRoutes.get('/clients/:clientId/invoices.json', requireClient('billing'), async (c) => {
  const q = readQuery(c, invoicesQuery);
  const { db } = c.var.deps;
  const clientId = c.var.client.id;
  const [count, rows, balance] = await Promise.all([
    filteredInvoices(db, clientId, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filteredInvoices(db, clientId, q)
      .leftJoin('batches as b', 'b.id', 'i.batchId')
      .select(INVOICE_COLUMNS)
      .orderBy('i.dateIssued', 'desc')
      .orderBy('i.id', 'desc')
      .limit(q.length)
      .offset(q.start)
      .execute(),
    db
      .selectFrom('invoices')
      .where('clientId', '=', clientId)
      .where('status', '=', 'UNPAID')
      .select((eb) => eb.fn.sum<number>('amountDue').as('due'))
      .executeTakeFirstOrThrow(),
  ]);
  return c.json({ data: rows.map((r) => toInvoice(r as InvoiceRow)), balance: dollars(balance.due ?? 0), recordsTotal: count.n });
});

// ─── the e-mailed invoice report ───────────────────────────────────────────────

const CSV_HEADER = ['Invoice number', 'Type', 'Group', 'Issued', 'Due', 'Status', 'Total (USD)', 'Amount due (USD)', 'Order number', 'Offline'];
const usd = (n: number) => n.toFixed(2);

function invoicesCsv(list: Invoice[]): string {
  return csvFile(
    CSV_HEADER,
    list.map((i) => [
      i.invoiceNumber, i.docType, i.batchNumber ?? '', labDate(i.dateIssued), labDate(i.dueAt), i.status, usd(i.totalAmount), usd(i.amountDue),
      i.orderNumber ?? '', i.isOfflineInvoice ? 'yes' : 'no',
    ]),
  );
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * POST /finance_reports.json: body { clientId, recipients, invoices } (at most 20 invoices).
 * One e-mail to the recipients with the invoice PDF of each selected batch invoice that has one
 * and a CSV summary of every selected invoice (finance charges and offline invoices have no PDF:
 * the CSV lists them). A finance_reports row records who sent what.
 */
billingRoutes.post('/finance_reports.json', async (c) => {
  const user = currentUser(c);
  const body = await readJson(c, invoiceReportBody);
  await authorizeClient(c, body.clientId, 'billing');
  const client = c.var.client;
  const { db, mailer, clock } = c.var.deps;
  const numbers = [...new Set(body.invoices.map((i) => (typeof i === 'string' ? i : i.invoiceNumber)))];
  const recipients = [...new Set(body.recipients)];
  const rows = (await db
    .selectFrom('invoices as i')
    .leftJoin('batches as b', 'b.id', 'i.batchId')
    .select(INVOICE_COLUMNS)
    .where('i.clientId', '=', client.id)
    .where('i.invoiceNumber', 'in', numbers)
    .execute()) as InvoiceRow[];
  const found = new Map(rows.map((r) => [r.invoiceNumber, r]));
  const missing = numbers.filter((n) => !found.has(n));
  if (missing.length) fail(400, `Unknown invoice for this client: ${missing.slice(0, 5).join(', ')}`);
  const list = numbers.map((n) => toInvoice(found.get(n)!));

  const now = clock.now();
  const day = labToday(now);
  const pdfName = (i: Invoice) => `invoice-${i.invoiceNumber}.pdf`.replace(/[^\w.-]/g, '_');
  const csvName = `${client.code}-invoices-${day}.csv`.replace(/[^\w.-]/g, '_');
  if (body.preview) {
    // The confirmation step (issue 15 item 1): exactly what a send would carry, nothing sent.
    return c.json({ preview: true, recipients, invoices: list, attachments: [...list.filter((i) => i.pdfAvailable).map(pdfName), csvName] });
  }
  const attachments: MailAttachment[] = [];
  for (const inv of list) {
    if (!inv.pdfAvailable) continue;
    const r = found.get(inv.invoiceNumber)!;
    const batch = await db.selectFrom('batches').selectAll().where('id', '=', r.batchId!).executeTakeFirstOrThrow();
    const pdf = await batchInvoicePdf(db, client, batch, r, c.var.deps.publicUrl);
    attachments.push({ filename: pdfName(inv), content: pdf, contentType: 'application/pdf' });
  }
  attachments.push({ filename: csvName, content: invoicesCsv(list), contentType: 'text/csv' });

  const lines = list.map((i) => `  ${i.invoiceNumber}  ${i.docType}  issued ${labDate(i.dateIssued)}  ${money.format(i.totalAmount)}  (${i.status.toLowerCase()})`);
  const sender = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
  await mailer.send({
    to: recipients,
    replyTo: user.email,
    subject: `Invoices of ${client.name} (${client.code})`,
    text:
      `Hello,\n\n${sender} (${user.email}) sent you ${list.length === 1 ? 'an invoice' : `${list.length} invoices`} of ${client.name} (${client.code}):\n\n` +
      `${lines.join('\n')}\n\nThe invoice PDFs and a CSV summary are attached. Finance charges and invoices billed outside the portal ` +
      `are listed in the summary; contact our accounting team for a copy of those.\n\nVinlab Analytical Laboratories`,
    attachments,
  });
  const saved = await db
    .insertInto('finance_reports')
    .values({ clientId: client.id, userId: user.id, recipients: JSON.stringify(recipients), invoices: JSON.stringify(numbers), createdAt: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trackEvent(c, 'invoices-sent', { clientId: client.id, invoices: numbers.length, recipients: recipients.length });
  return c.json({ id: saved.id, recipients, invoices: numbers, attachments: attachments.map((a) => a.filename) }, 201);
});
