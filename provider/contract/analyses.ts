/**
 * Contract of the analyses catalogue and the content calls the catalogue and home page use
 * (document 1 §3 and §7): request queries and bodies the provider validates, answers the app
 * parses. Answers are camelCase. Fees are dollars as numbers (the database keeps integer
 * cents): -1 is the specification's "see description for pricing".
 */
import { z } from 'zod';

import { CHEATSHEETS, MAX_LIMIT, MAX_PHRASE } from './analyses-limits.ts';

export * from './analyses-limits.ts';

/** An optional numeric id in a query string: absent or empty is "no filter"; anything else must be digits. */
const optionalId = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || /^\d{1,9}$/.test(v), 'must be a number')
  .transform((v) => (v === undefined ? undefined : Number(v)));

const optionalInt = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || /^-?\d{1,12}$/.test(v), 'must be a whole number')
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .refine((v) => v === undefined || (v >= min && v <= max), `must be between ${min} and ${max}`);

/** GET /analyses.json (empty values are ignored, as the specification says). */
export const analysesQuery = z.object({
  category_id: optionalId,
  matrix_id: optionalId,
  collection_id: optionalId,
  country_code: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim().toUpperCase()))
    .refine((v) => v === undefined || /^[A-Z]{2,8}$/.test(v), 'must be a country code'),
  limit: optionalInt(1, MAX_LIMIT),
  offset: optionalInt(0, 1_000_000_000),
  searchPhrase: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || v.length <= MAX_PHRASE, `must be at most ${MAX_PHRASE} characters`),
});
export type AnalysesQuery = z.infer<typeof analysesQuery>;

export const analysisListItem = z.object({
  id: z.number().int(),
  acode: z.string(),
  testName: z.string(),
  turnaroundTime: z.string(),
  feeOne: z.number(),
  feeTwoToTen: z.number(),
  feeElevenPlus: z.number(),
  sampleType: z.string(),
  technique: z.string(),
  accredited: z.boolean(),
  analysesCategoryId: z.number().int(),
  analysesMatrixNameId: z.number().int(),
  /** only with country_code: what that country asks of this analysis */
  requirement: z.string().nullable().optional(),
});
export type AnalysisListItem = z.infer<typeof analysisListItem>;

export const analysesList = z.object({
  analyses: z.array(analysisListItem),
  /** every match, not only this page */
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AnalysesList = z.infer<typeof analysesList>;

export const analysisComponent = z.object({
  id: z.number().int(),
  analyteName: z.string(),
  units: z.string().nullable(),
  method: z.string().nullable(),
  methodDeveloper: z.string().nullable(),
  methodDescription: z.string().nullable(),
  description: z.string().nullable(),
  accredited: z.boolean(),
});
export type AnalysisComponent = z.infer<typeof analysisComponent>;

export const attachmentForm = z.object({
  name: z.string(),
  description: z.string().nullable(),
  formUrl: z.string(),
});

export const analysisDetail = analysisListItem.extend({
  description: z.string(),
  sampleVolume: z.string().nullable(),
  sampleContainerType: z.string().nullable(),
  analysisComponents: z.array(analysisComponent),
  attachmentForms: z.array(attachmentForm),
});
export type AnalysisDetail = z.infer<typeof analysisDetail>;

export const named = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof named>;
export const namedList = z.array(named);

export const country = z.object({ countryCode: z.string(), name: z.string() });
export type Country = z.infer<typeof country>;
export const countryList = z.array(country);

export const publicationCard = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  heroUrl: z.string().nullable(),
  heroImageFileName: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string().nullable().optional(),
  reviewedAt: z.string(),
});
export type PublicationCard = z.infer<typeof publicationCard>;
export const publicationCards = z.array(publicationCard);

/** GET /cms/publications.json: newest first; `limit` is ours (the home page asks for 4). */
export const publicationsQuery = z.object({ limit: optionalInt(1, 500) });

export const cheatsheetQuery = z.object({ name: z.enum(CHEATSHEETS, 'name must be most-popular or complete-list') });

/** POST /contact/send_message (document 1 §3: name, email, phone, message). */
export const contactMessage = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  email: z.email('email is not valid').max(254),
  phone: z.string().trim().max(40).optional().nullable(),
  message: z.string().trim().min(1, 'message is required').max(10_000),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactAnswer = z.object({ success: z.literal(true) });
