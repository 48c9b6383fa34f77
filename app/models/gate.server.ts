/**
 * The logged-in gate (document 1 §2, document 2 §2, the role-to-path table in
 * shared/spec/README.md), for portal loaders and actions:
 *
 *   const { user } = requireUser(context, request);                  // signed out → /login?redirectTo=…
 *   const { user, client } = await requireAccess(context, request, 'billing');
 *
 * requireAccess also needs an active client (none → /launchpad); what each page does when the
 * access rule refuses it is in one table, GATES, below. The dashboard layout's middleware
 * resolves the portal context once per request (portalContext).
 */
import { createContext, redirect, type RouterContextProvider } from 'react-router';
import type { ClientSummary } from '../../contract/auth.ts';
import type { Role } from '../../contract/roles.ts';
import { type AccessPoint, type AccessRefusal, accessRefusal, areaOf, isSiteAdmin, mayAccess } from '../../contract/access.ts';
import { type Flash, type SessionUser, flash, sessionContext } from '../session.server.ts';
import { getAccount, homeFor } from './account.server.ts';
import { clientSummaryOf } from './portal.server.ts';

type Context = Readonly<RouterContextProvider>;

/** Where a member is sent when a client requires two-factor sign-in and they have not set it up. */
export const TWO_FACTOR_SETUP = '/launchpad/user-settings/two-factor';

/** /login with the current page to come back to. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

export function currentUser(context: Context): SessionUser | null {
  const { session } = context.get(sessionContext);
  return session.get('token') ? (session.get('user') ?? null) : null;
}

export function requireUser(context: Context, request: Request): { user: SessionUser; token: string } {
  const { session } = context.get(sessionContext);
  const user = session.get('user');
  const token = session.get('token');
  if (!user || !token) throw redirect(loginRedirectPath(request));
  return { user, token };
}

/** For the auth-only layout: a signed-in user is sent where they belong. */
export function requireSignedOut(context: Context): void {
  const { session } = context.get(sessionContext);
  const user = session.get('user');
  if (user && session.get('token')) throw redirect(homeFor(user, session.get('activeClientId')));
}

/** The active client with the user's role on it (null role: a site administrator who is not a member), or null. */
export async function getActiveClient(context: Context): Promise<ClientSummary | null> {
  const { session } = context.get(sessionContext);
  const id = session.get('activeClientId');
  if (!id) return null;
  const account = await getAccount(context);
  if (!account) return null;
  let client = account.clientList.find((c) => c.id === id) ?? (account.lastClient?.id === id ? account.lastClient : null);
  if (!client && isSiteAdmin(account)) {
    // A site administrator may open any client, member or not.
    client = await clientSummaryOf(context, id);
  }
  if (!client) {
    // No longer a member (removed from the team, or the client is gone): forget it.
    session.unset('activeClientId');
    return null;
  }
  return client;
}

export async function requireActiveClient(context: Context, request: Request): Promise<{ user: SessionUser; client: ClientSummary }> {
  const { user } = requireUser(context, request);
  const client = await getActiveClient(context);
  if (!client) throw redirect('/launchpad');
  // The client requires two-factor sign-in (the provider refuses its calls without it): set it up first.
  if (client.requireTwoFactor && !(await getAccount(context))?.twoFactorEnabled) {
    flash(context.get(sessionContext).session, { kind: 'warning', message: 'twoFactor.requiredBy', values: { name: client.name } });
    throw redirect(TWO_FACTOR_SETUP);
  }
  return { user, client };
}

/**
 * The portal context: who is signed in, the active client, the user's role on it and
 * why each page area is refused (null: open), resolved once per request by the dashboard
 * layout's middleware (app/middleware/portal.server.ts) for every page below /dashboard.
 */
export interface Portal {
  user: SessionUser;
  client: ClientSummary;
  role: Role | null;
  access: Record<Gate, AccessRefusal>;
}

export const portalContext = createContext<Portal | null>(null);

/**
 * A page's gate: the entry of the access table (contract/access.ts ACCESS) it asks, the one the
 * provider authorises the page's calls by, and what the page does when that entry refuses it.
 */
interface GateRule {
  area: AccessPoint;
  /** where a credit-hold refusal goes ('page': the page itself says why) */
  creditHold?: Outcome;
  /** where a re-sign refusal goes (default: Results, where the form is, or the launchpad) */
  resign?: Outcome;
}

/** A refusal's redirect, with an optional flash saying why. */
interface Redirect {
  to: string;
  status?: 302 | 303;
  flash?: (p: Portal) => Flash;
}
/** A refusal's answer: a redirect (another one for some roles), or 'page' when the page shows the reason itself. */
type Outcome = 'page' | (Redirect & { byRole?: Partial<Record<Role, Redirect>> });

const holdWarning = (p: Portal): Flash => ({ kind: 'warning', message: 'credit-hold-warning', values: { name: p.client.name }, link: { to: '/contact-us', label: 'credit-hold-contact' } });

/**
 * Where a page of the client's own results goes while they are withheld on credit hold: to
 * billing; a Reporting User (who may not pay) back to the clients list with the reason. Results
 * and the smoke impact report alike.
 */
const RESULTS_ON_HOLD = { to: '/dashboard/billing', byRole: { 'Reporting User': { to: '/launchpad/clients', flash: holdWarning } } } as const satisfies Outcome;

