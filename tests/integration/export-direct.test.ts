/**
 * The results CSV at once when small: asked `direct`, an export of up to 5,000 rows is the CSV
 * itself (streamed, counted as one of the day's exports, nothing mailed); from 5,001 rows it is
 * e-mailed as before. Rows are copied in the database to reach the boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { DIRECT_CSV_MAX_ROWS } from '../../contract/exports.ts';

let p: TestProvider;
let A: number;
let token: string;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  token = await p.tokenFor('owner@example.com');
}, 120_000);
afterAll(() => closeProvider(p));

/** Copies `n` of the client's results (new ids), so the history grows by exactly n rows. */
async function addResults(n: number) {
  const source = await p.db.selectFrom('results').selectAll().where('clientId', '=', A).orderBy('id').limit(n).execute();
  expect(source.length).toBe(n);
  for (let i = 0; i < source.length; i += 200) {
    await p.db.insertInto('results').values(source.slice(i, i + 200).map(({ id, ...r }) => (void id, r))).execute();
  }
}

const exportResults = (query = '') => p.app.request(`/clients/${A}/results/export.json?direct=1${query}`, { headers: { authorization: `Bearer ${token}` } });
const total = async () => (await p.db.selectFrom('results').select((eb) => eb.fn.countAll<number>().as('n')).where('clientId', '=', A).executeTakeFirstOrThrow()).n;

describe('the results export, direct when small', () => {
  it('streams the CSV itself at exactly 5,000 rows, and e-mails it from 5,001', async () => {
    const before = Number(await total());
    expect(before).toBeLessThan(DIRECT_CSV_MAX_ROWS);
    await addResults(DIRECT_CSV_MAX_ROWS - before);
    expect(Number(await total())).toBe(DIRECT_CSV_MAX_ROWS);
    const mailsBefore = p.outbox().length;

    const direct = await exportResults(`&length=${DIRECT_CSV_MAX_ROWS}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(direct.headers.get('content-disposition')).toBe('attachment; filename="C10234-results-2026-11-21.csv"');
    const bytes = Buffer.from(await direct.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Group,Sample ID,/);
    expect(lines).toHaveLength(1 + DIRECT_CSV_MAX_ROWS);
    expect(p.outbox().length).toBe(mailsBefore);
    // a direct download is one of the day's exports, and leaves nothing in flight
    const runs = await p.db.selectFrom('export_runs').select(['outcome', 'rows']).orderBy('id', 'desc').execute();
    expect(runs[0]).toMatchObject({ outcome: 'sent', rows: DIRECT_CSV_MAX_ROWS });

    await addResults(1);
    const mailed = await exportResults(`&length=${DIRECT_CSV_MAX_ROWS + 1}`);
    expect(mailed.status).toBe(200);
    expect(await mailed.json()).toMatchObject({ success: true, message: 'sent-to-mail-success', rows: DIRECT_CSV_MAX_ROWS + 1 });
    const mail = p.outbox().slice(mailsBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('5001 rows');
  }, 120_000);

  it('without direct, a small export is e-mailed as before', async () => {
    const r = await p.app.request(`/clients/${A}/batches/export.json?batch_id=${(await p.db.selectFrom('batches').select('id').where('clientId', '=', A).where('status', '=', 'Completed').executeTakeFirstOrThrow()).id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    expect((await r.json()).message).toBe('sent-to-mail-success');
  });
});
