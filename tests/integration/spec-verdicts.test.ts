/**
 * Verdicts against house specifications in the results lists, at the provider, on both engines:
 * the SQL verdict (repositories/spec-verdicts.ts) agrees with `judge` / `measuredOf` / `limitFor`
 * on every kind of stored value and bound; the by-analysis list carries each row's verdict and
 * filters "out of specification" (fail) or "warning or fail" with the count right; the samples
 * view carries each sample's worst verdict and keeps only the groups with such a sample; another
 * client's specification never judges a sample, even when its column names it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';
import { judge, limitFor, type SpecLimit } from '../../contract/specifications.ts';
import { measuredOf } from '../../contract/compliance.ts';

const NOW = '2026-09-20T17:00:00.000Z';
let p: TestProvider;
let napa: number;
let tokens: Record<string, string>;
let batchId: number;

const LIMITS: SpecLimit[] = [
  { analyte: 'pH', min: 3.4, max: 3.8, minInclusive: true, maxInclusive: true, warnLow: 3.45, warnHigh: 3.75 },
  { analyte: 'Free  SO2', min: 25, max: null, minInclusive: false, maxInclusive: true, warnLow: null, warnHigh: null },
  { analyte: 'Volatile Acidity', min: null, max: 0.6, minInclusive: true, maxInclusive: false, warnLow: null, warnHigh: 0.5 },
  { analyte: 'volatile acidity', min: null, max: 0.1, minInclusive: true, maxInclusive: true, warnLow: null, warnHigh: null },
  { analyte: 'Lead', min: -1, max: 0.15, minInclusive: true, maxInclusive: true, warnLow: null, warnHigh: 0.1 },
];

async function sample(number: string, rows: [string, string | null, string?][]): Promise<number> {
  const id = (await p.db.insertInto('samples').values({ batchId, clientId: napa, friendlyNumber: number, description: `Spec ${number}`, varietalCode: 'CS', loggedAt: NOW, reportedAt: NOW }).returning('id').executeTakeFirstOrThrow()).id;
  let n = 0;
  for (const [analyte, result, validationStatus = 'Validated'] of rows) {
    n++;
    await p.db.insertInto('results').values({
      sampleId: id, batchId, clientId: napa, number: `${number}-${n}`, acode: 'W-217', analyte, description: 'x', analysisDescription: analyte, result, formattedResult: result,
      units: null, comments: null, validationStatus, status: 'Completed', testMethod: null, testDate: NOW, isPanel: 0, panelDescription: null, sortOrder: n, loggedAt: NOW, reportedAt: NOW, submittedAt: NOW,
    }).execute();
  }
  return id;
}

async function addSpec(clientId: number, name: string, limits: SpecLimit[]): Promise<number> {
  const { id } = await p.db.insertInto('specifications').values({ clientId, name, sampleType: null, createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow();
  let position = 0;
  for (const l of limits) {
    position++;
    await p.db.insertInto('specification_limits').values({ specificationId: id, position, analyte: l.analyte, min: l.min, max: l.max, minInclusive: l.minInclusive ? 1 : 0, maxInclusive: l.maxInclusive ? 1 : 0, warnLow: l.warnLow, warnHigh: l.warnHigh }).execute();
  }
  return id;
}

const list = async (query: string) => (await p.call('GET', `/clients/${napa}/results.json?preliminary=accepted&${query.includes('length=') ? '' : 'length=100&'}${query}`, { token: tokens.owner })).json as { data: { id: number; analyte: string; result: string | null; friendlyNumber: string; specVerdict?: string | null; validationStatus: string }[]; totalItems: number };
const groups = async (query: string) => (await p.call('GET', `/clients/${napa}/batches/dashboard_index?length=50&${query}`, { token: tokens.owner })).json as { data: { id: number; samples: { friendlyNumber: string; specVerdict?: string | null }[] }[]; totalBatches: number };

beforeEach(async () => {
  p = await testProvider({ seed: true, now: NOW });
  napa = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  tokens = await roleTokens(p);
  batchId = (await p.db.selectFrom('batches').select(['id']).where('clientId', '=', napa).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
});
afterEach(async () => {
  await closeProvider(p);
});

describe('verdicts in the results lists', () => {
  it('the SQL verdict is judge(measuredOf(value), limitFor(analyte)) for every kind of value and bound', async () => {
    const values = ['3.4', '3.40', '3.399', '3.3995', '3.4004', '3.45', '3.449', '3.75', '3.7501', '3.8', '3.8004', '3.81', '<3.5', '≤ 3.5', ' 3.6 ', 'ND', 'not detected', '>3.5', 'abc', '3.', '.5', '-.5', '+3.5', '1.2.3', '3-5', '1,000', '', null];
    const rows: [string, string | null, string?][] = [
      ...values.map((v): [string, string | null] => ['pH', v]),
      ...['25', '25.0001', '24', '26', 'ND'].map((v): [string, string] => ['free so2', v]),
      ...['0.6', '0.5999', '0.5', '0.51', '0.05'].map((v): [string, string] => [' Volatile  Acidity ', v]),
      ...['0.1', '0.15', '0.1501', '-2', '-1', 'ND'].map((v): [string, string] => ['Lead', v]),
      ['pH', '2.0', 'Pending Validation'],
      ['Total SO2', '90'],
    ];
    const id = await sample('SPV-0001', rows);
    const spec = await addSpec(napa, 'Grid', LIMITS);
    await p.db.updateTable('samples').set({ specificationId: spec }).where('id', '=', id).execute();
    const got = (await list('searchPhrase=SPV-0001')).data;
    expect(got).toHaveLength(rows.length);
    const expected = (r: (typeof got)[number]) => {
      const limit = limitFor(LIMITS, r.analyte);
      const m = r.validationStatus === 'Pending Validation' ? null : measuredOf(r.result, null);
      return limit && m ? judge(m.value, limit) : null;
    };
    for (const r of got) expect(r.specVerdict ?? null, `${r.analyte} ${JSON.stringify(r.result)}`).toBe(expected(r));
    // the grid covers every verdict
    expect(new Set(got.map((r) => r.specVerdict ?? null))).toEqual(new Set(['pass', 'warning', 'fail', null]));
  });

  it('the exports repeat the filter: the results CSV has only the rows it keeps, the groups CSV only its groups; a bad value is refused', async () => {
    const spec = await addSpec(napa, 'Estate', LIMITS);
    const failing = await sample('SPV-0020', [['pH', '3.9'], ['pH', '3.5'], ['Lead', '0.12']]);
    const warning = await sample('SPV-0021', [['pH', '3.77']]);
    const passing = await sample('SPV-0022', [['pH', '3.6']]);
    for (const s of [failing, warning, passing]) await p.db.updateTable('samples').set({ specificationId: spec }).where('id', '=', s).execute();
    const csv = async (kind: 'results' | 'batches', query: string) => {
      const r = await p.call('GET', `/clients/${napa}/${kind}/export.json?direct=1&preliminary=accepted&${query}`, { token: tokens.owner });
      expect(r.status, String(r.json).slice(0, 200)).toBe(200);
      return (r.json as string).trim().split('\r\n').slice(1);
    };
    const warned = await csv('results', 'specification=warning');
    expect(warned.map((line) => line.split(',').slice(1, 2).concat(line.split(',').slice(8, 9)))).toEqual(
      expect.arrayContaining([['SPV-0020', '3.9'], ['SPV-0020', '0.12'], ['SPV-0021', '3.77']]),
    );
    expect(warned).toHaveLength(3);
    expect(await csv('results', 'specification=fail')).toHaveLength(1);
    // the groups view's export: the groups with a failing sample, whole (as the view lists them)
    const groupsCsv = await csv('batches', 'specification=fail');
    expect(new Set(groupsCsv.map((line) => line.split(',')[0]))).toEqual(new Set([String(batchId)]));
    expect(groupsCsv.some((line) => line.includes('SPV-0022'))).toBe(true);
    expect((await p.call('GET', `/clients/${napa}/results/export.json?direct=1&specification=nonsense`, { token: tokens.owner })).status).toBe(400);
    // the mailed export queues the filter with the history it walks
    expect((await p.call('GET', `/clients/${napa}/results/export.json?specification=fail&preliminary=accepted`, { token: tokens.owner })).json).toMatchObject({ rows: 1 });
    const job = await p.db.selectFrom('jobs').select('payload').where('name', '=', 'results-export').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload).history.filter).toMatchObject({ specification: 'fail' });
  });

  it('filters out of specification (fail) or warning or fail, with the count, in both views; another client\'s specification never applies', async () => {
    const spec = await addSpec(napa, 'Estate', LIMITS);
    const failing = await sample('SPV-0010', [['pH', '3.9'], ['pH', '3.5'], ['Lead', '0.12'], ['Total SO2', '90']]);
    const warning = await sample('SPV-0011', [['pH', '3.77'], ['Free SO2', '30']]);
    const passing = await sample('SPV-0012', [['pH', '3.6']]);
    await sample('SPV-0013', [['pH', '9']]);
    for (const s of [failing, warning, passing]) await p.db.updateTable('samples').set({ specificationId: spec }).where('id', '=', s).execute();

    const fails = await list('specification=fail');
    expect(fails.data.map((r) => [r.friendlyNumber, r.analyte, r.result, r.specVerdict])).toEqual([['SPV-0010', 'pH', '3.9', 'fail']]);
    expect(fails.totalItems).toBe(1);
    const warned = await list('specification=warning&sort=friendly_number&direction=asc');
    expect(warned.data.map((r) => [r.friendlyNumber, r.result, r.specVerdict])).toEqual([['SPV-0010', '3.9', 'fail'], ['SPV-0010', '0.12', 'warning'], ['SPV-0011', '3.77', 'warning']].sort((a, b) => a[0].localeCompare(b[0])));
    expect(warned.totalItems).toBe(3);
    // with a search and a page of one: the count is the filtered rows', not the page's
    const paged = await list('specification=warning&searchPhrase=SPV-001&length=1&start=1');
    expect(paged.totalItems).toBe(3);
    expect(paged.data).toHaveLength(1);
    expect((await list('specification=fail&searchPhrase=SPV-0011')).totalItems).toBe(0);
    // the unfiltered page carries the verdicts too (and none for a sample without a specification)
    const all = await list('searchPhrase=SPV-001');
    expect(all.data.find((r) => r.friendlyNumber === 'SPV-0012')?.specVerdict).toBe('pass');
    expect(all.data.find((r) => r.friendlyNumber === 'SPV-0013')?.specVerdict ?? null).toBeNull();
    expect(all.data.find((r) => r.analyte === 'Total SO2')?.specVerdict ?? null).toBeNull();
    expect((await p.call('GET', `/clients/${napa}/results.json?specification=nonsense`, { token: tokens.owner })).status).toBe(400);

    // the samples view: each sample's worst verdict; the filter keeps the groups with such a sample
    const view = await groups('searchPhrase=SPV-001');
    const ours = view.data.find((b) => b.id === batchId)!;
    const verdicts = Object.fromEntries(ours.samples.filter((s) => s.friendlyNumber.startsWith('SPV-')).map((s) => [s.friendlyNumber, s.specVerdict ?? null]));
    expect(verdicts).toEqual({ 'SPV-0010': 'fail', 'SPV-0011': 'warning', 'SPV-0012': 'pass', 'SPV-0013': null });
    const failGroups = await groups('specification=fail');
    expect(failGroups.data.map((b) => b.id)).toEqual([batchId]);
    expect(failGroups.totalBatches).toBe(1);

    // only the failing sample left failing: the filter follows at once
    await p.db.updateTable('samples').set({ specificationId: null }).where('id', '=', failing).execute();
    expect((await list('specification=fail')).totalItems).toBe(0);
    expect((await groups('specification=fail')).totalBatches).toBe(0);
    expect((await groups('specification=warning')).totalBatches).toBe(1);

    // another client's specification, named by the column anyway (never through the API): not applied
    const owner = (await p.db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow()).id;
    const other = await p.db.selectFrom('clients').select('id').where('id', 'not in', p.db.selectFrom('memberships').select('clientId').where('userId', '=', owner)).executeTakeFirstOrThrow();
    const theirs = await addSpec(other.id, 'Theirs', [{ analyte: 'pH', min: 0, max: 1, minInclusive: true, maxInclusive: true, warnLow: null, warnHigh: null }]);
    await p.db.updateTable('samples').set({ specificationId: theirs }).where('id', 'in', [failing, warning, passing]).execute();
    expect((await list('specification=warning')).totalItems).toBe(0);
    expect((await list('searchPhrase=SPV-001')).data.every((r) => (r.specVerdict ?? null) === null)).toBe(true);
    expect((await groups('specification=warning')).totalBatches).toBe(0);
    expect((await groups('searchPhrase=SPV-001')).data.flatMap((b) => b.samples).every((s) => (s.specVerdict ?? null) === null)).toBe(true);
  });
});
