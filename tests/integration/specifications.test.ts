/**
 * House specifications at the provider, on the seeded demo: Administrators and Full Users define
 * and delete them, other roles are refused, bad ranges refused; a sample is assigned one (another
 * client's specification or sample refused) and each result judged pass / warning / fail by the
 * analyte's range, values pending validation left unjudged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';

const NOW = '2026-09-20T17:00:00.000Z';
let p: TestProvider;
let napa: number;
let tokens: Record<string, string>;
let sampleId: number;
const spec = {
  name: 'Estate Cab, pre-bottling',
  sampleType: 'Wine',
  limits: [
    { analyte: 'pH', min: 3.4, max: 3.8, warnLow: 3.45, warnHigh: 3.75 },
    { analyte: 'Free SO2', min: 25, max: null, minInclusive: false },
    { analyte: 'Volatile Acidity', min: null, max: 0.6 },
  ],
};

beforeEach(async () => {
  p = await testProvider({ seed: true, now: NOW });
  napa = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  tokens = await roleTokens(p);
  const batch = await p.db.selectFrom('batches').select(['id']).where('clientId', '=', napa).orderBy('id', 'desc').executeTakeFirstOrThrow();
  sampleId = (await p.db.insertInto('samples').values({ batchId: batch.id, clientId: napa, friendlyNumber: 'SPC-0001', description: 'Estate Cab', varietalCode: 'CS', loggedAt: NOW, reportedAt: NOW }).returning('id').executeTakeFirstOrThrow()).id;
  const rows: [string, string, string][] = [['pH', '3.78', 'Validated'], ['Free SO2', '25', 'Validated'], ['Volatile Acidity', '0.45', 'Validated'], ['Total SO2', '90', 'Validated'], ['Volatile Acidity', '0.9', 'Pending Validation']];
  let n = 0;
  for (const [analyte, result, validationStatus] of rows) {
    n++;
    await p.db.insertInto('results').values({
      sampleId, batchId: batch.id, clientId: napa, number: String(n), acode: 'W-217', analyte, description: 'Estate Cab', analysisDescription: analyte, result, formattedResult: result,
      units: null, comments: null, validationStatus, status: 'Completed', testMethod: null, testDate: NOW, isPanel: 0, panelDescription: null, sortOrder: n, loggedAt: NOW, reportedAt: NOW, submittedAt: NOW,
    }).execute();
  }
});
afterEach(async () => {
  await closeProvider(p);
});

describe('defining specifications', () => {
  it('Administrators and Full Users add and delete them; other roles are refused; a bad range is refused', async () => {
    const url = `/clients/${napa}/specifications.json`;
    for (const who of ['reporting', 'billing', 'mike']) expect((await p.call('POST', url, { token: tokens[who], body: spec })).status, who).toBe(403);
    const bad = await p.call('POST', url, { token: tokens.full, body: { ...spec, limits: [{ analyte: 'pH', min: 3.8, max: 3.4 }] } });
    expect(bad.status).toBe(400);
    const made = await p.call('POST', url, { token: tokens.full, body: spec });
    expect(made.status).toBe(200);
    const list = await p.call('GET', url, { token: tokens.reporting });
    expect(list.json.canChange).toBe(false);
    expect(list.json.data).toEqual([{ id: made.json.id, name: spec.name, sampleType: 'Wine', limits: [
      { analyte: 'pH', min: 3.4, max: 3.8, minInclusive: true, maxInclusive: true, warnLow: 3.45, warnHigh: 3.75 },
      { analyte: 'Free SO2', min: 25, max: null, minInclusive: false, maxInclusive: true, warnLow: null, warnHigh: null },
      { analyte: 'Volatile Acidity', min: null, max: 0.6, minInclusive: true, maxInclusive: true, warnLow: null, warnHigh: null },
    ] }]);
    expect((await p.call('GET', url, { token: tokens.owner })).json.canChange).toBe(true);
    expect((await p.call('DELETE', `/clients/${napa}/specifications/${made.json.id}`, { token: tokens.reporting })).status).toBe(403);
    expect((await p.call('DELETE', `/clients/${napa}/specifications/${made.json.id}`, { token: tokens.owner })).status).toBe(200);
    expect((await p.call('GET', url, { token: tokens.owner })).json.data).toEqual([]);
  });
});

describe('a sample judged against its specification', () => {
  it('assigns one, judges each result by its analyte, leaves values pending validation unjudged, and unassigns it', async () => {
    const { id } = (await p.call('POST', `/clients/${napa}/specifications.json`, { token: tokens.owner, body: spec })).json;
    const url = `/clients/${napa}/samples/${sampleId}/specification.json`;
    expect((await p.call('GET', url, { token: tokens.reporting })).json).toMatchObject({ specification: null, outOfSpecification: false });
    const r = await p.call('PUT', url, { token: tokens.reporting, body: { specificationId: id } });
    expect(r.status).toBe(200);
    expect(r.json.specification.name).toBe(spec.name);
    // pH 3.78 is inside 3.4–3.8 but past the 3.75 warning; Free SO2 25 fails the exclusive minimum 25; VA 0.45 passes; Total SO2 is not in the specification
    expect(r.json.results.map((x: { analyte: string; verdict: string | null }) => [x.analyte, x.verdict])).toEqual([
      ['pH', 'warning'], ['Free SO2', 'fail'], ['Volatile Acidity', 'pass'], ['Total SO2', null], ['Volatile Acidity', null],
    ]);
    expect(r.json.outOfSpecification).toBe(true);
    // the results CSV says the same in its "Specification" column
    const csv = await p.call('GET', `/clients/${napa}/batches/export.json?sample_number=SPC-0001&direct=1`, { token: tokens.owner });
    const lines = String(csv.json).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/,Label claim,Specification$/);
    expect(lines.find((l) => l.includes('Free SO2'))).toMatch(/,"?Fail \(Estate Cab, pre-bottling\)"?$/);
    expect(lines.find((l) => l.includes(',pH,'))).toMatch(/,"?Warning \(Estate Cab, pre-bottling\)"?$/);
    expect(lines.find((l) => l.includes('Total SO2'))).toMatch(/,,$/);
    expect((await p.call('PUT', url, { token: tokens.owner, body: { specificationId: null } })).json.specification).toBeNull();
  });

  it('is chosen on the order (only one of the client\'s) and carried over to the results sample at receiving', async () => {
    const { id } = (await p.call('POST', `/clients/${napa}/specifications.json`, { token: tokens.owner, body: spec })).json;
    const url = `/clients/${napa}/submissions/draft/samples.json`;
    const wine = { description: 'Tank 4', sampleTypeId: 1, varietal: null, vintage: null, clientReference: null, lot: null };
    const made = await p.call('POST', url, { token: tokens.owner, body: { ...wine, specificationId: String(id) } });
    expect(made.status).toBe(200);
    const draft = await p.call('GET', `/clients/${napa}/submissions/draft.json`, { token: tokens.owner });
    expect(draft.json.samples.find((x: { id: number }) => x.id === made.json.id)).toMatchObject({ specificationId: id });
    const owner = (await p.db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow()).id;
    const other = await p.db.selectFrom('clients').select('id').where('id', 'not in', p.db.selectFrom('memberships').select('clientId').where('userId', '=', owner)).executeTakeFirstOrThrow();
    const foreign = await p.db.insertInto('specifications').values({ clientId: other.id, name: 'Theirs', sampleType: null, createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow();
    const refused = await p.call('POST', url, { token: tokens.owner, body: { ...wine, specificationId: foreign.id } });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ field: 'specificationId' });
    const sub = await p.db.selectFrom('submissions').select(['id', 'clientId']).where('state', '=', 'submitted').where('clientId', '=', napa).executeTakeFirst()
      ?? (await p.db.selectFrom('submissions').select(['id', 'clientId']).where('state', '=', 'submitted').executeTakeFirstOrThrow());
    const subSamples = await p.db.selectFrom('submission_samples').select('id').where('submissionId', '=', sub.id).orderBy('position').execute();
    const theirsOrOurs = (await p.db.selectFrom('specifications').select('id').where('clientId', '=', sub.clientId).executeTakeFirst())?.id
      ?? (await p.db.insertInto('specifications').values({ clientId: sub.clientId, name: 'Desk', sampleType: null, createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow()).id;
    await p.db.updateTable('submission_samples').set({ specificationId: theirsOrOurs }).where('id', '=', subSamples[0]!.id).execute();
    const r = await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: tokens.godmode, body: { samples: subSamples.map((x) => ({ id: x.id, received: true })) } });
    expect(r.status).toBe(200);
    const samples = await p.db.selectFrom('samples').select(['specificationId']).where('batchId', '=', r.json.batchId).orderBy('id').execute();
    expect(samples.map((x) => x.specificationId)).toEqual([theirsOrOurs, ...Array(subSamples.length - 1).fill(null)]);
  });

  it('refuses another client\'s specification and another client\'s sample', async () => {
    const owner = (await p.db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow()).id;
    const theirs = p.db.selectFrom('memberships').select('clientId').where('userId', '=', owner);
    const other = await p.db.selectFrom('samples').select(['id', 'clientId']).where('clientId', 'not in', theirs).executeTakeFirstOrThrow();
    const foreignSpec = await p.db.insertInto('specifications').values({ clientId: other.clientId, name: 'Theirs', sampleType: null, createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow();
    const refused = await p.call('PUT', `/clients/${napa}/samples/${sampleId}/specification.json`, { token: tokens.owner, body: { specificationId: foreignSpec.id } });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ field: 'specificationId' });
    expect((await p.call('GET', `/clients/${napa}/samples/${other.id}/specification.json`, { token: tokens.owner })).status).toBe(404);
    expect((await p.call('DELETE', `/clients/${napa}/specifications/${foreignSpec.id}`, { token: tokens.owner })).status).toBe(404);
    expect((await p.db.selectFrom('samples').select('specificationId').where('id', '=', sampleId).executeTakeFirstOrThrow()).specificationId).toBeNull();
  });
});
