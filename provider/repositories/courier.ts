/**
 * Courier requests: a client's requests (newest first, paged or all), one request,
 * and a new one, which a repeated form (its idempotency key) does not store twice. Plain
 * functions taking the database first.
 */
import type { Selectable } from 'kysely';
import type { CourierRequest } from '../../contract/courier.ts';
import type { DB } from '../db/connect.ts';
import type { CourierRequestsTable } from '../db/types.ts';

const COLUMNS = ['id', 'clientId', 'addressId', 'address', 'phoneNumber', 'instructions', 'status', 'createdAt', 'updatedAt'] as const;
type Row = Pick<Selectable<CourierRequestsTable>, (typeof COLUMNS)[number]>;

function toCourierRequest(r: Row): CourierRequest {
  return {
    id: r.id, clientId: r.clientId, addressId: r.addressId, address: r.address, phoneNumber: r.phoneNumber,
    instructions: r.instructions, status: r.status, createdAt: r.createdAt, updatedAt: r.updatedAt,
  };
}

function newestFirst(db: DB, clientId: number) {
  return db.selectFrom('courier_requests').select(COLUMNS).where('clientId', '=', clientId).orderBy('createdAt', 'desc').orderBy('id', 'desc');
}

/** One page of the client's requests, newest first, and how many it has in all. */
export async function courierRequestPage(db: DB, clientId: number, page: { limit: number; offset: number }): Promise<{ rows: CourierRequest[]; total: number }> {
  const [count, rows] = await Promise.all([
    db.selectFrom('courier_requests').where('clientId', '=', clientId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    newestFirst(db, clientId).limit(page.limit).offset(page.offset).execute(),
  ]);
  return { rows: rows.map(toCourierRequest), total: count.n };
}

/** Every request of the client, newest first (the CSV export). */
export async function allCourierRequests(db: DB, clientId: number): Promise<CourierRequest[]> {
  return (await newestFirst(db, clientId).execute()).map(toCourierRequest);
}

export async function findCourierRequest(db: DB, clientId: number, id: number): Promise<CourierRequest | null> {
  const row = await db.selectFrom('courier_requests').select(COLUMNS).where('clientId', '=', clientId).where('id', '=', id).executeTakeFirst();
  return row ? toCourierRequest(row) : null;
}

/**
 * Stores a pending request. The same form posted again: the unique
 * idempotency key lets one insert win, even on two nodes at once; the others answer the first
 * request (`created: false`) with the user who sent it.
 */
export async function insertCourierRequest(
  db: DB,
  values: { clientId: number; userId: number; addressId: number; address: string; phoneNumber: string; instructions: string | null; idempotencyKey: string | null },
  now: string,
): Promise<{ created: true; request: CourierRequest } | { created: false; request: CourierRequest; userId: number | null }> {
  const row = await db
    .insertInto('courier_requests')
    .values({ ...values, status: 'pending', createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  if (row) return { created: true, request: toCourierRequest(row) };
  const first = await db.selectFrom('courier_requests').select([...COLUMNS, 'userId']).where('idempotencyKey', '=', values.idempotencyKey!).executeTakeFirstOrThrow();
  return { created: false, request: toCourierRequest(first), userId: first.userId };
}
