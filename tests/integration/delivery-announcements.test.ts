/**
 * Delivery announcements survive a node stopping after the commit (the outbox of
 * services/delivery-events.ts): a release and an amendment record their events in their own
 * transaction and queue one fan-out job per event after it; an event recorded but never queued
 * (its node stopped) is queued by the minute tick once it is a minute old, once, whichever node
 * ticks and however many do at once; an event whose queueing failed, or whose node stopped while
 * holding its lease, is left to the tick; nothing is recorded by a transaction that rolls back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { inTransaction } from '../../provider/db/connect.ts';
import { createTableJobs, type Jobs } from '../../provider/services/jobs.ts';
import { memoryLogger } from '../../lib/log.ts';
import {
  type AnnounceDeps, type DeliveryEvent, DELIVERY_FAN_OUT_JOB, announceDelivery, announceRecorded, announceTick, deliveryEventKey, recordDelivery,
} from '../../provider/services/delivery-events.ts';
import { claimAnnouncement } from '../../provider/repositories/delivery-announcements.ts';

let p: TestProvider;
const tokens: Record<string, string> = {};
const MINUTE = 60_000;

beforeAll(async () => {
  // Jobs stay queued (never drained): the test counts them.
  p = await testProvider({ seed: true, now: '2026-11-18T18:00:00Z', autoDrain: false });
  for (const k of ['bench', 'verifier']) tokens[k] = await p.tokenFor(`${k}@example.com`);
}, 120_000);
afterAll(() => closeProvider(p));

/** The fan-out jobs queued, as the events they carry. */
const fanOuts = async () =>
  (await p.db.selectFrom('jobs').select('payload').where('name', '=', DELIVERY_FAN_OUT_JOB).orderBy('id').execute()).map((j) => {
    const { __retry: _, ...event } = JSON.parse(j.payload);
    return event as DeliveryEvent;
  });
const fanOutsOf = async (events: DeliveryEvent[]) => {
  const keys = new Set(events.map(deliveryEventKey));
  return (await fanOuts()).filter((e) => keys.has(deliveryEventKey(e)));
};
const rowsOf = (events: DeliveryEvent[]) =>
  p.db.selectFrom('delivery_announcements').select(['eventKey', 'event', 'createdAt', 'announcedAt', 'claimedUntil']).where('eventKey', 'in', events.map(deliveryEventKey)).orderBy('id').execute();

/** Another node on the same database: its own job runner and logger, the same clock. */
const node = (jobs?: Jobs): AnnounceDeps & { log: ReturnType<typeof memoryLogger> } => ({ db: p.db, clock: p.clock, jobs: jobs ?? createTableJobs({ db: p.db, log: memoryLogger(), now: () => p.clock.now() }), log: memoryLogger() });

/** Records events in a transaction that commits, and then stops (a node dying right after the commit). */
const recordAndStop = (events: DeliveryEvent[]) => inTransaction(p.db, async (tx) => {
  for (const e of events) await recordDelivery(tx, e, p.clock.now().toISOString());
});

let synthetic = 900_000;
/** Events of batches and invoices no one else uses in this file. */
const events = (): DeliveryEvent[] => {
  const n = ++synthetic;
  return [
    { kind: 'report-released', clientId: 1, batchId: n, reportVersion: 1 },
    { kind: 'invoice-issued', clientId: 1, invoiceId: n },
  ];
};

/** A received batch with every value entered by one analyst and verified by another. */
async function verifiedBatch(skip = 0): Promise<{ id: number; clientId: number }> {
  const batch = await p.db.selectFrom('batches').select(['id', 'clientId']).where('status', '=', 'Pending').orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
  const view = (await p.call('GET', `/bench/batches/${batch.id}/bench.json`, { token: tokens.bench })).json;
  const results = view.samples.flatMap((s: { results: { id: number; units: string | null; state: string }[] }) => s.results);
  const values = results.filter((r: { state: string }) => r.state === 'open').map((r: { id: number; units: string | null }) => ({ resultId: r.id, value: r.units ? '3.4' : 'N/A' }));
  if (values.length) expect((await p.call('POST', `/bench/batches/${batch.id}/values.json`, { token: tokens.bench, body: { values } })).status).toBe(200);
  const ids = results.map((r: { id: number }) => r.id);
  expect((await p.call('POST', `/bench/batches/${batch.id}/verify.json`, { token: tokens.verifier, body: { resultIds: ids } })).status).toBe(200);
  return batch;
}

