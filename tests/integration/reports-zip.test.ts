/**
 * Several lab reports at once: GET /clients/{clientId}/reports.zip?batch=…: one ZIP of the lab
 * report PDFs of Completed batches, streamed; the count cap, the results rules (roles, credit
 * hold, other clients) and batches that have no report yet.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';
import { pdfText } from '../helpers/pdf.ts';

let p: TestProvider;
let A: number;
let completed: number[];
let pending: number;
let otherClients: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  const batches = await p.db.selectFrom('batches').select(['id', 'status']).where('clientId', '=', A).orderBy('id', 'desc').execute();
  completed = batches.filter((b) => b.status === 'Completed').map((b) => b.id);
  pending = batches.find((b) => b.status !== 'Completed')!.id;
  otherClients = (await p.db.selectFrom('batches').select('id').where('clientId', '!=', A).where('status', '=', 'Completed').executeTakeFirstOrThrow()).id;
  Object.assign(tokens, await roleTokens(p, ['owner@example.com', 'reporting@example.com', 'billing@example.com', 'colin.reyes@sierracrest.example']));
}, 120_000);
afterAll(() => closeProvider(p));

const zip = (token: string | undefined, ids: (number | string)[]) =>
  p.app.request(`/clients/${A}/reports.zip?${ids.map((id) => `batch=${id}`).join('&')}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /clients/{clientId}/reports.zip', () => {
  it('streams one ZIP holding the lab report PDF of each chosen batch', async () => {
    const chosen = completed.slice(0, 2);
    const res = await zip(tokens.owner, [...chosen, chosen[0]]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="lab-reports-C10234-2026-11-21.zip"');
    // streamed: no length known in advance
    expect(res.headers.get('content-length')).toBeNull();
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(chosen.map((id) => `lab-report-C10234-${id}.pdf`));
    for (const id of chosen) {
      const text = await pdfText(files[`lab-report-C10234-${id}.pdf`]);
      expect(text).toContain(`Batch (group): ${id}`);
    }
  });

  it('caps the count at 50 with a clear refusal; refuses none and batches without a report', async () => {
    const many = Array.from({ length: 51 }, (_, i) => completed[i % completed.length] + (i >= completed.length ? 1_000_000 + i : 0));
    const tooMany = await zip(tokens.owner, many);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ code: 'too-many-reports', error: 'At most 50 lab reports fit in one download', field: 'batch' });
    expect((await zip(tokens.owner, [])).status).toBe(400);
    expect((await zip(tokens.owner, ['x1'])).status).toBe(400);
    const notReady = await zip(tokens.owner, [completed[0], pending]);
    expect(notReady.status).toBe(409);
    expect((await notReady.json()).code).toBe('download-not-available');
  });

  it('follows the single report rules: results roles only, withheld on credit hold, never another client batch', async () => {
    expect((await zip(tokens.reporting, [completed[0]])).status).toBe(200);
    expect((await zip(tokens.billing, [completed[0]])).status).toBe(403);
    expect((await zip(tokens.colin, [completed[0]])).status).toBe(403);
    expect((await zip(undefined, [completed[0]])).status).toBe(401);
    expect([403, 404]).toContain((await zip(tokens.owner, [completed[0], otherClients])).status);
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
    try {
      const held = await zip(tokens.owner, [completed[0]]);
      expect(held.status).toBe(403);
      expect((await held.json()).code).toBe('credit-hold');
    } finally {
      await p.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', A).execute();
    }
  });
});
