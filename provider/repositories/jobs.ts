/**
 * The `jobs` table of the table runner (services/jobs.ts createTableJobs): claimed with one
 * atomic UPDATE that re-checks the job is takeable (queued and due, or active with an expired
 * lease), so two nodes never both win; closed as done, requeued for a retry, or failed. Plain
 * functions taking the database first.
 */
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { JobsTable } from '../db/types.ts';

export type JobRow = Selectable<JobsTable>;

const takeable = (at: string) => (eb: any) =>
  eb.or([eb.and([eb('state', '=', 'queued'), eb('runAt', '<=', at)]), eb.and([eb('state', '=', 'active'), eb('lockedUntil', '<', at)])]);

/** The id of the next takeable job of `names` at `at` (a read, so an idle poll takes no write lock on SQLite). */
export async function nextTakeableJob(db: DB, names: string[], at: string): Promise<number | undefined> {
  const row = await db.selectFrom('jobs').select('id').where('name', 'in', names).where(takeable(at)).orderBy('runAt').orderBy('id').limit(1).executeTakeFirst();
  return row?.id;
}

/** Claims the job if it is still takeable at `at`: active, one more attempt, leased until `lockedUntil`. */
export async function claimJob(db: DB, id: number, at: string, lockedUntil: string): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({ state: 'active', attempts: sql`attempts + 1`, lockedUntil })
    .where('id', '=', id)
    .where(takeable(at))
    .returningAll()
    .executeTakeFirst();
}

export async function jobDone(db: DB, id: number, now: string): Promise<void> {
  await db.updateTable('jobs').set({ state: 'done', finishedAt: now, lockedUntil: null }).where('id', '=', id).execute();
}

/** After a failed attempt: failed for good (`retryAt` null) or queued again for `retryAt`. */
export async function jobAttemptFailed(db: DB, id: number, error: string, now: string, retryAt: string | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set(retryAt === null ? { state: 'failed', finishedAt: now, lockedUntil: null, lastError: error } : { state: 'queued', lockedUntil: null, lastError: error, runAt: retryAt })
    .where('id', '=', id)
    .execute();
}

export async function insertJob(db: DB, job: Insertable<JobsTable>): Promise<void> {
  await db.insertInto('jobs').values(job).execute();
}
