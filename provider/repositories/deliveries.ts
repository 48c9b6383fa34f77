/**
 * Deliveries (migration 2026-11-30-deliveries): the recipients a client named, each recipient's
 * copy of an event per channel, the members' e-mail preferences, the in-app notices, the mailroom
 * letters and the fax sends. Plain functions taking the database (or a transaction) first.
 */
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { DeliveriesTable, DeliveryMode, DeliveryNoticesTable } from '../db/types.ts';

export type DeliveryRow = Selectable<DeliveriesTable>;
export type NoticeRow = Selectable<DeliveryNoticesTable>;
export type Flag = 'reports' | 'invoices';

/** The client's members (with an account: an invitation still pending names nobody yet) flagged to receive `flag`, with their e-mail preference. */
export async function flaggedMembers(db: DB, clientId: number, flag: Flag) {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('delivery_preferences as p', (j) => j.onRef('p.userId', '=', 'm.userId').onRef('p.clientId', '=', 'm.clientId'))
    .select(['u.id as userId', 'u.email', 'u.firstname', 'p.mode'])
    .where('m.clientId', '=', clientId)
    .where(`m.${flag}`, '=', 1)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ userId: r.userId, email: r.email, firstname: r.firstname, mode: (r.mode ?? 'pdf') as DeliveryMode }));
}

export async function flaggedAddresses(db: DB, clientId: number, flag: Flag) {
  return db.selectFrom('addresses').selectAll().where('clientId', '=', clientId).where(flag, '=', 1).orderBy('id').execute();
}

export async function flaggedFaxes(db: DB, clientId: number, flag: Flag) {
  return db.selectFrom('faxes').selectAll().where('clientId', '=', clientId).where(flag, '=', 1).orderBy('id').execute();
}

/** Records one recipient's copy of an event on a channel, once (a second insert of the same key does nothing). */
export async function insertDelivery(db: DB, row: Insertable<DeliveriesTable>): Promise<void> {
  await db.insertInto('deliveries').values(row).onConflict((oc) => oc.columns(['eventKey', 'recipientKey', 'channel']).doNothing()).execute();
}

/** The copies of an event still waiting to be sent now (the digest's wait for 6 p.m.). */
export async function queuedOfEvent(db: DB, eventKey: string) {
  return db.selectFrom('deliveries').select('id').where('eventKey', '=', eventKey).where('state', '=', 'queued').where((w) => w.or([w('mode', 'is', null), w('mode', '!=', 'digest')])).execute();
}

