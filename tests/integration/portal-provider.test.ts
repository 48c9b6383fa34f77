/**
 * The portal's core calls (document 2 §7): results by analysis (search, dates, every sort name
 * both ways, paging, bad input), batches, sample details, exports by e-mail (CSV attachment),
 * lab report PDF read back as text, creating a client with its address, and the re-sign.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_SORTS } from '../../contract/results.ts';
import { EXPORT_LIMITS, EXPORT_REFUSAL, ZIP_ABOVE_BYTES } from '../../contract/exports.ts';
import { dashboardShellResponse } from '../../contract/clients.ts';
import { unzipSync } from 'fflate';
import { DateTime } from 'luxon';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { pdfText } from '../helpers/pdf.ts';

let p: TestProvider;
let A: number;
let B: number;
let owner: string;
let full: string;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  const byCode = async (code: string) => (await p.db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  A = await byCode('C10234');
  B = await byCode('C10871');
  owner = await p.tokenFor('owner@example.com');
  full = await p.tokenFor('full@example.com');
}, 120_000);
afterAll(() => closeProvider(p));

describe('results by analysis', () => {
  it('pages by logged date, newest first, by default', async () => {
    const r = await p.call('GET', `/clients/${A}/results.json`, { token: full });
    expect(r.status).toBe(200);
    expect(r.json.data).toHaveLength(100);
    const total = await p.db.selectFrom('results').select((eb) => eb.fn.countAll<number>().as('n')).where('clientId', '=', A).executeTakeFirstOrThrow();
    expect(r.json.totalItems).toBe(Number(total.n));
    const logged = r.json.data.map((a: any) => a.loggedAt);
    expect([...logged].sort().reverse()).toEqual(logged);
    const next = await p.call('GET', `/clients/${A}/results.json?start=100&length=100`, { token: full });
    expect(next.json.data[0].id).not.toBe(r.json.data[0].id);
    expect(new Set([...r.json.data, ...next.json.data].map((a: any) => a.id)).size).toBe(200);
  });

  it("shows each result with its own sample's number and name and its group's status", async () => {
    const r = await p.call('GET', `/clients/${A}/results.json?length=100`, { token: full });
    const own = await p.db
      .selectFrom('results as r')
      .innerJoin('samples as s', 's.id', 'r.sampleId')
      .innerJoin('batches as b', 'b.id', 'r.batchId')
      .select(['r.id', 's.friendlyNumber', 's.description', 'b.status'])
      .where('r.id', 'in', r.json.data.map((a: any) => a.id))
      .execute();
    const byId = new Map(own.map((o) => [o.id, o]));
    expect(new Set(own.map((o) => o.friendlyNumber)).size, 'the page spans several samples').toBeGreaterThan(1);
    for (const a of r.json.data) {
      const o = byId.get(a.id)!;
      expect([a.friendlyNumber, a.sampleDescription, a.batchStatus], `result ${a.id}`).toEqual([o.friendlyNumber, o.description, o.status]);
    }
  });

  it('sorts by every sort name in both directions', async () => {
    const key: Record<string, string> = {
      analyte: 'analyte', logged_at: 'loggedAt', formatted_result: 'formattedResult', report_batch_id: 'reportBatchId', description: 'description',
      panel_description: 'panelDescription', status: 'status', friendly_number: 'friendlyNumber', number: 'number', validation_status: 'validationStatus',
    };
    for (const sort of RESULT_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const r = await p.call('GET', `/clients/${A}/results.json?sort=${sort}&direction=${direction}&length=50&start=10`, { token: full });
        expect(r.status, `${sort} ${direction}`).toBe(200);
        const values = r.json.data.map((a: any) => a[key[sort]]).filter((v: unknown) => v !== null);
        const cmp = (x: any, y: any) => (x < y ? -1 : x > y ? 1 : 0);
        const sorted = [...values].sort(direction === 'asc' ? cmp : (x, y) => cmp(y, x));
        expect(values, `${sort} ${direction}`).toEqual(sorted);
      }
    }
  });

  it('searches case-insensitively by analyte, sample and group', async () => {
    const first = (await p.call('GET', `/clients/${A}/results.json?length=1`, { token: full })).json.data[0];
    const bySample = await p.call('GET', `/clients/${A}/results.json?searchPhrase=${first.friendlyNumber.toLowerCase()}`, { token: full });
    expect(bySample.json.totalItems).toBeGreaterThan(0);
    expect(bySample.json.data.every((a: any) => a.friendlyNumber === first.friendlyNumber)).toBe(true);
    const byGroup = await p.call('GET', `/clients/${A}/results.json?searchPhrase=${first.reportBatchId}`, { token: full });
    expect(byGroup.json.data.some((a: any) => a.reportBatchId === first.reportBatchId)).toBe(true);
    const byAnalyte = await p.call('GET', `/clients/${A}/results.json?searchPhrase=${encodeURIComponent(first.analyte.toUpperCase())}`, { token: full });
    expect(byAnalyte.json.data.length).toBeGreaterThan(0);
    const wildcard = await p.call('GET', `/clients/${A}/results.json?searchPhrase=%25`, { token: full });
    expect(wildcard.json.totalItems).toBe(0);
  });

  it('filters by a date range in the lab\'s clock, in either date format', async () => {
    const iso = await p.call('GET', `/clients/${A}/results.json?startDate=2026-10-01&endDate=2026-10-31&length=500`, { token: full });
    const us = await p.call('GET', `/clients/${A}/results.json?startDate=10/01/2026&endDate=10/31/2026&length=500`, { token: full });
    expect(iso.status).toBe(200);
    expect(us.json.totalItems).toBe(iso.json.totalItems);
    // the seed has October results at this clock: the checks below cannot pass on an empty page
    expect(iso.json.data.length).toBeGreaterThan(0);
    for (const a of iso.json.data) {
      expect(a.loggedAt >= '2026-10-01T07:00:00.000Z').toBe(true);
      expect(a.loggedAt < '2026-11-01T07:00:00.000Z').toBe(true);
    }
  });

  it('answers bad input with a clear message or an empty page, never a server error', async () => {
    const wrongOrder = await p.call('GET', `/clients/${A}/results.json?startDate=2026-10-31&endDate=2026-10-01`, { token: full });
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.json.error).toMatch(/start date must not be after the end date/);
    const badFormat = await p.call('GET', `/clients/${A}/results.json?startDate=31.10.2026`, { token: full });
    expect(badFormat.status).toBe(400);
    expect(badFormat.json.error).toMatch(/MM\/dd\/yyyy/);
    expect((await p.call('GET', `/clients/${A}/results.json?startDate=02/30/2026`, { token: full })).status).toBe(400);
    const unknownSort = await p.call('GET', `/clients/${A}/results.json?sort=password`, { token: full });
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.json.error).toMatch(/sort/);
    const beyond = await p.call('GET', `/clients/${A}/results.json?start=9999999`, { token: full });
    expect(beyond.status).toBe(200);
    expect(beyond.json.data).toEqual([]);
    const long = await p.call('GET', `/clients/${A}/results.json?searchPhrase=${'x'.repeat(5000)}`, { token: full });
    expect(long.status).toBe(200);
    expect(long.json.totalItems).toBe(0);
    expect((await p.call('GET', `/clients/${A}/results.json?length=100000`, { token: full })).status).toBe(400);
  });
});

describe('batches and samples', () => {
  it('lists batches with their samples, newest first, and searches them', async () => {
    const r = await p.call('GET', `/clients/${A}/batches/dashboard_index`, { token: full });
    expect(r.status).toBe(200);
    expect(r.json.data).toHaveLength(50);
    expect(r.json.totalBatches).toBeGreaterThan(50);
    const b = r.json.data[3];
    expect(b.samples.length).toBeGreaterThan(0);
    const found = await p.call('GET', `/clients/${A}/batches/dashboard_index?searchPhrase=${b.samples[0].friendlyNumber}`, { token: full });
    expect(found.json.data.map((x: any) => x.id)).toEqual([b.id]);
    const one = await p.call('GET', `/clients/${A}/batches/${b.id}.json`, { token: full });
    expect(one.json.samples).toEqual(b.samples);
  });

  it('gives sample details with panel analyses first, grouped by panel', async () => {
    const withPanel = await p.db
      .selectFrom('results')
      .innerJoin('samples', 'samples.id', 'results.sampleId')
      .select(['samples.friendlyNumber', 'samples.batchId'])
      .where('results.clientId', '=', A)
      .where('results.isPanel', '=', 1)
      .where((eb) => eb.exists(eb.selectFrom('results as o').select('o.id').whereRef('o.sampleId', '=', 'samples.id').where('o.isPanel', '=', 0)))
      .executeTakeFirstOrThrow();
    const r = await p.call('GET', `/clients/${A}/batches/${withPanel.batchId}/samples/${withPanel.friendlyNumber}.json`, { token: full });
    expect(r.status).toBe(200);
    const flags = r.json.sample.analyses.map((a: any) => a.isPanel);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false)).every((f: boolean) => !f)).toBe(true);
    const panels = r.json.sample.analyses.filter((a: any) => a.isPanel).map((a: any) => a.panelDescription);
    expect(panels).toEqual([...panels].sort());
    expect(typeof r.json.containsPreliminaryResults).toBe('boolean');
  });
});

describe('exports and reports', () => {
  it('e-mails the filtered results as a CSV with every row', async () => {
    const range = 'startDate=2026-09-01&endDate=2026-10-31';
    const total = (await p.call('GET', `/clients/${A}/results.json?${range}&length=1`, { token: full })).json.totalItems;
    const r = await p.call('GET', `/clients/${A}/results/export.json?${range}&length=${Math.max(500, total)}`, { token: full });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, message: 'sent-to-mail-success', rows: total, sentTo: 'full@example.com' });
    const mail = p.outbox().at(-1)!;
    expect(mail.to).toEqual(['full@example.com']);
    const csv = fs.readFileSync(mail.attachments[0].path, 'utf8');
    // a UTF-8 byte-order mark first, so Excel reads the file as UTF-8
    expect(csv.startsWith('\uFEFFGroup,')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Group,Sample ID,Sample name,Logged/);
    expect(lines.length).toBe(total + 1);
  });

  it('exports a completed batch and refuses one that is not', async () => {
    const done = await p.db.selectFrom('batches').select('id').where('clientId', '=', A).where('status', '=', 'Completed').executeTakeFirstOrThrow();
    const r = await p.call('GET', `/clients/${A}/batches/export.json?batch_id=${done.id}`, { token: full });
    expect(r.status).toBe(200);
    const n = await p.db.selectFrom('results').select((eb) => eb.fn.countAll<number>().as('n')).where('batchId', '=', done.id).executeTakeFirstOrThrow();
    expect(r.json.rows).toBe(Number(n.n));
    // the seed keeps some of the client's batches in progress
    const pending = await p.db.selectFrom('batches').select('id').where('clientId', '=', A).where('status', '!=', 'Completed').executeTakeFirstOrThrow();
    const refused = await p.call('GET', `/clients/${A}/batches/export.json?batch_id=${pending.id}`, { token: full });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: 'download-not-available', code: 'download-not-available' });
    const pdf = await p.call('GET', `/clients/${A}/batches/${pending.id}/report?report_type=ereport`, { token: full });
    expect(pdf.status).toBe(409);
  });

  it('builds the lab report PDF with every analysis of the batch', async () => {
    const done = await p.db.selectFrom('batches').select('id').where('clientId', '=', A).where('status', '=', 'Completed').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const res = await p.app.request(`/clients/${A}/batches/${done.id}/report?report_type=ereport`, { headers: { authorization: `Bearer ${full}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="lab-report-C10234-\d+\.pdf"/);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Laboratory Report');
    expect(text).toContain('Napa Ridge Cellars');
    const rows = await p.db.selectFrom('results').innerJoin('samples', 'samples.id', 'results.sampleId').select(['samples.friendlyNumber', 'results.analyte', 'results.units']).where('results.batchId', '=', done.id).execute();
    for (const r of rows) {
      expect(text).toContain(r.friendlyNumber);
      expect(text.replace(/\s+/g, ' ')).toContain(r.analyte.replace(/\s+/g, ' ').slice(0, 12));
    }
  });

  it('prints each report number with its access code and where to verify it', async () => {
    // one batch reported per sample and one reported as a whole
    const perSample = await p.db.selectFrom('lab_reports').select(['batchId']).where('clientId', '=', A).where('sampleId', 'is not', null).executeTakeFirstOrThrow();
    const whole = await p.db.selectFrom('lab_reports').select(['batchId']).where('clientId', '=', A).where('sampleId', 'is', null).executeTakeFirstOrThrow();
    for (const { batchId } of [perSample, whole]) {
      const res = await p.app.request(`/clients/${A}/batches/${batchId}/report?report_type=ereport`, { headers: { authorization: `Bearer ${full}` } });
      expect(res.status).toBe(200);
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
      const reports = await p.db.selectFrom('lab_reports').select(['reportNumber']).where('batchId', '=', batchId).execute();
      expect(reports.length).toBeGreaterThan(0);
      for (const r of reports) {
        // the code is derived from the report number (nothing stored): the same on every copy
        expect(p.accessCode(r.reportNumber)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
        expect(text).toContain(`Report ${r.reportNumber} Access code: ${p.accessCode(r.reportNumber)}`);
        expect(text).toContain(`/wreports/${r.reportNumber}`);
      }
    }
  });
});

describe('preliminary values', () => {
  /** A result measured but not validated, with its value. */
  const preliminary = () =>
    p.db.selectFrom('results').select(['id', 'batchId', 'sampleId', 'formattedResult', 'result'])
      .where('clientId', '=', A).where('validationStatus', '=', 'Pending Validation').where('formattedResult', 'is not', null)
      .orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('are withheld from results, sample and analysis details unless the caller accepted the agreement', async () => {
    const row = await preliminary();
    const sample = await p.db.selectFrom('samples').select('friendlyNumber').where('id', '=', row.sampleId).executeTakeFirstOrThrow();
    const list = async (q: string) => (await p.call('GET', `/clients/${A}/results.json?searchPhrase=${encodeURIComponent(sample.friendlyNumber)}&length=100&${q}`, { token: full })).json.data.find((a: any) => a.id === row.id);
    expect(await list('')).toMatchObject({ id: row.id, validationStatus: 'Pending Validation', result: null, formattedResult: null });
    expect(await list('preliminary=accepted')).toMatchObject({ id: row.id, formattedResult: row.formattedResult });
    const details = (q: string) => p.call('GET', `/clients/${A}/batches/${row.batchId}/samples/${sample.friendlyNumber}.json${q}`, { token: full });
    expect((await details('')).json.sample.analyses.find((a: any) => a.id === row.id)).toMatchObject({ formattedResult: null, result: null });
    expect((await details('?preliminary=accepted')).json.sample.analyses.find((a: any) => a.id === row.id)).toMatchObject({ formattedResult: row.formattedResult });
    expect((await p.call('GET', `/clients/${A}/results/${row.id}.json`, { token: full })).json.analysis).toMatchObject({ formattedResult: null, result: null });
    expect((await p.call('GET', `/clients/${A}/results/${row.id}.json?preliminary=accepted`, { token: full })).json.analysis).toMatchObject({ formattedResult: row.formattedResult });
  });

  it('the CSV export says "Preliminary" instead of the value unless the agreement was accepted', async () => {
    const row = await preliminary();
    const range = `searchTerm=${row.batchId}`;
    const line = async (q: string) => {
      expect((await p.call('GET', `/clients/${A}/results/export.json?${range}${q}`, { token: full })).status).toBe(200);
      const csv = fs.readFileSync(p.outbox().at(-1)!.attachments[0].path, 'utf8');
      const { number, analyte } = await p.db.selectFrom('results').select(['number', 'analyte']).where('id', '=', row.id).executeTakeFirstOrThrow();
      const { friendlyNumber } = await p.db.selectFrom('samples').select('friendlyNumber').where('id', '=', row.sampleId).executeTakeFirstOrThrow();
      const lines = csv.split('\r\n').filter((l) => l.includes(`,${friendlyNumber},`) && l.includes(`,${number},${analyte},`));
      expect(lines).toHaveLength(1);
      return lines[0];
    };
    const hidden = await line('');
    expect(hidden).toContain(',Preliminary,');
    expect(hidden).toContain('Pending Validation');
    expect(hidden).not.toContain(`,${row.formattedResult},`);
    expect(await line('&preliminary=accepted')).toContain(`,${row.formattedResult},`);
  });
});

