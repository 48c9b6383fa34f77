/**
 * The e-mailed CSV exports of results and batches (document 2 §7) and their limits, shared by the provider (which enforces them:
 * services/export-limits.ts) and the app (which words the refusals).
 *
 * A whole-history export of the large demo client is ~55,000 rows: seconds of the server's time
 * and a multi-megabyte file. A user may have one export in flight at a time and start at most
 * `perDay` a day (the lab's Pacific day); a run left unfinished by a crash stops counting as in
 * flight after `staleAfterMs`. Refusals answer 429 with one of the messages below.
 */
import { z } from 'zod';
import { DATE_ORDER, dateParam, datesInOrder, searchParam } from './params.ts';
import { SPEC_FILTERS } from './results.ts';

export const EXPORT_LIMITS = {
  perDay: 20,
  staleAfterMs: 10 * 60_000,
} as const;

/** A CSV larger than this is e-mailed as a ZIP file (the CSV inside) instead of a bare attachment. */
export const ZIP_ABOVE_BYTES = 1_000_000;

export const EXPORT_REFUSAL = {
  inFlight: 'An export of yours is still being prepared: wait for its e-mail before asking for another',
  dailyLimit: `You have reached today’s limit of ${EXPORT_LIMITS.perDay} exports: more are possible from midnight Pacific time`,
} as const;


/** An export of up to this many rows is downloaded at once (streamed); a larger one is e-mailed. */
export const DIRECT_CSV_MAX_ROWS = 5_000;

/**
 * The CSV's layout: ours (a row per result), or one a winery's software imports (a row per lot,
 * the analyses as columns: provider/services/winery-csv.ts).
 */
export const EXPORT_LAYOUTS = ['standard', 'innovint', 'vintrace'] as const;
export type ExportLayout = (typeof EXPORT_LAYOUTS)[number];

/** The filters of the results list the export repeats (the specification's too); `length` caps the rows; `direct=1` asks for the CSV itself when it is small. */
const exportFilters = {
  direct: z.enum(['1', 'true']).optional(),
  searchTerm: searchParam,
  searchPhrase: searchParam,
  startDate: dateParam,
  endDate: dateParam,
  specification: z.enum(SPEC_FILTERS).optional(),
  length: z.coerce.number().int().min(1).max(10_000_000).optional(),
  layout: z.enum(EXPORT_LAYOUTS).optional(),
};

export const exportResultsQuery = z.object(exportFilters).refine(datesInOrder, DATE_ORDER);

export const exportBatchesQuery = z
  .object({
    ...exportFilters,
    batch_id: z.coerce.number().int().positive().optional(),
    sample_number: z.string().trim().max(40).optional(),
  })
  .refine(datesInOrder, DATE_ORDER);

export const EXPORT_MIN_LENGTH = 500;

export const exportResponse = z.object({
  success: z.literal(true),
  /** the message key the app shows */
  message: z.literal('sent-to-mail-success'),
  rows: z.number(),
  sentTo: z.string(),
});
