/**
 * The vintage trends calls, the dashboard's "Vintage portal" (document 3 §7; contract/vintage-trends.ts).
 * Each names the active client (`client_id`) and passes the access rule for the 'vintage'
 * area (role table, re-sign rule). The report's `own` rows are the client's results from the chosen region (the sample's AVA;
 * `ownNoRegion` counts those with no AVA, which no region shows): left out
 * (`ownWithheld: true`) while they are withheld on credit hold. An id that names no analysis, no varietal of that analysis
 * or no region of that varietal answers 404 with the field it is about.
 */
import { Hono } from 'hono';
import { type ProviderEnv, authorizeClient, currentUser, readQuery, requireUser } from '../http.ts';
import type { DB } from '../db/connect.ts';
import { refuse } from '../errors.ts';
import { ownResultsWithheld } from '../../contract/access.ts';
import { analysesQuery, regionsQuery, reportQuery, varietalsQuery } from '../../contract/vintage-trends.ts';
import { seasonQuery } from '../../contract/vintage-days.ts';
import { ownSeasonPoints, seasonLines, vintageOf } from '../../contract/season-days.ts';
import { clientResults, findAnalysis, listAnalyses, regionResults, regionsOf, varietalsOf } from '../repositories/vintage-trends.ts';

export const vintageTrendsRoutes = new Hono<ProviderEnv>();

/** Withheld own results: none shown, none counted. */
const NONE_OWN = { own: [], noRegion: 0 };

/** The analysis a call names, or 404 on its field. */
async function analysisOf(db: DB, id: string) {
  const analysis = await findAnalysis(db, id);
  if (!analysis) refuse('not-found', 'Unknown analysis', { field: 'analyses' });
  return analysis;
}

/** The varietal a call names, among the analysis's, or 404 on its field. */
async function varietalOf(db: DB, analysisName: string, id: string) {
  const varietal = (await varietalsOf(db, analysisName)).find((v) => v.id === id);
  if (!varietal) refuse('not-found', 'No results for this varietal and analysis', { field: 'varietal' });
  return varietal;
}

vintageTrendsRoutes.get('/vintage_portal/analyses.json', requireUser, async (c) => {
  const q = readQuery(c, analysesQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const list = await listAnalyses(c.var.deps.db);
  return c.json(list.map(({ id, name, units }) => ({ id, name, units })));
});

vintageTrendsRoutes.get('/vintage_portal/varietals.json', requireUser, async (c) => {
  const q = readQuery(c, varietalsQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const analysis = await analysisOf(c.var.deps.db, q.analyses);
  return c.json(await varietalsOf(c.var.deps.db, analysis.name));
});

vintageTrendsRoutes.get('/vintage_portal/regions.json', requireUser, async (c) => {
  const q = readQuery(c, regionsQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const { db } = c.var.deps;
  const analysis = await analysisOf(db, q.analyses);
  const varietal = await varietalOf(db, analysis.name, q.varietal);
  return c.json(await regionsOf(db, analysis.name, varietal.name));
});

vintageTrendsRoutes.get('/vintage_portal/analyses_report.json', requireUser, async (c) => {
  const q = readQuery(c, reportQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const { db } = c.var.deps;
  const analysis = await analysisOf(db, q.analyses);
  const varietal = await varietalOf(db, analysis.name, q.varietal);
  const region = (await regionsOf(db, analysis.name, varietal.name)).find((r) => r.id === q.ava);
  if (!region) refuse('not-found', 'No results for this region, varietal and analysis', { field: 'ava' });
  // The client's own results are withheld on credit hold (contract/access.ts); the region's trend is not the client's.
  const ownWithheld = ownResultsWithheld(currentUser(c), c.var.client);
  const [rows, mine] = await Promise.all([regionResults(db, analysis.name, varietal.name, region.name), ownWithheld ? NONE_OWN : clientResults(db, c.var.client.id, analysis, varietal.name, region.name)]);
  return c.json({ analysis: { id: analysis.id, name: analysis.name, units: analysis.units }, varietal, region, rows, own: mine.own, ownWithheld, ownNoRegion: mine.noRegion });
});

/**
 * Vintages by day of the season (contract/vintage-days.ts): the report's region results and the
 * client's own results, each placed on its day of the season; the season the lab's clock is in.
 */
vintageTrendsRoutes.get('/vintage_portal/season_report.json', requireUser, async (c) => {
  const q = readQuery(c, seasonQuery);
  await authorizeClient(c, q.client_id, 'vintage', 'client_id');
  const { db, clock } = c.var.deps;
  const analysis = await analysisOf(db, q.analyses);
  const varietal = await varietalOf(db, analysis.name, q.varietal);
  const region = (await regionsOf(db, analysis.name, varietal.name)).find((r) => r.id === q.ava);
  if (!region) refuse('not-found', 'No results for this region, varietal and analysis', { field: 'ava' });
  const ownWithheld = ownResultsWithheld(currentUser(c), c.var.client);
  const [rows, mine] = await Promise.all([regionResults(db, analysis.name, varietal.name, region.name), ownWithheld ? NONE_OWN : clientResults(db, c.var.client.id, analysis, varietal.name, region.name)]);
  const vintages = seasonLines(rows, q.origin);
  const ownPoints = ownSeasonPoints(mine.own, vintages, q.origin).map((o) => ({ day: o.day, vintage: o.vintage, result: o.result, timestamp: o.timestamp, sampleNumber: o.sampleNumber }));
  return c.json({
    analysis: { id: analysis.id, name: analysis.name, units: analysis.units }, varietal, region, origin: q.origin,
    thisSeason: vintageOf(clock.now().toISOString()), vintages, own: ownPoints, ownWithheld, ownNoRegion: mine.noRegion,
  });
});
