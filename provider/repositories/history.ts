/**
 * The client's change history: one row per change of members, roles, primary
 * contacts, addresses, mailed copies and faxes: who, when, what before and after. Insert and read
 * only; nothing in the portal edits or deletes a row.
 */
import type { DB } from '../db/connect.ts';
import type { ClientChangesTable } from '../db/types.ts';
import type { ChangeKind, ClientChange } from '../../contract/team.ts';

type Tx = DB;

export interface ChangeEntry {
  clientId: number;
  actor: { id: number; email: string };
  kind: ClientChangesTable['kind'];
  action: ClientChangesTable['action'];
  subject: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: string;
}

export async function recordChange(db: Tx, e: ChangeEntry): Promise<void> {
  await db
    .insertInto('client_changes')
    .values({
      clientId: e.clientId, userId: e.actor.id, actorEmail: e.actor.email, kind: e.kind, action: e.action, subject: e.subject,
      before: e.before ? JSON.stringify(e.before) : null, after: e.after ? JSON.stringify(e.after) : null, createdAt: e.at,
    })
    .execute();
}

/** Only the fields that differ between two snapshots (so an entry says what changed, not everything). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined || after[key] === before[key]) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

function toChange(r: { id: number; createdAt: string; actorEmail: string; kind: string; action: string; subject: string; before: string | null; after: string | null }): ClientChange {
  return {
    id: r.id, createdAt: r.createdAt, actorEmail: r.actorEmail, kind: r.kind as ChangeKind, action: r.action as ClientChange['action'], subject: r.subject,
    before: r.before ? JSON.parse(r.before) : null, after: r.after ? JSON.parse(r.after) : null,
  };
}

/** Newest first, optionally one kind; `limit` null reads them all (the CSV export). */
export async function listChanges(db: DB, clientId: number, opts: { kind?: ChangeKind; limit: number | null; offset?: number }) {
  let base = db.selectFrom('client_changes').where('clientId', '=', clientId);
  if (opts.kind) base = base.where('kind', '=', opts.kind);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let q = base.select(['id', 'createdAt', 'actorEmail', 'kind', 'action', 'subject', 'before', 'after']).orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (opts.limit !== null) q = q.limit(opts.limit).offset(opts.offset ?? 0);
  const rows = await q.execute();
  return { total: Number(n), data: rows.map(toChange) };
}
