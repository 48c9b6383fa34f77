/**
 * The results exports (document 2 §9): a batch, a sample, the batches view or the results view
 * as CSV, e-mailed as an attachment. The request checks and picks the rows (their ids); the
 * export job (services/results-export.ts) builds the CSV and mails it.
 *
 * Mounted before routes/results.ts and routes/batches.ts: `…/export.json` is a static sibling of
 * their `:id.json` patterns.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { Refusal, refuse } from '../errors.ts';
import { DIRECT_CSV_MAX_ROWS, EXPORT_MIN_LENGTH, type ExportLayout, exportBatchesQuery, exportResultsQuery } from '../../contract/exports.ts';
import { wineryCsv } from '../services/winery-csv.ts';
import { labToday } from '../../contract/lab-time.ts';
import { type Ctx, type ProviderEnv, currentUser, fail, readQuery, trackEvent } from '../http.ts';
import { ownBatch, ownSample, preliminaryAccepted, resultsGate } from '../results-access.ts';
import { countBatches, latestBatchIds } from '../repositories/batches.ts';
import { countResults, latestResultIds, newestResultId, resultIdsOfBatches, resultsOfSamples } from '../repositories/results.ts';
import { beginExport, finishExport, forgetExport } from '../services/export-limits.ts';
import { EXPORT_JOB, type ExportJob, resultsCsvStream, withheld } from '../services/results-export.ts';

export const exportRoutes = new Hono<ProviderEnv>();

/** The export job a handler enqueued (set by queueExport): its run is then the job's to close. */
const exportQueued = new WeakSet<Ctx>();
/** The small exports answered as a download (answerDirect): their run is closed by the handler. */
const exportDirect = new WeakSet<Ctx>();
/** The run's id, for the handler to hand to its job. */
const exportRun = new WeakMap<Ctx, number>();

/**
 * The export limits around an export route (services/export-limits.ts): starts
 * the user's run or refuses (429). A handler that refused (4xx: not completed, not yours, bad
 * query) did no work, and its run does not count. Once the handler has queued the export job,
 * the run stays open, the in-flight marker, until the job sends the mail or
 * its last attempt fails (services/results-export.ts).
 */
function exportLimits(kind: (q: Record<string, string>) => string): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    const { db, clock } = c.var.deps;
    const id = await beginExport(db, clock, { userId: currentUser(c).id, clientId: c.var.client.id, kind: kind(c.req.query()) });
    exportRun.set(c, id);
    await next();
    if ((exportQueued.has(c) || exportDirect.has(c)) && !c.error) return;
    if (c.error instanceof Refusal && c.error.status < 500) await forgetExport(db, id);
    else await finishExport(db, clock, id, 'failed');
  };
}

/**
 * The request checks, picks the rows (their ids: cheap) and queues the export;
 * the job builds the CSV and mails it, on whichever node takes it. Answers the address the mail
 * will go to.
 */
async function queueExport(c: Ctx, rows: Pick<ExportJob, 'ids' | 'history'>, label: string, layout: ExportLayout = 'standard'): Promise<string> {
  const user = currentUser(c);
  const job: ExportJob = { runId: exportRun.get(c)!, userId: user.id, clientId: c.var.client.id, label, ...rows, preliminaryAccepted: preliminaryAccepted(c), ...(layout === 'standard' ? {} : { layout }) };
  await c.var.deps.jobs.enqueue(EXPORT_JOB, job);
  exportQueued.add(c);
  return user.email;
}

/**
 * A small export asked for `direct` (up to DIRECT_CSV_MAX_ROWS rows, counted as the ids were
 * picked): the CSV itself, streamed, instead of the mail; it counts as one of the user's exports
 * of the day (closed as sent at once: nothing stays in flight). Null when it is to be mailed.
 */
