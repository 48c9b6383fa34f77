/** SQL of the compliance checks: a results sample's label claim and colour, the results the checks read, a destination's analyses. */
import type { DB } from '../db/connect.ts';

export async function findComplianceSample(db: DB, id: number) {
  const sample = await db
    .selectFrom('samples')
    .select(['id', 'clientId', 'batchId', 'friendlyNumber', 'description', 'varietalCode', 'loggedAt', 'reportedAt', 'labelAlcohol', 'labelTerm', 'labelMarket', 'labelExtended', 'colour'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!sample) return undefined;
  // The type typed on the order, for a sample that came through the portal's order form.
  const ordered = await db
    .selectFrom('submission_samples')
    .innerJoin('sample_types', 'sample_types.id', 'submission_samples.sampleTypeId')
    .select(['sample_types.name', 'submission_samples.sampleTypeId', 'submission_samples.varietal', 'submission_samples.vintage'])
    .where('submission_samples.resultSampleId', '=', id)
    .executeTakeFirst();
  return { ...sample, orderedType: ordered?.name ?? null, orderedTypeId: ordered?.sampleTypeId ?? null, orderedVarietal: ordered?.varietal ?? null, orderedVintage: ordered?.vintage ?? null };
}
export type ComplianceSample = NonNullable<Awaited<ReturnType<typeof findComplianceSample>>>;

/**
 * The sample's results in report order, with the catalogue's sample type (matrix) of each result's
 * analysis; `releasedOnly`: only released ones (a shared page's).
 */
export async function resultsForChecks(db: DB, sampleId: number, releasedOnly = false) {
  let q = db
    .selectFrom('results')
    .leftJoin('analyses', 'analyses.acode', 'results.acode')
    .leftJoin('sample_types', 'sample_types.id', 'analyses.analysesMatrixNameId')
    .select(['results.acode', 'results.analyte', 'results.result', 'results.units', 'results.validationStatus', 'sample_types.name as matrix'])
    .where('results.sampleId', '=', sampleId);
  if (releasedOnly) q = q.where('results.status', '=', 'Completed');
  return q.orderBy('results.sortOrder').orderBy('results.id').execute();
}
export type ResultForChecks = Awaited<ReturnType<typeof resultsForChecks>>[number];

export interface LabelFields {
  labelAlcohol: number | null;
  labelTerm: string | null;
  labelMarket: string;
  labelExtended: boolean;
  colour: string | null;
}

export async function setLabelClaim(db: DB, sampleId: number, f: LabelFields) {
  await db
    .updateTable('samples')
    .set({ labelAlcohol: f.labelAlcohol, labelTerm: f.labelTerm, labelMarket: f.labelMarket, labelExtended: f.labelExtended ? 1 : 0, colour: f.colour })
    .where('id', '=', sampleId)
    .execute();
}

/** The analytes each analysis reports (its components), by analysis id. */
export async function componentsOf(db: DB, analysisIds: number[]) {
  if (!analysisIds.length) return [];
  return db.selectFrom('analysis_components').select(['analysisId', 'analyteName']).where('analysisId', 'in', analysisIds).execute();
}

/** The catalogue analyses a destination asks for (its certificate), in catalogue order. */
export async function destinationAnalyses(db: DB, countryCode: string) {
  return db
    .selectFrom('analysis_countries')
    .innerJoin('analyses', 'analyses.id', 'analysis_countries.analysisId')
    .select(['analyses.id', 'analyses.acode', 'analyses.testName', 'analyses.analysesMatrixNameId', 'analysis_countries.requirement'])
    .where('analysis_countries.countryCode', '=', countryCode)
    .orderBy('analyses.position')
    .orderBy('analyses.id')
    .execute();
}

/** Of these samples, those with a label claim (the only ones a verdict is computed for). */
export async function samplesWithClaims(db: DB, sampleIds: number[]): Promise<number[]> {
  if (!sampleIds.length) return [];
  const rows = await db
    .selectFrom('samples')
    .select('id')
    .where('id', 'in', sampleIds)
    .where((eb) => eb.or([eb('labelAlcohol', 'is not', null), eb('labelTerm', 'is not', null)]))
    .execute();
  return rows.map((r) => r.id);
}
