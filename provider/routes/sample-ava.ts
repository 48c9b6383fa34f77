/**
 * A results sample's AVA (contract/avas.ts), the region its results count in on the vintage
 * portal: read by whoever may open the sample's details, set by those the access table's
 * 'samples:ava' allows. A sample whose type is known not to come from a vineyard region (not
 * wine, juice or grapes) has none: 422.
 *
 *   GET, PUT /clients/{clientId}/samples/{id}/ava.json
 */
import { Hono } from 'hono';
import { sampleAvaBody } from '../../contract/avas.ts';
import { hasVintage } from '../../contract/submissions.ts';
import { type Ctx, type ProviderEnv, failNotOwned, fail, idParam, readJson, requireClient, trackEvent } from '../http.ts';
import { refuse } from '../errors.ts';
import { resultsDetailsGate } from '../results-access.ts';
import { sampleAvaOf, setSampleAva } from '../repositories/vintage-trends.ts';

export const sampleAvaRoutes = new Hono<ProviderEnv>();

async function ownResultSample(c: Ctx) {
  const sample = await sampleAvaOf(c.var.deps.db, idParam(c, 'id'));
  if (!sample) fail(404, 'Sample not found');
  if (sample.clientId !== c.var.client.id) await failNotOwned(c, sample.clientId, 'You do not have access to this sample', 'Sample not found');
  return sample;
}

/** Whether a sample can carry an AVA: wine, juice or grapes, or a type not known (logged without an online order). */
const mayHaveAva = (sampleType: string | null) => sampleType === null || hasVintage(sampleType);

sampleAvaRoutes.get('/clients/:clientId/samples/:id{[0-9]+}/ava.json', resultsDetailsGate(), async (c) => {
  const sample = await ownResultSample(c);
  return c.json({ sampleId: sample.id, ava: sample.ava, applies: mayHaveAva(sample.sampleType) });
});

sampleAvaRoutes.put('/clients/:clientId/samples/:id{[0-9]+}/ava.json', requireClient('samples:ava'), async (c) => {
  const { ava } = await readJson(c, sampleAvaBody);
  const sample = await ownResultSample(c);
  if (!mayHaveAva(sample.sampleType)) refuse('sample-without-ava', 'Only wine, juice and grape samples come from an AVA', { field: 'ava' });
  await setSampleAva(c.var.deps.db, sample.id, ava);
  await trackEvent(c, 'sample-ava-set', { clientId: c.var.client.id, sampleId: sample.id });
  return c.json({ sampleId: sample.id, ava });
});
