/**
 * The results CSV in the layouts winery software imports (services/winery-csv.ts): a received
 * order's samples (their "Lot or tank" T3 and B12) with values in the units the lab reported
 * them; the InnoVint and vintrace layouts give one row per lot, the analyses as columns, the
 * target's names and units (converted, stated in the header), and the standard layout is
 * unchanged. The direct download and the e-mailed export alike. Runs on SQLite and
 * (TEST_DATABASE=postgres) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { columnOf } from '../../provider/services/winery-csv.ts';
import { CSV_HEADER } from '../../provider/services/results-export.ts';

let p: TestProvider;
let clientId: number;
let batchId: number;
let godmode: string;

/** What each sample's results become: analyte, units, value. */
const VALUES: [string, string, string][][] = [
  [['Free SO2', 'ppm', '28'], ['Titratable Acidity', 'mg/L', '6200'], ['pH', 'pH units', '3.52'], ['Alcohol', '% vol', '14.2']],
  [['Free SO2', 'mg/L', '31'], ['Brettanomyces', 'cells/mL', 'ND'], ['Malic Acid', 'g/L', '0.12']],
];

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  godmode = await p.tokenFor('godmode@example.com');
  const sub = await p.db.selectFrom('submissions').select(['id', 'clientId']).where('state', '=', 'submitted').orderBy('id').executeTakeFirstOrThrow();
  clientId = sub.clientId;
  const subSamples = await p.db.selectFrom('submission_samples').select(['id', 'lot']).where('submissionId', '=', sub.id).orderBy('position').execute();
  expect(subSamples.slice(0, 2).map((s) => s.lot)).toEqual(['T3', 'B12']);
  const r = await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: godmode, body: { samples: subSamples.slice(0, 2).map((s) => ({ id: s.id, received: true })) } });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  batchId = r.json.batchId;
  // the lab's values, in the units it reports them, and the batch released
  const at = '2026-11-20T18:00:00.000Z';
  const samples = await p.db.selectFrom('samples').select('id').where('batchId', '=', batchId).orderBy('id').execute();
  for (const [i, s] of samples.entries()) {
    const rows = await p.db.selectFrom('results').selectAll().where('sampleId', '=', s.id).orderBy('id').execute();
    for (const [j, [analyte, units, value]] of VALUES[i]!.entries()) {
      const set = { analyte, units, result: value, formattedResult: value, status: 'Completed', validationStatus: 'Validated', testDate: at, reportedAt: at, number: String(j + 1).padStart(2, '0'), sortOrder: j + 1 };
      if (rows[j]) await p.db.updateTable('results').set(set).where('id', '=', rows[j]!.id).execute();
      else {
        const { id: _, ...copy } = rows[0]!;
        await p.db.insertInto('results').values({ ...copy, ...set }).execute();
      }
    }
    const extra = rows.slice(VALUES[i]!.length).map((x) => x.id);
    if (extra.length) await p.db.deleteFrom('results').where('id', 'in', extra).execute();
    await p.db.updateTable('samples').set({ reportedAt: at }).where('id', '=', s.id).execute();
  }
  await p.db.updateTable('batches').set({ status: 'Completed' }).where('id', '=', batchId).execute();
}, 120_000);
afterAll(() => closeProvider(p));

/** Our fields hold no comma: a line splits on them; a quoted one (a header with ";") loses its quotes. */
const parse = (csv: string) => csv.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(',').map((f) => f.replace(/^"(.*)"$/, '$1')));
/** A row as header → cell. */
const byHeader = (header: string[], row: string[]) => Object.fromEntries(header.map((h, i) => [h, row[i]]));
const exportOf = async (layout?: string) => {
  const r = await p.call('GET', `/clients/${clientId}/batches/export.json?batch_id=${batchId}&direct=1${layout ? `&layout=${layout}` : ''}`, { token: godmode });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return { rows: parse(r.json as string), disposition: r.headers.get('content-disposition') };
};

