/**
 * Vineyard blocks (list, find, insert, update, delete), the block of a results sample, and the
 * harvest page's rows: every block's samples of a season with their °Brix, TA and pH.
 */
import type { Selectable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { VineyardBlocksTable } from '../db/types.ts';
import { type BlockInput, type HarvestBlock, type HarvestSample, type VineyardBlock, harvestMeasure } from '../../contract/harvest.ts';

type Row = Selectable<VineyardBlocksTable>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const toBlock = (r: Row): VineyardBlock & { clientId: number } => ({
  id: r.id, clientId: r.clientId, name: r.name, vineyard: r.vineyard, varietal: r.varietal,
  acres: num(r.acres), targetBrix: num(r.targetBrix), taMax: num(r.taMax), phMin: num(r.phMin), phMax: num(r.phMax),
});
const strip = ({ clientId: _, ...b }: VineyardBlock & { clientId: number }): VineyardBlock => b;

/** By vineyard, then name. */
export async function listBlocks(db: DB, clientId: number): Promise<VineyardBlock[]> {
  const rows = await db.selectFrom('vineyard_blocks').selectAll().where('clientId', '=', clientId).orderBy('vineyard').orderBy('name').orderBy('id').execute();
  return rows.map(toBlock).map(strip);
}

export async function findBlock(db: DB, id: number) {
  const row = await db.selectFrom('vineyard_blocks').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toBlock(row) : undefined;
}

/** Whether the client already has a block of this name in this vineyard (case-insensitive; another row than `exceptId`). */
export async function blockListed(db: DB, clientId: number, b: Pick<BlockInput, 'name' | 'vineyard'>, exceptId?: number): Promise<boolean> {
  const rows = await db.selectFrom('vineyard_blocks').select(['id', 'name', 'vineyard']).where('clientId', '=', clientId).execute();
  const same = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();
  return rows.some((r) => r.id !== exceptId && same(r.name, b.name) && same(r.vineyard, b.vineyard));
}

export async function insertBlock(db: DB, clientId: number, b: BlockInput, now: string) {
  const row = await db.insertInto('vineyard_blocks').values({ clientId, ...b, createdAt: now, updatedAt: now }).returningAll().executeTakeFirstOrThrow();
  return toBlock(row);
}

export async function updateBlock(db: DB, clientId: number, id: number, b: BlockInput, now: string) {
  await db.updateTable('vineyard_blocks').set({ ...b, updatedAt: now }).where('id', '=', id).where('clientId', '=', clientId).execute();
}

/** Deleting a block unties its samples (the foreign keys set null; done here too, for engines without them enforced). */
export async function deleteBlock(db: DB, clientId: number, id: number) {
  await db.updateTable('samples').set({ blockId: null }).where('blockId', '=', id).where('clientId', '=', clientId).execute();
  await db.updateTable('submission_samples').set({ blockId: null }).where('blockId', '=', id).execute();
  await db.deleteFrom('vineyard_blocks').where('id', '=', id).where('clientId', '=', clientId).execute();
}

export async function findResultSample(db: DB, id: number) {
  return db.selectFrom('samples').select(['id', 'clientId', 'batchId', 'blockId']).where('id', '=', id).executeTakeFirst();
}

export async function setSampleBlock(db: DB, sampleId: number, blockId: number | null) {
  await db.updateTable('samples').set({ blockId }).where('id', '=', sampleId).execute();
}

/**
 * Every block of the client with its samples logged from `since` on (oldest first) and, per
 * sample, the validated °Brix, TA and pH (a value still pending validation is not a point of the
 * curve: the harvest page shows no preliminary values).
 */
export async function harvestBlocks(db: DB, clientId: number, since: string): Promise<HarvestBlock[]> {
  const blocks = await listBlocks(db, clientId);
  if (!blocks.length) return [];
  const rows = await db
    .selectFrom('samples as s')
    .leftJoin('results as r', (j) => j.onRef('r.sampleId', '=', 's.id').on('r.validationStatus', '=', 'Validated'))
    .select(['s.id as sampleId', 's.batchId', 's.friendlyNumber', 's.blockId', 's.loggedAt', 'r.analyte', 'r.result'])
    // By the blocks' ids: the block index finds the few tied samples among the client's many.
    .where('s.blockId', 'in', blocks.map((b) => b.id))
    .where('s.clientId', '=', clientId)
    .where('s.loggedAt', '>=', since)
    .orderBy('s.loggedAt')
    .orderBy('s.id')
    .execute();
  const samples = new Map<number, HarvestSample & { blockId: number }>();
  for (const r of rows) {
    let sample = samples.get(r.sampleId);
    if (!sample) {
      sample = { sampleId: r.sampleId, batchId: r.batchId, number: r.friendlyNumber, blockId: r.blockId!, date: r.loggedAt.slice(0, 10), brix: null, ta: null, ph: null };
      samples.set(r.sampleId, sample);
    }
    const measure = r.analyte ? harvestMeasure(r.analyte) : null;
    const value = r.result === null || r.result === undefined ? Number.NaN : Number.parseFloat(String(r.result));
    if (measure && Number.isFinite(value)) sample[measure] = value;
  }
  const byBlock = new Map<number, HarvestSample[]>();
  for (const { blockId, ...s } of samples.values()) {
    const list = byBlock.get(blockId) ?? [];
    list.push(s);
    byBlock.set(blockId, list);
  }
  return blocks.map((b) => ({ ...b, samples: byBlock.get(b.id) ?? [] }));
}
