/**
 * A client on credit hold shows its own results to no one but site administrators (document 2
 * §6), everywhere: the results calls and pages did already; the smoke impact report (samples,
 * report, PDF) and the vintage portal's "your results" (rows, chart, counts) obey the same rule
 * (contract/roles.ts ownResultsWithheld), at the provider and in the pages. The smoke page goes
 * where Results goes on credit hold; the vintage portal keeps the region's trend and shows the
 * credit-hold warning in place of the client's own results.
 *
 * Napa Ridge Cellars (C10234) is put on credit hold here: it has smoke-screened samples and own
 * vintage results (the demo's client on hold, C11402, is a brewery with neither).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { appsPerTest, signIn } from '../helpers/sign-in.ts';

const HOLD = 'The client is on credit hold: results are not available';
// A region where the demo client has results of its own (own results are shown by their sample's region).
const REPORT = 'analyses=brix&varietal=chardonnay&ava=los-carneros';
// The demo seed at this time gives the client Chardonnay of its own in Los Carneros (the seed varies with its clock).
const SEEDED_AT = '2026-11-18T18:00:00Z';
const VINTAGE = '/dashboard/vintage-portal';
const SMOKE = '/dashboard/smoke-impact-report';

describe('the provider', () => {
  let p: TestProvider;
  let A: number;
  let sample: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    p = await testProvider({ seed: true, now: SEEDED_AT });
    A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    for (const who of ['reporting', 'full', 'owner', 'godmode', 'admin']) tokens[who] = await p.tokenFor(`${who}@example.com`);
    const samples = await p.call('GET', `/results/${A}/smoke_impact_samples.json`, { token: tokens.full });
    sample = samples.json.find((s: { status: string }) => s.status === 'completed').friendlyNumber;
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
  }, 120_000);
  afterAll(() => closeProvider(p));

  const smokeCalls = () => [
    `/results/${A}/smoke_impact_samples.json`,
    `/smoke-impact-report.json?client_id=${A}&sample_number=${sample}&varietal_code=CS`,
    `/smoke-impact-report.pdf?client_id=${A}&sample_number=${sample}&varietal_code=CS`,
  ];

  it('refuses the smoke impact samples, report and PDF to every client role, as it refuses results', async () => {
    for (const who of ['reporting', 'full', 'owner']) {
      for (const path of [...smokeCalls(), `/clients/${A}/results.json`, `/clients/${A}/batches/dashboard_index`]) {
        const r = await p.call('GET', path, { token: tokens[who] });
        expect(r.status, `${who} ${path}`).toBe(403);
        expect(r.json.error, `${who} ${path}`).toBe(HOLD);
      }
    }
  });

  it("answers the vintage report's regional trend without the client's own results (ownWithheld)", async () => {
    for (const who of ['reporting', 'full', 'owner']) {
      const r = await p.call('GET', `/vintage_portal/analyses_report.json?client_id=${A}&${REPORT}`, { token: tokens[who] });
      expect(r.status, who).toBe(200);
      expect(r.json.rows.length, who).toBeGreaterThan(10);
      expect(r.json.own, who).toEqual([]);
      expect(r.json.ownWithheld, who).toBe(true);
    }
  });

  it('site administrators still see everything', async () => {
    for (const who of ['godmode', 'admin']) {
      for (const path of smokeCalls()) expect((await p.call('GET', path, { token: tokens[who] })).status, `${who} ${path}`).toBe(200);
      const r = await p.call('GET', `/vintage_portal/analyses_report.json?client_id=${A}&${REPORT}`, { token: tokens[who] });
      expect(r.json.own.length, who).toBeGreaterThan(0);
      expect(r.json.ownWithheld, who).toBe(false);
    }
  });

  it('once the hold is lifted, the client sees its own results again', async () => {
    await p.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', A).execute();
    const r = await p.call('GET', `/vintage_portal/analyses_report.json?client_id=${A}&${REPORT}`, { token: tokens.reporting });
    expect(r.json.own.length).toBeGreaterThan(0);
    expect((await p.call('GET', smokeCalls()[0], { token: tokens.reporting })).status).toBe(200);
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
  });
});

describe('the pages', () => {
  const apps = appsPerTest();

  /** Signed in as `email` with Napa Ridge Cellars on credit hold and active; its own smoke sample number. */
  async function onHold(email: string) {
    const a = await apps.open({ now: SEEDED_AT });
    const A = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    const sample = (await a.provider.db.selectFrom('samples').select('friendlyNumber').where('clientId', '=', A).where('varietalCode', '=', 'CS').orderBy('id', 'desc').executeTakeFirstOrThrow()).friendlyNumber;
    await a.provider.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
    await signIn(a, email);
    await a.post('/active-client', { clientId: String(A), redirectTo: '/dashboard' });
    return { a, sample };
  }

  it('a Reporting User: the smoke report, its PDF and acknowledging go where Results goes (the clients list, with the warning); no menu entry', async () => {
    const { a, sample } = await onHold('reporting@example.com');
    const results = await a.get('/dashboard/results', false);
    expect(results.res.status).toBe(302);
    const expected = results.res.headers.get('location');
    expect(expected).toBe('/launchpad/clients');
    for (const path of [SMOKE, `${SMOKE}?sample=${sample}&varietal=CS`, `${SMOKE}/report.pdf?sample=${sample}&varietal=CS`]) {
      const r = await a.get(path, false);
      expect(r.res.status, path).toBe(302);
      expect(r.res.headers.get('location'), path).toBe(expected);
    }
    const ack = await a.post(SMOKE, { agree: 'on' });
    expect(ack.location).toBe(expected);
    const clients = await a.get('/launchpad/clients');
    expect(clients.html).toContain('Napa Ridge Cellars is on credit hold. Some services are paused until the account is settled.');
    const vintage = await a.get(VINTAGE);
    expect(vintage.html).toContain('href="/dashboard/vintage-portal"');
    expect(vintage.html).not.toContain('href="/dashboard/smoke-impact-report"');
  });

  it('a Full User: the smoke report goes to billing, as Results does', async () => {
    const { a } = await onHold('full@example.com');
    expect((await a.get('/dashboard/results', false)).res.headers.get('location')).toBe('/dashboard/billing');
    expect((await a.get(SMOKE, false)).res.headers.get('location')).toBe('/dashboard/billing');
  });

  it("the vintage portal shows the region's trend and, in place of the client's own results, the credit-hold warning", async () => {
    const { a } = await onHold('reporting@example.com');
    const own = await a.provider.db.selectFrom('samples').select('friendlyNumber').where('clientId', '=', (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id).execute();
    const r = await a.get(`${VINTAGE}?${REPORT}`);
    expect(r.res.status).toBe(200);
    expect(r.html).toContain('Brix of Chardonnay in Los Carneros');
    expect(r.html).toContain('id="vintage-data"');
    expect(r.html).toContain('data-testid="own-withheld"');
    expect(r.html).toMatch(/Napa Ridge Cellars is on credit hold\. Some services are paused until the account is settled\.(<!-- -->)? <a href="\/contact-us"[^>]*>Contact us<\/a>/);
    expect(r.html).not.toContain('id="vintage-own"');
    expect(r.html).not.toContain('data-testid="own-summary"');
    expect(r.html).not.toContain('Your results');
    for (const { friendlyNumber } of own) expect(r.html).not.toContain(friendlyNumber);
    const csv = await a.request(`${VINTAGE}/report.csv?${REPORT}`);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    for (const { friendlyNumber } of own) expect(text).not.toContain(friendlyNumber);
  });

  it('a site administrator on the same client sees the smoke report and the own results', async () => {
    const { a } = await onHold('admin@example.com');
    expect((await a.get(SMOKE, false)).res.status).toBe(200);
    const r = await a.get(`${VINTAGE}?${REPORT}`);
    expect(r.html).toContain('id="vintage-own"');
    expect(r.html).not.toContain('data-testid="own-withheld"');
  });
});
