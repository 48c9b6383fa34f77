/**
 * Harvest planning at the provider, on the seeded demo: vineyard blocks (list to every member,
 * add, edit, delete by the client's Administrators, the change history), tying a results sample
 * to a block (and the receiving desk carrying the order's block over), and the harvest data with
 * the seeded season: one block projected, one plateaued, one at its target, one with too few samples.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forecastBrix } from '../../contract/harvest-forecast.ts';
import { HARVEST_REFUSALS, targetOf } from '../../contract/harvest.ts';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';

const NOW = '2026-09-20T17:00:00.000Z';
let p: TestProvider;
let napa: number;
let tokens: Record<string, string>;
const block = { name: 'South Block', vineyard: 'Coombsville', varietal: 'Syrah', acres: 3.5, targetBrix: null, taMax: 6.8, phMin: 3.45, phMax: 3.75 };

beforeEach(async () => {
  p = await testProvider({ seed: true, now: NOW });
  napa = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  tokens = await roleTokens(p);
});
afterEach(async () => {
  await closeProvider(p);
});

describe('vineyard blocks', () => {
  it('lists the seeded blocks to every member of the client; only Administrators and site administrators may change them', async () => {
    for (const [who, status, canChange] of [['owner', 200, true], ['full', 200, false], ['reporting', 200, false], ['billing', 200, false], ['godmode', 200, true], ['mike', 403, false]] as const) {
      const r = await p.call('GET', `/clients/${napa}/blocks.json`, { token: tokens[who] });
      expect(r.status, who).toBe(status);
      if (status === 200) {
        expect(r.json.canChange, who).toBe(canChange);
        expect(r.json.data.map((b: { name: string }) => b.name)).toEqual(['East Hillside', 'River Bench', 'Block 3', 'Upper Terrace']);
      }
    }
  });

  it('adds a block by the Administrator, records it, refuses other roles, a duplicate and a pH range upside down', async () => {
    for (const who of ['full', 'reporting', 'billing', 'mike']) expect((await p.call('POST', '/blocks.json', { token: tokens[who], body: { clientId: napa, ...block } })).status, who).toBe(403);
    const r = await p.call('POST', '/blocks.json', { token: tokens.owner, body: { clientId: napa, ...block } });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ ...block });
    const change = await p.db.selectFrom('client_changes').selectAll().where('clientId', '=', napa).where('kind', '=', 'block').executeTakeFirstOrThrow();
    expect(change).toMatchObject({ action: 'added', subject: 'South Block (Coombsville)', actorEmail: 'owner@example.com' });
    const twice = await p.call('POST', '/blocks.json', { token: tokens.godmode, body: { clientId: napa, ...block, name: ' south block ' } });
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ code: 'block-listed', field: 'name' });
    const upside = await p.call('POST', '/blocks.json', { token: tokens.owner, body: { clientId: napa, ...block, name: 'Other', phMin: 3.8, phMax: 3.4 } });
    expect(upside.status).toBe(400);
    expect(upside.json.error).toContain(HARVEST_REFUSALS.phRange);
    expect((await p.call('POST', '/blocks.json', { token: tokens.owner, body: { clientId: napa, ...block, name: 'X', targetBrix: 50 } })).status).toBe(400);
  });

  it('edits and deletes a block; deleting unties its samples and keeps them; another client\'s Administrator is refused', async () => {
    const [first] = (await p.call('GET', `/clients/${napa}/blocks.json`, { token: tokens.owner })).json.data;
    const body = { name: first.name, vineyard: first.vineyard, varietal: first.varietal, acres: 7, targetBrix: 24.5, taMax: null, phMin: null, phMax: null };
    expect((await p.call('PUT', `/blocks/${first.id}.json`, { token: tokens.full, body })).status).toBe(403);
    expect((await p.call('PUT', `/blocks/${first.id}.json`, { token: tokens.mike, body })).status).toBe(403);
    const edited = await p.call('PUT', `/blocks/${first.id}.json`, { token: tokens.owner, body });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ acres: 7, targetBrix: 24.5 });
    const tied = await p.db.selectFrom('samples').select('id').where('blockId', '=', first.id).execute();
    expect(tied.length).toBeGreaterThan(3);
    expect((await p.call('DELETE', `/blocks/${first.id}.json`, { token: tokens.owner })).status).toBe(200);
    const after = await p.db.selectFrom('samples').select(['id', 'blockId']).where('id', 'in', tied.map((s) => s.id)).execute();
    expect(after.length).toBe(tied.length);
    expect(after.every((s) => s.blockId === null)).toBe(true);
    expect((await p.call('DELETE', `/blocks/${first.id}.json`, { token: tokens.owner })).json).toMatchObject({ code: 'block-not-found' });
  });
});

describe('a sample tied to a block', () => {
  it('ties and unties a results sample by who may open its details; refuses another client\'s block and other roles', async () => {
    const sample = await p.db.selectFrom('samples').select('id').where('clientId', '=', napa).where('blockId', 'is', null).executeTakeFirstOrThrow();
    const [b] = (await p.call('GET', `/clients/${napa}/blocks.json`, { token: tokens.owner })).json.data;
    const url = `/clients/${napa}/samples/${sample.id}/block.json`;
    expect((await p.call('PUT', url, { token: tokens.billing, body: { blockId: b.id } })).status).toBe(403);
    const ok = await p.call('PUT', url, { token: tokens.reporting, body: { blockId: b.id } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ sampleId: sample.id, blockId: b.id });
    expect((await p.db.selectFrom('samples').select('blockId').where('id', '=', sample.id).executeTakeFirstOrThrow()).blockId).toBe(b.id);
    const clientH = (await p.db.selectFrom('clients').select('id').where('code', '!=', 'C10234').executeTakeFirstOrThrow()).id;
    const foreign = await p.db.insertInto('vineyard_blocks').values({ clientId: clientH, name: 'Theirs', vineyard: 'V', varietal: 'Merlot', createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow();
    const refused = await p.call('PUT', url, { token: tokens.owner, body: { blockId: foreign.id } });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ code: 'block-not-found', field: 'blockId' });
    expect((await p.call('PUT', url, { token: tokens.owner, body: { blockId: null } })).status).toBe(200);
    expect((await p.db.selectFrom('samples').select('blockId').where('id', '=', sample.id).executeTakeFirstOrThrow()).blockId).toBeNull();
  });

  it('an order\'s grape or juice sample names one of the client\'s blocks; other types and other clients\' blocks are refused or ignored', async () => {
    const [b] = (await p.call('GET', `/clients/${napa}/blocks.json`, { token: tokens.owner })).json.data;
    const url = `/clients/${napa}/submissions/draft/samples.json`;
    const grape = { description: 'Block berries', sampleTypeId: 3, varietal: 'Chardonnay', vintage: 2026, clientReference: null, lot: null };
    const tied = await p.call('POST', url, { token: tokens.owner, body: { ...grape, blockId: String(b.id) } });
    expect(tied.status).toBe(200);
    const draft = await p.call('GET', `/clients/${napa}/submissions/draft.json`, { token: tokens.owner });
    expect(draft.json.samples.find((x: { id: number }) => x.id === tied.json.id)).toMatchObject({ blockId: b.id });
    // A wine sample has no block: it is dropped, not refused.
    const wine = await p.call('POST', url, { token: tokens.owner, body: { ...grape, sampleTypeId: 1, blockId: b.id } });
    expect((await p.db.selectFrom('submission_samples').select('blockId').where('id', '=', wine.json.id).executeTakeFirstOrThrow()).blockId).toBeNull();
    const clientH = (await p.db.selectFrom('clients').select('id').where('code', '!=', 'C10234').executeTakeFirstOrThrow()).id;
    const foreign = await p.db.insertInto('vineyard_blocks').values({ clientId: clientH, name: 'Theirs', vineyard: 'V', varietal: 'Merlot', createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow();
    const refused = await p.call('POST', url, { token: tokens.owner, body: { ...grape, blockId: foreign.id } });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ code: 'block-not-found', field: 'blockId' });
  });

  it('the receiving desk carries the order\'s block over to the results sample', async () => {
    const sub = await p.db.selectFrom('submissions').select(['id', 'clientId']).where('state', '=', 'submitted').executeTakeFirstOrThrow();
    const blockRow = await p.db.insertInto('vineyard_blocks').values({ clientId: sub.clientId, name: 'Desk', vineyard: 'V', varietal: 'Zinfandel', createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow();
    const subSamples = await p.db.selectFrom('submission_samples').select('id').where('submissionId', '=', sub.id).orderBy('position').execute();
    await p.db.updateTable('submission_samples').set({ blockId: blockRow.id }).where('id', '=', subSamples[0]!.id).execute();
    const r = await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: tokens.godmode, body: { samples: subSamples.map((s) => ({ id: s.id, received: true })) } });
    expect(r.status).toBe(200);
    const made = await p.db.selectFrom('samples').select(['blockId']).where('batchId', '=', r.json.batchId).orderBy('id').execute();
    expect(made.map((s) => s.blockId)).toEqual([blockRow.id, ...Array(subSamples.length - 1).fill(null)]);
  });
});

describe('GET /clients/{id}/harvest.json', () => {
  it('answers who may see results, with every block\'s season of samples; the seeded season gives each kind of forecast', async () => {
    for (const [who, status] of [['owner', 200], ['reporting', 200], ['full', 200], ['billing', 403], ['mike', 403], ['godmode', 200]] as const) {
      expect((await p.call('GET', `/clients/${napa}/harvest.json`, { token: tokens[who] })).status, who).toBe(status);
    }
    const r = await p.call('GET', `/clients/${napa}/harvest.json`, { token: tokens.owner });
    expect(r.json).toMatchObject({ season: 2026, seasonStart: '2026-07-01' });
    const byName = Object.fromEntries(r.json.blocks.map((b: { name: string }) => [b.name, b]));
    expect(byName['Block 3'].samples.length).toBe(13);
    expect(byName['Upper Terrace'].samples.length).toBe(3);
    const s = byName['Block 3'].samples.at(-1);
    expect(s).toMatchObject({ date: '2026-09-19' });
    expect(s.brix).toBeGreaterThan(22);
    expect(s.ta).toBeGreaterThan(4);
    expect(s.ph).toBeGreaterThan(3);
    const forecastOf = (name: string) => {
      const b = byName[name];
      const points = b.samples.map((x: { date: string; brix: number }) => ({ day: (Date.parse(x.date) - Date.parse('2026-07-01')) / 86_400_000, brix: x.brix }));
      return forecastBrix(points, targetOf(b).brix);
    };
    const cab = forecastOf('Block 3');
    expect(cab.kind).toBe('projected');
    expect(cab.kind === 'projected' && cab.plateau).toBe(false);
    const chardonnay = forecastOf('East Hillside');
    expect(chardonnay.kind !== 'not-enough' && chardonnay.plateau).toBe(true);
    expect(forecastOf('River Bench').kind).toBe('reached');
    expect(forecastOf('Upper Terrace')).toEqual({ kind: 'not-enough', n: 3 });
  });
});
