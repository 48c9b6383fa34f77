/**
 * A sample judged against its house specification: each released numeric result whose analyte
 * the specification names gets pass, warning or fail (contract/specifications.ts); a value
 * pending validation, text or "greater than" is not judged.
 */
import { judge, limitFor, type SpecificationView } from '../../contract/specifications.ts';
import { measuredOf } from '../../contract/compliance.ts';
import type { DB } from '../db/connect.ts';
import { findSpecification, sampleResultsForSpec, sampleSpecificationId } from '../repositories/specifications.ts';

export async function sampleSpecification(db: DB, sampleId: number) {
  const specId = await sampleSpecificationId(db, sampleId);
  const spec = specId === null ? undefined : await findSpecification(db, specId);
  const specification: SpecificationView | null = spec ? { id: spec.id, name: spec.name, sampleType: spec.sampleType, limits: spec.limits } : null;
  const rows = await sampleResultsForSpec(db, sampleId);
  const results = rows.map((r) => {
    const limit = specification ? limitFor(specification.limits, r.analyte) : undefined;
    const m = r.validationStatus === 'Pending Validation' ? null : measuredOf(r.result, r.units);
    return { resultId: r.id, analyte: r.analyte, verdict: limit && m ? judge(m.value, limit) : null };
  });
  return { sampleId, specification, results, outOfSpecification: results.some((r) => r.verdict === 'fail') };
}
