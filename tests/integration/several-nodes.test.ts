/**
 * Several web nodes, as real processes. Two servers on one SQLite file (the same
 * DATA_DIR, NODES=2, one SESSION_SECRET) behave as one site behind a load balancer: a sign-in
 * on one is valid on the other, and a positive-pay batch begun on one is continued and
 * downloaded on the other. A third, provider-less web node (PROVIDER_URL at the first, with
 * PROVIDER_SECRET) forwards each visitor's address signed, so the sign-in limit counts per
 * visitor. And a node that would have to invent its own session secret refuses to start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FREE_ADDRESS } from '../../provider/services/accounts.ts';
import { Browser, type Server, TEST_PROVIDER_SECRET, hasBuild, startServer } from '../helpers/server.ts';

const BATCH = [
  { accountNumber: '12345678901', checkNumber: '1001', checkDate: '2026-03-05', checkAmount: '1250.5', payeeLine1: 'Napa Glass Co' },
  { accountNumber: '12345678901', checkNumber: '1002', checkDate: '2026-03-06', checkAmount: '89.99', payeeLine1: 'Ann "Bee" Barrels, Inc.' },
];
const EMPTY = { accountNumber: '', checkNumber: '', checkDate: '', checkAmount: '', payeeLine1: '' };
describe.skipIf(!hasBuild)('several nodes', () => {
  let a: Server;
  let b: Server;
  let web: Server;
  const others: Server[] = [];

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-nodes-'));
    // a is also the provider of the separate web node: it checks the addresses web nodes sign
    a = await startServer({ NODES: '2', PROVIDER_SECRET: TEST_PROVIDER_SECRET }, { dataDir });
    // One database: the same SQLite file (DATA_DIR), or on PostgreSQL the database a made.
    b = await startServer({ NODES: '2', ...(a.databaseUrl ? { DATABASE_URL: a.databaseUrl } : {}) }, { dataDir });
    web = await startServer({ PROVIDER_URL: `${a.base}/api`, TRUST_PROXY: '1' });
  }, 300_000);
  afterAll(async () => {
    for (const s of [web, b, a, ...others]) await s?.stop();
  }, 60_000);

  it('share one sign-in: signed in on one node, signed in on the other', async () => {
    const browser = new Browser();
    const login = await browser.post(a, '/login', { email: 'owner@example.com', password: 'harvest-2026' });
    expect(login.status).toBe(303);
    const there = await browser.go(b, '/launchpad/user-settings');
    expect(there.status).toBe(200);
    expect(there.text).toContain('owner@example.com');
    // and a stranger is still sent to sign in
    expect((await new Browser().go(b, '/launchpad/user-settings')).status).toBe(302);
  }, 60_000);

  it('share one positive-pay batch: begun on one node, continued and downloaded on the other', async () => {
    const browser = new Browser();
    const save = async (node: Server, check: typeof EMPTY) => (await browser.post(node, '/positive-pay', { name__confirm: '', ...check, intent: 'save' })).status;
    expect(await save(a, BATCH[0])).toBe(303);
    expect(await save(b, BATCH[1])).toBe(303);
    const page = await browser.go(a, '/positive-pay');
    expect(page.text).toContain('2 checks');
    for (const node of [b, a]) {
      const file = await browser.post(node, '/positive-pay', { name__confirm: '', ...EMPTY, intent: 'generate' });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = file.text.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^I,00000012345678901,0000001001,03\/05\/2026,0000001250\.50,"Napa Glass Co {37}",""$/);
      expect(lines[1]).toContain('"Ann ""Bee"" Barrels, Inc.');
    }
  }, 60_000);

  it('a web node with PROVIDER_URL forwards the visitor, so the sign-in limit counts per visitor', async () => {
    const attacker = new Browser({ 'x-forwarded-for': '203.0.113.5' });
    let last = await attacker.post(web, '/login', { email: 'nobody-0@example.com', password: 'wrong-password' });
    for (let i = 1; i < LOGIN_FREE_ADDRESS; i++) last = await attacker.post(web, '/login', { email: `nobody-${i}@example.com`, password: 'wrong-password' });
    expect(last.status).toBe(400);
    expect(last.text).toMatch(/Too many failed sign-in attempts/);
    // the same node, another visitor: signs in
    const visitor = new Browser({ 'x-forwarded-for': '198.51.100.9' });
    expect((await visitor.post(web, '/login', { email: 'full@example.com', password: 'harvest-2026' })).status).toBe(303);
    expect((await visitor.go(web, '/launchpad/user-settings')).text).toContain('full@example.com');
  }, 120_000);

  it('a node that is one of several refuses to start without SESSION_SECRET, and says why', async () => {
    const envs: Record<string, string>[] = [{ NODES: '2', SESSION_SECRET: '' }, { PROVIDER_URL: `${a.base}/api`, SESSION_SECRET: '' }];
    for (const env of envs) {
      const node = await startServer(env, { ready: false });
      others.push(node);
      const timer = setTimeout(() => node.child.kill('SIGKILL'), 30_000);
      const { code } = await node.exit;
      clearTimeout(timer);
      expect(code).toBe(1);
      expect(node.output()).toMatch(/SESSION_SECRET: required when several nodes serve the site/);
      expect(node.output()).not.toMatch(/listening/i);
      expect(fs.existsSync(path.join(node.dataDir, 'session-secret'))).toBe(false);
    }
  }, 90_000);
});
