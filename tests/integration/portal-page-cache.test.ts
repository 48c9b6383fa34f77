/**
 * The signed-in page cache (app/page-cache.server.ts): the results list and
 * the sample and analysis details are rendered once and answered again to the same sign-in only
 * while the provider's data version is unchanged, the token and the membership still hold, the
 * clock is in the same minute and nothing else about the request differs. Its debug lines say
 * whether a response was a stored render or a new one. On SQLite and on PostgreSQL (the PG lane
 * runs this file too). Two server processes on one database:
 * tests/integration/two-nodes-pg.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type TestApp } from '../helpers/app.ts';
import { appsPerTest, signIn } from '../helpers/sign-in.ts';

const { as: signedIn } = appsPerTest({ freshNonces: true });

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
    await signIn(a, 'full@example.com');
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

/** A hidden field's value in a page. */
const fieldOf = (html: string, name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))![1];
const COURIER = '/dashboard/shop/request-courier?tomorrow=1';

describe('signed-in page cache: every page a member reads', () => {
  it.each([
    '/dashboard/billing',
    '/dashboard/billing/payment-methods',
    '/dashboard/shop/request-courier',
    '/dashboard/shop/order-supplies',
    '/dashboard/shop/order-analyses',
    '/dashboard/shop/order-analyses/submissions',
    '/dashboard/teams-settings',
    '/dashboard/client-settings',
    '/dashboard/harvest',
    '/launchpad/clients',
    '/launchpad/new-client',
  ])('keeps %s and answers it again with this response’s own nonce and token', async (path) => {
    const a = await signedIn('full@example.com');
    const first = await visit(a, path);
    expect(first.res.status).toBe(200);
    expect(first.cache).toEqual(['stored']);
    const second = await visit(a, path);
    expect(second.cache).toEqual(['hit']);
    expect(second.res.status).toBe(200);
    expect(second.html).not.toMatch(/PageCache\w*Mark/);
    expect(nonces(second.html)).toHaveLength(1);
    expect(nonces(second.html)[0]).not.toBe(nonces(first.html)[0]);
    expect(second.html).toContain('full@example.com');
  });

  it('keeps a receipt under its own address, and a receipt that is not there is never kept', async () => {
    const a = await signedIn('full@example.com');
    const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const order = await a.provider.db.selectFrom('orders').select('orderNumber').where('clientId', '=', client.id).where('state', '=', 'successful').executeTakeFirstOrThrow();
    const receipt = `/dashboard/billing/receipt?order=${order.orderNumber}`;
    expect((await visit(a, receipt)).cache).toEqual(['stored']);
    const again = await visit(a, receipt);
    expect(again.cache).toEqual(['hit']);
    expect(again.html).toContain(order.orderNumber);
    const missing = await visit(a, '/dashboard/billing/receipt?order=ORD-0');
    expect(missing.res.status).toBe(404);
    expect(missing.cache).toEqual([]);
    expect((await visit(a, '/dashboard/billing/receipt?order=ORD-0')).cache).toEqual([]);
  });

  it('never shows or keeps another client’s receipt, submission or courier request', async () => {
    const a = await signedIn('full@example.com');
    const db = a.provider.db;
    const own = await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    // Another client's paid order and a pickup of theirs with instructions only they may read.
    const other = await db.selectFrom('memberships').innerJoin('clients', 'clients.id', 'memberships.clientId').select(['memberships.clientId', 'memberships.userId', 'clients.name']).where('memberships.clientId', '!=', own.id).where('memberships.userId', 'is not', null).executeTakeFirstOrThrow();
    await db.insertInto('orders').values({ orderNumber: 'ORD-OTHER-1', clientId: other.clientId, userId: other.userId!, orderTotal: 12_345, state: 'successful', paidAt: new Date().toISOString(), paymentMethodId: null, idempotencyKey: null, claimedAt: null, failureReason: null, failureCode: null }).execute();
    const pickup = await db.selectFrom('courier_requests').select('id').where('clientId', '!=', own.id).executeTakeFirstOrThrow();
    await db.updateTable('courier_requests').set({ instructions: 'Gate code 4417, behind the barn' }).where('id', '=', pickup.id).execute();
    const submission = await db.selectFrom('submissions').innerJoin('clients', 'clients.id', 'submissions.clientId').select(['submissions.id', 'clients.name']).where('submissions.clientId', '!=', own.id).executeTakeFirstOrThrow();
    const probes = [
      // not found, and nothing kept
      { path: '/dashboard/billing/receipt?order=ORD-OTHER-1', secret: other.name, status: 404, cache: [[], []] },
      { path: `/dashboard/shop/order-analyses/submissions/${submission.id}`, secret: submission.name, status: 404, cache: [[], []] },
      // the user's own courier page, kept as it is for them, without the other client's details
      { path: `${COURIER}&details=${pickup.id}`, secret: 'Gate code 4417', status: 200, cache: [['stored'], ['hit']] },
    ];
    for (const { path, secret, status, cache } of probes) {
      for (let i = 0; i < 2; i++) {
        const page = await visit(a, path);
        expect(page.res.status, path).toBe(status);
        expect(page.html, path).not.toContain(secret);
        expect(page.html, path).not.toMatch(/<dialog open="" class="courier-details"/);
        expect(page.cache, path).toEqual(cache[i]);
      }
    }
  });

  it('gives every answer of a kept courier form a key of its own; one key posted twice is one pickup', async () => {
    const a = await signedIn('full@example.com');
    const first = await visit(a, COURIER);
    const second = await visit(a, COURIER);
    const third = await visit(a, COURIER);
    expect([first.cache, second.cache, third.cache]).toEqual([['stored'], ['hit'], ['hit']]);
    const keys = [first, second, third].map((p) => fieldOf(p.html, 'idempotencyKey'));
    for (const key of keys) expect(key).toMatch(/^[\w-]{16,64}$/);
    expect(new Set(keys).size).toBe(3);
    // the key is the same in the form and in the data the page hydrates from
    expect(second.html.split(keys[1]).length - 1).toBe(first.html.split(keys[0]).length - 1);
    const form = { addressId: second.html.match(/<option value="(\d+)">/)![1], phoneNumber: '707-555-0142', instructions: 'From a kept page', idempotencyKey: keys[1] };
    const sent = await a.post(COURIER, form);
    const again = await a.post(COURIER, form);
    expect(sent.location).toMatch(/\?sent=\d+$/);
    expect(again.location).toBe(sent.location);
    expect(await a.provider.db.selectFrom('courier_requests').select('id').where('idempotencyKey', '=', keys[1]).execute()).toHaveLength(1);
    // the new request is in the list at once: the page is rendered anew
    const after = await visit(a, COURIER);
    expect(after.cache).toEqual(['stored']);
    expect(after.html).toContain('From a kept page');
  });

  it('gives every answer of a kept pay form an order key of its own', async () => {
    const a = await signedIn('billing@example.com');
    const first = await visit(a, '/dashboard/billing');
    const second = await visit(a, '/dashboard/billing');
    expect([first.cache, second.cache]).toEqual([['stored'], ['hit']]);
    const [k1, k2] = [fieldOf(first.html, 'payKey'), fieldOf(second.html, 'payKey')];
    expect(k2).toMatch(/^[\w-]{16,64}$/);
    expect(k2).not.toBe(k1);
    expect(second.html.split(k2).length - 1).toBe(first.html.split(k1).length - 1);
  });

  it('renders a launchpad page anew when what it shows changes, and never answers it once the token is revoked', async () => {
    const a = await signedIn('full@example.com');
    const CLIENTS = '/launchpad/clients';
    expect((await visit(a, CLIENTS)).cache).toEqual(['stored']);
    expect((await visit(a, CLIENTS)).cache).toEqual(['hit']);
    const user = await a.provider.db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    const member = await a.provider.db.selectFrom('memberships').select('clientId').where('userId', '=', user.id).executeTakeFirstOrThrow();
    await a.provider.db.updateTable('clients').set({ name: 'Cellar master probe' }).where('id', '=', member.clientId).execute();
    const changed = await visit(a, CLIENTS);
    expect(changed.cache).toEqual(['stored']);
    expect(changed.html).toContain('Cellar master probe');
    await a.provider.db.deleteFrom('tokens').where('userId', '=', user.id).where('kind', '=', 'session').execute();
    const after = await visit(a, CLIENTS);
    expect(after.cache).toEqual([]);
    expect(after.url).toMatch(/^\/login/);
    expect(after.html).not.toContain('Cellar master probe');
  });

  it('never keeps user settings: its list of sign-ins changes without a write the data version counts', async () => {
    const a = await signedIn('full@example.com');
    expect((await visit(a, '/launchpad/user-settings')).cache).toEqual([]);
    expect((await visit(a, '/launchpad/user-settings')).cache).toEqual([]);
  });

  it('gives another user their own launchpad page', async () => {
    const full = await signedIn('full@example.com');
    expect((await visit(full, '/launchpad/clients')).cache).toEqual(['stored']);
    const other = await signedIn('reporting@example.com');
    const page = await visit(other, '/launchpad/clients');
    expect(page.cache).toEqual(['stored']);
    expect(page.html).toContain('reporting@example.com');
    expect(page.html).not.toContain('full@example.com');
  });

  it('keeps a page whose lookup found nothing (that is an answer, not a failure): a courier request that is not there', async () => {
    const a = await signedIn('full@example.com');
    const missing = `${COURIER}&details=999999`;
    const first = await visit(a, missing);
    expect(first.res.status).toBe(200);
    expect(first.cache).toEqual(['stored']);
    expect((await visit(a, missing)).cache).toEqual(['hit']);
  });

  it('keeps the dashboard’s pages with a provider that lacks only the launchpad’s version call', async () => {
    const a = await signedIn('full@example.com', { withoutCalls: /\/users\/\d+\/page_version\.json/ });
    for (let i = 0; i < 2; i++) {
      expect((await visit(a, '/launchpad/clients')).cache).toEqual([]);
      expect((await visit(a, RESULTS)).cache).toEqual([i ? 'hit' : 'stored']);
    }
  });

  it.each([
    ['the courier list', COURIER, /\/courier_requests\.json/],
    ['the supplies catalogue', '/dashboard/shop/order-supplies', /\/cms\/supplies\.json/],
  ])('never keeps a page that shows a fallback for a call that failed (%s), whoever softened it', async (_, path, call) => {
    const a = await signedIn('full@example.com', { withoutCalls: call });
    const first = await visit(a, path);
    expect(first.res.status).toBe(200);
    expect(first.cache).toEqual([]);
    expect((await visit(a, path)).cache).toEqual([]);
  });
});
