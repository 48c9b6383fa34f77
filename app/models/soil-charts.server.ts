/**
 * The soil page's results charts (document 3 §2 "Soil marketing page"), drawn on the server
 * with ECharts as SVG so they show before and without JavaScript. The numbers are
 * ILLUSTRATIVE: a made-up vineyard block, chosen to look like a plausible soil report; they
 * are not results of any real sample. Drawn once per process.
 */
import * as echarts from 'echarts';

export interface SoilChart {
  id: string;
  tab: 'chemistry' | 'microbiology' | 'physics';
  title: string;
  svg: string;
}

const W = 520;
const H = 320;
const WINE = '#6d1a36';
const PALETTE = ['#6d1a36', '#1a5fb4', '#1b6e3a', '#b35900', '#5b3a8c', '#00707a'];

function draw(option: echarts.EChartsCoreOption): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: W, height: H });
  chart.setOption({ animation: false, color: PALETTE, textStyle: { fontFamily: 'system-ui, sans-serif' }, ...option });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

const blocks = ['Block A', 'Block B', 'Block C', 'Block D'];
const bar = (title: string, name: string, values: number[], unit: string) =>
  draw({
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    grid: { left: 55, right: 15, top: 45, bottom: 35 },
    xAxis: { type: 'category', data: blocks },
    yAxis: { type: 'value', name: unit, nameTextStyle: { align: 'left' } },
    series: [{ type: 'bar', name, data: values, itemStyle: { color: WINE }, label: { show: true, position: 'top' } }],
  });

let cache: SoilChart[] | undefined;
export function soilCharts(): SoilChart[] {
  cache ??= [
    { id: 'organic-matter', tab: 'chemistry', title: 'Total Organic Matter', svg: bar('Total Organic Matter', 'Organic matter', [2.1, 3.4, 2.8, 4.0], '%') },
    { id: 'cec', tab: 'chemistry', title: 'Cation Exchange Capacity', svg: bar('Cation Exchange Capacity', 'CEC', [12.5, 18.2, 15.1, 21.7], 'meq/100 g') },
    {
      id: 'sbs-radar', tab: 'microbiology', title: 'SBS Radar Chart',
      svg: draw({
        title: { text: 'Soil Biological Score', left: 'center', textStyle: { fontSize: 14 } },
        radar: {
          indicator: ['Nutrient cycling', 'Disease suppression', 'Stress tolerance', 'Diversity', 'Carbon storage', 'Water retention'].map((name) => ({ name, max: 100 })),
          radius: '60%', center: ['50%', '56%'], axisName: { color: '#1d2530', fontSize: 11 },
        },
        series: [{ type: 'radar', data: [{ value: [72, 58, 64, 81, 55, 67], name: 'Block B', areaStyle: { opacity: 0.25 } }] }],
      }),
    },
    {
      id: 'fungi-ratio', tab: 'microbiology', title: 'Fungi Ratio',
      svg: draw({
        title: { text: 'Fungi to Bacteria Ratio', left: 'center', textStyle: { fontSize: 14 } },
        series: [{ type: 'pie', radius: ['38%', '65%'], center: ['50%', '56%'], data: [{ name: 'Fungi', value: 38 }, { name: 'Bacteria', value: 62 }], label: { formatter: '{b}: {d}%' } }],
      }),
    },
    {
      id: 'om-necromass', tab: 'microbiology', title: 'Organic Matter and Necromass',
      svg: draw({
        title: { text: 'Organic Matter and Necromass', left: 'center', textStyle: { fontSize: 14 } },
        legend: { bottom: 0 },
        grid: { left: 55, right: 15, top: 45, bottom: 50 },
        xAxis: { type: 'category', data: blocks },
        yAxis: { type: 'value', name: 'g C/kg' },
        series: [
          { type: 'bar', name: 'Organic carbon', stack: 'c', data: [12, 19, 16, 23] },
          { type: 'bar', name: 'Microbial necromass', stack: 'c', data: [5, 9, 7, 11] },
        ],
      }),
    },
    {
      id: 'necromass', tab: 'microbiology', title: 'Necromass',
      svg: draw({
        title: { text: 'Fungal and Bacterial Necromass', left: 'center', textStyle: { fontSize: 14 } },
        legend: { bottom: 0 },
        grid: { left: 55, right: 15, top: 45, bottom: 50 },
        xAxis: { type: 'category', data: blocks },
        yAxis: { type: 'value', name: 'g C/kg' },
        series: [
          { type: 'bar', name: 'Fungal', data: [3.1, 5.6, 4.2, 6.9] },
          { type: 'bar', name: 'Bacterial', data: [1.9, 3.4, 2.8, 4.1] },
        ],
      }),
    },
    {
      id: 'composition', tab: 'physics', title: 'Soil Composition',
      svg: draw({
        title: { text: 'Soil Composition (texture)', left: 'center', textStyle: { fontSize: 14 } },
        series: [{ type: 'pie', radius: '62%', center: ['50%', '56%'], data: [{ name: 'Sand', value: 42 }, { name: 'Silt', value: 38 }, { name: 'Clay', value: 20 }], label: { formatter: '{b}: {c}%' } }],
      }),
    },
  ];
  return cache;
}
