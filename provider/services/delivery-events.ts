/**
 * What the lab tells a client's recipients about: a report released or amended, an invoice
 * issued. Whoever causes one of these (the release, the amendment, the invoice) announces it
 * here; the delivery service (its worker of `DELIVERY_FAN_OUT_JOB`) reads the client's
 * recipients at the time it runs and sends each one once, whatever the channel.
 *
 * Announcing is a durable job, queued in the caller's flow so that a node that stops right after
 * the release still has the delivery done by another. The fan-out is keyed by the event (kind,
 * batch or invoice, report version), so an event announced twice still reaches each recipient
 * once.
 */
import type { Jobs } from './jobs.ts';

export const DELIVERY_FAN_OUT_JOB = 'delivery.fan-out';

export type DeliveryEvent =
  /** a batch was released: its lab report (version 1) is ready */
  | { kind: 'report-released'; clientId: number; batchId: number; reportVersion: number }
  /** a released value was amended: the report's new version replaces the old one */
  | { kind: 'report-amended'; clientId: number; batchId: number; reportVersion: number }
  /** an invoice was issued (on release, or by the lab) */
  | { kind: 'invoice-issued'; clientId: number; invoiceId: number };

/** The event's identity: one delivery per recipient and channel of each key. */
export function deliveryEventKey(event: DeliveryEvent): string {
  switch (event.kind) {
    case 'report-released':
    case 'report-amended':
      return `report:${event.batchId}:v${event.reportVersion}`;
    case 'invoice-issued':
      return `invoice:${event.invoiceId}`;
  }
}

/** Queues the fan-out of one event (retried with back-off if the fan-out itself fails). */
export async function announceDelivery(deps: { jobs: Jobs }, event: DeliveryEvent): Promise<void> {
  await deps.jobs.enqueue(DELIVERY_FAN_OUT_JOB, event, { maxAttempts: 5, retryDelayMs: 60_000 });
}
