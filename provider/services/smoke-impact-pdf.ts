/**
 * The smoke impact comparative report as a PDF (document 3 §2 "The chart can be exported to
 * PDF"): the sample and its dates, the chart drawn as vectors (pdfkit paths: one bar
 * per marker for the sample's result, the 95th and the 99th percentile baseline), the
 * classification table, where the baselines come from, and the disclaimer the user
 * acknowledged. A '<' result is drawn at 0.1 and named below the reportable level; -1 is not
 * applicable and has no bar.
 */
import PDFDocument from 'pdfkit';
import { type SmokeReport, type Classification, classifyMarker } from '../../contract/smoke-impact.ts';
import { labDate } from '../../contract/lab-time.ts';
import { pdfBytes } from './pdf-bytes.ts';

const LAB = 'Vinlab Analytical Laboratories';
const COLORS = { result: '#6d1a36', p95: '#7fa7d6', p99: '#1a5fb4', axis: '#3d4752', grid: '#d7dbe0' };
export const CLASSIFICATION_TEXT: Record<Classification, string> = {
  'not-applicable': 'Not applicable',
  'below-reportable': 'Below the reportable level',
  'below-95': 'Below the 95th percentile',
  'between-95-99': 'Between the 95th and 99th percentile',
  'above-99': 'Above the 99th percentile',
};

const fmt = (v: number) => (Math.abs(v) >= 10 ? v.toFixed(1) : Number(v.toPrecision(3)).toString());

export async function buildSmokeImpactPdf(report: SmokeReport, disclaimerText: string, client: { code: string; name: string }, issuedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 48, bufferPages: true, info: { Title: `Smoke Impact Comparative Report ${report.friendlyNumber}`, Author: LAB } });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const markers = report.analytes.map(classifyMarker);

  doc.font('Helvetica-Bold').fontSize(16).text('Smoke Impact Comparative Report', left, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(`${LAB} · issued ${labDate(issuedAt.toISOString())}`, { width });
  doc.moveDown(0.6).fillColor('black').fontSize(10);
  const facts: [string, string][] = [
    ['Client', `${client.name} (${client.code})`],
    ['Sample number', report.friendlyNumber],
    ['Sample description', report.description],
    ['Varietal', `${report.varietal.name} (${report.varietal.code})`],
    ['Logged', labDate(report.loggedAt)],
    ['Reported', report.reportedAt ? labDate(report.reportedAt) : 'Not yet reported (preliminary)'],
    ['Units', report.units],
  ];
  for (const [k, v] of facts) doc.font('Helvetica-Bold').text(`${k}: `, { continued: true }).font('Helvetica').text(v);

  // ── the chart, as vector paths ─────────────────────────────────────────────
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(11).text(`Results against the ${report.varietal.name} background levels (${report.units})`, { width });
  const labelW = 150;
  const rowH = 22;
  const chartTop = doc.y + 6;
  const plotLeft = left + labelW;
  const plotW = width - labelW - 10;
  const max = Math.max(1, ...markers.flatMap((m) => [m.plotted ?? 0, m.p95, m.p99])) * 1.1;
  const x = (v: number) => plotLeft + (v / max) * plotW;
  const chartH = markers.length * rowH;
  // grid and scale
  doc.lineWidth(0.5);
  for (let i = 0; i <= 5; i++) {
    const v = (max * i) / 5;
    doc.strokeColor(COLORS.grid).moveTo(x(v), chartTop).lineTo(x(v), chartTop + chartH).stroke();
    doc.font('Helvetica').fontSize(7).fillColor(COLORS.axis).text(fmt(v), x(v) - 15, chartTop + chartH + 3, { width: 30, align: 'center' });
  }
  markers.forEach((m, i) => {
    const y = chartTop + i * rowH;
    doc.font('Helvetica').fontSize(8).fillColor('black').text(m.analyte, left, y + 6, { width: labelW - 8, align: 'right', lineBreak: false, ellipsis: true });
    const bar = (v: number, offset: number, color: string) => doc.rect(plotLeft, y + offset, Math.max(0.5, x(v) - plotLeft), 5).fill(color);
    bar(m.p95, 3, COLORS.p95);
    bar(m.p99, 9, COLORS.p99);
    if (m.plotted === null) doc.font('Helvetica-Oblique').fontSize(7).fillColor(COLORS.axis).text('not applicable', plotLeft + 4, y + 14, { lineBreak: false });
    else {
      bar(m.plotted, 15, COLORS.result);
      if (m.classification === 'below-reportable') doc.font('Helvetica-Oblique').fontSize(7).fillColor(COLORS.axis).text(`${m.result} (below reportable level)`, x(m.plotted) + 4, y + 14, { lineBreak: false });
    }
  });
  doc.strokeColor(COLORS.axis).lineWidth(0.75).moveTo(plotLeft, chartTop).lineTo(plotLeft, chartTop + chartH).stroke();
  // legend
  const legendY = chartTop + chartH + 16;
  let lx = plotLeft;
  for (const [label, color] of [['Sample result', COLORS.result], ['95th percentile', COLORS.p95], ['99th percentile', COLORS.p99]] as const) {
    doc.rect(lx, legendY + 1, 10, 6).fill(color);
    doc.font('Helvetica').fontSize(8).fillColor('black').text(label, lx + 14, legendY, { lineBreak: false });
    lx += 110;
  }
  doc.x = left;
  doc.y = legendY + 20;

  // ── the table ──────────────────────────────────────────────────────────────
  const cols = [
    { label: 'Marker', w: 150, align: 'left' as const },
    { label: `Result`, w: 60, align: 'right' as const },
    { label: '95th pct.', w: 60, align: 'right' as const },
    { label: '99th pct.', w: 60, align: 'right' as const },
    { label: 'Classification', w: width - 330, align: 'left' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let cx = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5).fillColor('black');
    let h = 0;
    cells.forEach((c, i) => {
      doc.text(c, cx + 2, y, { width: cols[i].w - 4, align: cols[i].align });
      h = Math.max(h, doc.y - y);
      cx += cols[i].w;
    });
    doc.x = left;
    doc.y = y + h + 3;
    doc.strokeColor(COLORS.grid).lineWidth(0.5).moveTo(left, doc.y - 1.5).lineTo(left + width, doc.y - 1.5).stroke();
  };
  row(cols.map((c) => c.label), true);
  for (const m of markers) {
    row([m.analyte, m.classification === 'not-applicable' ? 'n/a' : m.result, `${report.analytes.find((a) => a.analyte === m.analyte)!.percentile_95.operator} ${fmt(m.p95)}`, `${report.analytes.find((a) => a.analyte === m.analyte)!.percentile_99.operator} ${fmt(m.p99)}`, CLASSIFICATION_TEXT[m.classification]]);
  }

  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(9).text('Baselines', left, doc.y, { width });
  doc.font('Helvetica').fontSize(8).text(report.baselineSource, { width });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(9).text('Disclaimer', { width });
  doc.font('Helvetica').fontSize(8).text(disclaimerText, { width });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const b = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#444').text(`Smoke impact report ${report.friendlyNumber} · page ${i + 1} of ${range.count}`, left, doc.page.height - 30, { align: 'center', width });
    doc.page.margins.bottom = b;
  }
  doc.end();
  return done;
}
