/**
 * A result outside its sample's house specification, told to the client's report recipients:
 * a release with a failing result records one 'spec-failed' event per failing sample in the
 * release's transaction; its fan-out gives each member who receives reports one in-app notice
 * (naming the sample) and one e-mail by link (no PDF, none for 'none'), exactly once even when
 * fanned out again by another node; a passing release tells nothing; an amendment that newly
 * fails tells once; on credit hold the mail names the sample but carries no value. The delivery
 * log lists it. Runs on SQLite and (TEST_DATABASE=postgres) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { createProvider } from '../../provider/app.ts';
import { createTableJobs } from '../../provider/services/jobs.ts';
import { fanOut } from '../../provider/services/deliveries.ts';
import type { DeliveryEvent } from '../../provider/services/delivery-events.ts';
import { insertSpecification } from '../../provider/repositories/specifications.ts';
import { flaggedMembers } from '../../provider/repositories/deliveries.ts';

let p: TestProvider;
const tokens: Record<string, string> = {};
type Pending = { id: number; clientId: number };
let pending: Pending[];

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-18T10:00:00Z', autoDrain: false });
  for (const [k, email] of Object.entries({ bench: 'bench@example.com', verifier: 'verifier@example.com' })) tokens[k] = await p.tokenFor(email);
  const all = await p.db.selectFrom('batches').select(['id', 'clientId']).where('status', '=', 'Pending').orderBy('id').execute();
  // Two of Napa Ridge Cellars (several report recipients), then one of another client.
  const napa = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  pending = [...all.filter((b) => b.clientId === napa).slice(0, 2), all.find((b) => b.clientId !== napa)!];
}, 120_000);
afterAll(() => closeProvider(p));

type BenchResult = { id: number; analyte: string; units: string | null; state: string; result: string | null };
const bench = async (batchId: number) => (await p.call('GET', `/bench/batches/${batchId}/bench.json`, { token: tokens.bench })).json as { samples: { id: number; friendlyNumber: string; results: BenchResult[] }[] };

/** Every open value entered (numbers 3.4), verified by another person, the batch released. */
async function release(batchId: number) {
  const v = await bench(batchId);
  const values = v.samples.flatMap((s) => s.results.filter((r) => r.state === 'open' || r.state === 'entered').map((r) => ({ resultId: r.id, value: r.units ? '3.4' : 'N/A' })));
  if (values.length) expect((await p.call('POST', `/bench/batches/${batchId}/values.json`, { token: tokens.bench, body: { values } })).status).toBe(200);
  const ids = (await bench(batchId)).samples.flatMap((s) => s.results.map((r) => r.id));
  expect((await p.call('POST', `/bench/batches/${batchId}/verify.json`, { token: tokens.verifier, body: { resultIds: ids } })).status).toBe(200);
  const r = await p.call('POST', `/bench/batches/${batchId}/release.json`, { token: tokens.verifier });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  await p.jobs.drain();
}

/** A specification on the batch's first sample judging its first numeric result: `max` decides pass or fail (3.4 is entered). */
async function specOn(batch: Pending, max: number) {
  const s = (await bench(batch.id)).samples[0];
  const r = s.results.find((x) => x.units)!;
  const specId = await insertSpecification(p.db, batch.clientId, { name: `Tank spec ${batch.id}`, sampleType: null, limits: [{ analyte: r.analyte, min: null, max, minInclusive: true, maxInclusive: true, warnLow: null, warnHigh: null }] }, p.clock.now().toISOString());
  await p.db.updateTable('samples').set({ specificationId: specId }).where('id', '=', s.id).execute();
  return { sample: s, result: r };
}

const specRows = (sampleId: number) => p.db.selectFrom('deliveries').selectAll().where('eventKind', '=', 'spec-failed').where('sampleId', '=', sampleId).orderBy('id').execute();
const specMails = (sampleNumber: string) => p.outbox().filter((m) => m.subject.includes(`Sample ${sampleNumber} has a result outside its specification`));

