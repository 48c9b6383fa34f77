/**
 * Sessions and refusals through the built app, as a browser without
 * JavaScript: the session cookie is sealed, sign-ins end by idle and absolute time, the CSRF
 * token changes at sign-in, the routes without a page refuse other origins, a 403 from the
 * provider keeps the session and shows the no-access page (with the way to the owning
 * client), and a 401 ends the session and revokes its token.
 */
import { describe, expect, it } from 'vitest';
import { openSession, sealSession } from '../../app/session.server.ts';
import { type TestApp } from '../helpers/app.ts';
import { htmlText } from '../helpers/html.ts';
import { PASSWORD, appsPerTest } from '../helpers/sign-in.ts';

const ORIGIN = 'http://lab.test';

const { open, as } = appsPerTest();

async function sessionCookie(a: TestApp): Promise<string> {
  const c = (await a.jar.getCookies(ORIGIN)).find((x) => x.key === '__session');
  if (!c) throw new Error('no session cookie');
  return c.value;
}
/** The session as the server reads it (the test knows the secret). */
async function sessionData(a: TestApp) {
  return openSession(a.config.sessionSecret, await sessionCookie(a));
}
/** Replaces the browser's session cookie by one sealed with the server's key (a forged time). */
async function forge(a: TestApp, change: (data: Record<string, any>) => void) {
  const data = (await sessionData(a))!;
  change(data);
  await a.jar.setCookie(`__session=${sealSession(a.config.sessionSecret, data)}; Path=/; HttpOnly`, ORIGIN);
}
/** The CSRF token the site's forms carry now. */
async function csrfOf(a: TestApp): Promise<string> {
  const { html } = await a.get('/');
  const m = html.match(/name="csrf" value="([^"]+)"/) ?? html.match(/"csrf":"([^"]+)"/);
  if (!m) throw new Error('no csrf token on the page');
  return m[1];
}
const sessionTokens = (a: TestApp) => a.provider.db.selectFrom('tokens').select(['id', 'tokenHash']).where('kind', '=', 'session').execute();

