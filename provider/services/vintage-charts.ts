/**
 * The public vintage trend chart images (document 3 §2 "Vintage reports"): drawn on the server
 * with ECharts (SVG) from the seeded vintage results, one per varietal and analyte, stored in
 * `vintage_charts`. A godmode user may replace any of them with a PNG, JPEG or WebP upload.
 * A chart that has no stored image yet, or one from an older drawing (DRAWING_VERSION), is drawn
 * on its next request (so a database seeded before still gets the current images).
 */
import { AXIS_TEXT, GRID_LINE, niceExtent, renderSvg } from '../../lib/echarts-svg.ts';
import { chartRows, findChart, storeChart, vintageResultsOf } from '../repositories/vintage-charts.ts';
import type { DB } from '../db/connect.ts';
import { CHART_UPLOAD, VINTAGE_ANALYTES, VINTAGE_CHARTS, type VintageVarietalKey } from '../../contract/vintage-charts.ts';

/** Chart size (document 3 §9: chart height 413). */
const WIDTH = 640;
const HEIGHT = 413;
const GRID = { left: 56, right: 24, top: 24, bottom: 64 };
const COLORS = ['#8a6d00', '#00707a', '#5b3a8c', '#1a5fb4', '#6d1a36'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * Bumped whenever the drawing changes: a stored drawing of another version is drawn again on
 * its next request (uploads are never SVG, so never replaced), so an existing database picks
 * up a new drawing without a new seed.
 */
export const DRAWING_VERSION = 2;
const DRAWING_MARK = `data-drawing="${DRAWING_VERSION}"`;

/** The season day of a result: its Pacific calendar day, moved to the year 2000 (ms, UTC). */
function seasonDay(iso: string): number {
  const d = new Date(Date.parse(iso) - 8 * 3_600_000);
  return Date.UTC(2000, d.getUTCMonth(), d.getUTCDate());
}

/** "Sep 8": the x axis labels, from a season day. */
export function dayLabel(ms: number): string {
  const d = new Date(ms);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** A label such as "Sep 29" needs about this many pixels at the axis font, with a gap. */
const LABEL_PX = 56;
const DAY_MS = 86_400_000;

/**
 * The x axis: the season's first to last result (with a few days' margin) and its ticks, on
 * calendar days that read at a glance: the 1st, 8th, 15th and 22nd; or the 1st and 15th; or the
 * 1st. The densest set whose two closest ticks are still a label apart at this chart's scale is
 * taken, so labels never collide (a weekly step from the first result put "Sep 29" next to
 * "Oct 1"; the closest pair here, 22nd to 1st, is at least 7 days apart).
 */
export function dayTicks(first: number, last: number, plotWidth = WIDTH - GRID.left - GRID.right): { min: number; max: number; ticks: number[] } {
  const min = first - 3 * DAY_MS;
  const max = last + 3 * DAY_MS;
  const pxPerDay = plotWidth / Math.max(1, (max - min) / DAY_MS);
  for (const days of [[1, 8, 15, 22], [1, 15], [1]]) {
    const ticks: number[] = [];
    const from = new Date(min);
    for (let month = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1); month <= max; ) {
      const m = new Date(month);
      for (const d of days) {
        const t = Date.UTC(m.getUTCFullYear(), m.getUTCMonth(), d);
        if (t >= min && t <= max) ticks.push(t);
      }
      month = Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1);
    }
    const gap = Math.min(Infinity, ...ticks.slice(1).map((t, i) => (t - ticks[i]) / DAY_MS));
    if (gap * pxPerDay >= LABEL_PX) return { min, max, ticks };
  }
  // a season so long that even months crowd: every other month
  const ticks: number[] = [];
  const from = new Date(min);
  for (let k = 1; ; k += 2) {
    const t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + k, 1);
    if (t > max) break;
    ticks.push(t);
  }
  return { min, max, ticks };
}

export { niceExtent };

/** Weekly means of one vintage's results (x: the mean day of the week's samples). */
function weeklyMeans(points: [number, number][], origin: number): [number, number][] {
  const bins = new Map<number, [number, number, number]>();
  for (const [x, y] of points) {
    const k = Math.floor((x - origin) / (7 * 86_400_000));
    const b = bins.get(k) ?? [0, 0, 0];
    b[0] += x;
    b[1] += y;
    b[2]++;
    bins.set(k, b);
  }
  return [...bins.entries()].sort(([a], [b]) => a - b).map(([, [sx, sy, n]]) => [Math.round(sx / n / 86_400_000) * 86_400_000, sy / n]);
}

/**
 * One line per vintage (the last five): the weekly mean of every AVA's results for the
 * varietal and analyte, over the day of the season. The image carries numbers and dates only:
 * its name and units are the page's (translated) caption and alternative text.
 */
