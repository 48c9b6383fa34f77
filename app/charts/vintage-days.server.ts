/**
 * The vintage portal's second chart: each vintage as its own line over the day of the season,
 * the band of past vintages (middle half, median line), this season drawn bold on top and the
 * client's own results as diamonds. Drawn by hand as SVG rather than through ECharts: a filled
 * band between two curves is a polygon here, and the drawing stays small and exact for print.
 * The image holds numbers only (no words of one language) besides its title and description,
 * which come translated; the legend and axis names are the page's HTML.
 */
import { cachedDrawing, drawingKey, niceExtent } from '../../lib/echarts-svg.ts';
import type { BandWeek, SeasonLine } from '../../contract/season-days.ts';

/** The wide drawing (document 3 §9: chart height 413) and the phone's, narrower with larger type so it reads at 320–480 px. */
export const DAYS_SIZES = {
  wide: { width: 760, height: 413, font: 12, plot: { left: 56, right: 16, top: 16, bottom: 36 } },
  narrow: { width: 400, height: 360, font: 14, plot: { left: 44, right: 10, top: 12, bottom: 36 } },
} as const;
export type DaysSize = keyof typeof DAYS_SIZES;
/** Colours (also the HTML legend's swatches, app/styles/analytics.css). */
export const DAYS_COLORS = { past: '#8b96a3', band: '#1a5fb4', median: '#1a5fb4', season: '#6d1a36', own: '#b35900', ownBorder: '#3d2000', axis: '#3d4752', grid: '#e6e8eb' };

