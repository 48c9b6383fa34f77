/** The US address rules (contract/us-address.ts) and the provider's address schema that uses them. */
import { describe, expect, it } from 'vitest';
import { addressUpdateBody, ADDRESS_REFUSALS } from '../../contract/addresses.ts';
import { brokenUsRules, maskUsPhone, US_PHONE } from '../../contract/us-address.ts';
import { regionChecks } from '../../app/ui/form-schema.ts';

describe('maskUsPhone', () => {
  it('masks ten digits in any layout', () => {
    expect(maskUsPhone('7075550134')).toBe('707-555-0134');
    expect(maskUsPhone('(707) 555 0134')).toBe('707-555-0134');
    expect(maskUsPhone('707.555.0134')).toBe('707-555-0134');
  });
  it('drops the country code 1 of an eleven-digit number instead of cutting the last digit', () => {
    expect(maskUsPhone('+1 707 555 0134')).toBe('707-555-0134');
    expect(maskUsPhone('1-707-555-0134')).toBe('707-555-0134');
  });
  it('masks as the user types, and keeps a ten-digit number that starts with 1', () => {
    expect(maskUsPhone('707')).toBe('707');
    expect(maskUsPhone('7075')).toBe('707-5');
    expect(maskUsPhone('7075550')).toBe('707-555-0');
    expect(maskUsPhone('1075550134')).toBe('107-555-0134');
  });
  it('is idempotent, and too few digits never pass US_PHONE', () => {
    expect(maskUsPhone(maskUsPhone('+1 (707) 555-0134'))).toBe('707-555-0134');
    expect(US_PHONE.test(maskUsPhone('555'))).toBe(false);
    expect(US_PHONE.test(maskUsPhone('+1 707 555 0134'))).toBe(true);
  });
});

describe('brokenUsRules', () => {
  it('accepts a state of the 50, a phone in any layout and five digits', () => {
    expect(brokenUsRules({ state: 'CA', phone: '707 555 0134', postalCode: '94559' })).toEqual([]);
  });
  it('names each broken rule, in form order', () => {
    expect(brokenUsRules({ state: 'XX', phone: '555', postalCode: '9455' })).toEqual(['state', 'phone', 'postalCode']);
    expect(brokenUsRules({ state: 'ca', phone: '707-555-0134', postalCode: '94559-1234' })).toEqual(['state', 'postalCode']);
  });
  it('leaves empty values to the required rule', () => {
    expect(brokenUsRules({ state: '', phone: '', postalCode: '' })).toEqual([]);
    expect(brokenUsRules({})).toEqual([]);
  });
});

describe('the provider’s address schema', () => {
  const address = { street_1: '1 Vine Street', city: 'Yountville', country: 'USA', state: 'ca', postalCode: '94599', phone: '+1 707 555 0190' };
  it('normalises the country, upper-cases the state and stores the phone masked', () => {
    expect(addressUpdateBody.parse(address)).toMatchObject({ country: 'United States', state: 'CA', phone: '707-555-0190' });
  });
  it('refuses the broken US rules with their messages on their fields', () => {
    const r = addressUpdateBody.safeParse({ ...address, state: 'Napa', postalCode: '9459', phone: '555' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', ADDRESS_REFUSALS.state], ['phone', ADDRESS_REFUSALS.phone], ['postalCode', ADDRESS_REFUSALS.postalCode],
    ]);
  });
  it('leaves other countries free text', () => {
    expect(addressUpdateBody.safeParse({ ...address, country: 'Germany', state: 'Rheinland-Pfalz', postalCode: 'D-67146', phone: '+49 6326 1234' }).success).toBe(true);
  });
});

describe('regionChecks (the app’s forms)', () => {
  const issues = (raw: Record<string, unknown>) => {
    const out: { message: string; path: string[] }[] = [];
    regionChecks(raw, { addIssue: (i) => out.push({ message: i.message, path: i.path }) }, 'clientSettings');
    return out;
  };
  it('puts each broken US rule under the section’s key', () => {
    expect(issues({ country: 'United States', state: 'XX', phone: '555', postalCode: '1' })).toEqual([
      { message: 'clientSettings.stateInvalid', path: ['state'] },
      { message: 'clientSettings.phoneInvalid', path: ['phone'] },
      { message: 'clientSettings.postalInvalid', path: ['postalCode'] },
    ]);
  });
  it('asks for the state field that fits the country', () => {
    expect(issues({ country: 'United States', state: '' })).toEqual([{ message: 'field-error-required', path: ['state'] }]);
    expect(issues({ country: 'Germany', stateText: '', phone: '555', postalCode: '1' })).toEqual([{ message: 'field-error-required', path: ['stateText'] }]);
  });
});
