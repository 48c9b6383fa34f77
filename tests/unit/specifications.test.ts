/**
 * House specifications: each side of an inclusive and of an exclusive bound, open-ended ranges,
 * the warning band inside the range, matching a result to its limit by analyte name, and the
 * body's checks (no bound at all, a range upside down, a warning bound outside the range).
 */
import { describe, expect, it } from 'vitest';
import { judge, limitFor, specLimitBody, type SpecLimit } from '../../contract/specifications.ts';

const lim = (l: Partial<SpecLimit>): SpecLimit => ({ analyte: 'pH', min: null, max: null, minInclusive: true, maxInclusive: true, warnLow: null, warnHigh: null, ...l });

describe('judging a value', () => {
  it('inclusive bounds: the bound passes, just past it fails', () => {
    const l = lim({ min: 3.3, max: 3.7 });
    expect(judge(3.3, l)).toBe('pass');
    expect(judge(3.299, l)).toBe('fail');
    expect(judge(3.7, l)).toBe('pass');
    expect(judge(3.701, l)).toBe('fail');
  });
  it('exclusive bounds: the bound itself fails, just inside passes', () => {
    const l = lim({ min: 3.3, max: 3.7, minInclusive: false, maxInclusive: false });
    expect(judge(3.3, l)).toBe('fail');
    expect(judge(3.301, l)).toBe('pass');
    expect(judge(3.7, l)).toBe('fail');
    expect(judge(3.699, l)).toBe('pass');
  });
  it('open-ended: only the bound given judges', () => {
    expect(judge(1e6, lim({ min: 10 }))).toBe('pass');
    expect(judge(9.99, lim({ min: 10 }))).toBe('fail');
    expect(judge(-5, lim({ max: 0.6 }))).toBe('pass');
    expect(judge(0.61, lim({ max: 0.6 }))).toBe('fail');
  });
  it('the warning band inside the range: past a warning bound warns, at it passes', () => {
    const l = lim({ min: 3.3, max: 3.7, warnLow: 3.35, warnHigh: 3.65 });
    expect(judge(3.35, l)).toBe('pass');
    expect(judge(3.34, l)).toBe('warning');
    expect(judge(3.65, l)).toBe('pass');
    expect(judge(3.66, l)).toBe('warning');
    expect(judge(3.71, l)).toBe('fail');
  });
  it('a typed bound and a measured value with more decimals compare as the same number', () => {
    expect(judge(3.30, lim({ min: 3.3 }))).toBe('pass');
    expect(judge(0.1 + 0.2, lim({ max: 0.3 }))).toBe('pass');
  });
  it('finds the limit by analyte name, case and spacing aside', () => {
    expect(limitFor([lim({ analyte: 'Free  SO2' })], 'free so2')?.analyte).toBe('Free  SO2');
    expect(limitFor([lim({ analyte: 'pH' })], 'Total SO2')).toBeUndefined();
  });
});

describe('a limit as typed', () => {
  it('needs a bound, a range the right way up and warning bounds inside it', () => {
    expect(specLimitBody.safeParse({ analyte: 'pH', min: null, max: null }).success).toBe(false);
    expect(specLimitBody.safeParse({ analyte: 'pH', min: 3.7, max: 3.3 }).success).toBe(false);
    expect(specLimitBody.safeParse({ analyte: 'pH', min: 3.3, max: 3.7, warnLow: 3.2 }).success).toBe(false);
    expect(specLimitBody.safeParse({ analyte: 'pH', min: 3.3, max: 3.7, warnLow: 3.35, warnHigh: 3.65 }).success).toBe(true);
    expect(specLimitBody.safeParse({ analyte: 'pH', min: null, max: 3.7 }).success).toBe(true);
  });
});
