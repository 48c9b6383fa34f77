/**
 * The lab bench: the worklist of received batches awaiting results, entering values (typed, or
 * from an instrument CSV previewed first), verification by a second person (four eyes: who
 * entered a value may not verify it), release (the batch completed, its lab report version 1,
 * its invoice issued, both announced for delivery: recorded in the release's transaction, queued
 * after its commit, see delivery-events.ts) and amendment of a released value with a
 * reason (the report's next version, announced again). Route handlers (routes/bench.ts) check
 * that the caller is lab staff; refusals are `refuse(code, …)`. SQL is in repositories/bench.ts.
 */
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import { inTransaction } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from './jobs.ts';
import type { Logger } from '../../lib/log.ts';
import { refuse } from '../errors.ts';
import * as repo from '../repositories/bench.ts';
import { parseResultValue, sameUnit } from '../../contract/result-values.ts';
import { type BatchBench, type BenchState, type CsvPreview, type Worklist, CSV_ROW_STATES, MAX_CSV_BYTES, MAX_CSV_ROWS } from '../../contract/bench.ts';
import { type DeliveryEvent, announceRecorded, recordDelivery } from './delivery-events.ts';
import { invoiceLines } from './invoice-pdf.ts';
import { parseCsv } from './bench-csv.ts';
import { queueWebhooks, recordWebhook } from './webhooks.ts';
import { sampleSpecification } from './specifications.ts';

export interface BenchDeps {
  db: DB;
  clock: Clock;
  jobs: Jobs;
  log: Logger;
  /** the portal's origin, for the report link in the batch.released webhook */
  publicUrl?: string;
}

const WORKLIST_LIMIT = 100;
const DAY = 86_400_000;
/** Net 30 unless the client's terms say otherwise (no client has other terms yet). */
const DEFAULT_TERMS_DAYS = 30;

type Row = { result: string | null; validationStatus: string; status: string };

