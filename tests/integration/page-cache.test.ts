/**
 * The anonymous page cache (app/page-cache.server.ts): one render serves many anonymous
 * visitors, each with their own CSRF token; nobody with a session gets it.
 */
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app.ts';

const formToken = (html: string) => html.match(/name="csrf" value="([^"]+)"/)?.[1];

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
    expect(login.res.status).toBe(302);
  });

  it('never serves the anonymous page to a signed-in visitor', async () => {
    const anon = await testApp({ seed: true });
    await anon.get('/');
    const user = await testApp({ seed: true });
    expect((await user.post('/login', { email: 'full@example.com', password: 'harvest-2026' })).res.status).toBe(302);
    const page = await user.get('/');
    expect(page.html).toContain('full@example.com');
    expect(page.res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a flash message for the visitor it belongs to', async () => {
    const v = await testApp({ seed: true });
    await v.get('/analyses/all-analyses');
    // a failed login leaves the visitor with a session: their next pages are their own
    await v.post('/login', { email: 'nobody@example.com', password: 'wrong-password' });
    const page = await v.get('/analyses/all-analyses');
    expect(page.res.status).toBe(200);
    expect(page.html).not.toMatch(/PageCache\w*Mark/);
  });
});
