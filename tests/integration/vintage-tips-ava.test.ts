/**
 * The vintage portal's chart points carry their value, date and region (an SVG <title>, also the
 * browser's own tooltip without JavaScript, and data-tip for the tooltip script), and a sample's
 * AVA (the region its results count in) is set by the client and by the lab.
 */
import { describe, expect, it } from 'vitest';
import { appsPerTest } from '../helpers/sign-in.ts';
import { withPointTips } from '../../app/charts/point-tips.server.ts';

const { as } = appsPerTest();
const VINTAGE = '/dashboard/vintage-portal';

describe('vintage chart point tooltips', () => {
  it('gives every region point and every own point of both drawings its value, date and region', async () => {
    const a = await as('owner@example.com');
    const db = a.provider.db;
    // three of the client's Chardonnay samples with a validated Brix come from Los Carneros
    const A = (await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    const brix = await db.selectFrom('results').innerJoin('samples', 'samples.id', 'results.sampleId').select('samples.id').distinct()
      .where('samples.clientId', '=', A).where('samples.varietalCode', '=', 'CH').where('results.analyte', 'in', ['Brix', 'Brix (soluble solids)'])
      .where('results.validationStatus', '=', 'Validated').orderBy('samples.id').limit(3).execute();
    await db.updateTable('samples').set({ ava: 'Los Carneros' }).where('id', 'in', brix.map((b) => b.id)).execute();
    const api = await a.get(`${VINTAGE}?analyses=brix&varietal=chardonnay&ava=los-carneros`);
    const rows = (api.html.match(/<table class="analytics-table" id="vintage-data">([\s\S]*?)<\/table>/)![1].match(/<tr>/g) ?? []).length - 1;
    const own = (api.html.match(/<table class="analytics-table" id="vintage-own">([\s\S]*?)<\/table>/)?.[1].match(/<tr>/g) ?? []).length - 1;
    expect(own).toBeGreaterThan(0);
    for (const cls of ['chart-wide', 'chart-narrow']) {
      const svg = api.html.split(`class="chart-svg ${cls}"`)[1].split('</svg>')[0];
      const titles = [...svg.matchAll(/data-tip="([^"]*)"><title>([^<]*)<\/title>/g)];
      expect(titles.every((m) => m[1] === m[2])).toBe(true);
      const region = titles.filter((m) => /^Los Carneros: [\d.]+ °Brix on \d\d\/\d\d\/20\d\d$/.test(m[2]));
      const mine = titles.filter((m) => /^Your sample S\d\d-\d+ \(Los Carneros\): [\d.]+ °Brix on \d\d\/\d\d\/20\d\d$/.test(m[2]));
      expect([region.length, mine.length]).toEqual([rows, own]);
    }
  });

  it('escapes the texts and leaves other elements alone', () => {
    const svg = '<svg><path d="M0 0" ecmeta_series_index="0" ecmeta_data_index="1" ecmeta_ssr_type="chart" class="a"></path><path d="M1 1" ecmeta_series_index="1" ecmeta_data_index="0" ecmeta_ssr_type="chart"/></svg>';
    const legend = '<path d="M0 0" ecmeta_series_index="0" ecmeta_data_index="1" ecmeta_ssr_type="legend" class="b"></path>';
    const out = withPointTips(svg + legend, { 0: ['x', 'a < b & "c"'] });
    expect(out).toContain(legend);
    expect(out).toContain('data-tip="a &lt; b &amp; &quot;c&quot;"><title>a &lt; b &amp; &quot;c&quot;</title></path>');
    expect(out).toContain('<path d="M1 1" ecmeta_series_index="1" ecmeta_data_index="0" ecmeta_ssr_type="chart"/>');
  });
});
