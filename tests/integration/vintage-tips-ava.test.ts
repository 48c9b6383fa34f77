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

  it('gives this season\'s points and own results of the by-day chart their value, date and region', async () => {
    const a = await as('full@example.com');
    const A = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    await a.provider.db.updateTable('samples').set({ ava: 'Los Carneros' }).where('clientId', '=', A).where('varietalCode', '=', 'CH').execute();
    const { html } = await a.get(`${VINTAGE}?analyses=brix&varietal=chardonnay&ava=los-carneros&view=days`);
    for (const cls of ['chart-wide', 'chart-narrow']) {
      const svg = html.split(`class="chart-svg ${cls}"`)[1].split('</svg>')[0];
      const season = [...svg.matchAll(/<circle [^>]*data-tip="([^"]*)"><title>([^<]*)<\/title><\/circle>/g)];
      expect(season.length).toBeGreaterThan(0);
      for (const m of season) expect(m[2]).toMatch(/^Los Carneros: [\d.]+ °Brix on \d\d\/\d\d\/20\d\d$/);
      const own = [...svg.matchAll(/<path class="own"[^>]*data-tip="([^"]*)"><title>([^<]*)<\/title><\/path>/g)];
      expect(own.length).toBeGreaterThan(0);
      for (const m of own) expect(m[2]).toMatch(/^Your sample S\d\d-\d+ \(Los Carneros\): [\d.]+ °Brix on \d\d\/\d\d\/20\d\d$/);
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

const ORDER = '/dashboard/shop/order-analyses';

describe('a sample\'s AVA through the portal', () => {
  it('the order form names the AVA of a wine sample (from the known list), the sample card shows it; an unknown one is refused with the input kept', async () => {
    const a = await as('full@example.com');
    const form = await a.get(ORDER);
    // the picker lists the known AVAs grouped by state, after "Not known"
    expect(form.html).toMatch(/<select[^>]*name="ava"/);
    expect(form.html).toContain('<optgroup label="California">');
    expect(form.html).toContain('<option value="Los Carneros">Los Carneros</option>');
    const bad = await a.post(ORDER, { intent: 'add-sample', description: 'Chardonnay tank 3', sampleTypeId: '1', ava: 'Champagne' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('Choose an AVA from the list, or “Not known”.');
    expect(bad.html).toContain('value="Chardonnay tank 3"');
    const ok = await a.post(ORDER, { intent: 'add-sample', description: 'Chardonnay tank 3', sampleTypeId: '1', ava: 'Los Carneros' });
    expect(ok.res.status).toBe(303);
    const row = await a.provider.db.selectFrom('submission_samples').select(['ava']).where('description', '=', 'Chardonnay tank 3').executeTakeFirstOrThrow();
    expect(row.ava).toBe('Los Carneros');
    expect((await a.get(ORDER)).html).toContain('AVA: Los Carneros');
  });

  it('the receiving desk shows the order\'s AVA to confirm or correct, and the results sample gets what it posts', async () => {
    const a = await as('godmode@example.com');
    const db = a.provider.db;
    const sub = await db.selectFrom('submissions').select(['id', 'number']).where('state', '=', 'submitted').executeTakeFirstOrThrow();
    const samples = await db.selectFrom('submission_samples').select(['id']).where('submissionId', '=', sub.id).orderBy('position').execute();
    await db.updateTable('submission_samples').set({ sampleTypeId: 1, ava: 'Napa Valley' }).where('submissionId', '=', sub.id).execute();
    const page = await a.get(`/launchpad/receiving?code=${sub.number}`);
    const select = page.html.match(/<select name="samples\[0\]\.ava"[\s\S]*?<\/select>/)![0];
    expect(select).toMatch(/<option value="Napa Valley" selected="">/);
    const fields: Record<string, string> = { submissionId: String(sub.id), code: sub.number! };
    samples.forEach((s, i) => Object.assign(fields, { [`samples[${i}].id`]: String(s.id), [`samples[${i}].received`]: 'on', [`samples[${i}].condition`]: 'ok', [`samples[${i}].ava`]: i === 0 ? 'Oakville' : '' }));
    const r = await a.post('/launchpad/receiving', fields);
    expect(r.res.status).toBe(303);
    const made = await db.selectFrom('samples').innerJoin('submission_samples', 'submission_samples.resultSampleId', 'samples.id').select(['samples.ava']).where('submission_samples.submissionId', '=', sub.id).orderBy('submission_samples.position').execute();
    expect(made.map((m) => m.ava)).toEqual(['Oakville', ...Array(samples.length - 1).fill(null)]);
  });

  it('the sample page sets the AVA afterwards, and the vintage portal\'s own results follow it', async () => {
    const a = await as('owner@example.com');
    const db = a.provider.db;
    const A = (await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    const sample = await db.selectFrom('results').innerJoin('samples', 'samples.id', 'results.sampleId').select(['samples.id', 'samples.batchId', 'samples.friendlyNumber'])
      .where('samples.clientId', '=', A).where('samples.varietalCode', '=', 'CH').where('results.analyte', 'in', ['Brix', 'Brix (soluble solids)'])
      .where('results.validationStatus', '=', 'Validated').orderBy('samples.id').executeTakeFirstOrThrow();
    await db.updateTable('samples').set({ ava: null }).where('clientId', '=', A).where('varietalCode', '=', 'CH').execute();
    const before = await a.get(`${VINTAGE}?analyses=brix&varietal=chardonnay&ava=los-carneros`);
    expect(before.html).not.toContain(`<td>${sample.friendlyNumber}</td>`);
    const url = `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}`;
    const page = await a.get(url);
    expect(page.html).toMatch(/<form[^>]*id="sample-ava"/);
    const bad = await a.post(url, { intent: 'ava', ava: 'Rheingau' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('Choose an AVA from the list, or “Not known”.');
    const ok = await a.post(url, { intent: 'ava', ava: 'Los Carneros' });
    expect(ok.res.status).toBe(303);
    expect((await db.selectFrom('samples').select('ava').where('id', '=', sample.id).executeTakeFirstOrThrow()).ava).toBe('Los Carneros');
    const after = await a.get(url);
    expect(after.html).toContain("The sample&#x27;s AVA was saved.");
    expect(after.html).toMatch(/<option value="Los Carneros" selected="">/);
    const portal = await a.get(`${VINTAGE}?analyses=brix&varietal=chardonnay&ava=los-carneros`);
    expect(portal.html).toContain(`<td>${sample.friendlyNumber}</td>`);
  });
});
