import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import { type ProviderEnv, readJson, requireClient, idParam } from '../../provider/http.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
beforeEach(async () => {
  p = await testProvider({ now: '2026-11-21T17:00:00Z' });
});
afterEach(() => closeProvider(p));

async function user(email: string, flags: { administrator?: number; godmode?: number } = {}) {
  const row = await p.db
    .insertInto('users')
    .values({ pid: crypto.randomUUID(), email, firstname: 'A', lastname: 'B', administrator: flags.administrator ?? 0, godmode: flags.godmode ?? 0, isBetaUser: 0, confirmedAt: '2026-01-01T00:00:00Z', passwordHash: null, phone: null, jobTitle: null, lastClientId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function client(code: string) {
  const row = await p.db
    .insertInto('clients')
    .values({ code, name: code, officialBusinessName: code, businessType: 'Corporation', status: 'Approved', primaryPhone: null, stateRegisteredIn: null, resignAgreement: 0, receivesMailedDocuments: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function member(clientId: number, userId: number, role: string, accepted = true) {
  await p.db
    .insertInto('memberships')
    .values({ clientId, userId, email: `${userId}@x.test`, role: role as any, invoices: 0, reports: 0, primaryAccounting: 0, primaryReporting: 0, acceptedAt: accepted ? '2026-01-01T00:00:00Z' : null, firstname: null, lastname: null, invitationTokenHash: null, invitationExpiresAt: null })
    .execute();
}

describe('provider errors', () => {
  it('answers unknown paths with 404 and a JSON error', async () => {
    const r = await p.call('GET', '/no/such/path.json');
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ error: 'Not found', code: 'not-found' });
  });

  it('answers a protected call without a token with 401', async () => {
    const r = await p.call('GET', '/auth-ping.json');
    expect(r.status).toBe(401);
    expect(r.json.error).toMatch(/not signed in/i);
  });

  it('accepts a valid token and refuses it once expired', async () => {
    await user('a@x.test');
    const token = await p.tokenFor('a@x.test');
    expect((await p.call('GET', '/auth-ping.json', { token })).status).toBe(200);
    p.clock.advance(25 * 3600_000);
    expect((await p.call('GET', '/auth-ping.json', { token })).status).toBe(401);
  });

  it('stores tokens only as hashes', async () => {
    await user('a@x.test');
    const token = await p.tokenFor('a@x.test');
    const rows = await p.db.selectFrom('tokens').select('tokenHash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never leaks a stack trace on an unexpected error', async () => {
    const app = new Hono<ProviderEnv>();
    app.route('/', p.app);
    const boom = new Hono<ProviderEnv>().get('/boom', () => {
      throw new Error('secret internals');
    });
    p.app.route('/', boom);
    const r = await p.call('GET', '/boom');
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.json)).not.toContain('secret internals');
    expect(p.log.lines.some((l) => l.level === 'error')).toBe(true);
  });
});

describe('body validation and the client gate', () => {
  beforeEach(() => {
    const routes = new Hono<ProviderEnv>()
      .post('/echo.json', async (c) => c.json(await readJson(c, z.object({ name: z.string().min(1), count: z.number().int() }))))
      .get('/clients/:clientId/things/:thingId{[^/]+\\.json}', requireClient('results'), (c) => c.json({ client: c.var.client.code, thing: idParam(c, 'thingId') }))
      .get('/clients/:clientId/team.json', requireClient('team:view'), (c) => c.json({ ok: true }));
    p.app.route('/', routes);
  });

  it('answers malformed JSON and wrong types with 400', async () => {
    expect((await p.call('POST', '/echo.json', { body: '{"name": ' })).status).toBe(400);
    const wrong = await p.call('POST', '/echo.json', { body: { name: 'x', count: 'three' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatch(/count/);
    expect((await p.call('POST', '/echo.json', { body: { name: 'x', count: 3 } })).json).toEqual({ name: 'x', count: 3 });
  });

  it('lets members with an allowed role in and keeps everyone else out', async () => {
    const a = await client('CA1');
    const b = await client('CB2');
    const full = await user('full@x.test');
    const billing = await user('billing@x.test');
    const outsider = await user('out@x.test');
    const pending = await user('pending@x.test');
    await user('admin@x.test', { administrator: 1 });
    await member(a, full, 'Full User');
    await member(a, billing, 'Billing User');
    await member(b, outsider, 'Administrator');
    await member(a, pending, 'Full User', false);

    const as = async (email: string, url: string) => (await p.call('GET', url, { token: await p.tokenFor(email) })).status;
    expect(await as('full@x.test', `/clients/${a}/things/5.json`)).toBe(200);
    expect(await as('full@x.test', `/clients/CA1/things/5.json`)).toBe(200);
    expect(await as('billing@x.test', `/clients/${a}/things/5.json`)).toBe(403);
    expect(await as('billing@x.test', `/clients/${a}/team.json`)).toBe(200);
    expect(await as('out@x.test', `/clients/${a}/things/5.json`)).toBe(403);
    expect(await as('pending@x.test', `/clients/${a}/things/5.json`)).toBe(403);
    expect(await as('out@x.test', `/clients/999/things/5.json`)).toBe(403);
    expect(await as('admin@x.test', `/clients/${a}/things/5.json`)).toBe(200);
    expect(await as('admin@x.test', `/clients/999/things/5.json`)).toBe(404);
    expect(await as('full@x.test', `/clients/${a}/things/abc.json`)).toBe(400);
    expect(await as('full@x.test', `/clients/a%20b/things/1.json`)).toBe(400);
  });
});
