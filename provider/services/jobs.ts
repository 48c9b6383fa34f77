/**
 * Durable background jobs: work that must survive a restart and be done once
 * with several nodes running (e-mailed exports, …). One interface, two runners:
 *
 * - `createPgBossJobs`: pg-boss 10.4 on PostgreSQL (its own tables in the `pgboss` schema).
 * - `createTableJobs`: a small runner over the `jobs` table (migration 2026-11-25-jobs-durable-jobs),
 *   used on SQLite, and by the tests on both engines (`drain()` runs what is due, synchronously).
 *   A node claims a job with one atomic UPDATE (queued and due, or active with an expired lease →
 *   active, with a lease of `leaseMs`); a job is retried with exponential back-off
 *   (retryDelayMs · 2^(attempt-1)) up to `maxAttempts`, then marked failed.
 *
 * A handler's work should be idempotent where it can: a node that dies mid-job leaves the job to
 * be taken again when its lease runs out (pg-boss: when it expires).
 *
 * `onFailed` runs once, after the last attempt failed (e.g. to release an export's marker).
 */
import { type Selectable, sql } from 'kysely';
import type { JobsTable } from '../db/types.ts';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/connect.ts';
import type { Logger } from '../../lib/log.ts';

export interface JobOptions {
  /** attempts in all (default 3) */
  maxAttempts?: number;
  /** the first retry's delay; each next one doubles (default 30 s) */
  retryDelayMs?: number;
  /** not before this long from now (default: at once) */
  delayMs?: number;
}

export interface WorkOptions<P> {
  /** after the last attempt failed */
  onFailed?: (payload: P, error: unknown) => Promise<void>;
}