describe('export limits', () => {
  const exportAll = (token: string) => p.call('GET', `/clients/${A}/results/export.json?startDate=2026-10-01&endDate=2026-10-31`, { token });
  let userId: number;
  beforeAll(async () => {
    userId = (await p.db.selectFrom('users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow()).id;
  });
  const clear = () => p.db.deleteFrom('export_runs').where('userId', '=', userId).execute();

  it('one export in flight per user: a second at the same time is refused (429); the marker is in the database', async () => {
    await clear();
    const [a, b] = await Promise.all([exportAll(owner), exportAll(owner)]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
    expect((a.status === 429 ? a : b).json).toMatchObject({ error: EXPORT_REFUSAL.inFlight, code: 'export-in-flight' });
    const runs = await p.db.selectFrom('export_runs').selectAll().where('userId', '=', userId).execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ clientId: A, kind: 'results', outcome: 'sent', rows: expect.any(Number), bytes: expect.any(Number) });
    expect(runs[0].finishedAt).not.toBeNull();
    // another user is not held up by it
    expect((await exportAll(full)).status).toBe(200);
  });

  it('an export whose job fails is retried with back-off; after the last attempt the marker is released and the run recorded as failed', async () => {
    await clear();
    const send = p.deps.mailer.send;
    let attempts = 0;
    p.deps.mailer.send = async () => {
      attempts++;
      throw new Error('SMTP down');
    };
    try {
      // the request answers at once (the job runs after it) and its first attempt fails
      expect((await exportAll(owner)).status).toBe(200);
      expect(attempts).toBe(1);
      const [open] = await p.db.selectFrom('export_runs').selectAll().where('userId', '=', userId).execute();
      expect(open.finishedAt).toBeNull();
      expect((await exportAll(owner)).json.error).toBe(EXPORT_REFUSAL.inFlight);
      // not before its back-off (30 s, then 60 s)
      p.clock.advance(29_000);
      expect(await p.jobs.drain()).toBe(0);
      p.clock.advance(1_000);
      expect(await p.jobs.drain()).toBe(1);
      expect(attempts).toBe(2);
      p.clock.advance(60_000);
      expect(await p.jobs.drain()).toBe(1);
      expect(attempts).toBe(3);
    } finally {
      p.deps.mailer.send = send;
    }
    const [failed] = await p.db.selectFrom('export_runs').selectAll().where('userId', '=', userId).execute();
    expect(failed).toMatchObject({ outcome: 'failed', finishedAt: expect.any(String) });
    const job = await p.db.selectFrom('jobs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ name: 'results-export', state: 'failed', attempts: 3, lastError: 'SMTP down' });
    expect((await exportAll(owner)).status).toBe(200);
  });

  it('a marker left by a crash blocks the user for 10 minutes at most', async () => {
    await clear();
    const startedAt = p.clock.now().toISOString();
    await p.db.insertInto('export_runs').values({ userId, clientId: A, kind: 'results', startedAt, finishedAt: null, outcome: null, rows: null, bytes: null }).execute();
    expect((await exportAll(owner)).json.error).toBe(EXPORT_REFUSAL.inFlight);
    p.clock.advance(EXPORT_LIMITS.staleAfterMs + 1000);
    expect((await exportAll(owner)).status).toBe(200);
    const abandoned = await p.db.selectFrom('export_runs').selectAll().where('userId', '=', userId).where('startedAt', '=', startedAt).executeTakeFirstOrThrow();
    expect(abandoned.outcome).toBe('abandoned');
  });

  it('a daily cap per user (the lab’s day); refusals that did no work do not count', async () => {
    await clear();
    const batch = await p.db.selectFrom('batches').select('id').where('clientId', '=', A).where('status', '!=', 'Completed').executeTakeFirstOrThrow();
    expect((await p.call('GET', `/clients/${A}/batches/export.json?batch_id=${batch.id}`, { token: owner })).status).toBe(409);
    expect(await p.db.selectFrom('export_runs').select('id').where('userId', '=', userId).execute()).toEqual([]);
    for (let i = 0; i < EXPORT_LIMITS.perDay; i++) expect((await exportAll(owner)).status, `export ${i + 1}`).toBe(200);
    const mails = p.outbox().length;
    const refused = await exportAll(owner);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: EXPORT_REFUSAL.dailyLimit, code: 'export-daily-limit' });
    expect(p.outbox().length).toBe(mails);
    expect(await p.db.selectFrom('export_runs').select('id').where('userId', '=', userId).execute()).toHaveLength(EXPORT_LIMITS.perDay);
    // the next day on the lab's clock (just after midnight Pacific)
    const nextMidnight = DateTime.fromJSDate(p.clock.now()).setZone('America/Los_Angeles').plus({ days: 1 }).startOf('day').toMillis();
    p.clock.advance(nextMidnight - p.clock.now().getTime() + 60_000);
    expect((await exportAll(owner)).status).toBe(200);
  });
});

