/**
 * Clients (document 2 §7): the caller's clients list, one client and the dashboard shell's reads in
 * one call, creating a client (its address: routes/addresses.ts), the go-paperless and overdue-invoice banners, and the
 * agreement re-sign.
 */
import { failedDeliveryCount, unreadNoticeCount } from '../repositories/deliveries.ts';
import { Hono } from 'hono';
import {
  CLIENT_LIST_LIMIT, NEW_ACTIVITY_DAYS, approvalBody, clientListQuery, createClientBody, editClientBody, resignBody, type ClientDetails, type ClientListItem, type DashboardShell, type PageVersion,
} from '../../contract/clients.ts';
import type { Role } from '../../contract/roles.ts';
import {
  clientAdministrators, createClient, findClient, listClients, overdueInvoices, resignAgreement, setMailedCopies,
} from '../repositories/clients.ts';
import { recordChange } from '../repositories/history.ts';
import { limitWait, senderLimits, spend, waitText } from '../services/rate-limits.ts';
import { dataVersion } from '../db/data-version.ts';
import type { Client, Membership } from '../db/types.ts';
import {
  type Ctx, type ProviderEnv, clientAddress, currentUser, fail, idParam, may, readJson, readQuery, requireClient, requireUser, trackEvent, tooManyAnswer,
} from '../http.ts';
import { isSiteAdmin, mayAccess } from '../../contract/access.ts';
import { refuse } from '../errors.ts';
import { decide, editInformation, listPending } from '../services/client-approval.ts';

type GoPaperless = DashboardShell['goPaperless'];
type OverdueBalance = DashboardShell['overdue'];

export const clientRoutes = new Hono<ProviderEnv>();

async function clientList(c: Ctx, q: string | undefined): Promise<{ data: ClientListItem[]; total: number }> {
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  const admin = isSiteAdmin(user);
  // Site administrators (and godmode) see every client; everyone else the clients they belong to.
  const { total, rows } = await listClients(db, {
    userId: user.id, all: admin, search: q, limit: admin ? CLIENT_LIST_LIMIT : 10_000,
    activitySince: new Date(clock.now().getTime() - NEW_ACTIVITY_DAYS * 86_400_000).toISOString(),
  });
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      status: r.status,
      role: (r.role ?? null) as Role | null,
      resignAgreement: !!r.resignAgreement,
      updatedAt: r.updatedAt,
      lastActivityAt: r.lastBatchAt && r.lastBatchAt > r.updatedAt ? r.lastBatchAt : r.updatedAt,
      newActivity: r.newActivity ?? 0,
    })),
  };
}

/** The caller's clients (administrators: every client), optionally filtered by name (`q`). */
clientRoutes.get('/users/:userId/clients', requireUser, async (c) => {
  const user = currentUser(c);
  const userId = idParam(c, 'userId');
  // A user lists their own clients; only site administrators may ask on someone else's behalf
  // (and they see every client anyway).
  if (userId !== user.id && !isSiteAdmin(user)) fail(403, 'You may only list your own clients');
  const { q } = readQuery(c, clientListQuery);
  return c.json(await clientList(c, q));
});

function clientDetails(client: Client, membership: Membership | null, administrators: ClientDetails['administrators']): ClientDetails {
  return {
    id: client.id,
    code: client.code,
    name: client.name,
    officialBusinessName: client.officialBusinessName,
    businessType: client.businessType,
    status: client.status,
    primaryPhone: client.primaryPhone,
    resignAgreement: !!client.resignAgreement,
    receivesMailedDocuments: !!client.receivesMailedDocuments,
    createdAt: client.createdAt,
    updatedAt: client.updatedAt,
    role: (membership?.role ?? null) as Role | null,
    administrators,
  };
}

/**
 * Creates a business account; the creator becomes its Administrator. Limited per user and per
 * caller address (services/rate-limits.ts): anyone who signs up may create one, and each is a
 * name the lab's pages and mail carry.
 */
