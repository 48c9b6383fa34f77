/**
 * Results by analysis (document 2 §7): one page of a client's results with server-side search,
 * date range, sorting and paging, and one analysis with its sample and batch. The exports are
 * routes/exports.ts; batches and samples routes/batches.ts; the PDFs routes/reports.ts.
 */
import { Hono } from 'hono';
import { resultsQuery } from '../../contract/results.ts';
import { type ProviderEnv, failNotOwned, fail, idParam, readQuery } from '../http.ts';
import { gatePreliminary, resultsDetailsGate, resultsGate } from '../results-access.ts';
import { findAnalysis, resultsPage } from '../repositories/results.ts';

export const resultRoutes = new Hono<ProviderEnv>();

/** GET /clients/{clientId}/results.json: results by analysis, one page. */
resultRoutes.get('/clients/:clientId/results.json', resultsGate(), async (c) => {
  const q = readQuery(c, resultsQuery);
  const { db } = c.var.deps;
  const { data, totalItems } = await resultsPage(db, c.var.client.id, q);
  return c.json({ data: gatePreliminary(c, data), totalItems });
});

/** GET …/results/{id}.json: one analysis (result row) with its sample and batch. */
resultRoutes.get('/clients/:clientId/results/:sampleId{[^/]+\\.json}', resultsDetailsGate(), async (c) => {
  const id = idParam(c, 'sampleId');
  const analysis = await findAnalysis(c.var.deps.db, id);
  if (!analysis) fail(404, 'Analysis not found');
  if (analysis.clientId !== c.var.client.id) await failNotOwned(c, analysis.clientId, 'You do not have access to this analysis', 'Analysis not found');
  return c.json({ analysis: gatePreliminary(c, [analysis])[0] });
});
