/**
 * Compliance checks of a results sample (contract/compliance.ts): its label claim and colour (read
 * and set by whoever may open the sample's details), the label verdict and molecular SO2, and the
 * export pack for one destination market (JSON and PDF). Another client's sample is refused as
 * the sample pages refuse it (404, or 403 naming the owner to a member of both).
 */
import { Hono } from 'hono';
import { exportMarketParam, labelClaimBody } from '../../contract/compliance.ts';
import { type Ctx, type ProviderEnv, fail, failNotOwned, idParam, readJson, refuseUnlessOpen } from '../http.ts';
import { refuse } from '../errors.ts';
import { findBatch } from '../repositories/batches.ts';
import { findComplianceSample, setLabelClaim } from '../repositories/compliance.ts';
import { resultsDetailsGate } from '../results-access.ts';
import { sampleCompliance } from '../services/compliance.ts';
import { exportPackFor } from '../services/export-pack.ts';
import { exportPackPdf } from '../services/export-pack-pdf.ts';

export const complianceRoutes = new Hono<ProviderEnv>();

async function ownSampleById(c: Ctx) {
  const id = idParam(c, 'id');
  const sample = await findComplianceSample(c.var.deps.db, id);
  if (!sample) fail(404, 'Sample not found');
  if (sample.clientId !== c.var.client.id) await failNotOwned(c, sample.clientId, 'You do not have access to this sample', 'Sample not found');
  return sample;
}

function marketOf(c: Ctx) {
  const parsed = exportMarketParam.safeParse((c.req.param('file') ?? '').replace(/\.(json|pdf)$/, ''));
  if (!parsed.success) fail(404, 'No such export market');
  return parsed.data;
}

/** GET …/samples/{id}/compliance.json: the label claim and its verdict, the colour, molecular SO2. */
complianceRoutes.get('/clients/:clientId/samples/:id{[0-9]+}/compliance.json', resultsDetailsGate(), async (c) => {
  const sample = await ownSampleById(c);
  return c.json((await sampleCompliance(c.var.deps.db, sample.id))!);
});

/** PUT …/samples/{id}/label.json: the label claim (figure or beer term, market) and the wine's colour. */
complianceRoutes.put('/clients/:clientId/samples/:id{[0-9]+}/label.json', resultsDetailsGate(), async (c) => {
  const body = await readJson(c, labelClaimBody);
  const sample = await ownSampleById(c);
  await setLabelClaim(c.var.deps.db, sample.id, body);
  return c.json((await sampleCompliance(c.var.deps.db, sample.id))!);
});

/** GET …/samples/{id}/export/{market}.json: the export pack's checks and the analyses still to order. */
complianceRoutes.get('/clients/:clientId/samples/:id{[0-9]+}/export/:file{[A-Z]{2,3}\\.json}', resultsDetailsGate(), async (c) => {
  const market = marketOf(c);
  const sample = await ownSampleById(c);
  return c.json((await exportPackFor(c.var.deps.db, sample.id, market))!);
});

/** GET …/samples/{id}/export/{market}.pdf: the export pack as a PDF, the lab report after it. */
complianceRoutes.get('/clients/:clientId/samples/:id{[0-9]+}/export/:file{[A-Z]{2,3}\\.pdf}', resultsDetailsGate(), async (c) => {
  // The lab report is attached: the report's own rule (the results rule, credit hold included; a completed group).
  refuseUnlessOpen(c, 'results:report');
  const market = marketOf(c);
  const sample = await ownSampleById(c);
  if ((await findBatch(c.var.deps.db, sample.batchId))?.status !== 'Completed') refuse('download-not-available', 'download-not-available');
  const bytes = await exportPackPdf(c.var.deps, sample.id, market);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="export-pack-${sample.friendlyNumber.replace(/[^A-Za-z0-9_-]/g, '')}-${market}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