clientRoutes.post('/clients.json', requireUser, async (c) => {
  const user = currentUser(c);
  const body = await readJson(c, createClientBody);
  const { db, clock } = c.var.deps;
  // Site administrators set up clients for the lab: they are not held to a sign-up's pace.
  if (!isSiteAdmin(user)) {
    const limits = senderLimits('client', user.id, clientAddress(c));
    const wait = await limitWait(db, clock, limits);
    if (wait > 0) return tooManyAnswer(c, wait, `You have created several clients in a short time. Please wait ${waitText(wait)} or call us.`);
    await spend(db, clock, limits);
  }
  const now = clock.now().toISOString();
  const created = await createClient(db, user, body, now);
  await trackEvent(c, 'client-created', { clientId: created.id });
  return c.json(created, 201);
});

/** Go-paperless state of a client (any member). */
clientRoutes.get('/clients/:clientId/go_paperless.json', requireClient('member'), (c) => c.json(goPaperlessOf(c)));

/**
 * Switches the client to paperless documents (the banner's action). The original app did this
 * with its GET call; a change of state is a POST here. Godmode or the client's Administrator only
 * (the banner shows only to them, document 3 §2).
 */
clientRoutes.post('/clients/:clientId/go_paperless.json', requireClient('member'), async (c) => {
  const user = currentUser(c);
  if (!mayAccess(user, (c.var.membership?.role ?? null) as Role | null, 'go-paperless')) fail(403, 'Only an administrator of this client can change how it receives documents');
  const { db, clock } = c.var.deps;
  // One state with the mailed-copies switches of client settings: both go off.
  await setMailedCopies(db, c.var.client.id, { invoices: false, reports: false }, clock.now().toISOString());
  const client = c.var.client;
  if (client.receivesMailedDocuments) {
    await recordChange(db, {
      clientId: client.id, actor: { id: user.id, email: user.email }, kind: 'mailed-copies', action: 'changed', subject: 'go-paperless',
      before: { mailedInvoices: !!client.mailedInvoices, mailedReports: !!client.mailedReports }, after: { mailedInvoices: false, mailedReports: false }, at: clock.now().toISOString(),
    });
  }
  await trackEvent(c, 'go-paperless', { clientId: c.var.client.id });
  return c.json({ receivesMailedDocuments: false, paperless: true, message: 'Thank you for making the switch. Paperless settings have been updated.' });
});

/** The go-paperless state of the client in context. */
function goPaperlessOf(c: Ctx): GoPaperless {
  const client = c.var.client;
  return { receivesMailedDocuments: !!client.receivesMailedDocuments, paperless: !client.receivesMailedDocuments };
}

/** Whether the client in context has overdue invoices; the amount only for roles allowed billing. */
async function overdueOf(c: Ctx): Promise<OverdueBalance> {
  const { db, clock } = c.var.deps;
  const overdue = await overdueInvoices(db, c.var.client.id, clock.now().toISOString());
  return { hasOverdueInvoices: overdue.count > 0, overdueBalance: may(c, 'billing') ? (overdue.due ?? 0) : null };
}

/**
 * Whether the client has overdue invoices (any member: the dashboard's notice); the amount
 * only for roles allowed billing.
 */
clientRoutes.get('/clients/:clientId/invoices/overdue_balance_report.json', requireClient('member'), async (c) => c.json(await overdueOf(c)));

/**
 * The dashboard shell's three reads in one call (contract/clients.ts
 * dashboardShellResponse): the client, its go-paperless state and its overdue notice, with the
 * same gate and the same answers as the three separate calls. Every portal page reads it, so one
 * authentication and one client check serve all three.
 */
