/**
 * Vintages by day of the season: the provider's season_report call (roles, bad input, each result
 * on its day from either origin, this season from the lab's clock, own results withheld on credit
 * hold), read back from the database independently; and the page through the app without
 * JavaScript (the tabs keep the choice, the origin form, the chart's title and tables, the form's
 * steps keep the view).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { appsPerTest } from '../helpers/sign-in.ts';
import { htmlText } from '../helpers/html.ts';

// In the middle of the 2026 harvest: this season has results up to today.
const NOW = '2026-09-20T17:00:00.000Z';
const Q = 'analyses=brix&varietal=chardonnay&ava=los-carneros';
let p: TestProvider;
let A: number;
let B: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  p = await testProvider({ seed: true, now: NOW });
  A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  B = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow()).id;
  for (const k of ['owner', 'full', 'reporting', 'billing'] as const) tokens[k] = await p.tokenFor(`${k}@example.com`);
}, 120_000);
afterAll(() => closeProvider(p));

const get = (url: string, who?: string) => p.call('GET', url, { token: who ? tokens[who] : undefined });
const pacificDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(iso));
const dayNumber = (ymd: string) => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) / 86_400_000;

describe('GET /vintage_portal/season_report.json', () => {
  it('places every region result on its day since 1 August of its vintage, oldest vintage first, this season from the clock', async () => {
    const r = await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}`, 'full');
    expect(r.status).toBe(200);
    expect(r.json.origin).toBe('august');
    expect(r.json.thisSeason).toBe(2026);
    const rows = await p.db.selectFrom('vintage_results').select(['timestamp', 'result']).where('analysis', '=', 'Brix').where('varietal', '=', 'Chardonnay').where('ava', '=', 'Los Carneros').execute();
    const points = r.json.vintages.flatMap((l: any) => l.points.map((x: any) => ({ ...x, vintage: l.vintage })));
    expect(points).toHaveLength(rows.length);
    const years = r.json.vintages.map((l: any) => l.vintage);
    expect(years).toEqual([...years].sort());
    expect(years.length).toBeGreaterThanOrEqual(10);
    // this season is seeded up to the clock's day, not beyond
    const season = r.json.vintages.find((l: any) => l.vintage === 2026);
    expect(season.points.length).toBeGreaterThan(2);
    expect(season.points.every((x: any) => x.timestamp <= NOW)).toBe(true);
    for (const x of points) {
      const ymd = pacificDay(x.timestamp);
      expect(Number(ymd.slice(0, 4))).toBe(x.vintage);
      expect(x.day).toBe(dayNumber(ymd) - dayNumber(`${x.vintage}-08-01`));
    }
  });

  it('counts from each vintage’s first sample on request: every line starts at day 0', async () => {
    const r = await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}&origin=first-sample`, 'owner');
    expect(r.status).toBe(200);
    expect(r.json.origin).toBe('first-sample');
    for (const l of r.json.vintages) expect(l.points[0].day).toBe(0);
  });

  it("adds the client's own validated results of the varietal, each with its vintage and day", async () => {
    const r = await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}`, 'owner');
    const report = await get(`/vintage_portal/analyses_report.json?client_id=${A}&${Q}`, 'owner');
    expect(r.json.own.length).toBeGreaterThan(0);
    expect(r.json.own.map((o: any) => o.sampleNumber).sort()).toEqual(report.json.own.map((o: any) => o.sampleNumber).sort());
    for (const o of r.json.own) {
      const ymd = pacificDay(o.timestamp);
      expect(o.vintage).toBe(Number(ymd.slice(0, 4)));
      expect(o.day).toBe(dayNumber(ymd) - dayNumber(`${o.vintage}-08-01`));
    }
    expect(r.json.ownWithheld).toBe(false);
  });

  it('refuses unknown ids on their field, a bad origin, refused roles and a signed-out caller', async () => {
    const bad = await get(`/vintage_portal/season_report.json?client_id=${A}&analyses=brix&varietal=cabernet-sauvignon&ava=willamette-valley`, 'owner');
    expect(bad.status).toBe(404);
    expect(bad.json.field).toBe('ava');
    expect((await get(`/vintage_portal/season_report.json?client_id=${A}&analyses=colour&varietal=chardonnay&ava=russian-river-valley`, 'owner')).json.field).toBe('analyses');
    expect((await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}&origin=harvest`, 'owner')).status).toBe(400);
    expect((await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}`, 'billing')).status).toBe(403);
    expect((await get(`/vintage_portal/season_report.json?client_id=${B}&${Q}`, 'owner')).status).toBe(403);
    expect((await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}`)).status).toBe(401);
  });

  it("withholds the client's own results on credit hold and keeps the region's vintages", async () => {
    const before = (await p.db.selectFrom('clients').select('status').where('id', '=', A).executeTakeFirstOrThrow()).status;
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
    try {
      const r = await get(`/vintage_portal/season_report.json?client_id=${A}&${Q}`, 'full');
      expect(r.status).toBe(200);
      expect(r.json.vintages.length).toBeGreaterThanOrEqual(10);
      expect(r.json.own).toEqual([]);
      expect(r.json.ownWithheld).toBe(true);
    } finally {
      await p.db.updateTable('clients').set({ status: before }).where('id', '=', A).execute();
    }
  });
});

const VINTAGE = '/dashboard/vintage-portal';
const { as } = appsPerTest({ now: NOW });

describe('the page, without JavaScript', () => {
  it('switches views by one link that keeps the choice, draws the chart with its title and band, and lists the data', async () => {
    const a = await as('full@example.com');
    // this season's Chardonnay samples of the client come from Los Carneros (the chart draws this season's own results)
    const A = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    await a.provider.db.updateTable('samples').set({ ava: 'Los Carneros' }).where('clientId', '=', A).where('varietalCode', '=', 'CH').where('loggedAt', '>=', '2026-08-01').execute();
    const trend = await a.get(`${VINTAGE}?${Q}`);
    expect(trend.html).toContain(`href="${VINTAGE}?${Q.replace(/&/g, '&amp;')}&amp;view=days"`);
    const days = await a.get(`${VINTAGE}?${Q}&view=days`);
    expect(days.res.status).toBe(200);
    const text = htmlText(days.html);
    expect(text).toContain('Brix of Chardonnay in Los Carneros, by day of the season');
    expect(days.html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="vintage-days-title vintage-days-desc"/);
    expect(days.html).toContain('<polygon class="band"');
    expect(days.html).toContain('class="this-season" data-vintage="2026"');
    expect(days.html).toContain('<path class="own"');
    expect(text).toMatch(/2026: latest result [\d.]+ °Brix on day \d+; past vintages that week: median/);
    expect(days.html).toContain('id="days-weeks"');
    expect(days.html).toMatch(/<a aria-current="page" href="[^"]*view=days"[^>]*>Vintages by day of the season/);
    // the trend view's tab leads back to the plain report
    expect(days.html).toContain(`href="${VINTAGE}?${Q.replace(/&/g, '&amp;')}"`);
    // the form carries the view, so a new choice stays in it
    expect(days.html).toContain('<input type="hidden" name="view" value="days"/>');
    const step = await a.get(`${VINTAGE}?analyses=ph&varietal=chardonnay&ava=russian-river-valley&view=days&origin=first-sample&step=analysis`, false);
    expect(step.res.headers.get('location')).toBe(`${VINTAGE}?analyses=ph&view=days&origin=first-sample`);
  });

  it('counts from the first sample when the origin form says so, and says when a view has no data this season', async () => {
    const a = await as('reporting@example.com');
    const first = await a.get(`${VINTAGE}?${Q}&view=days&origin=first-sample`);
    expect(htmlText(first.html)).toContain('Across: days since the first sample of each vintage');
    expect(first.html).toMatch(/<input type="radio" name="origin" checked="" value="first-sample"/);
    // Tannin of Cabernet Sauvignon is measured on young wine after pressing: none yet in September
    const regions = await a.provider.db.selectFrom('vintage_results').select('ava').where('analysis', '=', 'Tannin').limit(1).executeTakeFirstOrThrow();
    const slug = regions.ava.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const none = await a.get(`${VINTAGE}?analyses=tannin&varietal=cabernet-sauvignon&ava=${slug}&view=days`);
    expect(htmlText(none.html)).toContain('No results of 2026 in this region yet');
  });
});