describe('delivery announcements', () => {
  it('a release records its events with it, queues one fan-out job per event, and the tick then adds none', async () => {
    const batch = await verifiedBatch();
    const at = p.clock.now().toISOString();
    const r = await p.call('POST', `/bench/batches/${batch.id}/release.json`, { token: tokens.verifier });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const released: DeliveryEvent[] = [
      { kind: 'report-released', clientId: batch.clientId, batchId: batch.id, reportVersion: 1 },
      { kind: 'invoice-issued', clientId: batch.clientId, invoiceId: r.json.invoiceId },
    ];
    const rows = await rowsOf(released);
    expect(rows.map((x) => ({ ...x, event: JSON.parse(x.event) }))).toEqual(released.map((e) => ({ eventKey: deliveryEventKey(e), event: e, createdAt: at, announcedAt: at, claimedUntil: null })));
    expect(await fanOutsOf(released)).toEqual(released);
    p.clock.advance(2 * MINUTE);
    expect(await announceTick(p.deps)).toBe(0);
    expect(await fanOutsOf(released)).toEqual(released);

    // the amendment: its version recorded and queued once, the tick adds nothing
    const view = (await p.call('GET', `/bench/batches/${batch.id}/bench.json`, { token: tokens.verifier })).json;
    const target = view.samples.flatMap((s: { results: { id: number; units: string | null }[] }) => s.results).find((x: { units: string | null }) => x.units);
    const amended = await p.call('POST', `/bench/batches/${batch.id}/amend.json`, { token: tokens.verifier, body: { resultId: target.id, value: '4.2', reason: 'Transcription error' } });
    expect(amended.json).toEqual({ batchId: batch.id, reportVersion: 2 });
    const event: DeliveryEvent = { kind: 'report-amended', clientId: batch.clientId, batchId: batch.id, reportVersion: 2 };
    expect((await rowsOf([event]))[0].announcedAt).toBe(p.clock.now().toISOString());
    p.clock.advance(2 * MINUTE);
    expect(await announceTick(p.deps)).toBe(0);
    expect(await fanOutsOf([event])).toEqual([event]);
  });

  it('two releases of one batch at once: one is done, its events recorded and queued once', async () => {
    const batch = await verifiedBatch();
    const [a, b] = await Promise.all([
      p.call('POST', `/bench/batches/${batch.id}/release.json`, { token: tokens.verifier }),
      p.call('POST', `/bench/batches/${batch.id}/release.json`, { token: tokens.bench }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const invoiceId = (a.status === 200 ? a : b).json.invoiceId;
    const released: DeliveryEvent[] = [
      { kind: 'report-released', clientId: batch.clientId, batchId: batch.id, reportVersion: 1 },
      { kind: 'invoice-issued', clientId: batch.clientId, invoiceId },
    ];
    expect(await rowsOf(released)).toHaveLength(2);
    expect(await fanOutsOf(released)).toEqual(released);
  });

  it('a transaction that rolls back records nothing, and nothing is announced', async () => {
    const lost = events();
    await expect(inTransaction(p.db, async (tx) => {
      for (const e of lost) await recordDelivery(tx, e, p.clock.now().toISOString());
      throw new Error('the release failed after recording');
    })).rejects.toThrow('the release failed');
    expect(await rowsOf(lost)).toHaveLength(0);
    p.clock.advance(2 * MINUTE);
    expect(await announceTick(p.deps)).toBe(0);
    expect(await fanOutsOf(lost)).toHaveLength(0);
  });

  it('a node that stops after the commit: the tick queues one job per event a minute later; a second tick, or another node’s, none', async () => {
    const recorded = events();
    await recordAndStop(recorded);
    expect(await fanOutsOf(recorded)).toHaveLength(0);
    // within the minute its own node may still be queueing it: the tick leaves it
    p.clock.advance(30_000);
    expect(await announceTick(p.deps)).toBe(0);
    expect(await fanOutsOf(recorded)).toHaveLength(0);
    p.clock.advance(31_000);
    expect(await announceTick(p.deps)).toBe(2);
    expect(await fanOutsOf(recorded)).toEqual(recorded);
    expect((await rowsOf(recorded)).every((r) => r.announcedAt === p.clock.now().toISOString())).toBe(true);
    expect(await announceTick(p.deps)).toBe(0);
    expect(await announceTick(node())).toBe(0);
    p.clock.advance(10 * MINUTE);
    expect(await announceTick(node())).toBe(0);
    expect(await fanOutsOf(recorded)).toEqual(recorded);
  });

  it('two nodes ticking at once queue each lost event once', async () => {
    const recorded = [...events(), ...events(), ...events()];
    await recordAndStop(recorded);
    p.clock.advance(2 * MINUTE);
    const counts = await Promise.all([announceTick(node()), announceTick(node()), announceTick(p.deps)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(recorded.length);
    expect(await fanOutsOf(recorded)).toHaveLength(recorded.length);
    expect(new Set((await fanOutsOf(recorded)).map(deliveryEventKey)).size).toBe(recorded.length);
  });

  it('the node announcing after the commit and a tick at once queue the event once', async () => {
    const recorded = events();
    await recordAndStop(recorded);
    p.clock.advance(2 * MINUTE);
    await Promise.all([announceRecorded(node(), ...recorded), announceTick(node())]);
    expect(await fanOutsOf(recorded)).toHaveLength(recorded.length);
    await announceRecorded(p.deps, ...recorded);
    expect(await fanOutsOf(recorded)).toHaveLength(recorded.length);
  });

  it('queueing that fails leaves the event to the tick; the answer stands', async () => {
    const recorded = events();
    await recordAndStop(recorded);
    const broken = node({ ...p.jobs, enqueue: async () => { throw new Error('queue unavailable'); } });
    await announceRecorded(broken, ...recorded);
    expect(broken.log.lines.filter((l) => l.msg === 'delivery announcement left to the tick')).toHaveLength(2);
    expect(await fanOutsOf(recorded)).toHaveLength(0);
    // its lease given back: the next tick after the minute takes it
    expect((await rowsOf(recorded)).every((r) => r.announcedAt === null && r.claimedUntil === null)).toBe(true);
    p.clock.advance(MINUTE);
    expect(await announceTick(p.deps)).toBe(2);
    expect(await fanOutsOf(recorded)).toEqual(recorded);
  });

  it('a node that stops holding the lease: the event waits for the lease to run out, then is queued once', async () => {
    const [event] = events();
    await recordAndStop([event]);
    const now = p.clock.now().getTime();
    expect(await claimAnnouncement(p.db, deliveryEventKey(event), new Date(now).toISOString(), new Date(now + 5 * MINUTE).toISOString())).toBe(true);
    p.clock.advance(2 * MINUTE);
    expect(await announceTick(p.deps)).toBe(0);
    p.clock.advance(4 * MINUTE);
    expect(await announceTick(p.deps)).toBe(1);
    expect(await announceTick(node())).toBe(0);
    expect(await fanOutsOf([event])).toEqual([event]);
  });

  it('announceDelivery, for a caller with no transaction, queues an event once however often it is called', async () => {
    const [event] = events();
    await announceDelivery(p.deps, event);
    await announceDelivery(p.deps, event);
    p.clock.advance(2 * MINUTE);
    expect(await announceTick(p.deps)).toBe(0);
    expect(await fanOutsOf([event])).toEqual([event]);
    expect(await rowsOf([event])).toHaveLength(1);
  });
  it('an announced event is kept a month, then the tick deletes it; one not yet announced is queued, not deleted', async () => {
    const [announced] = events();
    const [lost] = events();
    await announceDelivery(p.deps, announced);
    p.clock.advance(29 * 86_400_000);
    await recordAndStop([lost]);
    await announceTick(p.deps);
    expect(await rowsOf([announced])).toHaveLength(1);
    // a month and a day after it was announced: gone; the lost one, recorded later, is queued and kept
    p.clock.advance(2 * 86_400_000);
    expect(await announceTick(p.deps)).toBe(1);
    expect(await rowsOf([announced])).toEqual([]);
    expect((await rowsOf([lost]))[0]!.announcedAt).not.toBeNull();
    expect(await fanOutsOf([lost])).toEqual([lost]);
  });
});