export interface Jobs {
  enqueue(name: string, payload: object, opts?: JobOptions): Promise<void>;
  /** registers the handler of a job name (before `start`) */
  work<P = any>(name: string, handler: (payload: P) => Promise<void>, opts?: WorkOptions<P>): void;
  start(): Promise<void>;
  /** stops taking jobs and waits for the ones running */
  stop(): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_RETRY_DELAY_MS = 30_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

// ─── the table runner ─────────────────────────────────────────────────────────────

export interface TableJobs extends Jobs {
  /** runs every job due now, one after another, until none is left (tests) */
  drain(): Promise<number>;
}

export function createTableJobs(opts: {
  db: DB;
  log: Logger;
  /** the time jobs are due by (tests pass their clock) */
  now?: () => Date;
  pollMs?: number;
  leaseMs?: number;
}): TableJobs {
  const { db, log } = opts;
  const now = opts.now ?? (() => new Date());
  const pollMs = opts.pollMs ?? 500;
  const leaseMs = opts.leaseMs ?? 10 * 60_000;
  const handlers = new Map<string, { run: (payload: any) => Promise<void>; onFailed?: (payload: any, error: unknown) => Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  /** Claims one due job (atomically: the UPDATE re-checks the state, so two nodes never both win). */
  async function claim(): Promise<Selectable<JobsTable> | undefined> {
    const names = [...handlers.keys()];
    if (!names.length) return undefined;
    const at = now().toISOString();
    const takeable = (eb: any) =>
      eb.or([eb.and([eb('state', '=', 'queued'), eb('runAt', '<=', at)]), eb.and([eb('state', '=', 'active'), eb('lockedUntil', '<', at)])]);
    // A read first, so an idle poll takes no write lock (SQLite); then the claim, which re-checks.
    const next = await db.selectFrom('jobs').select('id').where('name', 'in', names).where(takeable).orderBy('runAt').orderBy('id').limit(1).executeTakeFirst();
    if (!next) return undefined;
    const claimed = await db
      .updateTable('jobs')
      .set({ state: 'active', attempts: sql`attempts + 1`, lockedUntil: new Date(now().getTime() + leaseMs).toISOString() })
      .where('id', '=', next.id)
      .where(takeable)
      .returningAll()
      .executeTakeFirst();
    // Another node claimed it in between: look again (there may be more due).
    return claimed ?? (await claim());
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.name)!;
    const { __retry, ...payload } = JSON.parse(job.payload) as { __retry?: { retryDelayMs: number } };
    try {
      await handler.run(payload);
      await db.updateTable('jobs').set({ state: 'done', finishedAt: now().toISOString(), lockedUntil: null }).where('id', '=', job.id).execute();
    } catch (error) {
      const attempts = Number(job.attempts);
      const last = attempts >= job.maxAttempts;
      log.warn('job failed', { job: job.name, id: job.id, attempt: attempts, last, error: message(error) });
      const retryDelayMs = __retry?.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
      await db
        .updateTable('jobs')
        .set(
          last
            ? { state: 'failed', finishedAt: now().toISOString(), lockedUntil: null, lastError: message(error) }
            : { state: 'queued', lockedUntil: null, lastError: message(error), runAt: new Date(now().getTime() + retryDelayMs * 2 ** (attempts - 1)).toISOString() },
        )
        .where('id', '=', job.id)
        .execute();
      if (last) await handler.onFailed?.(payload, error).catch((e) => log.error('job onFailed failed', { job: job.name, error: message(e) }));
    }
    return true;
  }

  async function drain() {
    let n = 0;
    while (await runOne()) n++;
    return n;
  }

  function poll() {
    if (stopped) return;
    running = drain()
      .catch((error) => log.error('job runner failed', { error: message(error) }))
      .finally(() => {
        if (!stopped) timer = setTimeout(poll, pollMs);
      });
  }

  return {
    async enqueue(name, payload, o = {}) {
      const at = now().toISOString();
      const runAt = o.delayMs ? new Date(now().getTime() + o.delayMs).toISOString() : at;
      await db
        .insertInto('jobs')
        .values({
          name,
          payload: JSON.stringify({ ...payload, __retry: { retryDelayMs: o.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS } }),
          state: 'queued',
          maxAttempts: o.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          runAt,
          createdAt: at,
        })
        .execute();
    },
    work(name, run, o = {}) {
      handlers.set(name, { run, onFailed: o.onFailed });
    },
    async start() {
      stopped = false;
      poll();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    drain,
  };
}

// ─── pg-boss ──────────────────────────────────────────────────────────────────────

export function createPgBossJobs(opts: { connectionString: string; log: Logger }): Jobs {
  // pg-boss is loaded when the runner is first used, never on SQLite (~18 MB of the
  // process's memory for a module a SQLite node does not run).
  let loaded: Promise<PgBoss> | undefined;
  const bossOf = () =>
    (loaded ??= import('pg-boss').then(({ default: PgBossClass }) => {
      const boss = new PgBossClass({ connectionString: opts.connectionString, max: 4 });
      boss.on('error', (error) => opts.log.error('pg-boss error', { error: message(error) }));
      return boss;
    }));
  const handlers: [string, (payload: any) => Promise<void>, WorkOptions<any>][] = [];
  const queues = new Set<string>();
  let started: Promise<void> | undefined;

  async function queue(name: string) {
    if (queues.has(name)) return;
    await (await bossOf()).createQueue(name);
    queues.add(name);
  }

  return {
    async enqueue(name, payload, o = {}) {
      await started;
      await queue(name);
      await (await bossOf()).send(name, payload, {
        retryLimit: (o.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1,
        retryDelay: Math.max(1, Math.round((o.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) / 1000)),
        retryBackoff: true,
        expireInSeconds: 10 * 60,
        ...(o.delayMs ? { startAfter: Math.max(1, Math.round(o.delayMs / 1000)) } : {}),
      });
    },
    work(name, run, o = {}) {
      handlers.push([name, run, o]);
    },
    start() {
      started ??= (async () => {
        const boss = await bossOf();
        await boss.start();
        for (const [name, run, o] of handlers) {
          await queue(name);
          await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
            try {
              await run(job.data);
            } catch (error) {
              opts.log.warn('job failed', { job: name, id: job.id, attempt: job.retryCount + 1, last: job.retryCount >= job.retryLimit, error: message(error) });
              if (job.retryCount >= job.retryLimit) await o.onFailed?.(job.data, error).catch((e) => opts.log.error('job onFailed failed', { job: name, error: message(e) }));
              throw error;
            }
          });
        }
      })();
      return started;
    },
    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await (await bossOf()).stop({ graceful: true, wait: true, timeout: 8000 });
    },
  };
}