export async function drawVintageChart(db: DB, key: VintageVarietalKey, analyte: string): Promise<string> {
  const varietal = key === 'cabernet-sauvignon-phenolics' ? 'Cabernet Sauvignon' : VINTAGE_CHARTS[key].varietal;
  const analysis = VINTAGE_ANALYTES[analyte] ?? analyte;
  const rows = await vintageResultsOf(db, varietal, analysis);
  const byYear = new Map<number, [number, number][]>();
  for (const r of rows) {
    const year = new Date(Date.parse(r.timestamp) - 8 * 3_600_000).getUTCFullYear();
    const list = byYear.get(year) ?? [];
    list.push([seasonDay(r.timestamp), Number(r.result)]);
    byYear.set(year, list);
  }
  const years = [...byYear.keys()].sort().slice(-5);
  const xs = years.flatMap((y) => byYear.get(y)!.map(([x]) => x));
  const axis = xs.length ? dayTicks(Math.min(...xs), Math.max(...xs)) : null;
  // The y axis spans every single result shown (not only the means), so a season's change is
  // seen against the spread of the samples and a flat analyte does not look like a swing.
  const values = years.flatMap((y) => byYear.get(y)!.map(([, v]) => v));
  const yAxis = values.length ? niceExtent(Math.min(...values), Math.max(...values)) : {};
  // means to a digit more than the values carry: 1,700 mg/L, 24.3 °Brix, 3.45 pH, 0.0270 ratio
  const largest = Math.max(0, ...values.map(Math.abs));
  const decimals = largest >= 100 ? 0 : largest >= 10 ? 1 : largest >= 1 ? 2 : 4;
  const series = years.map((year, i) => ({
    name: String(year),
    type: 'line' as const,
    smooth: 0.3,
    symbol: 'circle',
    symbolSize: i === years.length - 1 ? 6 : 4,
    lineStyle: { width: i === years.length - 1 ? 3 : 1.75 },
    itemStyle: { color: COLORS[(COLORS.length - years.length + i) % COLORS.length] },
    z: i + 1,
    data: weeklyMeans(byYear.get(year)!, axis?.min ?? 0).map(([x, y]) => [x, Number(y.toFixed(decimals))]),
  }));
  const svg = renderSvg({
    legend: { bottom: 4, data: years.map(String), itemGap: 16 },
    grid: GRID,
    xAxis: {
      type: 'value',
      min: axis?.min,
      max: axis?.max,
      splitLine: { show: true, lineStyle: { color: GRID_LINE } },
      axisTick: { customValues: axis?.ticks },
      axisLabel: { customValues: axis?.ticks, formatter: (v: number) => dayLabel(v), hideOverlap: true, color: AXIS_TEXT },
    },
    yAxis: { type: 'value', scale: true, ...yAxis, axisLabel: { color: AXIS_TEXT }, splitLine: { lineStyle: { color: GRID_LINE } } },
    series,
  }, { width: WIDTH, height: HEIGHT });
  return svg.replace(/^<svg\b/, `<svg ${DRAWING_MARK}`);
}

/** When each stored chart last changed, by `{varietal}/{analyte}` (a chart never stored has none). */
export async function chartStamps(db: DB): Promise<Map<string, string>> {
  const rows = await chartRows(db);
  return new Map(rows.map((r) => [`${r.varietal}/${r.analyte}`, r.updatedAt]));
}

export interface StoredChart {
  contentType: string;
  image: Buffer;
  updatedAt: string;
}

export async function storedChart(db: DB, key: VintageVarietalKey, analyte: string): Promise<StoredChart> {
  const row = await findChart(db, key, analyte);
  const stale = row && row.contentType === 'image/svg+xml' && !Buffer.from(row.image).subarray(0, 200).toString('utf8').includes(DRAWING_MARK);
  if (row && !stale) return { ...row, image: Buffer.from(row.image) };
  const image = Buffer.from(await drawVintageChart(db, key, analyte), 'utf8');
  const updatedAt = new Date().toISOString();
  const contentType = 'image/svg+xml';
  // an older drawing is replaced; an upload that came in meanwhile is kept
  await storeChart(db, { varietal: key, analyte, contentType, image, updatedAt }, 'same-type');
  return { contentType, image, updatedAt };
}

/** The image type by its first bytes (never by the name or the declared type), or null. */
export function sniffImageType(bytes: Uint8Array): (typeof CHART_UPLOAD.types)[number] | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

export async function replaceChart(db: DB, key: VintageVarietalKey, analyte: string, contentType: string, image: Buffer, now: Date): Promise<string> {
  const updatedAt = now.toISOString();
  await storeChart(db, { varietal: key, analyte, contentType, image, updatedAt }, 'any');
  return updatedAt;
}
