/**
 * A client's addresses: list, find, insert, update, delete, and the one primary
 * mailing and one primary shipping address per client. Plain functions taking the database (or
 * a transaction) first.
 */
import type { Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { AddressesTable } from '../db/types.ts';
import type { AddressInput, ClientAddress } from '../../contract/addresses.ts';

type Row = Selectable<AddressesTable>;

export function toAddress(r: Row): ClientAddress {
  return {
    id: r.id, clientId: r.clientId, label: r.label, street_1: r.street_1, street_2: r.street_2, city: r.city, state: r.state, country: r.country,
    postalCode: r.postalCode, phone: r.phone, notes: r.notes, primary: !!r.primary, mailing: !!r.mailing, shipping: !!r.shipping, invoices: !!r.invoices,
    reports: !!r.reports, primaryMailing: !!r.primaryMailing, primaryShipping: !!r.primaryShipping, createdAt: r.createdAt, updatedAt: r.updatedAt,
  };
}

/** Primary mailing first, then primary shipping, then the others by label. */
export async function listAddresses(db: DB, clientId: number): Promise<ClientAddress[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('clientId', '=', clientId)
    .orderBy('primaryMailing', 'desc')
    .orderBy('primaryShipping', 'desc')
    .orderBy('primary', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAddress);
}

export async function findAddress(db: DB, id: number): Promise<ClientAddress | null> {
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAddress(row) : null;
}

export async function hasAddresses(db: DB, clientId: number): Promise<boolean> {
  return !!(await db.selectFrom('addresses').select('id').where('clientId', '=', clientId).executeTakeFirst());
}

const b = (v: boolean | undefined) => (v ? 1 : 0);

function columns(input: AddressInput) {
  return {
    label: input.label, street_1: input.street_1, street_2: input.street_2, city: input.city, state: input.state, country: input.country,
    postalCode: input.postalCode, phone: input.phone, notes: input.notes, mailing: b(input.mailing), shipping: b(input.shipping),
    invoices: b(input.invoices), reports: b(input.reports), primaryMailing: b(input.primaryMailing), primaryShipping: b(input.primaryShipping),
    primary: b(input.primaryMailing || input.primaryShipping),
  };
}

/** Makes `id` the client's one primary address of a kind (the others lose that mark, and `primary` when they have none left). */
async function takePrimary(db: DB, clientId: number, id: number, column: 'primaryMailing' | 'primaryShipping', now: string) {
  const others = await db.selectFrom('addresses').select(['id', 'primaryMailing', 'primaryShipping']).where('clientId', '=', clientId).where(column, '=', 1).where('id', '!=', id).execute();
  for (const o of others) {
    const stillPrimary = column === 'primaryMailing' ? o.primaryShipping : o.primaryMailing;
    await db.updateTable('addresses').set({ [column]: 0, primary: stillPrimary ? 1 : 0, updatedAt: now }).where('id', '=', o.id).execute();
  }
}

export async function insertAddress(db: DB, clientId: number, input: AddressInput, now: string): Promise<ClientAddress> {
  const row = await db
    .insertInto('addresses')
    .values({ clientId, ...columns(input), inServiceArea: 0, mostRecent: 0, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (input.primaryMailing) await takePrimary(db, clientId, row.id, 'primaryMailing', now);
  if (input.primaryShipping) await takePrimary(db, clientId, row.id, 'primaryShipping', now);
  return toAddress(row);
}

export async function updateAddress(db: DB, clientId: number, id: number, input: AddressInput, now: string): Promise<void> {
  await db.updateTable('addresses').set({ ...columns(input), updatedAt: now }).where('clientId', '=', clientId).where('id', '=', id).execute();
  if (input.primaryMailing) await takePrimary(db, clientId, id, 'primaryMailing', now);
  if (input.primaryShipping) await takePrimary(db, clientId, id, 'primaryShipping', now);
}

export async function deleteAddress(db: DB, clientId: number, id: number): Promise<void> {
  await db.deleteFrom('addresses').where('clientId', '=', clientId).where('id', '=', id).execute();
}

/**
 * The address to ship supplies to (the order form's prefill): the primary shipping address
 * client settings marks; else another primary one. Null when the client has none.
 */
export async function shippingAddress(db: DB, clientId: number) {
  const row = await db
    .selectFrom('addresses')
    .select(['street_1', 'street_2', 'city', 'state', 'country', 'postalCode', 'phone'])
    .where('clientId', '=', clientId)
    .where('primary', '=', 1)
    .orderBy('primaryShipping', 'desc')
    .orderBy('mailing', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();
  return row ?? null;
}
