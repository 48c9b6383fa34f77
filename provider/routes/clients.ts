/**
 * Clients (document 2 §7): the caller's clients list, one client for the dashboard shell,
 * creating a client (its address: routes/addresses.ts), the go-paperless and overdue-invoice banners, and the
 * agreement re-sign.
 */
import { Hono } from 'hono';
import {
  CLIENT_LIST_LIMIT, NEW_ACTIVITY_DAYS, clientListQuery, createClientBody, resignBody,
  type ClientDetails, type ClientListItem,
} from '../contract/portal.ts';
import type { Role } from '../contract/roles.ts';
import { ilike } from '../db/dialect.ts';
import { recordChange } from '../repositories/history.ts';
import type { Client, Membership } from '../db/types.ts';
import type { DB } from '../db/connect.ts';
import {
  type Ctx, type ProviderEnv, currentUser, fail, idParam, may, readJson, readQuery, requireClient, requireUser, trackEvent,
} from '../http.ts';

export const clientRoutes = new Hono<ProviderEnv>();

const isSiteAdmin = (u: { administrator: number; godmode: number }) => !!(u.administrator || u.godmode);

async function listClients(c: Ctx, q: string | undefined): Promise<{ data: ClientListItem[]; total: number }> {
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  const admin = isSiteAdmin(user);
  const pattern = q ? `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;

  // Site administrators (and godmode) see every client; everyone else the clients they belong to.
  let base = db
    .selectFrom('clients')
    .leftJoin('memberships', (j) =>
      j.onRef('memberships.clientId', '=', 'clients.id').on('memberships.userId', '=', user.id).on('memberships.acceptedAt', 'is not', null),
    );
  if (!admin) base = base.where('memberships.id', 'is not', null);
  if (pattern) base = base.where(ilike(db, 'clients.name', pattern));

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const since = new Date(clock.now().getTime() - NEW_ACTIVITY_DAYS * 86_400_000).toISOString();
  const rows = await base
    .select([
      'clients.id', 'clients.code', 'clients.name', 'clients.status', 'clients.resignAgreement', 'clients.updatedAt', 'memberships.role',
    ])
    .select((eb) => [
      eb.selectFrom('batches').whereRef('batches.clientId', '=', 'clients.id').select((e) => e.fn.max('batches.updatedAt').as('m')).as('lastBatchAt'),
      eb
        .selectFrom('batches')
        .whereRef('batches.clientId', '=', 'clients.id')
        .where('batches.updatedAt', '>=', since)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('newActivity'),
    ])
    .orderBy('clients.name')
    .orderBy('clients.id')
    .limit(admin ? CLIENT_LIST_LIMIT : 10_000)
    .execute();

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
  return c.json(await listClients(c, q));
});

export async function clientAdministrators(db: DB, clientId: number) {
  return db
    .selectFrom('memberships')
    .leftJoin('users', 'users.id', 'memberships.userId')
    .where('memberships.clientId', '=', clientId)
    .where('memberships.role', '=', 'Administrator')
    .where('memberships.acceptedAt', 'is not', null)
    .select(['memberships.email', 'users.firstname', 'users.lastname', 'memberships.firstname as mFirst', 'memberships.lastname as mLast'])
    .orderBy('memberships.id')
    .execute()
    .then((rows) => rows.map((r) => ({ email: r.email, firstname: r.firstname ?? r.mFirst, lastname: r.lastname ?? r.mLast })));
}

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

/** Creates a business account; the creator becomes its Administrator. */
clientRoutes.post('/clients.json', requireUser, async (c) => {
  const user = currentUser(c);
  const body = await readJson(c, createClientBody);
  const { db, clock } = c.var.deps;
  const now = clock.now().toISOString();
  const created = await db.transaction().execute(async (tx) => {
    // Client codes are "C" and a number; new ones continue after the highest in use.
    const rows = await tx.selectFrom('clients').select('code').where('code', 'like', 'C%').execute();
    const highest = rows.reduce((m, r) => Math.max(m, Number(r.code.slice(1)) || 0), 10_000);
    const code = `C${highest + 1}`;
    const client = await tx
      .insertInto('clients')
      .values({
        code, name: body.name, officialBusinessName: body.officialBusinessName, businessType: body.businessType,
        status: 'Pending Approval', primaryPhone: null, stateRegisteredIn: null, resignAgreement: 0, receivesMailedDocuments: 0,
        createdAt: now, updatedAt: now,
      })
      .returning(['id', 'code', 'name'])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('memberships')
      .values({
        clientId: client.id, userId: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, role: 'Administrator',
        invoices: 1, reports: 1, primaryAccounting: 1, primaryReporting: 1, invitationTokenHash: null, invitationExpiresAt: null,
        acceptedAt: now, createdAt: now, updatedAt: now,
      })
      .execute();
    await tx.updateTable('users').set({ jobTitle: body.jobTitle, updatedAt: now }).where('id', '=', user.id).execute();
    await tx
      .insertInto('disclaimer_acknowledgements')
      .values({ clientId: client.id, userId: user.id, agreementTag: 'client-agreement', agreementText: 'Terms and conditions accepted at client creation', createdAt: now })
      .execute();
    return client;
  });
  await trackEvent(c, 'client-created', { clientId: created.id });
  return c.json(created, 201);
});

/** Go-paperless state of a client (any member). */
clientRoutes.get('/clients/:clientId/go_paperless.json', requireClient('member'), (c) => {
  const client = c.var.client;
  return c.json({ receivesMailedDocuments: !!client.receivesMailedDocuments, paperless: !client.receivesMailedDocuments });
});

/**
 * Switches the client to paperless documents (the banner's action). The original app did this
 * with its GET call; a change of state is a POST here. Godmode or the client's Administrator only
 * (the banner shows only to them, document 3 §2).
 */
clientRoutes.post('/clients/:clientId/go_paperless.json', requireClient('member'), async (c) => {
  const user = currentUser(c);
  if (!user.godmode && c.var.membership?.role !== 'Administrator') fail(403, 'Only an administrator of this client can change how it receives documents');
  const { db, clock } = c.var.deps;
  await db
    .updateTable('clients')
    // One state with the mailed-copies switches of client settings (issue 17): both go off.
    .set({ receivesMailedDocuments: 0, mailedInvoices: 0, mailedReports: 0, updatedAt: clock.now().toISOString() })
    .where('id', '=', c.var.client.id)
    .execute();
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

/**
 * Whether the client has overdue invoices (any member: the dashboard's notice); the amount
 * only for roles allowed billing.
 */
clientRoutes.get('/clients/:clientId/invoices/overdue_balance_report.json', requireClient('member'), async (c) => {
  const { db, clock } = c.var.deps;
  const row = await db
    .selectFrom('invoices')
    .where('clientId', '=', c.var.client.id)
    .where('status', '=', 'UNPAID')
    .where('dueAt', '<', clock.now().toISOString())
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amountDue').as('due')])
    .executeTakeFirstOrThrow();
  return c.json({ hasOverdueInvoices: row.n > 0, overdueBalance: may(c, 'billing') ? (row.due ?? 0) : null });
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
    await db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('clients')
        .set({ resignAgreement: 0, updatedAt: now, lockVersion: client.lockVersion + 1 })
        .where('id', '=', client.id)
        .where('resignAgreement', '=', 1)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return; // signed by a concurrent submission
      await tx
        .insertInto('disclaimer_acknowledgements')
        .values({
          clientId: client.id, userId: user.id, agreementTag: 'client-agreement',
          agreementText: `Client agreement re-signed by ${body.firstname} ${body.lastname} (${body.jobTitle})`, createdAt: now,
        })
        .execute();
    });
    await trackEvent(c, 'client-agreement-resigned', { clientId: client.id });
  }
  const fresh = await db.selectFrom('clients').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow();
  return c.json(clientDetails(fresh, c.var.membership, await clientAdministrators(db, client.id)));
});

/** One client, for the dashboard shell (any member; site administrators any client). */
clientRoutes.get('/clients/:clientId', requireClient('member'), async (c) => {
  const { db } = c.var.deps;
  return c.json(clientDetails(c.var.client, c.var.membership, await clientAdministrators(db, c.var.client.id)));
});
