/**
 * The anonymous page cache (app/page-cache.server.ts): one render serves many anonymous
 * visitors, each with their own CSRF token; nobody with a session gets it. The cache reads the
 * app's clock (the test provider's), so the tests move time instead of waiting, and its debug
 * lines say whether a response was a stored render or a new one.
 */
import { describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { htmlText } from '../helpers/html.ts';
import { signIn } from '../helpers/sign-in.ts';

/** The page's text, tags taken out. */
const formToken = (html: string) => html.match(/name="csrf" value="([^"]+)"/)?.[1];
/** The page-cache lines logged since `from`, for one page. */
const cacheLines = (a: TestApp, from: number, page: string) =>
  a.provider.log.lines.slice(from).filter((l) => l.msg.startsWith('page cache') && String(l.data?.key).endsWith(` ${page}`)).map((l) => l.msg);

describe('page cache', () => {
  it('gives each anonymous visitor the page with their own CSRF token, which their form accepts', async () => {
    const a = await testApp({ seed: true });
    const b = await testApp({ seed: true });
    const pageA = await a.get('/');
    const pageB = await b.get('/');
    const tokenA = formToken(pageA.html);
    const tokenB = formToken(pageB.html);
    expect(tokenA).toMatch(/^[A-Za-z0-9._=-]+$/);
    expect(tokenB).toMatch(/^[A-Za-z0-9._=-]+$/);
    expect(tokenA).not.toBe(tokenB);
    // the hydration data carries the same visitor's token, and no placeholder is left anywhere
    expect(pageA.html.split(tokenA!).length).toBeGreaterThan(2);
    expect(pageB.html).not.toContain(tokenA!);
    expect(pageA.html).not.toMatch(/PageCache\w*Mark/);
    // the form works with that token: sign in from the home page's form
    const login = await a.post('/login', { email: 'full@example.com', password: 'harvest-2026' });
    expect(login.res.status).toBe(303);
  });

  it('serves a stored render while it is fresh (10 s for the list), and renders anew after', async () => {
    const a = await testApp({ seed: true });
    // past whatever another test of this file stored with its own clock
    a.provider.clock.advance(60_000);
    const from = a.provider.log.lines.length;
    const first = await a.get('/analyses/all-analyses');
    const second = await a.get('/analyses/all-analyses');
    expect(cacheLines(a, from, '/analyses/all-analyses')).toEqual(['page cache stored', 'page cache hit']);
    // the stored render is the same page, with this response's token in it
    expect(second.html.replace(/name="csrf" value="[^"]+"/g, '')).toBe(first.html.replace(/name="csrf" value="[^"]+"/g, ''));
    a.provider.clock.advance(10_001); // the list keeps its render 10 s
    const later = a.provider.log.lines.length;
    await a.get('/analyses/all-analyses');
    expect(cacheLines(a, later, '/analyses/all-analyses')).toEqual(['page cache stored']);
  });

  it('never serves the anonymous page to a signed-in visitor', async () => {
    const anon = await testApp({ seed: true });
    await anon.get('/');
    const user = await testApp({ seed: true });
    await signIn(user, 'full@example.com');
    const from = user.provider.log.lines.length;
    const page = await user.get('/');
    expect(page.html).toContain('full@example.com');
    expect(page.res.headers.get('cache-control')).toBe('no-store');
    expect(cacheLines(user, from, '/')).toEqual([]);
  });

  it('shows a flash message to the visitor it belongs to, on a cached page, and to nobody else', async () => {
    const v = await testApp({ seed: true });
    const other = await testApp({ seed: true });
    await v.get('/');
    await other.get('/');
    // asking for a reset leaves the visitor with a session holding a flash message
    const asked = await v.post('/request-reset-password', { email: 'nobody@example.com' });
    expect(asked.res.status).toBe(303);
    const from = v.provider.log.lines.length;
    const page = await v.get('/');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('we have e-mailed a link to reset its password');
    expect(page.html).not.toMatch(/PageCache\w*Mark/);
    expect(cacheLines(v, from, '/')).toEqual([]);
    // the next anonymous visitor gets the shared page, without that message
    const theirs = await other.get('/');
    expect(theirs.html).not.toContain('we have e-mailed a link to reset its password');
  });

  it("answers a client-side navigation's data request with the page's data, never the stored page", async () => {
    // Page 2 of the list is stored; a visitor with JavaScript follows a link to it within the 10 s:
    // React Router asks for /analyses/all-analyses.data?page=2, whose URL its middleware sees
    // without `.data`. That visitor got the stored HTML, which the browser cannot decode
    // ("Something went wrong").
    const a = await testApp({ seed: true });
    a.provider.clock.advance(120_000);
    const stored = a.provider.log.lines.length;
    const page = await a.get('/analyses/all-analyses?page=2');
    expect(page.html).toContain('Showing 26–50 of');
    expect(cacheLines(a, stored, '/analyses/all-analyses?page=2')).toEqual(['page cache stored']);
    const from = a.provider.log.lines.length;
    const res = await a.request('/analyses/all-analyses.data?page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/x-script/);
    const body = await res.text();
    expect(body).not.toContain('<html');
    expect(body).toContain('26');
    expect(cacheLines(a, from, '/analyses/all-analyses?page=2')).toEqual([]);
  });

  it("never answers one app's visitors from another app's caches in the same process", async () => {
    // Two apps in one process (two nodes in a test, or two test files in one module graph): the
    // first, on a database with no laboratory and no notification, stores a home page with no laboratory and no notifications, and
    // its header caches hold those empty lists. The second, on the demo data, must show its own.
    // Before the caches were kept per app configuration, the second app's header was empty for
    // up to 10 minutes (the integration tests' header test failed after another file's app).
    const empty = await testApp({ seed: true });
    await empty.provider.db.deleteFrom('notification_acks').execute();
    await empty.provider.db.deleteFrom('notifications').execute();
    await empty.provider.db.updateTable('locations').set({ type: 'dropbox' }).execute();
    const before = htmlText((await empty.get('/')).html);
    expect(before).not.toContain('Dismiss');
    expect(before).not.toMatch(/St\. Helena , CA (Open until|Closing soon|Closed)/);
    const demo = await testApp({ seed: true });
    const page = await demo.get('/');
    expect(htmlText(page.html)).toMatch(/St\. Helena , CA (Open until|Closing soon|Closed)/);
    expect(page.html).toMatch(/action="\/notifications\/\d+\/dismiss"/);
  });
});
