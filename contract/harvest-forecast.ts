/**
 * The pick-date forecast of a vineyard block: pure functions over one season's °Brix samples.
 *
 * Method (stated on the page too): an ordinary least-squares line through the last samples of the
 * season (at most FIT_WINDOW, at least MIN_SAMPLES), °Brix against days. Its slope is the sugar
 * accumulation rate, shown with the fit (R², n). The projected date is where the line reaches the
 * target (x₀ = (target − a) / b). Its interval is the t-based prediction interval of x at
 * y = target by inverse regression (calibration; Draper & Smith §3.2, the delta method):
 *
 *     se(x₀) = (s / |b|) · √(1 + 1/n + (x₀ − x̄)² / Sxx),   x₀ ± t(0.975, n − 2) · se(x₀)
 *
 * where s is the residual standard error. It widens as the scatter around the line grows, as the
 * slope flattens, and as the target lies farther beyond the samples. The forecast extrapolates the
 * recent trend: sugar loading slows at the plateau, so it also flags a plateau when the last rate
 * (between the last two samples) is below a third of the season's peak rate (between any two
 * consecutive samples).
 */

/** One sample of the season: its day (whole days since any fixed day) and its °Brix. */
export interface BrixPoint {
  day: number;
  brix: number;
}

/** Fewer samples than this: "not enough samples". */
export const MIN_SAMPLES = 4;
/** The fit uses the season's last samples, at most this many: the recent trend, not August's. */
export const FIT_WINDOW = 6;
/** The plateau flag: the last rate below this share of the season's peak rate. */
export const PLATEAU_SHARE = 1 / 3;

export interface LineFit {
  /** °Brix per day (the slope b) */
  rate: number;
  /** the line's value at day 0 (a) */
  intercept: number;
  /** coefficient of determination (1 when every point lies on the line; 0 when all y are equal) */
  r2: number;
  n: number;
  /** residual standard error, √(SSE / (n − 2)) */
  s: number;
  meanDay: number;
  /** Σ(x − x̄)² */
  sxx: number;
}

/** Two-sided 95 % Student t quantiles, t(0.975, df), df 1 to 30. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069,
  2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** t(0.975, df); above 30 degrees of freedom the normal's 1.96 is close enough. */
export function tQuantile975(df: number): number {
  if (df < 1) return Number.POSITIVE_INFINITY;
  return df <= T975.length ? T975[df - 1]! : 1.96;
}

/** Least-squares line of brix on day; null below two distinct days. */
export function fitLine(points: readonly BrixPoint[]): LineFit | null {
  const n = points.length;
  if (n < 2) return null;
  const meanDay = points.reduce((sum, p) => sum + p.day, 0) / n;
  const meanBrix = points.reduce((sum, p) => sum + p.brix, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.day - meanDay) ** 2;
    sxy += (p.day - meanDay) * (p.brix - meanBrix);
    syy += (p.brix - meanBrix) ** 2;
  }
  if (sxx === 0) return null;
  const rate = sxy / sxx;
  const intercept = meanBrix - rate * meanDay;
  const sse = Math.max(0, syy - rate * sxy);
  const r2 = syy === 0 ? 0 : 1 - sse / syy;
  const s = n > 2 ? Math.sqrt(sse / (n - 2)) : Number.NaN;
  return { rate, intercept, r2, n, s, meanDay, sxx };
}

/** The day the line reaches `target`, with its 95 % prediction interval (inverse regression); null when the line does not rise. */
export function dayAtTarget(fit: LineFit, target: number): { day: number; low: number; high: number } | null {
  if (!(fit.rate > 0) || fit.n < 3) return null;
  const day = (target - fit.intercept) / fit.rate;
  const se = (fit.s / Math.abs(fit.rate)) * Math.sqrt(1 + 1 / fit.n + (day - fit.meanDay) ** 2 / fit.sxx);
  const half = tQuantile975(fit.n - 2) * se;
  return { day, low: day - half, high: day + half };
}

/** The rates (°Brix per day) between consecutive samples, in order (samples on the same day are skipped). */
export function consecutiveRates(points: readonly BrixPoint[]): number[] {
  const rates: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const dx = points[i]!.day - points[i - 1]!.day;
    if (dx > 0) rates.push((points[i]!.brix - points[i - 1]!.brix) / dx);
  }
  return rates;
}

/** Whether sugar loading has slowed: the last rate is below a third of the season's peak rate (needs two rates and a rising peak). */
export function isPlateau(points: readonly BrixPoint[]): boolean {
  const rates = consecutiveRates(points);
  if (rates.length < 2) return false;
  const peak = Math.max(...rates);
  return peak > 0 && rates[rates.length - 1]! < peak * PLATEAU_SHARE;
}

export type Forecast =
  | { kind: 'not-enough'; n: number }
  /** the latest sample is at or above the target already */
  | { kind: 'reached'; fit: LineFit; plateau: boolean }
  /** the recent trend does not rise: no date can be projected */
  | { kind: 'not-rising'; fit: LineFit; plateau: boolean }
  | { kind: 'projected'; fit: LineFit; plateau: boolean; day: number; low: number; high: number };

/** The forecast of one block's season (points in any order; the fit takes the last FIT_WINDOW by day). */
export function forecastBrix(points: readonly BrixPoint[], target: number): Forecast {
  const season = [...points].sort((a, b) => a.day - b.day);
  if (season.length < MIN_SAMPLES) return { kind: 'not-enough', n: season.length };
  const recent = season.slice(-FIT_WINDOW);
  const fit = fitLine(recent);
  if (!fit) return { kind: 'not-enough', n: season.length };
  const plateau = isPlateau(season);
  if (season[season.length - 1]!.brix >= target) return { kind: 'reached', fit, plateau };
  const at = dayAtTarget(fit, target);
  if (!at) return { kind: 'not-rising', fit, plateau };
  return { kind: 'projected', fit, plateau, ...at };
}
