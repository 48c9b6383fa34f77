/**
 * The lab report (report_type=ereport) as PDF (the batch invoice is services/invoice-pdf.ts),
 * built with pdfkit from what the database holds: the client, the batch, its samples and each
 * analysis with result, units, method, status and dates. Pages break as the content grows.
 * `drawLabReport` draws it into a document it is given (the mailroom's print run puts it after
 * its cover letter); `buildLabReportPdf` is the report on its own.
 */
import PDFDocument from 'pdfkit';
import { labDate } from '../../contract/lab-time.ts';
import type { DB } from '../db/connect.ts';
import { samplesOfBatch } from '../repositories/batches.ts';
import { reportsOfBatch } from '../repositories/reports.ts';
import { amendmentsOfBatch, latestReportVersion } from '../repositories/bench.ts';
import { resultsOfSamples } from '../repositories/results.ts';
import { reportAccessCode } from './report-codes.ts';
import { pdfBytes } from './pdf-bytes.ts';
import { drawQr } from './report-qr.ts';
import { labelVerdictsOf } from './compliance.ts';

const LAB = {
  name: 'Vinlab Analytical Laboratories',
  address: '899 Adams Street, Suite A, St. Helena, CA 94574',
  phone: '(707) 963-4806',
};

export interface ReportAnalysis {
  number: string;
  analyte: string;
  description: string;
  formattedResult: string | null;
  result: string | null;
  units: string | null;
  testMethod: string | null;
  validationStatus: string;
  status: string;
  testDate: string | null;
  reportedAt: string | null;
  panelDescription: string | null;
  comments: string | null;
  /** the values this one replaced, oldest first, with why (a released value amended) */
  amendments?: { oldFormatted: string | null; reason: string; reportVersion: number }[];
}

export interface ReportSample {
  friendlyNumber: string;
  /** the sample's own report (bottling, export, label and water work), to verify online */
  report?: ReportVerification;
  description: string;
  loggedAt: string;
  reportedAt: string | null;
  analyses: ReportAnalysis[];
  /** the label claim's verdict in a line (services/compliance.ts), when the client typed a claim */
  labelVerdict?: string | null;
}

/** What a reader needs to verify a report on the website (/wreports/{number} and its code). */
export interface ReportVerification {
  reportNumber: string;
  accessCode: string;
  /** the verification page of this report */
  url: string;
}

export interface LabReportInput {
  client: { code: string; name: string; officialBusinessName: string };
  /** the batch's own report, when it is reported as a whole */
  report?: ReportVerification;
  batch: { id: number; status: string; submittedAt: string; updatedAt: string };
  samples: ReportSample[];
  /** when the lab issued the report (its record's date, the one the verification page shows) */
  issuedAt: Date;
  /** the report's version when a released value was amended since (2 and up) */
  version?: number | null;
  /** when this copy was made */
  printedAt?: Date;
}

interface Column {
  label: string;
  width: number;
  value: (a: ReportAnalysis) => string;
}

