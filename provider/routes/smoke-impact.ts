/**
 * The smoke impact calls (document 3 §7 "Smoke impact"; contract/smoke-impact.ts). Samples and
 * reports are the client's (area 'smoke': role table and re-sign rule); a sample number that is
 * not one of this client's smoke-screened samples answers 404 whether or not it exists
 * elsewhere, so numbers cannot be probed. A preliminary sample's values are given only with
 * `preliminary=accepted` (the preliminary-results agreement, as the results calls do).
 */
import { Hono } from 'hono';
import { codeOfStatus } from '../../contract/errors.ts';
import { type Ctx, type ProviderEnv, authorizeClient, currentUser, fail, readJson, readQuery, requireClient, requireUser, trackEvent } from '../http.ts';
import { SMOKE_DISCLAIMER_TAG, type SmokeReport, disclaimerBody, smokeReportQuery } from '../../contract/smoke-impact.ts';
import { buildSmokeImpactPdf } from '../services/smoke-impact-pdf.ts';
import {
  GRAPE, baselineSource, disclaimerByTag, recordAcknowledgement, smokeAnalytes, smokeSampleByNumber, smokeSamplesOf, smokeVarietalPairs,
} from '../repositories/smoke-impact.ts';

export const smokeImpactRoutes = new Hono<ProviderEnv>();

/** Grape varietals with baselines; reference data (document 3 §7: fresh 10 min). */
smokeImpactRoutes.get('/smoke-impact/varietals.json', requireUser, async (c) => {
  c.header('Cache-Control', 'private, max-age=600');
  return c.json(await smokeVarietalPairs(c.var.deps.db));
});

smokeImpactRoutes.get('/results/:clientId/smoke_impact_samples.json', requireClient('smoke'), async (c) => {
  return c.json(await smokeSamplesOf(c.var.deps.db, c.var.client.id));
});

type Answer = { report: SmokeReport } | { error: string; field: string; status: 404 | 409 };

/** The report the query asks for, or why there is none (the field it is about). */
async function reportFor(c: Ctx): Promise<Answer> {
  const q = readQuery(c, smokeReportQuery);
  await authorizeClient(c, q.client_id, 'smoke', 'client_id');
  const { db } = c.var.deps;
  const varietal = (await smokeVarietalPairs(db)).find(([code]) => code === q.varietal_code.toUpperCase());
  if (!varietal) return { error: 'Unknown varietal code', field: 'varietal', status: 404 };
  const sample = await smokeSampleByNumber(db, c.var.client.id, q.sample_number);
  if (!sample) return { error: 'This client has no smoke marker results for that sample number', field: 'sampleNumber', status: 404 };
  const accepted = c.req.query('preliminary') === 'accepted';
  if (sample.status === 'preliminary' && !accepted) return { error: 'The results of this sample are preliminary', field: 'preliminary', status: 409 };
  const analytes = await smokeAnalytes(db, sample.id, varietal[0], accepted);
  return {
    report: {
      friendlyNumber: sample.friendlyNumber, description: sample.description, loggedAt: sample.loggedAt, reportedAt: sample.reportedAt, status: sample.status,
      varietal: { code: varietal[0], name: varietal[1] }, units: 'µg/kg', baselineSource: await baselineSource(db, GRAPE), analytes,
    },
  };
}

smokeImpactRoutes.get('/smoke-impact-report.json', requireUser, async (c) => {
  const a = await reportFor(c);
  if ('error' in a) return c.json({ error: a.error, code: codeOfStatus(a.status), field: a.field }, a.status);
  return c.json(a.report);
});

/** The same report as a PDF, with the acknowledged disclaimer's text (ours: document 3 §2 "exported to PDF"). */
smokeImpactRoutes.get('/smoke-impact-report.pdf', requireUser, async (c) => {
  const a = await reportFor(c);
  if ('error' in a) return c.json({ error: a.error, code: codeOfStatus(a.status), field: a.field }, a.status);
  const { db, clock } = c.var.deps;
  const disclaimer = await disclaimerByTag(db, SMOKE_DISCLAIMER_TAG);
  const pdf = await buildSmokeImpactPdf(a.report, disclaimer?.text ?? '', { code: c.var.client.code, name: c.var.client.name }, clock.now());
  await trackEvent(c, 'smoke-report-pdf', { clientId: c.var.client.id });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="smoke-impact-${a.report.friendlyNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

smokeImpactRoutes.get('/product_disclaimers/:tag{[a-z0-9-]+\\.json}', requireUser, async (c) => {
  const tag = c.req.param('tag').replace(/\.json$/, '');
  const row = await disclaimerByTag(c.var.deps.db, tag);
  if (!row) fail(404, 'Disclaimer not found');
  return c.json({ tag: row.tag, text: row.text });
});

/**
 * Records that the signed-in user acknowledged a disclaimer for a client (document 3 §3): the
 * user named must be the caller, and the text the one the lab publishes under that tag, so a
 * record always says what was agreed to.
 */
smokeImpactRoutes.post('/product_disclaimers.json', requireUser, async (c) => {
  const body = await readJson(c, disclaimerBody);
  const user = currentUser(c);
  await authorizeClient(c, body.clientCode, 'smoke', 'clientCode');
  if (body.userPid !== user.id || body.userEmail.toLowerCase() !== user.email.toLowerCase()) fail(403, 'The acknowledgement must be your own');
  const { db, clock } = c.var.deps;
  const disclaimer = await disclaimerByTag(db, body.agreementTag.replace(/@.*$/, ''));
  if (!disclaimer) fail(404, 'Disclaimer not found');
  if (disclaimer.text !== body.agreementText) fail(409, 'The agreement text has changed: read it again');
  const row = await recordAcknowledgement(db, { clientId: c.var.client.id, userId: user.id, agreementTag: body.agreementTag, agreementText: body.agreementText, createdAt: clock.now().toISOString() });
  await trackEvent(c, 'disclaimer-acknowledged', { clientId: c.var.client.id, tag: body.agreementTag });
  return c.json({ id: row.id, agreementTag: row.agreementTag, createdAt: row.createdAt }, 201);
});
