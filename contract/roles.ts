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
  // Ordering analyses online: client administrators and full users; not billing or reporting users.
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
 * Areas closed while the client is on credit hold: a client on hold may not order
 * new analyses. Site administrators pass (the lab may still enter an order it agreed to by phone).
 */
export const CLOSED_ON_CREDIT_HOLD: readonly Area[] = ['ordering'];

/**
 * A client's own results are withheld while the client is on credit hold, from everyone but site
 * administrators (document 2 §6: "Results is also hidden for non-administrators when the client is
 * on credit hold"). Own results are every place that shows the client's samples and their
 * values: the results lists, sample and analysis details, batches, exports, lab report PDFs, the
 * smoke impact report (page, PDF) and the vintage portal's "your results" (beside the trend, in
 * its chart and counts). The one rule: `accessRefusal` closes the areas below with it, the
 * provider's vintage report leaves the client's own rows out by it, and the app's GATES read
 * `accessRefusal`.
 */
export function ownResultsWithheld(actor: Actor, client: { status?: string }): boolean {
  return client.status === 'Credit Hold' && !(actor.administrator || actor.godmode);
}

/**
 * Areas that show nothing but the client's own results: closed whole while they are withheld.
 * The vintage portal is not one: its trend is the region's (the laboratory's reference data, open
 * on credit hold as the spec closes it only on re-sign); only the client's own rows are left out.
 */
export const OWN_RESULTS_AREAS: readonly Area[] = ['results', 'smoke'];

export const RESULTS_HOLD_REFUSAL = 'The client is on credit hold: results are not available';

/**
 * The one access rule for every client-scoped page and call: the role table
 * first, then the areas a client that must re-sign its agreement cannot use (document 2 §6),
 * for everyone, site administrators included (the agreement is the client's, not the user's).
 * The provider refuses with 403 (`authorizeClient`); the app sends the user where they can act
 * (`requireArea`); the dashboard menu shows only what passes.
 */
export function accessRefusal(actor: Actor, role: Role | null | undefined, area: Area, client: { resignAgreement: boolean | number; status?: string }): AccessRefusal {
  if (!mayAccess(actor, role, area)) return 'role';
  if (client.resignAgreement && HIDDEN_WHEN_RESIGN.includes(area)) return 'resign';
  if (client.status === 'Credit Hold' && CLOSED_ON_CREDIT_HOLD.includes(area) && !(actor.administrator || actor.godmode)) return 'credit-hold';
  if (OWN_RESULTS_AREAS.includes(area) && ownResultsWithheld(actor, client)) return 'credit-hold';
  return null;
}

/** The provider's 403 message for a credit-hold refusal of `area`. */
export function creditHoldRefusal(area: Area): string {
  return OWN_RESULTS_AREAS.includes(area) ? RESULTS_HOLD_REFUSAL : CREDIT_HOLD_REFUSAL;
}

export const RESIGN_REFUSAL = 'This client must re-sign its client agreement first: an administrator of the client can do it on the Results page.';

export const CREDIT_HOLD_REFUSAL = 'This client is on credit hold: new analyses cannot be ordered until the account is settled. Please contact the laboratory.';
