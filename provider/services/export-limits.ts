/**
 * The export limits (contract/exports.ts), kept in the database so every node sharing it sees
 * the same: a run is a row of `export_runs`; the row stays unfinished (finishedAt null) while the
 * export runs, and a partial unique index allows one such row per user, so two requests racing
 * on two nodes cannot both start. The daily count is taken while holding that marker, so it is
 * exact. A marker older than `staleAfterMs` (a crash mid-export) is closed as abandoned by the
 * next request.
 *
 * The export still runs inside the request (durable jobs are a later issue: the job queue will
 * take `withExportRun`'s work over, keeping these rows as its record).
 */
import { HTTPException } from 'hono/http-exception';
import { DateTime } from 'luxon';
import { EXPORT_LIMITS, EXPORT_REFUSAL } from '../contract/exports.ts';
import type { DB } from '../db/connect.ts';
import { fail } from '../http.ts';
import type { Clock } from './clock.ts';

const LAB_ZONE = 'America/Los_Angeles';

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
  const since = DateTime.fromJSDate(now).setZone(LAB_ZONE).startOf('day').toUTC().toISO()!;
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

async function finish(db: DB, clock: Clock, id: number, outcome: string, done?: { rows: number; bytes: number }) {
  await db
    .updateTable('export_runs')
    .set({ finishedAt: clock.now().toISOString(), outcome, rows: done?.rows ?? null, bytes: done?.bytes ?? null })
    .where('id', '=', id)
    .execute();
}

/**
 * Runs an export under the limits. A refusal inside the work (4xx: not available, not yours)
 * did nothing, so its run is forgotten and does not count; a failure (5xx) counts as failed.
 */
export async function withExportRun<T extends { rows: number; bytes: number }>(
  db: DB,
  clock: Clock,
  run: { userId: number; clientId: number; kind: string },
  work: () => Promise<T>,
): Promise<T> {
  const id = await beginExport(db, clock, run);
  try {
    const done = await work();
    await finish(db, clock, id, 'sent', done);
    return done;
  } catch (error) {
    if (error instanceof HTTPException && error.status < 500) await db.deleteFrom('export_runs').where('id', '=', id).execute();
    else await finish(db, clock, id, 'failed');
    throw error;
  }
}
