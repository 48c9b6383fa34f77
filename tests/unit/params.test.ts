/** Ids from JSON or a form (contract/params.ts idValue): positive whole numbers only, whichever way they come. */
import { describe, expect, it } from 'vitest';
import { idValue } from '../../contract/params.ts';

describe('idValue', () => {
  it('takes a positive id as a number or a string of digits', () => {
    expect(idValue.parse(7)).toBe(7);
    expect(idValue.parse('7')).toBe(7);
    expect(idValue.parse('007')).toBe(7);
  });

  it('refuses zero, written either way, and anything that is no whole number', () => {
    for (const v of [0, '0', '000', -1, '-1', '1.5', 1.5, '', 'x', '1e3', '9'.repeat(16)]) expect(idValue.safeParse(v).success, JSON.stringify(v)).toBe(false);
  });
});
