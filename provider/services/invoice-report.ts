/**
 * The invoice report (POST /finance_reports.json, routes/billing.ts): one e-mail to the chosen
 * recipients with the invoice PDF of each selected batch invoice that has one and a CSV summary
 * of every selected invoice (finance charges and offline invoices have no PDF: the CSV lists
 * them); a finance_reports row records who sent what.
 */
import type { Invoice } from '../../contract/billing.ts';
import { labDate, labToday } from '../../contract/lab-time.ts';
import { decimalAmount } from '../../contract/money.ts';
import { csvFile } from '../../lib/csv.ts';
import type { DB } from '../db/connect.ts';
import { findBatch } from '../repositories/batches.ts';
import { type InvoiceRow, insertInvoiceReport } from '../repositories/billing.ts';
import { batchInvoicePdf } from './invoice-pdf.ts';
import type { MailAttachment, Mailer } from './mailer.ts';
import { invoiceReportMail } from './mail-templates.ts';

const CSV_HEADER = ['Invoice number', 'Type', 'Group', 'Issued', 'Due', 'Status', 'Total (USD)', 'Amount due (USD)', 'Order number', 'Offline'];

function invoicesCsv(list: Invoice[]): string {
  return csvFile(
    CSV_HEADER,
    list.map((i) => [
      i.invoiceNumber, i.docType, i.batchNumber ?? '', labDate(i.dateIssued), labDate(i.dueAt), i.status, decimalAmount(i.totalAmount * 100), decimalAmount(i.amountDue * 100),
      i.orderNumber ?? '', i.isOfflineInvoice ? 'yes' : 'no',
    ]),
  );
}

/** The names of the report's attachments: a PDF per invoice that has one, and the CSV summary. */
export function invoiceReportFiles(client: { code: string }, now: Date) {
  return {
    pdfName: (i: Invoice) => `invoice-${i.invoiceNumber}.pdf`.replace(/[^\w.-]/g, '_'),
    csvName: `${client.code}-invoices-${labToday(now)}.csv`.replace(/[^\w.-]/g, '_'),
  };
}

/** Builds the attachments, sends the e-mail and records it. Answers the record's id and the attachments' names. */
export async function sendInvoiceReport(
  deps: { db: DB; mailer: Mailer; publicUrl: string },
  r: {
    user: { id: number; email: string; firstname: string | null; lastname: string | null };
    client: { id: number; code: string; name: string; officialBusinessName: string };
    recipients: string[];
    /** the selected invoices, in the order asked, with their rows */
    invoices: { invoice: Invoice; row: InvoiceRow }[];
    now: Date;
  },
): Promise<{ id: number; attachments: string[] }> {
  const { db, mailer } = deps;
  const { user, client } = r;
  const { pdfName, csvName } = invoiceReportFiles(client, r.now);
  const list = r.invoices.map((i) => i.invoice);
  const attachments: MailAttachment[] = [];
  for (const { invoice, row } of r.invoices) {
    if (!invoice.pdfAvailable) continue;
    const batch = await findBatch(db, row.batchId!);
    if (!batch) throw new Error(`invoice ${row.invoiceNumber}: batch ${row.batchId} not found`);
    const pdf = await batchInvoicePdf(db, client, batch, row, deps.publicUrl);
    attachments.push({ filename: pdfName(invoice), content: pdf, contentType: 'application/pdf' });
  }
  attachments.push({ filename: csvName, content: invoicesCsv(list), contentType: 'text/csv' });
  await mailer.send({ to: r.recipients, replyTo: user.email, ...invoiceReportMail({ sender: user, client, invoices: list }), attachments });
  const numbers = list.map((i) => i.invoiceNumber);
  const id = await insertInvoiceReport(db, { clientId: client.id, userId: user.id, recipients: r.recipients, invoices: numbers, createdAt: r.now.toISOString() });
  return { id, attachments: attachments.map((a) => a.filename) };
}
