/** The sample page's label form: the alcohol on the label (or a beer's term), the market it is judged for, and the wine's colour. */
import { z } from 'zod';
import { COLOURS, LABEL_MARKETS, LABEL_TERMS } from '../../../contract/compliance-tables.ts';
import { LABEL_ABV_MAX } from '../../../contract/compliance.ts';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const labelClaimSchema = z.object({
  labelAlcohol: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'labelClaim.error.number')
      .transform(Number)
      .refine((n) => n >= 0 && n <= LABEL_ABV_MAX, 'labelClaim.error.range')
      .nullable()
      .optional(),
  ).transform((v) => v ?? null),
  labelTerm: z.preprocess(blankToNull, z.enum(LABEL_TERMS).nullable().optional()).transform((v) => v ?? null),
  labelMarket: z.enum(LABEL_MARKETS).default('US'),
  labelExtended: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()).default(false),
  colour: z.preprocess(blankToNull, z.enum(COLOURS).nullable().optional()).transform((v) => v ?? null),
});