describe('results CSV layouts for winery software', () => {
  it('InnoVint: a row per lot, the analyses as columns, in InnoVint units with the conversions in the header', async () => {
    const { rows, disposition } = await exportOf('innovint');
    expect(disposition).toMatch(/-innovint-\d{4}-\d{2}-\d{2}\.csv"$/);
    const header = rows[0]!;
    expect(header.slice(0, 5)).toEqual(['Lot Code', 'Vessel Code', 'Analysis Date', 'Lab Sample ID', 'Lab Report']);
    expect([...header.slice(5)].sort()).toEqual(['Alcohol (% v/v)', 'Brettanomyces (cells/mL)', 'Free SO2 (mg/L; converted from ppm)', 'Malic Acid (g/L)', 'TA (g/L; converted from mg/L)', 'pH']);
    expect(rows).toHaveLength(3);
    const t3 = byHeader(header, rows[1]!);
    const b12 = byHeader(header, rows[2]!);
    expect(t3).toMatchObject({ 'Lot Code': 'T3', 'Vessel Code': '', 'Analysis Date': '11/20/2026', 'Lab Report': String(batchId) });
    expect(t3).toMatchObject({ 'Free SO2 (mg/L; converted from ppm)': '28', 'TA (g/L; converted from mg/L)': '6.2', pH: '3.52', 'Alcohol (% v/v)': '14.2', 'Brettanomyces (cells/mL)': '', 'Malic Acid (g/L)': '' });
    expect(b12).toMatchObject({ 'Lot Code': 'B12', 'Free SO2 (mg/L; converted from ppm)': '31', 'TA (g/L; converted from mg/L)': '', 'Brettanomyces (cells/mL)': 'ND', 'Malic Acid (g/L)': '0.12' });
  });

  it('vintrace: keyed by the vessel, vintrace names, ISO dates', async () => {
    const { rows } = await exportOf('vintrace');
    expect(rows[0]!.slice(0, 5)).toEqual(['Vessel', 'Batch', 'Date', 'Lab Sample ID', 'Lab Report']);
    expect(rows[0]).toContain('Malic acid (g/L)');
    expect(rows[0]).toContain('TA (g/L; converted from mg/L)');
    expect(rows[1]!.slice(0, 3)).toEqual(['T3', '', '2026-11-20']);
  });

  it('the standard layout is unchanged, and an unknown layout is refused', async () => {
    const { rows } = await exportOf();
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows).toHaveLength(8);
    expect((await p.call('GET', `/clients/${clientId}/batches/export.json?batch_id=${batchId}&direct=1&layout=excel`, { token: godmode })).status).toBe(400);
  });

  it('the e-mailed export carries the layout too', async () => {
    const r = await p.call('GET', `/clients/${clientId}/batches/export.json?batch_id=${batchId}&layout=innovint`, { token: godmode });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const mail = p.outbox().at(-1)!;
    expect(mail.attachments[0].filename).toMatch(/-innovint-/);
  });

  it('converts between units of one kind only', () => {
    expect(columnOf('innovint', 'Total SO2', 'mg/L')).toMatchObject({ key: 'Total SO2 (mg/L)', factor: 1 });
    expect(columnOf('innovint', 'Residual Sugar (Glucose + Fructose)', 'g/100 mL')).toMatchObject({ key: 'Residual Sugar (g/L)', factor: 10, convertedFrom: 'g/100 mL' });
    expect(columnOf('vintrace', 'Volatile Acidity', 'g/L (as acetic)')).toMatchObject({ key: 'VA (g/L)', factor: 1 });
    expect(columnOf('innovint', 'Alcohol', 'g/L')).toMatchObject({ key: 'Alcohol (g/L)', factor: 1 });
    expect(columnOf('innovint', 'YAN', 'mg N/L')).toMatchObject({ key: 'YAN (mg N/L)', factor: 1 });
    expect(columnOf('innovint', '4-Ethylphenol', 'µg/L')).toMatchObject({ key: '4-Ethylphenol (µg/L)', factor: 1 });
  });
});
