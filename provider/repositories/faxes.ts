/**
 * A client's fax numbers: list, find, insert, update, delete. Plain functions taking the
 * database (or a transaction) first; numbers arrive in E.164 (contract/faxes.ts).
 */
import type { Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { FaxesTable } from '../db/types.ts';
import type { ClientFax } from '../../contract/faxes.ts';

type Row = Selectable<FaxesTable>;
export interface FaxInput {
  number: string;
  label: string | null;
  invoices: boolean;
  reports: boolean;
}

const toFax = (r: Row): ClientFax & { clientId: number } => ({ id: r.id, clientId: r.clientId, number: r.number, label: r.label, invoices: !!r.invoices, reports: !!r.reports });
const flags = (f: FaxInput) => ({ number: f.number, label: f.label, invoices: f.invoices ? 1 : 0, reports: f.reports ? 1 : 0 });

/** By label, then number. */
export async function listFaxes(db: DB, clientId: number): Promise<ClientFax[]> {
  const rows = await db.selectFrom('faxes').selectAll().where('clientId', '=', clientId).orderBy('label').orderBy('number').orderBy('id').execute();
  return rows.map(toFax).map(({ clientId: _, ...f }) => f);
}

export async function findFax(db: DB, id: number) {
  const row = await db.selectFrom('faxes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toFax(row) : undefined;
}

/** Whether the client already lists this number (another row than `exceptId`). */
export async function faxListed(db: DB, clientId: number, number: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('faxes').select('id').where('clientId', '=', clientId).where('number', '=', number);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return !!(await q.executeTakeFirst());
}

export async function insertFax(db: DB, clientId: number, f: FaxInput, now: string) {
  const row = await db.insertInto('faxes').values({ clientId, ...flags(f), createdAt: now, updatedAt: now }).returningAll().executeTakeFirstOrThrow();
  return toFax(row);
}

export async function updateFax(db: DB, clientId: number, id: number, f: FaxInput, now: string) {
  await db.updateTable('faxes').set({ ...flags(f), updatedAt: now }).where('id', '=', id).where('clientId', '=', clientId).execute();
}

export async function deleteFax(db: DB, clientId: number, id: number) {
  await db.deleteFrom('faxes').where('id', '=', id).where('clientId', '=', clientId).execute();
}