clientRoutes.get('/clients/:clientId/dashboard_shell.json', requireClient('member'), async (c) => {
  const { db } = c.var.deps;
  const [administrators, overdue, failed, unread] = await Promise.all([
    clientAdministrators(db, c.var.client.id),
    overdueOf(c),
    may(c, 'deliveries') ? failedDeliveryCount(db, c.var.client.id) : 0,
    unreadNoticeCount(db, currentUser(c).id),
  ]);
  const shell: DashboardShell = { client: clientDetails(c.var.client, c.var.membership, administrators), goPaperless: goPaperlessOf(c), overdue, deliveries: { failed, unread } };
  return c.json(shell);
});

/**
 * The data version for a member of the client (contract/clients.ts pageVersionResponse): the
 * same token and client check as every client call, then one row read. A string, so a version
 * past 2^53 is still exact.
 */
clientRoutes.get('/clients/:clientId/page_version.json', requireClient('member'), async (c) => {
  const answer: PageVersion = { version: String(await dataVersion(c.var.deps.db)) };
  return c.json(answer);
});

/**
 * Re-sign the client agreement: a client Administrator or a site administrator. Idempotent:
 * a second submission of an already signed agreement answers the same client.
 */
clientRoutes.put('/clients/:clientId/resign_client_agreement', requireClient('member'), async (c) => {
  const user = currentUser(c);
  if (!may(c, 'client-settings:change')) fail(403, 'Only an administrator of the client can re-sign the agreement');
  const body = await readJson(c, resignBody);
  const client = c.var.client;
  if (body.id !== undefined && body.id !== client.id) fail(400, 'id does not match the client in the path');
  const { db, clock } = c.var.deps;
  const now = clock.now().toISOString();
  if (client.resignAgreement) {
    // (a concurrent submission may have signed it a moment ago: then nothing more is recorded)
    await resignAgreement(db, client, user.id, `Client agreement re-signed by ${body.firstname} ${body.lastname} (${body.jobTitle})`, now);
    await trackEvent(c, 'client-agreement-resigned', { clientId: client.id });
  }
  const fresh = (await findClient(db, client.id))!;
  return c.json(clientDetails(fresh, c.var.membership, await clientAdministrators(db, client.id)));
});

/**
 * The clients awaiting the laboratory's approval (the launchpad's list for site administrators),
 * oldest first. Site administrators only.
 */
clientRoutes.get('/pending_clients.json', requireUser, async (c) => {
  if (!mayAccess(currentUser(c), null, 'client:approve')) refuse('site-admin-only', 'Only the laboratory decides on new clients');
  return c.json(await listPending(c.var.deps));
});

/**
 * The laboratory approves or denies a client awaiting approval (`{ decision, reason }`; a denial
 * needs the reason). The members are e-mailed the outcome; the change goes into the history.
 */
clientRoutes.post('/clients/:clientId/approval.json', requireClient('client:approve'), async (c) => {
  const body = await readJson(c, approvalBody);
  const user = currentUser(c);
  const decided = await decide(c.var.deps, { id: user.id, email: user.email }, c.var.client.id, body);
  await trackEvent(c, `client-${body.decision === 'approve' ? 'approved' : 'denied'}`, { clientId: decided.id });
  return c.json(decided);
});

/**
 * PUT /clients/{id} (document 2 §7): the laboratory corrects a client's information (name,
 * official business name, business type). Site administrators only: members see it read-only
 * (document 2 §2). Answers the client as GET does; the change goes into the history.
 */
clientRoutes.put('/clients/:clientId', requireClient('client:edit'), async (c) => {
  const body = await readJson(c, editClientBody);
  const user = currentUser(c);
  const { db } = c.var.deps;
  await editInformation(c.var.deps, { id: user.id, email: user.email }, c.var.client.id, body);
  const fresh = (await findClient(db, c.var.client.id))!;
  return c.json(clientDetails(fresh, c.var.membership, await clientAdministrators(db, fresh.id)));
});

/** One client, for the dashboard shell (any member; site administrators any client). */
clientRoutes.get('/clients/:clientId', requireClient('member'), async (c) => {
  const { db } = c.var.deps;
  return c.json(clientDetails(c.var.client, c.var.membership, await clientAdministrators(db, c.var.client.id)));
});