/** Where a value stands on the bench. */
export function benchState(r: Row): BenchState {
  if (r.status === 'Completed') return 'released';
  if (r.result === null) return 'open';
  return r.validationStatus === 'Validated' ? 'verified' : 'entered';
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Received batches awaiting results, oldest first, with the tests still open per sample. */
export async function worklist(deps: BenchDeps): Promise<Worklist> {
  const batches = await repo.openBatches(deps.db, WORKLIST_LIMIT);
  const rows = await repo.benchRowsOfBatches(deps.db, batches.map((b) => b.id));
  return {
    batches: batches.map((b) => {
      const mine = rows.filter((r) => r.batchId === b.id);
      const samples = new Map<number, { id: number; friendlyNumber: string; description: string; openTests: string[] }>();
      const count = { open: 0, entered: 0, verified: 0 };
      for (const r of mine) {
        let s = samples.get(r.sampleId);
        if (!s) samples.set(r.sampleId, (s = { id: r.sampleId, friendlyNumber: r.friendlyNumber, description: r.description, openTests: [] }));
        const state = benchState(r);
        if (state === 'open' || state === 'entered' || state === 'verified') count[state]++;
        if (state !== 'released' && state !== 'verified' && !s.openTests.includes(r.acode)) s.openTests.push(r.acode);
      }
      return { id: b.id, status: b.status, submittedAt: b.submittedAt, client: { code: b.code, name: b.name }, ...count, samples: [...samples.values()] };
    }),
  };
}

async function batchOrRefuse(db: DB, batchId: number) {
  const batch = await repo.findBatch(db, batchId);
  if (!batch) refuse('batch-not-found', 'No such batch');
  return batch;
}

/** A batch on the bench: its samples and every value with who entered and verified it, and its amendments. */
export async function batchBench(deps: BenchDeps, batchId: number): Promise<BatchBench> {
  const { db } = deps;
  const batch = await batchOrRefuse(db, batchId);
  const [samples, results, amendments, version, invoice] = await Promise.all([
    repo.samplesOfBatch(db, batchId), repo.resultsOfBatch(db, batchId), repo.amendmentsOfBatch(db, batchId), repo.latestReportVersion(db, batchId), repo.invoiceOfBatch(db, batchId),
  ]);
  const views = results.map((r) => ({
    id: r.id, sampleId: r.sampleId, number: r.number, acode: r.acode, analyte: r.analyte, analysisDescription: r.analysisDescription, units: r.units,
    result: r.result, formattedResult: r.formattedResult, state: benchState(r),
    enteredBy: r.enteredBy ? { id: r.enteredBy, name: fullName(r.eFirst, r.eLast) } : null, enteredAt: r.enteredAt,
    verifiedBy: r.verifiedBy ? { id: r.verifiedBy, name: fullName(r.vFirst, r.vLast) } : null, verifiedAt: r.verifiedAt,
    amendments: amendments.filter((a) => a.resultId === r.id).map((a) => ({
      oldResult: a.oldResult, oldFormatted: a.oldFormatted, newFormatted: a.newFormatted, reason: a.reason, reportVersion: a.reportVersion,
      amendedBy: { id: a.amendedBy, name: fullName(a.firstname, a.lastname) }, amendedAt: a.amendedAt,
    })),
  }));
  return {
    id: batch.id, status: batch.status, submittedAt: batch.submittedAt, client: { id: batch.clientId, code: batch.code, name: batch.name },
    samples: samples.map((s) => ({ ...s, results: views.filter((v) => v.sampleId === s.id).map(({ sampleId: _, ...v }) => v) })),
    reportVersion: version,
    releasable: batch.status !== 'Completed' && views.length > 0 && views.every((v) => v.state === 'verified' || v.state === 'released'),
    invoice: invoice && batch.status === 'Completed' ? { id: invoice.id, invoiceNumber: invoice.invoiceNumber, totalAmount: invoice.totalAmount, status: invoice.status, dueAt: invoice.dueAt } : null,
  };
}

type Entry = { resultId: number; value: string };

/**
 * Enters values (blank ones are skipped): each checked against its analysis' unit; one bad value
 * refuses them all, naming its field (`value-<resultId>`). A released value is amended instead.
 */
export async function enter(deps: BenchDeps, userId: number, batchId: number, entries: Entry[]): Promise<{ applied: number }> {
  const { db } = deps;
  const batch = await batchOrRefuse(db, batchId);
  if (batch.status === 'Completed') refuse('batch-released', 'The batch is released: amend a value instead');
  const typed = entries.filter((e) => e.value.trim() !== '');
  if (!typed.length) refuse('nothing-entered', 'Enter at least one value');
  const results = new Map((await repo.resultsOfBatch(db, batchId)).map((r) => [r.id, r]));
  const parsed = typed.map((e) => {
    const r = results.get(e.resultId);
    if (!r) refuse('result-not-found', 'No such result in this batch', { field: `value-${e.resultId}` });
    if (r.status === 'Completed') refuse('result-released', 'This value is released: amend it with a reason', { field: `value-${e.resultId}` });
    const v = parseResultValue(e.value, r.units);
    if (!v.ok) refuse('bad-value', `Not a value for ${r.analyte}${r.units ? ` (${r.units})` : ''}`, { field: `value-${e.resultId}`, extra: { reason: v.reason } });
    return { id: r.id, result: v.result, formatted: v.formatted };
  });
  return apply(deps, userId, batchId, parsed);
}

async function apply(deps: BenchDeps, userId: number, batchId: number, values: { id: number; result: string; formatted: string }[]) {
  const now = deps.clock.now().toISOString();
  await inTransaction(deps.db, async (tx) => {
    for (const v of values) await repo.setEntered(tx, { ...v, userId, now });
    await repo.markBatchPreliminary(tx, batchId, now);
  });
  return { applied: values.length };
}

/** Verifies values entered by someone else; a value the caller entered is refused (four eyes). */
export async function verify(deps: BenchDeps, userId: number, batchId: number, resultIds: number[]): Promise<{ applied: number }> {
  const { db } = deps;
  await batchOrRefuse(db, batchId);
  if (!resultIds.length) refuse('nothing-to-verify', 'Choose the values to verify');
  const results = new Map((await repo.resultsOfBatch(db, batchId)).map((r) => [r.id, r]));
  for (const id of resultIds) {
    const r = results.get(id);
    if (!r) refuse('result-not-found', 'No such result in this batch', { field: `verify-${id}` });
    const state = benchState(r);
    if (state !== 'entered') refuse('value-not-entered', `${r.analyte} has no value awaiting verification`, { field: `verify-${id}` });
    if (r.enteredBy === userId) refuse('same-person-verifies', `You entered ${r.analyte}: another person verifies it`, { field: `verify-${id}` });
  }
  const now = deps.clock.now().toISOString();
  const done = await inTransaction(db, async (tx) => {
    let n = 0;
    for (const id of resultIds) if (await repo.setVerified(tx, id, userId, now)) n++;
    return n;
  });
  return { applied: done };
}

// ─── the instrument CSV ──────────────────────────────────────────────────────

type StoredRow = CsvPreview['rows'][number] & { result: string | null };

/**
 * Reads an instrument CSV against a batch and stores the preview (every row with its state and,
 * when matched, the value it will store) under a random id: the confirmation applies it.
 */
export async function previewCsv(deps: BenchDeps, userId: number, batchId: number, csv: string): Promise<CsvPreview> {
  const { db } = deps;
  const batch = await batchOrRefuse(db, batchId);
  if (batch.status === 'Completed') refuse('batch-released', 'The batch is released: amend a value instead');
  if (Buffer.byteLength(csv) > MAX_CSV_BYTES) refuse('csv-too-large', `At most ${MAX_CSV_BYTES / 1024} KB`, { field: 'csv' });
  const table = parseCsv(csv);
  if (!table) refuse('csv-unreadable', 'Not a CSV file', { field: 'csv' });
  if (table.length && /^sample$/i.test(table[0][0]?.trim() ?? '')) table.shift();
  const lines = table.filter((cells) => cells.some((c) => c.trim() !== ''));
  if (!lines.length) refuse('csv-unreadable', 'The file holds no rows', { field: 'csv' });
  if (lines.length > MAX_CSV_ROWS) refuse('csv-too-large', `At most ${MAX_CSV_ROWS} rows`, { field: 'csv' });
  const results = await repo.resultsOfBatch(db, batchId);
  const samples = await repo.samplesOfBatch(db, batchId);
  const bySampleNumber = new Map(samples.map((s) => [s.friendlyNumber.toUpperCase(), s.id]));
  const seen = new Set<number>();
  const rows: StoredRow[] = lines.map((cells, i) => {
    const [sample = '', analysis = '', value = '', unit = '', analyte = ''] = cells.map((c) => c.trim().slice(0, 200));
    const base = { line: i + 1, sample, analysis, value, unit, resultId: null, formatted: null, result: null };
    const sampleId = bySampleNumber.get(sample.toUpperCase());
    if (sampleId === undefined) return { ...base, state: 'unknown-sample' as const };
    const candidates = results.filter((r) => r.sampleId === sampleId && r.acode.toUpperCase() === analysis.toUpperCase());
    const pick = candidates.length > 1 ? candidates.filter((r) => r.analyte.toLowerCase() === analyte.toLowerCase()) : candidates;
    if (pick.length !== 1) return { ...base, state: 'unknown-test' as const };
    const r = pick[0];
    if (r.status === 'Completed') return { ...base, resultId: r.id, state: 'released' as const };
    if (!sameUnit(unit, r.units)) return { ...base, resultId: r.id, state: 'wrong-unit' as const };
    const v = parseResultValue(value, r.units);
    if (!v.ok) return { ...base, resultId: r.id, state: 'bad-value' as const };
    if (seen.has(r.id)) return { ...base, resultId: r.id, state: 'duplicate' as const };
    seen.add(r.id);
    return { ...base, resultId: r.id, state: 'matched' as const, formatted: v.formatted, result: v.result };
  });
  const id = randomBytes(16).toString('base64url');
  const now = deps.clock.now();
  await repo.deleteUploadsBefore(db, new Date(now.getTime() - DAY).toISOString());
  await repo.saveUpload(db, { id, batchId, userId, rows: JSON.stringify(rows), createdAt: now.toISOString() });
  return previewOf(id, batchId, rows);
}

function previewOf(id: string, batchId: number, rows: StoredRow[]): CsvPreview {
  const matched = rows.filter((r) => r.state === 'matched').length;
  return { id, batchId, rows: rows.map(({ result: _, ...r }) => r), matched, refused: rows.length - matched };
}

async function uploadOrRefuse(deps: BenchDeps, userId: number, batchId: number, id: string) {
  const u = await repo.findUpload(deps.db, id);
  // Another person's preview is theirs to confirm: the entry is recorded as the uploader's.
  if (!u || u.batchId !== batchId || u.userId !== userId) refuse('upload-not-found', 'This preview is no longer there: upload the file again');
  const rows = JSON.parse(u.rows) as StoredRow[];
  if (!Array.isArray(rows) || rows.some((r) => !CSV_ROW_STATES.includes(r.state))) refuse('upload-not-found', 'This preview is no longer there: upload the file again');
  return rows;
}

/** The stored preview again (the preview page, reloaded). */
export async function csvPreview(deps: BenchDeps, userId: number, batchId: number, id: string): Promise<CsvPreview> {
  return previewOf(id, batchId, await uploadOrRefuse(deps, userId, batchId, id));
}

/** Applies the matched rows of a preview, all or none, as entered by the uploader; the preview is then gone. */
export async function applyCsv(deps: BenchDeps, userId: number, batchId: number, id: string): Promise<{ applied: number }> {
  const rows = await uploadOrRefuse(deps, userId, batchId, id);
  const batch = await batchOrRefuse(deps.db, batchId);
  if (batch.status === 'Completed') refuse('batch-released', 'The batch is released: amend a value instead');
  const good = rows.filter((r) => r.state === 'matched' && r.resultId !== null && r.result !== null);
  if (!good.length) refuse('nothing-entered', 'No row of the file can be applied');
  const now = deps.clock.now().toISOString();
  await inTransaction(deps.db, async (tx) => {
    for (const r of good) {
      const current = await repo.resultById(tx, r.resultId!);
      // Released since the preview: nothing of the file is applied.
      if (!current || current.batchId !== batchId || current.status === 'Completed') refuse('result-released', 'A value of the file was released meanwhile: upload it again');
      await repo.setEntered(tx, { id: r.resultId!, result: r.result!, formatted: r.formatted ?? r.result!, userId, now });
    }
    await repo.markBatchPreliminary(tx, batchId, now);
    await repo.deleteUpload(tx, id);
  });
  return { applied: good.length };
}

// ─── release and amendment ───────────────────────────────────────────────────

/**
 * Releases a batch whose every value is verified: the batch Completed (samples reported,
 * results Completed), its lab report (version 1) recorded, its invoice issued UNPAID at the price
 * ordered, due after the client's terms; then the report and the invoice announced for delivery.
 */
export async function release(deps: BenchDeps, userId: number, batchId: number): Promise<{ batchId: number; reportVersion: number; invoiceId: number }> {
  const { db } = deps;
  const batch = await batchOrRefuse(db, batchId);
  if (batch.status === 'Completed') refuse('batch-released', 'The batch is released already');
  const results = await repo.resultsOfBatch(db, batchId);
  const waiting = results.filter((r) => benchState(r) !== 'verified' && benchState(r) !== 'released');
  if (!results.length || waiting.length) refuse('batch-not-verified', `${waiting.length} value(s) are not verified yet`, { extra: { waiting: waiting.length } });
  const now = deps.clock.now();
  const at = now.toISOString();
  const submission = await repo.submissionOfBatch(db, batchId);
  const existing = await repo.invoiceOfBatch(db, batchId);
  const total = submission?.totalCents ?? existing?.totalAmount ?? (await invoiceLines(db, batchId, 0)).filter((l) => l.samples.length).reduce((s, l) => s + l.amount, 0);
  const dueAt = new Date(now.getTime() + DEFAULT_TERMS_DAYS * DAY).toISOString();
  const { invoiceId, events } = await inTransaction(db, async (tx) => {
    // Released a moment ago by another person: this one stops here.
    if (!(await repo.completeBatch(tx, batchId, at))) refuse('batch-released', 'The batch is released already');
    // A value typed over since the check is not verified: nothing is released.
    const left = await repo.unverifiedLeft(tx, batchId);
    if (left) refuse('batch-not-verified', `${left} value(s) are not verified yet`, { extra: { waiting: left } });
    await repo.addReportVersion(tx, { batchId, clientId: batch.clientId, version: 1, issuedBy: userId, issuedAt: at });
    await repo.ensureLabReport(tx, { reportNumber: `R-${batchId}`, clientId: batch.clientId, batchId, issuedAt: at });
    const invoiceId = await repo.issueInvoice(tx, {
      existingId: existing && existing.status === 'PENDING' ? existing.id : null,
      clientId: batch.clientId, batchId, totalAmount: total, dateIssued: at, dueAt,
    });
    // Recorded with the release, so a node stopping after the commit cannot leave it unannounced.
    const events: DeliveryEvent[] = [
      { kind: 'report-released', clientId: batch.clientId, batchId, reportVersion: 1 },
      { kind: 'invoice-issued', clientId: batch.clientId, invoiceId },
    ];
    // Each sample with a released result outside its house specification: its recipients are told.
    for (const s of await repo.samplesOfBatch(tx, batchId)) {
      if ((await sampleSpecification(tx, s.id)).outOfSpecification) events.push({ kind: 'spec-failed', clientId: batch.clientId, batchId, sampleId: s.id, reportVersion: 1 });
    }
    for (const e of events) await recordDelivery(tx, e, at);
    // and the client's webhooks, in the same transaction (services/webhooks.ts)
    await recordWebhook(tx, { clientId: batch.clientId, type: 'batch.released', key: `batch:${batchId}`, data: { batchId, reportVersion: 1, releasedAt: at, reportUrl: `${(deps.publicUrl ?? '').replace(/\/$/, '')}/dashboard/results/group/${batchId}/report` } }, at);
    await recordWebhook(tx, { clientId: batch.clientId, type: 'invoice.issued', key: `invoice:${invoiceId}`, data: { invoiceId, batchId, totalCents: total, currency: 'USD', issuedAt: at, dueAt } }, at);
    return { invoiceId, events };
  });
  await announceRecorded(deps, ...events);
  await queueWebhooks(deps, batch.clientId);
  return { batchId, reportVersion: 1, invoiceId };
}

/** Whether this result of the sample fails the sample's house specification as the database holds it now. */
async function failsSpecification(db: DB, sampleId: number, resultId: number): Promise<boolean> {
  return (await sampleSpecification(db, sampleId)).results.some((x) => x.resultId === resultId && x.verdict === 'fail');
}

/** Amends a released value with a reason: the old value kept as amended, the report's next version announced. */
export async function amend(deps: BenchDeps, userId: number, batchId: number, body: { resultId: number; value: string; reason: string }): Promise<{ batchId: number; reportVersion: number }> {
  const { db } = deps;
  const batch = await batchOrRefuse(db, batchId);
  const r = await repo.resultById(db, body.resultId);
  if (!r || r.batchId !== batchId) refuse('result-not-found', 'No such result in this batch', { field: 'resultId' });
  if (batch.status !== 'Completed' || r.status !== 'Completed') refuse('result-not-released', 'Only a released value is amended; change it on the bench', { field: 'resultId' });
  // Control characters (a NUL PostgreSQL refuses) are spaces, as in values.
  const reason = body.reason.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  if (!reason) refuse('reason-required', 'Say why the value changes', { field: 'reason' });
  const v = parseResultValue(body.value, r.units);
  if (!v.ok) refuse('bad-value', 'Not a value for this analysis', { field: 'value', extra: { reason: v.reason } });
  const at = deps.clock.now().toISOString();
  const { next: version, events } = await inTransaction(db, async (tx) => {
    // Another amendment a moment ago changed the value and took a version: read both after it.
    const current = (await repo.lockedResult(tx, batchId, r.id)) ?? r;
    const next = ((await repo.latestReportVersion(tx, batchId)) ?? 1) + 1;
    const failedBefore = await failsSpecification(tx, r.sampleId, r.id);
    await repo.addReportVersion(tx, { batchId, clientId: batch.clientId, version: next, issuedBy: userId, issuedAt: at });
    await repo.amendResult(tx, {
      resultId: r.id, batchId, reportVersion: next, oldResult: current.result, oldFormatted: current.formattedResult, newResult: v.result, newFormatted: v.formatted, reason, amendedBy: userId, amendedAt: at,
    });
    const events: DeliveryEvent[] = [{ kind: 'report-amended', clientId: batch.clientId, batchId, reportVersion: next }];
    // The amended value newly outside the sample's specification (it was inside, or not judged).
    if (!failedBefore && (await failsSpecification(tx, r.sampleId, r.id))) events.push({ kind: 'spec-failed', clientId: batch.clientId, batchId, sampleId: r.sampleId, reportVersion: next });
    for (const e of events) await recordDelivery(tx, e, at);
    await recordWebhook(tx, {
      clientId: batch.clientId, type: 'result.amended', key: `batch:${batchId}:v${next}`,
      // Names the result, never its value or the reason (which may quote one): a message may go
      // out while the client is on credit hold, when results are withheld; the API applies the hold.
      data: { batchId, reportVersion: next, resultId: r.id, amendedAt: at },
    }, at);
    return { next, events };
  });
  await announceRecorded(deps, ...events);
  await queueWebhooks(deps, batch.clientId);
  return { batchId, reportVersion: version };
}
