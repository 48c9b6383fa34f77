/**
 * The invoice of a batch as a PDF (report_type=billing, and the attachments of e-mailed invoice
 * reports): a coherent bill, whose lines add up to what the client is asked to pay.
 *
 * - One line per billed item: each analysis ordered on the batch (a panel is one item, not one
 *   line per analyte), with the number of samples it was run on, the unit price of that
 *   quantity's tier (1; 2–10; 11 or more samples, the catalogue's fee columns) and the amount.
 *   That is how the lab prices a batch (seed/billing.ts `batchTotal`).
 * - The lines add up to the subtotal, and the subtotal is the invoice's total: if the stored
 *   total differs from what the catalogue gives (a negotiated price, a credit), the difference
 *   is its own line, "Adjustment", never a silent mismatch.
 * - Bill-to (the client's invoice address) and remit-to (the lab), one invoice date and one due
 *   date (the generation time is not printed as a second "Issued"), payments received and the
 *   amount due, and how to pay: the portal's billing page (where online payment will live),
 *   a cheque to the remit-to address with the invoice number, and the accounting phone.
 *
 * `drawInvoice` draws it into a document it is given (the mailroom's print run puts it after its
 * cover letter); `buildInvoicePdf` is the invoice on its own.
 */
import PDFDocument from 'pdfkit';
import type { DB } from '../db/connect.ts';
import { labDate } from '../../contract/lab-time.ts';
import { formatCents } from '../../contract/money.ts';
import { type TierFees, tierFee } from '../../contract/pricing.ts';
import { billedAnalysesOfBatch, feesOf, invoiceAddress } from '../repositories/billing.ts';
import { pdfBytes } from './pdf-bytes.ts';

export const LAB = {
  name: 'Vinlab Analytical Laboratories',
  street: '899 Adams Street, Suite A',
  city: 'St. Helena, CA 94574',
  phone: '(707) 963-4806',
};
/** document 3 §2: past-due invoices incur a 2% per month service charge */
const SERVICE_CHARGE = '2% per month';

export interface InvoiceRecord {
  invoiceNumber: string;
  dateIssued: string;
  dueAt: string;
  /** cents */
  totalAmount: number;
  /** cents */
  amountDue: number;
  status: string;
}

export interface InvoiceLine {
  description: string;
  /** the samples the item was run on (for the reader; not priced separately) */
  samples: string[];
  quantity: number;
  /** cents; null when the catalogue gives no price (quoted separately, not on this bill) */
  unitPrice: number | null;
  /** cents */
  amount: number;
}

export interface InvoiceDocument {
  invoice: InvoiceRecord;
  client: { code: string; name: string; officialBusinessName: string };
  billTo: string[];
  batch: { id: number; submittedAt: string };
  lines: InvoiceLine[];
  /** where the client pays (the portal's billing page) */
  payUrl: string;
}

/** The unit price of an analysis for `n` samples (the catalogue's tiers), or null when unpriced. */
export function tierPrice(fees: TierFees, n: number): number | null {
  const fee = tierFee(fees, n);
  return fee > 0 ? fee : null;
}

/** The billed lines of a batch, with an Adjustment line when the stored total differs. */
export async function invoiceLines(db: DB, batchId: number, totalAmount: number): Promise<InvoiceLine[]> {
  const rows = await billedAnalysesOfBatch(db, batchId);
  const bySample = new Map<string, Map<number, string>>();
  for (const r of rows) {
    let m = bySample.get(r.acode);
    if (!m) bySample.set(r.acode, (m = new Map()));
    m.set(r.sampleId, r.friendlyNumber);
  }
  const acodes = [...bySample.keys()];
  const catalogue = await feesOf(db, acodes);
  const byCode = new Map(catalogue.map((a) => [a.acode, a]));
  const lines: InvoiceLine[] = acodes
    .map((code) => {
      const samples = [...bySample.get(code)!.values()];
      const a = byCode.get(code);
      const unitPrice = a ? tierPrice(a, samples.length) : null;
      return {
        description: `${a?.testName ?? code} (${code})`,
        samples,
        quantity: samples.length,
        unitPrice,
        amount: unitPrice === null ? 0 : unitPrice * samples.length,
      };
    })
    .sort((x, y) => x.description.localeCompare(y.description));
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  if (subtotal !== totalAmount) {
    lines.push({ description: 'Adjustment (agreed pricing, credits and other charges)', samples: [], quantity: 1, unitPrice: totalAmount - subtotal, amount: totalAmount - subtotal });
  }
  return lines;
}

