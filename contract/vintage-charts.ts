/**
 * Contract of the public vintage trend charts (document 3 §2, the chart upload): the varietals and
 * analytes charted, and the uploaded chart images. The signed-in vintage trends page: contract/vintage-trends.ts.
 */
import { z } from 'zod';

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
