/**
 * The e-mailed results export is built and sent by a job, after the request that asked for it.
 * The access rule of the results calls is checked again when the job runs: an export asked for
 * just before the client went on credit hold, or before the user left the client, is not mailed
 * (the run is closed as failed, so the user's in-flight marker is released).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

const RANGE = 'startDate=2026-10-01&endDate=2026-11-21';

describe('the results export job', () => {
  let p: TestProvider;
  let A: number;
  let token: string;
  beforeEach(async () => {
    p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z', autoDrain: false });
    A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    token = await p.tokenFor('full@example.com');
  }, 120_000);
  afterEach(() => closeProvider(p));

  const mailsToFull = () => p.outbox().filter((m) => JSON.stringify(m.to).includes('full@example.com')).length;
  const lastRun = () => p.db.selectFrom('export_runs').select(['outcome', 'finishedAt']).orderBy('id', 'desc').executeTakeFirstOrThrow();

  async function queue() {
    const r = await p.call('GET', `/clients/${A}/results/export.json?${RANGE}`, { token });
    expect(r.status).toBe(200);
    expect(mailsToFull()).toBe(0);
  }

  it('mails the export when nothing changed in between', async () => {
    await queue();
    await p.jobs.drain();
    expect(mailsToFull()).toBe(1);
    expect((await lastRun()).outcome).toBe('sent');
  });

  it('does not mail it once the client is on credit hold', async () => {
    await queue();
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
    await p.jobs.drain();
    expect(mailsToFull()).toBe(0);
    const run = await lastRun();
    expect(run.outcome).toBe('failed');
    expect(run.finishedAt).not.toBeNull();
  });

  it('does not mail it once the user is no member of the client', async () => {
    await queue();
    const user = await p.db.selectFrom('users').select('id').where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    await p.db.deleteFrom('memberships').where('clientId', '=', A).where('userId', '=', user.id).execute();
    await p.jobs.drain();
    expect(mailsToFull()).toBe(0);
    expect((await lastRun()).outcome).toBe('failed');
  });
});
