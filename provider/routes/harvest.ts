/**
 * Harvest planning (contract/harvest.ts): a client's vineyard blocks, the block a results sample
 * came from, and the harvest page's data. Every member of the client reads the blocks (the order
 * form's picker); its Administrators and site administrators change them, recorded in the
 * client's change history (kind "block"). Tying a sample to a block is open to whoever may open
 * the sample's details.
 */
import { Hono } from 'hono';
import { HARVEST_REFUSALS, blockCreateBody, blockUpdateBody, sampleBlockBody, seasonOf, type BlockInput } from '../../contract/harvest.ts';
import { type Ctx, type ProviderEnv, authorizeClient, changeActor, fail, failNotOwned, idParam, may, readJson, requireClient, trackEvent } from '../http.ts';
import { blockListed, deleteBlock, findBlock, findResultSample, harvestBlocks, insertBlock, listBlocks, setSampleBlock, updateBlock } from '../repositories/harvest.ts';
import { changedFields, recordChange } from '../repositories/history.ts';
import { inTransaction } from '../db/connect.ts';
import { refuse } from '../errors.ts';
import { resultsDetailsGate } from '../results-access.ts';

export const harvestRoutes = new Hono<ProviderEnv>();

const CHANGE_REFUSAL = 'Only an administrator of the client can change its vineyard blocks';
const describe = (b: BlockInput) => `${b.name} (${b.vineyard})`;
const snapshot = (b: BlockInput) => ({
  name: b.name, vineyard: b.vineyard, varietal: b.varietal, acres: b.acres, targetBrix: b.targetBrix, taMax: b.taMax, phMin: b.phMin, phMax: b.phMax,
});

/** The client's member gate, then the Administrators' change right (not while the agreement must be re-signed). */
async function authorizeChange(c: Ctx, clientId: number | string) {
  await authorizeClient(c, clientId, 'client-settings:view');
  if (!may(c, 'blocks:change')) fail(403, CHANGE_REFUSAL);
}

harvestRoutes.get('/clients/:clientId/blocks.json', requireClient('member'), async (c) => {
  return c.json({ data: await listBlocks(c.var.deps.db, c.var.client.id), canChange: may(c, 'blocks:change') });
});

harvestRoutes.post('/blocks.json', async (c) => {
  const { clientId, ...block } = await readJson(c, blockCreateBody);
  await authorizeChange(c, clientId);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  if (await blockListed(db, client.id, block)) refuse('block-listed', HARVEST_REFUSALS.duplicate, { field: 'name' });
  const now = clock.now().toISOString();
  const created = await inTransaction(db, async (tx) => {
    const row = await insertBlock(tx, client.id, block, now);
    await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'block', action: 'added', subject: describe(block), after: snapshot(block), at: now });
    return row;
  });
  await trackEvent(c, 'block-added', { clientId: client.id });
  const { clientId: _, ...answer } = created;
  return c.json(answer, 201);
});

/** The block by id, when the caller may change its client's blocks (a non-member learns nothing: 403). */
async function ownBlock(c: Ctx, id: number) {
  const block = await findBlock(c.var.deps.db, id);
  if (!block) refuse('block-not-found', HARVEST_REFUSALS.notFound);
  await authorizeChange(c, block.clientId);
  return block;
}

harvestRoutes.put('/blocks/:id{[0-9]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const body = await readJson(c, blockUpdateBody);
  const current = await ownBlock(c, id);
  const { db, clock } = c.var.deps;
  if (await blockListed(db, current.clientId, body, id)) refuse('block-listed', HARVEST_REFUSALS.duplicate, { field: 'name' });
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    const diff = changedFields(snapshot(current), snapshot(body));
    if (!diff) return;
    await updateBlock(tx, current.clientId, id, body, now);
    await recordChange(tx, { clientId: current.clientId, actor: changeActor(c), kind: 'block', action: 'changed', subject: describe(current), ...diff, at: now });
  });
  const { clientId: _, ...answer } = (await findBlock(db, id))!;
  return c.json(answer);
});

harvestRoutes.delete('/blocks/:id{[0-9]+\\.json}', async (c) => {
  const id = idParam(c, 'id');
  const current = await ownBlock(c, id);
  const { db, clock } = c.var.deps;
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    await deleteBlock(tx, current.clientId, id);
    await recordChange(tx, { clientId: current.clientId, actor: changeActor(c), kind: 'block', action: 'removed', subject: describe(current), before: snapshot(current), at: now });
  });
  return c.json({ removed: id });
});

/** GET /clients/{clientId}/samples/{id}/block.json: the block a results sample is tied to (null: none). */
harvestRoutes.get('/clients/:clientId/samples/:id{[0-9]+}/block.json', resultsDetailsGate(), async (c) => {
  const id = idParam(c, 'id');
  const sample = await findResultSample(c.var.deps.db, id);
  if (!sample) fail(404, 'Sample not found');
  if (sample.clientId !== c.var.client.id) await failNotOwned(c, sample.clientId, 'You do not have access to this sample', 'Sample not found');
  return c.json({ sampleId: id, blockId: sample.blockId });
});

/** PUT /clients/{clientId}/samples/{id}/block.json: ties the results sample to one of the client's blocks (null: unties it). */
harvestRoutes.put('/clients/:clientId/samples/:id{[0-9]+}/block.json', resultsDetailsGate(), async (c) => {
  const id = idParam(c, 'id');
  const { blockId } = await readJson(c, sampleBlockBody);
  const { db } = c.var.deps;
  const sample = await findResultSample(db, id);
  if (!sample) fail(404, 'Sample not found');
  if (sample.clientId !== c.var.client.id) await failNotOwned(c, sample.clientId, 'You do not have access to this sample', 'Sample not found');
  if (blockId !== null) {
    const block = await findBlock(db, blockId);
    if (!block || block.clientId !== sample.clientId) refuse('block-not-found', HARVEST_REFUSALS.notFound, { field: 'blockId' });
  }
  await setSampleBlock(db, id, blockId);
  return c.json({ sampleId: id, blockId });
});

/** GET /clients/{clientId}/harvest.json: every block with its samples of the current season. */
harvestRoutes.get('/clients/:clientId/harvest.json', requireClient('harvest'), async (c) => {
  const { db, clock } = c.var.deps;
  const season = seasonOf(clock.now().toISOString());
  return c.json({ season: season.year, seasonStart: season.start, blocks: await harvestBlocks(db, c.var.client.id, season.start) });
});
