/**
 * Harvest planning: a client's vineyard blocks (client settings) and the harvest page's data.
 *
 *   GET    /clients/{clientId}/blocks.json      every member of the client reads them (the order's picker)
 *   POST   /blocks.json                         the client's Administrators and site administrators
 *   PUT    /blocks/{id}.json, DELETE /blocks/{id}.json
 *   GET, PUT /clients/{clientId}/samples/{id}/block.json   a results sample's block; PUT ties it (null: unties)
 *   GET    /clients/{clientId}/harvest.json     the harvest page: who may see results
 *
 * A block's harvest targets are optional: a block without its own uses the laboratory's default
 * for its varietal (LAB_TARGETS), else the general one (GENERAL_TARGET).
 */
import { z } from 'zod';
import { idValue } from './params.ts';

export const BLOCK_LIMITS = { name: 60, vineyard: 80, varietal: 60 } as const;

/** Sample types whose samples come from a block (catalogue: Juice/Must, Grapes). */
export const BLOCK_SAMPLE_TYPES: readonly number[] = [2, 3];

export const HARVEST_REFUSALS = {
  notFound: 'No such vineyard block for this client.',
  duplicate: 'The client already has a block of this name in this vineyard.',
  phRange: 'The lowest pH must not be above the highest.',
} as const;

export interface HarvestTarget {
  /** °Brix to pick at */
  brix: number;
  /** titratable acidity at most, g/L */
  taMax: number;
  phMin: number;
  phMax: number;
}

/** The laboratory's default targets by varietal (what California wineries commonly pick at), when a block sets none. */
export const LAB_TARGETS: Readonly<Record<string, HarvestTarget>> = {
  'Chardonnay': { brix: 23.5, taMax: 7.5, phMin: 3.2, phMax: 3.5 },
  'Sauvignon Blanc': { brix: 22.5, taMax: 8, phMin: 3.1, phMax: 3.4 },
  'Pinot Noir': { brix: 24, taMax: 7, phMin: 3.3, phMax: 3.6 },
  'Merlot': { brix: 24.5, taMax: 6.5, phMin: 3.4, phMax: 3.7 },
  'Cabernet Sauvignon': { brix: 25, taMax: 6.5, phMin: 3.4, phMax: 3.8 },
  'Zinfandel': { brix: 25.5, taMax: 6.5, phMin: 3.4, phMax: 3.8 },
  'Syrah': { brix: 24.5, taMax: 6.5, phMin: 3.4, phMax: 3.8 },
};
export const GENERAL_TARGET: HarvestTarget = { brix: 24, taMax: 7, phMin: 3.3, phMax: 3.7 };

/** The target a block picks at: its own values where set, else its varietal's default, else the general one. */
export function targetOf(block: { varietal: string; targetBrix: number | null; taMax: number | null; phMin: number | null; phMax: number | null }): HarvestTarget & { own: boolean } {
  const known = Object.keys(LAB_TARGETS).find((v) => v.toLowerCase() === block.varietal.trim().toLowerCase());
  const base = known ? LAB_TARGETS[known]! : GENERAL_TARGET;
  return {
    brix: block.targetBrix ?? base.brix,
    taMax: block.taMax ?? base.taMax,
    phMin: block.phMin ?? base.phMin,
    phMax: block.phMax ?? base.phMax,
    own: block.targetBrix !== null || block.taMax !== null || block.phMin !== null || block.phMax !== null,
  };
}

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalNumber = (min: number, max: number) => z.number().min(min).max(max).nullable();

const blockFields = {
  name: text(BLOCK_LIMITS.name),
  vineyard: text(BLOCK_LIMITS.vineyard),
  varietal: text(BLOCK_LIMITS.varietal),
  acres: optionalNumber(0.01, 100000),
  targetBrix: optionalNumber(10, 35),
  taMax: optionalNumber(2, 15),
  phMin: optionalNumber(2.5, 4.5),
  phMax: optionalNumber(2.5, 4.5),
};
const phInOrder = (b: { phMin: number | null; phMax: number | null }) => b.phMin === null || b.phMax === null || b.phMin <= b.phMax;

export const blockUpdateBody = z.object(blockFields).strict().refine(phInOrder, { message: HARVEST_REFUSALS.phRange, path: ['phMin'] });
export const blockCreateBody = z
  .object({ clientId: idValue, ...blockFields })
  .strict()
  .refine(phInOrder, { message: HARVEST_REFUSALS.phRange, path: ['phMin'] });
export type BlockInput = z.infer<typeof blockUpdateBody>;

export const vineyardBlock = z.object({
  id: z.number(),
  name: z.string(),
  vineyard: z.string(),
  varietal: z.string(),
  acres: z.number().nullable(),
  targetBrix: z.number().nullable(),
  taMax: z.number().nullable(),
  phMin: z.number().nullable(),
  phMax: z.number().nullable(),
});
export type VineyardBlock = z.infer<typeof vineyardBlock>;
export const blocksResponse = z.object({ data: z.array(vineyardBlock), canChange: z.boolean() });

export const sampleBlockBody = z.object({ blockId: idValue.nullable() }).strict();
export const sampleBlockResponse = z.object({ sampleId: z.number(), blockId: z.number().nullable() });

/** One sampling of a block this season: its date and what the lab measured (null: not measured, or not reported yet). */
export const harvestSample = z.object({
  sampleId: z.number(),
  batchId: z.number(),
  /** the sample number the lab prints (the sample page's address) */
  number: z.string(),
  /** yyyy-MM-dd, the day the lab logged the sample */
  date: z.string(),
  brix: z.number().nullable(),
  ta: z.number().nullable(),
  ph: z.number().nullable(),
});
export type HarvestSample = z.infer<typeof harvestSample>;

export const harvestBlock = vineyardBlock.extend({ samples: z.array(harvestSample) });
export type HarvestBlock = z.infer<typeof harvestBlock>;
/** The harvest page's data: the season (its year) and every block with its samples of that season, oldest first. */
export const harvestResponse = z.object({ season: z.number(), seasonStart: z.string(), blocks: z.array(harvestBlock) });
export type HarvestData = z.infer<typeof harvestResponse>;

/**
 * The season a day belongs to: harvest in the northern hemisphere runs from August into November,
 * so the season of a day from July on is its year, before July the year before (in spring the
 * page still shows last harvest). Its samples are those logged from July 1 on.
 */
export function seasonOf(isoDate: string): { year: number; start: string } {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const season = month >= 7 ? year : year - 1;
  return { year: season, start: `${season}-07-01` };
}

/** Which analyte of a result a harvest column reads (results name them in several spellings). */
export function harvestMeasure(analyte: string): 'brix' | 'ta' | 'ph' | null {
  const a = analyte.trim().toLowerCase();
  if (a.startsWith('brix') || a === '°brix') return 'brix';
  if (a.startsWith('titratable acidity')) return 'ta';
  if (a === 'ph') return 'ph';
  return null;
}
