/**
 * Contract of analysis submissions (the page "order analyses"): the client's draft (samples and their
 * tests), submitting it, its list and detail, cancelling, its PDFs, and the lab's receiving desk.
 *
 * Field messages are translation keys (`orders.error.*`): the app's forms show them next to the
 * field in the user's language. The provider's refusals carry a `code` and the `field`
 * (contract/errors.ts), which the app maps to these keys.
 */
import { z } from 'zod';
import { optionalAva } from './avas.ts';

/** The most samples one submission may carry: a day's bench for a large winery; more is a call to the lab. */
export const MAX_SAMPLES_PER_SUBMISSION = 200;
/** The most tests on one sample (the catalogue's largest panels fit many times over). */
export const MAX_TESTS_PER_SAMPLE = 40;
/** The oldest vintage a sample may name. */
export const OLDEST_VINTAGE = 1900;

export const SAMPLE_LIMITS = { description: 200, varietal: 80, clientReference: 80, lot: 80 } as const;
const L = SAMPLE_LIMITS;

export const CONDITIONS = ['ok', 'leaking', 'warm', 'insufficient-volume'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const DELIVERIES = ['dropbox', 'courier', 'shipping'] as const;
export type Delivery = (typeof DELIVERIES)[number];
export const LANGUAGES = ['en', 'de'] as const;

/** What the client sees: the stored state, with "in progress" and "reported" read from the results batch. */
export const DISPLAY_STATES = ['draft', 'submitted', 'received', 'in-progress', 'reported', 'cancelled'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

// ─── sample types (the catalogue's matrices) ─────────────────────────────────

const parts = (name: string) => name.split('/').map((p) => p.trim().toLowerCase()).filter(Boolean);

/**
 * The sample types a client picks from: the catalogue's matrices, less those that only combine
 * others ("Grapes/Wine", "Grapes/Juice/Wine" name analyses that take either, not a kind of sample).
 */
export function pickableSampleTypes<T extends { id: number; name: string }>(matrices: T[]): T[] {
  return matrices.filter((m) => {
    const own = parts(m.name);
    if (own.length < 2) return true;
    return !own.every((p) => matrices.some((o) => o.id !== m.id && parts(o.name).includes(p)));
  });
}

/**
 * Whether an analysis (by its matrix name) is offered for a sample of a type: the same matrix,
 * or a matrix that shares a word with the sample type ("Grapes/Juice/Wine" is offered for
 * Wine, for Grapes and for Juice/Must).
 */
export function offeredFor(analysisMatrix: string, sampleType: string): boolean {
  const a = parts(analysisMatrix);
  return parts(sampleType).some((p) => a.includes(p));
}

/** Varietal and vintage apply to grape products (grapes, juice, must, wine). */
export function hasVintage(sampleType: string): boolean {
  return parts(sampleType).some((p) => ['grapes', 'juice', 'must', 'wine'].includes(p));
}

// ─── bodies ──────────────────────────────────────────────────────────────────

/** An optional id typed in a form or sent as a number: empty is none; anything but a positive integer is refused with `message`. */
const optionalId = (message: string) =>
  z
    .union([z.number(), z.string().trim()])
    .optional()
    .nullable()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'orders.error.tooLong')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A sample's fields; `thisYear` (lab clock) bounds the vintage: none in the future. */
export function sampleBody(thisYear: number) {
  return z.object({
    description: z.string({ error: 'orders.error.descriptionRequired' }).trim().min(1, 'orders.error.descriptionRequired').max(L.description, 'orders.error.tooLong'),
    sampleTypeId: z.coerce.number({ error: 'orders.error.sampleTypeRequired' }).int('orders.error.sampleTypeRequired').positive('orders.error.sampleTypeRequired'),
    varietal: optional(L.varietal),
    vintage: z
      .union([z.number(), z.string().trim()])
      .optional()
      .nullable()
      .transform((v, ctx) => {
        if (v === undefined || v === null || v === '') return null;
        const n = Number(v);
        if (!Number.isInteger(n) || n < OLDEST_VINTAGE) {
          ctx.addIssue({ code: 'custom', message: 'orders.error.vintageInvalid' });
          return z.NEVER;
        }
        if (n > thisYear) {
          ctx.addIssue({ code: 'custom', message: 'orders.error.vintageFuture' });
          return z.NEVER;
        }
        return n;
      }),
    clientReference: optional(L.clientReference),
    lot: optional(L.lot),
    /** the alcohol on the label (% vol), judged against the measured alcohol once reported (contract/compliance.ts); optional */
    labelAlcohol: z
      .union([z.number(), z.string().trim()])
      .optional()
      .nullable()
      .transform((v, ctx) => {
        if (v === undefined || v === null || v === '') return null;
        const n = typeof v === 'number' ? v : /^\d{1,2}(\.\d{1,2})?$/.test(v) ? Number(v) : NaN;
        if (!Number.isFinite(n) || n < 0 || n > 99) {
          ctx.addIssue({ code: 'custom', message: 'labelClaim.error.number' });
          return z.NEVER;
        }
        return n;
      }),
    /** the house specification the sample is judged against (contract/specifications.ts); optional */
    specificationId: optionalId('specifications.error.notFound'),
    /** the vineyard block of a grape or juice sample (contract/harvest.ts); ignored for other types */
    blockId: optionalId('orders.error.blockUnknown'),
    /** the AVA a wine, juice or grape sample came from (contract/avas.ts); ignored for other types */
    ava: optionalAva,
  });
}
export type SampleBody = z.input<ReturnType<typeof sampleBody>>;

export const addAnalysesBody = z.object({
  analysisIds: z.array(z.coerce.number().int().positive()).min(1, 'orders.error.noAnalysisPicked').max(MAX_TESTS_PER_SAMPLE, 'orders.error.tooManyTests'),
});

export const submitBody = z
  .object({
    delivery: z.enum(DELIVERIES, { error: 'orders.error.deliveryRequired' }),
    dropboxLocationId: z.coerce.number().int().positive().optional().nullable(),
    language: z.enum(LANGUAGES).default('en'),
  })
  .superRefine((b, ctx) => {
    if (b.delivery === 'dropbox' && !b.dropboxLocationId) ctx.addIssue({ code: 'custom', path: ['dropboxLocationId'], message: 'orders.error.dropboxRequired' });
  });
export type SubmitBody = z.input<typeof submitBody>;

export const receiveBody = z.object({
  samples: z
    .array(
      z.object({
        id: z.number().int().positive(),
        received: z.boolean(),
        condition: z.enum(CONDITIONS).default('ok'),
        note: z.string().trim().max(500, 'orders.error.tooLong').optional().default(''),
        /** the sample's AVA as the desk confirms it (absent: the one chosen on the order stays; '' or null: not known) */
        ava: optionalAva.optional(),
      }),
    )
    .min(1),
});
export type ReceiveBody = z.input<typeof receiveBody>;

// ─── answers ─────────────────────────────────────────────────────────────────

const linePrice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), tier: z.enum(['one', 'twoToTen', 'elevenPlus']), cents: z.number().int() }),
  z.object({ kind: z.literal('see-description') }),
  z.object({ kind: z.literal('contact-us') }),
]);

