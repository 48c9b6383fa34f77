/**
 * Lab results (document 2 §7): batches ("groups") with their samples, sample details, analysis
 * details, results by analysis with server-side search, date range, sorting and paging, the
 * CSV exports (built here and e-mailed as an attachment) and the lab report / invoice PDFs.
 *
 * Every route names a client: `requireClient` checks membership and role, then each lookup is
 * scoped to that client. An id that exists but belongs to another client answers 403 (never
 * its data); an id that does not exist answers 404.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import {
  EXPORT_MIN_LENGTH, batchesQuery, exportBatchesQuery, exportResultsQuery, reportQuery, resultsQuery,
  type Analysis, type Batch, type BatchesQuery, type ResultSort, type ResultsQuery, type SampleSummary,
} from '../contract/portal.ts';
import { type Role, mayAccess } from '../contract/roles.ts';
import type { Database } from '../db/types.ts';
import type { DB } from '../db/connect.ts';
import { ilike, likePattern } from '../db/dialect.ts';
import { BOM, csvField, safeCell } from '../../lib/csv.ts';
import { labDate, labDayEnd, labDayStart, labToday } from '../contract/lab-time.ts';
import { type Ctx, type ProviderDeps, type ProviderEnv, currentUser, fail, failNotOwned, idParam, readQuery, requireClient, trackEvent } from '../http.ts';
import { buildLabReportPdf, type ReportSample } from '../services/lab-report-pdf.ts';
import { batchInvoicePdf } from '../services/invoice-pdf.ts';
import { reportAccessCode } from '../services/report-codes.ts';
import { beginExport, finishExport, forgetExport } from '../services/export-limits.ts';
import { HTTPException } from 'hono/http-exception';
import { ZIP_ABOVE_BYTES } from '../contract/exports.ts';
import { strToU8, zip } from 'fflate';

export const resultRoutes = new Hono<ProviderEnv>();

/**
 * Results data: a member whose role is allowed results, or a site administrator. A client on
 * credit hold shows no results to anyone but site administrators (document 2 §6: the results
 * menu is hidden for non-administrators on credit hold).
 */
function resultsGate(): MiddlewareHandler<ProviderEnv> {
  const gate = requireClient('results');
  return (c, next) =>
    gate(c, async () => {
      const user = currentUser(c);
      if (c.var.client.status === 'Credit Hold' && !(user.administrator || user.godmode)) {
        fail(403, 'The client is on credit hold: results are not available');
      }
      await next();
    });
}


const RESULT_COLUMNS = [
  'r.id', 'r.number', 'r.sampleId', 'r.batchId', 'r.clientId', 'r.acode', 'r.analyte', 'r.description', 'r.analysisDescription',
  'r.result', 'r.formattedResult', 'r.units', 'r.comments', 'r.validationStatus', 'r.status', 'r.testMethod', 'r.testDate',
  'r.isPanel', 'r.panelDescription', 'r.sortOrder', 'r.loggedAt', 'r.reportedAt', 'r.submittedAt',
  's.friendlyNumber', 's.description as sampleDescription', 'b.status as batchStatus',
] as const;

function toAnalysis(r: any): Analysis {
  return {
    id: r.id, number: r.number, sampleId: r.sampleId, reportBatchId: r.batchId, friendlyNumber: r.friendlyNumber,
    sampleDescription: r.sampleDescription, clientId: r.clientId, acode: r.acode, analyte: r.analyte, description: r.description,
    analysisDescription: r.analysisDescription, result: r.result, formattedResult: r.formattedResult, units: r.units,
    comments: r.comments, validationStatus: r.validationStatus, status: r.status, testMethod: r.testMethod, testDate: r.testDate,
    isPanel: !!r.isPanel, panelDescription: r.panelDescription, sortOrder: r.sortOrder, loggedAt: r.loggedAt, reportedAt: r.reportedAt,
    submittedAt: r.submittedAt, batchStatus: r.batchStatus,
  };
}

/**
 * Preliminary values (issue 15 item 3): a result still Pending Validation is measured but not
 * validated; its value is shown only to a caller who accepted the preliminary-results agreement
 * (document 2 §4), which the app remembers in a cookie and passes as `preliminary=accepted`.
 * Every other caller, the CSV exports included, gets the row without its value.
 */
