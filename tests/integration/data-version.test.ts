/**
 * The data version (provider/db/data-version.ts): triggers on every table a
 * page shows change it with each write, in the writer's own transaction, and nothing else does.
 * The signed-in page cache relies on it: tests/integration/portal-page-cache.test.ts. On SQLite
 * and on PostgreSQL (the PG lane runs this file too).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNVERSIONED_TABLES, dataVersion, ordinaryTables, tablesWithVersionTriggers } from '../../provider/db/data-version.ts';
import { onPostgres } from '../helpers/database.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
beforeAll(async () => {
  p = await testProvider({ seed: true });
});
afterAll(async () => {
  await closeProvider(p);
});

const napa = () => p.db.selectFrom('clients').select(['id', 'name']).where('code', '=', 'C10234').executeTakeFirstOrThrow();

describe('data version', () => {
  it('has its triggers on every table but the ones no page shows (a new table needs addVersionTriggers)', async () => {
    const tables = await ordinaryTables(p.db);
    expect(tables).toContain('results');
    expect(tables).toContain('clients');
    const expected = tables.filter((t) => !UNVERSIONED_TABLES.has(t));
    expect(await tablesWithVersionTriggers(p.db)).toEqual(expected);
  });

  it('changes with a write a page shows, and stays with a write none shows', async () => {
    const v0 = await dataVersion(p.db);
    const client = await napa();
    await p.db.updateTable('clients').set({ name: client.name }).where('id', '=', client.id).execute();
    const v1 = await dataVersion(p.db);
    expect(v1).toBeGreaterThan(v0);
    await p.db.insertInto('events').values({ kind: 'probe', userId: null, data: null }).execute();
    await p.db.insertInto('attempts').values({ kind: 'probe', key: 'probe', createdAt: new Date().toISOString() }).execute();
    expect(await dataVersion(p.db)).toBe(v1);
    // a change to a result changes it too
    const sample = await p.db.selectFrom('results').select('id').where('clientId', '=', client.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await p.db.updateTable('results').set({ comments: 'probe' }).where('id', '=', sample.id).execute();
    expect(await dataVersion(p.db)).toBeGreaterThan(v1);
  });

  it('changes with a transaction that writes, and not at all when it rolls back', async () => {
    const client = await napa();
    const before = await dataVersion(p.db);
    await expect(
      p.db.transaction().execute(async (trx) => {
        await trx.updateTable('clients').set({ name: 'Rolled back name' }).where('id', '=', client.id).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await dataVersion(p.db)).toBe(before);
    expect((await napa()).name).toBe(client.name);
    await p.db.transaction().execute(async (trx) => {
      await trx.updateTable('clients').set({ name: `${client.name} ` }).where('id', '=', client.id).execute();
      await trx.updateTable('clients').set({ name: client.name }).where('id', '=', client.id).execute();
    });
    expect(await dataVersion(p.db)).toBeGreaterThan(before);
  });

  it('is answered by the provider to a member of the client, and changes after a write', async () => {
    const client = await napa();
    const token = await p.tokenFor('full@example.com');
    const first = await p.call('GET', `/clients/${client.id}/page_version.json`, { token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ version: String(await dataVersion(p.db)) });
    await p.db.updateTable('clients').set({ name: client.name }).where('id', '=', client.id).execute();
    const second = await p.call('GET', `/clients/${client.id}/page_version.json`, { token });
    expect(BigInt((second.json as { version: string }).version)).toBeGreaterThan(BigInt((first.json as { version: string }).version));
    expect((await p.call('GET', `/clients/${client.id}/page_version.json`)).status).toBe(401);
    expect((await p.call('GET', `/clients/${client.id}/page_version.json`, { token: await p.tokenFor('newcomer@example.com') })).status).toBe(403);
  });

  it('is answered to a user for their own pages (the launchpad), and to no one else', async () => {
    const token = await p.tokenFor('full@example.com');
    const own = await p.db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    const other = await p.db.selectFrom('users').select('id').where('email', '=', 'reporting@example.com').executeTakeFirstOrThrow();
    const first = await p.call('GET', `/users/${own.id}/page_version.json`, { token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ version: String(await dataVersion(p.db)) });
    await p.db.updateTable('users').set({ jobTitle: 'Winemaker' }).where('id', '=', own.id).execute();
    const second = await p.call('GET', `/users/${own.id}/page_version.json`, { token });
    expect(BigInt((second.json as { version: string }).version)).toBeGreaterThan(BigInt((first.json as { version: string }).version));
    expect((await p.call('GET', `/users/${own.id}/page_version.json`)).status).toBe(401);
    expect((await p.call('GET', `/users/${other.id}/page_version.json`, { token })).status).toBe(403);
  });

  it.runIf(onPostgres)('on PostgreSQL, changes with a TRUNCATE too (row triggers do not see one)', async () => {
    const before = await dataVersion(p.db);
    await sql`truncate table contact_messages`.execute(p.db);
    expect(await dataVersion(p.db)).toBeGreaterThan(before);
  });

  it.runIf(onPostgres)('on PostgreSQL, takes the version row only as a transaction commits, so writers that cross each other do not deadlock', async () => {
    // One transaction updates row x, then row y; another updates y in between and commits a moment later.
    // Were the version bumped after each statement, the first would hold the version row from its
    // first update, the second would wait for it while holding y, and the first would wait for y.
    const [x, y] = await p.db.selectFrom('clients').select('id').orderBy('id').limit(2).execute();
    const before = await dataVersion(p.db);
    let xTaken!: () => void;
    let yTaken!: () => void;
    const xLocked = new Promise<void>((resolve) => (xTaken = resolve));
    const yLocked = new Promise<void>((resolve) => (yTaken = resolve));
    const now = () => new Date().toISOString();
    const one = p.db.transaction().execute(async (trx) => {
      await trx.updateTable('clients').set({ updatedAt: now() }).where('id', '=', x.id).execute();
      xTaken();
      await yLocked;
      await trx.updateTable('clients').set({ updatedAt: now() }).where('id', '=', y.id).execute(); // waits for `two` to commit
    });
    const two = p.db.transaction().execute(async (trx) => {
      await xLocked;
      await trx.updateTable('clients').set({ updatedAt: now() }).where('id', '=', y.id).execute();
      yTaken();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await Promise.all([one, two]);
    // once per transaction
    expect(await dataVersion(p.db)).toBe(before + 2);
  });
});