/** The client's invoice address: one marked for invoices, else the primary mailing address, else any. */
export async function billToAddress(db: DB, clientId: number): Promise<string[]> {
  const a = await invoiceAddress(db, clientId);
  if (!a) return [];
  return [a.street_1, a.street_2 ?? '', `${a.city}, ${a.state} ${a.postalCode}`, a.country === 'United States' ? '' : a.country].filter(Boolean);
}

/** Builds the invoice PDF of a batch from the database. */
export async function batchInvoicePdf(
  db: DB,
  client: { id: number; code: string; name: string; officialBusinessName: string },
  batch: { id: number; submittedAt: string },
  invoice: InvoiceRecord,
  publicUrl: string,
): Promise<Buffer> {
  return buildInvoicePdf(await batchInvoiceDocument(db, client, batch, invoice, publicUrl));
}

/** What the invoice of a batch prints, read from the database (`batchInvoicePdf`, the mailroom's print run). */
export async function batchInvoiceDocument(
  db: DB,
  client: { id: number; code: string; name: string; officialBusinessName: string },
  batch: { id: number; submittedAt: string },
  invoice: InvoiceRecord,
  publicUrl: string,
): Promise<InvoiceDocument> {
  const [lines, billTo] = await Promise.all([invoiceLines(db, batch.id, invoice.totalAmount), billToAddress(db, client.id)]);
  return {
    invoice, client: { code: client.code, name: client.name, officialBusinessName: client.officialBusinessName }, billTo, batch, lines,
    payUrl: `${publicUrl.replace(/\/$/, '')}/dashboard/billing`,
  };
}


const COLS = [
  { label: 'Description', width: 250, align: 'left' as const },
  { label: 'Samples', width: 60, align: 'right' as const },
  { label: 'Unit price', width: 100, align: 'right' as const },
  { label: 'Amount', width: 106, align: 'right' as const },
];
const TABLE_WIDTH = COLS.reduce((s, c) => s + c.width, 0);

/** The invoice's pages (a document it is drawn into may lay out its own pages otherwise). */
const PAGE = { size: 'LETTER', margin: 48 } as const;

/** The invoice on its own. */
export async function buildInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({ ...PAGE, bufferPages: true, autoFirstPage: false, info: { Title: `Invoice ${d.invoice.invoiceNumber}`, Author: LAB.name } });
  const done = pdfBytes(doc);
  drawInvoice(doc, d);
  doc.end();
  return done;
}

/**
 * Draws the invoice into `doc` (which must buffer its pages), from a new page on; its pages are
 * numbered "page i of n" of the invoice alone, whatever came before them in `doc`.
 */
