/**
 * Contract of the publications (document 1 §7 "Content", document 3 §7 "Soil and publications"):
 * the cards the home page and the publications page list, and one publication with its related
 * analyses and publications.
 */
import { z } from 'zod';

import { optionalInt } from './params.ts';

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
