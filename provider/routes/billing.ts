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
  type Invoice, dollars, financeReportBody, invoicesQuery,
} from '../contract/billing.ts';
import { type ProviderEnv, authorizeClient, currentUser, fail, readJson, readQuery, requireClient, trackEvent } from '../http.ts';
import type { MailAttachment } from '../services/mailer.ts';
import { labDate, labToday } from '../contract/lab-time.ts';
import { csvFile } from '../../lib/csv.ts';
import { batchInvoicePdf } from '../services/invoice-pdf.ts';
import { invoiceReportMail } from '../services/mail-templates.ts';
import { findBatch } from '../repositories/batches.ts';
import { type InvoiceRow, countInvoices, insertFinanceReport, invoicesByNumber, pageOfInvoices, unpaidBalance } from '../repositories/billing.ts';

export const billingRoutes = new Hono<ProviderEnv>();

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
  const [count, rows, balance] = await Promise.all([countInvoices(db, clientId, q), pageOfInvoices(db, clientId, q), unpaidBalance(db, clientId)]);
  return c.json({ data: rows.map(toInvoice), balance: dollars(balance), recordsTotal: count });
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

/**
 * POST /finance_reports.json: body { clientId, recipients, invoices } (at most 20 invoices).
 * One e-mail to the recipients with the invoice PDF of each selected batch invoice that has one
 * and a CSV summary of every selected invoice (finance charges and offline invoices have no PDF:
 * the CSV lists them). A finance_reports row records who sent what.
 */
billingRoutes.post('/finance_reports.json', async (c) => {
  const user = currentUser(c);
  const body = await readJson(c, financeReportBody);
  await authorizeClient(c, body.clientId, 'billing');
  const client = c.var.client;
  const { db, mailer, clock } = c.var.deps;
  const numbers = [...new Set(body.invoices.map((i) => (typeof i === 'string' ? i : i.invoiceNumber)))];
  const recipients = [...new Set(body.recipients)];
  const rows = await invoicesByNumber(db, client.id, numbers);
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
    const batch = await findBatch(db, r.batchId!);
    if (!batch) throw new Error(`invoice ${r.invoiceNumber}: batch ${r.batchId} not found`);
    const pdf = await batchInvoicePdf(db, client, batch, r, c.var.deps.publicUrl);
    attachments.push({ filename: pdfName(inv), content: pdf, contentType: 'application/pdf' });
  }
  attachments.push({ filename: csvName, content: invoicesCsv(list), contentType: 'text/csv' });

  await mailer.send({
    to: recipients,
    replyTo: user.email,
    ...invoiceReportMail({ sender: user, client, invoices: list }),
    attachments,
  });
  const id = await insertFinanceReport(db, { clientId: client.id, userId: user.id, recipients, invoices: numbers, createdAt: now.toISOString() });
  await trackEvent(c, 'invoices-sent', { clientId: client.id, invoices: numbers.length, recipients: recipients.length });
  return c.json({ id, recipients, invoices: numbers, attachments: attachments.map((a) => a.filename) }, 201);
});
