/**
 * The mailroom's print run: one PDF of the day's letters, one cover sheet per letter (US Letter,
 * folded in three). The recipient's address block sits where a #10 window envelope shows it
 * (window 4½ × 1⅛ in, ⅞ in from the left and ½ in from the bottom of the envelope: on a sheet
 * folded for it, 2¼ in from the top and 1 in from the left), the lab's return address above it in
 * the envelope's return window. Each sheet names what goes with it and how to verify it online.
 */
import PDFDocument from 'pdfkit';
import { pdfBytes } from './pdf-bytes.ts';
import { LAB } from './invoice-pdf.ts';
import { labDate } from '../../contract/lab-time.ts';
import { type DeliveredEvent, deliveredEventLine } from './mail-templates.ts';

const IN = 72;
/** the address block's place on the sheet (points), inside the #10 envelope's window */
export const ADDRESS_WINDOW = { x: 1 * IN, y: 2.25 * IN, width: 4 * IN, height: 1 * IN };

export interface MailroomLetter {
  clientCode: string;
  addressBlock: string[];
  event: DeliveredEvent;
  createdAt: string;
}

export async function buildMailroomPdf(letters: MailroomLetter[], printedOn: Date, publicUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: IN, autoFirstPage: false, info: { Title: `Mailroom letters ${labDate(printedOn.toISOString())}`, Author: LAB.name } });
  const done = pdfBytes(doc);
  for (const l of letters) {
    doc.addPage();
    // The return address, in the envelope's upper window.
    doc.font('Helvetica-Bold').fontSize(9).text(LAB.name, 1 * IN, 0.6 * IN, { width: 3.5 * IN, lineBreak: false });
    doc.font('Helvetica').fontSize(9).text(LAB.street, 1 * IN, 0.6 * IN + 11, { width: 3.5 * IN, lineBreak: false });
    doc.text(LAB.city, 1 * IN, 0.6 * IN + 22, { width: 3.5 * IN, lineBreak: false });
    // The recipient, in the window: at most five lines of 11 pt (the window holds them).
    doc.font('Helvetica').fontSize(11);
    l.addressBlock.slice(0, 5).forEach((line, i) => doc.text(line, ADDRESS_WINDOW.x, ADDRESS_WINDOW.y + i * 13, { width: ADDRESS_WINDOW.width, lineBreak: false, ellipsis: true }));
    const top = 4.25 * IN;
    doc.font('Helvetica-Bold').fontSize(13).text(deliveredEventLine(l.event), IN, top, { width: 6.5 * IN });
    doc.moveDown(0.6).font('Helvetica').fontSize(10);
    doc.text(`Client ${l.clientCode} · ${labDate(l.createdAt)}`);
    doc.moveDown(0.6);
    doc.text(
      l.event.kind === 'invoice-issued'
        ? `Enclosed: invoice ${l.event.invoiceNumber ?? ''}. Pay online at ${publicUrl.replace(/\/$/, '')}/dashboard/billing.`
        : `Enclosed: the lab report of batch ${l.event.batchId}${l.event.reportVersion && l.event.reportVersion > 1 ? ` (version ${l.event.reportVersion}, replacing the earlier one)` : ''}. Each report can be verified online with its report number and access code.`,
      { width: 6.5 * IN },
    );
    doc.moveDown(0.6).text(`${LAB.name} · ${LAB.phone}`, { width: 6.5 * IN });
  }
  if (!letters.length) {
    doc.addPage();
    doc.font('Helvetica').fontSize(12).text('No letters are waiting.', IN, IN);
  }
  doc.end();
  return done;
}
