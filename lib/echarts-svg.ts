/**
 * The one place charts are drawn (ECharts-to-SVG was drawn twice, in the app and in
 * the provider, and the analytics pages draw charts too). Apache ECharts renders on the server to
 * an SVG string (server-side rendering, no DOM), so every chart shows before and without
 * JavaScript. Both sides import this module; it imports nothing of either.
 */
import { createHash } from 'node:crypto';
import * as echarts from 'echarts';

export type ChartOption = echarts.EChartsCoreOption;
export const CHART_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
export const AXIS_TEXT = '#3d4752';
export const GRID_LINE = '#e6e8eb';

/** Draws `option` as an SVG document of the given size (no animation, the site's font). */
export function renderSvg(option: ChartOption, size: { width: number; height: number }): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: CHART_FONT }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** Round axis bounds around [lo, hi] in about five steps of 1, 2, 2.5 or 5 × 10ⁿ. */
export function niceExtent(lo: number, hi: number): { min: number; max: number; interval: number } {
  const span = hi - lo || Math.abs(hi) || 1;
  const raw = span / 5;
  const unit = 10 ** Math.floor(Math.log10(raw));
  const interval = ([1, 2, 2.5, 5, 10].find((f) => f * unit >= raw) ?? 10) * unit;
  const fix = (v: number) => Number(v.toFixed(Math.max(0, -Math.floor(Math.log10(interval)) + 1)));
  return { min: fix(Math.floor(lo / interval) * interval), max: fix(Math.ceil(hi / interval) * interval), interval };
}

/**
 * The drawing of the same data is the same SVG: drawings are kept by a hash of what they are
 * drawn from (data and texts, read fresh on every request), so a report opened again does not
 * pay ECharts' rendering (tens to hundreds of ms) again. Only the drawing is kept, never the
 * data it came from; each process keeps its own (a miss only costs the drawing).
 */
const drawings = new Map<string, string>();
const MAX_DRAWINGS = 200;

export function drawingKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

export function cachedDrawing(key: string, draw: () => string): string {
  const hit = drawings.get(key);
  if (hit !== undefined) {
    drawings.delete(key);
    drawings.set(key, hit);
    return hit;
  }
  const svg = draw();
  drawings.set(key, svg);
  if (drawings.size > MAX_DRAWINGS) drawings.delete(drawings.keys().next().value as string);
  return svg;
}
