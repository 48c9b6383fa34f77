/**
 * A sample's AVA (contract/avas.ts) through the provider: named on the order for wine, juice and
 * grape samples (checked against the known list, dropped for other types), confirmed or corrected
 * by the receiving desk, and set afterwards on the results sample by whom the access table's
 * 'samples:ava' allows; the vintage portal's own results follow it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';

const NOW = '2026-09-20T17:00:00.000Z';
let p: TestProvider;
let napa: number;
let tokens: Record<string, string>;

beforeEach(async () => {
  p = await testProvider({ seed: true, now: NOW });
  napa = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  tokens = await roleTokens(p);
});
afterEach(() => closeProvider(p));

describe('the AVA of an order\'s sample', () => {
  it('takes a known AVA for a wine, juice or grape sample, refuses an unknown one and drops it for other types', async () => {
    const url = `/clients/${napa}/submissions/draft/samples.json`;
    const grape = { description: 'Carneros berries', sampleTypeId: 3, varietal: 'Chardonnay', vintage: 2026, clientReference: null, lot: null };
    const named = await p.call('POST', url, { token: tokens.owner, body: { ...grape, ava: 'Los Carneros' } });
    expect(named.status).toBe(200);
    const draft = await p.call('GET', `/clients/${napa}/submissions/draft.json`, { token: tokens.owner });
    expect(draft.json.samples.find((x: { id: number }) => x.id === named.json.id)).toMatchObject({ ava: 'Los Carneros' });
    const unknown = await p.call('POST', url, { token: tokens.owner, body: { ...grape, ava: 'Bordeaux' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 'invalid', field: 'ava' });
    const none = await p.call('POST', url, { token: tokens.owner, body: { ...grape, ava: null } });
    expect((await p.db.selectFrom('submission_samples').select('ava').where('id', '=', none.json.id).executeTakeFirstOrThrow()).ava).toBeNull();
    // beer (type 6) comes from no vineyard: the AVA is dropped, not refused
    const beer = await p.call('POST', url, { token: tokens.owner, body: { ...grape, sampleTypeId: 6, ava: 'Napa Valley' } });
    expect(beer.status).toBe(200);
    expect((await p.db.selectFrom('submission_samples').select('ava').where('id', '=', beer.json.id).executeTakeFirstOrThrow()).ava).toBeNull();
    // changing the sample changes its AVA
    const changed = await p.call('PUT', `${url.replace('/samples.json', '')}/samples/${named.json.id}.json`, { token: tokens.owner, body: { ...grape, ava: 'Napa Valley' } });
    expect(changed.status).toBe(200);
    expect((await p.db.selectFrom('submission_samples').select('ava').where('id', '=', named.json.id).executeTakeFirstOrThrow()).ava).toBe('Napa Valley');
  });

  it('the receiving desk carries the order\'s AVA to the results sample, or the one it corrects it to', async () => {
    const sub = await p.db.selectFrom('submissions').select(['id', 'clientId']).where('state', '=', 'submitted').executeTakeFirstOrThrow();
    const subSamples = await p.db.selectFrom('submission_samples').select(['id']).where('submissionId', '=', sub.id).orderBy('position').execute();
    expect(subSamples.length).toBeGreaterThan(1);
    await p.db.updateTable('submission_samples').set({ sampleTypeId: 1, ava: 'Los Carneros' }).where('submissionId', '=', sub.id).execute();
    const unknown = await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: tokens.godmode, body: { samples: [{ id: subSamples[0].id, received: true, ava: 'Mosel' }] } });
    expect(unknown.status).toBe(400);
    const marks = subSamples.map((s, i) => ({ id: s.id, received: true, ...(i === 0 ? {} : i === 1 ? { ava: 'Russian River Valley' } : { ava: null }) }));
    const r = await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: tokens.godmode, body: { samples: marks } });
    expect(r.status).toBe(200);
    const made = await p.db.selectFrom('samples').select(['ava']).where('batchId', '=', r.json.batchId).orderBy('id').execute();
    expect(made.map((s) => s.ava)).toEqual(['Los Carneros', 'Russian River Valley', ...Array(subSamples.length - 2).fill(null)]);
  });
});

describe('PUT /clients/{id}/samples/{id}/ava.json', () => {
  it('sets a results sample\'s AVA for the roles that may open its details, checked against the list; the vintage portal follows it', async () => {
    const sample = await p.db.selectFrom('samples').select(['id']).where('clientId', '=', napa).where('varietalCode', '=', 'CH').orderBy('id').executeTakeFirstOrThrow();
    const url = `/clients/${napa}/samples/${sample.id}/ava.json`;
    expect((await p.call('GET', url, { token: tokens.owner })).json).toMatchObject({ sampleId: sample.id, applies: true });
    for (const who of ['billing', 'mike']) expect((await p.call('PUT', url, { token: tokens[who], body: { ava: 'Napa Valley' } })).status, who).toBe(403);
    const bad = await p.call('PUT', url, { token: tokens.owner, body: { ava: 'Champagne' } });
    expect([bad.status, bad.json.field]).toEqual([400, 'ava']);
    for (const who of ['owner', 'full', 'reporting', 'godmode']) {
      const ok = await p.call('PUT', url, { token: tokens[who], body: { ava: 'Sonoma Coast' } });
      expect([ok.status, ok.json.ava], who).toEqual([200, 'Sonoma Coast']);
    }
    expect((await p.db.selectFrom('samples').select('ava').where('id', '=', sample.id).executeTakeFirstOrThrow()).ava).toBe('Sonoma Coast');
    // another client's sample: not found for a member of this one
    const other = await p.db.selectFrom('samples').select(['id', 'clientId']).where('clientId', '!=', napa).executeTakeFirstOrThrow();
    expect((await p.call('PUT', `/clients/${napa}/samples/${other.id}/ava.json`, { token: tokens.owner, body: { ava: 'Napa Valley' } })).status).toBeGreaterThanOrEqual(403);
    expect((await p.call('PUT', url, { token: tokens.owner, body: { ava: null } })).json.ava).toBeNull();
  });

  it('refuses an AVA for a sample whose order named it beer (422)', async () => {
    const sub = await p.db.selectFrom('submissions').select(['id', 'clientId']).where('state', '=', 'submitted').where('clientId', '=', napa).executeTakeFirst()
      ?? (await p.db.selectFrom('submissions').select(['id', 'clientId']).where('state', '=', 'submitted').executeTakeFirstOrThrow());
    const subSamples = await p.db.selectFrom('submission_samples').select(['id']).where('submissionId', '=', sub.id).execute();
    await p.db.updateTable('submission_samples').set({ sampleTypeId: 6 }).where('submissionId', '=', sub.id).execute();
    const r = await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: tokens.godmode, body: { samples: subSamples.map((s) => ({ id: s.id, received: true, ava: 'Napa Valley' })) } });
    const made = await p.db.selectFrom('samples').select(['id', 'ava']).where('batchId', '=', r.json.batchId).executeTakeFirstOrThrow();
    expect(made.ava).toBeNull();
    const url = `/clients/${sub.clientId}/samples/${made.id}/ava.json`;
    expect((await p.call('GET', url, { token: tokens.godmode })).json.applies).toBe(false);
    const refused = await p.call('PUT', url, { token: tokens.godmode, body: { ava: 'Napa Valley' } });
    expect([refused.status, refused.json.code]).toEqual([422, 'sample-without-ava']);
  });
});
