import { describe, expect, it } from 'vitest';
import {
  ACCESS, type AccessPoint, CREDIT_HOLD_REFUSAL, RESIGN_REFUSAL, RESULTS_HOLD_REFUSAL, ROLE_REFUSAL, accessRefusal, areaOf, isSiteAdmin, mayAccess, mayUseBench, mayUseDesk,
  ownResultsWithheld, refusalMessage,
} from '../../contract/access.ts';
import { APPROVAL_REFUSAL } from '../../contract/client-approval.ts';
import { AREA_ROLES, type Area, ROLES } from '../../contract/roles.ts';
import { TEAM_REFUSALS } from '../../contract/team.ts';

const nobody = { administrator: 0, godmode: 0 };
const admin = { administrator: 1, godmode: 0 };
const godmode = { administrator: 0, godmode: 1 };
const ok = { resignAgreement: 0, status: 'Approved' };
const hold = { resignAgreement: 0, status: 'Credit Hold' };
const resign = { resignAgreement: 1, status: 'Approved' };
const POINTS = Object.keys(ACCESS) as AccessPoint[];
const LAB_STAFF_POINTS: AccessPoint[] = ['desk', 'bench', 'vintage-charts:replace'];
const SITE_ADMIN_POINTS: AccessPoint[] = ['client:approve', 'client:edit'];
const CLIENT_POINTS = POINTS.filter((p) => !LAB_STAFF_POINTS.includes(p) && !SITE_ADMIN_POINTS.includes(p));

describe('the role-to-path table (shared/spec/README.md)', () => {
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
  it('covers every area', () => expect(table.map(([a]) => a).sort()).toEqual(Object.keys(AREA_ROLES).sort()));
  it.each(table)('%s is open to %j and no one else', (area, allowed) => {
    for (const role of ROLES) expect(mayAccess(nobody, role, area)).toBe(allowed.includes(role));
    expect(mayAccess(nobody, null, area)).toBe(false);
  });
});

describe('every role × every entry of the access table', () => {
  it.each(CLIENT_POINTS)('%s: the roles of its area, on a client in good standing', (point) => {
    const area = areaOf(point) as Area;
    for (const role of ROLES) {
      expect(accessRefusal(nobody, role, point, ok), `${role} ${point}`).toBe(AREA_ROLES[area].includes(role) ? null : 'role');
    }
    expect(accessRefusal(nobody, null, point, ok)).toBe('role');
  });
  it("lets site administrators and godmode through every role gate but the lab staff's (and go-paperless: godmode only)", () => {
    for (const point of CLIENT_POINTS.filter((p) => p !== 'go-paperless')) {
      expect(mayAccess(admin, null, point)).toBe(true);
      expect(mayAccess(godmode, null, point)).toBe(true);
      expect(accessRefusal(admin, null, point, ok)).toBeNull();
    }
  });
  it('finds the site administrator check in one place', () => {
    expect(isSiteAdmin(nobody)).toBe(false);
    expect(isSiteAdmin(admin)).toBe(true);
    expect(isSiteAdmin(godmode)).toBe(true);
    expect(isSiteAdmin({ administrator: true, godmode: false })).toBe(true);
  });
});

describe("the laboratory's own staff", () => {
  it('alone use the receiving desk and the lab bench and replace the vintage charts, whatever their role on a client', () => {
    expect(mayUseBench(godmode)).toBe(true);
    expect(mayUseBench(admin)).toBe(false);
    expect(mayUseDesk(godmode)).toBe(true);
    expect(mayUseDesk(admin)).toBe(false);
    expect(mayUseDesk(nobody)).toBe(false);
    for (const point of LAB_STAFF_POINTS) {
      expect(mayAccess(godmode, null, point)).toBe(true);
      expect(mayAccess(admin, 'Administrator', point)).toBe(false);
      for (const role of ROLES) expect(mayAccess(nobody, role, point)).toBe(false);
    }
  });
  it("switch a client to paperless documents, as the client's Administrators do; other site administrators do not", () => {
    expect(mayAccess(godmode, null, 'go-paperless')).toBe(true);
    expect(mayAccess(admin, null, 'go-paperless')).toBe(false);
    expect(mayAccess(admin, 'Administrator', 'go-paperless')).toBe(true);
    for (const role of ROLES) expect(mayAccess(nobody, role, 'go-paperless')).toBe(role === 'Administrator');
  });
});

describe("the laboratory's office", () => {
  it('alone approves or denies a client and corrects its information: site administrators, never a client Administrator', () => {
    for (const point of SITE_ADMIN_POINTS) {
      expect(mayAccess(admin, null, point)).toBe(true);
      expect(mayAccess(godmode, null, point)).toBe(true);
      for (const role of ROLES) expect(mayAccess(nobody, role, point)).toBe(false);
    }
  });
});