async function answerDirect(c: Ctx, direct: boolean, ids: number[], label: string, layout: ExportLayout = 'standard'): Promise<Response | null> {
  if (!direct || ids.length > DIRECT_CSV_MAX_ROWS) return null;
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  await finishExport(db, clock, exportRun.get(c)!, 'sent', { rows: ids.length, bytes: 0 });
  exportDirect.add(c);
  const name = `${client.code}-${label}${layout === 'standard' ? '' : `-${layout}`}-${labToday(clock.now())}.csv`.replace(/[^\w.-]/g, '_');
  const shape = preliminaryAccepted(c) ? undefined : withheld;
  const body = layout === 'standard' ? resultsCsvStream(db, ids, shape) : (await wineryCsv(db, ids, layout, shape)).csv;
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-export-rows': String(ids.length),
    },
  });
}

exportRoutes.get('/clients/:clientId/batches/export.json', resultsGate(), exportLimits((q) => (q.sample_number ? 'sample' : q.batch_id ? 'batch' : 'batches')), async (c) => {
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
      const sample = await ownSample(c, q.sample_number);
      if (batchId !== undefined && sample.batchId !== batchId) fail(400, 'The sample is not in that batch');
      if (!sample.reportedAt) refuse('download-not-available', 'download-not-available');
      batchId = sample.batchId;
      sampleId = sample.id;
    }
    const batch = await ownBatch(c, batchId!);
    if (batch.status !== 'Completed') refuse('download-not-available', 'download-not-available');
    ids = (await resultsOfSamples(db, sampleId !== undefined ? { sampleId } : { batchId: batch.id })).map((r) => r.id);
    label = sampleId !== undefined ? `sample-${q.sample_number}` : `batch-${batch.id}`;
  } else {
    const f = { searchPhrase: q.searchPhrase ?? q.searchTerm, startDate: q.startDate, endDate: q.endDate, specification: q.specification };
    // The length is the larger of 500 and the total (document 2 §9): the whole filtered history.
    const length = Math.max(EXPORT_MIN_LENGTH, q.length ?? 0, await countBatches(db, client.id, f));
    ids = await resultIdsOfBatches(db, await latestBatchIds(db, client.id, f, length));
    label = 'batches';
  }
  const direct = await answerDirect(c, !!q.direct, ids, label, q.layout);
  if (direct) {
    await trackEvent(c, 'batches-downloaded', { clientId: client.id, rows: ids.length });
    return direct;
  }
  const sentTo = await queueExport(c, { ids }, label, q.layout);
  await trackEvent(c, 'batches-exported', { clientId: client.id, rows: ids.length });
  return c.json({ success: true, message: 'sent-to-mail-success', rows: ids.length, sentTo });
});

exportRoutes.get('/clients/:clientId/results/export.json', resultsGate(), exportLimits(() => 'results'), async (c) => {
  const q = readQuery(c, exportResultsQuery);
  const { db } = c.var.deps;
  const client = c.var.client;
  const f = { searchPhrase: q.searchPhrase ?? q.searchTerm, startDate: q.startDate, endDate: q.endDate, specification: q.specification };
  // The length is the larger of 500 and the total (document 2 §9): the whole filtered history.
  // The rows are those that exist now (up to the newest result id): a small download reads their
  // ids; the mailed export walks them in its job, so no list of the history is held here or queued.
  const maxId = await newestResultId(db);
  const total = await countResults(db, client.id, f);
  if (q.direct && total <= DIRECT_CSV_MAX_ROWS) {
    const ids = await latestResultIds(db, client.id, f, Math.max(EXPORT_MIN_LENGTH, q.length ?? 0, total));
    const direct = await answerDirect(c, true, ids, 'results', q.layout);
    if (direct) {
      await trackEvent(c, 'results-downloaded', { clientId: client.id, rows: ids.length });
      return direct;
    }
  }
  const sentTo = await queueExport(c, { history: { filter: f, maxId } }, 'results', q.layout);
  await trackEvent(c, 'results-exported', { clientId: client.id, rows: total });
  return c.json({ success: true, message: 'sent-to-mail-success', rows: total, sentTo });
});
