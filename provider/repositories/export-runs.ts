/**
 * Runs of the results export (`export_runs`): the in-flight marker of a user (a partial unique
 * index allows one unfinished row per user), the day's count, the run's outcome. Plain functions
 * taking the database first.
 */
import type { DB } from '../db/connect.ts';

/** Closes the user's unfinished runs started before `staleBefore` as abandoned (a crash mid-export). */
export async function abandonStaleRuns(db: DB, userId: number, staleBefore: string, now: string): Promise<void> {
  await db.updateTable('export_runs').set({ finishedAt: now, outcome: 'abandoned' }).where('userId', '=', userId).where('finishedAt', 'is', null).where('startedAt', '<', staleBefore).execute();
}

/** Opens a run, the user's in-flight marker: its id, or null when the user already has one. */
export async function insertRun(db: DB, run: { userId: number; clientId: number; kind: string }, now: string): Promise<number | null> {
  const row = await db
    .insertInto('export_runs')
    .values({ ...run, startedAt: now, finishedAt: null, outcome: null, rows: null, bytes: null })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** How many runs the user started since `since`. */
export async function runsSince(db: DB, userId: number, since: string): Promise<number> {
  const row = await db.selectFrom('export_runs').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).where('startedAt', '>=', since).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function closeRun(db: DB, id: number, outcome: 'sent' | 'failed', now: string, done?: { rows: number; bytes: number }): Promise<void> {
  await db.updateTable('export_runs').set({ finishedAt: now, outcome, rows: done?.rows ?? null, bytes: done?.bytes ?? null }).where('id', '=', id).execute();
}

export async function deleteRun(db: DB, id: number): Promise<void> {
  await db.deleteFrom('export_runs').where('id', '=', id).execute();
}