export function drawInvoice(doc: PDFKit.PDFDocument, d: InvoiceDocument): void {
  const before = doc.bufferedPageRange();
  const first = before.start + before.count;
  doc.addPage(PAGE);
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const inv = d.invoice;

  // Remit-to (the lab) on the left, the invoice's facts on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).text(LAB.name, left, top, { width: 300 });
  doc.font('Helvetica').fontSize(9).text(`${LAB.street}, ${LAB.city}`, { width: 300 }).text(LAB.phone, { width: 300 });
  const facts: [string, string][] = [
    ['Invoice number', inv.invoiceNumber],
    ['Invoice date', labDate(inv.dateIssued)],
    ['Due date', labDate(inv.dueAt)],
    ['Status', inv.status],
    ['Client code', d.client.code],
    ['Batch (group)', String(d.batch.id)],
  ];
  doc.font('Helvetica-Bold').fontSize(18).text('INVOICE', left + 320, top, { width: TABLE_WIDTH - 320, align: 'right' });
  doc.fontSize(9);
  for (const [k, v] of facts) {
    const y = doc.y;
    doc.font('Helvetica').text(k, left + 320, y, { width: 90 });
    doc.font('Helvetica-Bold').text(v, left + 410, y, { width: TABLE_WIDTH - 410, align: 'right' });
  }
  doc.y = Math.max(doc.y, top + 110);

  // Bill to / Remit to.
  const blockY = doc.y + 10;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to', left, blockY, { width: 240 });
  doc.font('Helvetica').fontSize(9);
  for (const l of [d.client.officialBusinessName, d.client.name !== d.client.officialBusinessName ? d.client.name : '', ...d.billTo].filter(Boolean)) doc.text(l, { width: 240 });
  const afterBill = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text('Remit to', left + 276, blockY, { width: 240 });
  doc.font('Helvetica').fontSize(9).text(LAB.name, { width: 240 }).text(LAB.street, { width: 240 }).text(LAB.city, { width: 240 });
  doc.y = Math.max(afterBill, doc.y) + 16;
  doc.font('Helvetica').fontSize(9).text(`Laboratory services for batch ${d.batch.id}, submitted ${labDate(d.batch.submittedAt)}.`, left, doc.y, { width: TABLE_WIDTH });
  doc.moveDown(0.6);

  // Line items.
  const head = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    let x = left;
    for (const c of COLS) {
      doc.text(c.label, x, y, { width: c.width - 6, align: c.align });
      x += c.width;
    }
    doc.y = y + 13;
    doc.moveTo(left, doc.y).lineTo(left + TABLE_WIDTH, doc.y).lineWidth(0.7).stroke();
    doc.y += 4;
  };
  head();
  for (const line of d.lines) {
    const cells = [
      line.description,
      String(line.quantity),
      line.unitPrice === null ? 'Quoted separately' : formatCents(line.unitPrice),
      formatCents(line.amount),
    ];
    const sampleNote = line.samples.length ? `Samples: ${line.samples.join(', ')}` : '';
    doc.font('Helvetica').fontSize(9);
    const h = doc.heightOfString(cells[0], { width: COLS[0].width - 6 }) + (sampleNote ? doc.fontSize(7).heightOfString(sampleNote, { width: COLS[0].width - 6 }) : 0);
    if (doc.y + h + 6 > bottom() - 20) {
      doc.addPage(PAGE);
      head();
    }
    const y = doc.y;
    let x = left;
    doc.font('Helvetica').fontSize(9);
    cells.forEach((text, i) => {
      doc.text(text, x, y, { width: COLS[i].width - 6, align: COLS[i].align });
      x += COLS[i].width;
    });
    doc.y = y + doc.heightOfString(cells[0], { width: COLS[0].width - 6 });
    if (sampleNote) doc.font('Helvetica').fontSize(7).fillColor('#555555').text(sampleNote, left, doc.y, { width: COLS[0].width - 6 }).fillColor('black');
    doc.y += 4;
  }

  // Totals: the lines add up to the subtotal, which is the total.
  const subtotal = d.lines.reduce((s, l) => s + l.amount, 0);
  const paid = inv.totalAmount - inv.amountDue;
  const totals: [string, string, boolean][] = [
    ['Subtotal', formatCents(subtotal), false],
    ['Total', formatCents(inv.totalAmount), true],
    ['Payments received', formatCents(-paid), false],
    ['Amount due', formatCents(inv.amountDue), true],
  ];
  if (doc.y + 90 > bottom()) doc.addPage(PAGE);
  doc.moveTo(left, doc.y).lineTo(left + TABLE_WIDTH, doc.y).lineWidth(0.7).stroke();
  doc.y += 6;
  for (const [k, v, bold] of totals) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(k, left + 250, y, { width: 160 });
    doc.text(v, left + 410, y, { width: TABLE_WIDTH - 416, align: 'right' });
  }

  // How to pay.
  if (doc.y + 110 > bottom()) doc.addPage(PAGE);
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(10).text('Payment instructions', left, doc.y, { width: TABLE_WIDTH });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Terms: net 30, due ${labDate(inv.dueAt)}. Past-due invoices incur a service charge of ${SERVICE_CHARGE}.`, { width: TABLE_WIDTH });
  doc.text(`Pay online: sign in to the client portal, Billing (${d.payUrl}).`, { width: TABLE_WIDTH });
  doc.text(`By cheque: payable to ${LAB.name}, mailed to the remit-to address; write invoice number ${inv.invoiceNumber} on the cheque.`, { width: TABLE_WIDTH });
  doc.text(`Questions about this invoice: our accounting team, ${LAB.phone}.`, { width: TABLE_WIDTH });

  const range = doc.bufferedPageRange();
  const end = range.start + range.count;
  for (let i = first; i < end; i++) {
    doc.switchToPage(i);
    const b = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).text(`Invoice ${inv.invoiceNumber} · page ${i - first + 1} of ${end - first}`, left, doc.page.height - 30, { align: 'center', width: TABLE_WIDTH });
    doc.page.margins.bottom = b;
  }
}
