/**
 * The export pack PDF of one sample for one market: the checks (each with its limit, the value
 * read, the verdict and the rule's source), the analyses still to order, the tables' date and the
 * line that they are a guide and not legal advice; then the sample's lab report, drawn by the lab
 * report itself (`drawLabReport`, services/lab-report-pdf.ts) with only this sample, so the pages
 * are the real report's layout (its header, verification QR code, columns and page numbers).
 *
 * `buildExportPackPdf` takes the pack and the report's input (a shared page can call it with what
 * it has read); `exportPackPdf` reads both from the database.
 */
import PDFDocument from 'pdfkit';
import type { DB } from '../db/connect.ts';
import { findBatch } from '../repositories/batches.ts';
import { findClient } from '../repositories/clients.ts';
import { exportPackFor, type ExportCheck, type ExportPack } from './export-pack.ts';
import { batchLabReportInput, drawLabReport, type LabReportInput } from './lab-report-pdf.ts';
import { pdfBytes } from './pdf-bytes.ts';

const LAB_NAME = 'Vinlab Analytical Laboratories';

export const ANALYTE_NAMES: Record<ExportCheck['analyte'], string> = {
  alcohol: 'Alcohol', totalSo2: 'Total SO2', freeSo2: 'Free SO2', volatileAcidity: 'Volatile acidity', methanol: 'Methanol',
  ochratoxinA: 'Ochratoxin A', lead: 'Lead', copper: 'Copper', arsenic: 'Arsenic', cadmium: 'Cadmium', citricAcid: 'Citric acid',
  sulfates: 'Sulfates', excessSodium: 'Excess sodium', sorbicAcid: 'Sorbic acid', titratableAcidity: 'Titratable acidity',
};

const limitText = (c: ExportCheck) =>
  c.min !== null && c.max !== null ? `${c.min}–${c.max} ${c.unit}` : c.max !== null ? `max ${c.max} ${c.unit}` : `min ${c.min} ${c.unit}`;

/** A check's verdict as the PDF prints it (the portal's words are in the locales). */
export function verdictText(c: ExportCheck): string {
  const k = c.check;
  if (k.status === 'pass') return `Pass (${k.below ? '<' : ''}${k.value} ${c.unit})`;
  if (k.status === 'fail') return `Fail: ${k.value} ${c.unit}, ${k.by} ${c.unit} ${k.side === 'max' ? 'over' : 'under'} the limit`;
  if (k.status === 'missing') return 'Not measured';
  return k.needs === 'colour' ? 'Needs the wine\'s colour' : k.needs === 'sugar' ? 'Needs residual sugar' : 'Units do not convert';
}

function ensureSpace(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function rows(doc: PDFKit.PDFDocument, widths: number[], head: string[], body: string[][]) {
  const left = doc.page.margins.left;
  const line = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const h = Math.max(...cells.map((t, i) => doc.heightOfString(t || ' ', { width: widths[i] - 4 })));
    ensureSpace(doc, h + 4);
    const y = doc.y;
    let x = left;
    cells.forEach((t, i) => {
      doc.text(t, x, y, { width: widths[i] - 4 });
      x += widths[i];
    });
    doc.y = y + h + 4;
  };
  line(head, true);
  for (const r of body) line(r, false);
  doc.x = left;
  doc.moveDown(0.5);
}

export async function buildExportPackPdf(pack: ExportPack, report: LabReportInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, bufferPages: true, info: { Title: `Export pack ${pack.friendlyNumber} ${pack.market}`, Author: LAB_NAME } });
  const done = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(16).text(LAB_NAME);
  doc.moveDown(0.5);
  doc.fontSize(14).text(`Export pack: ${pack.marketName} (${pack.market})`);
  doc.font('Helvetica').fontSize(10).text(`Sample ${pack.friendlyNumber}: ${pack.description}`);
  doc.text(`Client: ${report.client.name} (${report.client.code})    Group: ${pack.batchId}`);
  doc.text(`Colour: ${pack.colour ?? 'not stated'}${pack.colourAssumed ? ' (assumed from the varietal)' : ''}    Residual sugar: ${pack.sugarGL === null ? 'not measured' : `${pack.sugarGL} g/L`}`);
  doc.text(`Summary: ${pack.passed} pass, ${pack.failed} fail, ${pack.open} open`);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).text('Limits');
  rows(doc, [100, 80, 80, 140, 116], ['Analyte', 'Limit', 'Result', 'Verdict', 'Source'], pack.checks.map((c) => [
    `${ANALYTE_NAMES[c.analyte]}${c.note ? ` (${c.note})` : ''}`,
    limitText(c),
    c.measured ? `${c.measured.value} ${c.measured.units ?? ''}`.trim() : '',
    verdictText(c),
    `${c.source}${c.unverified ? ' (unverified)' : ''}`,
  ]));
  if (pack.missing.length) {
    doc.font('Helvetica-Bold').fontSize(11).text('Analyses the destination asks for, not yet done');
    rows(doc, [80, 200, 236], ['Code', 'Analysis', 'Requirement'], pack.missing.map((m) => [m.acode, m.testName, m.requirement ?? '']));
  }
  doc.font('Helvetica-Oblique').fontSize(8).text(`Limits as of ${pack.asOf}, with the source of each. The table is a guide, not legal advice: check the current rules of the destination before shipping.`);
  // The pack's own pages are numbered apart; the lab report numbers its own.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).text(`Export pack page ${i + 1} of ${range.count}`, doc.page.margins.left, doc.page.height - 30, { align: 'center', width: doc.page.width - doc.page.margins.left * 2 });
    doc.page.margins.bottom = bottom;
  }
  // The sample's lab report follows from a new page.
  drawLabReport(doc, report);
  doc.end();
  return done;
}

/** The export pack PDF of a sample from the database (the caller checked whose it is and that its group is completed). */
export async function exportPackPdf(deps: { db: DB; publicUrl: string; reportCodeSecret: string; clock: { now(): Date } }, sampleId: number, market: ExportPack['market']): Promise<Buffer> {
  const pack = (await exportPackFor(deps.db, sampleId, market))!;
  const [client, batch] = await Promise.all([findClient(deps.db, pack.clientId), findBatch(deps.db, pack.batchId)]);
  const input = await batchLabReportInput(
    deps.db,
    deps,
    { code: client!.code, name: client!.name, officialBusinessName: client!.officialBusinessName },
    { id: batch!.id, status: batch!.status, submittedAt: batch!.submittedAt, updatedAt: batch!.updatedAt as unknown as string },
    deps.clock.now(),
  );
  // The report of this sample alone (with the group's report number when the group is reported as a whole).
  return buildExportPackPdf(pack, { ...input, samples: input.samples.filter((s) => s.friendlyNumber === pack.friendlyNumber) });
}
