/**
 * The fee schedule PDF ("cheatsheet", document 1 §7): one row per analysis with its test name,
 * turnaround and the three price tiers (1 sample; 2 to 10 samples each; 11 or more each),
 * built with pdfkit from the catalogue rows it is given. Fees arrive in cents; -100 is the
 * specification's -1 ("see description for pricing").
 */
import PDFDocument from 'pdfkit';
import { formatCents } from '../../contract/money.ts';

export interface FeeScheduleRow {
  testName: string;
  acode: string;
  turnaroundTime: string;
  feeOne: number;
  feeTwoToTen: number;
  feeElevenPlus: number;
}

export interface FeeScheduleOptions {
  title: string;
  subtitle: string;
  /** printed at the foot of each page, e.g. the generation date */
  footer: string;
  /** creation date recorded in the PDF (the provider's clock) */
  date: Date;
}

/** A price cell: dollars with cents, or the pricing messages of document 1 §5. */
export function feeCell(cents: number, firstTierCents: number): string {
  if (firstTierCents < 100) return cents === -100 ? 'See description' : 'Contact us';
  if (cents < 100) return cents === -100 ? 'See description' : 'Contact us';
  return formatCents(cents);
}

const COLUMNS = [
  { key: 'test', label: 'Test', width: 200, align: 'left' as const },
  { key: 'turnaround', label: 'Turnaround', width: 135, align: 'left' as const },
  { key: 'one', label: '1 sample', width: 60, align: 'right' as const },
  { key: 'two', label: '2–10 each', width: 60, align: 'right' as const },
  { key: 'eleven', label: '11+ each', width: 57, align: 'right' as const },
];
const GAP = 0;
const PAD = 3;

/** Characters the standard Helvetica font cannot encode are replaced (WinAnsi only). */
function safe(text: string): string {
  return text
    .replace(/[\u2010-\u2012]/g, '-')
    .replace(/\u2192/g, '->')
    .replace(/\u2248/g, '~')
    .replace(/\u2264/g, '<=')
    .replace(/\u2265/g, '>=')
    // eslint-disable-next-line no-control-regex
    .replace(/[^\u0000-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

export function buildFeeSchedulePdf(rows: FeeScheduleRow[], opts: FeeScheduleOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    info: { Title: opts.title, Author: 'Vinlab Analytical Laboratories', Subject: opts.subtitle, CreationDate: opts.date },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 20;

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#6d1a36').text(safe(opts.title), left, 50);
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#333333').text(safe(opts.subtitle));
  doc.moveDown(0.2).fontSize(8).fillColor('#555555').text('Prices in US dollars. Tiers: 1 sample; 2 to 10 samples, each; 11 or more samples, each.');
  doc.moveDown(0.8);

  const header = () => {
    const y = doc.y;
    doc.rect(left, y, COLUMNS.reduce((s, c) => s + c.width + GAP, 0), 16).fill('#6d1a36');
    let x = left;
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#ffffff');
    for (const col of COLUMNS) {
      doc.text(col.label, x + PAD, y + 4, { width: col.width - 2 * PAD, align: col.align, lineBreak: false });
      x += col.width + GAP;
    }
    doc.y = y + 18;
    doc.fillColor('#111111');
  };
  header();

  rows.forEach((row, i) => {
    const cells: Record<string, string> = {
      test: safe(`${row.testName} (${row.acode})`),
      turnaround: safe(row.turnaroundTime),
      one: feeCell(row.feeOne, row.feeOne),
      two: feeCell(row.feeTwoToTen, row.feeOne),
      eleven: feeCell(row.feeElevenPlus, row.feeOne),
    };
    doc.font('Helvetica').fontSize(8.5);
    const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width - 2 * PAD }))) + 2 * PAD;
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      header();
    }
    const y = doc.y;
    if (i % 2 === 1) doc.rect(left, y, COLUMNS.reduce((s, c) => s + c.width + GAP, 0), height).fill('#f4f1ee');
    doc.fillColor('#111111').font('Helvetica').fontSize(8.5);
    let x = left;
    for (const col of COLUMNS) {
      doc.text(cells[col.key], x + PAD, y + PAD, { width: col.width - 2 * PAD, align: col.align });
      x += col.width + GAP;
    }
    doc.y = y + height;
  });

  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p);
    const y = doc.page.height - doc.page.margins.bottom - 10;
    doc.font('Helvetica').fontSize(7.5).fillColor('#555555');
    doc.text(safe(`${opts.footer} — page ${p + 1} of ${range.count}`), left, y, { lineBreak: false });
  }
  doc.end();
  return done;
}