/** Every portal page's gate, and what it does when refused: one table. */
export const GATES = {
  // Results on credit hold: to billing; a Reporting User (who may not pay) back to the clients list with the reason.
  results: { area: 'results', creditHold: RESULTS_ON_HOLD },
  // Sample and analysis details: back to Results (which says why) on credit hold and while the agreement must be re-signed.
  'results:details': { area: 'results:details', creditHold: { to: '/dashboard/results' }, resign: { to: '/dashboard/results' } },
  // The lab report and a sample's CSV export: back to Results on credit hold; open while the agreement must be re-signed.
  'results:report': { area: 'results:report', creditHold: { to: '/dashboard/results' } },
  // A sample's share links: as its details (back to Results, which says why).
  'results:share': { area: 'results:share', creditHold: { to: '/dashboard/results' }, resign: { to: '/dashboard/results' } },
  // Opening an invoice row into results: back to billing.
  'results:from-billing': { area: 'results', creditHold: { to: '/dashboard/billing' } },
  billing: { area: 'billing' },
  courier: { area: 'courier' },
  supplies: { area: 'supplies' },
  // Ordering on credit hold: the page shows why; its actions return to it (303).
  ordering: { area: 'ordering', creditHold: 'page' },
  'ordering:change': { area: 'ordering', creditHold: { to: '/dashboard/shop/order-analyses', status: 303 } },
  submissions: { area: 'submissions' },
  // The vintage portal stays open on credit hold (the region's trend is the lab's); its page leaves out
  // the client's own results then, as the provider does (see ownResultsWithheld below).
  vintage: { area: 'vintage' },
  // The smoke impact report is nothing but the client's own results: closed on credit hold like Results.
  smoke: { area: 'smoke', creditHold: RESULTS_ON_HOLD },
  // The harvest page shows the client's own results: closed on credit hold like Results.
  harvest: { area: 'harvest', creditHold: RESULTS_ON_HOLD },
  'team:view': { area: 'team:view' },
  'team:change': { area: 'team:change' },
  'client-settings:view': { area: 'client-settings:view' },
  'client-settings:change': { area: 'client-settings:change' },
  // The delivery log of the client's reports and invoices (its Administrators).
  deliveries: { area: 'deliveries' },
  // The client's API tokens and their call log (its Administrators; site administrators see and revoke).
  'api-tokens': { area: 'api-tokens' },
  // The client's webhook endpoints and their delivery logs (its Administrators).
  webhooks: { area: 'webhooks' },
} as const satisfies Record<string, GateRule>;

export type Gate = keyof typeof GATES;

/** Why `gate` is refused to this user for this client: the access table's answer for its entry. */
function refusalOf(user: SessionUser, client: ClientSummary, gate: Gate): AccessRefusal {
  return accessRefusal(user, client.role, GATES[gate].area, client);
}

/** The portal context for this request: the signed-in user and active client (or the redirects of requireActiveClient). */
export async function resolvePortal(context: Context, request: Request): Promise<Portal> {
  const { user, client } = await requireActiveClient(context, request);
  const access = Object.fromEntries((Object.keys(GATES) as Gate[]).map((g) => [g, refusalOf(user, client, g)])) as Record<Gate, AccessRefusal>;
  return { user, client, role: client.role, access };
}

/** The portal context the dashboard layout's middleware resolved, or resolved now (outside the dashboard, in tests). */
export async function portalOf(context: Context, request: Request): Promise<Portal> {
  return context.get(portalContext) ?? (await resolvePortal(context, request));
}

/**
 * Whether the client's own results are withheld from this user (credit hold, contract/access.ts):
 * what the 'results' gate says, for a page that shows them beside other data (the vintage portal).
 */
export function ownResultsWithheld(portal: Portal): boolean {
  return portal.access.results === 'credit-hold';
}

/** Whether a page of `gate` answers for this user and client (a refusal the page explains itself counts as open). */
export function pageOpen(portal: Portal, gate: Gate): boolean {
  const refusal = portal.access[gate];
  return !refusal || outcomeOf(gate, refusal) === 'page';
}

function outcomeOf(gate: Gate, refusal: Exclude<AccessRefusal, null>): Outcome | null {
  const rule: GateRule = GATES[gate];
  if (refusal === 'credit-hold') return rule.creditHold ?? null;
  if (refusal === 'resign') return rule.resign ?? null;
  return null;
}

/**
 * The one access check of every portal page and action: returns the portal context when `gate`
 * is open (with `creditHold` when the page shows the credit-hold reason itself), else throws the
 * page's redirect from GATES. Refused by role: the launchpad, except a Billing User opening
 * results, who goes to billing (site administrators pass every role gate). Refused by the
 * re-sign rule, unless the gate says otherwise: Results, where the re-sign form is, or the
 * launchpad with the reason for someone who may not see results.
 */
export async function requireAccess(context: Context, request: Request, gate: Gate): Promise<Portal & { creditHold?: true }> {
  const portal = await portalOf(context, request);
  const { user, client } = portal;
  const refusal = portal.access[gate];
  if (!refusal) return portal;
  const outcome = outcomeOf(gate, refusal);
  if (outcome === 'page') return { ...portal, creditHold: true };
  if (outcome) {
    const go = (client.role && outcome.byRole?.[client.role]) || outcome;
    if (go.flash) flash(context.get(sessionContext).session, go.flash(portal));
    throw redirect(go.to, go.status);
  }
  if (refusal === 'resign') {
    if (mayAccess(user, client.role, 'results')) throw redirect('/dashboard/results');
    flash(context.get(sessionContext).session, { kind: 'warning', message: 'resign-blocked', values: { name: client.name } });
    throw redirect('/launchpad');
  }
  if (areaOf(GATES[gate].area) === 'results' && client.role === 'Billing User' && !isSiteAdmin(user)) throw redirect('/dashboard/billing');
  throw redirect('/launchpad');
}