export interface DaysChartInput {
  lines: SeasonLine[];
  band: BandWeek[];
  thisSeason: number;
  /** this season's own results of the client (earlier vintages' would crowd the chart: they are in the tables), each with its tooltip */
  own: { day: number; result: number; tip?: string }[];
  /** the tooltip of each point of this season's line, in its order (value, date and region) */
  seasonTips?: string[];
  title: string;
  desc: string;
  locale: string;
  /** unique in the page: the ids of <title> and <desc> */
  idPrefix: string;
  size: DaysSize;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f = (n: number) => (Math.round(n * 10) / 10).toString();

export function vintageDaysSvg(input: DaysChartInput): string {
  return cachedDrawing(drawingKey('vintage-days', input), () => draw(input));
}

/** A day step for the x ticks: the smallest of a week, a fortnight or four weeks whose labels stay ~36 px apart. */
export function dayStep(span: number, plotWidth: number): number {
  for (const step of [7, 14, 28, 56]) if ((step / Math.max(1, span)) * plotWidth >= 36) return step;
  return 112;
}

/** Own results further than this many days outside the region's days are left to the table (a sample logged in spring would squeeze the season). */
const OWN_MARGIN_DAYS = 14;

function draw({ lines, band, thisSeason, own: allOwn, seasonTips = [], title, desc, locale, idPrefix, size }: DaysChartInput): string {
  const { width: DAYS_WIDTH, height: DAYS_HEIGHT, font, plot: PLOT } = DAYS_SIZES[size];
  const regionDays = lines.flatMap((l) => l.points.map((p) => p.day));
  const own = regionDays.length ? allOwn.filter((o) => o.day >= Math.min(...regionDays) - OWN_MARGIN_DAYS && o.day <= Math.max(...regionDays) + OWN_MARGIN_DAYS) : allOwn;
  const days = [...regionDays, ...own.map((o) => o.day), ...band.map((b) => b.day)];
  const values = [...lines.flatMap((l) => l.points.map((p) => p.result)), ...own.map((o) => o.result), ...band.flatMap((b) => [b.q1, b.q3])];
  const x0 = days.length ? Math.min(...days) - 2 : 0;
  const x1 = days.length ? Math.max(...days) + 2 : 7;
  const y = values.length ? niceExtent(Math.min(...values), Math.max(...values)) : { min: 0, max: 1, interval: 0.2 };
  const w = DAYS_WIDTH - PLOT.left - PLOT.right;
  const h = DAYS_HEIGHT - PLOT.top - PLOT.bottom;
  const X = (d: number) => PLOT.left + ((d - x0) / Math.max(1, x1 - x0)) * w;
  const Y = (v: number) => PLOT.top + h - ((v - y.min) / (y.max - y.min || 1)) * h;
  // every y label with the decimals the step needs (3.0, 3.1 … not 3, 3.1)
  let decimals = 0;
  while (decimals < 4 && Math.abs(Math.round(y.interval * 10 ** decimals) - y.interval * 10 ** decimals) > 1e-9) decimals++;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DAYS_WIDTH} ${DAYS_HEIGHT}" width="${DAYS_WIDTH}" height="${DAYS_HEIGHT}" role="img" aria-labelledby="${idPrefix}-title ${idPrefix}-desc" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${font}">`,
    `<title id="${idPrefix}-title">${esc(title)}</title><desc id="${idPrefix}-desc">${esc(desc)}</desc>`,
    `<rect x="0" y="0" width="${DAYS_WIDTH}" height="${DAYS_HEIGHT}" fill="#fff"/>`,
  );
  // grid and y labels
  for (let v = y.min; v <= y.max + y.interval / 1000; v += y.interval) {
    const yy = f(Y(v));
    out.push(`<line x1="${PLOT.left}" x2="${DAYS_WIDTH - PLOT.right}" y1="${yy}" y2="${yy}" stroke="${DAYS_COLORS.grid}"/>`);
    out.push(`<text x="${PLOT.left - 6}" y="${yy}" dy="4" text-anchor="end" fill="${DAYS_COLORS.axis}">${number.format(Number(v.toPrecision(10)))}</text>`);
  }
  // x ticks on multiples of the step (day 0 is 1 August or the first sample)
  const step = dayStep(x1 - x0, w);
  for (let d = Math.ceil(x0 / step) * step; d <= x1; d += step) {
    const xx = f(X(d));
    out.push(`<line x1="${xx}" x2="${xx}" y1="${PLOT.top}" y2="${PLOT.top + h}" stroke="${DAYS_COLORS.grid}"/>`);
    out.push(`<text x="${xx}" y="${PLOT.top + h + font + 6}" text-anchor="middle" fill="${DAYS_COLORS.axis}">${d}</text>`);
  }
  out.push(`<line x1="${PLOT.left}" x2="${DAYS_WIDTH - PLOT.right}" y1="${PLOT.top + h}" y2="${PLOT.top + h}" stroke="${DAYS_COLORS.axis}"/>`);
  // the band of past vintages: Q1 → Q3 as one polygon, the median as a dashed line
  if (band.length > 1) {
    const upper = band.map((b) => `${f(X(b.day))},${f(Y(b.q3))}`);
    const lower = [...band].reverse().map((b) => `${f(X(b.day))},${f(Y(b.q1))}`);
    out.push(`<polygon class="band" points="${[...upper, ...lower].join(' ')}" fill="${DAYS_COLORS.band}" fill-opacity="0.18" stroke="none"/>`);
    out.push(`<polyline class="median" points="${band.map((b) => `${f(X(b.day))},${f(Y(b.median))}`).join(' ')}" fill="none" stroke="${DAYS_COLORS.median}" stroke-width="2.5" stroke-dasharray="8 5"/>`);
  }
  // past vintages, thin; this season bold and on top
  const path = (l: SeasonLine) => l.points.map((p) => `${f(X(p.day))},${f(Y(p.result))}`).join(' ');
  for (const l of lines) {
    if (l.vintage === thisSeason) continue;
    out.push(`<polyline class="vintage" data-vintage="${l.vintage}" points="${path(l)}" fill="none" stroke="${DAYS_COLORS.past}" stroke-width="1.25" stroke-opacity="0.8"/>`);
  }
  const season = lines.find((l) => l.vintage === thisSeason);
  if (season) {
    out.push(`<polyline class="this-season" data-vintage="${season.vintage}" points="${path(season)}" fill="none" stroke="${DAYS_COLORS.season}" stroke-width="3.5" stroke-linejoin="round"/>`);
    for (const [i, p] of season.points.entries()) {
      const tip = seasonTips[i];
      const circle = `<circle cx="${f(X(p.day))}" cy="${f(Y(p.result))}" r="4" fill="${DAYS_COLORS.season}"`;
      out.push(tip ? `${circle} data-tip="${esc(tip)}"><title>${esc(tip)}</title></circle>` : `${circle}/>`);
    }
  }
  // the client's own results of this season: diamonds
  for (const o of own) {
    const cx = X(o.day);
    const cy = Y(o.result);
    const path = `<path class="own" d="M${f(cx)} ${f(cy - 7)}L${f(cx + 6)} ${f(cy)}L${f(cx)} ${f(cy + 7)}L${f(cx - 6)} ${f(cy)}Z" fill="${DAYS_COLORS.own}" stroke="${DAYS_COLORS.ownBorder}" stroke-width="1"`;
    out.push(o.tip ? `${path} data-tip="${esc(o.tip)}"><title>${esc(o.tip)}</title></path>` : `${path}/>`);
  }
  out.push('</svg>');
  return out.join('');
}
