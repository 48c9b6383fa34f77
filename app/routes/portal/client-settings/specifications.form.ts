/**
 * The house specification form (client settings → specifications): a name, the sample type and up
 * to LIMIT_ROWS analyte rows (a row left without an analyte is not a limit). Numbers as typed;
 * the contract's body checks each range again at the provider.
 */
import { z } from 'zod';
import { SPEC_LIMITS, specLimitBody } from '../../../../contract/specifications.ts';

export const LIMIT_ROWS = 6;

const num = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,7}(\.\d{1,4})?$/, 'specifications.error.number')
    .transform(Number)
    .optional(),
).transform((v) => (v === undefined ? null : v));

const row = z.object({
  analyte: z.string().trim().max(SPEC_LIMITS.analyte, 'specifications.error.tooLong').optional(),
  min: num,
  max: num,
  minExclusive: z.preprocess((v) => v === 'on', z.boolean()).default(false),
  maxExclusive: z.preprocess((v) => v === 'on', z.boolean()).default(false),
  warnLow: num,
  warnHigh: num,
});

export const specificationForm = z
  .object({
    name: z.string({ error: 'specifications.error.nameRequired' }).trim().min(1, 'specifications.error.nameRequired').max(SPEC_LIMITS.name, 'specifications.error.tooLong'),
    sampleType: z.string().trim().max(60).optional(),
    limits: z.array(row).max(LIMIT_ROWS).default([]),
  })
  .superRefine((f, ctx) => {
    const used = f.limits.filter((l) => l.analyte);
    if (!used.length) ctx.addIssue({ code: 'custom', path: ['limits', 0, 'analyte'], message: 'specifications.error.noLimits' });
    f.limits.forEach((l, i) => {
      // A number typed wrong is already named; the range is checked once every bound reads.
      if (!l.analyte || [l.min, l.max, l.warnLow, l.warnHigh].some((v) => v !== null && typeof v !== 'number')) return;
      const checked = specLimitBody.safeParse({ analyte: l.analyte, min: l.min, max: l.max, warnLow: l.warnLow, warnHigh: l.warnHigh });
      if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: ['limits', i, String(issue.path[0] ?? 'analyte')], message: issue.message });
    });
  })
  .transform((f) => ({
    name: f.name,
    sampleType: f.sampleType || null,
    limits: f.limits
      .filter((l) => l.analyte)
      .map((l) => ({ analyte: l.analyte!, min: l.min, max: l.max, minInclusive: !l.minExclusive, maxInclusive: !l.maxExclusive, warnLow: l.warnLow, warnHigh: l.warnHigh })),
  }));
