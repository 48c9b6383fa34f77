import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await testApp();
});

describe('the app shell', () => {
  it('renders a page on the server with the language attribute and stylesheets', async () => {
    const { res, html } = await app.get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/rel="stylesheet"/);
    expect(html).toContain('Skip to main content');
  });

  it('answers unknown paths with the 404 page and its go-to-home button', async () => {
    const { res, html } = await app.get('/no/such/page');
    expect(res.status).toBe(404);
    expect(html).toContain('Page not found');
    expect(html).toMatch(/<a[^>]+role="button"[^>]+href="\/"[^>]*>Go to home<\/a>/);
  });

  it('picks the language from ?lng, then remembers it in a cookie', async () => {
    const fresh = await testApp();
    expect((await fresh.get('/?lng=de')).html).toMatch(/<html lang="de"/);
    expect((await fresh.get('/')).html).toMatch(/<html lang="de"/);
    expect((await fresh.get('/?lng=en')).html).toMatch(/<html lang="en"/);
  });

  it('follows Accept-Language when nothing else says', async () => {
    const fresh = await testApp();
    const res = await fresh.request('/', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(await res.text()).toMatch(/<html lang="de"/);
  });

  it('refuses a state-changing request without a CSRF token', async () => {
    const res = await app.request('/', { method: 'POST', body: new URLSearchParams({ a: 'b' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Your form expired');
  });

  it('does not let a signed-out page be stored by shared caches', async () => {
    const { res } = await app.get('/');
    expect(res.headers.get('cache-control')).toMatch(/no-cache|no-store|private/);
  });
});
