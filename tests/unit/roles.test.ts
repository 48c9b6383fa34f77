import { describe, expect, it } from 'vitest';
import { AREA_ROLES, type Area, mayAccess, ROLES } from '../../provider/contract/roles.ts';

const nobody = { administrator: 0, godmode: 0 };

describe('role-to-path table (shared/spec/README.md)', () => {
  const table: [Area, string[]][] = [
    ['results', ['Administrator', 'Full User', 'Reporting User']],
    ['vintage', ['Administrator', 'Full User', 'Reporting User']],
    ['smoke', ['Administrator', 'Full User', 'Reporting User']],
    ['billing', ['Administrator', 'Full User', 'Billing User']],
    ['courier', ['Administrator', 'Full User']],
    ['supplies', ['Administrator', 'Full User']],
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