describe('a whole-history export', () => {
  it('is e-mailed as a ZIP holding the CSV (with its byte-order mark) when the CSV is large', async () => {
    const big = await testProvider({ seed: true, large: true, now: '2026-11-21T17:00:00Z' });
    try {
      const client = (await big.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
      const token = await big.tokenFor('full@example.com');
      const total = (await big.call('GET', `/clients/${client}/results.json?length=1`, { token })).json.totalItems;
      expect(total).toBeGreaterThan(50_000);
      const r = await big.call('GET', `/clients/${client}/results/export.json?length=${total}`, { token });
      expect(r.status).toBe(200);
      const mail = big.outbox().at(-1)!;
      expect(mail.attachments).toHaveLength(1);
      const [zipped] = mail.attachments;
      expect(zipped).toMatchObject({ filename: expect.stringMatching(/^C10234-results-\d{4}-\d\d-\d\d\.zip$/), contentType: 'application/zip' });
      expect(mail.text).toContain('compressed as a ZIP file');
      const bytes = fs.readFileSync(zipped.path);
      const files = unzipSync(new Uint8Array(bytes));
      const names = Object.keys(files);
      expect(names).toEqual([zipped.filename.replace(/\.zip$/, '.csv')]);
      const csv = Buffer.from(files[names[0]]);
      expect(csv.length).toBeGreaterThan(ZIP_ABOVE_BYTES);
      expect(bytes.length).toBeLessThan(csv.length / 4);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.toString('utf8').trim().split('\r\n')).toHaveLength(total + 1);
      const run = await big.db.selectFrom('export_runs').selectAll().executeTakeFirstOrThrow();
      expect(run).toMatchObject({ kind: 'results', outcome: 'sent', rows: total, bytes: bytes.length });
    } finally {
      await closeProvider(big);
    }
  }, 120_000);
});

