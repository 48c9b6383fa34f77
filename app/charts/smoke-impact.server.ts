/**
 * The smoke impact chart (document 3 §2, §4, §9): per marker, the sample's result against the
 * varietal's 95th and 99th percentile baselines, as horizontal bars (thirteen marker names read
 * better down the side than slanted under columns).
 *
 * Each marker on its own scale: the bar is the result as a multiple of that marker's 99th
 * percentile (1 = the 99th), so one marker far above its baseline no longer flattens the others
 * to slivers; a bar beyond CAP times is cut at CAP and its label says the real value. The 95th
 * percentile is a triangle and the 99th a diamond (shape as well as colour), and every bar is
 * labelled with the result as measured, in a column at the right of the plot. A '<' result is drawn at 0.1 µg and labelled below the
 * reportable level; a marker not applicable (-1) has no bar and says so. Drawn on the server
 * (lib/echarts-svg.ts); texts come translated.
 */
import { AXIS_TEXT, GRID_LINE, cachedDrawing, drawingKey, renderSvg } from '../../lib/echarts-svg.ts';
import type { ClassifiedMarker } from '../../contract/smoke-impact.ts';

/** Bars longer than this many 99th percentiles are cut here (their label carries the value). */
export const SMOKE_RATIO_CAP = 3;

export interface SmokeChartText {
  result: string;
  p95: string;
  p99: string;
  units: string;
  belowReportable: string;
  notApplicable: string;
  /** the x axis: multiples of each marker's own 99th percentile */
  scale: string;
}

export const SMOKE_CHART_WIDTH = 760;

/**
 * The wide drawing and the phone's. The phone's is 340 px wide with 14 px type, so at 390 px
 * (a 326 px column) it is shown near its drawn size and every text is at least 12 px, instead of
 * the 760 px drawing shrunk to 43 %. On it each marker's name stands above its bar (no column of
 * names eating the width), the legend is one entry a line and the axis name two lines. CSS shows one.
 */
export const SMOKE_SIZES = {
  wide: { width: SMOKE_CHART_WIDTH, font: 12, row: 30, minHeight: 280, grid: { left: 204, right: 176, top: 28, bottom: 64 } },
  narrow: { width: 340, font: 14, row: 50, minHeight: 320, grid: { left: 6, right: 92, top: 24, bottom: 172 } },
} as const;
export type SmokeSize = keyof typeof SMOKE_SIZES;

export function smokeImpactSvg(markers: ClassifiedMarker[], text: SmokeChartText, size: SmokeSize = 'wide'): string {
  return cachedDrawing(drawingKey('smoke-impact', markers, text, size), () => draw(markers, text, size));
}

const ratio = (v: number, p99: number) => (p99 > 0 ? v / p99 : 0);
const round = (v: number) => Math.round(v * 100) / 100;

/** A long axis name as two lines, broken at the space nearest its middle. */
function twoLines(name: string): string {
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  if (!spaces.length) return name;
  const at = spaces.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best));
  return `${name.slice(0, at)}\n${name.slice(at + 1)}`;
}

function draw(markers: ClassifiedMarker[], text: SmokeChartText, size: SmokeSize): string {
  const S = SMOKE_SIZES[size];
  const narrow = size === 'narrow';
  const rev = [...markers].reverse();
  const names = rev.map((m) => m.analyte);
  const height = Math.max(S.minHeight, S.grid.top + S.grid.bottom + markers.length * S.row);
  const top = Math.max(1.2, ...rev.map((m) => Math.min(SMOKE_RATIO_CAP, m.plotted === null ? 0 : ratio(m.plotted, m.p99))));
  // on the phone a result below the reportable level is labelled with its bound alone (the table under the chart says the rest)
  const labelOf = (m: ClassifiedMarker) =>
    m.plotted === null ? text.notApplicable : m.classification === 'below-reportable' ? (narrow ? m.result : `${m.result} (${text.belowReportable})`) : `${m.result} ${text.units}`;
  const type = { color: AXIS_TEXT, fontSize: S.font };
  const bar = (m: ClassifiedMarker) => (m.plotted === null ? 0 : round(Math.min(SMOKE_RATIO_CAP, ratio(m.plotted, m.p99))));
  const xAxis = {
    type: 'value', min: 0, max: round(Math.ceil(top * 1.1 * 2) / 2), name: narrow ? twoLines(text.scale) : text.scale, nameLocation: 'middle', nameGap: narrow ? 44 : 26,
    nameTextStyle: { ...type, ...(narrow ? { lineHeight: 18 } : {}) }, axisLabel: { ...type, formatter: (v: number) => `${v}×` }, splitLine: { lineStyle: { color: GRID_LINE } },
    ...(narrow ? { splitNumber: 3 } : {}),
  };
  // the results as a column at the right, one a row (never under a percentile's mark)
  const results = { type: 'category', data: rev.map(labelOf), position: 'right', axisLine: { show: false }, axisTick: { show: false }, axisLabel: { ...type, align: 'left', margin: 8 } };
  const yAxis = narrow
    ? [
        // the name above its bar: drawn inside the plot, its baseline clear of the bar
        { type: 'category', data: names, axisTick: { show: false }, axisLabel: { ...type, inside: true, align: 'left', verticalAlign: 'bottom', padding: [0, 0, 13, 2] } },
        results,
      ]
    : [{ type: 'category', data: names, axisLabel: { ...type, width: 190, overflow: 'truncate' } }, results];
  return renderSvg(
    {
      // on the phone's drawing one legend entry a line, so the entries never run into each other
      legend: { bottom: 4, itemGap: narrow ? 8 : 18, textStyle: type, data: [text.result, text.p95, text.p99], ...(narrow ? { orient: 'vertical', left: 4 } : {}) },
      grid: S.grid,
      xAxis,
      yAxis,
      series: [
        {
          name: text.result,
          type: 'bar',
          color: '#6d1a36',
          barWidth: narrow ? '40%' : '55%',
          // the bar sits in the lower part of its row on the phone, under its name
          ...(narrow ? { barCategoryGap: '0%' } : {}),
          data: rev.map(bar),
        },
        {
          name: text.p95, type: 'scatter', symbol: 'triangle', symbolSize: 11, color: '#3f7fc4', z: 5,
          itemStyle: { borderColor: '#fff', borderWidth: 1 },
          data: rev.map((m) => [round(ratio(m.p95, m.p99)), m.analyte]),
        },
        {
          name: text.p99, type: 'scatter', symbol: 'diamond', symbolSize: 12, color: '#0b2f5c', z: 6,
          itemStyle: { borderColor: '#fff', borderWidth: 1 },
          data: rev.map((m) => [1, m.analyte]),
        },
      ],
    },
    { width: S.width, height },
  );
}
