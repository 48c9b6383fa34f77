/**
 * The signed-in page cache (app/page-cache.server.ts, issue 20 session 10): the results list and
 * the sample and analysis details are rendered once and answered again to the same sign-in only
 * while the provider's data version is unchanged, the token and the membership still hold, the
 * clock is in the same minute and nothing else about the request differs. Its debug lines say
 * whether a response was a stored render or a new one. On SQLite and on PostgreSQL (the PG lane
 * runs this file too). Two server processes on one database:
 * tests/integration/two-nodes-pg.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../helpers/app.ts';
import { closeProvider } from '../helpers/provider.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await closeProvider(a.provider);
});

const PASSWORD = 'harvest-2026';
async function signedIn(email: string, opts: Parameters<typeof testApp>[0] = {}): Promise<TestApp> {
  const a = await testApp({ seed: true, freshNonces: true, ...opts });
  apps.push(a);
  expect((await a.post('/login', { email, password: PASSWORD })).res.status).toBe(303);
  return a;
}

/** The portal-cache lines logged since `from`, for one path. */
const cacheLines = (a: TestApp, from: number, path: string) =>
  a.provider.log.lines.slice(from).filter((l) => l.msg.startsWith('portal page cache') && l.data?.path === path).map((l) => l.msg.replace('portal page cache ', ''));

/** Visits `path` and says what the cache did. */
async function visit(a: TestApp, path: string) {
  const from = a.provider.log.lines.length;
  const page = await a.get(path);
  return { ...page, cache: cacheLines(a, from, new URL(path, 'http://x').pathname) };
}

const nonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
const RESULTS = '/dashboard/results';

