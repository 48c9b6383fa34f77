/**
 * What the lab tells a client's recipients about: a report released or amended, an invoice
 * issued, a released result outside its sample's house specification. Whoever causes one of these (the release, the amendment, the invoice) announces it
 * here; the delivery service (its worker of `DELIVERY_FAN_OUT_JOB`) reads the client's
 * recipients at the time it runs and sends each one once, whatever the channel.
 *
 * Announcing is durable through an outbox (`delivery_announcements`): the caller records the
 * event with `recordDelivery` INSIDE the transaction that makes it true, so the event exists
 * exactly when the release (amendment, invoice) does; after the commit `announceRecorded` queues
 * its fan-out job and marks it announced. A node that stops between the commit and the queueing
 * leaves the event recorded and unannounced: `announceTick`, run each minute by every node,
 * queues what is still unannounced a minute after it was recorded. A node queues an event only
 * after claiming it with a conditional UPDATE (a lease), so two nodes do not both queue it; and
 * the fan-out is keyed by the event (kind, batch or invoice, report version), so an event queued
 * twice anyway (a node stopping after queueing, before marking) still reaches each recipient
 * once.
 */
import type { Jobs } from './jobs.ts';
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/log.ts';
import * as repo from '../repositories/delivery-announcements.ts';

export const DELIVERY_FAN_OUT_JOB = 'delivery.fan-out';

export type DeliveryEvent =
  /** a batch was released: its lab report (version 1) is ready */
  | { kind: 'report-released'; clientId: number; batchId: number; reportVersion: number }
  /** a released value was amended: the report's new version replaces the old one */
  | { kind: 'report-amended'; clientId: number; batchId: number; reportVersion: number }
  /** an invoice was issued (on release, or by the lab) */
  | { kind: 'invoice-issued'; clientId: number; invoiceId: number }
  /** a result of the sample released (or amended: `reportVersion` the new one) newly fails its house specification */
  | { kind: 'spec-failed'; clientId: number; batchId: number; sampleId: number; reportVersion: number };

/** The event's identity: one delivery per recipient and channel of each key. */
export function deliveryEventKey(event: DeliveryEvent): string {
  switch (event.kind) {
    case 'report-released':
    case 'report-amended':
      return `report:${event.batchId}:v${event.reportVersion}`;
    case 'invoice-issued':
      return `invoice:${event.invoiceId}`;
    case 'spec-failed':
      return `spec:${event.sampleId}:v${event.reportVersion}`;
  }
}

export interface AnnounceDeps {
  db: DB;
  jobs: Jobs;
  clock: Clock;
  log: Logger;
}

/** How long a node holds an event while it queues it; past it another node's tick may. */
const ANNOUNCE_LEASE_MS = 5 * 60_000;
/** An event still unannounced this long after it was recorded lost its node: the tick queues it. */
export const ANNOUNCE_GRACE_MS = 60_000;
/** The most events one tick queues (the next tick takes the rest). */
const ANNOUNCE_TICK_LIMIT = 100;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function enqueueFanOut(jobs: Jobs, event: DeliveryEvent): Promise<void> {
  // retried with back-off if the fan-out itself fails
  await jobs.enqueue(DELIVERY_FAN_OUT_JOB, event, { maxAttempts: 5, retryDelayMs: 60_000 });
}

/**
 * Records an event in the caller's transaction (`tx`), at `at`. Recorded already (the same key):
 * nothing changes, so it is announced once.
 */
export async function recordDelivery(tx: DB, event: DeliveryEvent, at: string): Promise<void> {
  await repo.recordAnnouncement(tx, { eventKey: deliveryEventKey(event), event: JSON.stringify(event), createdAt: at });
}

/** Claims, queues and marks one recorded event: false when another node holds it or it is announced already. */
async function announceOne(deps: AnnounceDeps, eventKey: string, event: DeliveryEvent): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  if (!(await repo.claimAnnouncement(db, eventKey, now.toISOString(), new Date(now.getTime() + ANNOUNCE_LEASE_MS).toISOString()))) return false;
  try {
    await enqueueFanOut(deps.jobs, event);
  } catch (error) {
    await repo.releaseAnnouncement(db, eventKey).catch(() => undefined);
    throw error;
  }
  await repo.markAnnounced(db, eventKey, clock.now().toISOString());
  return true;
}

/**
 * After the commit of the transaction that recorded them: queues the events' fan-out jobs. It
 * never throws: what it could not queue stays recorded, and the tick queues it a minute later,
 * so the caller's answer (the release is done) stands.
 */
export async function announceRecorded(deps: AnnounceDeps, ...events: DeliveryEvent[]): Promise<void> {
  for (const event of events) {
    const eventKey = deliveryEventKey(event);
    try {
      await announceOne(deps, eventKey, event);
    } catch (error) {
      deps.log.warn('delivery announcement left to the tick', { eventKey, error: message(error) });
    }
  }
}

/**
 * How long an announced event's row is kept: while it is there, the same event recorded again (a
 * retried release, say) is recognised and not announced twice. Past a month nothing records it
 * again (its key holds the report version), and the deliveries it made are rows of their own;
 * the tick then deletes it, so the outbox does not grow with every release for ever.
 */
const ANNOUNCED_KEPT_MS = 30 * 86_400_000;

/**
 * Every node, each minute: queues the events recorded more than a minute ago and still not
 * announced (their node stopped after the commit, or queueing failed). Returns how many it queued.
 */
export async function announceTick(deps: AnnounceDeps): Promise<number> {
  const now = deps.clock.now();
  await repo.pruneAnnounced(deps.db, new Date(now.getTime() - ANNOUNCED_KEPT_MS).toISOString());
  const due = await repo.dueAnnouncements(deps.db, new Date(now.getTime() - ANNOUNCE_GRACE_MS).toISOString(), now.toISOString(), ANNOUNCE_TICK_LIMIT);
  let queued = 0;
  for (const row of due) {
    try {
      if (await announceOne(deps, row.eventKey, JSON.parse(row.event) as DeliveryEvent)) queued++;
    } catch (error) {
      deps.log.warn('delivery announcement failed', { eventKey: row.eventKey, error: message(error) });
    }
  }
  return queued;
}

/** For a caller with no transaction of its own: records the event, then announces it. */
export async function announceDelivery(deps: AnnounceDeps, event: DeliveryEvent): Promise<void> {
  await recordDelivery(deps.db, event, deps.clock.now().toISOString());
  await announceRecorded(deps, event);
}
