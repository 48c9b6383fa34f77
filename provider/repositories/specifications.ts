/** SQL of house specifications: a client's list, one with its limits, adding, deleting, a sample's assignment. */
import type { DB } from '../db/connect.ts';
import type { SpecLimitBody, SpecificationView } from '../../contract/specifications.ts';

async function withLimits(db: DB, specs: { id: number; name: string; sampleType: string | null }[]): Promise<SpecificationView[]> {
  if (!specs.length) return [];
  const limits = await db.selectFrom('specification_limits').selectAll().where('specificationId', 'in', specs.map((s) => s.id)).orderBy('position').execute();
  return specs.map((s) => ({
    id: s.id, name: s.name, sampleType: s.sampleType,
    limits: limits.filter((l) => l.specificationId === s.id).map((l) => ({
      analyte: l.analyte, min: l.min, max: l.max, minInclusive: !!l.minInclusive, maxInclusive: !!l.maxInclusive, warnLow: l.warnLow, warnHigh: l.warnHigh,
    })),
  }));
}

export async function listSpecifications(db: DB, clientId: number): Promise<SpecificationView[]> {
  const specs = await db.selectFrom('specifications').select(['id', 'name', 'sampleType']).where('clientId', '=', clientId).orderBy('name').orderBy('id').execute();
  return withLimits(db, specs);
}

export async function findSpecification(db: DB, id: number) {
  const spec = await db.selectFrom('specifications').select(['id', 'clientId', 'name', 'sampleType']).where('id', '=', id).executeTakeFirst();
  if (!spec) return undefined;
  return { clientId: spec.clientId, ...(await withLimits(db, [spec]))[0] };
}

export async function countSpecifications(db: DB, clientId: number): Promise<number> {
  const row = await db.selectFrom('specifications').select((eb) => eb.fn.countAll<number>().as('n')).where('clientId', '=', clientId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSpecification(db: DB, clientId: number, spec: { name: string; sampleType: string | null; limits: Required<SpecLimitBody>[] }, now: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const { id } = await tx.insertInto('specifications').values({ clientId, name: spec.name, sampleType: spec.sampleType, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    await tx
      .insertInto('specification_limits')
      .values(spec.limits.map((l, i) => ({
        specificationId: id, position: i + 1, analyte: l.analyte, min: l.min, max: l.max, minInclusive: l.minInclusive ? 1 : 0, maxInclusive: l.maxInclusive ? 1 : 0, warnLow: l.warnLow, warnHigh: l.warnHigh,
      })))
      .execute();
    return id;
  });
}

export async function deleteSpecification(db: DB, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    // SQLite leaves foreign keys to the connection's pragma: unassign and remove the limits here too.
    await tx.updateTable('samples').set({ specificationId: null }).where('specificationId', '=', id).execute();
    await tx.deleteFrom('specification_limits').where('specificationId', '=', id).execute();
    await tx.deleteFrom('specifications').where('id', '=', id).execute();
  });
}

/** Of these samples, those assigned a specification. */
export async function samplesWithSpecifications(db: DB, sampleIds: number[]): Promise<number[]> {
  if (!sampleIds.length) return [];
  return (await db.selectFrom('samples').select('id').where('id', 'in', sampleIds).where('specificationId', 'is not', null).execute()).map((r) => r.id);
}

export async function sampleSpecificationId(db: DB, sampleId: number): Promise<number | null> {
  return (await db.selectFrom('samples').select('specificationId').where('id', '=', sampleId).executeTakeFirst())?.specificationId ?? null;
}

export async function setSampleSpecification(db: DB, sampleId: number, specificationId: number | null): Promise<void> {
  await db.updateTable('samples').set({ specificationId }).where('id', '=', sampleId).execute();
}

/** The sample's results the specification judges (id, analyte, value as stored, validation). */
export async function sampleResultsForSpec(db: DB, sampleId: number) {
  return db.selectFrom('results').select(['id', 'analyte', 'result', 'units', 'validationStatus']).where('sampleId', '=', sampleId).orderBy('sortOrder').orderBy('id').execute();
}