describe('the session cookie', () => {
  it('is encrypted: neither the token nor the user can be read from it; a changed cookie is no session', async () => {
    const a = await as('full@example.com');
    const raw = await sessionCookie(a);
    const data = (await sessionData(a))!;
    const token = data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    for (const readable of [raw, decodeURIComponent(raw), Buffer.from(raw.replace(/^v1\./, ''), 'base64url').toString('latin1'), Buffer.from(raw, 'base64').toString('latin1')]) {
      expect(readable).not.toContain(token);
      expect(readable).not.toContain('full@example.com');
    }
    expect((await a.get('/dashboard/results', false)).res.status).toBe(200);

    // One character changed in the ciphertext: the cookie opens to nothing, the visitor is signed out.
    const i = raw.length - 10;
    const tampered = raw.slice(0, i) + (raw[i] === 'A' ? 'B' : 'A') + raw.slice(i + 1);
    expect(openSession(a.config.sessionSecret, tampered)).toBeNull();
    await a.jar.setCookie(`__session=${tampered}; Path=/; HttpOnly`, ORIGIN);
    expect((await a.get('/dashboard', false)).res.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard');
    // Sealed under another secret: nothing either.
    expect(openSession('another-secret-another-secret-another-000', raw)).toBeNull();
  });
});

describe('time limits of a sign-in', () => {
  it('ends a session unused for SESSION_IDLE_MINUTES: the token is revoked, the portal page goes to login with the way back and says why', async () => {
    const a = await as('full@example.com');
    expect(a.config.sessionIdleMs).toBe(30 * 60_000);
    expect(await sessionTokens(a)).toHaveLength(1);
    await forge(a, (d) => (d.seenAt = a.provider.clock.now().getTime() - 31 * 60_000));
    const r = await a.get('/dashboard/results?view=analyses', false);
    expect(r.res.status).toBe(302);
    expect(r.res.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard%2Fresults%3Fview%3Danalyses');
    expect(await sessionTokens(a)).toHaveLength(0);
    const login = await a.get(r.res.headers.get('location')!);
    expect(htmlText(login.html)).toContain('You were signed out after a while without activity.');
    expect((await sessionData(a))?.token).toBeUndefined();
  });

  it('does the same for a navigation with JavaScript (a .data request)', async () => {
    const a = await as('full@example.com');
    await forge(a, (d) => (d.seenAt = a.provider.clock.now().getTime() - 31 * 60_000));
    const res = await a.request('/dashboard/results.data');
    expect(res.headers.get('x-remix-redirect') ?? (await res.text())).toContain('/login?redirectTo=%2Fdashboard%2Fresults');
    expect(await sessionTokens(a)).toHaveLength(0);
    expect(htmlText((await a.get('/login')).html)).toContain('You were signed out after a while without activity.');
  });

  it('keeps a session used within the limit and moves its last-seen time; the session poll does not count as use', async () => {
    const a = await as('full@example.com');
    const old = a.provider.clock.now().getTime() - 29 * 60_000;
    await forge(a, (d) => (d.seenAt = old));
    expect(await (await a.request('/auth-ping')).json()).toEqual({ signedIn: true, idleLeftMs: 60_000 });
    expect((await sessionData(a))!.seenAt).toBe(old);
    // "Stay signed in" counts as use
    expect((await (await a.request('/auth-ping?stay=1')).json()).signedIn).toBe(true);
    expect((await sessionData(a))!.seenAt).toBeGreaterThan(old);
    await forge(a, (d) => (d.seenAt = old));
    expect((await a.get('/dashboard/results', false)).res.status).toBe(200);
    expect((await sessionData(a))!.seenAt).toBeGreaterThan(a.provider.clock.now().getTime() - 60_000);

    // Left alone with only the poll running: it finds the session ended.
    await forge(a, (d) => (d.seenAt = a.provider.clock.now().getTime() - 45 * 60_000));
    expect(await (await a.request('/auth-ping')).json()).toEqual({ signedIn: false });
    expect(await sessionTokens(a)).toHaveLength(0);
  });

  it('ends a session past SESSION_TTL_HOURS however active it is, on a public page too', async () => {
    const a = await as('full@example.com');
    await forge(a, (d) => (d.issuedAt = a.provider.clock.now().getTime() - a.config.sessionTtlMs - 1000));
    const home = await a.get('/');
    expect(home.res.status).toBe(200);
    expect(htmlText(home.html)).toContain('Your sign-in reached its time limit and has ended.');
    expect(home.html).not.toContain('My Accounts');
    expect(await sessionTokens(a)).toHaveLength(0);
  });
});

describe('CSRF and origins', () => {
  it('gives a new CSRF token at sign-in: the one from before no longer posts', async () => {
    const app = await open();
    const before = await csrfOf(app);
    const r = await app.request('/login', {
      method: 'POST',
      body: new URLSearchParams({ csrf: before, email: 'full@example.com', password: PASSWORD }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(303);
    expect(r.headers.getSetCookie().some((c) => c.startsWith('csrf='))).toBe(true);
    const after = await csrfOf(app);
    expect(after).not.toBe(before);
    const stale = await app.request('/logout', { method: 'POST', body: new URLSearchParams({ csrf: before }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(stale.status).toBe(403);
    expect((await app.get('/dashboard/results', false)).res.status).toBe(200);
  });

  it('refuses a cross-origin POST to each route without a page (403), even with a valid token', async () => {
    const a = await as('owner@example.com');
    const clientA = (await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    const note = await a.provider.db.selectFrom('notifications').select('id').executeTakeFirst();
    const routes: [string, Record<string, string>][] = [
      ['/active-client', { clientId: String(clientA), redirectTo: '/' }],
      ['/dashboard/go-paperless', { returnTo: '/dashboard' }],
      [`/notifications/${note?.id ?? 1}/dismiss`, { redirectTo: '/' }],
      ['/logout', {}],
    ];
    const csrf = await csrfOf(a);
    for (const [path, fields] of routes) {
      for (const origin of ['https://evil.example', 'null']) {
        const res = await a.request(path, {
          method: 'POST',
          body: new URLSearchParams({ csrf, ...fields }),
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        });
        expect(res.status, `${path} from ${origin}`).toBe(403);
      }
    }
    // Nothing happened: still signed in, still receiving mailed documents.
    expect(await sessionTokens(a)).toHaveLength(1);
    const client = await a.provider.db.selectFrom('clients').selectAll().where('id', '=', clientA).executeTakeFirstOrThrow();
    expect(JSON.stringify(client)).toMatch(/"receivesMailedDocuments":(1|true)/);
    // The same POST from the site itself goes through.
    const same = await a.request('/logout', { method: 'POST', body: new URLSearchParams({ csrf }), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN } });
    expect(same.status).toBe(303);
    expect(await sessionTokens(a)).toHaveLength(0);
  });
});

describe('refusals from the provider', () => {
  async function completedSample(a: TestApp, code: string) {
    return a.provider.db
      .selectFrom('samples')
      .innerJoin('batches', 'batches.id', 'samples.batchId')
      .innerJoin('clients', 'clients.id', 'samples.clientId')
      .select(['samples.friendlyNumber', 'samples.batchId', 'clients.id as clientId'])
      .where('clients.code', '=', code)
      .where('batches.status', '=', 'Completed')
      .where('samples.reportedAt', 'is not', null)
      .orderBy('samples.id', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('answers a link to a sample of another of the user\'s clients with the no-access page and a switch that opens it', async () => {
    const a = await as('full@example.com');
    const foreign = await completedSample(a, 'C10412');
    // Make the Full User of Napa Ridge also a member of Dry Creek Heritage (client H).
    const user = await a.provider.db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    await a.provider.db
      .insertInto('memberships')
      .values({ clientId: foreign.clientId, userId: user.id, email: 'full@example.com', role: 'Full User', invoices: 0, reports: 1, primaryAccounting: 0, primaryReporting: 0, acceptedAt: new Date().toISOString() } as any)
      .execute();
    const path = `/dashboard/results/group/${foreign.batchId}/sample/${foreign.friendlyNumber}`;
    const page = await a.get(path, false);
    expect(page.res.status).toBe(403);
    const name = (await a.provider.db.selectFrom('clients').select('name').where('id', '=', foreign.clientId).executeTakeFirstOrThrow()).name;
    expect(htmlText(page.html)).toContain('No access');
    expect(htmlText(page.html)).toContain(`Switch to ${name}`);
    const form = [...page.html.matchAll(/<form[^>]*action="\/active-client"[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => f.includes('name="resume"')) ?? '';
    expect(form).toContain(`name="clientId" value="${foreign.clientId}"`);
    expect(form).toContain('name="resume" value="1"');
    expect(form).toContain(`name="redirectTo" value="${path}"`);
    // Still signed in, with the same token.
    expect(await sessionTokens(a)).toHaveLength(1);
    expect((await a.get('/dashboard/results', false)).res.status).toBe(200);

    const switched = await a.post('/active-client', { clientId: String(foreign.clientId), resume: '1', redirectTo: path });
    expect(switched.location).toBe(path);
    const opened = await a.get(path, false);
    expect(opened.res.status).toBe(200);
    expect(opened.html).toContain(`${foreign.friendlyNumber}</dd>`);
  });

  it('offers no switch when the user is not a member of the owning client, and tells nothing about it', async () => {
    const a = await as('full@example.com');
    const foreign = await completedSample(a, 'C10412');
    const page = await a.get(`/dashboard/results/group/${foreign.batchId}/sample/${foreign.friendlyNumber}`, false);
    // answered as an unknown sample: a 403 would tell that the id exists
    expect(page.res.status).toBe(404);
    expect(htmlText(page.html)).not.toContain('No access');
    expect(page.html).not.toContain('name="resume"');
    expect(page.html).not.toMatch(/Dry Creek|C10412/);
    expect((await a.get('/dashboard/results', false)).res.status).toBe(200);
  });

  it('ends the session on a 401 from the provider, revokes the token and comes back to the page after login', async () => {
    const a = await as('full@example.com');
    const [token] = await sessionTokens(a);
    // The token expires on the provider's side only (the app's own time limits, on the same clock,
    // have not run out): the provider answers 401, though the row is still there.
    await a.provider.db.updateTable('tokens').set({ expiresAt: new Date(a.provider.clock.now().getTime() - 1000).toISOString() }).where('id', '=', token.id).execute();
    const r = await a.get('/dashboard/results', false);
    expect(r.res.status).toBe(302);
    expect(r.res.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard%2Fresults');
    expect(await a.provider.db.selectFrom('tokens').select('id').where('id', '=', token.id).execute()).toHaveLength(0);
    const login = await a.get(r.res.headers.get('location')!);
    // Said once, though the page's loaders met the 401 side by side.
    expect(htmlText(login.html).split('Your session has ended. Please log in again.')).toHaveLength(2);
    const again = await a.post('/login', { email: 'full@example.com', password: PASSWORD, redirectTo: '/dashboard/results' });
    expect(again.location).toBe('/dashboard/results');
  });

  it('revokes a token at logout.json even when it no longer signs in; without a token it answers 401', async () => {
    const app = await open();
    const token = await app.provider.tokenFor('full@example.com');
    app.provider.clock.advance(25 * 3600_000);
    expect((await app.provider.call('GET', '/auth-ping.json', { token })).status).toBe(401);
    expect((await app.provider.call('DELETE', '/logout.json', { token })).status).toBe(200);
    expect(await sessionTokens(app)).toHaveLength(0);
    expect((await app.provider.call('DELETE', '/logout.json')).status).toBe(401);
  });
});
