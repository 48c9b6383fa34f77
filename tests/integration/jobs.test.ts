/**
 * The table runner of durable jobs (provider/services/jobs.ts), on the test's
 * engine (SQLite, or PostgreSQL with TEST_DATABASE=postgres); on PostgreSQL also the pg-boss
 * runner (restart, retries, the final failure), which tests/integration/two-nodes-pg.test.ts runs
 * with two server processes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPgBossJobs, createTableJobs } from '../../provider/services/jobs.ts';
import { fixedClock } from '../../lib/clock.ts';
import { memoryLogger } from '../../lib/log.ts';
import { type TestDatabase, onPostgres, testDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await testDatabase({});
});
afterEach(async () => {
  await database.close();
});

describe('the jobs table runner', () => {
  it('two runners on one database do a job once', async () => {
    const clock = fixedClock('2026-11-25T10:00:00Z');
    const done: string[] = [];
    const runners = ['a', 'b'].map((node) => {
      const jobs = createTableJobs({ db: database.db, log: memoryLogger(), now: () => clock.now() });
      jobs.work<{ n: number }>('count', async ({ n }) => {
        await new Promise((r) => setTimeout(r, 5));
        done.push(`${node}:${n}`);
      });
      return jobs;
    });
    for (let n = 0; n < 20; n++) await runners[n % 2].enqueue('count', { n });
    const [a, b] = await Promise.all(runners.map((r) => r.drain()));
    expect(a + b).toBe(20);
    expect(done.map((d) => Number(d.split(':')[1])).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    const states = await database.db.selectFrom('jobs').select('state').execute();
    expect(states.every((s) => s.state === 'done')).toBe(true);
  });

  it('survives a restart: a job queued by one runner is done by a new one; a crashed node’s job is taken again when its lease runs out', async () => {
    const clock = fixedClock('2026-11-25T10:00:00Z');
    const first = createTableJobs({ db: database.db, log: memoryLogger(), now: () => clock.now(), leaseMs: 60_000 });
    await first.enqueue('mail', { to: 'x@example.com' });
    await first.enqueue('mail', { to: 'y@example.com' });
    // the first node takes a job and dies in it: the row stays active with its lease
    await database.db.updateTable('jobs').set({ state: 'active', attempts: 1, lockedUntil: new Date(clock.now().getTime() + 60_000).toISOString() }).where('payload', 'like', '%x@example.com%').execute();
    const sent: string[] = [];
    const second = createTableJobs({ db: database.db, log: memoryLogger(), now: () => clock.now(), leaseMs: 60_000 });
    second.work<{ to: string }>('mail', async ({ to }) => void sent.push(to));
    expect(await second.drain()).toBe(1);
    expect(sent).toEqual(['y@example.com']);
    clock.advance(61_000);
    expect(await second.drain()).toBe(1);
    expect(sent).toEqual(['y@example.com', 'x@example.com']);
  });

  it('does a delayed job only when its time has come (an ACH debit is first looked at later)', async () => {
    const clock = fixedClock('2026-11-25T10:00:00Z');
    const jobs = createTableJobs({ db: database.db, log: memoryLogger(), now: () => clock.now() });
    const seen: string[] = [];
    jobs.work<{ n: string }>('later', async ({ n }) => void seen.push(n));
    await jobs.enqueue('later', { n: 'in a minute' }, { delayMs: 60_000 });
    await jobs.enqueue('later', { n: 'now' });
    expect(await jobs.drain()).toBe(1);
    expect(seen).toEqual(['now']);
    clock.advance(59_000);
    expect(await jobs.drain()).toBe(0);
    clock.advance(1_000);
    expect(await jobs.drain()).toBe(1);
    expect(seen).toEqual(['now', 'in a minute']);
  });

  it('polls when started and stops cleanly, waiting for the job running', async () => {
    const jobs = createTableJobs({ db: database.db, log: memoryLogger(), pollMs: 20 });
    let finished = false;
    jobs.work('slow', async () => {
      await new Promise((r) => setTimeout(r, 150));
      finished = true;
    });
    await jobs.start();
    await jobs.enqueue('slow', {});
    for (let i = 0; i < 100 && !(await database.db.selectFrom('jobs').select('state').where('state', '=', 'active').executeTakeFirst()); i++) await new Promise((r) => setTimeout(r, 10));
    await jobs.stop();
    expect(finished).toBe(true);
    expect((await database.db.selectFrom('jobs').select('state').executeTakeFirstOrThrow()).state).toBe('done');
  });
});

describe.skipIf(!onPostgres)('the pg-boss runner', () => {
  const until = async (ok: () => boolean, ms = 15_000) => {
    for (const end = Date.now() + ms; !ok() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 100));
  };

  it('survives a restart: a job queued before a stop is done by the runner started after it', async () => {
    const first = createPgBossJobs({ connectionString: database.url, log: memoryLogger() });
    await first.start();
    await first.enqueue('restart', { n: 1 });
    await first.stop();
    const done: number[] = [];
    const second = createPgBossJobs({ connectionString: database.url, log: memoryLogger() });
    second.work<{ n: number }>('restart', async ({ n }) => void done.push(n));
    await second.start();
    try {
      await until(() => done.length > 0);
      expect(done).toEqual([1]);
    } finally {
      await second.stop();
    }
  }, 30_000);

  it('retries a failing job, then runs its onFailed once', async () => {
    const jobs = createPgBossJobs({ connectionString: database.url, log: memoryLogger() });
    let attempts = 0;
    const failed: unknown[] = [];
    jobs.work('flaky', async () => {
      attempts++;
      throw new Error('down');
    }, { onFailed: async (payload) => void failed.push(payload) });
    await jobs.start();
    try {
      await jobs.enqueue('flaky', { id: 7 }, { maxAttempts: 2, retryDelayMs: 1000 });
      await until(() => failed.length > 0, 20_000);
      expect(attempts).toBe(2);
      expect(failed).toEqual([{ id: 7 }]);
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
