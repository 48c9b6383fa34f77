/**
 * Two server processes on one PostgreSQL database, on two ports, with one
 * SESSION_SECRET, requests alternating between them as a load balancer would:
 * - a sign-in on one is valid on the other;
 * - a positive-pay batch begun on one is continued and downloaded from the other;
 * - the sign-in lock counts the failures made on both;
 * - a job enqueued by one (an e-mailed export, run by pg-boss) is done once;
 * - the courier form posted to both at once (one idempotency key) makes one request.
 *
 * PostgreSQL only (TEST_DATABASE=postgres, `npm run test:integration:pg`): on SQLite two nodes
 * share a file and no pg-boss runs; tests/integration/several-nodes.test.ts covers that case.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DB } from '../../provider/db/connect.ts';
import { LOGIN_FREE_ACCOUNT } from '../../provider/services/accounts.ts';
import { onPostgres } from '../helpers/database.ts';
import { Browser, type Server, decodeHtml as decode, requireBuild, request, startServer } from '../helpers/server.ts';

const BATCH = [
  { accountNumber: '12345678901', checkNumber: '1001', checkDate: '2026-03-05', checkAmount: '1250.5', payeeLine1: 'Napa Glass Co' },
  { accountNumber: '12345678901', checkNumber: '1002', checkDate: '2026-03-06', checkAmount: '89.99', payeeLine1: 'Sonoma Corks' },
];
const EMPTY = { accountNumber: '', checkNumber: '', checkDate: '', checkAmount: '', payeeLine1: '' };
/** The provider's API on a node (/api/…). */
async function api(node: Server, method: string, pathname: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await request(node.base, `/api${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: answer.status, json: answer.text ? JSON.parse(answer.text) : null };
}

const outbox = (node: Server) => {
  const dir = path.join(node.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((d) => path.join(dir, d, 'message.json'))
    .filter((f) => fs.existsSync(f))
    .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as { to: string[]; subject: string });
};

describe.skipIf(!onPostgres)('two nodes on one PostgreSQL database', () => {
  requireBuild();
  let a: Server;
  let b: Server;
  let db: DB;
  const nodes = () => [a, b];

  beforeAll(async () => {
    a = await startServer({});
    b = await startServer({ DATABASE_URL: a.databaseUrl! });
    db = await connect(a.databaseUrl!);
  }, 300_000);
  afterAll(async () => {
    await db?.destroy();
    await b?.stop();
    await a?.stop();
  }, 60_000);

  it('a sign-in on one node is valid on the other', async () => {
    const browser = new Browser();
    expect((await browser.post(a, '/login', { email: 'owner@example.com', password: 'harvest-2026' })).status).toBe(303);
    const there = await browser.go(b, '/launchpad/user-settings');
    expect(there.status).toBe(200);
    expect(there.text).toContain('owner@example.com');
    // a bearer token from one node's API opens the other's
    const login = await api(b, 'POST', '/login.json', { body: { user: { email: 'full@example.com', password: 'harvest-2026' } } });
    expect(login.status).toBe(200);
    expect((await api(a, 'GET', '/auth-ping.json', { token: login.json.token })).status).toBe(200);
  }, 60_000);

  it('a results page one node has kept shows a change made through the other node at once', async () => {
    // Each node keeps its own rendered pages (app/page-cache.server.ts) under the database's data version.
    const browser = new Browser();
    expect((await browser.post(a, '/login', { email: 'owner@example.com', password: 'harvest-2026' })).status).toBe(303);
    const napa = await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    await db.updateTable('clients').set({ receivesMailedDocuments: 1 }).where('id', '=', napa.id).execute();
    const csrfA = await browser.token(a, '/launchpad/user-settings');
    expect((await browser.go(a, '/active-client', { form: { csrf: csrfA, clientId: String(napa.id) } })).status).toBe(303);
    const banner = /<button[^>]*>Go paperless<\/button>/;
    expect((await browser.go(a, '/dashboard/results')).text).toMatch(banner);
    expect((await browser.go(a, '/dashboard/results')).text).toMatch(banner); // node A's kept page (the hit itself: tests/integration/portal-page-cache.test.ts)
    const csrf = await browser.token(b, '/dashboard/results');
    expect((await browser.go(b, '/dashboard/go-paperless', { form: { csrf, returnTo: '/dashboard/results' } })).status).toBe(303);
    const after = await browser.go(a, '/dashboard/results');
    expect(after.status).toBe(200);
    expect(after.text).not.toMatch(banner);
  }, 60_000);

  it('a launchpad page one node has kept shows a profile saved through the other node at once', async () => {
    // The launchpad's pages are kept under the same data version, checked by the user's own call.
    const browser = new Browser();
    expect((await browser.post(a, '/login', { email: 'reporting@example.com', password: 'harvest-2026' })).status).toBe(303);
    const SETTINGS = '/launchpad/user-settings';
    expect((await browser.go(a, SETTINGS)).text).not.toContain('Two-node cellar master');
    expect((await browser.go(a, SETTINGS)).status).toBe(200); // node A's kept page
    const csrf = await browser.token(b, SETTINGS);
    const user = await db.selectFrom('users').select(['firstname', 'lastname']).where('email', '=', 'reporting@example.com').executeTakeFirstOrThrow();
    const form = { csrf, intent: 'profile', firstname: user.firstname ?? 'R', lastname: user.lastname ?? 'R', phone: '', jobTitle: 'Two-node cellar master' };
    expect((await browser.go(b, SETTINGS, { form })).status).toBe(303);
    const after = await browser.go(a, SETTINGS);
    expect(after.status).toBe(200);
    expect(after.text).toContain('Two-node cellar master');
  }, 60_000);

  it('a positive-pay batch begun on one node is continued and downloaded from the other', async () => {
    const browser = new Browser();
    const save = async (node: Server, check: typeof EMPTY) => (await browser.post(node, '/positive-pay', { name__confirm: '', ...check, intent: 'save' })).status;
    expect(await save(a, BATCH[0])).toBe(303);
    expect(await save(b, BATCH[1])).toBe(303);
    expect((await browser.go(a, '/positive-pay')).text).toContain('2 checks');
    const file = await browser.post(b, '/positive-pay', { name__confirm: '', ...EMPTY, intent: 'generate' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.text.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Napa Glass Co');
    expect(lines[1]).toContain('Sonoma Corks');
  }, 60_000);

  it('the sign-in lock counts the failures made on both nodes', async () => {
    const attempt = (node: Server, password: string) => api(node, 'POST', '/login.json', { body: { user: { email: 'reporting@example.com', password } } });
    for (let i = 0; i < LOGIN_FREE_ACCOUNT - 1; i++) expect((await attempt(nodes()[i % 2], 'wrong-password')).status, `failure ${i + 1}`).toBe(401);
    // the last free failure, on whichever node: it starts the wait
    expect((await attempt(nodes()[(LOGIN_FREE_ACCOUNT - 1) % 2], 'wrong-password')).status).toBe(429);
    // now even the right password waits, on both nodes
    for (const node of nodes()) {
      const locked = await attempt(node, 'harvest-2026');
      expect(locked.status).toBe(429);
      expect(locked.json.error).toMatch(/Too many failed sign-in attempts/);
    }
  }, 60_000);

  it('a job enqueued by one node is done once: each e-mailed export is sent once, by one of the two', async () => {
    const client = (await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    const users = ['full@example.com', 'owner@example.com', 'admin@example.com'];
    const subject = 'Your results export for';
    const before = nodes().flatMap(outbox).filter((m) => m.subject.startsWith(subject)).length;
    const started = Date.now();
    for (const [i, email] of users.entries()) {
      const node = nodes()[i % 2];
      const { json } = await api(node, 'POST', '/login.json', { body: { user: { email, password: 'harvest-2026' } } });
      const r = await api(node, 'GET', `/clients/${client}/results/export.json?startDate=2026-01-01&endDate=2026-12-31`, { token: json.token });
      expect(r.status, email).toBe(200);
      expect(r.json.sentTo).toBe(email);
    }
    // the jobs run in the background (pg-boss polls every 0.5 s): wait for the runs to close
    const runs = () => db.selectFrom('export_runs').selectAll().where('startedAt', '>=', new Date(started - 60_000).toISOString()).execute();
    const jobStates = async () => (await db.selectFrom('pgboss.job' as any).select(['state' as any]).where('name' as any, '=', 'results-export').execute()).map((j: any) => j.state as string);
    // pg-boss marks a job completed only after its handler has closed the run: wait for both
    const busy = async () => (await runs()).some((r) => r.finishedAt === null) || (await jobStates()).some((s) => s !== 'completed' && s !== 'failed');
    for (let i = 0; i < 240 && (await busy()); i++) await new Promise((r) => setTimeout(r, 250));
    const closed = await runs();
    expect(closed).toHaveLength(users.length);
    for (const run of closed) expect(run.outcome).toBe('sent');
    // one mail per export, whichever node did it, and each user got theirs
    const mails = nodes().flatMap(outbox).filter((m) => m.subject.startsWith(subject));
    expect(mails.length - before).toBe(users.length);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(expect.arrayContaining([...users].sort()));
    expect(await jobStates()).toEqual(users.map(() => 'completed'));
  }, 90_000);

  it('the courier form posted to both nodes at once (one idempotency key) makes one request', async () => {
    const browser = new Browser();
    expect((await browser.post(a, '/login', { email: 'full@example.com', password: 'harvest-2026' })).status).toBe(303);
    const page = '/dashboard/shop/request-courier?tomorrow=1';
    const { text } = await browser.go(a, page);
    const key = text.match(/name="idempotencyKey" value="([^"]+)"/)![1];
    const csrf = decode(text.match(/name="csrf" value="([^"]+)"/)![1]);
    const addressId = text.match(/<option value="(\d+)">/)![1];
    const form = { csrf, addressId, phoneNumber: '707-555-0177', instructions: 'Posted twice', idempotencyKey: key };
    const [first, second] = await Promise.all([browser.go(a, page, { form }), browser.go(b, page, { form })]);
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(first.headers.location).toMatch(/\?sent=\d+$/);
    expect(second.headers.location).toBe(first.headers.location);
    expect(await db.selectFrom('courier_requests').select('id').where('idempotencyKey', '=', key).execute()).toHaveLength(1);
  }, 60_000);

  it('on SIGTERM a node stops its job runner and exits cleanly; the other goes on', async () => {
    expect(await b.stop()).toBe(0);
    expect(b.output()).not.toMatch(/pg-boss error|forced shutdown/);
    expect((await api(a, 'GET', '/auth-ping.json')).status).toBe(401);
  }, 60_000);
});
