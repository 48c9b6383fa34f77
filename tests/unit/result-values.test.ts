/**
 * A value typed on the lab bench: numbers keep the decimals typed, limits and ND and N/A are
 * kept as the report prints them, text only where the analysis has no unit; and the instrument
 * CSV reader (quotes, CRLF, a BOM).
 */
import { describe, expect, it } from 'vitest';
import { parseResultValue, sameUnit } from '../../contract/result-values.ts';
import { parseCsv } from '../../provider/services/bench-csv.ts';

describe('parseResultValue', () => {
  it('keeps the decimals typed and groups thousands in the printed value', () => {
    expect(parseResultValue('12.30', 'g/L')).toEqual({ ok: true, result: '12.30', formatted: '12.30' });
    expect(parseResultValue('1250', 'mg/L')).toEqual({ ok: true, result: '1250', formatted: '1,250' });
    expect(parseResultValue('1,250.5', 'mg/L')).toEqual({ ok: true, result: '1250.5', formatted: '1,250.5' });
    expect(parseResultValue(' -0.4 ', '°C')).toEqual({ ok: true, result: '-0.4', formatted: '-0.4' });
    expect(parseResultValue('.5', 'g/L')).toEqual({ ok: true, result: '0.5', formatted: '0.5' });
  });

  it('takes limits, ND and N/A', () => {
    expect(parseResultValue('<0.5', 'g/L')).toEqual({ ok: true, result: '<0.5', formatted: '<0.5' });
    expect(parseResultValue('> 300', 'mg/L')).toEqual({ ok: true, result: '>300', formatted: '>300' });
    expect(parseResultValue('<=2', 'mg/L')).toEqual({ ok: true, result: '≤2', formatted: '≤2' });
    expect(parseResultValue('nd', 'cells/mL')).toEqual({ ok: true, result: 'ND', formatted: 'Not Detected' });
    expect(parseResultValue('n/a (still wine)', 'psi')).toEqual({ ok: true, result: 'N/A (still wine)', formatted: 'N/A (still wine)' });
  });

  it('refuses words, blanks and overlong values where a number is due; text analyses take text', () => {
    expect(parseResultValue('twelve', 'g/L')).toEqual({ ok: false, reason: 'not-a-number' });
    expect(parseResultValue('1.2.3', 'g/L')).toEqual({ ok: false, reason: 'not-a-number' });
    expect(parseResultValue('12,5', 'g/L')).toEqual({ ok: false, reason: 'not-a-number' });
    expect(parseResultValue('   ', 'g/L')).toEqual({ ok: false, reason: 'empty' });
    expect(parseResultValue('9'.repeat(201), 'g/L')).toEqual({ ok: false, reason: 'too-long' });
    expect(parseResultValue('Clean, fruity', null)).toEqual({ ok: true, result: 'Clean, fruity', formatted: 'Clean, fruity' });
  });

  it('a unit beside a value is blank or the analysis’ own', () => {
    expect(sameUnit('', 'g/L')).toBe(true);
    expect(sameUnit('G/L ', 'g/L')).toBe(true);
    expect(sameUnit('mg/L', 'g/L')).toBe(false);
  });
});

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF and a BOM; an open quote is not a CSV', () => {
    expect(parseCsv('\uFEFFsample,analysis\r\nS-1,"WC-1, ""a""",x\n')).toEqual([['sample', 'analysis'], ['S-1', 'WC-1, "a"', 'x']]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
    expect(parseCsv('a,"b')).toBeNull();
  });
});
