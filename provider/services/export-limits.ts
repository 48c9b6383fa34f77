/**
 * The export limits (contract/exports.ts), kept in the database so every node sharing it sees
 * the same: a run is a row of `export_runs`; the row stays unfinished (finishedAt null) while the
 * export runs, and a partial unique index allows one such row per user, so two requests racing
 * on two nodes cannot both start. The daily count is taken while holding that marker, so it is
 * exact. A marker older than `staleAfterMs` (a crash mid-export) is closed as abandoned by the
 * next request.
 *
 * The request opens the run (routes/exports.ts `exportLimits` around the handler) and queues the
 * export job; the job closes the run when the mail went or its last attempt failed
 * (services/results-export.ts).
 */
import { EXPORT_LIMITS, EXPORT_REFUSAL } from '../../contract/exports.ts';
import type { DB } from '../db/connect.ts';
import { refuse } from '../errors.ts';
import { abandonStaleRuns, closeRun, deleteRun, insertRun, runsSince } from '../repositories/export-runs.ts';
import type { Clock } from '../../lib/clock.ts';
import { labDayStart, labToday } from '../../contract/lab-time.ts';

/** Starts a run for the user or refuses (429): one in flight, `perDay` per Pacific day. Answers the run's id. */
export async function beginExport(db: DB, clock: Clock, run: { userId: number; clientId: number; kind: string }): Promise<number> {
  const now = clock.now();
  await abandonStaleRuns(db, run.userId, new Date(now.getTime() - EXPORT_LIMITS.staleAfterMs).toISOString(), now.toISOString());
  const id = await insertRun(db, run, now.toISOString());
  if (id === null) refuse('export-in-flight', EXPORT_REFUSAL.inFlight);
  if ((await runsSince(db, run.userId, labDayStart(labToday(now)))) > EXPORT_LIMITS.perDay) {
    await deleteRun(db, id);
    refuse('export-daily-limit', EXPORT_REFUSAL.dailyLimit);
  }
  return id;
}

/** Closes a run: sent (with what it sent) or failed. */
export async function finishExport(db: DB, clock: Clock, id: number, outcome: 'sent' | 'failed', done?: { rows: number; bytes: number }) {
  await closeRun(db, id, outcome, clock.now().toISOString(), done);
}

/** Forgets a run that did no work (the export was refused for its own reasons): it does not count. */
export async function forgetExport(db: DB, id: number) {
  await deleteRun(db, id);
}
