/**
 * The smoke impact chart (document 3 §2, §4, §9): per marker, the sample's result
 * beside the 95th and 99th percentile baselines of the varietal (µg/kg), as horizontal bars
 * (thirteen marker names read better down the side than slanted under columns). A '<' result
 * is drawn at 0.1 and labelled below the reportable level; a marker not applicable (-1) has no
 * bar and says so. Drawn on the server (lib/echarts-svg.ts); texts come translated.
 */
import { AXIS_TEXT, GRID_LINE, cachedDrawing, drawingKey, renderSvg } from '../../lib/echarts-svg.ts';
import type { ClassifiedMarker } from '../../contract/smoke-impact.ts';

export interface SmokeChartText {
  result: string;
  p95: string;
  p99: string;
  units: string;
  belowReportable: string;
  notApplicable: string;
}

export const SMOKE_CHART_WIDTH = 760;

export function smokeImpactSvg(markers: ClassifiedMarker[], text: SmokeChartText): string {
  return cachedDrawing(drawingKey('smoke-impact', markers, text), () => draw(markers, text));
}

function draw(markers: ClassifiedMarker[], text: SmokeChartText): string {
  const names = markers.map((m) => m.analyte).reverse();
  const rev = [...markers].reverse();
  const height = Math.max(260, 90 + markers.length * 34);
  return renderSvg(
    {
      color: ['#6d1a36', '#7fa7d6', '#1a5fb4'],
      legend: { bottom: 4, itemGap: 18, textStyle: { color: AXIS_TEXT } },
      grid: { left: 190, right: 90, top: 16, bottom: 56 },
      xAxis: { type: 'value', name: text.units, nameLocation: 'end', nameTextStyle: { color: AXIS_TEXT }, axisLabel: { color: AXIS_TEXT }, splitLine: { lineStyle: { color: GRID_LINE } } },
      yAxis: { type: 'category', data: names, axisLabel: { color: AXIS_TEXT, width: 180, overflow: 'truncate' } },
      series: [
        {
          name: text.result,
          type: 'bar',
          barGap: '10%',
          data: rev.map((m) => ({
            value: m.plotted ?? 0,
            label: {
              show: m.plotted === null || m.classification === 'below-reportable',
              position: 'right',
              color: AXIS_TEXT,
              formatter: m.plotted === null ? text.notApplicable : text.belowReportable,
            },
          })),
        },
        { name: text.p95, type: 'bar', data: rev.map((m) => m.p95) },
        { name: text.p99, type: 'bar', data: rev.map((m) => m.p99) },
      ],
    },
    { width: SMOKE_CHART_WIDTH, height },
  );
}