describe('a released result outside its specification', () => {
  it('on release: one notice and one e-mail (link, no PDF) per report recipient, once even fanned out again', async () => {
    const batch = pending[0];
    const { sample, result } = await specOn(batch, 3.0);
    const members = await flaggedMembers(p.db, batch.clientId, 'reports');
    expect(members.length).toBeGreaterThan(0);
    // One member wants no e-mail: the notice only.
    const quiet = members[0];
    await p.db.insertInto('delivery_preferences').values({ userId: quiet.userId, clientId: batch.clientId, mode: 'none', updatedAt: p.clock.now().toISOString() }).execute();
    await release(batch.id);
    const rows = await specRows(sample.id);
    expect(rows.filter((r) => r.channel === 'in-app').map((r) => r.userId).sort()).toEqual(members.map((m) => m.userId).sort());
    const emails = rows.filter((r) => r.channel === 'email');
    expect(emails.map((r) => r.userId).sort()).toEqual(members.filter((m) => m !== quiet).map((m) => m.userId).sort());
    expect(emails.every((r) => r.state === 'sent' && r.mode === 'link')).toBe(true);
    expect(rows.some((r) => r.channel === 'mail' || r.channel === 'fax')).toBe(false);
    const mails = specMails(sample.friendlyNumber);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(members.filter((m) => m !== quiet).map((m) => m.email).sort());
    expect(mails[0].attachments).toHaveLength(0);
    expect(mails[0].text).toContain(`/dashboard/results/group/${batch.id}/sample/${sample.friendlyNumber}`);
    expect(mails[0].text).toContain(`${result.analyte}: 3.4`);
    expect(mails[0].text).toContain(`Tank spec ${batch.id}`);
    // Another node fans the same event out again: nothing new.
    const event: DeliveryEvent = { kind: 'spec-failed', clientId: batch.clientId, batchId: batch.id, sampleId: sample.id, reportVersion: 1 };
    const jobs = createTableJobs({ db: p.db, log: p.log, now: () => p.clock.now() });
    const other = { ...p.deps, jobs };
    createProvider(other);
    await fanOut(other, event);
    await jobs.drain();
    await fanOut(p.deps, event);
    await p.jobs.drain();
    expect(specMails(sample.friendlyNumber)).toHaveLength(mails.length);
    expect(await specRows(sample.id)).toHaveLength(rows.length);
    // The notice names the sample and links to it; the delivery log lists it.
    const notices = (await p.call('GET', '/users/me/notices.json', { token: await p.tokenFor(quiet.email) })).json.notices;
    expect(notices.filter((n: { eventKind: string }) => n.eventKind === 'spec-failed')).toMatchObject([{ sampleNumber: sample.friendlyNumber, batchId: batch.id }]);
    const owner = await p.db.selectFrom('memberships as m').innerJoin('users as u', 'u.id', 'm.userId').select('u.email').where('m.clientId', '=', batch.clientId).where('m.role', '=', 'Administrator').executeTakeFirstOrThrow();
    const log = await p.call('GET', `/clients/${batch.clientId}/deliveries.json`, { token: await p.tokenFor(owner.email) });
    expect(log.status).toBe(200);
    expect(log.json.deliveries.some((d: { eventKind: string; sampleNumber: string }) => d.eventKind === 'spec-failed' && d.sampleNumber === sample.friendlyNumber)).toBe(true);
  });

  it('a release whose results pass tells nothing; an amendment that newly fails tells once', async () => {
    const batch = pending[1];
    const { sample, result } = await specOn(batch, 5.0);
    await release(batch.id);
    expect(await specRows(sample.id)).toHaveLength(0);
    expect(specMails(sample.friendlyNumber)).toHaveLength(0);
    const amend = (value: string) => p.call('POST', `/bench/batches/${batch.id}/amend.json`, { token: tokens.verifier, body: { resultId: result.id, value, reason: 'Re-measured' } });
    expect((await amend('5.6')).status).toBe(200);
    await p.jobs.drain();
    const rows = await specRows(sample.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.reportVersion))).toEqual(new Set([2]));
    const once = specMails(sample.friendlyNumber).length;
    expect(once).toBe(rows.filter((r) => r.channel === 'email').length);
    // Still failing after a second amendment: not newly failing, nothing more.
    expect((await amend('5.8')).status).toBe(200);
    await p.jobs.drain();
    expect(await specRows(sample.id)).toHaveLength(rows.length);
    expect(specMails(sample.friendlyNumber)).toHaveLength(once);
  });

  it('on credit hold the mail names the sample and links to it, with no value', async () => {
    const batch = pending[2];
    const { sample, result } = await specOn(batch, 3.0);
    const { status } = await p.db.selectFrom('clients').select('status').where('id', '=', batch.clientId).executeTakeFirstOrThrow();
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', batch.clientId).execute();
    try {
      await release(batch.id);
    } finally {
      await p.db.updateTable('clients').set({ status }).where('id', '=', batch.clientId).execute();
    }
    const mails = specMails(sample.friendlyNumber);
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) {
      expect(m.text).toContain(`/dashboard/results/group/${batch.id}/sample/${sample.friendlyNumber}`);
      expect(m.text).toContain('outside its specification');
      expect(m.text).not.toContain('3.4');
      expect(m.text).not.toContain(`${result.analyte}:`);
    }
  });
});
