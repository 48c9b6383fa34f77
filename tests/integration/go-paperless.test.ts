/** The go-paperless switch: who may flip it, at the provider and from the dashboard banner. */
import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { signIn } from '../helpers/sign-in.ts';

let p: TestProvider | undefined;
let app: TestApp | undefined;
afterEach(async () => {
  if (p) await closeProvider(p);
  if (app) await closeProvider(app.provider);
  p = app = undefined;
});

const mailed = async (db: TestProvider['db']) =>
  (await db.selectFrom('clients').select('receivesMailedDocuments').where('code', '=', 'C10234').executeTakeFirstOrThrow()).receivesMailedDocuments;

describe('provider: POST /clients/{id}/go_paperless.json', () => {
  it('lets the client administrator switch, and refuses other roles and other clients', async () => {
    p = await testProvider({ seed: true });
    const client = await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const url = `/clients/${client.id}/go_paperless.json`;
    expect(await mailed(p.db)).toBe(1);
    for (const email of ['full@example.com', 'reporting@example.com', 'billing@example.com']) {
      expect((await p.call('POST', url, { token: await p.tokenFor(email) })).status, email).toBe(403);
    }
    expect(await mailed(p.db)).toBe(1);
    const ok = await p.call('POST', url, { token: await p.tokenFor('owner@example.com') });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ paperless: true });
    expect(await mailed(p.db)).toBe(0);
    const state = await p.call('GET', url, { token: await p.tokenFor('full@example.com') });
    expect(state.json).toMatchObject({ paperless: true, receivesMailedDocuments: false });
  });
});

describe('app: the dashboard banner', () => {
  it('shows the banner to the client administrator, switches, and says thank you', async () => {
    app = await testApp({ seed: true });
    await signIn(app, 'owner@example.com');
    // owner@ administers two clients: make Napa Ridge Cellars (which receives mailed documents) active.
    const napa = await app.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    await app.post('/active-client', { clientId: String(napa.id) });
    const before = await app.get('/dashboard/results');
    expect(before.html).toContain('Go paperless');
    const r = await app.post('/dashboard/go-paperless', { returnTo: '/dashboard/results' });
    expect(r.res.status).toBe(303);
    expect(r.location).toBe('/dashboard/results');
    const after = await app.get('/dashboard/results');
    expect(after.html).toContain('Thank you for making the switch. Paperless settings have been updated.');
    expect(after.html).not.toMatch(/<button[^>]*>Go paperless<\/button>/);
    expect(await mailed(app.provider.db)).toBe(0);
  });

  it('shows the same shell from the three separate calls when the provider has no combined read (a laboratory\'s own back end)', async () => {
    app = await testApp({ seed: true, withoutCalls: /dashboard_shell\.json/ });
    await signIn(app, 'owner@example.com');
    const napa = await app.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    await app.post('/active-client', { clientId: String(napa.id) });
    const page = await app.get('/dashboard/results');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('Napa Ridge Cellars');
    expect(page.html).toMatch(/<button[^>]*>Go paperless<\/button>/);
  });

  it('does not show the banner to a Full User', async () => {
    app = await testApp({ seed: true });
    await signIn(app, 'full@example.com');
    expect((await app.get('/dashboard/results')).html).not.toMatch(/<button[^>]*>Go paperless<\/button>/);
  });
});
