/**
 * The e-mailed results export walks the history in its job (repositories/results.ts
 * resultIdChunks): the request queues the filter and the newest result id, not a list of ids; the
 * walk, a chunk at a time, gives the same rows in the same order as the list did, the filter's
 * and only those that existed when the export was asked for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestResultIds, newestResultId, resultIdChunks } from '../../provider/repositories/results.ts';
import { writeResultsCsv } from '../../provider/services/results-export.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
let A: number;
let token: string;
let dir: string;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z', autoDrain: false });
  A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  token = await p.tokenFor('full@example.com');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-walk-'));
}, 120_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await closeProvider(p);
});

async function walked(filter: Parameters<typeof latestResultIds>[2], maxId: number, chunk: number): Promise<number[]> {
  const ids: number[] = [];
  for await (const part of resultIdChunks(p.db, A, filter, maxId, chunk)) {
    expect(part.length).toBeLessThanOrEqual(chunk);
    ids.push(...part);
  }
  return ids;
}

describe('the results export walks the history', () => {
  const filters = [{}, { startDate: '2026-01-01', endDate: '2026-11-21' }, { searchPhrase: 'chardonnay' }, { searchPhrase: 'ph' }];
  it.each(filters)('gives the rows of the list, in its order, a chunk at a time (%o)', async (filter) => {
    const list = await latestResultIds(p.db, A, filter, 1_000_000);
    expect(list.length).toBeGreaterThan(0);
    // a chunk size that does not divide the count, so the walk crosses rows logged at the same time
    expect(await walked(filter, await newestResultId(p.db), 997)).toEqual(list);
  });

  it('leaves out the results logged after the export was asked for', async () => {
    const list = await latestResultIds(p.db, A, {}, 1_000_000);
    const bound = [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    expect(await walked({}, bound, 1000)).toEqual(list.filter((id) => id <= bound));
  });

  it('writes the same CSV from the walk as from the list', async () => {
    const filter = { startDate: '2025-06-01', endDate: '2026-11-21' };
    const list = await latestResultIds(p.db, A, filter, 1_000_000);
    const fromList = await writeResultsCsv(p.db, list, path.join(dir, 'list.csv'));
    const fromWalk = await writeResultsCsv(p.db, resultIdChunks(p.db, A, filter, await newestResultId(p.db), 500), path.join(dir, 'walk.csv'));
    expect(fromWalk).toEqual(fromList);
    expect(fs.readFileSync(path.join(dir, 'walk.csv')).equals(fs.readFileSync(path.join(dir, 'list.csv')))).toBe(true);
  });

  it('queues the filter and the bound, not the ids, and mails every row', async () => {
    const r = await p.call('GET', `/clients/${A}/results/export.json`, { token });
    expect(r.status).toBe(200);
    const total = (await latestResultIds(p.db, A, {}, 1_000_000)).length;
    expect(r.json.rows).toBe(total);
    const job = await p.db.selectFrom('jobs').select('payload').where('name', '=', 'results-export').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const payload = JSON.parse(job.payload);
    expect(payload.ids).toBeUndefined();
    expect(payload.history).toEqual({ filter: {}, maxId: await newestResultId(p.db) });
    expect(job.payload.length).toBeLessThan(500);
    await p.jobs.drain();
    const mail = p.outbox().filter((m) => JSON.stringify(m.to).includes('full@example.com')).at(-1)!;
    expect(mail.text ?? mail.html ?? '').toContain(`(${total} rows)`);
  });
});