describe('clients', () => {
  it('creates a client with its address; the creator is its Administrator', async () => {
    const token = await p.tokenFor('newcomer@example.com');
    const bad = await p.call('POST', '/clients.json', { token, body: { name: 'X', officialBusinessName: 'X', businessType: 'Corporation', acceptTerms: false, jobTitle: 'Owner' } });
    expect(bad.status).toBe(400);
    const r = await p.call('POST', '/clients.json', {
      token, body: { name: 'Fog Hollow Cider', officialBusinessName: 'Fog Hollow Cider LLC', businessType: 'Limited Liability Corporation (LLC)', acceptTerms: true, jobTitle: 'Cidermaker' },
    });
    expect(r.status).toBe(201);
    expect(r.json.code).toMatch(/^C\d+$/);
    const a = await p.call('POST', '/addresses.json', {
      token, body: { clientId: r.json.id, street_1: '12 Orchard Rd', city: 'Sebastopol', state: 'CA', country: 'United States', postalCode: '95472', phone: '707-555-0190' },
    });
    expect(a.status).toBe(201);
    expect(a.json).toMatchObject({ primary: true, mailing: true });
    const me = (await p.db.selectFrom('users').select('id').where('email', '=', 'newcomer@example.com').executeTakeFirstOrThrow()).id;
    const list = await p.call('GET', `/users/${me}/clients`, { token });
    expect(list.json.data).toMatchObject([{ name: 'Fog Hollow Cider', role: 'Administrator', status: 'Pending Approval' }]);
  });

  it('re-signs the agreement once; a second submission is harmless', async () => {
    const body = { jobTitle: 'Owner', firstname: 'Elena', lastname: 'Marquez', acceptTerms: true, id: B };
    expect((await p.call('PUT', `/clients/${B}/resign_client_agreement`, { token: owner, body: { ...body, acceptTerms: false } })).json.error).toMatch(
      /The terms must be accepted for the agreement to be submitted\./,
    );
    const first = await p.call('PUT', `/clients/${B}/resign_client_agreement`, { token: owner, body });
    expect(first.status).toBe(200);
    expect(first.json.resignAgreement).toBe(false);
    const again = await p.call('PUT', `/clients/${B}/resign_client_agreement`, { token: owner, body });
    expect(again.status).toBe(200);
    const acks = await p.db.selectFrom('disclaimer_acknowledgements').selectAll().where('clientId', '=', B).where('agreementTag', '=', 'client-agreement').execute();
    expect(acks).toHaveLength(1);
  });

  it('tells members whether there are overdue invoices, and the amount only to billing roles', async () => {
    const reporting = await p.tokenFor('reporting@example.com');
    const r = await p.call('GET', `/clients/${A}/invoices/overdue_balance_report.json`, { token: reporting });
    expect(r.status).toBe(200);
    expect(r.json.overdueBalance).toBeNull();
    const f = await p.call('GET', `/clients/${A}/invoices/overdue_balance_report.json`, { token: full });
    expect(typeof f.json.overdueBalance).toBe('number');
    const g = await p.call('GET', `/clients/${A}/go_paperless.json`, { token: full });
    expect(g.json).toEqual({ receivesMailedDocuments: true, paperless: false });
  });

  it('answers the dashboard shell in one call, the same as the three calls it stands for, for each role', async () => {
    for (const email of ['full@example.com', 'reporting@example.com', 'billing@example.com', 'godmode@example.com']) {
      const token = await p.tokenFor(email);
      const shell = await p.call('GET', `/clients/${A}/dashboard_shell.json`, { token });
      expect(shell.status).toBe(200);
      const [client, goPaperless, overdue] = await Promise.all([
        p.call('GET', `/clients/${A}`, { token }),
        p.call('GET', `/clients/${A}/go_paperless.json`, { token }),
        p.call('GET', `/clients/${A}/invoices/overdue_balance_report.json`, { token }),
      ]);
      // The shell also carries the dashboard's delivery banners (failed copies, unread notices), which no single call answers.
      const { deliveries, ...rest } = shell.json;
      expect(rest).toEqual({ client: client.json, goPaperless: goPaperless.json, overdue: overdue.json });
      expect(deliveries).toEqual({ failed: 0, unread: 0 });
      expect(dashboardShellResponse.safeParse(shell.json).success).toBe(true);
    }
    // By code too, as every client-scoped path; an unknown client is a 404 for a site administrator, a 403 for anyone else.
    expect((await p.call('GET', '/clients/C10234/dashboard_shell.json', { token: full })).status).toBe(200);
    expect((await p.call('GET', '/clients/999999/dashboard_shell.json', { token: await p.tokenFor('godmode@example.com') })).status).toBe(404);
    expect((await p.call('GET', '/clients/999999/dashboard_shell.json', { token: full })).status).toBe(403);
    expect((await p.call('GET', `/clients/${A}/dashboard_shell.json`)).status).toBe(401);
  });
});

