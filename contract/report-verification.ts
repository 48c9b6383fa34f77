/** Contract of the public report verification (document 1 §7): a report checked by its number and access token. */
import { z } from 'zod';

/** GET /report_verification/{id}.json?access_token= */
export const reportVerificationQuery = z.object({ access_token: z.string().max(100, 'access_token is too long').optional() });
export const verifiedReport = z.object({
  verified: z.literal(true),
  reportNumber: z.string(),
  clientName: z.string(),
  batchNumber: z.number().int(),
  /** the report's own sample; null for a report on a whole batch */
  sample: z.object({ friendlyNumber: z.string(), description: z.string() }).nullable(),
  /** ours: every sample the report covers (its one sample, or the batch's) */
  samples: z.array(z.object({ friendlyNumber: z.string(), description: z.string() })),
  loggedAt: z.string().nullable(),
  reportedAt: z.string().nullable(),
  issuedAt: z.string(),
  status: z.string(),
  /**
   * ours: every value the report prints (sample, analysis, result as printed, units), so a reader
   * can compare a copy with the lab's record: an altered PDF no longer "verifies".
   */
  results: z.array(z.object({ friendlyNumber: z.string(), analyte: z.string(), result: z.string(), units: z.string().nullable() })),
});
export type VerifiedReport = z.infer<typeof verifiedReport>;
/** Guesses allowed within the window: per report, and per caller address. */
export const VERIFY_LIMITS = { perReport: 10, perAddress: 30, windowMs: 15 * 60_000 } as const;
