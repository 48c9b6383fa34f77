/**
 * The vintage portal's trendline (document 3 §9: exponential, with R²): y = a·e^(b·x)
 * fitted by least squares on ln(y), x in days since the first point of the data, as spreadsheet
 * exponential trendlines do. Results ≤ 0 have no logarithm: they are left out of the fit and
 * counted (`excluded`), and the page says so. R² is that of the same linear fit on ln(y):
 * 1 − SSres/SStot of ln(y) against ln(a) + b·x.
 */
export const DAY_MS = 86_400_000;

export interface TrendInput {
  timestamp: string;
  result: number;
}

export interface Trendline {
  a: number;
  b: number;
  r2: number;
  /** points in the fit */
  n: number;
  /** results ≤ 0 (or not numbers) left out of the fit */
  excluded: number;
  /** the time (ms) x is counted from: the first point of the data */
  origin: number;
}

/** Days since `origin`, as fractions of a day. */
export const daysSince = (origin: number, iso: string) => (Date.parse(iso) - origin) / DAY_MS;

/**
 * The fit, or null when fewer than two usable points (or all on one day) leave it undefined.
 * `rows` need not be sorted; the origin is the earliest timestamp of all rows.
 */
export function fitExponential(rows: readonly TrendInput[]): Trendline | null {
  if (!rows.length) return null;
  const origin = Math.min(...rows.map((r) => Date.parse(r.timestamp)));
  const used = rows.filter((r) => Number.isFinite(r.result) && r.result > 0);
  const excluded = rows.length - used.length;
  const n = used.length;
  if (n < 2) return null;
  const xs = used.map((r) => daysSince(origin, r.timestamp));
  const ls = used.map((r) => Math.log(r.result));
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const ml = ls.reduce((s, v) => s + v, 0) / n;
  let sxx = 0;
  let sxl = 0;
  let stot = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i] - mx) ** 2;
    sxl += (xs[i] - mx) * (ls[i] - ml);
    stot += (ls[i] - ml) ** 2;
  }
  if (sxx === 0) return null;
  const b = sxl / sxx;
  const lnA = ml - b * mx;
  let sres = 0;
  for (let i = 0; i < n; i++) sres += (ls[i] - (lnA + b * xs[i])) ** 2;
  // every ln(y) equal: the line passes through every point
  const r2 = stot === 0 ? 1 : 1 - sres / stot;
  return { a: Math.exp(lnA), b, r2, n, excluded, origin };
}

/** The trendline's value at a time. */
export function trendAt(t: Trendline, iso: string): number {
  return t.a * Math.exp(t.b * daysSince(t.origin, iso));
}

/** How many points lie above and below the trendline (a point on it counts in neither). */
export function aboveBelow(t: Trendline, rows: readonly TrendInput[]): { above: number; below: number } {
  let above = 0;
  let below = 0;
  for (const r of rows) {
    const v = trendAt(t, r.timestamp);
    if (r.result > v) above++;
    else if (r.result < v) below++;
  }
  return { above, below };
}

/** "y = 23.1·e^(0.00012x)" with significant digits that read (the page's equation). */
export function equationText(t: Trendline, locale = 'en'): string {
  const f = (v: number) => new Intl.NumberFormat(locale, { maximumSignificantDigits: 4 }).format(v);
  return `y = ${f(t.a)}·e^(${f(t.b)}x)`;
}
