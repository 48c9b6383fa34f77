/**
 * The mailroom's print run: one PDF of the day's letters, each envelope's cover letter (US Letter,
 * folded in three) followed by the document it posts, the lab report or the invoice, so a clerk
 * prints one file and stuffs each envelope with its letter and its pages. The recipient's address
 * block sits where a #10 window envelope shows it (window 4½ × 1⅛ in, ⅞ in from the left and ½ in
 * from the bottom of the envelope: on a sheet folded for it, 2¼ in from the top and 1 in from the
 * left), the lab's return address above it in the envelope's return window.
 *
 * The file is laid out for duplex printing: every letter and every document starts on the front of
 * a new sheet (a page left blank on purpose where one ends on a front), so no envelope's pages
 * share a sheet with another's and a report never starts on the back of its cover letter. Each
 * document numbers its pages of itself ("Page 1 of 3"), as it does on its own.
 */
import PDFDocument from 'pdfkit';
import { pdfBytes } from './pdf-bytes.ts';
import { type InvoiceDocument, LAB, drawInvoice } from './invoice-pdf.ts';
import { type LabReportInput, drawLabReport } from './lab-report-pdf.ts';
import { labDate } from '../../contract/lab-time.ts';
import { type DeliveredEvent, deliveredEventLine } from './mail-templates.ts';

const IN = 72;
/** the address block's place on the sheet (points), inside the #10 envelope's window */
export const ADDRESS_WINDOW = { x: 1 * IN, y: 2.25 * IN, width: 4 * IN, height: 1 * IN };
const LETTER_PAGE = { size: 'LETTER', margin: IN } as const;

/** What an envelope holds besides its cover letter: the lab report or the invoice, as it is printed on its own. */
export type Enclosure = { kind: 'report'; input: LabReportInput } | { kind: 'invoice'; document: InvoiceDocument };

export interface MailroomLetter {
  clientCode: string;
  addressBlock: string[];
  event: DeliveredEvent;
  createdAt: string;
  /** the document posted with the letter; null when there is none to print (an offline invoice) */
  enclosure: Enclosure | null;
}

/** The pages drawn so far. */
const pageCount = (doc: PDFKit.PDFDocument) => {
  const r = doc.bufferedPageRange();
  return r.start + r.count;
};

/** Makes the next page the front of a sheet: a page ending on a front gets its back left blank, said so. */
function toFrontOfSheet(doc: PDFKit.PDFDocument) {
  if (pageCount(doc) % 2 === 0) return;
  doc.addPage(LETTER_PAGE);
  doc.font('Helvetica').fontSize(8).fillColor('#555555').text('This page is intentionally left blank.', IN, doc.page.height - 1.25 * IN, { width: 6.5 * IN, align: 'center', lineBreak: false }).fillColor('black');
}

function coverLetter(doc: PDFKit.PDFDocument, l: MailroomLetter, publicUrl: string) {
  doc.addPage(LETTER_PAGE);
  // The return address, in the envelope's upper window.
  doc.font('Helvetica-Bold').fontSize(9).text(LAB.name, 1 * IN, 0.6 * IN, { width: 3.5 * IN, lineBreak: false });
  doc.font('Helvetica').fontSize(9).text(LAB.street, 1 * IN, 0.6 * IN + 11, { width: 3.5 * IN, lineBreak: false });
  doc.text(LAB.city, 1 * IN, 0.6 * IN + 22, { width: 3.5 * IN, lineBreak: false });
  // The recipient, in the window: at most five lines of 11 pt (the window holds them).
  doc.font('Helvetica').fontSize(11);
  l.addressBlock.slice(0, 5).forEach((line, i) => doc.text(line, ADDRESS_WINDOW.x, ADDRESS_WINDOW.y + i * 13, { width: ADDRESS_WINDOW.width, lineBreak: false, ellipsis: true }));
  const top = 4.25 * IN;
  const site = publicUrl.replace(/\/$/, '');
  doc.font('Helvetica-Bold').fontSize(13).text(deliveredEventLine(l.event), IN, top, { width: 6.5 * IN });
  doc.moveDown(0.6).font('Helvetica').fontSize(10);
  doc.text(`Client ${l.clientCode} · ${labDate(l.createdAt)}`);
  doc.moveDown(0.6);
  const version = l.event.reportVersion && l.event.reportVersion > 1 ? ` (version ${l.event.reportVersion}, replacing the earlier one)` : '';
  doc.text(
    l.event.kind === 'invoice-issued'
      ? l.enclosure
        ? `Enclosed: invoice ${l.event.invoiceNumber ?? ''}. Pay online at ${site}/dashboard/billing.`
        : `Invoice ${l.event.invoiceNumber ?? ''} is in the client portal: see and pay it at ${site}/dashboard/billing.`
      : l.enclosure
        ? `Enclosed: the lab report of batch ${l.event.batchId}${version}. Each report can be verified online with its report number and access code.`
        : `The lab report of batch ${l.event.batchId}${version} is in the client portal at ${site}/dashboard/results/group/${l.event.batchId}/report.`,
    { width: 6.5 * IN },
  );
  doc.moveDown(0.6).text(`${LAB.name} · ${LAB.phone}`, { width: 6.5 * IN });
}

/**
 * The print run of `letters`, read one at a time (a letter's document is loaded as it is drawn,
 * and each envelope's pages are written out before the next, so memory holds one envelope).
 */
export async function buildMailroomPdf(letters: Iterable<MailroomLetter> | AsyncIterable<MailroomLetter>, printedOn: Date, publicUrl: string): Promise<Buffer> {
  // Pages buffered so each document can number its own pages once it is drawn.
  const doc = new PDFDocument({ ...LETTER_PAGE, bufferPages: true, autoFirstPage: false, info: { Title: `Mailroom letters ${labDate(printedOn.toISOString())}`, Author: LAB.name } });
  const done = pdfBytes(doc);
  let any = false;
  for await (const l of letters) {
    any = true;
    toFrontOfSheet(doc);
    coverLetter(doc, l, publicUrl);
    if (l.enclosure) {
      toFrontOfSheet(doc);
      if (l.enclosure.kind === 'report') drawLabReport(doc, l.enclosure.input);
      else drawInvoice(doc, l.enclosure.document);
    }
    doc.flushPages();
  }
  if (!any) {
    doc.addPage(LETTER_PAGE);
    doc.font('Helvetica').fontSize(12).text('No letters are waiting.', IN, IN);
  }
  doc.end();
  return done;
}
