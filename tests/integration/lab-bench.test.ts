/**
 * The lab bench at the provider: lab staff only; typed entry checked against the analysis' unit;
 * the instrument CSV previewed (each row with its state) and applied all or nothing; four eyes
 * (who entered a value does not verify it); release refused until every value is verified, then
 * the batch completed with its report version 1 and its invoice (UNPAID, priced as ordered, net
 * 30) and one fan-out job per event; an amendment makes version 2, shown on the bench, the
 * sample page, the lab report PDF and the results CSV, and is announced once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { DELIVERY_FAN_OUT_JOB } from '../../provider/services/delivery-events.ts';
import { pdfText } from '../helpers/pdf.ts';
import { batchLabReportPdf } from '../../provider/services/lab-report-pdf.ts';
import { writeResultsCsv } from '../../provider/services/results-export.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let p: TestProvider;
const tokens: Record<string, string> = {};
let batchId: number;
let clientId: number;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-18T18:00:00Z', autoDrain: false });
  for (const [k, email] of Object.entries({ bench: 'bench@example.com', verifier: 'verifier@example.com', owner: 'owner@example.com', admin: 'admin@example.com' })) tokens[k] = await p.tokenFor(email);
  // A seeded batch received but with nothing measured yet.
  const open = await p.db.selectFrom('batches').select(['id', 'clientId']).where('status', '=', 'Pending').orderBy('id').executeTakeFirstOrThrow();
  batchId = open.id;
  clientId = open.clientId;
}, 120_000);
afterAll(() => closeProvider(p));

const url = (rest = '') => `/bench/batches/${batchId}${rest}`;
const view = async (who = 'bench') => (await p.call('GET', url('/bench.json'), { token: tokens[who] })).json;
const fanOuts = async () => (await p.db.selectFrom('jobs').select(['payload']).where('name', '=', DELIVERY_FAN_OUT_JOB).execute()).map((j) => { const { __retry: _, ...event } = JSON.parse(j.payload); return event; });

describe('the lab bench', () => {
  it('is for lab staff only', async () => {
    for (const who of ['owner', 'admin']) {
      expect((await p.call('GET', '/bench/worklist.json', { token: tokens[who] })).status, who).toBe(403);
      expect((await p.call('GET', url('/bench.json'), { token: tokens[who] })).status, who).toBe(403);
      expect((await p.call('POST', url('/release.json'), { token: tokens[who] })).status, who).toBe(403);
    }
    expect((await p.call('GET', '/bench/worklist.json')).status).toBe(401);
  });

  it('lists batches awaiting results oldest first, with the open tests per sample', async () => {
    const w = (await p.call('GET', '/bench/worklist.json', { token: tokens.bench })).json;
    const times = w.batches.map((b: { submittedAt: string }) => b.submittedAt);
    expect(times).toEqual([...times].sort());
    const mine = w.batches.find((b: { id: number }) => b.id === batchId);
    expect(mine.samples[0].openTests.length).toBeGreaterThan(0);
    expect(w.batches.every((b: { status: string }) => b.status !== 'Completed')).toBe(true);
  });

  it('enters typed values checked against the unit; a bad one refuses the form with its field', async () => {
    const v = await view();
    const all = v.samples.flatMap((s: { results: unknown[] }) => s.results);
    const numeric = all.find((r: { units: string | null }) => r.units);
    const bad = await p.call('POST', url('/values.json'), { token: tokens.bench, body: { values: [{ resultId: numeric.id, value: 'twelve' }] } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'bad-value', field: `value-${numeric.id}` });
    expect((await p.call('POST', url('/values.json'), { token: tokens.bench, body: { values: [{ resultId: numeric.id, value: '' }] } })).json.code).toBe('nothing-entered');
    const ok = await p.call('POST', url('/values.json'), { token: tokens.bench, body: { values: [{ resultId: numeric.id, value: '<0.5' }] } });
    expect(ok.json).toEqual({ applied: 1 });
    const after = (await view()).samples.flatMap((s: { results: unknown[] }) => s.results).find((r: { id: number }) => r.id === numeric.id);
    expect(after).toMatchObject({ result: '<0.5', formattedResult: '<0.5', state: 'entered', enteredBy: { name: 'Ines Moreau' }, verifiedBy: null });
    const row = await p.db.selectFrom('results').select(['validationStatus', 'status']).where('id', '=', numeric.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ validationStatus: 'Pending Validation', status: 'In Progress' });
  });

  it('previews an instrument CSV row by row and applies the good rows all at once', async () => {
    const v = await view();
    const s0 = v.samples[0];
    const rows = s0.results.filter((r: { state: string }) => r.state === 'open');
    const single = rows.find((r: { acode: string }) => s0.results.filter((x: { acode: string }) => x.acode === r.acode).length === 1) ?? rows[0];
    const analyteCol = (r: { acode: string; analyte: string }) => (s0.results.filter((x: { acode: string }) => x.acode === r.acode).length > 1 ? `,${r.analyte}` : '');
    const lines = ['sample,analysis,value,unit,analyte'];
    for (const r of rows) lines.push(`${s0.friendlyNumber},${r.acode},${r.units ? '12.30' : 'Clean, fruity'},${r.units ?? ''}${analyteCol(r) || (r.units ? '' : '')}`.replace(/,Clean, fruity/, ',"Clean, fruity"'));
    lines.push(`NOPE-1,${single.acode},1,`);
    lines.push(`${s0.friendlyNumber},ZZ-999,1,`);
    lines.push(`${s0.friendlyNumber},${single.acode},abc,${single.units ?? ''}${analyteCol(single)}`);
    const preview = await p.call('POST', url('/uploads.json'), { token: tokens.bench, body: { csv: lines.join('\r\n') } });
    expect(preview.status, JSON.stringify(preview.json)).toBe(200);
    const states = preview.json.rows.map((r: { state: string }) => r.state);
    expect(states.slice(-3)).toEqual(['unknown-sample', 'unknown-test', single.units ? 'bad-value' : 'duplicate']);
    expect(preview.json.matched).toBe(rows.length);
    // nothing stored before the confirmation; the preview reads back by its id
    expect((await view()).samples[0].results.filter((r: { state: string }) => r.state === 'open').length).toBe(rows.length);
    expect((await p.call('GET', url(`/uploads/${preview.json.id}/preview.json`), { token: tokens.bench })).json.rows).toHaveLength(lines.length - 1);
    // another person's preview is not theirs to apply
    expect((await p.call('POST', url(`/uploads/${preview.json.id}/apply.json`), { token: tokens.verifier })).json.code).toBe('upload-not-found');
    const applied = await p.call('POST', url(`/uploads/${preview.json.id}/apply.json`), { token: tokens.bench });
    expect(applied.json).toEqual({ applied: rows.length });
    expect((await view()).samples[0].results.filter((r: { state: string }) => r.state === 'open')).toHaveLength(0);
    expect((await p.call('POST', url(`/uploads/${preview.json.id}/apply.json`), { token: tokens.bench })).status).toBe(404);
  });

  it('release is refused until every value is verified', async () => {
    const r = await p.call('POST', url('/release.json'), { token: tokens.verifier });
    expect(r.status).toBe(409);
    expect(r.json.code).toBe('batch-not-verified');
    expect(await fanOuts()).toHaveLength(0);
  });

  it('the person who entered a value may not verify it; another does, and who and when are kept', async () => {
    const v = await view();
    // every remaining value entered by bench
    const values = v.samples.flatMap((s: { results: { id: number; units: string | null; state: string }[] }) => s.results.filter((r) => r.state === 'open').map((r) => ({ resultId: r.id, value: r.units ? '3.4' : 'N/A' })));
    if (values.length) expect((await p.call('POST', url('/values.json'), { token: tokens.bench, body: { values } })).status).toBe(200);
    const ids = (await view()).samples.flatMap((s: { results: { id: number }[] }) => s.results.map((r) => r.id));
    const same = await p.call('POST', url('/verify.json'), { token: tokens.bench, body: { resultIds: ids } });
    expect(same.status).toBe(403);
    expect(same.json.code).toBe('same-person-verifies');
    expect((await p.call('POST', url('/verify.json'), { token: tokens.verifier, body: { resultIds: ids } })).json).toEqual({ applied: ids.length });
    const r0 = (await view()).samples[0].results[0];
    expect(r0).toMatchObject({ state: 'verified', enteredBy: { name: 'Ines Moreau' }, verifiedBy: { name: 'Owen Park' } });
    expect(r0.verifiedAt).toBeTruthy();
  });

  it('release completes the batch, issues the invoice UNPAID net 30, and queues one fan-out per event', async () => {
    const r = await p.call('POST', url('/release.json'), { token: tokens.verifier });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const batch = await p.db.selectFrom('batches').select('status').where('id', '=', batchId).executeTakeFirstOrThrow();
    expect(batch.status).toBe('Completed');
    const results = await p.db.selectFrom('results').select(['status', 'validationStatus', 'reportedAt']).where('batchId', '=', batchId).execute();
    expect(results.every((x) => x.status === 'Completed' && x.validationStatus === 'Validated' && x.reportedAt)).toBe(true);
    const inv = await p.db.selectFrom('invoices').selectAll().where('id', '=', r.json.invoiceId).executeTakeFirstOrThrow();
    expect(inv).toMatchObject({ status: 'UNPAID', batchId, clientId });
    expect(inv.totalAmount).toBeGreaterThan(0);
    expect(inv.amountDue).toBe(inv.totalAmount);
    expect(new Date(inv.dueAt).getTime() - new Date(inv.dateIssued).getTime()).toBe(30 * 86_400_000);
    expect(await p.db.selectFrom('lab_reports').select('reportNumber').where('batchId', '=', batchId).execute()).not.toHaveLength(0);
    expect(await fanOuts()).toEqual([
      { kind: 'report-released', clientId, batchId, reportVersion: 1 },
      { kind: 'invoice-issued', clientId, invoiceId: inv.id },
    ]);
    // released once: a second release is refused and queues nothing
    expect((await p.call('POST', url('/release.json'), { token: tokens.bench })).json.code).toBe('batch-released');
    expect(await fanOuts()).toHaveLength(2);
  });

  it('an amendment with a reason makes version 2, keeps the old value visible and is announced once', async () => {
    const v = await view();
    const target = v.samples[0].results.find((r: { units: string | null }) => r.units);
    expect((await p.call('POST', url('/amend.json'), { token: tokens.verifier, body: { resultId: target.id, value: '4.2', reason: ' ' } })).json.code).toBe('reason-required');
    const r = await p.call('POST', url('/amend.json'), { token: tokens.verifier, body: { resultId: target.id, value: '4.2', reason: 'Transcription error' } });
    expect(r.json).toEqual({ batchId, reportVersion: 2 });
    const after = (await view()).samples[0].results.find((x: { id: number }) => x.id === target.id);
    expect(after.formattedResult).toBe('4.2');
    expect(after.amendments).toMatchObject([{ oldFormatted: target.formattedResult, newFormatted: '4.2', reason: 'Transcription error', reportVersion: 2, amendedBy: { name: 'Owen Park' } }]);
    expect((await fanOuts()).filter((e) => e.kind === 'report-amended')).toEqual([{ kind: 'report-amended', clientId, batchId, reportVersion: 2 }]);
    // the lab report PDF shows the amended value and the old one
    const client = await p.db.selectFrom('clients').select(['code', 'name', 'officialBusinessName']).where('id', '=', clientId).executeTakeFirstOrThrow();
    const b = await p.db.selectFrom('batches').select(['id', 'status', 'submittedAt', 'updatedAt']).where('id', '=', batchId).executeTakeFirstOrThrow();
    const text = await pdfText(new Uint8Array(await batchLabReportPdf(p.db, p.deps, client, { ...b, updatedAt: String(b.updatedAt) }, p.clock.now())));
    expect(text).toContain('Version 2');
    expect(text).toContain('Amended');
    expect(text).toContain('Transcription error');
    // the sample's page (its provider answer) and the results CSV show it too
    const sample = v.samples[0];
    const page = await p.call('GET', `/clients/${clientId}/batches/${batchId}/samples/${sample.friendlyNumber}.json`, { token: tokens.admin });
    expect(page.status).toBe(200);
    expect(page.json.sample.analyses.find((a: { id: number }) => a.id === target.id).amendments).toMatchObject([{ oldFormatted: target.formattedResult, reason: 'Transcription error', reportVersion: 2 }]);
    const file = path.join(os.tmpdir(), `lab-bench-${process.pid}.csv`);
    await writeResultsCsv(p.db, [target.id], file);
    const csv = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    expect(csv).toContain(`4.2 (amended in version 2; was ${target.formattedResult}: Transcription error)`);
  });
});
