/**
 * The two PDFs of a submission: the chain-of-custody form and the sheet of
 * sample labels, built with pdfkit in the submitter's language. Their words come from the
 * portal locale files (`orders.pdf.*` in app/i18n/locales/*.portal.json), the one home of every
 * user-visible string.
 *
 * Barcodes are Code 128, encoded by bwip-js (`raw`: the bar and space widths of the symbol) and
 * drawn here as vector bars, so they print sharply at any size; tests decode the bars back to
 * the widths bwip-js gives for the sample number.
 */
import PDFDocument from 'pdfkit';
import bwipjs from 'bwip-js/node';
import en from '../../app/i18n/locales/en.portal.json';
import de from '../../app/i18n/locales/de.portal.json';
import { formatCents } from '../../contract/money.ts';
import { LAB_ZONE } from '../../contract/lab-time.ts';
import type { SubmissionView } from '../../contract/submissions.ts';
import { pdfBytes } from './pdf-bytes.ts';

type Lang = 'en' | 'de';
const PDF_STRINGS = { en: en.orders.pdf, de: de.orders.pdf } as const;
type Key = keyof typeof en.orders.pdf;

export function pdfText(lang: string, key: Key, values: Record<string, string | number> = {}): string {
  const table = PDF_STRINGS[(lang === 'de' ? 'de' : 'en') as Lang] as Record<string, string>;
  return (table[key] ?? en.orders.pdf[key]).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** pdfkit's standard fonts speak WinAnsi: typographic characters outside it become their plain forms. */
const safe = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff\n]/g, (ch) => ({ '\u2013': '-', '\u2014': '-', '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u00b5': 'u', '\u2192': '->' })[ch] ?? '?');

/** The bar/space widths (in modules, bar first) bwip-js encodes `text` to in Code 128. */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as unknown as { sbs: number[] }[];
  return symbol.sbs;
}

/** Draws a Code 128 symbol as filled bars: `module` points per module, quiet zones left to the caller. */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, x: number, y: number, module: number, height: number): number {
  const widths = code128Widths(text);
  let at = x;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height).fill('#000');
    at += w * module;
  });
  return at - x;
}

export interface LabBlock {
  name: string;
  street_1: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string | null;
}

const dateOf = (iso: string | null, lang: string) =>
  iso ? new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'medium', timeZone: LAB_ZONE }).format(new Date(iso)) : '';

/**
 * The chain-of-custody form: lab address, client and submitter, delivery, every sample with its
 * number, description and tests, relinquished-by / received-by / date-time lines, and the terms
 * version the submitter accepted by sending the samples.
 */
/** A cancelled submission's PDFs say so across the page: the lab must not take them for an order it expects. */
function cancelledMark(doc: PDFKit.PDFDocument, lang: string, x: number, y: number, size: number) {
  doc.save().font('Helvetica-Bold').fontSize(size).fillColor('#b00020').text(safe(pdfText(lang, 'cancelled')), x, y, { lineBreak: false }).restore();
}

