/**
 * Batches ("groups") with their samples (document 2 §7): the samples view, one batch, its
 * samples, and one sample with its analyses. Gated like the results (results-access.ts).
 */
import { Hono } from 'hono';
import { type BatchesQuery, batchesQuery } from '../../contract/results.ts';
import { type ProviderEnv, fail, readQuery } from '../http.ts';
import { gatePreliminary, ownBatch, ownSample, resultsDetailsGate, resultsGate } from '../results-access.ts';
import { countBatches, pageOfBatches, samplesOfBatch, toBatch, toSample } from '../repositories/batches.ts';
import { resultsOfSamples } from '../repositories/results.ts';
import { amendmentsOfResults } from '../repositories/bench.ts';

export const batchRoutes = new Hono<ProviderEnv>();

/** GET …/batches/dashboard_index: the samples view, batches with their samples, one page. */
batchRoutes.get('/clients/:clientId/batches/dashboard_index', resultsGate(), async (c) => {
  const q: BatchesQuery = readQuery(c, batchesQuery);
  const { db } = c.var.deps;
  const clientId = c.var.client.id;
  const [totalBatches, data] = await Promise.all([countBatches(db, clientId, q), pageOfBatches(db, clientId, q)]);
  return c.json({ data, totalBatches });
});

// (GET …/batches/export.json is routes/exports.ts, mounted before these `:batchId` patterns.)

batchRoutes.get('/clients/:clientId/batches/:batchId{[^/]+\\.json}', resultsGate(), async (c) => {
  const batch = await ownBatch(c);
  return c.json(toBatch(batch as any, await samplesOfBatch(c.var.deps.db, batch.id)));
});

batchRoutes.get('/clients/:clientId/batches/:batchId/samples.json', resultsGate(), async (c) => {
  const batch = await ownBatch(c);
  return c.json({ data: await samplesOfBatch(c.var.deps.db, batch.id) });
});

batchRoutes.get('/clients/:clientId/batches/:batchId/samples/:friendlyNumber{[^/]+\\.json}', resultsDetailsGate(), async (c) => {
  const batch = await ownBatch(c);
  const friendly = (c.req.param('friendlyNumber') ?? '').replace(/\.json$/, '');
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(friendly)) fail(400, 'friendlyNumber is not a sample number');
  const sample = await ownSample(c, friendly);
  if (sample.batchId !== batch.id) fail(404, 'Sample not found in this batch');
  const analyses = await resultsOfSamples(c.var.deps.db, { sampleId: sample.id });
  // An amended value keeps the one it replaced in sight, with the reason.
  const amendments = await amendmentsOfResults(c.var.deps.db, analyses.map((a) => a.id));
  const withAmendments = analyses.map((a) => {
    const own = amendments.filter((m) => m.resultId === a.id);
    return own.length ? { ...a, amendments: own.map((m) => ({ oldFormatted: m.oldFormatted ?? m.oldResult, reason: m.reason, reportVersion: m.reportVersion, amendedAt: m.amendedAt })) } : a;
  });
  return c.json({
    sample: { ...toSample(sample), batchStatus: batch.status, analyses: gatePreliminary(c, withAmendments) },
    containsPreliminaryResults: analyses.some((a) => a.validationStatus === 'Pending Validation'),
  });
});
