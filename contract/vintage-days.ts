/**
 * Contract of the vintage portal's second view, vintages by day of the season (beside the
 * specified report, contract/vintage-trends.ts):
 *
 *   GET /vintage_portal/season_report.json?client_id=&analyses=&varietal=&ava=&origin=august|first-sample
 *
 * The same region, varietal and analysis as the report, with each vintage's results placed on
 * its day of the season (lib/season-days.ts), the season the lab's clock is in, and the client's
 * own results on the same axis.
 */
import { z } from 'zod';
import { SEASON_ORIGINS } from './season-days.ts';
import { analysisOption, filterOption, reportQuery } from './vintage-trends.ts';

export const seasonOrigin = z.enum(SEASON_ORIGINS);
export const seasonQuery = reportQuery.extend({ origin: seasonOrigin.default('august') });

export const seasonPoint = z.object({ day: z.number().int(), result: z.number(), timestamp: z.string() });
export const seasonLine = z.object({ vintage: z.number().int(), points: z.array(seasonPoint) });
export const ownSeasonPoint = seasonPoint.extend({ vintage: z.number().int(), sampleNumber: z.string() });

export const seasonReport = z.object({
  analysis: analysisOption,
  varietal: filterOption,
  region: filterOption,
  origin: seasonOrigin,
  /** the vintage the lab's clock is in (highlighted; left out of the band of past vintages) */
  thisSeason: z.number().int(),
  /** oldest vintage first */
  vintages: z.array(seasonLine),
  own: z.array(ownSeasonPoint),
  ownWithheld: z.boolean(),
  /** the client's results whose sample has no AVA (in no region's view, not in `own`) */
  ownNoRegion: z.number().int().optional(),
});
export type SeasonReport = z.infer<typeof seasonReport>;
