/**
 * Contract of the public site's content calls (document 1 §7 "Content", document 3 §7 "Soil and
 * publications", the vintage chart upload): CMS pages, people, seminars, FAQ, publication
 * categories and detail, global search, report verification, the soil contact form and the
 * vintage trend chart images. The publications list and countries are in `analyses.ts`.
 */
import { z } from 'zod';

/** Longest search term the provider accepts (a longer one is refused with a clear message). */
export const MAX_SEARCH = 200;

export const contentPage = z.object({ slug: z.string(), title: z.string(), content: z.string(), updatedAt: z.string() });
export type ContentPage = z.infer<typeof contentPage>;
export const contentPageList = z.array(contentPage);
/** GET /cms/content_pages.json: every page, or one with `?slug=` (ours, to keep pages small). */
export const contentPagesQuery = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'slug is not valid').optional() });

export const person = z.object({ id: z.number().int(), name: z.string(), title: z.string().nullable(), imageUrl: z.string().nullable() });
export type Person = z.infer<typeof person>;
export const personList = z.array(person);

export const seminar = z.object({
  id: z.number().int(),
  title: z.string(),
  eventDate: z.string(),
  startDate: z.string(),
  location: z.string(),
  eventUrl: z.string().nullable(),
  imgUrl: z.string().nullable(),
});
export type Seminar = z.infer<typeof seminar>;
export const seminarList = z.array(seminar);

export const faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string(), position: z.number() });
export type Faq = z.infer<typeof faq>;
export const faqList = z.array(faq);

export const relatedAnalysis = z.object({ id: z.number().int(), testName: z.string(), categoryName: z.string().nullable(), technique: z.string() });
export type RelatedAnalysis = z.infer<typeof relatedAnalysis>;

/** GET /cms/publications/{id}.json (ours: the detail the list call does not carry). */
export const publicationDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  heroUrl: z.string().nullable(),
  heroImageFileName: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string().nullable(),
  versionNumber: z.string(),
  reviewedAt: z.string(),
  createdAt: z.string(),
  relatedPublicationIds: z.array(z.number().int()),
  analysisIds: z.array(z.number().int()),
  relatedAnalyses: z.array(relatedAnalysis),
  relatedPublications: z.array(z.object({ id: z.number().int(), title: z.string(), description: z.string(), categoryName: z.string().nullable() })),
});
export type PublicationDetail = z.infer<typeof publicationDetail>;

/** The kinds of location a search hit names: a laboratory (primary or satellite) or a sample dropbox. */
export const SEARCH_LOCATION_TYPES = ['laboratory', 'dropbox'] as const;
export type SearchLocationType = (typeof SEARCH_LOCATION_TYPES)[number];
export const SEARCH_INDEXES = ['content-page', 'publication', 'people', 'analyses', 'location', 'search-sym-link'] as const;
export type SearchIndex = (typeof SEARCH_INDEXES)[number];

/** GET /search?q= */
export const searchQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= MAX_SEARCH, `q must be at most ${MAX_SEARCH} characters`),
});
export const searchHit = z.object({
  _index: z.enum(SEARCH_INDEXES),
  _id: z.string(),
  _score: z.number(),
  /**
   * ours (the specification does not show it): what a result needs to be listed and linked;
   * a location's excerpt is its address and `locationType` its kind (the site names it)
   */
  _source: z.object({ title: z.string(), url: z.string(), excerpt: z.string(), locationType: z.enum(SEARCH_LOCATION_TYPES).optional() }),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchAnswer = z.object({ q: z.string(), total: z.number().int(), hits: z.array(searchHit) });
export type SearchAnswer = z.infer<typeof searchAnswer>;

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
});
export type VerifiedReport = z.infer<typeof verifiedReport>;
/** Guesses allowed within the window: per report, and per caller address. */
export const VERIFY_LIMITS = { perReport: 10, perAddress: 30, windowMs: 15 * 60_000 } as const;

/** POST /terramea/contact_ets (document 3 §3: name, email, message, phone). */
export const soilContact = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  email: z.email('email is not valid').max(254),
  phone: z.string().trim().min(1, 'phone is required').max(40),
  message: z.string().trim().min(1, 'message is required').max(10_000),
});
export type SoilContact = z.infer<typeof soilContact>;

/** The public vintage trend charts (document 3 §2): varietal filters and their analytes. */
export const VINTAGE_CHARTS = {
  'chardonnay': { varietal: 'Chardonnay', analytes: ['brix', 'ph', 'ta', 'malic', 'potassium', 'tartaric', 'yan', 'nopa', 'ammonia'] },
  'sauvignon-blanc': { varietal: 'Sauvignon Blanc', analytes: ['brix', 'ph', 'ta', 'malic', 'potassium', 'tartaric', 'yan', 'nopa', 'ammonia'] },
  'pinot-noir': { varietal: 'Pinot Noir', analytes: ['brix', 'ph', 'ta', 'malic', 'potassium', 'tartaric', 'yan', 'nopa', 'ammonia'] },
  'cabernet-sauvignon': { varietal: 'Cabernet Sauvignon', analytes: ['brix', 'ph', 'ta', 'malic', 'potassium', 'tartaric', 'yan', 'nopa', 'ammonia'] },
  'cabernet-sauvignon-phenolics': {
    varietal: 'Cabernet Sauvignon Phenolics',
    analytes: ['anthocyanins', 'catechin-tannin-ratio', 'catechin', 'pa-tannin', 'polymeric-anthocyanin', 'tannin'],
  },
} as const;
export type VintageVarietalKey = keyof typeof VINTAGE_CHARTS;
export const VINTAGE_VARIETAL_KEYS = Object.keys(VINTAGE_CHARTS) as VintageVarietalKey[];

/** Analyte key → display name (also the `analysis` name of the seeded vintage results). */
export const VINTAGE_ANALYTES: Record<string, string> = {
  'brix': 'Brix',
  'ph': 'pH',
  'ta': 'Titratable Acidity',
  'malic': 'Malic Acid',
  'potassium': 'Potassium',
  'tartaric': 'Tartaric Acid',
  'yan': 'YAN',
  'nopa': 'NOPA',
  'ammonia': 'Ammonia',
  'anthocyanins': 'Anthocyanins',
  'catechin-tannin-ratio': 'Catechin:Tannin Ratio',
  'catechin': 'Catechin',
  'pa-tannin': 'PA Tannin',
  'polymeric-anthocyanin': 'Polymeric Anthocyanins',
  'tannin': 'Tannin',
};

export function isVintageChart(varietal: string, analyte: string): varietal is VintageVarietalKey {
  return varietal in VINTAGE_CHARTS && (VINTAGE_CHARTS[varietal as VintageVarietalKey].analytes as readonly string[]).includes(analyte);
}

/** Uploads: PNG, JPEG or WebP (checked by their first bytes), under 5 MB each. */
export const CHART_UPLOAD = { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'image/webp'] as const };
export const chartUploadAnswer = z.object({
  message: z.literal('Image uploaded successfully'),
  images: z.array(z.object({ varietal: z.string(), analyte: z.string(), contentType: z.string(), updatedAt: z.string() })),
});
export const chartList = z.array(z.object({ varietal: z.string(), analyte: z.string(), url: z.string(), updatedAt: z.string() }));
