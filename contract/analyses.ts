/**
 * Contract of the analyses catalogue (document 1 §3 and §7): the list and its filters, one
 * analysis, categories, matrices, collections, countries and the cheat sheets. Request queries
 * the provider validates, answers the app parses. Answers are camelCase. Fees are dollars as
 * numbers (the database keeps integer cents): -1 is the specification's "see description for
 * pricing". The constants pages need without zod: contract/analyses-limits.ts.
 */
import { z } from 'zod';

import { CHEATSHEETS, MAX_LIMIT, MAX_PHRASE } from './analyses-limits.ts';
import { optionalId, optionalInt } from './params.ts';

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

export const cheatsheetQuery = z.object({ name: z.enum(CHEATSHEETS, 'name must be most-popular or complete-list') });
