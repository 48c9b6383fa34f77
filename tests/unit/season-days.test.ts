/**
 * Vintages by day of the season: the vintage and day of a result on the lab's clock, the lines
 * from either origin, the own points' origin, and the band of past vintages (weekly buckets,
 * quartiles by linear interpolation) against hand-computed values.
 */
import { describe, expect, it } from 'vitest';
import { bucketOf, dayOfSeason, daysBetween, ownSeasonPoints, pastBand, quantile, seasonLines, vintageOf } from '../../contract/season-days.ts';

describe('vintage and day of the season', () => {
  it('counts days from 1 August of the vintage on the Pacific calendar', () => {
    // 1 August 2024, 09:00 Pacific (PDT, UTC−7)
    expect(dayOfSeason('2024-08-01T16:00:00.000Z')).toBe(0);
    // 1 August 05:00 UTC is still 31 July in California
    expect(dayOfSeason('2024-08-01T05:00:00.000Z')).toBe(-1);
    expect(dayOfSeason('2024-09-15T20:00:00.000Z')).toBe(45);
    // across the November clock change: 10 November is day 101 (Aug 31 + Sep 30 + Oct 31 + 9)
    expect(dayOfSeason('2024-11-10T20:00:00.000Z')).toBe(101);
    expect(vintageOf('2025-01-01T03:00:00.000Z')).toBe(2024);
    expect(vintageOf('2025-01-01T09:00:00.000Z')).toBe(2025);
  });

  it('counts whole lab days between two times', () => {
    expect(daysBetween('2024-09-01T23:30:00.000Z', '2024-09-02T06:00:00.000Z')).toBe(0);
    expect(daysBetween('2024-09-01T15:00:00.000Z', '2024-09-08T02:00:00.000Z')).toBe(6);
  });

  it('buckets days into weeks of the season', () => {
    expect([0, 6, 7, 13, 14, -1, -7, -8].map(bucketOf)).toEqual([0, 0, 1, 1, 2, -1, -1, -2]);
  });
});

const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 19)).toISOString();

describe('seasonLines and ownSeasonPoints', () => {
  const rows = [
    { timestamp: at(2023, 9, 10), result: 20 },
    { timestamp: at(2023, 8, 20), result: 18 },
    { timestamp: at(2024, 8, 25), result: 19 },
    { timestamp: at(2024, 9, 1), result: 21 },
  ];

  it('groups by vintage, oldest first, in time order, from 1 August or from the first sample', () => {
    expect(seasonLines(rows, 'august').map((l) => [l.vintage, l.points.map((p) => [p.day, p.result])])).toEqual([
      [2023, [[19, 18], [40, 20]]],
      [2024, [[24, 19], [31, 21]]],
    ]);
    expect(seasonLines(rows, 'first-sample').map((l) => l.points.map((p) => p.day))).toEqual([[0, 21], [0, 7]]);
  });

  it("places own results from the region's first sample of their vintage, or their own first when earlier or alone", () => {
    const lines = seasonLines(rows, 'first-sample');
    const own = [
      { timestamp: at(2024, 9, 4), result: 22 }, // region's 2024 starts on 25 August → day 10
      { timestamp: at(2023, 8, 15), result: 17 }, // before the region's 2023 first (20 August) → own first → 0
      { timestamp: at(2023, 8, 22), result: 19 }, // 7 days after the own first
      { timestamp: at(2025, 9, 1), result: 20 }, // no region 2025 → own first → 0
    ];
    expect(ownSeasonPoints(own, lines, 'first-sample').map((o) => [o.vintage, o.day])).toEqual([[2024, 10], [2023, 0], [2023, 7], [2025, 0]]);
    expect(ownSeasonPoints(own, lines, 'august').map((o) => o.day)).toEqual([34, 14, 21, 31]);
  });
});

describe('quantile and pastBand', () => {
  it('interpolates between ranks (QUARTILE.INC)', () => {
    // sorted 1, 2, 4, 10: Q1 at position 0.75 → 1 + 0.75·1 = 1.75; median at 1.5 → 3; Q3 at 2.25 → 4 + 0.25·6 = 5.5
    expect(quantile([10, 1, 4, 2], 0.25)).toBeCloseTo(1.75, 12);
    expect(quantile([10, 1, 4, 2], 0.5)).toBeCloseTo(3, 12);
    expect(quantile([10, 1, 4, 2], 0.75)).toBeCloseTo(5.5, 12);
    expect(quantile([7], 0.25)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('takes each past vintage’s weekly mean, then quartiles across vintages; leaves out this season and thin weeks', () => {
    const line = (vintage: number, points: [number, number][]) => ({ vintage, points: points.map(([day, result]) => ({ day, result, timestamp: '' })) });
    const lines = [
      line(2020, [[1, 10], [3, 14], [8, 20]]), // week 0 mean 12; week 1: 20
      line(2021, [[2, 16], [9, 22]]), // week 0: 16; week 1: 22
      line(2022, [[5, 20]]), // week 0: 20 (no week 1)
      line(2023, [[0, 30], [10, 24]]), // week 0: 30; week 1: 24
      line(2024, [[1, 99], [8, 99]]), // this season: not in the band
    ];
    const band = pastBand(lines, 2024);
    // week 0 means 12, 16, 20, 30 → Q1 15, median 18, Q3 22.5; week 1: 20, 22, 24 → 21, 22, 23
    expect(band).toHaveLength(2);
    expect(band[0]).toMatchObject({ bucket: 0, day: 3, vintages: 4 });
    expect([band[0].q1, band[0].median, band[0].q3]).toEqual([15, 18, 22.5]);
    expect(band[1]).toMatchObject({ bucket: 1, day: 10, vintages: 3, q1: 21, median: 22, q3: 23 });
    // with only two past vintages in week 1, that week has no band
    expect(pastBand(lines.filter((l) => l.vintage !== 2020), 2024).map((b) => b.bucket)).toEqual([0]);
  });
});
