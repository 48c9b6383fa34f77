/**
 * The vintage portal's exponential trendline against values computed independently:
 * by hand from the normal equations of ln(y) = ln(a) + b·x, and for a data set that follows
 * y = 2·e^(0.1x) exactly.
 */
import { describe, expect, it } from 'vitest';
import { aboveBelow, equationText, fitExponential, trendAt } from '../../app/models/trendline.ts';

const day = (n: number) => new Date(Date.UTC(2024, 8, 1) + n * 86_400_000).toISOString();

describe('fitExponential', () => {
  it('recovers an exact exponential: a, b and R² = 1', () => {
    const rows = [0, 1, 2, 5, 10].map((x) => ({ timestamp: day(x), result: 2 * Math.exp(0.1 * x) }));
    const t = fitExponential(rows)!;
    expect(t.a).toBeCloseTo(2, 10);
    expect(t.b).toBeCloseTo(0.1, 10);
    expect(t.r2).toBeCloseTo(1, 10);
    expect(t.n).toBe(5);
    expect(t.excluded).toBe(0);
  });

  it('matches a hand computation on ln(y), leaving out zero and negative results and counting them', () => {
    // x = days since the first point (day 0, whose result is 0 and is left out, but still sets x = 0).
    const rows = [
      { timestamp: day(0), result: 0 },
      { timestamp: day(1), result: 1 },
      { timestamp: day(2), result: 3 },
      { timestamp: day(3), result: -2 },
      { timestamp: day(4), result: 4 },
    ];
    // Points used: (1, ln 1), (2, ln 3), (4, ln 4). Means: x̄ = 7/3, l̄ = (0 + ln3 + ln4)/3.
    // Sxx = (1-7/3)² + (2-7/3)² + (4-7/3)² = 16/9 + 1/9 + 25/9 = 42/9.
    // Sxl = (−4/3)(0 − l̄) + (−1/3)(ln3 − l̄) + (5/3)(ln4 − l̄) = −(1/3)ln3 + (5/3)ln4 (l̄ terms cancel).
    const ln3 = Math.log(3);
    const ln4 = Math.log(4);
    const lbar = (ln3 + ln4) / 3;
    const b = (-(1 / 3) * ln3 + (5 / 3) * ln4) / (42 / 9);
    const lnA = lbar - b * (7 / 3);
    const fitted = [1, 2, 4].map((x) => lnA + b * x);
    const actual = [0, ln3, ln4];
    const ssRes = actual.reduce((s, v, i) => s + (v - fitted[i]) ** 2, 0);
    const ssTot = actual.reduce((s, v) => s + (v - lbar) ** 2, 0);
    const t = fitExponential(rows)!;
    expect(t.b).toBeCloseTo(b, 12);
    expect(t.a).toBeCloseTo(Math.exp(lnA), 12);
    expect(t.r2).toBeCloseTo(1 - ssRes / ssTot, 12);
    // the same numbers in plain figures (computed apart, in Python), so one wrong formula on both sides cannot agree
    expect(t.b).toBeCloseTo(0.4166, 4);
    expect(t.a).toBeCloseTo(0.866, 3);
    expect(t.r2).toBeCloseTo(0.7567, 4);
    expect(t.n).toBe(3);
    expect(t.excluded).toBe(2);
  });

  it('has no trendline with fewer than two usable points or all on one day', () => {
    expect(fitExponential([])).toBeNull();
    expect(fitExponential([{ timestamp: day(0), result: 5 }, { timestamp: day(1), result: 0 }])).toBeNull();
    expect(fitExponential([{ timestamp: day(2), result: 5 }, { timestamp: day(2), result: 6 }])).toBeNull();
  });

  it('counts points above and below the line and writes the equation', () => {
    const t = fitExponential([0, 1, 2, 3].map((x) => ({ timestamp: day(x), result: 10 * Math.exp(0.05 * x) })))!;
    expect(trendAt(t, day(2))).toBeCloseTo(10 * Math.exp(0.1), 8);
    expect(aboveBelow(t, [{ timestamp: day(1), result: 20 }, { timestamp: day(1), result: 5 }, { timestamp: day(9), result: 1 }])).toEqual({ above: 1, below: 2 });
    expect(equationText(t)).toBe('y = 10·e^(0.05x)');
  });
});