function header(doc: PDFKit.PDFDocument, title: string, input: LabReportInput) {
  doc.font('Helvetica-Bold').fontSize(16).text(LAB.name);
  doc.font('Helvetica').fontSize(9).text(`${LAB.address} · ${LAB.phone}`);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Client: ${input.client.name} (${input.client.code})`);
  doc.text(`Business name: ${input.client.officialBusinessName}`);
  doc.text(`Batch (group): ${input.batch.id}    Status: ${input.batch.status}`);
  doc.text(`Submitted: ${labDate(input.batch.submittedAt)}    Issued: ${labDate(input.issuedAt.toISOString())}${input.printedAt ? `    Printed: ${labDate(input.printedAt.toISOString(), true)}` : ''}`);
  if (input.version && input.version > 1) doc.font('Helvetica-Bold').text(`Version ${input.version}: amended report, replaces every earlier version`).font('Helvetica');
  doc.moveDown(0.6);
}

/** The side of the verification QR code, in points (about 2 cm: phones read it at arm's length). */
export const QR_SIZE = 60;

/**
 * The report number and access code, and where to check them (a buyer, importer or auditor): the
 * address in words and as a QR code at the right margin, so a printed copy is checked with a phone.
 */
function verification(doc: PDFKit.PDFDocument, report: ReportVerification) {
  ensureSpace(doc, QR_SIZE + 6);
  const top = doc.y;
  const right = doc.page.width - doc.page.margins.right;
  drawQr(doc, report.url, right - QR_SIZE, top, QR_SIZE);
  const width = right - QR_SIZE - 8 - doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(9).text(`Report ${report.reportNumber}    Access code: ${report.accessCode}`, doc.page.margins.left, top, { width });
  doc.font('Helvetica').fontSize(8).text(`Verify this report at ${report.url}`, { link: report.url, underline: false, width });
  doc.text('or scan the code and enter the access code.', { width });
  doc.x = doc.page.margins.left;
  doc.y = Math.max(doc.y, top + QR_SIZE) + 6;
}

/** The report's pages (a document it is drawn into may lay out its own pages otherwise). */
const PAGE = { size: 'LETTER', margin: 48 } as const;

function ensureSpace(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage(PAGE);
}

function table(doc: PDFKit.PDFDocument, columns: Column[], rows: ReportAnalysis[]) {
  const left = doc.page.margins.left;
  const drawHead = () => {
    ensureSpace(doc, 30);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8);
    let x = left;
    for (const col of columns) {
      doc.text(col.label, x, y, { width: col.width - 4 });
      x += col.width;
    }
    doc.y = y + 12;
    doc.moveTo(left, doc.y).lineTo(left + columns.reduce((s, c) => s + c.width, 0), doc.y).lineWidth(0.5).stroke();
    doc.y += 3;
    doc.font('Helvetica').fontSize(8);
  };
  drawHead();
  for (const row of rows) {
    const cells = columns.map((c) => c.value(row));
    const height = Math.max(...cells.map((t, i) => doc.heightOfString(t || ' ', { width: columns[i].width - 4 })));
    if (doc.y + height + 4 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage(PAGE);
      drawHead();
    }
    const y = doc.y;
    let x = left;
    cells.forEach((t, i) => {
      doc.text(t, x, y, { width: columns[i].width - 4 });
      x += columns[i].width;
    });
    doc.y = y + height + 4;
  }
  doc.x = left;
  doc.moveDown(0.5);
}

/** A result as the report prints it (the verification page shows the same text); an amended value says so. */
export const resultText = (a: Pick<ReportAnalysis, 'validationStatus' | 'formattedResult' | 'result' | 'amendments'>) =>
  a.validationStatus === 'Pending Validation'
    ? `${a.formattedResult ?? a.result ?? ''} (Preliminary)`.trim()
    : `${a.formattedResult ?? a.result ?? ''}${a.amendments?.length ? ' (Amended)' : ''}`;

/** The lab report of a batch on its own: one section per sample with every analysis. */
export async function buildLabReportPdf(input: LabReportInput): Promise<Buffer> {
  const doc = new PDFDocument({ ...PAGE, bufferPages: true, autoFirstPage: false, info: { Title: `Lab report ${input.batch.id}`, Author: LAB.name } });
  const done = pdfBytes(doc);
  drawLabReport(doc, input);
  doc.end();
  return done;
}

/**
 * Draws the lab report into `doc` (which must buffer its pages), from a new page on; its pages
 * are numbered "Page i of n" of the report alone, whatever came before them in `doc`.
 */
export function drawLabReport(doc: PDFKit.PDFDocument, input: LabReportInput): void {
  const before = doc.bufferedPageRange();
  const first = before.start + before.count;
  doc.addPage(PAGE);
  header(doc, 'Laboratory Report', input);
  if (input.report) verification(doc, input.report);
  const columns: Column[] = [
    { label: 'Analysis', width: 130, value: (a) => (a.panelDescription ? `${a.analyte}\n${a.panelDescription}` : a.analyte) },
    { label: 'Result', width: 80, value: resultText },
    { label: 'Units', width: 50, value: (a) => a.units ?? '' },
    { label: 'Method', width: 90, value: (a) => a.testMethod ?? '' },
    { label: 'Status', width: 70, value: (a) => `${a.status}${a.validationStatus ? `\n${a.validationStatus}` : ''}` },
    { label: 'Test date', width: 96, value: (a) => labDate(a.testDate) },
  ];
  for (const sample of input.samples) {
    ensureSpace(doc, 70);
    doc.font('Helvetica-Bold').fontSize(11).text(`Sample ${sample.friendlyNumber}: ${sample.description}`);
    doc.font('Helvetica').fontSize(9).text(`Logged: ${labDate(sample.loggedAt)}    Reported: ${sample.reportedAt ? labDate(sample.reportedAt) : 'not yet reported'}`);
    if (sample.report) verification(doc, sample.report);
    doc.moveDown(0.3);
    table(doc, columns, sample.analyses);
    const notes = sample.analyses.filter((a) => a.comments);
    for (const a of notes) doc.font('Helvetica-Oblique').fontSize(8).text(`${a.analyte}: ${a.comments}`);
    // An amended value keeps the one it replaced in sight, with the reason.
    const amended = sample.analyses.flatMap((a) => (a.amendments ?? []).map((m) => ({ a, m })));
    for (const { a, m } of amended) doc.font('Helvetica-Oblique').fontSize(8).text(`Amended in version ${m.reportVersion}: ${a.analyte} was ${m.oldFormatted ?? '(blank)'}. Reason: ${m.reason}`);
    if (notes.length || amended.length) doc.moveDown(0.5);
    if (sample.labelVerdict) doc.font('Helvetica').fontSize(8).text(`Label claim: ${sample.labelVerdict}`).moveDown(0.5);
  }
  footer(doc, first);
}

/** Numbers the report's own pages, from `first` (its first page in the document) to the last. */
function footer(doc: PDFKit.PDFDocument, first: number) {
  const range = doc.bufferedPageRange();
  const end = range.start + range.count;
  for (let i = first; i < end; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).text(`Page ${i - first + 1} of ${end - first}`, doc.page.margins.left, doc.page.height - 30, { align: 'center', width: doc.page.width - doc.page.margins.left * 2 });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * Builds the lab report of a batch from the database: its samples with their analyses, and the
 * batch's report numbers and access codes, printed so a reader can verify the report online.
 */
export async function batchLabReportPdf(
  db: DB,
  deps: { publicUrl: string; reportCodeSecret: string },
  client: LabReportInput['client'],
  batch: LabReportInput['batch'],
  printedAt: Date,
): Promise<Buffer> {
  return buildLabReportPdf(await batchLabReportInput(db, deps, client, batch, printedAt));
}

/** What the lab report of a batch prints, read from the database (`batchLabReportPdf`, the mailroom's print run). */
export async function batchLabReportInput(
  db: DB,
  deps: { publicUrl: string; reportCodeSecret: string },
  client: LabReportInput['client'],
  batch: LabReportInput['batch'],
  printedAt: Date,
): Promise<LabReportInput> {
  const analyses = await resultsOfSamples(db, { batchId: batch.id });
  const sampleRows = await samplesOfBatch(db, batch.id);
  const reports = await reportsOfBatch(db, batch.id);
  const amendments = await amendmentsOfBatch(db, batch.id);
  const version = await latestReportVersion(db, batch.id);
  const labelVerdicts = await labelVerdictsOf(db, sampleRows.map((s) => s.id));
  // The code is derived, not stored (services/report-codes.ts): the client sees it on every copy.
  const view = (r: (typeof reports)[number]): ReportVerification => ({
    reportNumber: r.reportNumber,
    accessCode: reportAccessCode(deps.reportCodeSecret, r.reportNumber),
    url: `${deps.publicUrl}/wreports/${encodeURIComponent(r.reportNumber)}`,
  });
  const bySample = new Map(reports.filter((r) => r.sampleId !== null).map((r) => [r.sampleId, view(r)]));
  const whole = reports.find((r) => r.sampleId === null);
  // Issued is the report record's date (the verification page's); a copy printed later says so apart.
  const issued = whole ?? [...reports].sort((a, b) => String(b.issuedAt).localeCompare(String(a.issuedAt)))[0];
  const issuedAt = issued ? new Date(issued.issuedAt as unknown as string) : printedAt;
  return {
    client: { code: client.code, name: client.name, officialBusinessName: client.officialBusinessName },
    report: whole ? view(whole) : undefined,
    batch: { id: batch.id, status: batch.status, submittedAt: batch.submittedAt, updatedAt: batch.updatedAt },
    samples: sampleRows.map((s) => ({
      friendlyNumber: s.friendlyNumber, description: s.description, loggedAt: s.loggedAt, reportedAt: s.reportedAt,
      analyses: analyses.filter((a) => a.sampleId === s.id).map((a) => ({ ...a, amendments: amendments.filter((m) => m.resultId === a.id) })),
      report: bySample.get(s.id),
      labelVerdict: labelVerdicts.get(s.id) ?? null,
    })),
    issuedAt,
    version,
    printedAt,
  };
}