describe('signed-in page cache', () => {
  it('answers the same results page again from the render it kept, with this response’s own nonce', async () => {
    const a = await signedIn('full@example.com');
    const first = await visit(a, RESULTS);
    expect(first.res.status).toBe(200);
    expect(first.cache).toEqual(['stored']);
    const second = await visit(a, RESULTS);
    expect(second.cache).toEqual(['hit']);
    expect(second.res.headers.get('cache-control')).toBe('no-store');
    expect(second.res.headers.get('content-type')).toMatch(/^text\/html/);
    // the same page, but each response carries its own nonce (the CSP header's) and no placeholder
    expect(nonces(first.html)).toHaveLength(1);
    expect(nonces(second.html)).toHaveLength(1);
    expect(nonces(second.html)[0]).not.toBe(nonces(first.html)[0]);
    expect(second.html.replaceAll(nonces(second.html)[0], 'N')).toBe(first.html.replaceAll(nonces(first.html)[0], 'N'));
    expect(second.html).not.toMatch(/PageCache\w*Mark/);
    // the visitor's CSRF token is in the page's forms, and the sign-out form still works with it
    expect(second.html).toMatch(/name="csrf" value="[^"]+"/);
    const out = await a.post('/logout', {});
    expect(out.res.status).toBe(303);
    expect((await a.get(RESULTS)).url).toMatch(/^\/login/);
  });

  it('keeps the by-analysis view and the details pages too, each under its own address', async () => {
    const a = await signedIn('full@example.com');
    const analyses = `${RESULTS}?view=analyses`;
    expect((await visit(a, analyses)).cache).toEqual(['stored']);
    expect((await visit(a, analyses)).cache).toEqual(['hit']);
    const samples = await visit(a, RESULTS);
    expect(samples.cache).toEqual(['stored']);
    const sample = samples.html.match(/href="(\/dashboard\/results\/group\/\d+\/sample\/[^"/]+)"/)![1];
    expect((await visit(a, sample)).cache).toEqual(['stored']);
    const again = await visit(a, sample);
    expect(again.cache).toEqual(['hit']);
    const analysis = again.html.match(/href="(\/dashboard\/results\/group\/\d+\/sample\/[^"/]+\/analysis\/\d+)"/)![1];
    expect((await visit(a, analysis)).cache).toEqual(['stored']);
    expect((await visit(a, analysis)).cache).toEqual(['hit']);
  });

  it('shows a change to the data at once: the new render, never the kept one', async () => {
    const a = await signedIn('full@example.com');
    const first = await visit(a, RESULTS);
    const sample = first.html.match(/\/dashboard\/results\/group\/(\d+)\/sample\/([^"/]+)"/)!;
    const row = await a.provider.db.selectFrom('samples').select(['id', 'description']).where('friendlyNumber', '=', sample[2]).executeTakeFirstOrThrow();
    await a.provider.db.updateTable('samples').set({ description: 'Cache probe Merlot 2026' }).where('id', '=', row.id).execute();
    const after = await visit(a, RESULTS);
    expect(after.cache).toEqual(['stored']);
    expect(after.html).toContain('Cache probe Merlot 2026');
    expect(first.html).not.toContain('Cache probe Merlot 2026');
  });

  it('is not emptied by reading: other pages, exports of nothing, the session poll leave it', async () => {
    const a = await signedIn('full@example.com');
    await visit(a, RESULTS);
    for (const page of ['/dashboard/billing', '/dashboard/shop/request-courier', '/launchpad/clients', '/launchpad/user-settings', '/auth-ping']) {
      expect((await a.get(page)).res.status).toBe(200);
    }
    expect((await visit(a, RESULTS)).cache).toEqual(['hit']);
  });

  it('never answers from it once the sign-in has ended elsewhere (the token revoked)', async () => {
    const a = await signedIn('full@example.com');
    await visit(a, RESULTS);
    const user = await a.provider.db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    await a.provider.db.deleteFrom('tokens').where('userId', '=', user.id).where('kind', '=', 'session').execute();
    const after = await visit(a, RESULTS);
    expect(after.cache).toEqual([]);
    expect(after.url).toMatch(/^\/login\?redirectTo=%2Fdashboard%2Fresults/);
    expect(after.html).not.toContain('Napa Ridge Cellars');
  });

  it('never answers from it once the user has left the client', async () => {
    const a = await signedIn('full@example.com');
    await visit(a, RESULTS);
    const user = await a.provider.db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    await a.provider.db.deleteFrom('memberships').where('userId', '=', user.id).execute();
    const after = await visit(a, RESULTS);
    expect(after.cache).toEqual([]);
    expect(after.url).toMatch(/^\/launchpad/);
  });

  it('gives another member of the same client their own page', async () => {
    const full = await signedIn('full@example.com');
    expect((await visit(full, RESULTS)).html).toContain('full@example.com');
    const reporting = await signedIn('reporting@example.com');
    const page = await visit(reporting, RESULTS);
    expect(page.html).toContain('reporting@example.com');
    expect(page.html).not.toContain('full@example.com');
  });

  it('gives a new sign-in of the same user a page of its own, and a flash message a fresh render', async () => {
    const a = await signedIn('full@example.com');
    await visit(a, RESULTS);
    // signing in again: a new token, so a new key
    await a.post('/logout', {});
    expect((await a.post('/login', { email: 'full@example.com', password: PASSWORD })).res.status).toBe(303);
    expect((await visit(a, RESULTS)).cache).toEqual(['stored']);
    // accepting the preliminary-results agreement (a cookie) is another page
    expect((await visit(a, `${RESULTS}?view=analyses`)).cache).toEqual(['stored']);
    await a.post(`${RESULTS}?view=analyses`, { intent: 'preliminary' });
    expect((await visit(a, `${RESULTS}?view=analyses`)).cache).toEqual(['stored']);
    // a message for the next page (the export's) is shown once, on a fresh render, and not kept
    const exported = await a.post(RESULTS, { intent: 'export', view: 'samples' });
    expect(exported.res.status).toBe(303);
    const withMessage = await visit(a, RESULTS);
    expect(withMessage.cache).toEqual([]);
    expect(withMessage.html).toContain('role="status"');
    const next = await visit(a, RESULTS);
    expect(next.cache).toEqual(['stored']);
    expect(next.html).not.toContain('role="status"');
  });

  it('renders anew in the next clock minute (the nearest lab’s hours, notifications that start or end)', async () => {
    const a = await signedIn('full@example.com');
    await visit(a, RESULTS);
    expect((await visit(a, RESULTS)).cache).toEqual(['hit']);
    a.provider.clock.advance(61_000);
    expect((await visit(a, RESULTS)).cache).toEqual(['stored']);
  });

  it('keeps at most 4 MB of pages per node, the least recently used out first', async () => {
    const a = await signedIn('full@example.com');
    const first = await visit(a, `${RESULTS}?r=0`);
    expect(first.cache).toEqual(['stored']);
    const n = Math.ceil((4 * 1024 * 1024) / Buffer.byteLength(first.html)) + 1;
    for (let i = 1; i <= n; i++) {
      if (i === 2) expect((await visit(a, `${RESULTS}?r=1`)).cache).toEqual(['hit']); // r=1 is now the most recently used
      expect((await visit(a, `${RESULTS}?r=${i}`)).cache).toEqual(['stored']);
    }
    expect((await visit(a, `${RESULTS}?r=${n}`)).cache).toEqual(['hit']);
    expect((await visit(a, `${RESULTS}?r=0`)).cache).toEqual(['stored']);
  });

  it("answers a client-side navigation's data request with data, never the kept page", async () => {
    const a = await signedIn('full@example.com');
    await visit(a, RESULTS);
    const from = a.provider.log.lines.length;
    const res = await a.request(`${RESULTS}.data`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/x-script/);
    expect(await res.text()).not.toContain('<html');
    expect(cacheLines(a, from, RESULTS)).toEqual([]);
  });

  it('never keeps a page that shows a fallback for a part that failed (here the nearest laboratory)', async () => {
    const a = await signedIn('full@example.com', { withoutCalls: /\/locations\.json/ });
    const first = await visit(a, RESULTS);
    expect(first.res.status).toBe(200);
    expect(first.html).toContain('Napa Ridge Cellars');
    expect(first.html).not.toContain('Nearest lab');
    expect(first.cache).toEqual([]);
    expect((await visit(a, RESULTS)).cache).toEqual([]);
  });

  it('stays off with a provider that does not answer the version call, and the page is the same', async () => {
    const a = await signedIn('full@example.com', { withoutCalls: /page_version\.json/ });
    const first = await visit(a, RESULTS);
    const second = await visit(a, RESULTS);
    expect(first.res.status).toBe(200);
    expect(first.cache).toEqual([]);
    expect(second.cache).toEqual([]);
    expect(second.html).toContain('Napa Ridge Cellars');
  });
});