describe('the re-sign rule at the provider', () => {
  it('refuses billing, courier and supplies calls for a client that must re-sign, for its administrator and a site administrator alike', async () => {
    // (an earlier test here signs B's agreement: it must re-sign again)
    await p.db.updateTable('clients').set({ resignAgreement: 1 }).where('id', '=', B).execute();
    const admin = await p.tokenFor('godmode@example.com');
    for (const token of [owner, admin]) {
      for (const path of [`/clients/${B}/invoices.json`, `/clients/${B}/courier_requests.json`, `/clients/${B}/supply_requests/shipping.json`]) {
        const r = await p.call('GET', path, { token });
        expect(r.status, path).toBe(403);
        expect(r.json.error, path).toMatch(/must re-sign its client agreement/);
      }
    }
    // Results stay reachable (the page shows the re-sign form), and so does the agreement itself.
    const list = await p.call('GET', `/clients/${B}/results.json`, { token: owner });
    expect(list.status).toBe(200);
    // A sample's and an analysis's details are closed, as the app's gate table closes their pages.
    const row = list.json.data[0];
    expect(row, 'client B has results').toBeTruthy();
    for (const token of [owner, admin]) {
      for (const path of [`/clients/${B}/results/${row.id}.json`, `/clients/${B}/batches/${row.reportBatchId}/samples/${encodeURIComponent(row.friendlyNumber)}.json`]) {
        const r = await p.call('GET', path, { token });
        expect(r.status, path).toBe(403);
        expect(r.json.error, path).toMatch(/must re-sign its client agreement/);
      }
    }
    // The same calls for a client in good standing answer.
    expect((await p.call('GET', `/clients/${A}/invoices.json`, { token: owner })).status).toBe(200);
  });
});