export const submissionLine = z.object({
  analysisId: z.number().int(),
  acode: z.string(),
  testName: z.string(),
  turnaroundTime: z.string(),
  /** samples of the submission carrying this analysis: the tier's count */
  count: z.number().int(),
  price: linePrice,
  expectedReportDate: z.string().nullable(),
});
export type SubmissionLine = z.infer<typeof submissionLine>;

export const submissionSample = z.object({
  id: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  sampleTypeId: z.number().int(),
  sampleType: z.string(),
  varietal: z.string().nullable(),
  vintage: z.number().int().nullable(),
  clientReference: z.string().nullable(),
  lot: z.string().nullable(),
  /** the vineyard block of a grape or juice sample */
  blockId: z.number().int().nullable(),
  /** the AVA of a wine, juice or grape sample (contract/avas.ts); null: not known */
  ava: z.string().nullable(),
  /** the label alcohol % typed on the order */
  labelAlcohol: z.number().nullable().optional(),
  /** the house specification chosen on the order */
  specificationId: z.number().int().nullable().optional(),
  sampleNumber: z.string().nullable(),
  condition: z.string().nullable(),
  conditionNote: z.string().nullable(),
  receivedAt: z.string().nullable(),
  lines: z.array(submissionLine),
  /** the latest line's date; null when a line has none or there are no lines */
  expectedReportDate: z.string().nullable(),
  subtotalCents: z.number().int(),
});
export type SubmissionSample = z.infer<typeof submissionSample>;

export const submissionView = z.object({
  /** null: no draft yet (the first sample creates it) */
  id: z.number().int().nullable(),
  number: z.string().nullable(),
  state: z.enum(DISPLAY_STATES),
  samples: z.array(submissionSample),
  totalCents: z.number().int(),
  /** lines priced "see description" or "contact us": not in the total */
  unpricedLines: z.number().int(),
  maxSamples: z.number().int(),
  delivery: z.enum(DELIVERIES).nullable(),
  dropbox: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  language: z.string(),
  createdAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  batchId: z.number().int().nullable(),
  client: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  submitter: z.object({ name: z.string(), email: z.string() }),
});
export type SubmissionView = z.infer<typeof submissionView>;

export const submissionListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(DISPLAY_STATES),
  samples: z.number().int(),
  totalCents: z.number().int(),
  submittedAt: z.string(),
  batchId: z.number().int().nullable(),
  submitter: z.string(),
});
export const submissionList = z.object({ total: z.number().int(), submissions: z.array(submissionListItem) });
export type SubmissionListItem = z.infer<typeof submissionListItem>;

export const recentAnalyses = z.array(z.object({ id: z.number().int(), acode: z.string(), testName: z.string() }));
export const dropboxList = z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() }));
export const submitted = z.object({ id: z.number().int(), number: z.string() });
export const idAnswer = z.object({ id: z.number().int() });

/** The desk's lookup: a submission (any client) by its number, or by one of its samples' barcodes. */
export const deskView = submissionView.extend({ matchedSampleId: z.number().int().nullable() });
export type DeskView = z.infer<typeof deskView>;