export function buildChainOfCustodyPdf(view: SubmissionView, opts: { lab: LabBlock | undefined; terms: string; contact?: { phone: string | null; address: string | null }; now: Date }): Promise<Buffer> {
  const lang = view.language;
  const T = (k: Key, v?: Record<string, string | number>) => safe(pdfText(lang, k, v));
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: T('cocTitle', { number: view.number ?? '' }), Author: 'Vinlab Analytical Laboratories', CreationDate: opts.now } });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const lab = opts.lab;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#6d1a36').text(safe((lab?.name ?? 'Vinlab Analytical Laboratories').toUpperCase()), left, 50);
  if (lab) doc.font('Helvetica').fillColor('#333').text(safe(`${lab.street_1}, ${lab.city}, ${lab.state} ${lab.postalCode}${lab.phone ? `  ·  ${lab.phone}` : ''}`));
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000').text(T('cocTitle', { number: view.number ?? '' }));
  if (view.number) drawCode128(doc, view.number, left + width - 170, 50, 1, 28);
  if (view.state === 'cancelled') {
    const at = doc.y;
    cancelledMark(doc, lang, left, at + 2, 22);
    doc.y = at + 30;
    doc.x = left;
  }
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const row = (label: string, value: string) => doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(safe(value));
  row(T('client'), `${view.client.name} (${view.client.code})`);
  // where the lab's questions about the samples go
  if (opts.contact?.address) row(T('clientAddress'), opts.contact.address);
  if (opts.contact?.phone) row(T('clientPhone'), opts.contact.phone);
  row(T('submitter'), `${view.submitter.name} <${view.submitter.email}>`);
  row(T('submitted'), dateOf(view.submittedAt, lang));
  const delivery = view.delivery === 'dropbox' && view.dropbox ? `${T('deliveryDropbox')}: ${view.dropbox.name}, ${view.dropbox.address}` : view.delivery === 'courier' ? T('deliveryCourier') : T('deliveryShipping');
  row(T('delivery'), delivery);
  row(T('total'), formatCents(view.totalCents));
  doc.moveDown(0.8);

  for (const s of view.samples) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    const y = doc.y;
    doc.rect(left, y, width, 16).fill('#f1e7eb');
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(9).text(safe(`${s.sampleNumber ?? s.position}  ·  ${s.description}`), left + 4, y + 4, { width: width - 8 });
    doc.font('Helvetica').fontSize(8.5).fillColor('#333');
    const facts = [
      `${T('sampleType')}: ${s.sampleType}`,
      s.varietal ? `${T('varietal')}: ${s.varietal}` : '',
      s.vintage ? `${T('vintage')}: ${s.vintage}` : '',
      s.clientReference ? `${T('reference')}: ${s.clientReference}` : '',
      s.lot ? `${T('lot')}: ${s.lot}` : '',
    ].filter(Boolean);
    doc.text(safe(facts.join('   ')), left + 4, y + 20, { width: width - 8 });
    doc.text(safe(`${T('tests')}: ${s.lines.map((l) => `${l.acode} ${l.testName}`).join('; ')}`), { width: width - 8 });
    // Filled in by hand when the sample is drawn: what a laboratory asks of a chain of custody.
    const fy = doc.y + 4;
    const quarter = (width - 8) / 4;
    [T('collected'), T('sampler'), T('containers'), T('containerType')].forEach((label, i) => {
      const fx = left + 4 + i * quarter;
      doc.font('Helvetica').fontSize(7).fillColor('#555').text(label, fx, fy, { width: quarter - 10, lineBreak: false });
      doc.moveTo(fx, fy + 20).lineTo(fx + quarter - 10, fy + 20).strokeColor('#999').lineWidth(0.6).stroke();
    });
    doc.x = left;
    doc.y = fy + 26;
    doc.moveDown(0.4);
  }

  if (doc.y > doc.page.height - 200) doc.addPage();
  doc.moveDown(0.5);
  const half = width / 2;
  const line = (label: string, x: number, y: number) => {
    doc.font('Helvetica').fontSize(8).fillColor('#555').text(label, x, y);
    doc.moveTo(x, y + 26).lineTo(x + half - 14, y + 26).strokeColor('#999').lineWidth(0.7).stroke();
  };
  let y = doc.y + 6;
  for (const [a, b] of [[T('relinquishedBy'), T('dateTime')], [T('receivedBy'), T('dateTime')], [T('relinquishedBy'), T('dateTime')], [T('receivedBy'), T('dateTime')]]) {
    line(a, left, y);
    line(b, left + half, y);
    y += 38;
  }
  doc.font('Helvetica').fontSize(8).fillColor('#555').text(T('termsLine', { terms: opts.terms }), left, y + 4, { width });
  // The laboratory's own receipt: filled in at the desk, never by the client.
  let ry = doc.y + 12;
  if (ry > doc.page.height - 130) {
    doc.addPage();
    ry = doc.page.margins.top;
  }
  doc.rect(left, ry, width, 96).strokeColor('#6d1a36').lineWidth(1).stroke();
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#6d1a36').text(T('labOnly'), left + 8, ry + 6);
  let by = ry + 22;
  for (const [a, b] of [[T('labReceivedBy'), T('labReceivedAt')], [T('labTemperature'), T('labCondition')]]) {
    line(a, left + 8, by);
    line(b, left + half, by);
    by += 34;
  }
  doc.end();
  return done;
}

/**
 * The label sheet: 30 labels a letter page (3 columns × 10 rows of 2.625" × 1", Avery 5160 and its
 * equivalents), one per sample: the client code and the date of printing, the barcode with the
 * sample number printed under it, the description and the tests' codes.
 */
export const LABEL_SHEET = { columns: 3, rows: 10, width: 189, height: 72, top: 36, left: 13.5, gap: 9 } as const;

export function buildLabelSheetPdf(view: SubmissionView, opts: { now: Date }): Promise<Buffer> {
  const lang = view.language;
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, info: { Title: safe(pdfText(lang, 'labelsTitle', { number: view.number ?? '' })), CreationDate: opts.now } });
  const done = pdfBytes(doc);
  const L = LABEL_SHEET;
  const perPage = L.columns * L.rows;
  const printed = safe(pdfText(lang, 'printed', { date: dateOf(opts.now.toISOString(), lang) }));
  const cancelled = view.state === 'cancelled';
  view.samples.forEach((s, i) => {
    if (i % perPage === 0) doc.addPage();
    const n = i % perPage;
    const x = L.left + (n % L.columns) * (L.width + L.gap);
    const y = L.top + Math.floor(n / L.columns) * L.height;
    const number = s.sampleNumber ?? '';
    const w = L.width - 16;
    doc.font('Helvetica-Bold').fontSize(7).fillColor('#000').text(safe(view.client.code), x + 8, y + 5, { width: w, lineBreak: false });
    doc.font('Helvetica').fontSize(6.5).text(printed, x + 8, y + 5.5, { width: w, align: 'right', lineBreak: false });
    drawCode128(doc, number, x + 8, y + 15, 0.75, 20);
    doc.font('Helvetica-Bold').fontSize(8).text(safe(number), x + 8, y + 37, { width: w, lineBreak: false });
    doc.font('Helvetica').fontSize(6.5).text(safe(s.description), x + 8, y + 47, { width: w, height: 8, ellipsis: true, lineBreak: false });
    doc.text(safe(s.lines.map((l) => l.acode).join(' ')), x + 8, y + 56, { width: w, height: 8, ellipsis: true, lineBreak: false });
    if (cancelled) cancelledMark(doc, lang, x + 100, y + 36, 10);
  });
  if (!view.samples.length) doc.addPage();
  doc.end();
  return done;
}
