/**
 * The client API's tokens and /api/v1/ (provider/api-v1/, services/api-tokens.ts): created by a
 * client's Administrators (the secret once, its hash only), scopes, expiry, revocation, the IP
 * allow-list, the per-token rate limit (durable: counted in the database), the call log, another
 * client's data, the client's own rules (credit hold), a token that is no sign-in, the site
 * administrators' view, a removed creator, and the results cursor while results are released.
 * Runs on SQLite and (TEST_DATABASE=postgres) on PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { accountMailSettled } from '../../provider/services/accounts.ts';
import { API_TOKEN_LIMITS } from '../../contract/api-tokens.ts';

const NOW = '2026-11-21T17:00:00Z';
let p: TestProvider;
let A: { id: number; code: string };
let B: { id: number };
let owner: string;

beforeEach(async () => {
  p = await testProvider({ seed: true, now: NOW });
  A = await p.db.selectFrom('clients').select(['id', 'code']).where('code', '=', 'C10234').executeTakeFirstOrThrow();
  B = await p.db.selectFrom('clients').select('id').where('id', '!=', A.id).orderBy('id').executeTakeFirstOrThrow();
  owner = await p.tokenFor('owner@example.com');
});
afterEach(() => closeProvider(p));

async function create(body: Record<string, unknown>, as = owner, clientId = A.id) {
  return p.call('POST', `/clients/${clientId}/api_tokens.json`, { token: as, body: { name: 'Cellar sync', scopes: ['results:read'], expiry: '90', ...body } });
}
async function secretOf(body: Record<string, unknown> = {}) {
  const r = await create(body);
  expect(r.status).toBe(201);
  return r.json.secret as string;
}
const v1 = (secret: string, path: string, headers: Record<string, string> = {}) => p.call('GET', `/v1${path}`, { token: secret, headers });

describe('API tokens', () => {
  it('are created by the client\'s Administrators, shown once and stored as a hash; the list shows them without the secret', async () => {
    const r = await create({ name: 'InnoVint sync', scopes: ['results:read', 'invoices:read'], expiry: '30', allowedIps: ['203.0.113.0/24'] });
    expect(r.status).toBe(201);
    expect(r.json.secret).toMatch(/^labk_[A-Za-z0-9_-]{43}$/);
    expect(r.json.token).toMatchObject({ name: 'InnoVint sync', scopes: ['results:read', 'invoices:read'], allowedIps: ['203.0.113.0/24'], createdBy: 'owner@example.com', expiresAt: '2026-12-21T17:00:00.000Z', lastUsedAt: null });
    const list = await p.call('GET', `/clients/${A.id}/api_tokens.json`, { token: owner });
    expect(list.status).toBe(200);
    expect(list.json.tokens.map((t: { name: string }) => t.name)).toEqual(['InnoVint sync']);
    expect(JSON.stringify(list.json)).not.toContain(r.json.secret);
    const rows = await p.db.selectFrom('api_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(r.json.secret);
    // Refused input, named by its field; a Full User may not see or create tokens.
    expect((await create({ scopes: [] })).json.field).toBe('scopes');
    expect((await create({ allowedIps: ['10.0.0.0/33'] })).json.field).toBe('allowedIps');
    expect((await create({ expiry: '7' })).json.field).toBe('expiry');
    const full = await p.tokenFor('full@example.com');
    expect((await p.call('GET', `/clients/${A.id}/api_tokens.json`, { token: full })).status).toBe(403);
    expect((await create({}, full)).status).toBe(403);
  });

  it('act within their scopes, for their client only, and are no sign-in', async () => {
    const secret = await secretOf({ scopes: ['results:read'] });
    const results = await v1(secret, '/results?limit=5');
    expect(results.status).toBe(200);
    expect(results.json.data.length).toBeGreaterThan(0);
    expect(results.json.data.every((r: { clientId: number }) => r.clientId === A.id)).toBe(true);
    expect((await v1(secret, '/invoices')).json.code).toBe('scope-missing');
    const completed = await p.db.selectFrom('batches').select('id').where('clientId', '=', A.id).where('status', '=', 'Completed').executeTakeFirstOrThrow();
    expect((await v1(secret, `/batches/${completed.id}/report.pdf`)).status).toBe(403);
    // Another client's batch is unknown to this token; so are the portal's calls.
    const other = await p.db.selectFrom('batches').select('id').where('clientId', '=', B.id).executeTakeFirstOrThrow();
    expect((await v1(secret, `/batches/${other.id}`)).status).toBe(404);
    expect((await v1(secret, `/results?batch=${other.id}`)).json.data).toEqual([]);
    expect((await p.call('GET', `/clients/${A.id}/results.json`, { token: secret })).status).toBe(401);
    expect((await p.call('GET', '/users/me.json', { token: secret })).status).toBe(401);
    // No token, or a made-up one: 401.
    expect((await p.call('GET', '/v1/results')).json.code).toBe('token-invalid');
    expect((await v1('labk_' + 'x'.repeat(43), '/results')).status).toBe(401);

    const all = await secretOf({ scopes: ['results:read', 'reports:read', 'invoices:read'] });
    const batch = await v1(all, `/batches/${completed.id}`);
    expect(batch.json).toMatchObject({ id: completed.id, clientId: A.id, status: 'Completed' });
    const pdf = await p.app.request(`/v1/batches/${completed.id}/report.pdf`, { headers: { authorization: `Bearer ${all}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const invoices = (await v1(all, '/invoices?length=100')).json.data as { id: number; pdfAvailable: boolean; docType: string }[];
    expect(invoices.length).toBeGreaterThan(0);
    const withPdf = invoices.find((i) => i.pdfAvailable)!;
    const invoicePdf = await p.app.request(`/v1/invoices/${withPdf.id}/invoice.pdf`, { headers: { authorization: `Bearer ${all}` } });
    expect(invoicePdf.headers.get('content-type')).toBe('application/pdf');
    const noPdf = invoices.find((i) => !i.pdfAvailable);
    if (noPdf) expect((await v1(all, `/invoices/${noPdf.id}/invoice.pdf`)).status).toBe(409);
    const othersInvoice = await p.db.selectFrom('invoices').select('id').where('clientId', '=', B.id).executeTakeFirst();
    if (othersInvoice) expect((await v1(all, `/invoices/${othersInvoice.id}/invoice.pdf`)).status).toBe(404);
    const batches = await v1(all, '/batches?limit=2&state=Completed');
    expect(batches.json.data.every((b: { status: string; clientId: number }) => b.status === 'Completed' && b.clientId === A.id)).toBe(true);
  });

  it('stop at once when expired or revoked', async () => {
    const secret = await secretOf({ expiry: '30' });
    const forever = await create({ expiry: 'none' });
    expect((await v1(secret, '/results?limit=1')).status).toBe(200);
    p.clock.set(new Date(Date.parse(NOW) + 31 * 86_400_000));
    const expired = await v1(secret, '/results?limit=1');
    expect(expired.status).toBe(401);
    expect(expired.json.error).toMatch(/expired/);
    owner = await p.tokenFor('owner@example.com');
    expect((await v1(forever.json.secret, '/results?limit=1')).status).toBe(200);
    expect((await p.call('DELETE', `/clients/${A.id}/api_tokens/${forever.json.token.id}.json`, { token: owner })).status).toBe(200);
    expect((await v1(forever.json.secret, '/results?limit=1')).status).toBe(401);
    expect((await p.call('DELETE', `/clients/${A.id}/api_tokens/${forever.json.token.id}.json`, { token: owner })).status).toBe(404);
  });

  it('are at most API_TOKEN_LIMITS.livePerClient live at once, counted under the client\'s lock; revoked and expired ones leave room', async () => {
    const cap = API_TOKEN_LIMITS.livePerClient;
    // one short-lived token, then the rest asked for all at once, with a few more than fit
    const soon = await create({ name: 'Short-lived', expiry: '30' });
    expect(soon.status).toBe(201);
    const burst = await Promise.all(Array.from({ length: cap + 3 }, (_, i) => create({ name: `Burst ${i}` })));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(cap - 1);
    const refused = burst.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    expect(refused[0]!.json.error).toMatch(/at most 25 API tokens/);
    expect((await p.call('GET', `/clients/${A.id}/api_tokens.json`, { token: owner })).json.tokens).toHaveLength(cap);
    // A revoked token leaves room for one more; so does one that expired.
    expect((await p.call('DELETE', `/clients/${A.id}/api_tokens/${burst.find((r) => r.status === 201)!.json.token.id}.json`, { token: owner })).status).toBe(200);
    expect((await create({ name: 'After a revoke' })).status).toBe(201);
    expect((await create({ name: 'One too many' })).status).toBe(409);
    p.clock.set(new Date(Date.parse(NOW) + 31 * 86_400_000));
    owner = await p.tokenFor('owner@example.com');
    expect((await create({ name: 'After an expiry' })).status).toBe(201);
  });

  it('answer only from the addresses of their allow-list', async () => {
    const secret = await secretOf({ allowedIps: ['203.0.113.0/24', '2001:db8::/32'] });
    expect((await v1(secret, '/results?limit=1', { 'x-lab-client-ip': '203.0.113.9' })).status).toBe(200);
    expect((await v1(secret, '/results?limit=1', { 'x-lab-client-ip': '2001:db8:1::5' })).status).toBe(200);
    const refused = await v1(secret, '/results?limit=1', { 'x-lab-client-ip': '198.51.100.1' });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('address-not-allowed');
    expect((await v1(secret, '/results?limit=1')).status).toBe(403);
  });

  it('are rate limited per token in the database, with Retry-After, and every call is recorded for the client', async () => {
    Object.assign(p.deps, { apiCallsPerMinute: 3 });
    const secret = await secretOf();
    const other = await secretOf({ name: 'Second system' });
    for (let i = 0; i < 3; i++) expect((await v1(secret, '/results?limit=1', { 'x-lab-client-ip': '192.0.2.7' })).status).toBe(200);
    const limited = await v1(secret, '/results?limit=1', { 'x-lab-client-ip': '192.0.2.7' });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('rate-limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await p.db.selectFrom('api_token_windows').select('count').execute()).toEqual([{ count: 4 }]);
    // Another token has its own count.
    expect((await v1(other, '/results?limit=1')).status).toBe(200);
    p.clock.set(new Date(Date.parse(NOW) + 61_000));
    expect((await v1(secret, '/results?limit=1', { 'x-lab-client-ip': '192.0.2.7' })).status).toBe(200);
    const list = (await p.call('GET', `/clients/${A.id}/api_tokens.json`, { token: owner })).json;
    expect(list.calls.map((c: { status: number }) => c.status)).toEqual([200, 200, 429, 200, 200, 200]);
    expect(list.calls[0]).toMatchObject({ tokenName: 'Cellar sync', method: 'GET', path: '/v1/results', address: '192.0.2.7' });
    expect(list.tokens[0]).toMatchObject({ lastUsedAt: '2026-11-21T17:01:01.000Z', lastUsedAddress: '192.0.2.7' });
  });

  it('follow the client\'s own rules: results are withheld on credit hold', async () => {
    const secret = await secretOf({ scopes: ['results:read', 'invoices:read'] });
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A.id).execute();
    const held = await v1(secret, '/results?limit=1');
    expect(held.status).toBe(403);
    expect(held.json.code).toBe('credit-hold');
    expect((await v1(secret, '/invoices?length=1')).status).toBe(200);
  });

  it('are seen and revoked by site administrators, created only by the client\'s own Administrators', async () => {
    const made = await create({});
    const admin = await p.tokenFor('admin@example.com');
    const list = await p.call('GET', `/clients/${A.id}/api_tokens.json`, { token: admin });
    expect(list.json.tokens.map((t: { id: number }) => t.id)).toEqual([made.json.token.id]);
    expect((await create({}, admin)).status).toBe(403);
    expect((await p.call('DELETE', `/clients/${A.id}/api_tokens/${made.json.token.id}.json`, { token: admin })).status).toBe(200);
    expect((await v1(made.json.secret, '/results')).status).toBe(401);
    // Another client's Administrator cannot reach this client's tokens.
    const mike = await p.tokenFor('mike.oconnell@redwoodcoastbrewing.example');
    expect((await p.call('GET', `/clients/${A.id}/api_tokens.json`, { token: mike })).status).toBe(403);
  });

  it('of a removed member are flagged and their Administrators told, who keep or revoke them', async () => {
    const full = await p.db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId').select(['memberships.id', 'users.email']).where('memberships.clientId', '=', A.id).where('users.email', '=', 'full@example.com').executeTakeFirstOrThrow();
    await p.db.updateTable('memberships').set({ role: 'Administrator', primaryAccounting: 0, primaryReporting: 0 }).where('id', '=', full.id).execute();
    const fullToken = await p.tokenFor('full@example.com');
    const kept = await create({ name: 'Kept one' }, fullToken);
    const dropped = await create({ name: 'Dropped one' }, fullToken);
    const removed = await p.call('DELETE', `/clients/${A.id}/memberships/${full.id}.json`, { token: owner });
    expect(removed.json).toEqual({ removed: full.id });
    await accountMailSettled();
    const mail = p.outbox().find((m) => m.to.includes('owner@example.com') && m.subject.includes('API tokens'));
    expect(mail?.text).toContain('Kept one');
    const list = (await p.call('GET', `/clients/${A.id}/api_tokens.json`, { token: owner })).json;
    expect(list.tokens.every((t: { creatorRemovedAt: string | null }) => t.creatorRemovedAt !== null)).toBe(true);
    expect((await p.call('POST', `/clients/${A.id}/api_tokens/${kept.json.token.id}/keep.json`, { token: owner })).status).toBe(200);
    expect((await p.call('DELETE', `/clients/${A.id}/api_tokens/${dropped.json.token.id}.json`, { token: owner })).status).toBe(200);
    const after = (await p.call('GET', `/clients/${A.id}/api_tokens.json`, { token: owner })).json;
    expect(after.tokens).toMatchObject([{ name: 'Kept one', creatorRemovedAt: null }]);
    expect((await v1(kept.json.secret, '/results?limit=1')).status).toBe(200);
  });
});

describe('GET /v1/results', () => {
  it('pages by a cursor that stays correct while results are released', async () => {
    const secret = await secretOf();
    // The batch with the most released results; one of them is "not yet released" at first.
    const rows = await p.db.selectFrom('results').select(['id', 'batchId', 'reportedAt']).where('clientId', '=', A.id).where('reportedAt', 'is not', null).execute();
    const byBatch = new Map<number, number[]>();
    for (const r of rows) byBatch.set(r.batchId, [...(byBatch.get(r.batchId) ?? []), r.id]);
    const [batchId, ids] = [...byBatch.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    expect(ids.length).toBeGreaterThan(5);
    const late = ids[0];
    await p.db.updateTable('results').set({ reportedAt: null }).where('id', '=', late).execute();
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 2; page++) {
      const r = await v1(secret, `/results?batch=${batchId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.status).toBe(200);
      seen.push(...r.json.data.map((x: { id: number }) => x.id));
      cursor = r.json.nextCursor;
    }
    // Released now: after everything released before it.
    const latest = rows.map((r) => r.reportedAt!).sort().at(-1)!;
    await p.db.updateTable('results').set({ reportedAt: new Date(Date.parse(latest) + 1000).toISOString() }).where('id', '=', late).execute();
    for (;;) {
      const r = await v1(secret, `/results?batch=${batchId}&limit=2&cursor=${cursor}`);
      seen.push(...r.json.data.map((x: { id: number }) => x.id));
      cursor = r.json.nextCursor;
      if (!r.json.hasMore) break;
    }
    expect(seen.length).toBe(ids.length);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen.at(-1)).toBe(late);
    // Asking again from the last cursor: nothing new, the same cursor back.
    const again = await v1(secret, `/results?batch=${batchId}&cursor=${cursor}`);
    expect(again.json).toMatchObject({ data: [], nextCursor: cursor, hasMore: false });
    expect((await v1(secret, '/results?cursor=not-a-cursor')).json.field).toBe('cursor');
    expect((await v1(secret, '/results?limit=0')).json.field).toBe('limit');
  });

  it('filters by date, sample and analysis', async () => {
    const secret = await secretOf();
    const one = await p.db
      .selectFrom('results as r')
      .innerJoin('samples as s', 's.id', 'r.sampleId')
      .select(['r.id', 'r.acode', 's.friendlyNumber', 'r.reportedAt'])
      .where('r.clientId', '=', A.id)
      .where('r.reportedAt', 'is not', null)
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const bySample = await v1(secret, `/results?sample=${encodeURIComponent(one.friendlyNumber)}&analysis=${encodeURIComponent(one.acode)}`);
    expect(bySample.json.data.map((r: { id: number }) => r.id)).toContain(one.id);
    expect(bySample.json.data.every((r: { friendlyNumber: string; acode: string }) => r.friendlyNumber === one.friendlyNumber && r.acode === one.acode)).toBe(true);
    const day = one.reportedAt!.slice(0, 10);
    const inRange = await v1(secret, `/results?from=2000-01-01&to=2000-01-02`);
    expect(inRange.json.data).toEqual([]);
    expect((await v1(secret, `/results?from=${day}&limit=500`)).json.data.length).toBeGreaterThan(0);
    expect((await v1(secret, '/results?from=31.12.2026')).status).toBe(400);
  });
});

describe('POST /v1/submissions', () => {
  const order = (over: Record<string, unknown> = {}) => ({
    samples: [
      { description: 'Merlot tank 3', sampleTypeId: 1, varietal: 'Merlot', vintage: 2025, lot: 'T3', analysisIds: [204, 219] },
      { description: 'Syrah tank 5', sampleTypeId: 1, analysisIds: [204] },
    ],
    delivery: 'courier',
    ...over,
  });
  const place = (secret: string, body: unknown) => p.call('POST', '/v1/submissions', { token: secret, body });

  it('places the order by the page\'s rules and prices, in the creator\'s name, leaving the creator\'s page draft alone', async () => {
    const secret = await secretOf({ scopes: ['submissions:write'] });
    // The creator's own draft on the order page.
    const pageSample = await p.call('POST', `/clients/${A.id}/submissions/draft/samples.json`, { token: owner, body: { description: 'On the page', sampleTypeId: 1 } });
    expect(pageSample.status).toBe(200);
    const placed = await place(secret, order());
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({ state: 'submitted', number: expect.stringMatching(/^SUB-/), client: { id: A.id }, submitter: { email: 'owner@example.com' } });
    // SO2 on two samples ($25 each at the two-to-ten tier), heavy metals on one ($95).
    expect(placed.json.samples.map((s: { lines: { acode: string; price: { cents: number } }[] }) => s.lines.map((l) => [l.acode, l.price.cents]))).toEqual([[['W-204', 2500], ['W-219', 9500]], [['W-204', 2500]]]);
    expect(placed.json.totalCents).toBe(2500 + 9500 + 2500);
    await accountMailSettled();
    expect(p.outbox().some((m) => m.to.includes('owner@example.com') && m.text.includes(placed.json.number))).toBe(true);
    const draft = await p.call('GET', `/clients/${A.id}/submissions/draft.json`, { token: owner });
    expect(draft.json.samples.map((s: { description: string }) => s.description)).toEqual(['On the page']);
  });

  it('refuses what the page refuses and leaves nothing behind; needs its scope and a creator who may still order', async () => {
    const secret = await secretOf({ scopes: ['submissions:write'] });
    const notOffered = await place(secret, order({ samples: [{ description: 'IPA', sampleTypeId: 6, analysisIds: [219] }] }));
    expect(notOffered.status).toBe(400);
    expect(notOffered.json.code).toBe('analysis-not-offered');
    expect((await place(secret, order({ delivery: 'dropbox' }))).json.field).toBe('dropboxLocationId');
    expect((await place(secret, order({ samples: [] }))).json.field).toBe('samples');
    expect(await p.db.selectFrom('submissions').select('id').where('apiTokenId', 'is not', null).where('state', '=', 'draft').execute()).toEqual([]);
    const reader = await secretOf({ scopes: ['results:read'] });
    expect((await place(reader, order())).json.code).toBe('scope-missing');
    const { status } = await p.db.selectFrom('clients').select('status').where('id', '=', A.id).executeTakeFirstOrThrow();
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A.id).execute();
    expect((await place(secret, order())).json.code).toBe('credit-hold');
    await p.db.updateTable('clients').set({ status }).where('id', '=', A.id).execute();
    // The creator no longer a member who may order: refused until an Administrator makes a new token.
    const ownerId = (await p.db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow()).id;
    await p.db.updateTable('memberships').set({ role: 'Reporting User' }).where('clientId', '=', A.id).where('userId', '=', ownerId).execute();
    const gone = await place(secret, order());
    expect(gone.status).toBe(409);
  });
});

describe('attempts on /api/v1/ that must fail', () => {
  it('calls with unknown, revoked or expired tokens are limited per address; a valid token from there still works', async () => {
    const valid = await secretOf({ scopes: ['results:read'] });
    const revoked = await create({});
    await p.call('DELETE', `/clients/${A.id}/api_tokens/${revoked.json.token.id}.json`, { token: owner });
    const here = { 'x-lab-client-ip': '198.51.100.77' };
    const guesses = [`labk_${'x'.repeat(43)}`, revoked.json.secret, 'not-a-token'];
    for (let i = 0; i < 30; i++) {
      const r = await v1(guesses[i % 3]!, '/results?limit=1', here);
      expect(r.status, `call ${i + 1}`).toBe(401);
    }
    const limited = await v1(guesses[0]!, '/results?limit=1', here);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 'rate-limited' });
    expect(limited.json.error).toMatch(/unknown, revoked or expired API token from this address: try again in 15 minutes/);
    expect(Number(limited.headers.get('retry-after'))).toBe(900);
    // the valid token from the same address, and another address with a bad token, are not held up
    expect((await v1(valid, '/results?limit=1', here)).status).toBe(200);
    expect((await v1(guesses[0]!, '/results?limit=1', { 'x-lab-client-ip': '198.51.100.78' })).status).toBe(401);
    // the window passes
    p.clock.set(new Date(Date.parse(NOW) + 16 * 60_000));
    expect((await v1(guesses[0]!, '/results?limit=1', here)).status).toBe(401);
  });

  it('another client\'s PDFs, a forged cursor, a forwarded address, and the limit counted across calls', async () => {
    const secret = await secretOf({ scopes: ['results:read', 'reports:read', 'invoices:read'], allowedIps: ['203.0.113.9'] });
    const here = { 'x-lab-client-ip': '203.0.113.9' };
    const theirBatch = await p.db.selectFrom('batches').select('id').where('clientId', '!=', A.id).where('status', '=', 'Completed').executeTakeFirstOrThrow();
    expect((await v1(secret, `/batches/${theirBatch.id}/report.pdf`, here)).status).toBe(404);
    const theirInvoice = await p.db.selectFrom('invoices').select('id').where('clientId', '!=', A.id).where('docType', '=', 'Invoice').executeTakeFirstOrThrow();
    expect((await v1(secret, `/invoices/${theirInvoice.id}/invoice.pdf`, here)).status).toBe(404);
    // A cursor is a position only: one made up from the start of time reads this client's results, no one else's.
    const forged = Buffer.from(JSON.stringify({ r: '0000', i: 0 })).toString('base64url');
    const page = await v1(secret, `/results?limit=50&cursor=${forged}`, here);
    expect(page.status).toBe(200);
    expect(page.json.data.every((r: { clientId: number }) => r.clientId === A.id)).toBe(true);
    expect((await v1(secret, '/results?cursor=bm90IGpzb24', here)).json.field).toBe('cursor');
    // The address is the one the server set from the socket: forwarded headers a caller sends prove nothing.
    for (const spoof of [{ 'x-forwarded-for': '203.0.113.9' } as Record<string, string>, { 'x-lab-visitor': '203.0.113.9', 'x-lab-visitor-sig': `t=${Math.floor(Date.parse(NOW) / 1000)}; s=${'A'.repeat(43)}` }]) {
      expect((await v1(secret, '/results?limit=1', { 'x-lab-client-ip': '198.51.100.1', ...spoof })).json.code).toBe('address-not-allowed');
    }
    // Another client's token, revoked or kept by its id under this client: unknown here, and it still works.
    const mike = await p.tokenFor('mike.oconnell@redwoodcoastbrewing.example');
    const theirs = await p.db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId').select('memberships.clientId').where('users.email', '=', 'mike.oconnell@redwoodcoastbrewing.example').where('memberships.role', '=', 'Administrator').executeTakeFirstOrThrow();
    const their = await create({ scopes: ['invoices:read'] }, mike, theirs.clientId);
    expect(their.status).toBe(201);
    expect((await p.call('DELETE', `/clients/${A.id}/api_tokens/${their.json.token.id}.json`, { token: owner })).status).toBe(404);
    expect((await p.call('POST', `/clients/${A.id}/api_tokens/${their.json.token.id}/keep.json`, { token: owner })).status).toBe(404);
    const still = await v1(their.json.secret, '/invoices?length=1');
    expect(still.status, JSON.stringify(still.json)).toBe(200);
    // The per-token limit counts every call of the token, whatever the path.
    Object.assign(p.deps, { apiCallsPerMinute: 2 });
    try {
      const fresh = await secretOf({ scopes: ['results:read', 'invoices:read'] });
      expect((await v1(fresh, '/results?limit=1')).status).toBe(200);
      expect((await v1(fresh, '/invoices?length=1')).status).toBe(200);
      expect((await v1(fresh, '/batches?limit=1')).status).toBe(429);
    } finally {
      Object.assign(p.deps, { apiCallsPerMinute: undefined });
    }
  });

  it('submissions sent at once with one token: one is placed whole, the others refused 409, none mixed', async () => {
    const secret = await secretOf({ scopes: ['submissions:write'] });
    const body = (d: string) => ({ samples: [1, 2, 3].map((n) => ({ description: `${d} ${n}`, sampleTypeId: 1, analysisIds: [204] })), delivery: 'courier' });
    const out = await Promise.all(['Alpha', 'Beta', 'Gamma'].map((d) => p.call('POST', '/v1/submissions', { token: secret, body: body(d) })));
    const placed = out.filter((o) => o.status === 201);
    expect(placed).toHaveLength(1);
    const names = placed[0]!.json.samples.map((s: { description: string }) => s.description.split(' ')[0]);
    expect(new Set(names).size).toBe(1);
    expect(out.filter((o) => o.status === 409).every((o) => o.json.code === 'conflict')).toBe(true);
    expect((await p.call('POST', '/v1/submissions', { token: secret, body: body('Delta') })).status).toBe(201);
    // A draft left by a placing that stopped half-way holds the token for minutes, not for ever.
    const tokenId = (await p.db.selectFrom('api_tokens').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const ownerId = (await p.db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow()).id;
    const old = new Date(Date.parse(NOW) - 10 * 60_000).toISOString();
    await p.db.insertInto('submissions').values({ clientId: A.id, userId: ownerId, apiTokenId: tokenId, state: 'draft', language: 'en', createdAt: old, updatedAt: old }).execute();
    expect((await p.call('POST', '/v1/submissions', { token: secret, body: body('Epsilon') })).status).toBe(201);
  });

  it('a submission with a tampered price, another client\'s block, an oversized or malformed body', async () => {
    const secret = await secretOf({ scopes: ['submissions:write'] });
    const sample = { description: 'Merlot tank 3', sampleTypeId: 1, analysisIds: [204] };
    // Prices come from the catalogue: whatever the body says about them is not read.
    const placed = await p.call('POST', '/v1/submissions', { token: secret, body: { samples: [{ ...sample, price: 1, subtotalCents: 1, lines: [{ analysisId: 204, price: { cents: 1 } }] }], delivery: 'courier', totalCents: 1 } });
    expect(placed.status).toBe(201);
    expect(placed.json.totalCents).toBeGreaterThan(1);
    const at = NOW;
    const theirBlock = await p.db.insertInto('vineyard_blocks').values({ clientId: B.id, name: 'B1', vineyard: 'Theirs', varietal: 'Merlot', acres: null, targetBrix: null, taMax: null, phMin: null, phMax: null, createdAt: at, updatedAt: at }).returning('id').executeTakeFirstOrThrow();
    const grapes = await p.call('POST', '/v1/submissions', { token: secret, body: { samples: [{ ...sample, sampleTypeId: 2, blockId: theirBlock.id }], delivery: 'courier' } });
    expect(grapes.json).toMatchObject({ code: 'block-not-found', field: 'blockId' });
    const huge = await p.app.request('/v1/submissions', { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify({ samples: [{ ...sample, description: 'x'.repeat(1_100_000) }], delivery: 'courier' }) });
    expect(huge.status).toBe(413);
    const malformed = await p.app.request('/v1/submissions', { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: '{"samples": [' });
    expect(malformed.status).toBe(400);
    expect(await p.db.selectFrom('submissions').select('id').where('apiTokenId', 'is not', null).where('state', '=', 'draft').execute()).toEqual([]);
  });
});
