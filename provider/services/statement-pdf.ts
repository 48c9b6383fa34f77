/**
 * The statement of account as a PDF (billing): the client, the statement date and period, the
 * aging summary of open invoices (current, 1–30, 31–60, 61–90, over 90 days past due), every open
 * invoice with its due date and days past due, the payments received in the period, and the
 * balance (what is open now). Built by pdfkit like the invoice and the receipt; the same bytes are
 * downloaded from billing and attached to the monthly mail.
 *
 * Aging is counted against the statement's date (the lab's clock when it is built), because an
 * invoice's open amount in the past is not kept: the statement says what is owed today and what
 * was paid in the chosen month.
 */
import PDFDocument from 'pdfkit';
import type { DB } from '../db/connect.ts';
import { labDate } from '../../contract/lab-time.ts';
import { formatCents } from '../../contract/money.ts';
import { AGING_BUCKETS, type AgingBucket, agingBucket, agingTotals, daysPastDue, monthRange, monthTitle } from '../../contract/statement.ts';
import { invoiceAddress } from '../repositories/billing.ts';
import { openInvoices, paymentsInPeriod } from '../repositories/statements.ts';
import { LAB } from './invoice-pdf.ts';
import { pdfBytes } from './pdf-bytes.ts';

export const BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  'over-90': 'Over 90 days',
};

export interface StatementDocument {
  client: { code: string; name: string };
  billTo: string[];
  /** yyyy-MM: the period of the payments listed */
  month: string;
  asOf: Date;
  open: { invoiceNumber: string; batchId: number | null; docType: string; dateIssued: string; dueAt: string; amountDue: number }[];
  payments: { orderNumber: string; paidAt: string | null; orderTotal: number; state: string }[];
}

/** Loads what a client's statement for a month shows (open invoices now, payments in the month). */
export async function statementOf(db: DB, client: { id: number; code: string; name: string }, month: string, asOf: Date): Promise<StatementDocument> {
  const { from, to } = monthRange(month);
  const [open, payments, address] = await Promise.all([openInvoices(db, client.id), paymentsInPeriod(db, client.id, from, to), invoiceAddress(db, client.id)]);
  const billTo = [client.name];
  if (address) {
    billTo.push(address.street_1);
    if (address.street_2) billTo.push(address.street_2);
    billTo.push(`${address.city}, ${address.state} ${address.postalCode}`);
  }
  return { client: { code: client.code, name: client.name }, billTo, month, asOf, open, payments };
}

export function buildStatementPdf(d: StatementDocument): Promise<Buffer> {
  const period = monthTitle(d.month);
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `Statement of account ${d.client.code} ${period}`, Author: LAB.name } });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  doc.font('Helvetica-Bold').fontSize(16).text(LAB.name);
  doc.font('Helvetica').fontSize(9).text(`${LAB.street}, ${LAB.city}`).text(LAB.phone);
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(18).text('Statement of account');
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(10);
  const asOf = labDate(d.asOf.toISOString());
  const pairs: [string, string][] = [['Client', `${d.client.name} (${d.client.code})`], ['Statement date', asOf], ['Payments period', period]];
  for (const [k, v] of pairs) {
    const y = doc.y;
    doc.font('Helvetica').text(k, left, y, { width: 140 });
    doc.font('Helvetica-Bold').text(v, left + 140, y, { width: width - 140 });
  }
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(9).text(d.billTo.join('\n'), left, doc.y, { width });
  doc.moveDown(1);

  const table = (cols: { label: string; w: number; right?: boolean }[]) => (cells: string[], bold = false) => {
    if (doc.y + 16 > bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: cols[i].w - 6, align: cols[i].right ? 'right' : 'left', lineBreak: false });
      x += cols[i].w;
    });
    doc.y = y + 16;
  };
  const rule = () => {
    doc.moveTo(left, doc.y - 3).lineTo(left + width, doc.y - 3).lineWidth(0.6).stroke();
  };
  const heading = (text: string) => {
    if (doc.y + 60 > bottom) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(text, left, doc.y);
    doc.moveDown(0.4);
  };

  // Aging summary: one row of five buckets and the balance.
  const totals = agingTotals(d.open, d.asOf);
  const balance = d.open.reduce((s, i) => s + i.amountDue, 0);
  heading('Aging of open invoices (days past due)');
  const bw = width / 6;
  const aging = table([...AGING_BUCKETS.map((b) => ({ label: BUCKET_LABELS[b], w: bw, right: true })), { label: 'Balance', w: bw, right: true }]);
  aging([...AGING_BUCKETS.map((b) => BUCKET_LABELS[b]), 'Balance'], true);
  rule();
  aging([...AGING_BUCKETS.map((b) => formatCents(totals[b])), formatCents(balance)]);
  doc.moveDown(1);

  heading('Open invoices');
  if (!d.open.length) {
    doc.font('Helvetica').fontSize(10).text('No open invoices.', left, doc.y);
  } else {
    const cols = [{ label: 'Invoice', w: 120 }, { label: 'Batch', w: 60 }, { label: 'Issued', w: 70 }, { label: 'Due', w: 70 }, { label: 'Aging', w: 85 }, { label: 'Amount due', w: width - 405, right: true }];
    const row = table(cols);
    row(cols.map((c) => c.label), true);
    rule();
    for (const i of d.open) {
      const days = daysPastDue(i.dueAt, d.asOf);
      const aging = agingBucket(i.dueAt, d.asOf) === 'current' ? 'Current' : `${days} days past due`;
      const batch = i.docType === 'Finance Charge' ? 'Finance charge' : i.batchId === null ? '—' : String(i.batchId);
      row([i.invoiceNumber, batch, labDate(i.dateIssued), labDate(i.dueAt), aging, formatCents(i.amountDue)]);
    }
    rule();
    row(['Balance', '', '', '', '', formatCents(balance)], true);
  }
  doc.moveDown(1);

  heading(`Payments received in ${period}`);
  if (!d.payments.length) {
    doc.font('Helvetica').fontSize(10).text('No payments in this period.', left, doc.y);
  } else {
    const cols = [{ label: 'Order', w: 160 }, { label: 'Paid on', w: 110 }, { label: 'State', w: 130 }, { label: 'Amount', w: width - 400, right: true }];
    const row = table(cols);
    row(cols.map((c) => c.label), true);
    rule();
    for (const p of d.payments) row([p.orderNumber, labDate(p.paidAt), p.state === 'pending' ? 'Bank debit pending' : 'Paid', formatCents(p.orderTotal)]);
    rule();
    row(['Total received', '', '', formatCents(d.payments.reduce((s, p) => s + p.orderTotal, 0))], true);
  }
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor('#333');
  doc.text(
    `Invoices are due 30 days from issue; past-due invoices incur a 2% per month service charge. Pay online on the portal's billing page, or send a cheque with the invoice numbers to ${LAB.name}, ${LAB.street}, ${LAB.city}. Questions: ${LAB.phone}.`,
    left, doc.y, { width },
  );
  doc.end();
  return done;
}
