/**
 * The pick-date forecast against numbers worked out by hand: the least-squares rate and its fit
 * (R², n), the day the line reaches the target with its t-based prediction interval (inverse
 * regression), "not enough samples" below four, and the plateau flag (last rate below a third of
 * the season's peak rate). Also the harvest targets' fallbacks and the season's bounds.
 */
import { describe, expect, it } from 'vitest';
import { consecutiveRates, dayAtTarget, fitLine, forecastBrix, isPlateau, tQuantile975, type BrixPoint } from '../../contract/harvest-forecast.ts';
import { GENERAL_TARGET, harvestMeasure, seasonOf, targetOf } from '../../contract/harvest.ts';

const pts = (pairs: [number, number][]): BrixPoint[] => pairs.map(([day, brix]) => ({ day, brix }));

describe('the rate fit', () => {
  it('a perfect line: rate 0.5 °Brix/day, R² 1, no scatter', () => {
    const fit = fitLine(pts([[0, 20], [2, 21], [4, 22], [6, 23]]))!;
    expect(fit.rate).toBeCloseTo(0.5, 12);
    expect(fit.intercept).toBeCloseTo(20, 12);
    expect(fit.r2).toBeCloseTo(1, 12);
    expect(fit.s).toBeCloseTo(0, 12);
    expect(fit.n).toBe(4);
  });

  it('scattered points, by hand: x̄ 3, ȳ 21.625, Sxx 20, Sxy 10.5, Syy 5.6875', () => {
    // b = 10.5 / 20 = 0.525; a = 21.625 − 0.525·3 = 20.05; SSE = 5.6875 − 0.525·10.5 = 0.175;
    // R² = 1 − 0.175 / 5.6875 = 0.969231; s = √(0.175 / 2) = 0.295804
    const fit = fitLine(pts([[0, 20], [2, 21], [4, 22.5], [6, 23]]))!;
    expect(fit.rate).toBeCloseTo(0.525, 10);
    expect(fit.intercept).toBeCloseTo(20.05, 10);
    expect(fit.r2).toBeCloseTo(0.969231, 6);
    expect(fit.s).toBeCloseTo(0.295804, 6);
    expect(fit.sxx).toBe(20);
  });

  it('no line through one day', () => {
    expect(fitLine(pts([[3, 20], [3, 21]]))).toBeNull();
    expect(fitLine(pts([[3, 20]]))).toBeNull();
  });
});

describe('the projected day and its interval', () => {
  it('a perfect line reaches 24 °Brix on day 8 with no width', () => {
    const at = dayAtTarget(fitLine(pts([[0, 20], [2, 21], [4, 22], [6, 23]]))!, 24)!;
    expect(at.day).toBeCloseTo(8, 10);
    expect(at.low).toBeCloseTo(8, 10);
    expect(at.high).toBeCloseTo(8, 10);
  });

  it('scattered points, by hand: x₀ = 7.5238, se = 0.84951, t(0.975, 2) = 4.303, ± 3.6554', () => {
    // x₀ = (24 − 20.05) / 0.525 = 7.523810
    // se = (0.295804 / 0.525) · √(1 + 1/4 + (7.523810 − 3)² / 20) = 0.563436 · 1.507728 = 0.849508
    const at = dayAtTarget(fitLine(pts([[0, 20], [2, 21], [4, 22.5], [6, 23]]))!, 24)!;
    expect(at.day).toBeCloseTo(7.523810, 5);
    expect(at.high - at.day).toBeCloseTo(3.655434, 4);
    expect(at.day - at.low).toBeCloseTo(3.655434, 4);
  });

  it('widens as the fit worsens', () => {
    const tight = dayAtTarget(fitLine(pts([[0, 20], [2, 21.1], [4, 21.9], [6, 23]]))!, 25)!;
    const loose = dayAtTarget(fitLine(pts([[0, 20], [2, 21.8], [4, 21.2], [6, 23]]))!, 25)!;
    expect(loose.high - loose.low).toBeGreaterThan(tight.high - tight.low);
  });

  it('no date when the trend does not rise', () => {
    expect(dayAtTarget(fitLine(pts([[0, 23], [2, 22.8], [4, 22.9], [6, 22.7]]))!, 24)).toBeNull();
  });

  it('t quantiles: df 2 → 4.303, df 3 → 3.182, beyond the table → 1.96', () => {
    expect(tQuantile975(2)).toBe(4.303);
    expect(tQuantile975(3)).toBe(3.182);
    expect(tQuantile975(100)).toBe(1.96);
  });
});