function preliminaryAccepted(c: Ctx): boolean {
  return c.req.query('preliminary') === 'accepted';
}
function withheld(a: Analysis): Analysis {
  return a.validationStatus === 'Pending Validation' ? { ...a, result: null, formattedResult: null } : a;
}
function gatePreliminary(c: Ctx, rows: Analysis[]): Analysis[] {
  return preliminaryAccepted(c) ? rows : rows.map(withheld);
}

/** The export job a handler enqueued (set by queueExport): its run is then the job's to close. */
const exportQueued = new WeakSet<Ctx>();
/** The run's id, for the handler to hand to its job. */
const exportRun = new WeakMap<Ctx, number>();

/**
 * The export limits around an export route (issue 12 item 6; services/export-limits.ts): starts
 * the user's run or refuses (429). A handler that refused (4xx: not completed, not yours, bad
 * query) did no work, and its run does not count. Once the handler has queued the export job
 * (issue 14 item 4), the run stays open, the in-flight marker, until the job sends the mail or
 * its last attempt fails (exportJob below).
 */
function exportLimits(kind: (q: Record<string, string>) => string): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    const { db, clock } = c.var.deps;
    const id = await beginExport(db, clock, { userId: currentUser(c).id, clientId: c.var.client.id, kind: kind(c.req.query()) });
    exportRun.set(c, id);
    await next();
    if (exportQueued.has(c) && !c.error) return;
    if (c.error instanceof HTTPException && c.error.status < 500) await forgetExport(db, id);
    else await finishExport(db, clock, id, 'failed');
  };
}

const SORT_COLUMN: Record<ResultSort, string> = {
  analyte: 'r.analyte',
  logged_at: 'r.loggedAt',
  formatted_result: 'r.formattedResult',
  report_batch_id: 'r.batchId',
  description: 'r.description',
  panel_description: 'r.panelDescription',
  status: 'r.status',
  friendly_number: 's.friendlyNumber',
  number: 'r.number',
  validation_status: 'r.validationStatus',
};

type ResultFilter = { searchPhrase?: string; startDate?: string; endDate?: string; level?: 'test' | 'panel' };

/**
 * The results of a client with the filters applied, on the results table alone (no joins), so
 * counting and paging walk one index. The search matches the analysis (analyte), the panel, the
 * group (batch) number, and the sample id or sample name (through the client's samples).
 */
function filteredResults(db: DB, clientId: number, f: ResultFilter) {
  let q = db.selectFrom('results as r').where('r.clientId', '=', clientId);
  if (f.level === 'panel') q = q.where('r.isPanel', '=', 1);
  if (f.startDate) q = q.where('r.loggedAt', '>=', labDayStart(f.startDate));
  if (f.endDate) q = q.where('r.loggedAt', '<', labDayEnd(f.endDate));
  if (f.searchPhrase) {
    const p = likePattern(f.searchPhrase);
    const m = (col: string) => ilike(db, col, p);
    const asNumber = /^\d{1,12}$/.test(f.searchPhrase) ? Number(f.searchPhrase) : null;
    q = q.where((eb) =>
      eb.or([
        m('r.analyte'),
        m('r.panelDescription'),
        ...(asNumber !== null ? [eb('r.batchId', '=', asNumber)] : []),
        eb(
          'r.sampleId',
          'in',
          eb.selectFrom('samples as s').select('s.id').where('s.clientId', '=', clientId).where((e) => e.or([m('s.friendlyNumber'), m('s.description')])),
        ),
      ]),
    );
  }
  return q;
}