describe('signed-in page cache: the analytics reports', () => {
  it('keeps the vintage report, and renders it anew after a new vintage result', async () => {
    const a = await signedIn('full@example.com');
    const report = '/dashboard/vintage-portal?analyses=ph&varietal=chardonnay&ava=russian-river-valley';
    const first = await visit(a, report);
    expect(first.html).toContain('pH of Chardonnay in Russian River Valley');
    expect(first.cache).toEqual(['stored']);
    expect((await visit(a, report)).cache).toEqual(['hit']);
    await a.provider.db.insertInto('vintage_results').values({ analysis: 'ph', varietal: 'chardonnay', ava: 'russian-river-valley', timestamp: '2026-11-20T12:00:00.000Z', result: 3.41 }).execute();
    const after = await visit(a, report);
    expect(after.cache).toEqual(['stored']);
    expect(after.html).toContain('pH of Chardonnay in Russian River Valley');
  });

  it('keeps the smoke report’s disclaimer and its page apart: acknowledging shows the page, not the kept disclaimer', async () => {
    const a = await signedIn('full@example.com');
    const SMOKE = '/dashboard/smoke-impact-report';
    const disclaimer = await visit(a, SMOKE);
    expect(disclaimer.html).toContain('name="agree"');
    expect((await visit(a, SMOKE)).cache).toEqual(['hit']);
    expect((await a.post(SMOKE, { agree: 'on' })).res.status).toBe(303);
    const page = await visit(a, SMOKE);
    expect(page.cache).toEqual(['stored']);
    expect(page.html).toContain('Samples Available for Smoke Impact Comparative Report');
    expect((await visit(a, SMOKE)).cache).toEqual(['hit']);
  });
});
