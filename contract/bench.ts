/**
 * The lab bench between the portal and the provider: the worklist, a batch with its values
 * (who entered and verified each, and when), the bodies of entering, verifying, releasing and
 * amending, and the instrument CSV's preview.
 *
 * The instrument CSV (documented in the page and in the README): UTF-8, comma separated, one
 * value a row, the columns `sample,analysis,value,unit[,analyte]` (a header row with these
 * names is optional): the sample number as printed on the label, the analysis code (acode),
 * the value as it would be typed, the unit (blank, or the analysis' unit), and for a panel (an
 * analysis reporting several analytes) the analyte's name.
 */
import { z } from 'zod';

/** At most this many rows in one instrument CSV (and 256 KB): a run of an instrument, not an archive. */
export const MAX_CSV_ROWS = 2000;
export const MAX_CSV_BYTES = 256 * 1024;
export const MAX_REASON_LENGTH = 500;

const person = z.object({ id: z.number(), name: z.string() }).nullable();

export const worklistAnswer = z.object({
  batches: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      submittedAt: z.string(),
      client: z.object({ code: z.string(), name: z.string() }),
      open: z.number(),
      entered: z.number(),
      verified: z.number(),
      samples: z.array(z.object({ id: z.number(), friendlyNumber: z.string(), description: z.string(), openTests: z.array(z.string()) })),
    }),
  ),
});
export type Worklist = z.infer<typeof worklistAnswer>;

export const BENCH_STATES = ['open', 'entered', 'verified', 'released'] as const;
export type BenchState = (typeof BENCH_STATES)[number];

export const amendmentView = z.object({
  oldResult: z.string().nullable(),
  oldFormatted: z.string().nullable(),
  newFormatted: z.string().nullable(),
  reason: z.string(),
  reportVersion: z.number(),
  amendedBy: person,
  amendedAt: z.string(),
});
export type AmendmentView = z.infer<typeof amendmentView>;

export const benchResult = z.object({
  id: z.number(),
  number: z.string(),
  acode: z.string(),
  analyte: z.string(),
  analysisDescription: z.string().nullable(),
  units: z.string().nullable(),
  result: z.string().nullable(),
  formattedResult: z.string().nullable(),
  state: z.enum(BENCH_STATES),
  enteredBy: person,
  enteredAt: z.string().nullable(),
  verifiedBy: person,
  verifiedAt: z.string().nullable(),
  amendments: z.array(amendmentView),
});
export type BenchResult = z.infer<typeof benchResult>;

export const batchBenchAnswer = z.object({
  id: z.number(),
  status: z.string(),
  submittedAt: z.string(),
  client: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  samples: z.array(z.object({ id: z.number(), friendlyNumber: z.string(), description: z.string(), reportedAt: z.string().nullable(), results: z.array(benchResult) })),
  reportVersion: z.number().nullable(),
  releasable: z.boolean(),
  invoice: z.object({ id: z.number(), invoiceNumber: z.string(), totalAmount: z.number(), status: z.string(), dueAt: z.string() }).nullable(),
});
export type BatchBench = z.infer<typeof batchBenchAnswer>;

export const enterBody = z.object({
  values: z.array(z.object({ resultId: z.number().int().positive(), value: z.string().max(400) })).max(500),
});
export const verifyBody = z.object({ resultIds: z.array(z.number().int().positive()).max(500) });
export const amendBody = z.object({ resultId: z.number().int().positive(), value: z.string().max(400), reason: z.string().max(MAX_REASON_LENGTH) });
export const uploadBody = z.object({ csv: z.string().max(MAX_CSV_BYTES + 1) });

export const CSV_ROW_STATES = ['matched', 'unknown-sample', 'unknown-test', 'bad-value', 'wrong-unit', 'released', 'duplicate'] as const;
export const csvPreviewAnswer = z.object({
  id: z.string(),
  batchId: z.number(),
  rows: z.array(
    z.object({
      line: z.number(),
      sample: z.string(),
      analysis: z.string(),
      value: z.string(),
      unit: z.string(),
      state: z.enum(CSV_ROW_STATES),
      resultId: z.number().nullable(),
      formatted: z.string().nullable(),
    }),
  ),
  matched: z.number(),
  refused: z.number(),
});
export type CsvPreview = z.infer<typeof csvPreviewAnswer>;

export const appliedAnswer = z.object({ applied: z.number() });
export const releasedAnswer = z.object({ batchId: z.number(), reportVersion: z.number(), invoiceId: z.number() });
export const amendedAnswer = z.object({ batchId: z.number(), reportVersion: z.number() });
