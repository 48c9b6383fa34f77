import { describe, expect, it } from 'vitest';
import { AREA_ROLES, type Area, CREDIT_HOLD_REFUSAL, OWN_RESULTS_AREAS, RESULTS_HOLD_REFUSAL, accessRefusal, creditHoldRefusal, mayAccess, ownResultsWithheld, ROLES } from '../../contract/roles.ts';

const nobody = { administrator: 0, godmode: 0 };

describe('role-to-path table (shared/spec/README.md)', () => {
  const table: [Area, string[]][] = [
    ['results', ['Administrator', 'Full User', 'Reporting User']],
    ['vintage', ['Administrator', 'Full User', 'Reporting User']],
    ['smoke', ['Administrator', 'Full User', 'Reporting User']],
    ['billing', ['Administrator', 'Full User', 'Billing User']],
    ['courier', ['Administrator', 'Full User']],
    ['supplies', ['Administrator', 'Full User']],
    ['ordering', ['Administrator', 'Full User']],
    ['submissions', ['Administrator', 'Full User']],
    ['team:view', ['Administrator', 'Full User', 'Reporting User', 'Billing User']],
    ['team:change', ['Administrator']],
    ['client-settings:view', ['Administrator', 'Full User']],
    ['client-settings:change', ['Administrator']],
  ];
  it.each(table)('%s is open to %j and no one else', (area, allowed) => {
    for (const role of ROLES) expect(mayAccess(nobody, role, area)).toBe(allowed.includes(role));
    expect(mayAccess(nobody, null, area)).toBe(false);
  });
  it('lets site administrators and godmode through every gate', () => {
    for (const area of Object.keys(AREA_ROLES) as Area[]) {
      expect(mayAccess({ administrator: 1, godmode: 0 }, null, area)).toBe(true);
      expect(mayAccess({ administrator: 0, godmode: 1 }, null, area)).toBe(true);
    }
  });
});

describe('ordering analyses', () => {
  const ok = { resignAgreement: 0, status: 'Approved' };
  it('is refused on credit hold to client users, with its own reason; site administrators pass', () => {
    const hold = { resignAgreement: 0, status: 'Credit Hold' };
    expect(accessRefusal(nobody, 'Administrator', 'ordering', ok)).toBeNull();
    expect(accessRefusal(nobody, 'Administrator', 'ordering', hold)).toBe('credit-hold');
    expect(accessRefusal({ administrator: 1, godmode: 0 }, null, 'ordering', hold)).toBeNull();
    // tracking what was ordered stays open on credit hold; other areas are unchanged
    expect(accessRefusal(nobody, 'Full User', 'submissions', hold)).toBeNull();
    expect(accessRefusal(nobody, 'Full User', 'supplies', hold)).toBeNull();
  });
  it('is refused to billing and reporting users, and while the agreement must be re-signed', () => {
    expect(accessRefusal(nobody, 'Billing User', 'ordering', ok)).toBe('role');
    expect(accessRefusal(nobody, 'Reporting User', 'ordering', ok)).toBe('role');
    expect(accessRefusal(nobody, 'Administrator', 'ordering', { resignAgreement: 1, status: 'Approved' })).toBe('resign');
    expect(accessRefusal(nobody, 'Administrator', 'submissions', { resignAgreement: 1, status: 'Approved' })).toBe('resign');
  });
});

describe("a client's own results on credit hold", () => {
  const hold = { resignAgreement: 0, status: 'Credit Hold' };
  const ok = { resignAgreement: 0, status: 'Approved' };
  it('are withheld from every client role, never from site administrators', () => {
    for (const role of ['Administrator', 'Full User', 'Reporting User'] as const) {
      expect(ownResultsWithheld(nobody, hold), role).toBe(true);
      for (const area of OWN_RESULTS_AREAS) {
        expect(accessRefusal(nobody, role, area, hold), `${role} ${area}`).toBe('credit-hold');
        expect(accessRefusal(nobody, role, area, ok), `${role} ${area}`).toBeNull();
      }
    }
    expect(OWN_RESULTS_AREAS).toEqual(['results', 'smoke']);
    for (const admin of [{ administrator: 1, godmode: 0 }, { administrator: 0, godmode: 1 }]) {
      expect(ownResultsWithheld(admin, hold)).toBe(false);
      expect(accessRefusal(admin, null, 'smoke', hold)).toBeNull();
    }
    expect(ownResultsWithheld(nobody, ok)).toBe(false);
  });
  it('close results and smoke with their own reason; the vintage portal stays open (its own rows are left out)', () => {
    expect(creditHoldRefusal('results')).toBe(RESULTS_HOLD_REFUSAL);
    expect(creditHoldRefusal('smoke')).toBe(RESULTS_HOLD_REFUSAL);
    expect(creditHoldRefusal('ordering')).toBe(CREDIT_HOLD_REFUSAL);
    expect(accessRefusal(nobody, 'Reporting User', 'vintage', hold)).toBeNull();
    // the role table still comes first
    expect(accessRefusal(nobody, 'Billing User', 'smoke', hold)).toBe('role');
  });
});
