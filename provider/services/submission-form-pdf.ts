/**
 * The required-documentation forms an analysis lists (chain of custody, sample submission,
 * export certificate requests, …), built with pdfkit from the form's name and description:
 * a printable page with the client block, a sample table and a signature line, so a client
 * can fill it in by hand and send it with the samples.
 */
import PDFDocument from 'pdfkit';
import { pdfBytes } from './pdf-bytes.ts';

export interface SubmissionForm {
  name: string;
  description: string | null;
  /** the analyses (test name and code) that ask for this form */
  analyses: { testName: string; acode: string }[];
}

export function buildSubmissionFormPdf(form: SubmissionForm, opts: { date: Date }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: form.name, Author: 'Vinlab Analytical Laboratories', CreationDate: opts.date } });
  const done = pdfBytes(doc);
  const safe = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff\n]/g, (ch) => ({ '\u2013': '-', '\u2014': '-', '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u00b5': 'u' })[ch] ?? '?');
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(9).fillColor('#6d1a36').text('VINLAB ANALYTICAL LABORATORIES', left, 50);
  doc.font('Helvetica').fillColor('#333').text('899 Adams Street, Suite A, St. Helena, CA 94574  ·  (707) 963-4806');
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000').text(safe(form.name));
  if (form.description) doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#333').text(safe(form.description), { width });
  if (form.analyses.length) {
    doc.moveDown(0.5).font('Helvetica-Oblique').fontSize(9).text(`Required for: ${safe(form.analyses.map((a) => `${a.testName} (${a.acode})`).join('; '))}`, { width });
  }

  const field = (label: string, x: number, y: number, w: number) => {
    doc.font('Helvetica').fontSize(8).fillColor('#555').text(label, x, y);
    doc.moveTo(x, y + 24).lineTo(x + w - 10, y + 24).strokeColor('#999').lineWidth(0.7).stroke();
  };
  let y = doc.y + 18;
  const half = width / 2;
  for (const [a, b] of [['Client name', 'Client code'], ['Contact person', 'Phone'], ['E-mail', 'Date sampled']]) {
    field(a, left, y, half);
    field(b, left + half, y, half);
    y += 34;
  }

  y += 8;
  const cols = [
    { label: '#', w: 24 }, { label: 'Sample ID / lot', w: 120 }, { label: 'Description (varietal, vineyard, vessel)', w: 210 },
    { label: 'Analyses requested', w: width - 24 - 120 - 210 },
  ];
  doc.rect(left, y, width, 18).fill('#f1e7eb');
  let x = left;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(8);
  for (const c of cols) {
    doc.text(c.label, x + 4, y + 5, { width: c.w - 8 });
    x += c.w;
  }
  y += 18;
  doc.font('Helvetica').fontSize(8);
  for (let row = 1; row <= 12; row++) {
    x = left;
    for (const c of cols) {
      doc.rect(x, y, c.w, 22).strokeColor('#bbb').lineWidth(0.5).stroke();
      if (c.label === '#') doc.fillColor('#555').text(String(row), x + 4, y + 7);
      x += c.w;
    }
    y += 22;
  }

  y += 20;
  field('Sampled by (print name)', left, y, half);
  field('Signature', left + half, y, half);
  y += 40;
  doc.font('Helvetica').fontSize(8).fillColor('#555').text(
    'Keep juice and berry samples cool. Send this form with the samples by courier or in a sample dropbox; keep a copy for your records.',
    left, y, { width },
  );
  doc.end();
  return done;
}
