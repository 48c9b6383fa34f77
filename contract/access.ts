/**
 * Who may do what: ONE table (ACCESS) that the provider authorises every client-scoped call by
 * (provider/http.ts authorizeClient) and the app gates every portal page and menu entry by
 * (app/models/gate.server.ts GATES names an entry of it). An entry names the role area it belongs
 * to (contract/roles.ts AREA_ROLES) and what else closes it: the client's agreement to re-sign
 * (document 2 §6), credit hold, the laboratory's approval of the client; or, for the receiving
 * desk and the vintage charts, that only the laboratory's own staff (godmode) use it.
 *
 * The order of the checks is the rule. First whether the user may open the area at all
 * (areaRefusal): the role, the re-sign rule of the areas it hides, credit hold. Then what the
 * client may do in it (actionRefusal): the laboratory's approval, and the re-sign rule of the
 * results' details (the Results page stays open then and shows the re-sign form instead). The
 * provider asks for the client's second factor between the two: who may not open the client's
 * data learns nothing more of its state.
 */
import { AREA_ROLES, type Area, type Role } from './roles.ts';
import { APPROVAL_REFUSAL, approvalOf } from './client-approval.ts';
import { TEAM_REFUSALS } from './team.ts';

/** The site flags of a signed-in user that access depends on. */
export interface Actor {
  administrator: boolean | number;
  godmode: boolean | number;
}

/** Site administrators (the administrator flag, or godmode): they pass every role gate and see every client. */
export function isSiteAdmin(actor: Actor): boolean {
  return !!(actor.administrator || actor.godmode);
}

interface AccessRule {
  /**
   * the role area whose roles may use it ('lab-staff': the laboratory's own staff, godmode users,
   * whatever their roles; 'site-admins': the laboratory's office, site administrators only, never
   * a client's own members)
   */
  area: Area | 'lab-staff' | 'site-admins';
  /** which site administrators pass the role gate: all (default), or only godmode users */
  siteAdmins?: 'godmode-only';
  /**
   * closed while the client must re-sign its agreement, for everyone (the agreement is the
   * client's, not the user's): 'hidden' before the credit-hold check (the area leaves the
   * menu), 'details' after it (a detail of an area that stays open and shows the re-sign form)
   */
  resign?: 'hidden' | 'details';
  /**
   * closed while the client is on credit hold, for everyone but site administrators:
   * 'no-orders' (a client on hold orders nothing new; the lab may still enter an order it agreed
   * to by phone) or 'own-results' (document 2 §6: the client's own results are withheld)
   */
  creditHold?: 'no-orders' | 'own-results';
  /**
   * closed until the laboratory has approved the client (contract/client-approval.ts), for
   * everyone, site administrators included: the lab approves the client first, then orders for
   * it ('orders': pick-ups, supplies, analyses) or lets it invite ('invitations': an unapproved
   * client is anyone's name); the value picks the refusal's message
   */
  approval?: 'orders' | 'invitations';
}

const RESULTS = { area: 'results', creditHold: 'own-results' } as const;

