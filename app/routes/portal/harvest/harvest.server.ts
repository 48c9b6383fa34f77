/**
 * Server side of /dashboard/harvest: every block of the active client with its season's samples,
 * its target (its own or the varietal's default), the latest °Brix, TA and pH, and the forecast
 * (contract/harvest-forecast.ts), sorted by projected pick date so the harvest order reads from
 * the top: blocks at their target first, then by projected day, then those without a date.
 */
import type { RouterContextProvider } from 'react-router';
import { type Forecast, forecastBrix } from '../../../../contract/harvest-forecast.ts';
import { type HarvestBlock, type HarvestSample, targetOf } from '../../../../contract/harvest.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { loadHarvest } from '../../../models/harvest.server.ts';
import { dateAfter, daysFrom } from './dates.ts';

type Context = Readonly<RouterContextProvider>;

const latest = (samples: HarvestSample[], key: 'brix' | 'ta' | 'ph') => {
  for (let i = samples.length - 1; i >= 0; i--) {
    const v = samples[i]![key];
    if (v !== null) return { value: v, date: samples[i]!.date };
  }
  return null;
};

/** A forecast as the page shows it: the day numbers turned into dates. */
export type ShownForecast =
  | { kind: 'not-enough'; n: number }
  | { kind: 'reached' | 'not-rising'; rate: number; r2: number; n: number; plateau: boolean; lastRate: number | null; peakRate: number | null }
  | { kind: 'projected'; rate: number; r2: number; n: number; plateau: boolean; lastRate: number | null; peakRate: number | null; date: string; low: string; high: string };

function shown(f: Forecast, start: string, rates: number[]): ShownForecast {
  if (f.kind === 'not-enough') return f;
  const base = { rate: f.fit.rate, r2: f.fit.r2, n: f.fit.n, plateau: f.plateau, lastRate: rates.at(-1) ?? null, peakRate: rates.length ? Math.max(...rates) : null };
  if (f.kind !== 'projected') return { kind: f.kind, ...base };
  return { kind: 'projected', ...base, date: dateAfter(start, f.day), low: dateAfter(start, Math.floor(f.low)), high: dateAfter(start, Math.ceil(f.high)) };
}

export function harvestView(block: HarvestBlock, seasonStart: string) {
  const target = targetOf(block);
  const points = block.samples.filter((s) => s.brix !== null).map((s) => ({ day: daysFrom(seasonStart, s.date), brix: s.brix! }));
  const forecast = forecastBrix(points, target.brix);
  const rates: number[] = [];
  for (let i = 1; i < points.length; i++) if (points[i]!.day > points[i - 1]!.day) rates.push((points[i]!.brix - points[i - 1]!.brix) / (points[i]!.day - points[i - 1]!.day));
  const fitLine = forecast.kind === 'not-enough' ? null : { rate: forecast.fit.rate, intercept: forecast.fit.intercept, fromDay: points[Math.max(0, points.length - forecast.fit.n)]!.day };
  return {
    ...block,
    target,
    latest: { brix: latest(block.samples, 'brix'), ta: latest(block.samples, 'ta'), ph: latest(block.samples, 'ph') },
    forecast: shown(forecast, seasonStart, rates),
    // The chart's projection: the fitted line from the first fitted sample to the projected day.
    projection: fitLine && forecast.kind === 'projected' ? { ...fitLine, toDay: forecast.day } : null,
  };
}
export type BlockView = ReturnType<typeof harvestView>;

/** The sort key: at target first, then by projected date, then the rest (by vineyard and name, as listed). */
const rank = (b: BlockView) => (b.forecast.kind === 'reached' ? '0' : b.forecast.kind === 'projected' ? `1${b.forecast.date}` : '2');

export async function harvestLoader(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'harvest');
  const data = await loadHarvest(context, client.id);
  const blocks = data.blocks.map((b) => harvestView(b, data.seasonStart));
  const order = new Map(blocks.map((b, i) => [b.id, i]));
  blocks.sort((a, b) => rank(a).localeCompare(rank(b)) || order.get(a.id)! - order.get(b.id)!);
  return { season: data.season, seasonStart: data.seasonStart, blocks };
}
