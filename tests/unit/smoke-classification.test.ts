/**
 * Where a smoke marker result lies against the varietal's background levels
 * (document 3 §4, §9): '<…' below the reportable level and plotted at 0.1, -1 not applicable,
 * else below the 95th, between the 95th and 99th, or above the 99th percentile (a result equal
 * to a bound is within it).
 */
import { describe, expect, it } from 'vitest';
import { classifyMarker } from '../../contract/smoke-impact.ts';

const marker = (result: string, p95 = 1.3, p99 = 2) => ({ analyte: 'Guaiacol', result, percentile_95: { operator: '<=', value: p95 }, percentile_99: { operator: '<=', value: p99 } });

describe('classifyMarker', () => {
  it.each([
    ['0.9', 'below-95', 0.9],
    ['1.3', 'below-95', 1.3],
    ['1.31', 'between-95-99', 1.31],
    ['2', 'between-95-99', 2],
    ['2.01', 'above-99', 2.01],
    ['14.2', 'above-99', 14.2],
  ])('%s against p95 1.3 / p99 2 is %s', (result, classification, plotted) => {
    expect(classifyMarker(marker(result))).toMatchObject({ classification, plotted, p95: 1.3, p99: 2 });
  });

  it("plots '<' results at 0.1 as below the reportable level, keeping the text", () => {
    expect(classifyMarker(marker('<1'))).toMatchObject({ classification: 'below-reportable', plotted: 0.1, result: '<1' });
    expect(classifyMarker(marker(' <0.5 '))).toMatchObject({ classification: 'below-reportable', plotted: 0.1, result: '<0.5' });
  });

  it('reads -1 (and anything that is no number) as not applicable, with no bar', () => {
    expect(classifyMarker(marker('-1'))).toMatchObject({ classification: 'not-applicable', plotted: null });
    expect(classifyMarker(marker('-1.0'))).toMatchObject({ classification: 'not-applicable', plotted: null });
    expect(classifyMarker(marker('ND'))).toMatchObject({ classification: 'not-applicable', plotted: null });
  });

  it('at the limit of quantitation both bounds are equal: above it is above the 99th', () => {
    expect(classifyMarker(marker('1.0', 1, 1)).classification).toBe('below-95');
    expect(classifyMarker(marker('1.1', 1, 1)).classification).toBe('above-99');
  });
});