/** The access table: every place access is decided, on both sides. */
export const ACCESS = {
  // The client's own results: lists, batches, exports; withheld on credit hold. The Results page stays
  // open while the agreement must be re-signed: it shows the re-sign form.
  results: RESULTS,
  // A sample's or an analysis's details: also closed while the agreement must be re-signed.
  'results:details': { ...RESULTS, resign: 'details' },
  // The lab report PDF (and a sample's CSV export): as results.
  'results:report': RESULTS,
  // Sharing a sample's report with a buyer or importer (share links): as a sample's details, since
  // the link shows them; revoking one too. The shared page itself re-checks at every opening.
  'results:share': { ...RESULTS, resign: 'details' },
  // The vintage portal: open on credit hold (the region's trend is the laboratory's reference data);
  // only the client's own rows are left out then (ownResultsWithheld).
  vintage: { area: 'vintage', resign: 'hidden' },
  // The smoke impact report is nothing but the client's own results.
  smoke: { area: 'smoke', resign: 'hidden', creditHold: 'own-results' },
  billing: { area: 'billing', resign: 'hidden' },
  // An invoice PDF of a batch: the billing roles, also while the agreement must be re-signed (as the lab report).
  'billing:report': { area: 'billing' },
  courier: { area: 'courier', resign: 'hidden' },
  // Requesting a pick-up: not before the laboratory has approved the client.
  'courier:request': { area: 'courier', resign: 'hidden', approval: 'orders' },
  supplies: { area: 'supplies', resign: 'hidden' },
  // Ordering supplies: not before the laboratory has approved the client.
  'supplies:order': { area: 'supplies', resign: 'hidden', approval: 'orders' },
  // Ordering analyses: no new orders on credit hold.
  ordering: { area: 'ordering', resign: 'hidden', creditHold: 'no-orders' },
  // Submitting an order: also not before the laboratory has approved the client.
  'ordering:submit': { area: 'ordering', resign: 'hidden', creditHold: 'no-orders', approval: 'orders' },
  // Tracking orders (list, detail, PDFs, cancel): open on credit hold.
  submissions: { area: 'submissions', resign: 'hidden' },
  'team:view': { area: 'team:view' },
  'team:change': { area: 'team:change' },
  // Inviting a member (or sending the invitation again): not before the laboratory has approved the client.
  'team:invite': { area: 'team:change', approval: 'invitations' },
  'client-settings:view': { area: 'client-settings:view', resign: 'hidden' },
  'client-settings:change': { area: 'client-settings:change' },
  // Setting a results sample's AVA (the region its results count in on the vintage portal): whoever
  // may open the sample's details, as tying it to a vineyard block; site administrators too.
  'samples:ava': { ...RESULTS, resign: 'details' },
  // Adding, changing and deleting vineyard blocks: the client's Administrators (every member reads them).
  'blocks:change': { area: 'client-settings:change' },
  // Defining and deleting house specifications: the client's Administrators and Full Users.
  'specifications:change': { area: 'client-settings:view' },
  // The harvest page (blocks, maturity curves, the forecast): the client's own result values, as the
  // smoke impact report: withheld on credit hold, hidden while the agreement must be re-signed.
  harvest: { ...RESULTS, resign: 'hidden' },
  // Switching a client to paperless documents (the go-paperless banner): its Administrators and godmode users.
  'go-paperless': { area: 'client-settings:change', siteAdmins: 'godmode-only' },
  // the delivery log of the client's reports and invoices, and "send again": its administrators
  // (hidden with client settings while the agreement must be re-signed)
  deliveries: { area: 'client-settings:change', resign: 'hidden' },
  // the client's API tokens and their call log: its Administrators (site administrators see and revoke them too)
  'api-tokens': { area: 'client-settings:change', resign: 'hidden' },
  // the client's webhook endpoints, their secrets and delivery logs: its administrators, as the delivery log
  webhooks: { area: 'client-settings:change', resign: 'hidden' },
  // The receiving desk (lab staff mark samples received): godmode users only, no client.
  desk: { area: 'lab-staff' },
  // The lab bench (worklist, entering, verifying, releasing and amending results): lab staff only.
  bench: { area: 'lab-staff' },
  // Replacing the vintage report's chart images: godmode users only, no client.
  'vintage-charts:replace': { area: 'lab-staff' },
  // Approving or denying a new client, and correcting a client's information (name, official
  // business name, business type): the laboratory's office, not the client's own Administrators.
  'client:approve': { area: 'site-admins' },
  'client:edit': { area: 'site-admins' },
} as const satisfies Record<string, AccessRule>;

export type AccessPoint = keyof typeof ACCESS;

/** What the access rule refuses by: the role, the re-sign rule, credit hold, the lab's approval (null: allowed). */
export type AccessRefusal = 'role' | 'resign' | 'credit-hold' | 'approval' | null;

/** The client facts access depends on. */
export interface AccessClient {
  resignAgreement: boolean | number;
  status?: string;
}

/** The role area an access point belongs to ('lab-staff': godmode users only; 'site-admins': site administrators only). */
export function areaOf(point: AccessPoint): Area | 'lab-staff' | 'site-admins' {
  return ACCESS[point].area;
}

/**
 * The role gate alone: site administrators (and godmode) pass every area (godmode alone where the
 * entry says so); everyone else needs a role allowed the area. Lab-staff entries: godmode users only.
 */
export function mayAccess(actor: Actor, role: Role | null | undefined, point: AccessPoint): boolean {
  const rule: AccessRule = ACCESS[point];
  if (rule.area === 'lab-staff') return !!actor.godmode;
  if (rule.area === 'site-admins') return isSiteAdmin(actor);
  if (rule.siteAdmins === 'godmode-only' ? !!actor.godmode : isSiteAdmin(actor)) return true;
  const area = rule.area;
  return !!role && AREA_ROLES[area].includes(role);
}

/** Whether the user works the receiving desk (the laboratory's staff). */
export function mayUseDesk(actor: Actor): boolean {
  return mayAccess(actor, null, 'desk');
}

