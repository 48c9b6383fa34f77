/**
 * Supplies: the catalogue in its display order and the supply orders of a client.
 * Plain functions taking the database first.
 */
import type { DB } from '../db/connect.ts';
import type { Supply } from '../../contract/supplies.ts';

/** The catalogue in its display order. */
export async function listSupplies(db: DB): Promise<Supply[]> {
  return db.selectFrom('supplies').select(['key', 'name', 'subheading', 'description', 'packSize', 'maxPerOrder']).orderBy('position').orderBy('key').execute();
}

/** One order of the client: its id, when it was placed and the request as stored, or null. */
export async function findSupplyRequest(db: DB, clientId: number, id: number) {
  const row = await db.selectFrom('supply_requests').select(['id', 'request', 'createdAt']).where('clientId', '=', clientId).where('id', '=', id).executeTakeFirst();
  return row ? { id: Number(row.id), createdAt: row.createdAt, request: JSON.parse(row.request) as unknown } : null;
}

/** Stores an order (the request as JSON); answers its id. */
export async function insertSupplyRequest(db: DB, clientId: number, userId: number, request: object): Promise<number> {
  const row = await db.insertInto('supply_requests').values({ clientId, userId, request: JSON.stringify(request) }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