describe('the plateau flag', () => {
  it('rates between consecutive samples, by hand', () => {
    expect(consecutiveRates(pts([[0, 18], [4, 20], [8, 22.4], [12, 23], [16, 23.2]])).map((r) => Number(r.toFixed(4)))).toEqual([0.5, 0.6, 0.15, 0.05]);
  });

  it('flags when the last rate (0.05) is below a third of the peak (0.6 / 3 = 0.2)', () => {
    expect(isPlateau(pts([[0, 18], [4, 20], [8, 22.4], [12, 23], [16, 23.2]]))).toBe(true);
  });

  it('does not flag at 0.25 > 0.2, nor exactly at a third (0.2)', () => {
    expect(isPlateau(pts([[0, 18], [4, 20], [8, 22.4], [12, 23], [16, 24]]))).toBe(false);
    expect(isPlateau(pts([[0, 18], [4, 20], [8, 22.4], [12, 23], [16, 23.8]]))).toBe(false);
  });

  it('needs two rates', () => {
    expect(isPlateau(pts([[0, 18], [4, 18.1]]))).toBe(false);
  });
});

describe('the forecast', () => {
  it('says "not enough samples" below four', () => {
    expect(forecastBrix(pts([[0, 18], [3, 19], [6, 20]]), 24)).toEqual({ kind: 'not-enough', n: 3 });
  });

  it('projects from four samples, in any order', () => {
    const f = forecastBrix(pts([[6, 23], [0, 20], [4, 22.5], [2, 21]]), 24);
    expect(f.kind).toBe('projected');
    if (f.kind === 'projected') expect(f.day).toBeCloseTo(7.523810, 5);
  });

  it('fits only the last six samples: August does not bend the recent trend', () => {
    const f = forecastBrix(pts([[0, 10], [1, 10], [10, 18], [12, 19], [14, 20], [16, 21], [18, 22], [20, 23]]), 25);
    expect(f.kind).toBe('projected');
    if (f.kind === 'projected') {
      expect(f.fit.n).toBe(6);
      expect(f.fit.rate).toBeCloseTo(0.5, 10);
      expect(f.day).toBeCloseTo(24, 10);
    }
  });

  it('reached when the latest sample is at the target; flags a plateau', () => {
    const f = forecastBrix(pts([[0, 18], [4, 20], [8, 22.4], [12, 23], [16, 24.6]]), 24.5);
    expect(f.kind).toBe('reached');
    const g = forecastBrix(pts([[0, 18], [4, 20], [8, 22.4], [12, 23], [16, 23.2]]), 25);
    expect(g.kind === 'projected' && g.plateau).toBe(true);
  });
});

describe('targets and seasons', () => {
  it("a block's own target, else its varietal's, else the general one", () => {
    const none = { targetBrix: null, taMax: null, phMin: null, phMax: null };
    expect(targetOf({ varietal: 'cabernet sauvignon', ...none }).brix).toBe(25);
    expect(targetOf({ varietal: 'Chardonnay', ...none, targetBrix: 24.5 })).toMatchObject({ brix: 24.5, taMax: 7.5, own: true });
    expect(targetOf({ varietal: 'Grenache', ...none })).toMatchObject({ ...GENERAL_TARGET, own: false });
  });

  it('the season of a day: July on is its year, before July the year before', () => {
    expect(seasonOf('2026-11-29T10:00:00Z')).toEqual({ year: 2026, start: '2026-07-01' });
    expect(seasonOf('2027-03-02')).toEqual({ year: 2026, start: '2026-07-01' });
  });

  it('reads the harvest columns from the analytes’ spellings', () => {
    expect(harvestMeasure('Brix (soluble solids)')).toBe('brix');
    expect(harvestMeasure('Titratable Acidity (to pH 8.2, as tartaric)')).toBe('ta');
    expect(harvestMeasure('pH')).toBe('ph');
    expect(harvestMeasure('Potassium')).toBeNull();
  });
});
