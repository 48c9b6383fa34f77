/**
 * The smoke impact chart (document 3 §2, §4, §9): per marker, the sample's result against the
 * varietal's 95th and 99th percentile baselines, as horizontal bars (thirteen marker names read
 * better down the side than slanted under columns).
 *
 * Each marker on its own scale: the bar is the result as a multiple of that marker's 99th
 * percentile (1 = the 99th), so one marker far above its baseline no longer flattens the others
 * to slivers; a bar beyond CAP times is cut at CAP and its label says the real value. The 95th
 * percentile is a triangle and the 99th a diamond (shape as well as colour), and every bar is
 * labelled with the result as measured. A '<' result is drawn at 0.1 µg and labelled below the
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

export function smokeImpactSvg(markers: ClassifiedMarker[], text: SmokeChartText): string {
  return cachedDrawing(drawingKey('smoke-impact', markers, text), () => draw(markers, text));
}

const ratio = (v: number, p99: number) => (p99 > 0 ? v / p99 : 0);
const round = (v: number) => Math.round(v * 100) / 100;

function draw(markers: ClassifiedMarker[], text: SmokeChartText): string {
  const rev = [...markers].reverse();
  const names = rev.map((m) => m.analyte);
  const height = Math.max(280, 100 + markers.length * 30);
  const top = Math.max(1.2, ...rev.map((m) => Math.min(SMOKE_RATIO_CAP, m.plotted === null ? 0 : ratio(m.plotted, m.p99))));
  const labelOf = (m: ClassifiedMarker) =>
    m.plotted === null ? text.notApplicable : m.classification === 'below-reportable' ? `${m.result} (${text.belowReportable})` : `${m.result} ${text.units}`;
  return renderSvg(
    {
      legend: { bottom: 4, itemGap: 18, textStyle: { color: AXIS_TEXT }, data: [text.result, text.p95, text.p99] },
      grid: { left: 182, right: 150, top: 28, bottom: 64 },
      xAxis: {
        type: 'value', min: 0, max: round(Math.ceil(top * 1.1 * 2) / 2), name: text.scale, nameLocation: 'middle', nameGap: 26,
        nameTextStyle: { color: AXIS_TEXT }, axisLabel: { color: AXIS_TEXT, formatter: (v: number) => `${v}×` }, splitLine: { lineStyle: { color: GRID_LINE } },
      },
      yAxis: { type: 'category', data: names, axisLabel: { color: AXIS_TEXT, width: 170, overflow: 'truncate' } },
      series: [
        {
          name: text.result,
          type: 'bar',
          color: '#6d1a36',
          barWidth: '55%',
          data: rev.map((m) => ({
            value: m.plotted === null ? 0 : round(Math.min(SMOKE_RATIO_CAP, ratio(m.plotted, m.p99))),
            label: { show: true, position: 'right', distance: 14, color: AXIS_TEXT, formatter: labelOf(m) },
          })),
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
    { width: SMOKE_CHART_WIDTH, height },
  );
}
