import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../app/cache.server.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { withQuery } from '../../app/models/provider.server.ts';
import { connect } from '../../provider/db/connect.ts';
import { migrateToLatest } from '../../provider/db/migrate.ts';
import { cardBrand, createSandboxGateway, luhnValid, routingNumberValid } from '../../provider/services/gateway.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('configuration', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-config-'));
  it('has working defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBe(path.join(dataDir, 'lab.sqlite'));
    expect(c.seedDemo).toBe(true);
    expect(c.public.adminUrl).toBeUndefined();
  });
  it('generates a session secret once and reuses it', () => {
    const a = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(a);
  });
  it('ends unused sign-ins after SESSION_IDLE_MINUTES (30 by default)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).sessionIdleMs).toBe(30 * 60_000);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_IDLE_MINUTES: '15' }).sessionIdleMs).toBe(15 * 60_000);
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
  it('derives the report code secret from the session secret unless REPORT_CODE_SECRET is set', () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.reportCodeSecret.length).toBeGreaterThanOrEqual(32);
    expect(c.reportCodeSecret).not.toBe(c.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).reportCodeSecret).toBe(c.reportCodeSecret);
    const own = 'r'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, REPORT_CODE_SECRET: own }).reportCodeSecret).toBe(own);
    expect(() => loadConfig({ DATA_DIR: dataDir, REPORT_CODE_SECRET: 'short' })).toThrow(/REPORT_CODE_SECRET/);
  });
  it('lets the heap grow 30 % past its live objects unless HEAP_GROWING_PERCENT says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).heapGrowingPercent).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir, HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, HEAP_GROWING_PERCENT: '100' }).heapGrowingPercent).toBe(100);
    expect(() => loadConfig({ DATA_DIR: dataDir, HEAP_GROWING_PERCENT: '-5' })).toThrow(/HEAP_GROWING_PERCENT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, HEAP_GROWING_PERCENT: 'lots' })).toThrow(/HEAP_GROWING_PERCENT/);
  });
  it('stops on a malformed value and names it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
  it('refuses to start one of several nodes without SESSION_SECRET, and says why', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-config-nodes-'));
    const secret = 's'.repeat(32);
    const cases: [Record<string, string>, RegExp][] = [
      [{ NODES: '2' }, /NODES=2/],
      [{ PROVIDER_URL: 'http://provider.internal:3000/api', PROVIDER_SECRET: secret }, /PROVIDER_URL/],
      [{ DATABASE_URL: 'postgres://lab@db.internal/lab' }, /PostgreSQL/],
      [{ DATABASE_URL: 'postgresql://lab@db.internal/lab', SESSION_SECRET: '' }, /PostgreSQL/],
    ];
    for (const [env, reason] of cases) {
      const attempt = () => loadConfig({ DATA_DIR: dir, ...env });
      expect(attempt, JSON.stringify(env)).toThrow(ConfigError);
      expect(attempt, JSON.stringify(env)).toThrow(/SESSION_SECRET: required when several nodes serve the site/);
      expect(attempt, JSON.stringify(env)).toThrow(reason);
      // it generated nothing it would have used
      expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(false);
      const c = loadConfig({ DATA_DIR: dir, ...env, SESSION_SECRET: 'x'.repeat(40) });
      expect(c.sessionSecret).toBe('x'.repeat(40));
      expect(c.severalNodes).toMatch(reason);
    }
    // one node (the default): a secret is generated into DATA_DIR as before
    expect(loadConfig({ DATA_DIR: dir, NODES: '1' }).severalNodes).toBeNull();
    expect(() => loadConfig({ NODES: 'two' })).toThrow(/NODES/);
  });
  it('refuses PROVIDER_URL without PROVIDER_SECRET, and says why', () => {
    const env = { PROVIDER_URL: 'http://provider.internal:3000/api', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(env)).toThrow(/PROVIDER_SECRET: required with PROVIDER_URL/);
    expect(() => loadConfig({ ...env, PROVIDER_SECRET: 'short' })).toThrow(/PROVIDER_SECRET/);
    expect(loadConfig({ ...env, PROVIDER_SECRET: 'p'.repeat(32) }).providerSecret).toBe('p'.repeat(32));
  });
  it('never seeds in production unless SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'https://lab.example' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', DATA_DIR: dataDir }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'https://lab.example' }).secureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://lab.example' }).secureCookies).toBe(false);
  });
  it('needs PUBLIC_URL in production (links in mail and on lab reports); the demo uses the address it listens on', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', PORT: '8080', DATA_DIR: dataDir }).publicUrl).toBe('http://localhost:8080');
  });
});

describe('TTL cache', () => {
  it('serves a value until it expires and shares concurrent loads', async () => {
    let t = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => t);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    t = 999;
    expect(await cache.get('k', load)).toBe(1);
    t = 1000;
    expect(await cache.get('k', load)).toBe(2);
    cache.deletePrefix('k');
    expect(await cache.get('k', load)).toBe(3);
  });
  it('forgets failed loads', async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
  it('gives a request that joined a load which failed a try of its own, not the other request’s failure', async () => {
    const cache = new TtlCache<number>(1000);
    let fail!: (e: Error) => void;
    const first = cache.get('k', () => new Promise<number>((_, reject) => (fail = reject)));
    let ownLoads = 0;
    const joined = cache.get('k', async () => ++ownLoads + 41);
    fail(new Error('provider down'));
    await expect(first).rejects.toThrow('provider down');
    expect(await joined).toBe(42);
    expect(ownLoads).toBe(1);
    // its own try failing is its own failure
    const again = cache.get('j', () => Promise.reject(new Error('down')));
    await expect(cache.get('j', () => Promise.reject(new Error('down too')))).rejects.toThrow('down too');
    await expect(again).rejects.toThrow('down');
  });
});

describe('provider client query', () => {
  it('drops empty values', () => {
    expect(withQuery('/analyses.json', { category_id: '', matrix_id: 3, searchPhrase: undefined, limit: 20 })).toBe('/analyses.json?matrix_id=3&limit=20');
  });
});

describe('sandbox payment gateway', () => {
  it('knows test cards and routing numbers', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMERICAN_EXPRESS');
    expect(routingNumberValid('011000015')).toBe(true);
    expect(routingNumberValid('011000016')).toBe(false);
  });
  it('keeps only a token, the brand and the last four digits', async () => {
    const db = await connect(':memory:');
    await migrateToLatest(db);
    const g = createSandboxGateway(db);
    const v = await g.vaultCard({ number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030 });
    expect(v).toEqual({ vaultId: expect.stringMatching(/^sandbox_tok_/), brand: 'VISA', lastFour: '4242' });
    expect(JSON.stringify(v)).not.toContain('4242424242424242');
    expect((await g.charge(v.vaultId, 1000, 'o1')).status).toBe('approved');
    const d = await g.vaultCard({ number: '4000000000000002', expiryMonth: 1, expiryYear: 2030 });
    expect((await g.charge(d.vaultId, 1000, 'o2')).status).toBe('declined');
    // The vault is in the database: another node's gateway declines the same token.
    expect((await createSandboxGateway(db).charge(d.vaultId, 1000, 'o3')).status).toBe('declined');
    const rows = await db.selectFrom('sandbox_vault').selectAll().execute();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|4000000000000002/);
    await db.destroy();
  });
});