describe('credit hold', () => {
  it('closes ordering to client users with its own reason; site administrators pass; tracking stays open', () => {
    expect(accessRefusal(nobody, 'Administrator', 'ordering', ok)).toBeNull();
    expect(accessRefusal(nobody, 'Administrator', 'ordering', hold)).toBe('credit-hold');
    expect(accessRefusal(nobody, 'Full User', 'ordering:submit', hold)).toBe('credit-hold');
    expect(accessRefusal(admin, null, 'ordering', hold)).toBeNull();
    expect(refusalMessage('ordering', 'credit-hold', hold)).toBe(CREDIT_HOLD_REFUSAL);
    expect(accessRefusal(nobody, 'Full User', 'submissions', hold)).toBeNull();
    expect(accessRefusal(nobody, 'Full User', 'supplies', hold)).toBeNull();
  });
  it("withholds the client's own results from every client role, never from site administrators", () => {
    for (const role of ['Administrator', 'Full User', 'Reporting User'] as const) {
      expect(ownResultsWithheld(nobody, hold), role).toBe(true);
      for (const point of ['results', 'results:details', 'results:report', 'results:share', 'smoke'] as const) {
        expect(accessRefusal(nobody, role, point, hold), `${role} ${point}`).toBe('credit-hold');
        expect(accessRefusal(nobody, role, point, ok), `${role} ${point}`).toBeNull();
        expect(refusalMessage(point, 'credit-hold', hold)).toBe(RESULTS_HOLD_REFUSAL);
      }
    }
    for (const a of [admin, godmode]) {
      expect(ownResultsWithheld(a, hold)).toBe(false);
      expect(accessRefusal(a, null, 'smoke', hold)).toBeNull();
    }
    expect(ownResultsWithheld(nobody, ok)).toBe(false);
  });
  it('leaves every other entry open; the vintage portal only leaves out the own rows; the role comes first', () => {
    const closed = new Set(['results', 'results:details', 'samples:ava', 'results:report', 'results:share', 'smoke', 'harvest', 'ordering', 'ordering:submit']);
    for (const point of CLIENT_POINTS) expect(accessRefusal(nobody, 'Administrator', point, hold) === 'credit-hold', point).toBe(closed.has(point));
    expect(accessRefusal(nobody, 'Reporting User', 'vintage', hold)).toBeNull();
    expect(accessRefusal(nobody, 'Billing User', 'smoke', hold)).toBe('role');
  });
});

describe('re-signing the client agreement', () => {
  it('hides the areas it names for everyone, site administrators included; results, team and the settings change stay', () => {
    const open = new Set(['results', 'results:report', 'billing:report', 'team:view', 'team:change', 'team:invite', 'client-settings:change', 'blocks:change', 'specifications:change', 'go-paperless']);
    for (const point of CLIENT_POINTS) {
      expect(accessRefusal(godmode, null, point, resign), point).toBe(open.has(point) ? null : 'resign');
    }
    expect(refusalMessage('ordering', 'resign', resign)).toBe(RESIGN_REFUSAL);
  });
  it("closes the results' details after the credit-hold check (both send back to Results)", () => {
    expect(accessRefusal(nobody, 'Full User', 'results:details', resign)).toBe('resign');
    expect(accessRefusal(nobody, 'Full User', 'results:details', { resignAgreement: 1, status: 'Credit Hold' })).toBe('credit-hold');
    expect(accessRefusal(nobody, 'Full User', 'ordering', { resignAgreement: 1, status: 'Credit Hold' })).toBe('resign');
  });
});

describe("the laboratory's approval of the client", () => {
  const pending = { resignAgreement: 0, status: 'Pending Approval' };
  const denied = { resignAgreement: 0, status: 'Denied' };
  it('closes requesting couriers, ordering supplies and submitting orders, for site administrators too', () => {
    for (const point of ['courier:request', 'supplies:order', 'ordering:submit'] as const) {
      for (const who of [nobody, admin]) {
        expect(accessRefusal(who, 'Administrator', point, pending), point).toBe('approval');
        expect(accessRefusal(who, 'Administrator', point, denied), point).toBe('approval');
        expect(accessRefusal(who, 'Administrator', point, ok), point).toBeNull();
      }
      expect(refusalMessage(point, 'approval', pending)).toBe(APPROVAL_REFUSAL.pending);
      expect(refusalMessage(point, 'approval', denied)).toBe(APPROVAL_REFUSAL.denied);
    }
  });
  it('closes invitations with their own reason, for site administrators too; only Administrators invite', () => {
    expect(accessRefusal(admin, null, 'team:invite', pending)).toBe('approval');
    expect(accessRefusal(nobody, 'Administrator', 'team:invite', denied)).toBe('approval');
    expect(accessRefusal(nobody, 'Administrator', 'team:invite', ok)).toBeNull();
    expect(accessRefusal(nobody, 'Full User', 'team:invite', ok)).toBe('role');
    expect(refusalMessage('team:invite', 'approval', pending)).toBe(TEAM_REFUSALS.notApproved);
  });
  it('leaves the lists and every other entry open; the role comes first', () => {
    for (const point of CLIENT_POINTS.filter((p) => !['courier:request', 'supplies:order', 'ordering:submit', 'team:invite'].includes(p))) {
      expect(accessRefusal(godmode, null, point, pending), point).toBeNull();
    }
    expect(accessRefusal(nobody, 'Billing User', 'courier:request', pending)).toBe('role');
    expect(refusalMessage('courier:request', 'role', pending)).toBe(ROLE_REFUSAL);
  });
});
