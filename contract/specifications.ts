/**
 * House specifications (the way LIMS specifications work): a client's named set of ranges, one
 * per analyte, that a sample's results are judged against: pass, warning (inside the range but
 * past a warning bound) or fail (outside the range). A bound may be inclusive (the bound itself
 * passes) or exclusive (the bound itself fails); either end may be open.
 */
import { z } from 'zod';

export interface SpecLimit {
  analyte: string;
  min: number | null;
  max: number | null;
  minInclusive: boolean;
  maxInclusive: boolean;
  /** inside the range: below this (exclusive) is a warning */
  warnLow: number | null;
  /** inside the range: above this (exclusive) is a warning */
  warnHigh: number | null;
}

export type SpecVerdict = 'pass' | 'warning' | 'fail';

/** Compared in thousandths: a typed 3.3 and a measured 3.30 are the same bound. */
const k = (n: number) => Math.round(n * 1000);

/** The verdict on one measured value against one limit. */
export function judge(value: number, limit: SpecLimit): SpecVerdict {
  const v = k(value);
  if (limit.min !== null && (limit.minInclusive ? v < k(limit.min) : v <= k(limit.min))) return 'fail';
  if (limit.max !== null && (limit.maxInclusive ? v > k(limit.max) : v >= k(limit.max))) return 'fail';
  if (limit.warnLow !== null && v < k(limit.warnLow)) return 'warning';
  if (limit.warnHigh !== null && v > k(limit.warnHigh)) return 'warning';
  return 'pass';
}

/** The limit of a specification that judges a result, by its analyte's name (case and spacing aside). */
export function limitFor<T extends { analyte: string }>(limits: T[], analyte: string): T | undefined {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return limits.find((l) => norm(l.analyte) === norm(analyte));
}

export const SPEC_LIMITS = { name: 120, analyte: 120, perSpec: 30, perClient: 100 } as const;

const bound = z.number().finite().nullable();

export const specLimitBody = z
  .object({
    analyte: z.string().trim().min(1, 'specifications.error.analyteRequired').max(SPEC_LIMITS.analyte, 'specifications.error.tooLong'),
    min: bound,
    max: bound,
    minInclusive: z.boolean().default(true),
    maxInclusive: z.boolean().default(true),
    warnLow: bound.default(null),
    warnHigh: bound.default(null),
  })
  .superRefine((l, ctx) => {
    if (l.min === null && l.max === null) ctx.addIssue({ code: 'custom', path: ['min'], message: 'specifications.error.noBound' });
    if (l.min !== null && l.max !== null && l.min > l.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'specifications.error.upsideDown' });
    if (l.warnLow !== null && ((l.min !== null && l.warnLow < l.min) || (l.max !== null && l.warnLow > l.max))) ctx.addIssue({ code: 'custom', path: ['warnLow'], message: 'specifications.error.warnOutside' });
    if (l.warnHigh !== null && ((l.min !== null && l.warnHigh < l.min) || (l.max !== null && l.warnHigh > l.max))) ctx.addIssue({ code: 'custom', path: ['warnHigh'], message: 'specifications.error.warnOutside' });
  });
export type SpecLimitBody = z.input<typeof specLimitBody>;

export const specificationBody = z.object({
  name: z.string().trim().min(1, 'specifications.error.nameRequired').max(SPEC_LIMITS.name, 'specifications.error.tooLong'),
  sampleType: z.string().trim().max(60, 'specifications.error.tooLong').nullable().default(null),
  limits: z.array(specLimitBody).min(1, 'specifications.error.noLimits').max(SPEC_LIMITS.perSpec, 'specifications.error.tooMany'),
});
export type SpecificationBody = z.input<typeof specificationBody>;

export const specificationView = z.object({
  id: z.number(),
  name: z.string(),
  sampleType: z.string().nullable(),
  limits: z.array(z.object({ analyte: z.string(), min: z.number().nullable(), max: z.number().nullable(), minInclusive: z.boolean(), maxInclusive: z.boolean(), warnLow: z.number().nullable(), warnHigh: z.number().nullable() })),
});
export type SpecificationView = z.infer<typeof specificationView>;
export const specificationsResponse = z.object({ data: z.array(specificationView), canChange: z.boolean() });

/** PUT …/samples/{id}/specification.json */
export const sampleSpecificationBody = z.object({ specificationId: z.number().int().positive().nullable() });

/** Each result of the sample judged: its verdict, or null (not in the specification, or not a number). */
export const sampleSpecificationResponse = z.object({
  sampleId: z.number(),
  specification: specificationView.nullable(),
  results: z.array(z.object({ resultId: z.number(), analyte: z.string(), verdict: z.enum(['pass', 'warning', 'fail']).nullable() })),
  outOfSpecification: z.boolean(),
});
