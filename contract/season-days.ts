/**
 * Vintages compared by the day of the season (the vintage portal's second view): which vintage a
 * result belongs to, its day of the season, and the band of past vintages per week of the season.
 * Pure functions, shared by the provider (which places each result on its day) and the app (which
 * draws the band); they import neither side.
 *
 * - A result's vintage is the calendar year of its day on the lab's clock (Pacific): the harvest
 *   and the young-wine samples of a northern-hemisphere season all fall inside one calendar year.
 * - Day of the season, origin `august`: whole days since 1 August of the vintage (1 August is day
 *   0; a July sample is negative). A fixed date lines vintages up by the calendar, so an early or a
 *   late season shows as a shifted line.
 * - Origin `first-sample`: whole days since that vintage's first result in the region, so the
 *   lines start together and compare the pace of ripening.
 */
import { DateTime } from 'luxon';
import { LAB_ZONE } from './lab-time.ts';

export const SEASON_ORIGINS = ['august', 'first-sample'] as const;
export type SeasonOrigin = (typeof SEASON_ORIGINS)[number];
/** Days per bucket of the band: a week, about one sampling round. */
export const BUCKET_DAYS = 7;
/** Fewer past vintages than this in a week: no band for that week (a quartile of two is not one). */
export const MIN_VINTAGES_FOR_BAND = 3;

/** The lab calendar day of a UTC ISO time. */
function labDay(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(LAB_ZONE).startOf('day');
}

/** The vintage a result belongs to: the calendar year of its lab day. */
export function vintageOf(iso: string): number {
  return labDay(iso).year;
}

/** Whole calendar days from `from` to `to` (lab days; daylight saving does not shift a day). */
export function daysBetween(fromIso: string, toIso: string): number {
  const a = labDay(fromIso);
  const b = labDay(toIso);
  return Math.round(Date.UTC(b.year, b.month - 1, b.day) / 86_400_000 - Date.UTC(a.year, a.month - 1, a.day) / 86_400_000);
}

/** Days since 1 August of the result's vintage (1 August = 0). */
export function dayOfSeason(iso: string): number {
  const d = labDay(iso);
  return Math.round((Date.UTC(d.year, d.month - 1, d.day) - Date.UTC(d.year, 7, 1)) / 86_400_000);
}

export interface Timed {
  timestamp: string;
  result: number;
}

export interface SeasonPoint {
  day: number;
  result: number;
  timestamp: string;
}

export interface SeasonLine {
  vintage: number;
  points: SeasonPoint[];
}

/**
 * Results grouped by vintage (oldest first), each placed on its day of the season from the
 * chosen origin; points keep their time order.
 */
export function seasonLines(rows: Timed[], origin: SeasonOrigin): SeasonLine[] {
  const byVintage = new Map<number, Timed[]>();
  for (const r of rows) {
    const v = vintageOf(r.timestamp);
    const list = byVintage.get(v) ?? [];
    list.push(r);
    byVintage.set(v, list);
  }
  return [...byVintage.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vintage, list]) => {
      const sorted = [...list].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
      const first = sorted[0].timestamp;
      return {
        vintage,
        points: sorted.map((r) => ({ day: origin === 'august' ? dayOfSeason(r.timestamp) : daysBetween(first, r.timestamp), result: r.result, timestamp: r.timestamp })),
      };
    });
}

/**
 * The client's own results on the same axis. From 1 August as the region's; from the first
 * sample: from the region's first sample of the same vintage, so an own point sits on that
 * vintage's line (an own sample earlier than the region's first, or of a vintage the region has
 * no result in, counts from the client's own first sample of the vintage).
 */
export function ownSeasonPoints<T extends Timed>(own: T[], lines: SeasonLine[], origin: SeasonOrigin): (T & { vintage: number; day: number })[] {
  const regionFirst = new Map(lines.map((l) => [l.vintage, l.points[0]?.timestamp]));
  const ownFirst = new Map<number, string>();
  for (const o of own) {
    const v = vintageOf(o.timestamp);
    const f = ownFirst.get(v);
    if (!f || Date.parse(o.timestamp) < Date.parse(f)) ownFirst.set(v, o.timestamp);
  }
  return own.map((o) => {
    const vintage = vintageOf(o.timestamp);
    if (origin === 'august') return { ...o, vintage, day: dayOfSeason(o.timestamp) };
    const region = regionFirst.get(vintage);
    const mine = ownFirst.get(vintage)!;
    const from = region && Date.parse(region) <= Date.parse(mine) ? region : mine;
    return { ...o, vintage, day: daysBetween(from, o.timestamp) };
  });
}

/** The week of the season a day falls in (day 0–6 → 0, −1…−7 → −1). */
export function bucketOf(day: number): number {
  return Math.floor(day / BUCKET_DAYS);
}

/**
 * The p-quantile (0 ≤ p ≤ 1) of numbers by linear interpolation between the closest ranks (the
 * spreadsheet QUARTILE.INC / PERCENTILE.INC rule): position (n − 1)·p in the sorted list.
 */
export function quantile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const pos = (s.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

export interface BandWeek {
  /** week of the season (bucketOf) */
  bucket: number;
  /** the middle day of the week, where the band's point is drawn */
  day: number;
  /** past vintages with a result in the week */
  vintages: number;
  q1: number;
  median: number;
  q3: number;
}

/**
 * The band of past vintages: per week of the season, each past vintage's mean of its results in
 * that week (so a vintage sampled twice that week counts once), then the median and the first and
 * third quartiles across those vintages. Weeks with fewer than MIN_VINTAGES_FOR_BAND vintages are
 * left out. `thisSeason`'s line is not part of its own reference.
 */
export function pastBand(lines: SeasonLine[], thisSeason: number): BandWeek[] {
  const perWeek = new Map<number, number[]>();
  for (const line of lines) {
    if (line.vintage >= thisSeason) continue;
    const sums = new Map<number, [number, number]>();
    for (const p of line.points) {
      const b = bucketOf(p.day);
      const s = sums.get(b) ?? [0, 0];
      s[0] += p.result;
      s[1]++;
      sums.set(b, s);
    }
    for (const [b, [sum, n]] of sums) {
      const list = perWeek.get(b) ?? [];
      list.push(sum / n);
      perWeek.set(b, list);
    }
  }
  return [...perWeek.entries()]
    .filter(([, means]) => means.length >= MIN_VINTAGES_FOR_BAND)
    .sort(([a], [b]) => a - b)
    .map(([bucket, means]) => ({
      bucket,
      day: bucket * BUCKET_DAYS + (BUCKET_DAYS - 1) / 2,
      vintages: means.length,
      q1: quantile(means, 0.25),
      median: quantile(means, 0.5),
      q3: quantile(means, 0.75),
    }));
}
