/**
 * The analytics pages through the app's request handler, as a browser without JavaScript: who sees the
 * analytics pages and their menu entries, the bad inputs that must give a message (never a
 * server error), and the smoke acknowledgement: refused unticked, recorded and remembered by a
 * cookie that no longer counts after signing in again or switching the active client.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider } from '../helpers/provider.ts';
import type { TestApp } from '../helpers/app.ts';
import { appsPerTest, signIn } from '../helpers/sign-in.ts';

const VINTAGE = '/dashboard/vintage-portal';
const SMOKE = '/dashboard/smoke-impact-report';
const YY = String(new Date().getUTCFullYear() % 100).padStart(2, '0');

// The seeded database is built once (on PostgreSQL: the template every test copies) within the
// hook's longer timeout, not inside the first test.
beforeAll(async () => closeProvider(await testProvider({ seed: true, now: new Date().toISOString() })));
const { as } = appsPerTest();

async function acknowledge(a: TestApp) {
  const r = await a.post(SMOKE, { agree: 'on' });
  expect(r.res.status).toBe(303);
  expect(r.res.headers.get('set-cookie')).toMatch(/^smokeImpactAck=\d+\.[\w-]+; Path=\/dashboard; Max-Age=43200; HttpOnly; SameSite=Lax/);
}

describe('analytics pages: roles and menu', () => {
  it('a Reporting User sees both menu entries and both pages', async () => {
    const a = await as('reporting@example.com');
    const page = await a.get(VINTAGE);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('href="/dashboard/vintage-portal"');
    expect(page.html).toContain('href="/dashboard/smoke-impact-report"');
    expect(page.html).not.toContain('class="breadcrumb"');
    expect((await a.get(SMOKE)).html).toContain('By checking this box, I acknowledge that I have read, understood, and agreed to the above terms.');
  });

  it('a Billing User (no results access) has no entries and is sent away from both pages and the downloads', async () => {
    const a = await as('billing@example.com');
    const billing = await a.get('/dashboard/billing');
    expect(billing.html).not.toContain('href="/dashboard/vintage-portal"');
    expect(billing.html).not.toContain('href="/dashboard/smoke-impact-report"');
    for (const path of [VINTAGE, SMOKE, `${VINTAGE}/report.csv?analyses=brix&varietal=chardonnay&ava=russian-river-valley`, `${SMOKE}/report.pdf?sample=S${YY}-970101&varietal=CS`]) {
      const r = await a.get(path, false);
      expect(r.res.status, path).toBe(302);
      expect(r.res.headers.get('location'), path).not.toContain('vintage');
    }
  });

  it('a client that must re-sign its agreement hides both entries and pages (owner on Willamette Hollow)', async () => {
    const a = await as('owner@example.com');
    const b = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow()).id;
    await a.post('/active-client', { clientId: String(b), redirectTo: '/dashboard' });
    const results = await a.get('/dashboard/results');
    expect(results.html).not.toContain('href="/dashboard/vintage-portal"');
    expect(results.html).not.toContain('href="/dashboard/smoke-impact-report"');
    expect((await a.get(VINTAGE, false)).res.headers.get('location')).toBe('/dashboard/results');
    expect((await a.get(SMOKE, false)).res.headers.get('location')).toBe('/dashboard/results');
  });
});

describe('vintage portal: bad input gives a message, never a server error', () => {
  it.each([
    [`${VINTAGE}?analyses=colour`, 'analyses-error', 'This analysis is not in the vintage portal'],
    [`${VINTAGE}?analyses=%00%3Cb%3E`, 'analyses-error', 'This analysis is not in the vintage portal'],
    [`${VINTAGE}?analyses=tannin&varietal=chardonnay`, 'varietal-error', 'There are no results of this analysis for that varietal'],
    [`${VINTAGE}?analyses=brix&varietal=cabernet-sauvignon&ava=willamette-valley`, 'ava-error', 'There are no results for this region'],
    [`${VINTAGE}?analyses=brix&varietal=chardonnay&ava=${'x'.repeat(300)}`, 'ava-error', 'There are no results for this region'],
  ])('%s', async (path, id, text) => {
    const a = await as('full@example.com');
    const r = await a.get(path);
    expect(r.res.status).toBe(200);
    expect(r.html).toMatch(new RegExp(`id="${id}"[^>]*>.*${text}`, 's'));
    expect(r.html).toContain('class="error-summary"');
  });

  it('the step buttons go to the clean address of the step; the report has its own; the CSV refuses a bad choice', async () => {
    const a = await as('full@example.com');
    const step = await a.get(`${VINTAGE}?analyses=ph&varietal=chardonnay&ava=napa-valley&step=analysis`, false);
    expect(step.res.status).toBe(303);
    expect(step.res.headers.get('location')).toBe(`${VINTAGE}?analyses=ph`);
    const step2 = await a.get(`${VINTAGE}?analyses=ph&varietal=chardonnay&ava=napa-valley&step=varietal`, false);
    expect(step2.res.headers.get('location')).toBe(`${VINTAGE}?analyses=ph&varietal=chardonnay`);
    const lists = await a.get(`${VINTAGE}?analyses=ph&varietal=chardonnay`);
    expect(lists.html).toContain('<option value="russian-river-valley">Russian River Valley</option>');
    const report = await a.get(`${VINTAGE}?analyses=ph&varietal=chardonnay&ava=russian-river-valley`);
    expect(report.html).toContain('pH of Chardonnay in Russian River Valley');
    expect(report.html).toContain('<svg');
    const csv = await a.request(`${VINTAGE}/report.csv?analyses=ph&varietal=chardonnay&ava=russian-river-valley`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    // one line per row of the two tables (region's results; the client's own in this region), less their header rows
    expect(lines.length - 1).toBe((report.html.match(/<tr>/g) ?? []).length - (report.html.includes('id="vintage-own"') ? 2 : 1));
    expect((await a.request(`${VINTAGE}/report.csv?analyses=ph&varietal=chardonnay&ava=willamette-hills`)).status).toBe(404);
    expect((await a.request(`${VINTAGE}/report.csv?analyses=ph`)).status).toBe(400);
  });
});

describe("the vintage report shows the client's own results of the chosen region", () => {
  const CARNEROS = 'analyses=brix&varietal=chardonnay&ava=los-carneros';
  it('lists only that region\'s own results, says how many have no region, and puts them in the CSV as their own column', async () => {
    const a = await as('owner@example.com');
    const db = a.provider.db;
    const A = (await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    // Three of the client's Chardonnay samples with a validated Brix come from Los Carneros, two name no region.
    const brix = await db.selectFrom('results').innerJoin('samples', 'samples.id', 'results.sampleId').select('samples.id').distinct()
      .where('samples.clientId', '=', A).where('samples.varietalCode', '=', 'CH').where('results.analyte', 'in', ['Brix', 'Brix (soluble solids)'])
      .where('results.validationStatus', '=', 'Validated').orderBy('samples.id').execute();
    expect(brix.length).toBeGreaterThanOrEqual(5);
    await db.updateTable('samples').set({ ava: 'Coombsville' }).where('clientId', '=', A).where('varietalCode', '=', 'CH').execute();
    await db.updateTable('samples').set({ ava: 'Los Carneros' }).where('id', 'in', brix.slice(0, 3).map((b) => b.id)).execute();
    await db.updateTable('samples').set({ ava: null }).where('id', 'in', brix.slice(3, 5).map((b) => b.id)).execute();
    const api = await a.provider.call('GET', `/vintage_portal/analyses_report.json?client_id=${A}&${CARNEROS}`, { token: await a.provider.tokenFor('owner@example.com') });
    const own: { sampleNumber: string; result: number }[] = api.json.own;
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(api.json.ownNoRegion).toBeGreaterThanOrEqual(2);
    const page = await a.get(`${VINTAGE}?${CARNEROS}`);
    const ownTable = page.html.split('id="vintage-own"')[1].split('</table>')[0];
    expect((ownTable.match(/<tr>/g) ?? []).length - 1).toBe(own.length);
    expect(page.html).toMatch(new RegExp(`data-testid="own-no-region">${api.json.ownNoRegion}(<!-- -->)? of your results have no region and are not shown\\.`));
    // Another region of the same varietal shows none of them, and says so.
    const rrv = await a.get(`${VINTAGE}?analyses=brix&varietal=chardonnay&ava=russian-river-valley`);
    expect(rrv.html).not.toContain('id="vintage-own"');
    for (const o of own) expect(rrv.html).not.toContain(o.sampleNumber);
    expect(rrv.html).toContain('samples from this region to compare with this trend');

    const csv = (await (await a.request(`${VINTAGE}/report.csv?${CARNEROS}`)).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv[0]).toBe('Date,Timestamp,Analysis,Varietal,Region,Result,Your result,Your sample,Unit');
    const mine = csv.slice(1).map((l) => l.split(',')).filter((c) => c[7]);
    expect(mine.map((c) => c[7]).sort()).toEqual(own.map((o) => o.sampleNumber).sort());
    for (const c of mine) expect(c[5]).toBe('');
    expect(mine.map((c) => Number(c[6])).sort()).toEqual(own.map((o) => o.result).sort());
    const regionLines = csv.slice(1).filter((l) => !l.split(',')[7]);
    expect(regionLines.length).toBe(api.json.rows.length);
    const times = csv.slice(1).map((l) => l.split(',')[1]);
    expect(times).toEqual([...times].sort());
  });

  it('draws a phone chart beside the wide one: 400 px wide with 14 px type, so it reads at 390 px', async () => {
    const a = await as('owner@example.com');
    const page = await a.get(`${VINTAGE}?${CARNEROS}`);
    expect(page.html).toContain('class="chart-svg chart-wide"');
    const narrow = page.html.split('class="chart-svg chart-narrow"')[1].split('</svg>')[0];
    expect(narrow).toMatch(/<svg[^>]*width="400"/);
    const sizes = [...narrow.matchAll(/font-size:(\d+)px/g), ...narrow.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
  });
});

describe('smoke impact report through the app', () => {
  it('refuses Continue unticked (400 with the message), records the acknowledgement, then shows the page', async () => {
    const a = await as('full@example.com');
    const refused = await a.post(SMOKE, {});
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('Tick the box to acknowledge the terms before you continue.');
    await acknowledge(a);
    const row = await a.provider.db.selectFrom('disclaimer_acknowledgements').selectAll().where('agreementTag', 'like', 'smoke-impact@%').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.agreementTag).toMatch(/^smoke-impact@[0-9a-f]{8}$/);
    expect(row.agreementText).toContain('Smoke Impact Comparative Report');
    const page = await a.get(SMOKE);
    expect(page.html).toContain('Samples Available for Smoke Impact Comparative Report');
    expect(page.html).toContain(`href="${SMOKE}?sample=S${YY}-970101#smoke-form"`);
  });

  it('gives messages for another client’s sample, an unknown varietal, a bad number and missing fields', async () => {
    const a = await as('full@example.com');
    await acknowledge(a);
    const other = (await a.provider.db.selectFrom('samples').innerJoin('clients', 'clients.id', 'samples.clientId').select('friendlyNumber').where('clients.code', '=', 'C12688').where('friendlyNumber', 'like', `S${YY}-97%`).executeTakeFirstOrThrow()).friendlyNumber;
    const cases: [string, string, string][] = [
      [`?sample=${other}&varietal=CS`, 'sampleNumber-error', 'This client has no sample with smoke marker results under that number'],
      [`?sample=S${YY}-970101&varietal=XX`, 'varietal-error', 'This varietal code is not known'],
      [`?sample=%3Cscript%3E&varietal=CS`, 'sampleNumber-error', 'This client has no sample with smoke marker results under that number'],
      ['?show=1', 'sampleNumber-error', 'Enter a sample number.'],
      ['?show=1&sample=S26-1', 'varietal-error', 'Choose a varietal.'],
    ];
    for (const [q, id, text] of cases) {
      const r = await a.get(`${SMOKE}${q}`);
      expect(r.res.status, q).toBe(200);
      expect(r.html, q).toMatch(new RegExp(`id="${id}"[^>]*>.*${text}`, 's'));
    }
    const prelim = await a.get(`${SMOKE}?sample=S${YY}-970103&varietal=ME`);
    expect(prelim.html).toContain('The results of this sample are preliminary');
    const notApplicable = await a.get(`${SMOKE}?sample=S${YY}-970102&varietal=CH`);
    expect((notApplicable.html.match(/>Not applicable</g) ?? []).length).toBe(11);
    const pdf = await a.get(`${SMOKE}/report.pdf?sample=${other}&varietal=CS`, false);
    expect(pdf.res.status).toBe(302);
  });

  it('the acknowledgement no longer counts after signing in again or switching the active client', async () => {
    const a = await as('reporting@example.com');
    await acknowledge(a);
    expect((await a.get(SMOKE)).html).not.toContain('By checking this box');
    // another client: the cookie is stale, cleared, and the terms come back
    const c = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C11402').executeTakeFirstOrThrow()).id;
    // (C11402 is on credit hold, which closes the smoke report to its members: lifted for this test)
    await a.provider.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', c).execute();
    await a.post('/active-client', { clientId: String(c), redirectTo: '/dashboard' });
    const other = await a.request(SMOKE);
    expect(other.headers.getSetCookie().some((h) => /^smokeImpactAck=;.*Max-Age=0/.test(h))).toBe(true);
    expect(await other.text()).toContain('By checking this box');
    // back to A, acknowledged again; then a new sign-in
    const A = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    await a.post('/active-client', { clientId: String(A), redirectTo: '/dashboard' });
    await acknowledge(a);
    expect((await a.get(SMOKE)).html).not.toContain('By checking this box');
    await a.post('/logout', {});
    await signIn(a, 'reporting@example.com');
    expect((await a.get(SMOKE)).html).toContain('By checking this box');
  });
});