/** Whether the user works the lab bench (the laboratory's staff). */
export function mayUseBench(actor: Actor): boolean {
  return mayAccess(actor, null, 'bench');
}

/**
 * A client's own results are withheld while the client is on credit hold, from everyone but site
 * administrators (document 2 §6: "Results is also hidden for non-administrators when the client is
 * on credit hold"): the results lists, details, batches, exports, lab report PDFs, the smoke
 * impact report and the vintage portal's "your results" (beside the trend, in its chart and
 * counts).
 */
export function ownResultsWithheld(actor: Actor, client: { status?: string }): boolean {
  return client.status === 'Credit Hold' && !isSiteAdmin(actor);
}

/**
 * The one access rule for every client-scoped page and call, in the order the module's comment
 * gives. The provider refuses with 403 (`authorizeClient`, the message of `refusalMessage`); the
 * app sends the user where they can act (`requireAccess`); the dashboard menu shows only what passes.
 */
export function accessRefusal(actor: Actor, role: Role | null | undefined, point: AccessPoint, client: AccessClient): AccessRefusal {
  return areaRefusal(actor, role, point, client) ?? actionRefusal(point, client);
}

/** Whether the user may open the area at all: the role, the re-sign rule of hidden areas, credit hold. */
export function areaRefusal(actor: Actor, role: Role | null | undefined, point: AccessPoint, client: AccessClient): AccessRefusal {
  const rule: AccessRule = ACCESS[point];
  if (!mayAccess(actor, role, point)) return 'role';
  if (client.resignAgreement && rule.resign === 'hidden') return 'resign';
  if (rule.creditHold && ownResultsWithheld(actor, client)) return 'credit-hold';
  return null;
}

/** What the client may do in an open area: the laboratory's approval, the re-sign rule of details. */
export function actionRefusal(point: AccessPoint, client: AccessClient): AccessRefusal {
  const rule: AccessRule = ACCESS[point];
  if (rule.approval && approvalOf(client.status ?? '') !== 'approved') return 'approval';
  if (client.resignAgreement && rule.resign === 'details') return 'resign';
  return null;
}

export const ROLE_REFUSAL = 'Your role does not allow this';

export const RESIGN_REFUSAL = 'This client must re-sign its client agreement first: an administrator of the client can do it on the Results page.';

export const CREDIT_HOLD_REFUSAL = 'This client is on credit hold: new analyses cannot be ordered until the account is settled. Please contact the laboratory.';

export const RESULTS_HOLD_REFUSAL = 'The client is on credit hold: results are not available';

/** The code of a refusal (contract/errors.ts), which the portal maps to its own words. */
export function refusalCode(refusal: Exclude<AccessRefusal, null>, client: AccessClient): 'role-not-allowed' | 'agreement-not-signed' | 'credit-hold' | 'client-not-approved' | 'client-denied' {
  if (refusal === 'resign') return 'agreement-not-signed';
  if (refusal === 'credit-hold') return 'credit-hold';
  if (refusal === 'approval') return approvalOf(client.status ?? '') === 'denied' ? 'client-denied' : 'client-not-approved';
  return 'role-not-allowed';
}

/** The provider's 403 message for a refusal of `point` (the app recognises the approval ones). */
export function refusalMessage(point: AccessPoint, refusal: Exclude<AccessRefusal, null>, client: AccessClient): string {
  const rule: AccessRule = ACCESS[point];
  if (refusal === 'resign') return RESIGN_REFUSAL;
  if (refusal === 'credit-hold') return rule.creditHold === 'own-results' ? RESULTS_HOLD_REFUSAL : CREDIT_HOLD_REFUSAL;
  if (refusal === 'approval') {
    const state = approvalOf(client.status ?? '');
    if (rule.approval === 'invitations') return TEAM_REFUSALS.notApproved;
    if (state !== 'approved') return APPROVAL_REFUSAL[state];
  }
  return ROLE_REFUSAL;
}

/**
 * The client's own rules of `point` for a caller that is no person (a client's API token,
 * contract/api-tokens.ts, whose scopes stand in for a role): what areaRefusal and actionRefusal
 * say after the role gate, as for a member who is no site administrator: re-signing, credit hold,
 * the laboratory's approval.
 */
export function clientRefusal(point: AccessPoint, client: AccessClient): AccessRefusal {
  const rule: AccessRule = ACCESS[point];
  if (client.resignAgreement && rule.resign === 'hidden') return 'resign';
  if (rule.creditHold && client.status === 'Credit Hold') return 'credit-hold';
  return actionRefusal(point, client);
}
