/**
 * The soil page's results charts (document 3 §2 "Soil marketing page"), drawn on the server
 * with ECharts as SVG so they show before and without JavaScript. The numbers are
 * ILLUSTRATIVE: a made-up vineyard block, chosen to look like a plausible soil report; they
 * are not results of any real sample. Every text in a chart (title, blocks, series, numbers) is
 * in the reader's language: its strings are `soil.charts.*`, and each chart is drawn once per
 * process and language.
 */
import { type ChartOption, renderSvg } from '../../../../lib/echarts-svg.ts';
import type { Language } from '../../../i18n/config.ts';

export type SoilChartTab = 'chemistry' | 'microbiology' | 'physics';
export type Translate = (key: string, values?: Record<string, string>) => string;

/** The charts in page order; the page's caption of each is `soil.charts.<id>.title`. */
export const SOIL_CHARTS = [
  { id: 'organic-matter', tab: 'chemistry' },
  { id: 'cec', tab: 'chemistry' },
  { id: 'sbs-radar', tab: 'microbiology' },
  { id: 'fungi-ratio', tab: 'microbiology' },
  { id: 'om-necromass', tab: 'microbiology' },
  { id: 'necromass', tab: 'microbiology' },
  { id: 'composition', tab: 'physics' },
] as const satisfies readonly { id: string; tab: SoilChartTab }[];
export type SoilChartId = (typeof SOIL_CHARTS)[number]['id'];

export function isSoilChart(id: string): id is SoilChartId {
  return SOIL_CHARTS.some((c) => c.id === id);
}

const W = 520;
const H = 320;
const WINE = '#6d1a36';
const PALETTE = ['#6d1a36', '#1a5fb4', '#1b6e3a', '#b35900', '#5b3a8c', '#00707a'];
const title = (text: string) => ({ text, left: 'center', textStyle: { fontSize: 14 } });

function draw(option: ChartOption): string {
  return renderSvg({ color: PALETTE, ...option }, { width: W, height: H });
}

function build(id: SoilChartId, lng: Language, t: Translate): string {
  const s = (key: string) => t(`soil.charts.${id}.${key}`);
  const number = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 });
  const num = (v: unknown) => number.format(Number(v));
  const blocks = ['A', 'B', 'C', 'D'].map((name) => t('soil.charts.block', { name }));
  const valueAxis = (unit: string) => ({ type: 'value', name: unit, nameTextStyle: { align: 'left' }, axisLabel: { formatter: num } });
  const pieLabel = { formatter: (p: { name: string; percent: number }) => `${p.name}: ${percent.format(p.percent / 100)}` };
  const bar = (name: string, values: number[], unit: string) =>
    draw({
      title: title(s('title')),
      grid: { left: 55, right: 15, top: 45, bottom: 35 },
      xAxis: { type: 'category', data: blocks },
      yAxis: valueAxis(unit),
      series: [{ type: 'bar', name, data: values, itemStyle: { color: WINE }, label: { show: true, position: 'top', formatter: (p: { value: unknown }) => num(p.value) } }],
    });
  const stacked = (heading: string, series: { name: string; data: number[]; stack?: string }[]) =>
    draw({
      title: title(heading),
      legend: { bottom: 0, itemGap: 32 }, // SSR measures text narrower than browsers draw it
      grid: { left: 55, right: 15, top: 45, bottom: 50 },
      xAxis: { type: 'category', data: blocks },
      yAxis: valueAxis('g C/kg'),
      series: series.map((x) => ({ type: 'bar', ...x })),
    });
  switch (id) {
    case 'organic-matter':
      return bar(s('series'), [2.1, 3.4, 2.8, 4.0], '%');
    case 'cec':
      return bar(s('series'), [12.5, 18.2, 15.1, 21.7], 'meq/100 g');
    case 'sbs-radar':
      return draw({
        title: title(s('heading')),
        radar: {
          indicator: ['nutrientCycling', 'diseaseSuppression', 'stressTolerance', 'diversity', 'carbonStorage', 'waterRetention'].map((k) => ({ name: s(k), max: 100 })),
          radius: '60%', center: ['50%', '56%'], axisName: { color: '#1d2530', fontSize: 11 },
        },
        series: [{ type: 'radar', data: [{ value: [72, 58, 64, 81, 55, 67], name: blocks[1], areaStyle: { opacity: 0.25 } }] }],
      });
    case 'fungi-ratio':
      return draw({
        title: title(s('heading')),
        series: [{ type: 'pie', radius: ['38%', '65%'], center: ['50%', '56%'], data: [{ name: s('fungi'), value: 38 }, { name: s('bacteria'), value: 62 }], label: pieLabel }],
      });
    case 'om-necromass':
      return stacked(s('title'), [
        { name: s('organicCarbon'), stack: 'c', data: [12, 19, 16, 23] },
        { name: s('microbialNecromass'), stack: 'c', data: [5, 9, 7, 11] },
      ]);
    case 'necromass':
      return stacked(s('heading'), [
        { name: s('fungal'), data: [3.1, 5.6, 4.2, 6.9] },
        { name: s('bacterial'), data: [1.9, 3.4, 2.8, 4.1] },
      ]);
    case 'composition':
      return draw({
        title: title(s('heading')),
        series: [{ type: 'pie', radius: '62%', center: ['50%', '56%'], data: [{ name: s('sand'), value: 42 }, { name: s('silt'), value: 38 }, { name: s('clay'), value: 20 }], label: pieLabel }],
      });
  }
}

const cache = new Map<string, string>();
/** One chart as SVG in the given language (`t` gives that language's strings). */
export function soilChartSvg(id: SoilChartId, lng: Language, t: Translate): string {
  const key = `${lng} ${id}`;
  let svg = cache.get(key);
  if (svg === undefined) cache.set(key, (svg = build(id, lng, t)));
  return svg;
}