export async function findDelivery(db: DB, id: number) {
  return db.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims a copy for sending: queued → sending, or a claim older than `staleBefore` (the node that
 * held it stopped) taken over. One conditional UPDATE, so of two nodes exactly one wins.
 */
export async function claimDelivery(db: DB, id: number, now: string, staleBefore: string): Promise<DeliveryRow | undefined> {
  const r = await db
    .updateTable('deliveries')
    .set((eb) => ({ state: 'sending', claimedAt: now, updatedAt: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where((w) => w.or([w('state', '=', 'queued'), w.and([w('state', '=', 'sending'), w('claimedAt', '<', staleBefore)])]))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return undefined;
  return findDelivery(db, id);
}

export async function finishDelivery(db: DB, id: number, set: { state: 'sent' | 'failed' | 'bounced' | 'queued'; reason?: string | null; sentAt?: string | null }, now: string) {
  await db.updateTable('deliveries').set({ state: set.state, reason: set.reason ?? null, sentAt: set.sentAt ?? null, claimedAt: null, updatedAt: now }).where('id', '=', id).execute();
}

/** "Send again": the copy goes back to the queue (whatever it was), with its attempts counted afresh. */
export async function requeueDelivery(db: DB, id: number, now: string): Promise<boolean> {
  const r = await db.updateTable('deliveries').set({ state: 'queued', reason: null, attempts: 0, claimedAt: null, updatedAt: now }).where('id', '=', id).where('state', '!=', 'sending').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface DeliveryFilter {
  clientId?: number;
  /** only these states */
  states?: string[];
  limit?: number;
}

/** The log: newest event first, then by channel and recipient. */
export async function listDeliveries(db: DB, f: DeliveryFilter = {}) {
  let q = db
    .selectFrom('deliveries as d')
    .innerJoin('clients as c', 'c.id', 'd.clientId')
    .leftJoin('invoices as i', 'i.id', 'd.invoiceId')
    .leftJoin('samples as s', 's.id', 'd.sampleId')
    .select(['d.id', 'd.eventKey', 'd.eventKind', 'd.clientId', 'c.code as clientCode', 'd.batchId', 'd.invoiceId', 'i.invoiceNumber', 'd.reportVersion', 's.friendlyNumber as sampleNumber', 'd.recipient', 'd.channel', 'd.mode', 'd.state', 'd.reason', 'd.attempts', 'd.sentAt', 'd.createdAt', 'd.updatedAt']);
  if (f.clientId !== undefined) q = q.where('d.clientId', '=', f.clientId);
  if (f.states?.length) q = q.where('d.state', 'in', f.states as DeliveryRow['state'][]);
  return q.orderBy('d.createdAt', 'desc').orderBy('d.eventKey').orderBy('d.channel').orderBy('d.recipient').limit(f.limit ?? 200).execute();
}

/** Failed or bounced copies of a client (the dashboard's banner). */
export async function failedDeliveryCount(db: DB, clientId: number): Promise<number> {
  const r = await db.selectFrom('deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('clientId', '=', clientId).where('state', 'in', ['failed', 'bounced']).executeTakeFirst();
  return Number(r?.n ?? 0);
}

// ─── preferences ──────────────────────────────────────────────────────────────────

export async function preferencesOf(db: DB, userId: number) {
  return db.selectFrom('delivery_preferences').select(['clientId', 'mode']).where('userId', '=', userId).execute();
}

export async function setPreference(db: DB, userId: number, clientId: number, mode: DeliveryMode, now: string) {
  await db
    .insertInto('delivery_preferences')
    .values({ userId, clientId, mode, updatedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'clientId']).doUpdateSet({ mode, updatedAt: now }))
    .execute();
}

// ─── in-app notices ──────────────────────────────────────────────────────────────

export async function insertNotice(db: DB, row: Insertable<DeliveryNoticesTable>) {
  await db.insertInto('delivery_notices').values(row).onConflict((oc) => oc.columns(['userId', 'eventKey']).doNothing()).execute();
}

/** A user's notices (of clients they are still a member of), newest first. */
export async function noticesOf(db: DB, userId: number, limit = 50) {
  return db
    .selectFrom('delivery_notices as n')
    .innerJoin('memberships as m', (j) => j.onRef('m.clientId', '=', 'n.clientId').onRef('m.userId', '=', 'n.userId'))
    .innerJoin('clients as c', 'c.id', 'n.clientId')
    .leftJoin('invoices as i', 'i.id', 'n.invoiceId')
    .leftJoin('samples as s', 's.id', 'n.sampleId')
    .select(['n.id', 'n.clientId', 'c.code as clientCode', 'c.name as clientName', 'n.eventKind', 'n.batchId', 'n.invoiceId', 'i.invoiceNumber', 'n.reportVersion', 's.friendlyNumber as sampleNumber', 'n.createdAt', 'n.readAt'])
    .where('n.userId', '=', userId)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

export async function unreadNoticeCount(db: DB, userId: number): Promise<number> {
  const r = await db
    .selectFrom('delivery_notices as n')
    .innerJoin('memberships as m', (j) => j.onRef('m.clientId', '=', 'n.clientId').onRef('m.userId', '=', 'n.userId'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('n.userId', '=', userId)
    .where('n.readAt', 'is', null)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Marks one notice (or, without `id`, every notice) of the user read. */
export async function markNoticesRead(db: DB, userId: number, now: string, id?: number) {
  let q = db.updateTable('delivery_notices').set({ readAt: now }).where('userId', '=', userId).where('readAt', 'is', null);
  if (id !== undefined) q = q.where('id', '=', id);
  await q.execute();
}

// ─── mailroom and fax ─────────────────────────────────────────────────────────────

export async function insertLetter(db: DB, row: { deliveryId: number; clientId: number; addressBlock: string[]; createdAt: string }) {
  await db
    .insertInto('mailroom_letters')
    .values({ ...row, addressBlock: JSON.stringify(row.addressBlock) })
    .onConflict((oc) => oc.column('deliveryId').doNothing())
    .execute();
}

/**
 * The letters not printed yet, oldest first, with what each one carries. A report's letter waits
 * while its client is on credit hold (the client's own results are withheld then, lab reports
 * included: contract/access.ts `ownResultsWithheld`); an invoice's does not (billing stays open).
 */
export async function unprintedLetters(db: DB) {
  const rows = await db
    .selectFrom('mailroom_letters as l')
    .innerJoin('deliveries as d', 'd.id', 'l.deliveryId')
    .innerJoin('clients as c', 'c.id', 'l.clientId')
    .leftJoin('invoices as i', 'i.id', 'd.invoiceId')
    .select(['l.id', 'l.clientId', 'c.code as clientCode', 'c.name as clientName', 'l.addressBlock', 'l.createdAt', 'd.eventKind', 'd.batchId', 'd.invoiceId', 'i.invoiceNumber', 'd.reportVersion'])
    .where('l.printedAt', 'is', null)
    .where((w) => w.or([w('d.eventKind', '=', 'invoice-issued'), w('c.status', '!=', 'Credit Hold')]))
    .orderBy('l.createdAt')
    .orderBy('l.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, addressBlock: JSON.parse(r.addressBlock) as string[] }));
}

export async function markLettersPrinted(db: DB, ids: number[], userId: number, now: string): Promise<number> {
  if (!ids.length) return 0;
  const r = await db.updateTable('mailroom_letters').set({ printedAt: now, printedBy: userId }).where('id', 'in', ids).where('printedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function insertFaxSend(db: DB, row: { deliveryId: number | null; number: string; provider: string; providerId: string | null; status: 'sent' | 'failed'; error: string | null; pages: number | null; createdAt: string }) {
  await db.insertInto('fax_sends').values(row).execute();
}

// ─── the daily digest ─────────────────────────────────────────────────────────────

/** Claims a lab day's digest (the first node to insert its row queues it). */
export async function claimDigestDay(db: DB, labDay: string, now: string): Promise<boolean> {
  const r = await db.insertInto('delivery_digests').values({ labDay, queuedAt: now }).onConflict((oc) => oc.column('labDay').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The users with e-mail copies waiting for the digest (made before `before`). */
export async function digestRecipients(db: DB, before: string) {
  const rows = await db.selectFrom('deliveries').select('userId').distinct().where('mode', '=', 'digest').where('state', '=', 'queued').where('createdAt', '<', before).where('userId', 'is not', null).execute();
  return rows.map((r) => r.userId!);
}

export async function digestQueuedOf(db: DB, userId: number, before: string) {
  return db
    .selectFrom('deliveries as d')
    .innerJoin('clients as c', 'c.id', 'd.clientId')
    .leftJoin('invoices as i', 'i.id', 'd.invoiceId')
    .select(['d.id', 'd.clientId', 'c.code as clientCode', 'c.name as clientName', 'd.eventKind', 'd.batchId', 'd.invoiceId', 'i.invoiceNumber', 'd.reportVersion', 'd.sampleId', 'd.recipient'])
    .where('d.userId', '=', userId)
    .where('d.mode', '=', 'digest')
    .where('d.state', '=', 'queued')
    .where('d.createdAt', '<', before)
    .orderBy('d.createdAt')
    .execute();
}

/** Claims digest copies for one digest mail: only the ones still queued are taken (another node's are left). */
export async function claimDigestCopies(db: DB, ids: number[], now: string): Promise<number[]> {
  const taken: number[] = [];
  for (const id of ids) {
    const r = await db.updateTable('deliveries').set({ state: 'sending', claimedAt: now, updatedAt: now }).where('id', '=', id).where('state', '=', 'queued').executeTakeFirst();
    if (Number(r.numUpdatedRows) === 1) taken.push(id);
  }
  return taken;
}

export async function markSent(db: DB, ids: number[], now: string) {
  if (ids.length) await db.updateTable('deliveries').set({ state: 'sent', sentAt: now, claimedAt: null, reason: null, updatedAt: now }).where('id', 'in', ids).execute();
}

// ─── what a send reads ────────────────────────────────────────────────────────────

export async function deliveryClient(db: DB, id: number) {
  return db.selectFrom('clients').select(['id', 'code', 'name', 'officialBusinessName', 'mailedInvoices', 'mailedReports', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function invoiceOfClient(db: DB, clientId: number, invoiceId: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).where('clientId', '=', clientId).executeTakeFirst();
}

/** The sample of a 'spec-failed' copy, if it is still the client's. */
export async function sampleOfClient(db: DB, clientId: number, sampleId: number) {
  return db.selectFrom('samples').select(['id', 'batchId', 'friendlyNumber', 'description']).where('id', '=', sampleId).where('clientId', '=', clientId).executeTakeFirst();
}

export async function batchOfClient(db: DB, clientId: number, batchId: number) {
  return db.selectFrom('batches').selectAll().where('id', '=', batchId).where('clientId', '=', clientId).executeTakeFirst();
}

/** The member's "receives" flags for the client (none: no longer a member). */
export async function recipientFlags(db: DB, clientId: number, userId: number) {
  return db.selectFrom('memberships').select(['invoices', 'reports']).where('clientId', '=', clientId).where('userId', '=', userId).executeTakeFirst();
}

export async function mailboxOf(db: DB, userId: number) {
  return db.selectFrom('users').select(['email', 'firstname']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function addressOfClient(db: DB, clientId: number, addressId: number) {
  return db.selectFrom('addresses').selectAll().where('id', '=', addressId).where('clientId', '=', clientId).executeTakeFirst();
}

export async function faxNumberOfClient(db: DB, clientId: number, faxId: number) {
  return (await db.selectFrom('faxes').select('number').where('id', '=', faxId).where('clientId', '=', clientId).executeTakeFirst())?.number;
}

/** A notice sent again comes back as unread. */
export async function markNoticeUnread(db: DB, userId: number, eventKey: string) {
  await db.updateTable('delivery_notices').set({ readAt: null }).where('userId', '=', userId).where('eventKey', '=', eventKey).execute();
}

/** A digest copy sent again goes at once, as a link. */
export async function undigest(db: DB, id: number) {
  await db.updateTable('deliveries').set({ mode: 'link' }).where('id', '=', id).where('mode', '=', 'digest').execute();
}

/** The clients the user is a member of, by name. */
export async function memberClients(db: DB, userId: number) {
  return db.selectFrom('memberships as m').innerJoin('clients as c', 'c.id', 'm.clientId').select(['c.id', 'c.code', 'c.name']).where('m.userId', '=', userId).orderBy('c.name').execute();
}
