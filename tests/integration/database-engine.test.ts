/**
 * One behaviour on both engines. The whole integration suite runs on SQLite
 * (`npm run test:integration`) and again on PostgreSQL (`npm run test:integration:pg`,
 * TEST_DATABASE=postgres); this file pins what the driver hands back, which on PostgreSQL
 * used to be strings for every integer, count and flag (and broke login and half the pages).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ilike, isPostgres, likePattern } from '../../provider/db/dialect.ts';
import { TEST_ENGINE } from '../helpers/database.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe(`the database on ${TEST_ENGINE}`, () => {
  let p: TestProvider;
  beforeAll(async () => {
    p = await testProvider({ seed: true, now: '2026-11-21T18:00:00.000Z' });
  });
  afterAll(() => closeProvider(p));

  it('is the engine TEST_DATABASE names', () => {
    expect(isPostgres(p.db)).toBe(TEST_ENGINE === 'postgres');
  });

  it('reads ids, integers, flags and money in cents as numbers, and times as ISO strings', async () => {
    const u = await p.db.selectFrom('users').selectAll().where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    expect(typeof u.id).toBe('number');
    expect(typeof u.lastClientId).toBe('number');
    expect([u.administrator, u.godmode, u.isBetaUser]).toEqual([0, 0, expect.any(Number)]);
    expect(u.createdAt).toMatch(ISO);
    const n = await p.db.selectFrom('notifications').select(['id', 'sortOrder', 'showPriority']).executeTakeFirstOrThrow();
    expect([typeof n.id, typeof n.sortOrder, typeof n.showPriority]).toEqual(['number', 'number', 'number']);
    const i = await p.db.selectFrom('invoices').select(['totalAmount', 'amountDue', 'batchId']).executeTakeFirstOrThrow();
    expect(Number.isInteger(i.totalAmount) && Number.isInteger(i.amountDue)).toBe(true);
    const l = await p.db.selectFrom('locations').select(['latitude', 'longitude']).executeTakeFirstOrThrow();
    expect(typeof l.latitude).toBe('number');
  });

  it('reads counts, sums and averages as numbers', async () => {
    const row = await p.db
      .selectFrom('invoices')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amountDue').as('due'), eb.fn.avg<number>('totalAmount').as('avg'), eb.fn.max('id').as('top')])
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
    expect(row.n).toBeGreaterThan(0);
    expect(typeof row.due).toBe('number');
    expect(typeof row.avg).toBe('number');
    expect(typeof row.top).toBe('number');
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table('users')}`.execute(p.db);
    expect(rows[0].n).toBeGreaterThanOrEqual(7);
  });

  it('fills defaults the same way: flags 0, times in ISO with milliseconds', async () => {
    const row = await p.db
      .insertInto('notifications')
      .values({ title: 'T', messageBody: 'M', sortOrder: 99 } as any)
      .returning(['id', 'showPriority', 'truncateMessage', 'createdAt'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: expect.any(Number), showPriority: 0, truncateMessage: 0, createdAt: expect.stringMatching(ISO) });
  });

  it('matches text ignoring case, with wildcards in user text taken literally', async () => {
    const names = async (text: string) =>
      (await p.db.selectFrom('clients').select('name').where(ilike(p.db, 'clients.name', likePattern(text))).execute()).map((r) => r.name);
    const some = (await p.db.selectFrom('clients').select('name').executeTakeFirstOrThrow()).name;
    expect(await names(some.toUpperCase())).toContain(some);
    expect(await names(some.toLowerCase())).toContain(some);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('answers the calls that failed on PostgreSQL: login, the notifications bar, publications, the catalogue, search', async () => {
    const login = await p.call('POST', '/login.json', { body: { user: { email: 'owner@example.com', password: 'harvest-2026' } } });
    expect(login.status).toBe(200);
    expect(typeof login.json.user.lastClientId).toBe('number');
    const token = await p.tokenFor('owner@example.com');
    for (const url of ['/notifications.json', '/cms/publications.json', '/cms/countries.json', '/analyses.json?limit=5', '/search?q=pinot']) {
      const res = await p.call('GET', url, { token });
      expect(res.status, url).toBe(200);
    }
  });

  it.runIf(TEST_ENGINE === 'postgres')('serves the global search from trigram indexes on PostgreSQL', async () => {
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'search_documents'`.execute(p.db);
    expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['search_documents_title_trgm', 'search_documents_body_trgm']));
    // The index is a few hundred rows, where a scan is cheaper: forbid it to see the index used.
    const plan = await p.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`explain select id from search_documents where lower(title) like ${'%pinot%'} escape '\\'`.execute(trx);
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/search_documents_title_trgm/);
  });
});
