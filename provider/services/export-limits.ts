/**
 * The export limits (contract/exports.ts), kept in the database so every node sharing it sees
 * the same: a run is a row of `export_runs`; the row stays unfinished (finishedAt null) while the
 * export runs, and a partial unique index allows one such row per user, so two requests racing
 * on two nodes cannot both start. The daily count is taken while holding that marker, so it is
 * exact. A marker older than `staleAfterMs` (a crash mid-export) is closed as abandoned by the
 * next request.
 *
 * The request begins the run (routes/exports.ts `exportLimits` around the handler) and queues
 * the export as a durable job; the job (services/results-export.ts) finishes the run when the
 * mail is out or its last attempt failed, so the limits hold whichever node does the work.
 */
import { EXPORT_LIMITS, EXPORT_REFUSAL } from '../../contract/exports.ts';
import type { DB } from '../db/connect.ts';
import { fail } from '../http.ts';
import type { Clock } from '../../lib/clock.ts';
import { labDayStart, labToday } from '../../contract/lab-time.ts';

/** Starts a run for the user or refuses (429): one in flight, `perDay` per Pacific day. Answers the run's id. */
export async function beginExport(db: DB, clock: Clock, run: { userId: number; clientId: number; kind: string }): Promise<number> {
  const now = clock.now();
  const stale = new Date(now.getTime() - EXPORT_LIMITS.staleAfterMs).toISOString();
  await db
    .updateTable('export_runs')
    .set({ finishedAt: now.toISOString(), outcome: 'abandoned' })
    .where('userId', '=', run.userId)
    .where('finishedAt', 'is', null)
    .where('startedAt', '<', stale)
    .execute();
  const row = await db
    .insertInto('export_runs')
    .values({ ...run, startedAt: now.toISOString(), finishedAt: null, outcome: null, rows: null, bytes: null })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) fail(429, EXPORT_REFUSAL.inFlight);
  const id = Number(row.id);
  const since = labDayStart(labToday(now));
  const today = await db
    .selectFrom('export_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', run.userId)
    .where('startedAt', '>=', since)
    .executeTakeFirstOrThrow();
  if (Number(today.n) > EXPORT_LIMITS.perDay) {
    await db.deleteFrom('export_runs').where('id', '=', id).execute();
    fail(429, EXPORT_REFUSAL.dailyLimit);
  }
  return id;
}

/** Closes a run: sent (with what it sent) or failed. */
export async function finishExport(db: DB, clock: Clock, id: number, outcome: 'sent' | 'failed', done?: { rows: number; bytes: number }) {
  await db
    .updateTable('export_runs')
    .set({ finishedAt: clock.now().toISOString(), outcome, rows: done?.rows ?? null, bytes: done?.bytes ?? null })
    .where('id', '=', id)
    .execute();
}

/** Forgets a run that did no work (the export was refused for its own reasons): it does not count. */
export async function forgetExport(db: DB, id: number) {
  await db.deleteFrom('export_runs').where('id', '=', id).execute();
}
