/**
 * The vintage trend charts: the x axis ticks never put two date labels on top of each other,
 * the y axis bounds are round, and the seeded vintage results follow ripening (Brix, pH and
 * potassium rise through the season; acids fall; YAN is NOPA + ammonia), inside the varietal's
 * harvest range, and the young-wine phenolics age (anthocyanins fall, polymeric ones rise).
 */
import { describe, expect, it } from 'vitest';
import { dayLabel, dayTicks, niceExtent } from '../../provider/services/vintage-charts.ts';
import { buildVintageResults, VINTAGES } from '../../provider/db/seed/vintage.ts';
import { cabernetPhenolics, vintageVarietals } from '../../provider/db/seed/data/vintage.ts';

const DAY = 86_400_000;
const day = (month: number, d: number) => Date.UTC(2000, month - 1, d);
const PLOT = 560;
/** wider than any "Sep 29" at the charts' 12 px font, with room between */
const LABEL = 48;

describe('x axis ticks', () => {
  const seasons: [string, number, number][] = [
    ['two weeks', day(9, 20), day(10, 4)],
    ['six weeks across a month end', day(9, 10), day(10, 22)],
    ['the reported overlap (late Sep to mid Oct)', day(9, 24), day(10, 12)],
    ['ten weeks', day(8, 10), day(10, 20)],
    ['a long season', day(7, 25), day(11, 10)],
    ['phenolics into December', day(10, 20), day(12, 18)],
    ['half a year', day(6, 1), day(12, 20)],
  ];
  it.each(seasons)('%s: labels a label apart, inside the axis, covering the data', (_name, first, last) => {
    const { min, max, ticks } = dayTicks(first, last, PLOT);
    expect(min).toBeLessThanOrEqual(first);
    expect(max).toBeGreaterThanOrEqual(last);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    const pxPerDay = PLOT / ((max - min) / DAY);
    for (let i = 1; i < ticks.length; i++) {
      expect((ticks[i] - ticks[i - 1]) / DAY * pxPerDay, `${dayLabel(ticks[i - 1])} → ${dayLabel(ticks[i])}`).toBeGreaterThanOrEqual(LABEL);
    }
    for (const t of ticks) {
      expect(t).toBeGreaterThanOrEqual(min);
      expect(t).toBeLessThanOrEqual(max);
      expect([1, 8, 15, 22]).toContain(new Date(t).getUTCDate());
    }
  });

  it('never ticks the 29th next to the 1st, and reads as "Mon D"', () => {
    const { ticks } = dayTicks(day(9, 24), day(10, 12), PLOT);
    expect(ticks.map(dayLabel)).not.toContain('Sep 29');
    expect(dayLabel(day(10, 1))).toBe('Oct 1');
  });

  it('y bounds are round and hold the values', () => {
    expect(niceExtent(21.53, 26.41)).toEqual({ min: 21, max: 27, interval: 1 });
    expect(niceExtent(3.12, 3.87)).toEqual({ min: 3, max: 4, interval: 0.2 });
    const r = niceExtent(0.0213, 0.0318);
    expect(r.min).toBeLessThanOrEqual(0.0213);
    expect(r.max).toBeGreaterThanOrEqual(0.0318);
  });
});

describe('seeded vintage results', () => {
  const rows = buildVintageResults();

  /** Pearson correlation of a season's results with the day they were measured. */
  function trend(varietal: string, analysis: string, year: number): number {
    const pts = rows
      .filter((r) => r.varietal === varietal && r.analysis === analysis && r.timestamp!.startsWith(String(year)))
      .map((r) => [Date.parse(r.timestamp!), Number(r.result)] as const);
    const n = pts.length;
    const mx = pts.reduce((s, [x]) => s + x, 0) / n;
    const my = pts.reduce((s, [, y]) => s + y, 0) / n;
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    for (const [x, y] of pts) {
      sxy += (x - mx) * (y - my);
      sxx += (x - mx) ** 2;
      syy += (y - my) ** 2;
    }
    return sxy / Math.sqrt(sxx * syy);
  }

  it('ripen through every season: Brix, pH, potassium up; TA and malic acid down', () => {
    for (const v of vintageVarietals) {
      for (const year of VINTAGES) {
        const at = `${v.varietal} ${year}`;
        expect(trend(v.varietal, 'Brix', year), at).toBeGreaterThan(0.8);
        expect(trend(v.varietal, 'pH', year), at).toBeGreaterThan(0.7);
        expect(trend(v.varietal, 'Potassium', year), at).toBeGreaterThan(0.6);
        expect(trend(v.varietal, 'Titratable Acidity', year), at).toBeLessThan(-0.8);
        expect(trend(v.varietal, 'Malic Acid', year), at).toBeLessThan(-0.8);
      }
    }
  });

  it('stay inside each varietal range; YAN is NOPA + ammonia', () => {
    const ranges = new Map(vintageVarietals.map((v) => [v.varietal, v.ranges]));
    const bySample = new Map<string, Record<string, number>>();
    for (const r of rows) {
      const range = r.varietal === 'Cabernet Sauvignon' && cabernetPhenolics[r.analysis] ? cabernetPhenolics[r.analysis] : ranges.get(r.varietal)![r.analysis];
      expect(Number(r.result), `${r.varietal} ${r.analysis}`).toBeGreaterThanOrEqual(range.min);
      expect(Number(r.result), `${r.varietal} ${r.analysis}`).toBeLessThanOrEqual(range.max);
      const key = `${r.varietal}|${r.ava}|${r.timestamp}`;
      bySample.set(key, { ...bySample.get(key), [r.analysis]: Number(r.result) });
    }
    let checked = 0;
    for (const s of bySample.values()) {
      if (s.YAN === undefined) continue;
      const sum = s.NOPA + s.Ammonia;
      const range = vintageVarietals[0].ranges.YAN;
      if (sum > range.min && sum < range.max) {
        expect(Math.abs(s.YAN - sum)).toBeLessThanOrEqual(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('age after pressing: anthocyanins fall, polymeric anthocyanins rise', () => {
    for (const year of VINTAGES) {
      expect(trend('Cabernet Sauvignon', 'Anthocyanins', year), String(year)).toBeLessThan(-0.5);
      expect(trend('Cabernet Sauvignon', 'Polymeric Anthocyanins', year), String(year)).toBeGreaterThan(0.5);
    }
  });

  it('differ from vintage to vintage (a warm year is riper on the same day)', () => {
    const mean = (year: number) => {
      const v = rows.filter((r) => r.varietal === 'Pinot Noir' && r.analysis === 'Brix' && r.timestamp!.startsWith(String(year))).map((r) => Number(r.result));
      return v.reduce((s, x) => s + x, 0) / v.length;
    };
    const means = VINTAGES.map(mean);
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(0.4);
  });
});
