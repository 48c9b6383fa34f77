/**
 * The vintage portal's chart (document 3 §9: height 413, exponential trendline with
 * R²): the region's results as a scatter over time, the fitted trendline with its equation and
 * R² on the chart, and the active client's own results as a second, distinct series (diamonds
 * in another colour). Drawn on the server (lib/echarts-svg.ts); its texts come translated.
 */
import { AXIS_TEXT, GRID_LINE, cachedDrawing, drawingKey, niceExtent, renderSvg } from '../../lib/echarts-svg.ts';
import type { OwnRow, ReportRow } from '../../contract/vintage-trends.ts';
import { type Trendline, trendAt } from '../models/trendline.ts';
import { withPointTips } from './point-tips.server.ts';

export const CHART_HEIGHT = 413;
export const CHART_WIDTH = 760;

/**
 * The wide drawing (document 3 §9: height 413) and the phone's: narrower with larger type, so the
 * page shows it near its drawn size at 320–480 px instead of a 760 px drawing shrunk to half.
 */
export const TREND_SIZES = {
  wide: { width: CHART_WIDTH, height: CHART_HEIGHT, font: 12, equation: 13, grid: { left: 64, right: 24, top: 40, bottom: 64 }, point: 6, own: 11, legendGap: 24 },
  narrow: { width: 400, height: 400, font: 14, equation: 14, grid: { left: 52, right: 14, top: 58, bottom: 104 }, point: 6, own: 10, legendGap: 6 },
} as const;
export type TrendSize = keyof typeof TREND_SIZES;

export interface TrendChartText {
  region: string;
  own: string;
  trend: string;
  /** "y = …  R² = …", drawn in the chart's corner */
  equation: string;
  yAxis: string;
  locale: string;
  /** each point's tooltip (value, date and region), in the order of `rows` and of `own` */
  tips?: { region: string[]; own: string[] };
}

export function vintageTrendSvg(rows: ReportRow[], own: OwnRow[], trend: Trendline | null, text: TrendChartText, size: TrendSize = 'wide'): string {
  return cachedDrawing(drawingKey('vintage-trend', rows, own, trend, text, size), () => draw(rows, own, trend, text, size));
}

function draw(rows: ReportRow[], own: OwnRow[], trend: Trendline | null, text: TrendChartText, size: TrendSize): string {
  const S = TREND_SIZES[size];
  const times = [...rows, ...own].map((r) => Date.parse(r.timestamp));
  const values = [...rows, ...own].map((r) => r.result);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const y = values.length ? niceExtent(Math.min(...values), Math.max(...values)) : { min: 0, max: 1, interval: 0.2 };
  const line: [number, number][] = [];
  if (trend && times.length) {
    const steps = 80;
    for (let i = 0; i <= steps; i++) {
      const t = first + ((last - first) * i) / steps;
      const v = trendAt(trend, new Date(t).toISOString());
      if (Number.isFinite(v) && v >= y.min && v <= y.max) line.push([t, Number(v.toPrecision(6))]);
    }
  }
  const year = new Intl.DateTimeFormat(text.locale, { year: 'numeric', timeZone: 'America/Los_Angeles' });
  const series: object[] = [
    { name: text.region, type: 'scatter', symbolSize: S.point, itemStyle: { color: '#1a5fb4', opacity: 0.75 }, data: rows.map((r) => [Date.parse(r.timestamp), r.result]) },
  ];
  if (line.length) series.push({ name: text.trend, type: 'line', showSymbol: false, symbol: 'none', lineStyle: { color: '#6d1a36', width: 2, type: 'dashed' }, itemStyle: { color: '#6d1a36' }, data: line });
  if (own.length) series.push({ name: text.own, type: 'scatter', symbol: 'diamond', symbolSize: S.own, itemStyle: { color: '#b35900', borderColor: '#3d2000', borderWidth: 1 }, z: 5, data: own.map((r) => [Date.parse(r.timestamp), r.result]) });
  const svg = renderSvg(
    {
      // on the phone's drawing one legend entry a line, so the entries never run into each other
      legend: { bottom: 4, itemGap: S.legendGap, textStyle: { color: AXIS_TEXT, fontSize: S.font }, ...(size === 'narrow' ? { orient: 'vertical', left: 8 } : {}) },
      grid: S.grid,
      // on the phone's drawing the equation has a line of its own above the plot, at the left
      graphic: trend ? [{ type: 'text', ...(size === 'wide' ? { right: 28, top: 10 } : { left: 8, top: 8 }), style: { text: text.equation, fill: '#6d1a36', fontSize: S.equation, fontWeight: 'bold' } }] : [],
      xAxis: {
        type: 'time',
        min: first,
        max: last,
        splitLine: { show: true, lineStyle: { color: GRID_LINE } },
        axisLabel: { color: AXIS_TEXT, fontSize: S.font, hideOverlap: true, formatter: (v: number) => year.format(new Date(v)) },
      },
      yAxis: { type: 'value', name: text.yAxis, nameTextStyle: { color: AXIS_TEXT, align: 'left', fontSize: S.font }, min: y.min, max: y.max, interval: y.interval, axisLabel: { color: AXIS_TEXT, fontSize: S.font }, splitLine: { lineStyle: { color: GRID_LINE } } },
      series,
    },
    { width: S.width, height: S.height },
  );
  // the series' order above: the region's points first, then the trendline (when drawn), then the client's own
  return text.tips ? withPointTips(svg, { 0: text.tips.region, [line.length ? 2 : 1]: text.tips.own }) : svg;
}
