/**
 * The data of every page's header and footer (the root loader): the account menu, the notifications bar and
 * the nearest-lab widget. Each part is cached as the specification allows and a failure of
 * one part is logged and leaves that part out rather than breaking the page.
 */
import type { RouterContextProvider } from 'react-router';
import type { Location } from '../../contract/locations.ts';
import { type Notification, notificationsResponse } from '../../contract/notifications.ts';
import { TtlCache, perConfig } from '../cache.server.ts';
import { servicesContext } from '../context.ts';
import { type AppSession, sessionContext } from '../session.server.ts';
import { isSiteAdmin, mayUseBench, mayUseDesk } from '../../contract/access.ts';
import { getAccount, getAccountNotifications } from './account.server.ts';
import { publicLocations } from './content.server.ts';
import { type LabStatus, labStatus } from './lab-hours.ts';
import { optionalPart, providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

/** Account menu: up to this many clients besides the last-used one (document 1 §9). */
export const MENU_OTHER_CLIENTS = 5;
/**
 * The lab's notifications as a signed-out visitor sees them, shared by every visitor for 3
 * minutes per app configuration (document 1 §9 allows that freshness; a visitor's dismissals live
 * in the session cookie, applied per request). A signed-in user's list is read per request
 * (several web nodes): their dismissals are kept by the provider, and a dismissal must hold on every node at once.
 */
const notifications = perConfig(() => new TtlCache<Notification[]>(3 * 60_000, 1));

export interface MenuClient {
  id: number;
  name: string;
  code: string;
  status: string;
  last: boolean;
}

export interface AccountMenu {
  email: string;
  clients: MenuClient[];
  /** View All Clients, or Create A New Client for a non-administrator with none */
  allClients: 'view' | 'create';
  /** the lab's receiving desk: its staff (the access table's 'desk') */
  receivingDesk?: boolean;
  /** the lab bench: its staff (the access table's 'bench') */
  labBench?: boolean;
}

export interface NearestLab {
  name: string;
  slug: string;
  city: string;
  state: string;
  status: LabStatus;
}

export interface Shell {
  accountMenu: AccountMenu | null;
  notifications: Notification[];
  nearestLab: NearestLab | null;
}

/** Nothing is cached for a signed-in user, so there is nothing to forget (kept for logout). */
export function forgetNotifications(_session: AppSession): void {}

export async function loadNotifications(context: Context): Promise<Notification[]> {
  const { session } = context.get(sessionContext);
  // Signed in: read with the account, in one call (app/models/account.server.ts).
  const own = await getAccountNotifications(context);
  if (own) return own;
  const read = async () => (await providerClient(context).get('/notifications.json', notificationsResponse)).notifications;
  const list = await notifications(context).get('anonymous', read);
  const dismissed = new Set(session.get('dismissedNotifications') ?? []);
  return list.filter((n) => !dismissed.has(n.id));
}

/** The laboratories (signed out on purpose: the widget needs no access codes, and one cached list serves everyone). */
export function loadLabs(context: Context): Promise<Location[]> {
  return publicLocations(context, 'lab');
}

export function nearestLabOf(location: Location, now: Date): NearestLab {
  return { name: location.name, slug: location.slug, city: location.city, state: location.state, status: labStatus(location.hours, now) };
}

export async function loadAccountMenu(context: Context): Promise<AccountMenu | null> {
  const account = await getAccount(context);
  if (!account) return null;
  const last = account.lastClient;
  const others = account.clientList.filter((c) => c.id !== last?.id).slice(0, MENU_OTHER_CLIENTS);
  const clients = [...(last ? [{ ...last, last: true }] : []), ...others.map((c) => ({ ...c, last: false }))].map((c) => ({
    id: c.id, name: c.name, code: c.code, status: c.status, last: c.last,
  }));
  return { email: account.email, clients, allClients: !isSiteAdmin(account) && account.clientList.length === 0 ? 'create' : 'view', receivingDesk: mayUseDesk(account), labBench: mayUseBench(account) };
}

export async function loadShell(context: Context): Promise<Shell> {
  // A 401 from the provider is a redirect to /login: optionalPart lets it through.
  const soft = <T,>(what: string, read: Promise<T>, fallback: T) => optionalPart(context, `shell: ${what} unavailable`, read, fallback);
  const [accountMenu, list, labList] = await Promise.all([
    soft('account menu', loadAccountMenu(context), null),
    soft('notifications', loadNotifications(context), [] as Notification[]),
    soft('laboratories', loadLabs(context), [] as Location[]),
  ]);
  // Without the browser's position the primary laboratory is the nearest one.
  const primary = labList.find((l) => l.type === 'primary_lab') ?? labList[0];
  return { accountMenu, notifications: list, nearestLab: primary ? nearestLabOf(primary, context.get(servicesContext).clock.now()) : null };
}
