/**
 * Webhook endpoints, deliveries and attempts (migration 2026-12-01-webhooks). Plain functions
 * taking the database (or the caller's transaction) first. A delivery is claimed by one
 * conditional UPDATE (pending, due, and nobody's lease running), so of two jobs or nodes one sends.
 */
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../db/types.ts';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export async function insertEndpoint(db: DB, row: Insertable<WebhookEndpointsTable>): Promise<number> {
  const r = await db.insertInto('webhook_endpoints').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export const listEndpoints = (db: DB, clientId: number) => db.selectFrom('webhook_endpoints').selectAll().where('clientId', '=', clientId).orderBy('id').execute();

export const countEndpoints = async (db: DB, clientId: number) =>
  Number((await db.selectFrom('webhook_endpoints').select((eb) => eb.fn.countAll().as('n')).where('clientId', '=', clientId).executeTakeFirstOrThrow()).n);

export const findEndpoint = (db: DB, clientId: number, id: number) =>
  db.selectFrom('webhook_endpoints').selectAll().where('clientId', '=', clientId).where('id', '=', id).executeTakeFirst();

export const endpointById = (db: DB, id: number) => db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();

export async function deleteEndpoint(db: DB, clientId: number, id: number): Promise<boolean> {
  // attempts and deliveries go with it (cascade); deleted explicitly too, for a SQLite connection without foreign keys
  await db.deleteFrom('webhook_attempts').where('endpointId', '=', id).execute();
  await db.deleteFrom('webhook_deliveries').where('endpointId', '=', id).execute();
  const r = await db.deleteFrom('webhook_endpoints').where('clientId', '=', clientId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function updateEndpoint(db: DB, id: number, set: Partial<Pick<EndpointRow, 'secretSealed' | 'previousSecretSealed' | 'previousUntil' | 'failingSince' | 'disabledAt' | 'updatedAt'>>) {
  await db.updateTable('webhook_endpoints').set(set).where('id', '=', id).execute();
}

/** Marks the endpoint failing from `at` unless it is already. */
export async function markFailing(db: DB, id: number, at: string) {
  await db.updateTable('webhook_endpoints').set({ failingSince: at }).where('id', '=', id).where('failingSince', 'is', null).execute();
}

/** Disables the endpoint (once: true for the caller that did it) and fails its pending deliveries. */
export async function disableEndpoint(db: DB, id: number, at: string): Promise<boolean> {
  const r = await db.updateTable('webhook_endpoints').set({ disabledAt: at, updatedAt: at }).where('id', '=', id).where('disabledAt', 'is', null).executeTakeFirst();
  await db.updateTable('webhook_deliveries').set({ state: 'failed', nextAttemptAt: null, claimedUntil: null }).where('endpointId', '=', id).where('state', '=', 'pending').execute();
  return Number(r.numUpdatedRows) === 1;
}

/** The client's enabled endpoints taking `type`. */
export async function subscribedEndpoints(db: DB, clientId: number, type: string): Promise<{ id: number }[]> {
  const rows = await db.selectFrom('webhook_endpoints').select(['id', 'events']).where('clientId', '=', clientId).where('disabledAt', 'is', null).execute();
  return rows.filter((r) => r.events.split(',').includes(type)).map((r) => ({ id: r.id }));
}

/** Records a delivery; one of the same event to the same endpoint already recorded: nothing (null). */
export async function insertDelivery(db: DB, row: Insertable<WebhookDeliveriesTable>): Promise<number | null> {
  const r = await db
    .insertInto('webhook_deliveries')
    .values(row)
    .onConflict((oc) => oc.columns(['endpointId', 'eventKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id ?? null;
}

export const deliveryById = (db: DB, id: number) => db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();

/** Takes the delivery's lease until `until` and counts the attempt: true for the one caller that wins. */
export async function claimDelivery(db: DB, id: number, at: string, until: string): Promise<boolean> {
  const r = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ claimedUntil: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('nextAttemptAt', '<=', at)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function finishDelivery(db: DB, id: number, set: Partial<Pick<DeliveryRow, 'state' | 'nextAttemptAt' | 'lastStatus' | 'deliveredAt'>>) {
  await db.updateTable('webhook_deliveries').set({ ...set, claimedUntil: null }).where('id', '=', id).execute();
}

/** Pending again at `at` (redeliver): false when another attempt holds it right now. */
export async function requeueDelivery(db: DB, id: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('webhook_deliveries')
    .set({ state: 'pending', nextAttemptAt: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Pending deliveries due by `dueBy` and not held at `at` (the tick's and the after-commit's question). */
export async function dueDeliveries(db: DB, dueBy: string, at: string, limit: number, clientId?: number): Promise<{ id: number }[]> {
  let q = db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('state', '=', 'pending')
    .where('nextAttemptAt', '<=', dueBy)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', at)]));
  if (clientId !== undefined) q = q.where('clientId', '=', clientId);
  return q.orderBy('id').limit(limit).execute();
}

export async function insertAttempt(db: DB, row: { deliveryId: number; endpointId: number; attempt: number; at: string; durationMs: number; status: number | null; detail: string | null }) {
  await db.insertInto('webhook_attempts').values(row).execute();
}

/** The endpoint's latest deliveries (newest first) with their attempts. */
export async function deliveryLog(db: DB, endpointId: number, limit: number) {
  const deliveries = await db.selectFrom('webhook_deliveries').selectAll().where('endpointId', '=', endpointId).orderBy('id', 'desc').limit(limit).execute();
  const ids = deliveries.map((d) => d.id);
  const attempts = ids.length
    ? await db.selectFrom('webhook_attempts').select(['deliveryId', 'attempt', 'at', 'durationMs', 'status', 'detail']).where('deliveryId', 'in', ids).orderBy('id').execute()
    : [];
  return deliveries.map((d) => ({ ...d, attempts: attempts.filter((a) => a.deliveryId === d.id).map(({ deliveryId: _, ...a }) => a) }));
}
