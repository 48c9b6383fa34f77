/**
 * Redirect targets a visitor chooses (`redirectTo`, `returnTo`) through the built app: every
 * form that returns to one answers a Location header a browser can follow (a non-Latin-1
 * character percent-encoded, never a 500), stays on this site, and falls back to the form's own
 * page for anything odd (CR/LF, `//evil`, `/\evil`, dot segments that resolve to `//evil`, a
 * target too long to keep).
 */
import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirect } from '../../app/models/safe-redirect.ts';
import { PASSWORD, appsPerTest } from '../helpers/sign-in.ts';

const { open, as: signedIn } = appsPerTest();

/** Targets that must never leave the site nor break the header, and what they become. */
const ODD: [string, string | null][] = [
  ['/。', '/%E3%80%82'],
  ['/dashboard/results?q=Sauvignon blanc 。#top', '/dashboard/results?q=Sauvignon%20blanc%20%E3%80%82#top'],
  ['/dashboard\r\nSet-Cookie: x=1', null],
  ['/dashboard%0d%0aSet-Cookie:%20x=1', '/dashboard%0d%0aSet-Cookie:%20x=1'],
  ['//evil.example/', null],
  ['/\\evil.example/', null],
  ['/\t/evil.example/', null],
  ['/.//evil.example/', null],
  ['/a/..//evil.example/', null],
  ['/%2e%2e//evil.example/', null],
  ['https://evil.example/', null],
  ['/' + 'a'.repeat(MAX_REDIRECT_LENGTH), null],
  ['/' + '。'.repeat(300), null], // short, but too long once encoded
];

/** A Location header as the server answered it: ASCII, on this site. */
function expectSafeLocation(location: string | null) {
  expect(location).toBeTruthy();
  expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
}

describe('the safe redirect rule', () => {
  it('encodes what a Location header cannot carry and refuses what leaves the site', () => {
    for (const [to, expected] of ODD) expect(safeRedirect(to), JSON.stringify(to)).toBe(expected);
    expect(safeRedirect('/launchpad/clients?q=a')).toBe('/launchpad/clients?q=a');
    expect(safeRedirect('/login?redirectTo=%2Fdashboard')).toBeNull();
    // the sign-in pages however they are written: the router matches them in any case, escapes decoded
    for (const to of ['/LOGIN', '/Logout/', '/%6cogin', '/%53ignup?x=1', '/sign%75p']) expect(safeRedirect(to), to).toBeNull();
    expect(safeRedirect('/dashboard/%6cogin')).toBe('/dashboard/%6cogin');
  });
});

describe('forms that return to a chosen page', () => {
  it('login: a non-Latin-1 target is followed encoded; odd ones land on the home page', async () => {
    const app = await open();
    const page = await app.get(`/login?redirectTo=${encodeURIComponent('/。')}`);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('name="redirectTo" value="/%E3%80%82"');
    for (const [to, expected] of ODD) {
      const r = await app.post('/login', { email: 'full@example.com', password: PASSWORD, redirectTo: to });
      expect(r.res.status, JSON.stringify(to)).toBe(303);
      expect(r.location, JSON.stringify(to)).toBe(expected ?? '/dashboard');
      expectSafeLocation(r.location);
      await app.post('/logout', {});
    }
  });

  it('/active-client returns encoded, and refuses odd targets for its own page', async () => {
    const a = await signedIn('owner@example.com');
    const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    for (const [to, expected] of ODD) {
      const r = await a.post('/active-client', { clientId: String(client.id), redirectTo: to, resume: '1' });
      expect(r.res.status, JSON.stringify(to)).toBe(303);
      expect(r.location, JSON.stringify(to)).toBe(expected ?? '/dashboard');
      // the way back after a refusal (a client the user is no member of)
      const refused = await a.post('/active-client', { clientId: '999999', redirectTo: to });
      expect(refused.location, JSON.stringify(to)).toBe(expected ?? '/launchpad/clients');
    }
  });

  it('/notifications/{id}/dismiss, signed out and in', async () => {
    const app = await open();
    for (const [to, expected] of ODD) {
      const r = await app.post('/notifications/1/dismiss', { redirectTo: to });
      expect(r.res.status, JSON.stringify(to)).toBe(303);
      expect(r.location, JSON.stringify(to)).toBe(expected ?? '/');
    }
    const a = await signedIn('full@example.com');
    const r = await a.post('/notifications/0/dismiss', { redirectTo: '/。' });
    expect(r.location).toBe('/%E3%80%82');
  });

  it('/dashboard/go-paperless', async () => {
    const a = await signedIn('owner@example.com');
    for (const [to, expected] of ODD) {
      const r = await a.post('/dashboard/go-paperless', { returnTo: to });
      expect(r.res.status, JSON.stringify(to)).toBe(303);
      expect(r.location, JSON.stringify(to)).toBe(expected ?? '/dashboard');
    }
  });

  it('the order form returns under its own page only', async () => {
    const a = await signedIn('owner@example.com');
    const base = '/dashboard/shop/order-analyses';
    const cases: [string, string][] = [
      [`${base}?step=2&q=。`, `${base}?step=2&q=%E3%80%82`],
      [`${base}。`, base],
      [`${base}\r\nX: y`, base],
      [`${base}/../../../..//evil.example/`, base],
      ['/launchpad', base],
    ];
    for (const [to, expected] of cases) {
      const r = await a.post(base, { intent: 'remove-sample', returnTo: to });
      expect(r.res.status, JSON.stringify(to)).toBe(303);
      expect(r.location, JSON.stringify(to)).toBe(expected);
    }
  });
});
