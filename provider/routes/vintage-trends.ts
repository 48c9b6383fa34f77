/**
 * The vintage trends calls, the dashboard's "Vintage portal" (document 3 §7; contract/vintage-trends.ts).
 * Each names the active client (`client_id`) and passes the access rule for the 'vintage'
 * area (role table, re-sign rule). The report's `own` rows are the client's results: left out
 * (`ownWithheld: true`) while they are withheld on credit hold. An id that names no analysis, no varietal of that analysis
 * or no region of that varietal answers 404 with the field it is about.
 */
import { Hono } from 'hono';
import { type Ctx, type ProviderEnv, authorizeClient, currentUser, readQuery, requireUser } from '../http.ts';
import { ownResultsWithheld } from '../../contract/access.ts';
import { analysesQuery, regionsQuery, reportQuery, varietalsQuery, type VintageField } from '../../contract/vintage-trends.ts';
import { clientResults, findAnalysis, listAnalyses, regionResults, regionsOf, varietalsOf } from '../repositories/vintage-trends.ts';

export const vintageTrendsRoutes = new Hono<ProviderEnv>();

const notFound = (c: Ctx, field: VintageField, error: string) => c.json({ error, code: 'not-found', field }, 404);

vintageTrendsRoutes.get('/vintage_portal/analyses.json', requireUser, async (c) => {
  const q = readQuery(c, analysesQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const list = await listAnalyses(c.var.deps.db);
  return c.json(list.map(({ id, name, units }) => ({ id, name, units })));
});

vintageTrendsRoutes.get('/vintage_portal/varietals.json', requireUser, async (c) => {
  const q = readQuery(c, varietalsQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const analysis = await findAnalysis(c.var.deps.db, q.analyses);
  if (!analysis) return notFound(c, 'analyses', 'Unknown analysis');
  return c.json(await varietalsOf(c.var.deps.db, analysis.name));
});

vintageTrendsRoutes.get('/vintage_portal/regions.json', requireUser, async (c) => {
  const q = readQuery(c, regionsQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const { db } = c.var.deps;
  const analysis = await findAnalysis(db, q.analyses);
  if (!analysis) return notFound(c, 'analyses', 'Unknown analysis');
  const varietal = (await varietalsOf(db, analysis.name)).find((v) => v.id === q.varietal);
  if (!varietal) return notFound(c, 'varietal', 'No results for this varietal and analysis');
  return c.json(await regionsOf(db, analysis.name, varietal.name));
});

vintageTrendsRoutes.get('/vintage_portal/analyses_report.json', requireUser, async (c) => {
  const q = readQuery(c, reportQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const { db } = c.var.deps;
  const analysis = await findAnalysis(db, q.analyses);
  if (!analysis) return notFound(c, 'analyses', 'Unknown analysis');
  const varietal = (await varietalsOf(db, analysis.name)).find((v) => v.id === q.varietal);
  if (!varietal) return notFound(c, 'varietal', 'No results for this varietal and analysis');
  const region = (await regionsOf(db, analysis.name, varietal.name)).find((r) => r.id === q.ava);
  if (!region) return notFound(c, 'ava', 'No results for this region, varietal and analysis');
  // The client's own results are withheld on credit hold (contract/access.ts); the region's trend is not the client's.
  const ownWithheld = ownResultsWithheld(currentUser(c), c.var.client);
  const [rows, own] = await Promise.all([regionResults(db, analysis.name, varietal.name, region.name), ownWithheld ? [] : clientResults(db, c.var.client.id, analysis, varietal.name)]);
  return c.json({ analysis: { id: analysis.id, name: analysis.name, units: analysis.units }, varietal, region, rows, own, ownWithheld });
});