async function countResults(db: DB, clientId: number, f: ResultFilter): Promise<number> {
  const row = await filteredResults(db, clientId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** Full rows (joined to their sample and batch) of the given result ids, in that order. */
async function resultsById(db: DB, ids: number[]): Promise<Analysis[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('results as r')
    .innerJoin('samples as s', 's.id', 'r.sampleId')
    .innerJoin('batches as b', 'b.id', 'r.batchId')
    .select(RESULT_COLUMNS as any)
    .where('r.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r: any) => [r.id as number, r]));
  return ids.map((id) => byId.get(id)).filter(Boolean).map(toAnalysis);
}

/**
 * One page: first the ids alone (an index walk, a "deferred join", so a late page skips only
 * index entries), then the full rows of those ids.
 */
async function pageOfResults(db: DB, clientId: number, q: ResultsQuery): Promise<Analysis[]> {
  let ids = filteredResults(db, clientId, q);
  if (q.sort === 'friendly_number') ids = ids.innerJoin('samples as s', 's.id', 'r.sampleId');
  const rows = await ids
    .select('r.id')
    .orderBy(sql.ref(SORT_COLUMN[q.sort]), q.direction)
    .orderBy('r.id', q.direction)
    .limit(q.length)
    .offset(q.start)
    .execute();
  return resultsById(db, rows.map((r) => r.id));
}

/** GET /clients/{clientId}/results.json: results by analysis, one page. */
resultRoutes.get('/clients/:clientId/results.json', resultsGate(), async (c) => {
  const q = readQuery(c, resultsQuery);
  const { db } = c.var.deps;
  const [totalItems, data] = await Promise.all([countResults(db, c.var.client.id, q), pageOfResults(db, c.var.client.id, q)]);
  return c.json({ data: gatePreliminary(c, data), totalItems });
});

// ─── batches ──────────────────────────────────────────────────────────────

function batchesBase(db: DB, clientId: number, f: { searchPhrase?: string; startDate?: string; endDate?: string }) {
  let q = db.selectFrom('batches as b').where('b.clientId', '=', clientId);
  if (f.startDate) q = q.where('b.submittedAt', '>=', labDayStart(f.startDate));
  if (f.endDate) q = q.where('b.submittedAt', '<', labDayEnd(f.endDate));
  if (f.searchPhrase) {
    const p = likePattern(f.searchPhrase);
    const asNumber = /^\d{1,12}$/.test(f.searchPhrase) ? Number(f.searchPhrase) : null;
    q = q.where((eb) =>
      eb.or([
        ...(asNumber !== null ? [eb('b.id', '=', asNumber)] : []),
        eb.exists(
          eb
            .selectFrom('samples as s')
            .select('s.id')
            .whereRef('s.batchId', '=', 'b.id')
            .where((se) => se.or([ilike(db, 's.friendlyNumber', p), ilike(db, 's.description', p)])),
        ),
      ]),
    );
  }
  return q;
}

const SAMPLE_COLUMNS = ['s.id', 's.batchId', 's.friendlyNumber', 's.description', 's.loggedAt', 's.reportedAt'] as const;
const toSample = (s: { id: number; batchId: number; friendlyNumber: string; description: string; loggedAt: string; reportedAt: string | null }): SampleSummary => ({
  id: s.id, reportBatchId: s.batchId, friendlyNumber: s.friendlyNumber, description: s.description, loggedAt: s.loggedAt, reportedAt: s.reportedAt,
});

async function samplesOf(db: DB, batchIds: number[]): Promise<Map<number, SampleSummary[]>> {
  const out = new Map<number, SampleSummary[]>();
  if (!batchIds.length) return out;
  const rows = await db.selectFrom('samples as s').select(SAMPLE_COLUMNS).where('s.batchId', 'in', batchIds).orderBy('s.friendlyNumber').execute();
  for (const r of rows) {
    const list = out.get(r.batchId) ?? [];
    list.push(toSample(r));
    out.set(r.batchId, list);
  }
  return out;
}

function toBatch(b: Database['batches'] & { id: number }, samples: SampleSummary[]): Batch {
  return { id: b.id, number: b.id, clientId: b.clientId, status: b.status, submittedAt: b.submittedAt, updatedAt: b.updatedAt as unknown as string, samples };
}

/** GET …/batches/dashboard_index: the samples view, batches with their samples, one page. */
resultRoutes.get('/clients/:clientId/batches/dashboard_index', resultsGate(), async (c) => {
  const q: BatchesQuery = readQuery(c, batchesQuery);
  const { db } = c.var.deps;
  const clientId = c.var.client.id;
  const [count, rows] = await Promise.all([
    batchesBase(db, clientId, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    batchesBase(db, clientId, q).selectAll('b').orderBy('b.submittedAt', q.direction).orderBy('b.id', q.direction).limit(q.length).offset(q.start).execute(),
  ]);
  const samples = await samplesOf(db, rows.map((b) => b.id));
  return c.json({ data: rows.map((b) => toBatch(b as any, samples.get(b.id) ?? [])), totalBatches: count.n });
});

/**
 * A batch of the gated client: 404 when no such batch exists, 403 when it exists but belongs
 * to another client.
 */
async function ownBatch(c: Ctx, param = 'batchId') {
  const id = idParam(c, param);
  const batch = await c.var.deps.db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
  if (!batch) fail(404, 'Batch not found');
  if (batch.clientId !== c.var.client.id) await failNotOwned(c, batch.clientId, 'You do not have access to this batch');
  return batch;
}

async function resultsOfSamples(db: DB, where: { batchId?: number; sampleId?: number }): Promise<Analysis[]> {
  let q = db.selectFrom('results as r').innerJoin('samples as s', 's.id', 'r.sampleId').innerJoin('batches as b', 'b.id', 'r.batchId');
  if (where.batchId !== undefined) q = q.where('r.batchId', '=', where.batchId);
  if (where.sampleId !== undefined) q = q.where('r.sampleId', '=', where.sampleId);
  // Panel analyses first, grouped by panel; then the rest in the lab's order (document 2 §2).
  const rows = await q
    .select(RESULT_COLUMNS as any)
    .orderBy('s.friendlyNumber')
    .orderBy('r.isPanel', 'desc')
    .orderBy(sql`coalesce(${sql.ref('r.panelDescription')}, '')`)
    .orderBy('r.sortOrder')
    .orderBy('r.id')
    .execute();
  return rows.map(toAnalysis);
}

// Static siblings before the `:batchId` patterns.
resultRoutes.get('/clients/:clientId/batches/export.json', resultsGate(), exportLimits((q) => (q.sample_number ? 'sample' : q.batch_id ? 'batch' : 'batches')), async (c) => {
  const q = readQuery(c, exportBatchesQuery);
  const { db } = c.var.deps;
  const client = c.var.client;
  let ids: number[];
  let label: string;
  if (q.batch_id !== undefined || q.sample_number) {
    // A single batch, or a single sample: only once it is Completed and reported.
    let batchId = q.batch_id;
    let sampleId: number | undefined;
    if (q.sample_number) {
      const sample = await db.selectFrom('samples').selectAll().where('friendlyNumber', '=', q.sample_number).executeTakeFirst();
      if (!sample) fail(404, 'Sample not found');
      if (sample.clientId !== client.id) await failNotOwned(c, sample.clientId, 'You do not have access to this sample');
      if (batchId !== undefined && sample.batchId !== batchId) fail(400, 'The sample is not in that batch');
      if (!sample.reportedAt) fail(409, 'download-not-available');
      batchId = sample.batchId;
      sampleId = sample.id;
    }
    const batch = await db.selectFrom('batches').selectAll().where('id', '=', batchId!).executeTakeFirst();
    if (!batch) fail(404, 'Batch not found');
    if (batch.clientId !== client.id) await failNotOwned(c, batch.clientId, 'You do not have access to this batch');
    if (batch.status !== 'Completed') fail(409, 'download-not-available');
    ids = (await resultsOfSamples(db, sampleId !== undefined ? { sampleId } : { batchId: batch.id })).map((r) => r.id);
    label = sampleId !== undefined ? `sample-${q.sample_number}` : `batch-${batch.id}`;
  } else {
    const f = { searchPhrase: q.searchPhrase ?? q.searchTerm, startDate: q.startDate, endDate: q.endDate };
    const total = await batchesBase(db, client.id, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const length = Math.max(EXPORT_MIN_LENGTH, q.length ?? 0, total.n);
    const batchIds = (
      await batchesBase(db, client.id, f).select('b.id').orderBy('b.submittedAt', 'desc').orderBy('b.id', 'desc').limit(length).execute()
    ).map((b) => b.id);
    ids = [];
    // Chunked to stay under SQLite's parameter limit.
    for (let i = 0; i < batchIds.length; i += 500) {
      const chunk = batchIds.slice(i, i + 500);
      const part = await db
        .selectFrom('results as r')
        .innerJoin('samples as s', 's.id', 'r.sampleId')
        .innerJoin('batches as b', 'b.id', 'r.batchId')
        .where('r.batchId', 'in', chunk)
        .select('r.id')
        .orderBy('b.submittedAt', 'desc')
        .orderBy('r.batchId', 'desc')
        .orderBy('s.friendlyNumber')
        .orderBy('r.sortOrder')
        .execute();
      ids.push(...part.map((r) => r.id));
    }
    label = 'batches';
  }
  const sentTo = await queueExport(c, ids, label);
  await trackEvent(c, 'batches-exported', { clientId: client.id, rows: ids.length });
  return c.json({ success: true, message: 'sent-to-mail-success', rows: ids.length, sentTo });
});

resultRoutes.get('/clients/:clientId/batches/:batchId{[^/]+\\.json}', resultsGate(), async (c) => {
  const batch = await ownBatch(c);
  const samples = await samplesOf(c.var.deps.db, [batch.id]);
  return c.json(toBatch(batch as any, samples.get(batch.id) ?? []));
});

resultRoutes.get('/clients/:clientId/batches/:batchId/samples.json', resultsGate(), async (c) => {
  const batch = await ownBatch(c);
  const samples = await samplesOf(c.var.deps.db, [batch.id]);
  return c.json({ data: samples.get(batch.id) ?? [] });
});

resultRoutes.get('/clients/:clientId/batches/:batchId/samples/:friendlyNumber{[^/]+\\.json}', resultsGate(), async (c) => {
  const batch = await ownBatch(c);
  const friendly = (c.req.param('friendlyNumber') ?? '').replace(/\.json$/, '');
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(friendly)) fail(400, 'friendlyNumber is not a sample number');
  const { db } = c.var.deps;
  const sample = await db.selectFrom('samples as s').select([...SAMPLE_COLUMNS, 's.clientId']).where('s.friendlyNumber', '=', friendly).executeTakeFirst();
  if (!sample) fail(404, 'Sample not found');
  if (sample.clientId !== c.var.client.id) await failNotOwned(c, sample.clientId, 'You do not have access to this sample');
  if (sample.batchId !== batch.id) fail(404, 'Sample not found in this batch');
  const analyses = await resultsOfSamples(db, { sampleId: sample.id });
  return c.json({
    sample: { ...toSample(sample), batchStatus: batch.status, analyses: gatePreliminary(c, analyses) },
    containsPreliminaryResults: analyses.some((a) => a.validationStatus === 'Pending Validation'),
  });
});

type ReportClient = { code: string; name: string; officialBusinessName: string };
type ReportBatch = { id: number; status: string; submittedAt: string; updatedAt: string };

/** What a lab report or an invoice PDF shows of a batch: its samples with their analyses. */
async function reportInput(db: DB, client: ReportClient, batch: ReportBatch, issuedAt: Date) {
  const analyses = await resultsOfSamples(db, { batchId: batch.id });
  const sampleRows = (await samplesOf(db, [batch.id])).get(batch.id) ?? [];
  const samples: (ReportSample & { id: number })[] = sampleRows.map((s) => ({
    id: s.id,
    friendlyNumber: s.friendlyNumber, description: s.description, loggedAt: s.loggedAt, reportedAt: s.reportedAt,
    analyses: analyses.filter((a) => a.sampleId === s.id),
  }));
  return { client, batch: { id: batch.id, status: batch.status, submittedAt: batch.submittedAt, updatedAt: batch.updatedAt }, samples, issuedAt, analyses };
}

/** The batch's report numbers and access codes, printed so a reader can verify the report online. */
async function withVerification(db: DB, deps: { publicUrl: string; reportCodeSecret: string }, input: Awaited<ReturnType<typeof reportInput>>) {
  const reports = await db.selectFrom('lab_reports').select(['reportNumber', 'sampleId']).where('batchId', '=', input.batch.id).execute();
  // The code is derived, not stored (services/report-codes.ts): the client sees it on every copy.
  const view = (r: (typeof reports)[number]) => ({
    reportNumber: r.reportNumber,
    accessCode: reportAccessCode(deps.reportCodeSecret, r.reportNumber),
    url: `${deps.publicUrl}/wreports/${encodeURIComponent(r.reportNumber)}`,
  });
  const bySample = new Map(reports.filter((r) => r.sampleId !== null).map((r) => [r.sampleId, view(r)]));
  const whole = reports.find((r) => r.sampleId === null);
  return { ...input, report: whole ? view(whole) : undefined, samples: input.samples.map((s) => ({ ...s, report: bySample.get(s.id) })) };
}

/** The lab report (ereport: results roles) or the invoice (billing: billing roles) of a Completed batch. */
resultRoutes.get('/clients/:clientId/batches/:batchId/report', requireClient('member'), async (c) => {
  const { report_type } = readQuery(c, reportQuery);
  const user = currentUser(c);
  const area = report_type === 'billing' ? 'billing' : 'results';
  // The area gate, for the report type asked for.
  if (!mayAccess(user, (c.var.membership?.role ?? null) as Role | null, area)) fail(403, 'Your role does not allow this');
  if (area === 'results' && c.var.client.status === 'Credit Hold' && !(user.administrator || user.godmode)) {
    fail(403, 'The client is on credit hold: results are not available');
  }
  const batch = await ownBatch(c);
  if (batch.status !== 'Completed') fail(409, 'download-not-available');
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  let pdf: Buffer;
  let name: string;
  if (report_type === 'billing') {
    const invoice = await db.selectFrom('invoices').selectAll().where('clientId', '=', client.id).where('batchId', '=', batch.id).orderBy('dateIssued', 'desc').executeTakeFirst();
    if (!invoice) fail(404, 'No invoice for this batch');
    if (invoice.isOfflineInvoice) fail(409, 'Contact the laboratory for a copy of this invoice');
    pdf = await batchInvoicePdf(db, client, batch, invoice, c.var.deps.publicUrl);
    name = `invoice-${invoice.invoiceNumber}.pdf`;
  } else {
    pdf = await buildLabReportPdf(await withVerification(db, c.var.deps, await reportInput(db, client, batch, clock.now())));
    name = `lab-report-${client.code}-${batch.id}.pdf`;
  }
  await trackEvent(c, 'report-downloaded', { clientId: client.id, batchId: batch.id, reportType: report_type });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      'content-length': String(pdf.length),
      'cache-control': 'private, no-store',
    },
  });
});

// ─── results by analysis: details and export ───────────────────────────────

resultRoutes.get('/clients/:clientId/results/export.json', resultsGate(), exportLimits(() => 'results'), async (c) => {
  const q = readQuery(c, exportResultsQuery);
  const { db } = c.var.deps;
  const client = c.var.client;
  const f = { searchPhrase: q.searchPhrase ?? q.searchTerm, startDate: q.startDate, endDate: q.endDate };
  // The length is the larger of 500 and the total (document 2 §9): the whole filtered history.
  const total = await countResults(db, client.id, f);
  const length = Math.max(EXPORT_MIN_LENGTH, q.length ?? 0, total);
  const ids = (await filteredResults(db, client.id, f).select('r.id').orderBy('r.loggedAt', 'desc').orderBy('r.id', 'desc').limit(length).execute()).map((r) => r.id);
  const sentTo = await queueExport(c, ids, 'results');
  await trackEvent(c, 'results-exported', { clientId: client.id, rows: ids.length });
  return c.json({ success: true, message: 'sent-to-mail-success', rows: ids.length, sentTo });
});

/** GET …/results/{id}.json: one analysis (result row) with its sample and batch. */
resultRoutes.get('/clients/:clientId/results/:sampleId{[^/]+\\.json}', resultsGate(), async (c) => {
  const id = idParam(c, 'sampleId');
  const { db } = c.var.deps;
  const row = await db
    .selectFrom('results as r')
    .innerJoin('samples as s', 's.id', 'r.sampleId')
    .innerJoin('batches as b', 'b.id', 'r.batchId')
    .select(RESULT_COLUMNS as any)
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) fail(404, 'Analysis not found');
  if ((row as { clientId: number }).clientId !== c.var.client.id) await failNotOwned(c, (row as { clientId: number }).clientId, 'You do not have access to this analysis');
  return c.json({ analysis: gatePreliminary(c, [toAnalysis(row)])[0] });
});

