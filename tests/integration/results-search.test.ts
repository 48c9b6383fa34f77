/**
 * The results search on its index (FTS5 trigram tables on SQLite, pg_trgm on
 * PostgreSQL; migrations/2026-11-27-results-search-index.ts): what it finds is exactly what a
 * case-insensitive substring of the analysis, the panel, the sample id or name, or the group
 * number finds, worked out here in JavaScript over the client's rows, for phrases of one, two and
 * more characters, mixed case, LIKE's wildcards and quotes, and for rows inserted, changed and
 * deleted after the index was built; and the whole history's count the triggers keep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countResults, DENSE_MATCHES, pageOfResults, resultsPage } from '../../provider/repositories/results.ts';
import { growResults } from '../../provider/db/seed/grow.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
let A: number;
let full: string;
let batchId: number;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  full = await p.tokenFor('full@example.com');
  batchId = (await p.db.selectFrom('batches').select('id').where('clientId', '=', A).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(() => closeProvider(p));

/** ASCII letters folded, as both engines' LIKE/ILIKE do for the ASCII text used here. */
const fold = (s: string | null) => (s ?? '').replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The ids the search must find, newest logged first (the page's default order). */
async function expected(phrase: string): Promise<number[]> {
  const rows = await p.db
    .selectFrom('results as r')
    .innerJoin('samples as s', 's.id', 'r.sampleId')
    .select(['r.id', 'r.loggedAt', 'r.analyte', 'r.panelDescription', 'r.batchId', 's.friendlyNumber', 's.description'])
    .where('r.clientId', '=', A)
    .execute();
  const needle = fold(phrase);
  return rows
    .filter(
      (r) =>
        [r.analyte, r.panelDescription, r.friendlyNumber, r.description].some((t) => fold(t).includes(needle)) ||
        (/^\d{1,12}$/.test(phrase) && r.batchId === Number(phrase)),
    )
    .sort((x, y) => (x.loggedAt < y.loggedAt ? 1 : x.loggedAt > y.loggedAt ? -1 : y.id - x.id))
    .map((r) => r.id);
}

async function search(phrase: string, start = 0) {
  const r = await p.call('GET', `/clients/${A}/results.json?searchPhrase=${encodeURIComponent(phrase)}&start=${start}&length=100`, { token: full });
  expect(r.status, phrase).toBe(200);
  return { total: r.json.totalItems as number, ids: (r.json.data as { id: number }[]).map((a) => a.id) };
}

async function expectSame(phrase: string, opts: { atLeast?: number; start?: number } = {}) {
  const want = await expected(phrase);
  const got = await search(phrase, opts.start);
  expect(got.total, `total for ${JSON.stringify(phrase)}`).toBe(want.length);
  expect(got.ids, `page for ${JSON.stringify(phrase)}`).toEqual(want.slice(opts.start ?? 0, (opts.start ?? 0) + 100));
  expect(want.length, `the check for ${JSON.stringify(phrase)} has rows to compare`).toBeGreaterThanOrEqual(opts.atLeast ?? 0);
}

let sampleSeq = 0;
async function addSample(description: string, analytes: [string, string | null][]) {
  sampleSeq += 1;
  const friendlyNumber = `ZQ${String(sampleSeq).padStart(2, '0')}-X%_Y`;
  const loggedAt = `2026-11-2${sampleSeq}T16:00:00.000Z`;
  const sample = await p.db
    .insertInto('samples')
    .values({ batchId, clientId: A, friendlyNumber, description, varietalCode: null, loggedAt, reportedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [i, [analyte, panel]] of analytes.entries()) {
    const row = await p.db
      .insertInto('results')
      .values({
        sampleId: sample.id, batchId, clientId: A, number: `Z-${sampleSeq}-${i}`, acode: 'ZZ-1', analyte, description: analyte, analysisDescription: null,
        result: null, formattedResult: null, units: null, comments: null, validationStatus: 'Validated', status: 'Completed', testMethod: null,
        testDate: null, isPanel: panel ? 1 : 0, panelDescription: panel, sortOrder: i, loggedAt, reportedAt: null, submittedAt: loggedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return { sampleId: sample.id, friendlyNumber, ids };
}

/** Each sample's kept count of results per client (sample_result_counts) is what the results hold. */
async function expectKeptSampleCounts() {
  const real = await p.db
    .selectFrom('results')
    .select(['sampleId', 'clientId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['sampleId', 'clientId'])
    .execute();
  const kept = await p.db.selectFrom('sample_result_counts').select(['sampleId', 'clientId', 'n']).where('n', '<>', 0).execute();
  const key = (r: { sampleId: number; clientId: number; n: number | string }) => `${r.sampleId}/${r.clientId}/${Number(r.n)}`;
  expect(kept.map(key).sort()).toEqual(real.map(key).sort());
}

describe('results search on its index', () => {
  it('finds what a case-insensitive substring finds, for phrases of every length in the demo history', async () => {
    await expectSame('chardonnay', { atLeast: 101 });
    await expectSame('chardonnay', { atLeast: 301, start: 200 });
    await expectSame('Lot 1', { atLeast: 1 });
    await expectSame('pH', { atLeast: 1 }); // two characters: no trigram, the rows are checked one by one
    await expectSame('m', { atLeast: 1 });
    await expectSame('MaLiC', { atLeast: 1 });
    await expectSame('no such thing anywhere');
  });

  it('finds rows inserted after the index was built, with wildcards and quotes taken literally', async () => {
    const s = await addSample(`Tank "7" O'Brien 50%_cut \\ blend`, [['Zinfandelol Acid', 'Odd_Panel %1'], ['Plain Sugar', null]]);
    for (const phrase of ['"7"', `o'brien`, `O'BRIEN`, '50%_', '%_c', '\\ b', '_', '%', `'`, '"', 'zinfandelol', 'odd_panel %1', 'ODD_PANEL', 'zq', s.friendlyNumber.toLowerCase()]) {
      await expectSame(phrase, { atLeast: 1 });
    }
    // FTS5's own syntax in the phrase is text too
    for (const phrase of ['" OR "', 'NEAR(', 'bri*', '{analyte}: brix', 'analyte:', '^Bri', 'AND', 'NOT', 'a  b', '\\"', "''", '🍷🍷🍷', 'Brix', 'BRIX']) {
      await expectSame(phrase);
    }
    // LIKE's wildcards in the phrase are characters, not wildcards
    await expectSame('50%cut');
    await expectSame('o_brien');
    expect((await search('Zinfandelol')).ids).toContain(s.ids[0]);
    expect((await search('tank "7"')).ids).toEqual(expect.arrayContaining(s.ids));
  });

  it('follows updates and deletes of results and samples', async () => {
    const s = await addSample('Quetzal reserve', [['Wombatine', null]]);
    expect((await search('wombatine')).ids).toEqual([s.ids[0]]);
    await p.db.updateTable('results').set({ analyte: 'Capybarine' }).where('id', '=', s.ids[0]).execute();
    expect((await search('wombatine')).total).toBe(0);
    expect((await search('capybarin')).ids).toEqual([s.ids[0]]);
    await p.db.updateTable('samples').set({ description: 'Axolotl reserve' }).where('id', '=', s.sampleId).execute();
    expect((await search('quetzal')).total).toBe(0);
    expect((await search('AXOLOTL')).ids).toEqual([s.ids[0]]);
    await expectSame('capybarine', { atLeast: 1 });
    // deleting the sample deletes its results (a cascade): neither is found any more
    await p.db.deleteFrom('samples').where('id', '=', s.sampleId).execute();
    expect((await search('axolotl')).total).toBe(0);
    expect((await search('capybarin')).total).toBe(0);
  });

  it('pages alike whether it walks the history in order (many matches) or sorts the matches (few)', async () => {
    for (const phrase of ['chardonnay', 'acid', 'pH', '16']) {
      for (const sort of ['logged_at', 'analyte', 'friendly_number'] as const) {
        const q = { searchPhrase: phrase, sort, direction: 'desc' as const, start: 20, length: 50 };
        const total = await countResults(p.db, A, q);
        const sorted = (await pageOfResults(p.db, A, q, 0)).map((a) => a.id);
        const walked = (await pageOfResults(p.db, A, q, DENSE_MATCHES + 1)).map((a) => a.id);
        expect(walked, `${phrase} by ${sort}`).toEqual(sorted);
        expect(sorted.length, `${phrase} by ${sort}`).toBe(Math.min(50, Math.max(0, total - 20)));
        // the route's page (one statement on PostgreSQL), walking and sorting, in both directions
        for (const direction of ['desc', 'asc'] as const) {
          const d = { ...q, direction };
          const want = (await pageOfResults(p.db, A, d, 0)).map((a) => a.id);
          for (const denseAbove of [-1, Number.MAX_SAFE_INTEGER]) {
            const page = await resultsPage(p.db, A, d, denseAbove);
            expect(page.totalItems, `${phrase} by ${sort} ${direction}`).toBe(total);
            expect(page.data.map((a) => a.id), `${phrase} by ${sort} ${direction}, dense above ${denseAbove}`).toEqual(want);
          }
        }
      }
    }
    // past the last match: no rows, the count still given
    const far = await resultsPage(p.db, A, { searchPhrase: 'chardonnay', sort: 'logged_at', direction: 'desc', start: 1_000_000, length: 10 });
    expect(far).toEqual({ data: [], totalItems: await countResults(p.db, A, { searchPhrase: 'chardonnay' }) });
    expect((await resultsPage(p.db, A, { searchPhrase: 'no such thing anywhere', sort: 'logged_at', direction: 'desc', start: 0, length: 10 })).totalItems).toBe(0);
  });

  it('counts the whole history from the kept count, right after inserts, moves and deletes', async () => {
    const real = async (clientId: number) => Number((await p.db.selectFrom('results').select((eb) => eb.fn.countAll<number>().as('n')).where('clientId', '=', clientId).executeTakeFirstOrThrow()).n);
    const shown = async () => (await p.call('GET', `/clients/${A}/results.json?length=1`, { token: full })).json.totalItems as number;
    const before = await real(A);
    expect(await shown()).toBe(before);
    const s = await addSample('Counted reserve', [['Counted One', null], ['Counted Two', null], ['Counted Three', null]]);
    expect(await shown()).toBe(before + 3);
    const s2 = await addSample('Counted other', []);
    await expectKeptSampleCounts();
    const other = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10871').executeTakeFirstOrThrow()).id;
    const otherBefore = await real(other);
    await p.db.updateTable('results').set({ clientId: other }).where('id', '=', s.ids[0]).execute();
    expect(await shown()).toBe(before + 2);
    expect(await countResults(p.db, other, {})).toBe(otherBefore + 1);
    await p.db.deleteFrom('results').where('id', '=', s.ids[0]).execute();
    expect(await countResults(p.db, other, {})).toBe(otherBefore);
    await p.db.updateTable('results').set({ sampleId: s2.sampleId }).where('id', '=', s.ids[1]).execute();
    await expectKeptSampleCounts();
    await p.db.deleteFrom('samples').where('id', '=', s.sampleId).execute();
    expect(await shown()).toBe(before + 1);
    expect(await real(A)).toBe(before + 1);
    await expectKeptSampleCounts();
    await p.db.deleteFrom('samples').where('id', '=', s2.sampleId).execute();
    expect(await real(A)).toBe(before);
    await expectKeptSampleCounts();
  });

  it('the bench\'s grown client: copies back in time, counted and found like any other result', async () => {
    const before = await countResults(p.db, A, {});
    const newest = await p.db.selectFrom('results').select(['id', 'loggedAt', 'analyte']).where('clientId', '=', A).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const phrase = newest.analyte;
    const found = (await search(phrase)).total;
    const added = await growResults(p.db, A, before + 250);
    expect(added).toBe(250);
    await expectKeptSampleCounts();
    expect(await countResults(p.db, A, {})).toBe(before + 250);
    const copy = await p.db.selectFrom('results').select(['loggedAt', 'analyte']).where('clientId', '=', A).orderBy('id', 'desc').limit(250).execute();
    expect(copy.at(-1)).toEqual({ analyte: newest.analyte, loggedAt: `${Number(newest.loggedAt.slice(0, 4)) - 8}${newest.loggedAt.slice(4)}` });
    expect((await search(phrase)).total).toBeGreaterThan(found);
    await expectSame(phrase, { atLeast: found + 1 });
  });

  it('finds a group by its number among everything else the digits match', async () => {
    await expectSame(String(batchId), { atLeast: 1 });
    await expectSame('16', { atLeast: 1 });
  });
});

/**
 * The samples view's search (`/batches/dashboard_index`: from the same
 * search indexes as the results view): what it finds is exactly the client's groups whose number
 * is the phrase or that hold a sample whose number or name has the phrase in it, ignoring case,
 * newest submitted first.
 */
describe('samples view search on its index', () => {
  async function expectedGroups(phrase: string): Promise<number[]> {
    const rows = await p.db
      .selectFrom('batches as b')
      .leftJoin('samples as s', 's.batchId', 'b.id')
      .select(['b.id', 'b.submittedAt', 's.friendlyNumber', 's.description'])
      .where('b.clientId', '=', A)
      .execute();
    const needle = fold(phrase);
    const found = new Map<number, string>();
    for (const r of rows) {
      const match = [r.friendlyNumber, r.description].some((t) => t !== null && fold(t).includes(needle)) || (/^\d{1,12}$/.test(phrase) && r.id === Number(phrase));
      if (match) found.set(r.id, r.submittedAt);
    }
    return [...found].sort(([x, xs], [y, ys]) => (xs < ys ? 1 : xs > ys ? -1 : y - x)).map(([id]) => id);
  }

  async function expectSameGroups(phrase: string, atLeast = 0) {
    const want = await expectedGroups(phrase);
    const r = await p.call('GET', `/clients/${A}/batches/dashboard_index?searchPhrase=${encodeURIComponent(phrase)}&length=100`, { token: full });
    expect(r.status, phrase).toBe(200);
    expect(r.json.totalBatches, `groups for ${JSON.stringify(phrase)}`).toBe(want.length);
    expect(r.json.data.map((b: { id: number }) => b.id), `page for ${JSON.stringify(phrase)}`).toEqual(want.slice(0, 100));
    expect(want.length, `the check for ${JSON.stringify(phrase)} has groups to compare`).toBeGreaterThanOrEqual(atLeast);
  }

  it('finds the groups a case-insensitive substring of a sample number or name finds, or the group number', async () => {
    await expectSameGroups('chardonnay', 2);
    await expectSameGroups('CHARDONNAY', 2);
    await expectSameGroups('Oakville', 1);
    await expectSameGroups('s2', 1); // two characters: no trigram, each sample checked
    await expectSameGroups('S', 51);
    await expectSameGroups(String(batchId), 1);
    await expectSameGroups('no such thing anywhere');
  });

  it('takes wildcards, quotes and the index\'s own syntax as text, and follows a renamed sample', async () => {
    const s = await addSample(`Cellar "9" D'Arcy 40%_lot`, [['Plain Sugar', null]]);
    for (const phrase of ['"9"', `d'arcy`, `D'ARCY`, '40%_', '%_l', '_', '%', '" OR "', 'NEAR(', 'arc*', s.friendlyNumber.toLowerCase()]) await expectSameGroups(phrase);
    await expectSameGroups(`d'arcy`, 1);
    await expectSameGroups(`D'`, 1); // two characters found only in a sample's name
    await p.db.updateTable('samples').set({ description: 'Pangolin reserve' }).where('id', '=', s.sampleId).execute();
    await expectSameGroups(`d'arcy`);
    await expectSameGroups('PANGOLIN', 1);
  });
});
