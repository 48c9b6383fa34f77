/**
 * The vintage trends ("vintage portal") and smoke impact calls of the provider, each with every role
 * (site administrator, client Administrator, Full User, Reporting User allowed; Billing User,
 * a non-member, a client that must re-sign its agreement and a signed-out caller refused), the
 * bad inputs (unknown ids, another client's sample) and what the answers hold, read back from
 * the database independently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { classifyMarker } from '../../contract/smoke-impact.ts';
import { pdfText } from '../helpers/pdf.ts';

let p: TestProvider;
let A: number;
let B: number;
const tokens: Record<string, string> = {};
const ALLOWED = ['owner', 'full', 'reporting', 'admin'] as const;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  B = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow()).id;
  for (const [k, email] of Object.entries({
    owner: 'owner@example.com', full: 'full@example.com', reporting: 'reporting@example.com', billing: 'billing@example.com', admin: 'admin@example.com', newcomer: 'newcomer@example.com',
  })) tokens[k] = await p.tokenFor(email);
}, 120_000);
afterAll(() => closeProvider(p));

const get = (url: string, who?: keyof typeof tokens) => p.call('GET', url, { token: who ? tokens[who] : undefined });

describe('vintage portal: GET /vintage_portal/analyses.json', () => {
  it.each(ALLOWED)('lists the analyses with their units for %s', async (who) => {
    const r = await get(`/vintage_portal/analyses.json?client_id=${A}`, who);
    expect(r.status).toBe(200);
    expect(r.json).toContainEqual({ id: 'brix', name: 'Brix', units: '°Brix' });
    expect(r.json).toContainEqual({ id: 'titratable-acidity', name: 'Titratable Acidity', units: 'g/L' });
    expect(r.json).toContainEqual({ id: 'catechin-tannin-ratio', name: 'Catechin:Tannin Ratio', units: 'ratio' });
  });

  it('refuses a Billing User, a non-member, a client that must re-sign, a signed-out caller and a bad client id', async () => {
    expect((await get(`/vintage_portal/analyses.json?client_id=${A}`, 'billing')).status).toBe(403);
    expect((await get(`/vintage_portal/analyses.json?client_id=${A}`, 'newcomer')).status).toBe(403);
    const resign = await get(`/vintage_portal/analyses.json?client_id=${B}`, 'owner');
    expect(resign.status).toBe(403);
    expect(resign.json.error).toMatch(/re-sign/);
    expect((await get(`/vintage_portal/analyses.json?client_id=${A}`)).status).toBe(401);
    expect((await get('/vintage_portal/analyses.json?client_id=abc', 'owner')).status).toBe(400);
  });
});

describe('vintage portal: varietals and regions', () => {
  it.each(ALLOWED)('lists the varietals of an analysis and the regions of a varietal for %s', async (who) => {
    const v = await get(`/vintage_portal/varietals.json?client_id=${A}&analyses=brix`, who);
    expect(v.status).toBe(200);
    expect(v.json.map((x: any) => x.id)).toEqual(['cabernet-sauvignon', 'chardonnay', 'pinot-noir', 'sauvignon-blanc']);
    const phenolics = await get(`/vintage_portal/varietals.json?client_id=${A}&analyses=tannin`, who);
    expect(phenolics.json).toEqual([{ id: 'cabernet-sauvignon', name: 'Cabernet Sauvignon' }]);
    const regions = await get(`/vintage_portal/regions.json?client_id=${A}&analyses=brix&varietal=pinot-noir`, who);
    expect(regions.status).toBe(200);
    const avas = await p.db.selectFrom('vintage_results').select('ava').distinct().where('analysis', '=', 'Brix').where('varietal', '=', 'Pinot Noir').orderBy('ava').execute();
    expect(regions.json.map((x: any) => x.name)).toEqual(avas.map((a) => a.ava));
    expect(regions.json.length).toBeGreaterThan(1);
  });

  it('answers 404 naming the field for an unknown analysis or a varietal without results, 400 for a malformed id, 403 for a Billing User', async () => {
    const a = await get(`/vintage_portal/varietals.json?client_id=${A}&analyses=colour`, 'owner');
    expect(a.status).toBe(404);
    expect(a.json.field).toBe('analyses');
    const v = await get(`/vintage_portal/regions.json?client_id=${A}&analyses=tannin&varietal=chardonnay`, 'owner');
    expect(v.status).toBe(404);
    expect(v.json.field).toBe('varietal');
    expect((await get(`/vintage_portal/regions.json?client_id=${A}&analyses=brix&varietal=Pinot%20Noir%3B`, 'owner')).status).toBe(400);
    expect((await get(`/vintage_portal/varietals.json?client_id=${A}&analyses=brix`, 'billing')).status).toBe(403);
    expect((await get(`/vintage_portal/regions.json?client_id=${A}&analyses=brix&varietal=pinot-noir`, 'billing')).status).toBe(403);
  });
});

describe('vintage portal: GET /vintage_portal/analyses_report.json', () => {
  it.each(ALLOWED)('gives the region’s results sorted by time, as numbers, with several vintages, for %s', async (who) => {
    const r = await get(`/vintage_portal/analyses_report.json?client_id=${A}&analyses=brix&varietal=chardonnay&ava=russian-river-valley`, who);
    expect(r.status).toBe(200);
    expect(r.json.analysis).toEqual({ id: 'brix', name: 'Brix', units: '°Brix' });
    expect(r.json.region).toEqual({ id: 'russian-river-valley', name: 'Russian River Valley' });
    const db = await p.db.selectFrom('vintage_results').select(['timestamp', 'result']).where('analysis', '=', 'Brix').where('varietal', '=', 'Chardonnay').where('ava', '=', 'Russian River Valley').execute();
    expect(r.json.rows).toHaveLength(db.length);
    const times = r.json.rows.map((x: any) => Date.parse(x.timestamp));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(typeof r.json.rows[0].result).toBe('number');
    expect(new Set(r.json.rows.map((x: any) => x.dateYear)).size).toBeGreaterThanOrEqual(5);
    expect(r.json.rows[0]).toMatchObject({ analyte: 'Brix', dateYear: expect.any(Number), dateMonth: expect.any(Number), dateDay: expect.any(Number) });
  });

  it("adds the client's own validated results of the analysis and varietal from the chosen region only, and none of another client", async () => {
    const expectedIn = async (ava: string | null) => {
      let q = p.db
        .selectFrom('results')
        .innerJoin('samples', 'samples.id', 'results.sampleId')
        .select(['results.result', 'samples.friendlyNumber'])
        .where('samples.clientId', '=', A)
        .where('samples.varietalCode', '=', 'CH')
        .where('results.analyte', 'in', ['Brix', 'Brix (soluble solids)'])
        .where('results.validationStatus', '=', 'Validated');
      q = ava === null ? q.where('samples.ava', 'is', null) : q.where('samples.ava', '=', ava);
      return (await q.execute()).filter((e) => e.result && /^-?\d+(\.\d+)?$/.test(e.result));
    };
    const carneros = await expectedIn('Los Carneros');
    const none = await expectedIn(null);
    expect(carneros.length).toBeGreaterThan(0);
    expect(none.length).toBeGreaterThan(0);
    const r = await get(`/vintage_portal/analyses_report.json?client_id=${A}&analyses=brix&varietal=chardonnay&ava=los-carneros`, 'owner');
    expect(r.json.own).toHaveLength(carneros.length);
    expect(r.json.own.map((o: any) => o.sampleNumber).sort()).toEqual(carneros.map((e) => e.friendlyNumber).sort());
    expect(r.json.ownNoRegion).toBe(none.length);
    const ownNumbers = new Set((await p.db.selectFrom('samples').select('friendlyNumber').where('clientId', '=', A).execute()).map((s) => s.friendlyNumber));
    expect(r.json.own.every((o: any) => ownNumbers.has(o.sampleNumber))).toBe(true);
    // The client grows no Chardonnay in the Russian River Valley: none of its results are that region's.
    const rrv = await get(`/vintage_portal/analyses_report.json?client_id=${A}&analyses=brix&varietal=chardonnay&ava=russian-river-valley`, 'owner');
    expect(rrv.json.rows.length).toBeGreaterThan(0);
    expect(rrv.json.own).toEqual([]);
    expect(rrv.json.ownNoRegion).toBe(none.length);
  });

  it("the season report follows the same region: its own points are the report's own results of that region", async () => {
    const Q = 'analyses=brix&varietal=chardonnay';
    const report = await get(`/vintage_portal/analyses_report.json?client_id=${A}&${Q}&ava=los-carneros`, 'owner');
    const season = await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}&ava=los-carneros`, 'owner');
    expect(season.json.own.map((o: any) => o.sampleNumber).sort()).toEqual(report.json.own.map((o: any) => o.sampleNumber).sort());
    expect(season.json.ownNoRegion).toBe(report.json.ownNoRegion);
    expect((await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}&ava=russian-river-valley`, 'owner')).json.own).toEqual([]);
  });

  it('answers 404 for a region that is not of the varietal, with the field, and refuses the refused roles', async () => {
    // Willamette Valley has Pinot Noir results but no Cabernet Sauvignon ones in the seed.
    const ok = await get(`/vintage_portal/regions.json?client_id=${A}&analyses=brix&varietal=cabernet-sauvignon`, 'owner');
    expect(ok.json.map((x: any) => x.id)).not.toContain('willamette-valley');
    const r = await get(`/vintage_portal/analyses_report.json?client_id=${A}&analyses=brix&varietal=cabernet-sauvignon&ava=willamette-valley`, 'owner');
    expect(r.status).toBe(404);
    expect(r.json.field).toBe('ava');
    expect((await get(`/vintage_portal/analyses_report.json?client_id=${A}&analyses=brix&varietal=chardonnay&ava=russian-river-valley`, 'billing')).status).toBe(403);
    expect((await get(`/vintage_portal/analyses_report.json?client_id=${B}&analyses=brix&varietal=chardonnay&ava=russian-river-valley`, 'owner')).status).toBe(403);
    expect((await get(`/vintage_portal/analyses_report.json?client_id=${A}&analyses=brix&varietal=chardonnay&ava=russian-river-valley`)).status).toBe(401);
  });
});

const S = (n: number) => `S26-${970100 + n}`;

describe('smoke impact: varietals and samples', () => {
  it('lists the grape varietals as [code, name] pairs to a signed-in user, cacheable for 10 minutes', async () => {
    const r = await get('/smoke-impact/varietals.json', 'reporting');
    expect(r.status).toBe(200);
    expect(r.json).toContainEqual(['CS', 'Cabernet Sauvignon']);
    expect(r.json).toContainEqual(['PN', 'Pinot Noir']);
    expect(r.headers.get('cache-control')).toMatch(/max-age=600/);
    expect((await get('/smoke-impact/varietals.json')).status).toBe(401);
  });

  it.each(ALLOWED)("lists the client's smoke-screened samples, preliminary and completed, newest first, for %s", async (who) => {
    const r = await get(`/results/${A}/smoke_impact_samples.json`, who);
    expect(r.status).toBe(200);
    expect(r.json.length).toBeLessThanOrEqual(100);
    const byNumber = new Map(r.json.map((s: any) => [s.friendlyNumber, s]));
    expect(byNumber.get(S(1))).toMatchObject({ status: 'completed', description: expect.stringContaining('Cabernet Sauvignon') });
    expect(byNumber.get(S(3))).toMatchObject({ status: 'preliminary' });
    expect(Object.keys(r.json[0]).sort()).toEqual(['description', 'friendlyNumber', 'id', 'loggedAt', 'status']);
    const logged = r.json.map((s: any) => s.loggedAt);
    expect(logged).toEqual([...logged].sort().reverse());
  });

  it('refuses the Billing User, a non-member, the re-sign client and a signed-out caller', async () => {
    expect((await get(`/results/${A}/smoke_impact_samples.json`, 'billing')).status).toBe(403);
    expect((await get(`/results/${A}/smoke_impact_samples.json`, 'newcomer')).status).toBe(403);
    expect((await get(`/results/${B}/smoke_impact_samples.json`, 'owner')).status).toBe(403);
    expect((await get(`/results/${A}/smoke_impact_samples.json`)).status).toBe(401);
  });
});

describe('smoke impact: GET /smoke-impact-report.json and .pdf', () => {
  const report = (sample: string, varietal: string, who: keyof typeof tokens = 'owner', extra = '', client = A) =>
    get(`/smoke-impact-report.json?sample_number=${sample}&client_id=${client}&varietal_code=${varietal}${extra}`, who);

  it.each(ALLOWED)('compares every marker of a completed sample with the varietal baselines for %s', async (who) => {
    const r = await report(S(1), 'CS', who);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ friendlyNumber: S(1), status: 'completed', units: 'µg/kg', varietal: { code: 'CS', name: 'Cabernet Sauvignon' } });
    expect(r.json.baselineSource).toMatch(/AWRI/);
    const baselines = await p.db.selectFrom('smoke_baselines').selectAll().where('varietalCode', '=', 'CS').where('matrix', '=', 'grape').orderBy('id').execute();
    expect(r.json.analytes.map((a: any) => a.analyte)).toEqual(baselines.map((b) => b.analyte));
    expect(r.json.analytes[0].percentile_95).toEqual({ operator: baselines[0].p95Operator, value: baselines[0].p95Value });
    // heavy exposure: the complete panel lies above the 99th percentile
    expect(r.json.analytes.map(classifyMarker).every((m: any) => m.classification === 'above-99')).toBe(true);
  });

  it("answers -1 for the markers a short panel did not measure, and '<1' below the reportable level", async () => {
    const screen = await report(S(2), 'CH');
    expect(screen.status).toBe(200);
    const measured = screen.json.analytes.filter((a: any) => a.result !== '-1').map((a: any) => a.analyte);
    expect(measured).toEqual(['Guaiacol', '4-Methylguaiacol']);
    const unexposed = await report(S(5), 'PN');
    expect(unexposed.json.analytes.some((a: any) => a.result.startsWith('<'))).toBe(true);
  });

  it('gives a preliminary sample only with the preliminary agreement accepted', async () => {
    const refused = await report(S(3), 'ME');
    expect(refused.status).toBe(409);
    expect(refused.json.field).toBe('preliminary');
    const accepted = await report(S(3), 'ME', 'owner', '&preliminary=accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.json.status).toBe('preliminary');
    expect(accepted.json.reportedAt).toBeNull();
  });

  it("answers 404 for another client's sample (without saying so), an unknown varietal; 400 for a malformed query", async () => {
    const other = (await p.db.selectFrom('samples').innerJoin('clients', 'clients.id', 'samples.clientId').select('friendlyNumber').where('clients.code', '=', 'C12688').where('friendlyNumber', 'like', 'S26-97%').executeTakeFirstOrThrow()).friendlyNumber;
    const r = await report(other, 'CS');
    expect(r.status).toBe(404);
    expect(r.json.field).toBe('sampleNumber');
    const v = await report(S(1), 'XX');
    expect(v.status).toBe(404);
    expect(v.json.field).toBe('varietal');
    expect((await report('S26%3B970101', 'CS')).status).toBe(400);
    expect((await get(`/smoke-impact-report.json?client_id=${A}&varietal_code=CS`, 'owner')).status).toBe(400);
  });

  it('refuses the Billing User, the re-sign client, a non-member and a signed-out caller', async () => {
    expect((await report(S(1), 'CS', 'billing')).status).toBe(403);
    expect((await report(S(1), 'CS', 'newcomer')).status).toBe(403);
    expect((await report(S(1), 'CS', 'owner', '', B)).status).toBe(403);
    expect((await get(`/smoke-impact-report.json?sample_number=${S(1)}&client_id=${A}&varietal_code=CS`)).status).toBe(401);
  });

  it('builds the PDF: sample, dates, chart labels, table, baselines source and disclaimer', async () => {
    const res = await p.app.request(`/smoke-impact-report.pdf?sample_number=${S(1)}&client_id=${A}&varietal_code=CS`, { headers: { authorization: `Bearer ${tokens.full}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`smoke-impact-${S(1)}.pdf`);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Smoke Impact Comparative Report');
    expect(text).toContain(S(1));
    expect(text).toContain('Napa Ridge Cellars');
    expect(text).toContain('95th percentile');
    expect(text).toContain('Above the 99th percentile');
    expect(text).toContain('Syringol gentiobioside');
    expect(text).toContain('AWRI');
    expect(text).toContain('accepts no liability');
    const billing = await p.app.request(`/smoke-impact-report.pdf?sample_number=${S(1)}&client_id=${A}&varietal_code=CS`, { headers: { authorization: `Bearer ${tokens.billing}` } });
    expect(billing.status).toBe(403);
  });
});

describe('smoke impact: the disclaimer', () => {
  it('gives the text to a signed-in user; records an acknowledgement of the published text by the caller', async () => {
    const d = await get('/product_disclaimers/smoke-impact.json', 'reporting');
    expect(d.status).toBe(200);
    expect(d.json.text).toMatch(/Smoke Impact Comparative Report/);
    const user = await p.db.selectFrom('users').select(['id', 'email']).where('email', '=', 'reporting@example.com').executeTakeFirstOrThrow();
    const body = { clientCode: 'C10234', userEmail: user.email, userPid: user.id, agreementText: d.json.text, agreementTag: 'smoke-impact@1a2b3c4d' };
    const r = await p.call('POST', '/product_disclaimers.json', { token: tokens.reporting, body });
    expect(r.status).toBe(201);
    const row = await p.db.selectFrom('disclaimer_acknowledgements').selectAll().where('id', '=', r.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ clientId: A, userId: user.id, agreementTag: 'smoke-impact@1a2b3c4d', agreementText: d.json.text });
  });

  it('refuses another user’s name, a changed text, an unknown tag, the Billing User and an invalid body', async () => {
    const d = await get('/product_disclaimers/smoke-impact.json', 'owner');
    const user = await p.db.selectFrom('users').select(['id', 'email']).where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    const body = { clientCode: 'C10234', userEmail: user.email, userPid: user.id, agreementText: d.json.text, agreementTag: 'smoke-impact@x' };
    expect((await p.call('POST', '/product_disclaimers.json', { token: tokens.full, body })).status).toBe(403);
    expect((await p.call('POST', '/product_disclaimers.json', { token: tokens.owner, body: { ...body, agreementText: 'I agree to nothing' } })).status).toBe(409);
    expect((await p.call('POST', '/product_disclaimers.json', { token: tokens.owner, body: { ...body, agreementTag: 'nope@1' } })).status).toBe(404);
    const billing = await p.db.selectFrom('users').select(['id', 'email']).where('email', '=', 'billing@example.com').executeTakeFirstOrThrow();
    expect((await p.call('POST', '/product_disclaimers.json', { token: tokens.billing, body: { ...body, userEmail: billing.email, userPid: billing.id } })).status).toBe(403);
    expect((await p.call('POST', '/product_disclaimers.json', { token: tokens.owner, body: { clientCode: 'C10234' } })).status).toBe(400);
    expect((await get('/product_disclaimers/unknown.json', 'owner')).status).toBe(404);
    expect((await get('/product_disclaimers/smoke-impact.json')).status).toBe(401);
  });
});