// ─── CSV ──────────────────────────────────────────────────────────────────

export const CSV_HEADER = [
  'Group', 'Sample ID', 'Sample name', 'Logged', 'Reported', 'Analysis number', 'Analysis', 'Panel', 'Result', 'Units',
  'Method', 'Validation status', 'Status', 'Test date',
];

/** The result; "Preliminary" where the value is withheld until the agreement (gatePreliminary), as the page shows it. */
function resultCell(r: Analysis): string {
  const value = r.formattedResult ?? r.result;
  return r.validationStatus === 'Pending Validation' && !value ? 'Preliminary' : safeCell(value);
}

/**
 * The results CSV. Written by hand rather than with csv-stringify (the same output, tested, but
 * for a lone line feed, which csv-stringify left unquoted): on the 55,000-row history
 * csv-stringify alone took ~1.5 s of the request, this a fraction of it.
 */
export function resultsCsv(rows: Analysis[]): string {
  const lines = [CSV_HEADER.map(csvField).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.reportBatchId, safeCell(r.friendlyNumber), safeCell(r.sampleDescription), labDate(r.loggedAt), labDate(r.reportedAt),
        safeCell(r.number), safeCell(r.analyte), safeCell(r.panelDescription), resultCell(r), safeCell(r.units),
        safeCell(r.testMethod), r.validationStatus, r.status, labDate(r.testDate),
      ].map(csvField).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** One file in a ZIP archive, compressed off the event loop (fflate's async zip runs in a worker). */
function zipOne(name: string, content: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => zip({ [name]: [strToU8(content), { level: 6 }] }, (err, data) => (err ? reject(err) : resolve(data))));
}

/** What the export job is given: the rows chosen when the user asked (result ids, in order). */
export interface ExportJob {
  runId: number;
  userId: number;
  clientId: number;
  label: string;
  ids: number[];
  preliminaryAccepted: boolean;
}
export const EXPORT_JOB = 'results-export';

/**
 * Issue 14 item 4: the request checks, picks the rows (their ids: cheap) and queues the export;
 * the job (exportJob) builds the CSV and mails it, on whichever node takes it. Answers the
 * address the mail will go to.
 */
async function queueExport(c: Ctx, ids: number[], label: string): Promise<string> {
  const user = currentUser(c);
  const job: ExportJob = { runId: exportRun.get(c)!, userId: user.id, clientId: c.var.client.id, label, ids, preliminaryAccepted: preliminaryAccepted(c) };
  await c.var.deps.jobs.enqueue(EXPORT_JOB, job);
  exportQueued.add(c);
  return user.email;
}

/**
 * The export job's handler and its final failure (registered by provider/app.ts). The mail is
 * sent last, so a failed attempt sent nothing; the run is closed as sent, or as failed once the
 * last attempt failed: either way the user's in-flight marker is released.
 */
export function exportJob(deps: Pick<ProviderDeps, 'db' | 'clock' | 'mailer'>) {
  return {
    async run(job: ExportJob) {
      const { db, clock } = deps;
      const user = await db.selectFrom('users').select(['email', 'firstname']).where('id', '=', job.userId).executeTakeFirstOrThrow();
      const client = await db.selectFrom('clients').select(['name', 'code']).where('id', '=', job.clientId).executeTakeFirstOrThrow();
      const rows: Analysis[] = [];
      // Chunked to stay under SQLite's parameter limit.
      for (let i = 0; i < job.ids.length; i += 5000) rows.push(...(await resultsById(db, job.ids.slice(i, i + 5000))));
      const done = await mailCsv(deps, user, client, job.preliminaryAccepted ? rows : rows.map(withheld), job.label);
      await finishExport(db, clock, job.runId, 'sent', done);
    },
    async onFailed(job: ExportJob) {
      await finishExport(deps.db, deps.clock, job.runId, 'failed');
    },
  };
}

/**
 * E-mails the rows as a CSV (with its byte-order mark); one larger than ZIP_ABOVE_BYTES goes as a
 * ZIP holding the CSV (issue 15 item 10: a whole history is ~10 MB of CSV, a few hundred KB zipped).
 * ZIP rather than gzip: every office machine opens a ZIP by double-click, a .gz needs a tool.
 */
async function mailCsv(
  deps: Pick<ProviderDeps, 'clock' | 'mailer'>,
  user: { email: string; firstname: string },
  client: { name: string; code: string },
  rows: Analysis[],
  label: string,
): Promise<{ rows: number; bytes: number }> {
  const { mailer, clock } = deps;
  const day = labToday(clock.now());
  const base = `${client.code}-${label}-${day}`.replace(/[^\w.-]/g, '_');
  const csv = BOM + resultsCsv(rows);
  const csvBytes = Buffer.byteLength(csv);
  const zipped = csvBytes > ZIP_ABOVE_BYTES;
  const attachment = zipped
    ? { filename: `${base}.zip`, content: Buffer.from(await zipOne(`${base}.csv`, csv)), contentType: 'application/zip' }
    : { filename: `${base}.csv`, content: csv, contentType: 'text/csv' };
  const count = `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`;
  await mailer.send({
    to: user.email,
    subject: `Your results export for ${client.name} (${client.code})`,
    text:
      `Hello ${user.firstname},\n\nThe results export you asked for is attached (${count}` +
      (zipped ? `, compressed as a ZIP file: open it to find ${base}.csv).\n\n` : `).\n\n`) +
      `Vinlab Analytical Laboratories`,
    attachments: [attachment],
  });
  return { rows: rows.length, bytes: zipped ? attachment.content.length : csvBytes };
}
