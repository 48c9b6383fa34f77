/**
 * The public vintage trend chart images (document 3 §2 "Vintage reports"): drawn on the server
 * with ECharts (SVG) from the seeded vintage results, one per varietal and analyte, stored in
 * `vintage_charts`. A godmode user may replace any of them with a PNG, JPEG or WebP upload.
 * A chart that has no stored image yet is drawn on first request (so a database seeded before
 * this existed still gets its images).
 */
import * as echarts from 'echarts';
import type { DB } from '../db/connect.ts';
import { CHART_UPLOAD, VINTAGE_ANALYTES, VINTAGE_CHARTS, type VintageVarietalKey } from '../contract/content.ts';

/** Chart size (document 3 §9: chart height 413). */
const WIDTH = 640;
const HEIGHT = 413;
const MAX_POINTS_PER_YEAR = 60;
const COLORS = ['#6d1a36', '#1a5fb4', '#1b6e3a', '#b35900', '#5b3a8c', '#00707a', '#8a6d00'];

function seasonDay(iso: string): number {
  const d = new Date(iso);
  return Date.UTC(2000, d.getUTCMonth(), d.getUTCDate());
}

/** One scatter series per vintage year, x = the day of the season, y = the result. */
export async function drawVintageChart(db: DB, key: VintageVarietalKey, analyte: string): Promise<string> {
  const varietal = key === 'cabernet-sauvignon-phenolics' ? 'Cabernet Sauvignon' : VINTAGE_CHARTS[key].varietal;
  const analysis = VINTAGE_ANALYTES[analyte] ?? analyte;
  const rows = await db
    .selectFrom('vintage_results')
    .select(['timestamp', 'result'])
    .where('varietal', '=', varietal)
    .where('analysis', '=', analysis)
    .orderBy('timestamp')
    .execute();
  const byYear = new Map<number, [number, number][]>();
  for (const r of rows) {
    const year = new Date(r.timestamp).getUTCFullYear();
    const list = byYear.get(year) ?? [];
    list.push([seasonDay(r.timestamp), Number(r.result)]);
    byYear.set(year, list);
  }
  const years = [...byYear.keys()].sort().slice(-5);
  const series = years.map((year, i) => {
    const points = byYear.get(year)!;
    const step = Math.max(1, Math.ceil(points.length / MAX_POINTS_PER_YEAR));
    return {
      name: String(year),
      type: 'scatter' as const,
      symbolSize: 5,
      itemStyle: { color: COLORS[i % COLORS.length] },
      data: points.filter((_, j) => j % step === 0).map(([x, y]) => [x, Math.round(y * 100) / 100]),
    };
  });
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  chart.setOption({
    animation: false,
    title: { text: `${VINTAGE_CHARTS[key].varietal}: ${analysis}`, left: 'center', textStyle: { fontSize: 15, color: '#1d2530' } },
    legend: { bottom: 0, data: years.map(String) },
    grid: { left: 60, right: 20, top: 45, bottom: 60 },
    xAxis: { type: 'time', axisLabel: { formatter: '{MMM} {d}' }, splitLine: { show: false } },
    yAxis: { type: 'value', name: analysis, nameLocation: 'middle', nameGap: 45, scale: true },
    series: series.length ? series : [{ type: 'scatter', data: [] }],
    graphic: series.length ? [] : [{ type: 'text', left: 'center', top: 'middle', style: { text: 'No data available', fontSize: 14 } }],
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

export interface StoredChart {
  contentType: string;
  image: Buffer;
  updatedAt: string;
}

export async function storedChart(db: DB, key: VintageVarietalKey, analyte: string): Promise<StoredChart> {
  const row = await db
    .selectFrom('vintage_charts')
    .select(['contentType', 'image', 'updatedAt'])
    .where('varietal', '=', key)
    .where('analyte', '=', analyte)
    .executeTakeFirst();
  if (row) return { ...row, image: Buffer.from(row.image) };
  const image = Buffer.from(await drawVintageChart(db, key, analyte), 'utf8');
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('vintage_charts')
    .values({ varietal: key, analyte, contentType: 'image/svg+xml', image, updatedAt })
    .onConflict((oc) => oc.columns(['varietal', 'analyte']).doNothing())
    .execute();
  return { contentType: 'image/svg+xml', image, updatedAt };
}

/** Draws and stores every chart (the seed calls this after the vintage results exist). */
export async function seedVintageCharts(db: DB): Promise<number> {
  let n = 0;
  for (const [key, def] of Object.entries(VINTAGE_CHARTS) as [VintageVarietalKey, (typeof VINTAGE_CHARTS)[VintageVarietalKey]][]) {
    for (const analyte of def.analytes) {
      await storedChart(db, key, analyte);
      n++;
    }
  }
  return n;
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
  await db
    .insertInto('vintage_charts')
    .values({ varietal: key, analyte, contentType, image, updatedAt })
    .onConflict((oc) => oc.columns(['varietal', 'analyte']).doUpdateSet({ contentType, image, updatedAt }))
    .execute();
  return updatedAt;
}
