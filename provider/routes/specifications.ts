/**
 * House specifications (contract/specifications.ts): a client's list (whoever may open its
 * results' details: the sample page's picker), adding and deleting them (Administrators and Full
 * Users, `specifications:change`), a sample's
 * assignment and its results judged. Another client's specification or sample is refused.
 */
import { Hono } from 'hono';
import { SPEC_LIMITS, sampleSpecificationBody, specificationBody } from '../../contract/specifications.ts';
import { type Ctx, type ProviderEnv, fail, failNotOwned, idParam, may, readJson, requireClient } from '../http.ts';
import { refuse } from '../errors.ts';
import { findComplianceSample } from '../repositories/compliance.ts';
import { countSpecifications, deleteSpecification, findSpecification, insertSpecification, listSpecifications, setSampleSpecification } from '../repositories/specifications.ts';
import { resultsDetailsGate } from '../results-access.ts';
import { sampleSpecification } from '../services/specifications.ts';

export const specificationRoutes = new Hono<ProviderEnv>();

async function ownSample(c: Ctx) {
  const id = idParam(c, 'id');
  const sample = await findComplianceSample(c.var.deps.db, id);
  if (!sample) fail(404, 'Sample not found');
  if (sample.clientId !== c.var.client.id) await failNotOwned(c, sample.clientId, 'You do not have access to this sample', 'Sample not found');
  return sample;
}

specificationRoutes.get('/clients/:clientId/specifications.json', resultsDetailsGate(), async (c) => {
  return c.json({ data: await listSpecifications(c.var.deps.db, c.var.client.id), canChange: may(c, 'specifications:change') });
});

specificationRoutes.post('/clients/:clientId/specifications.json', requireClient('specifications:change'), async (c) => {
  const body = await readJson(c, specificationBody);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  if ((await countSpecifications(db, client.id)) >= SPEC_LIMITS.perClient) refuse('conflict', 'specifications.error.tooMany');
  const limits = body.limits.map((l) => ({ ...l, warnLow: l.warnLow ?? null, warnHigh: l.warnHigh ?? null, minInclusive: l.minInclusive ?? true, maxInclusive: l.maxInclusive ?? true }));
  const id = await insertSpecification(db, client.id, { name: body.name, sampleType: body.sampleType ?? null, limits }, clock.now().toISOString());
  return c.json({ id });
});

specificationRoutes.delete('/clients/:clientId/specifications/:id{[0-9]+}', requireClient('specifications:change'), async (c) => {
  const id = idParam(c, 'id');
  const { db } = c.var.deps;
  const spec = await findSpecification(db, id);
  if (!spec || spec.clientId !== c.var.client.id) fail(404, 'Specification not found');
  await deleteSpecification(db, id);
  return c.json({ removed: id });
});

specificationRoutes.get('/clients/:clientId/samples/:id{[0-9]+}/specification.json', resultsDetailsGate(), async (c) => {
  const sample = await ownSample(c);
  return c.json(await sampleSpecification(c.var.deps.db, sample.id));
});

specificationRoutes.put('/clients/:clientId/samples/:id{[0-9]+}/specification.json', resultsDetailsGate(), async (c) => {
  const { specificationId } = await readJson(c, sampleSpecificationBody);
  const sample = await ownSample(c);
  const { db } = c.var.deps;
  if (specificationId !== null && (await findSpecification(db, specificationId))?.clientId !== sample.clientId) refuse('not-found', 'specifications.error.notFound', { field: 'specificationId' });
  await setSampleSpecification(db, sample.id, specificationId);
  return c.json(await sampleSpecification(db, sample.id));
});
