/**
 * The role-to-path table (decided in shared/spec/README.md), used by the provider to
 * authorise calls and by the app to gate pages and show menus. One table, two users.
 */
export const ROLES = ['Administrator', 'Full User', 'Reporting User', 'Billing User'] as const;
export type Role = (typeof ROLES)[number];

export type Area =
  | 'results'
  | 'billing'
  | 'courier'
  | 'supplies'
  | 'ordering'
  | 'submissions'
  | 'vintage'
  | 'smoke'
  | 'team:view'
  | 'team:change'
  | 'client-settings:view'
  | 'client-settings:change';

const ALL: readonly Role[] = ROLES;
export const AREA_ROLES: Record<Area, readonly Role[]> = {
  results: ['Administrator', 'Full User', 'Reporting User'],
  vintage: ['Administrator', 'Full User', 'Reporting User'],
  smoke: ['Administrator', 'Full User', 'Reporting User'],
  billing: ['Administrator', 'Full User', 'Billing User'],
  courier: ['Administrator', 'Full User'],
  supplies: ['Administrator', 'Full User'],
  // Ordering analyses online (issue 19): client administrators and full users; not billing or reporting users.
  ordering: ['Administrator', 'Full User'],
  // Tracking those orders (list, detail, PDFs, cancel): the same people, on credit hold too.
  submissions: ['Administrator', 'Full User'],
  'team:view': ALL,
  'team:change': ['Administrator'],
  'client-settings:view': ['Administrator', 'Full User'],
  'client-settings:change': ['Administrator'],
};

export interface Actor {
  administrator: boolean | number;
  godmode: boolean | number;
}

/** Site administrators (and godmode) pass every gate; everyone else needs a role allowed the area. */
export function mayAccess(actor: Actor, role: Role | null | undefined, area: Area): boolean {
  if (actor.administrator || actor.godmode) return true;
  return !!role && AREA_ROLES[area].includes(role);
}

/** Areas hidden when the client must re-sign its agreement (document 2 §6); team settings stays. */
export const HIDDEN_WHEN_RESIGN: readonly Area[] = ['billing', 'courier', 'supplies', 'ordering', 'submissions', 'vintage', 'smoke', 'client-settings:view'];

/** Why the access rule refuses an area: the role table, the re-sign rule or credit hold (null: allowed). */
export type AccessRefusal = 'role' | 'resign' | 'credit-hold' | null;

/**
 * Areas closed while the client is on credit hold (issue 19): a client on hold may not order
 * new analyses. Site administrators pass (the lab may still enter an order it agreed to by phone).
 */
export const CLOSED_ON_CREDIT_HOLD: readonly Area[] = ['ordering'];

/**
 * The one access rule for every client-scoped page and call (issue 15 item 4): the role table
 * first, then the areas a client that must re-sign its agreement cannot use (document 2 §6),
 * for everyone, site administrators included (the agreement is the client's, not the user's).
 * The provider refuses with 403 (`authorizeClient`); the app sends the user where they can act
 * (`requireArea`); the dashboard menu shows only what passes.
 */
export function accessRefusal(actor: Actor, role: Role | null | undefined, area: Area, client: { resignAgreement: boolean | number; status?: string }): AccessRefusal {
  if (!mayAccess(actor, role, area)) return 'role';
  if (client.resignAgreement && HIDDEN_WHEN_RESIGN.includes(area)) return 'resign';
  if (client.status === 'Credit Hold' && CLOSED_ON_CREDIT_HOLD.includes(area) && !(actor.administrator || actor.godmode)) return 'credit-hold';
  return null;
}

export const RESIGN_REFUSAL = 'This client must re-sign its client agreement first: an administrator of the client can do it on the Results page.';

export const CREDIT_HOLD_REFUSAL = 'This client is on credit hold: new analyses cannot be ordered until the account is settled. Please contact the laboratory.';
