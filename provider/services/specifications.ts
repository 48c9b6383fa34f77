/**
 * A sample judged against its house specification: each released numeric result whose analyte
 * the specification names gets pass, warning or fail (contract/specifications.ts); a value
 * pending validation, text or "greater than" is not judged.
 */
import { judge, limitFor, type SpecificationView } from '../../contract/specifications.ts';
import { measuredOf } from '../../contract/compliance.ts';
import type { DB } from '../db/connect.ts';
import { findSpecification, sampleResultsForSpec, sampleSpecificationId, samplesWithSpecifications } from '../repositories/specifications.ts';

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

/** The CSV's "Specification" cell of each result row ("Pass (Estate Cab)"), by result id; only samples with a specification are read. */
export async function specificationCells(db: DB, rows: { sampleId: number }[]): Promise<Map<number, string>> {
  const cells = new Map<number, string>();
  const words = { pass: 'Pass', warning: 'Warning', fail: 'Fail' } as const;
  for (const sampleId of await samplesWithSpecifications(db, [...new Set(rows.map((r) => r.sampleId))])) {
    const judged = await sampleSpecification(db, sampleId);
    for (const r of judged.results) if (r.verdict && judged.specification) cells.set(r.resultId, `${words[r.verdict]} (${judged.specification.name})`);
  }
  return cells;
}
