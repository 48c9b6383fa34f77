/**
 * Clients: the caller's clients list, one client, its administrators, creating a
 * client with its first Administrator, the agreement re-sign, the mailed-copies and
 * go-paperless switches and the overdue-invoice notice. Plain functions taking the database
 * (or a transaction) first.
 */
import type { z } from 'zod';
import type { createClientBody } from '../../contract/clients.ts';
import type { DB } from '../db/connect.ts';
import { ilike, likePattern } from '../db/dialect.ts';
import type { Client, User } from '../db/types.ts';

type CreateClientBody = z.infer<typeof createClientBody>;

/**
 * Clients with the user's role in each (null when not a member) and their latest batch
 * activity, by name. `all`: every client (site administrators); otherwise only those the user
 * is an accepted member of. `search` filters by name, ignoring case.
 */
export async function listClients(db: DB, opts: { userId: number; all: boolean; search?: string; activitySince: string; limit: number }) {
  let base = db
    .selectFrom('clients')
    .leftJoin('memberships', (j) =>
      j.onRef('memberships.clientId', '=', 'clients.id').on('memberships.userId', '=', opts.userId).on('memberships.acceptedAt', 'is not', null),
    );
  if (!opts.all) base = base.where('memberships.id', 'is not', null);
  if (opts.search) base = base.where(ilike(db, 'clients.name', likePattern(opts.search)));

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'clients.id', 'clients.code', 'clients.name', 'clients.status', 'clients.resignAgreement', 'clients.updatedAt', 'memberships.role',
    ])
    .select((eb) => [
      eb.selectFrom('batches').whereRef('batches.clientId', '=', 'clients.id').select((e) => e.fn.max('batches.updatedAt').as('m')).as('lastBatchAt'),
      eb
        .selectFrom('batches')
        .whereRef('batches.clientId', '=', 'clients.id')
        .where('batches.updatedAt', '>=', opts.activitySince)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('newActivity'),
    ])
    .orderBy('clients.name')
    .orderBy('clients.id')
    .limit(opts.limit)
    .execute();
  return { total, rows };
}

export async function findClient(db: DB, id: number): Promise<Client | undefined> {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function clientExists(db: DB, id: number): Promise<boolean> {
  return !!(await db.selectFrom('clients').select('id').where('id', '=', id).executeTakeFirst());
}

/** The client's accepted Administrators, in the order they joined. */
export async function clientAdministrators(db: DB, clientId: number) {
  const rows = await db
    .selectFrom('memberships')
    .leftJoin('users', 'users.id', 'memberships.userId')
    .where('memberships.clientId', '=', clientId)
    .where('memberships.role', '=', 'Administrator')
    .where('memberships.acceptedAt', 'is not', null)
    .select(['memberships.email', 'users.firstname', 'users.lastname', 'memberships.firstname as mFirst', 'memberships.lastname as mLast'])
    .orderBy('memberships.id')
    .execute();
  return rows.map((r) => ({ email: r.email, firstname: r.firstname ?? r.mFirst, lastname: r.lastname ?? r.mLast }));
}

/**
 * A new client, pending approval, with `user` as its Administrator and primary contacts, the
 * user's job title and the terms accepted at creation. Client codes are "C" and a number; new
 * ones continue after the highest in use. One transaction.
 */
export async function createClient(
  db: DB,
  user: Pick<User, 'id' | 'email' | 'firstname' | 'lastname'>,
  body: Pick<CreateClientBody, 'name' | 'officialBusinessName' | 'businessType' | 'jobTitle'>,
  now: string,
) {
  return db.transaction().execute(async (tx) => {
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
}

/**
 * Clears the client's re-sign flag and records the signature, in one transaction. False when a
 * concurrent submission signed it first (nothing recorded then).
 */
export async function resignAgreement(db: DB, client: Pick<Client, 'id' | 'lockVersion'>, userId: number, agreementText: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('clients')
      .set({ resignAgreement: 0, updatedAt: now, lockVersion: client.lockVersion + 1 })
      .where('id', '=', client.id)
      .where('resignAgreement', '=', 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await tx
      .insertInto('disclaimer_acknowledgements')
      .values({ clientId: client.id, userId, agreementTag: 'client-agreement', agreementText, createdAt: now })
      .execute();
    return true;
  });
}

/**
 * Whether the client also gets invoices and reports by post; `receivesMailedDocuments` (the
 * go-paperless banner's state) is on exactly when either is.
 */
export async function setMailedCopies(db: DB, clientId: number, copies: { invoices: boolean; reports: boolean }, now: string): Promise<void> {
  await db
    .updateTable('clients')
    .set({
      mailedInvoices: copies.invoices ? 1 : 0, mailedReports: copies.reports ? 1 : 0, receivesMailedDocuments: copies.invoices || copies.reports ? 1 : 0, updatedAt: now,
    })
    .where('id', '=', clientId)
    .execute();
}

export async function setPrimaryPhone(db: DB, clientId: number, phone: string, now: string): Promise<void> {
  await db.updateTable('clients').set({ primaryPhone: phone, updatedAt: now }).where('id', '=', clientId).execute();
}

/** How many of the client's unpaid invoices are past due at `now`, and what they owe. */
export async function overdueInvoices(db: DB, clientId: number, now: string): Promise<{ count: number; due: number | null }> {
  const row = await db
    .selectFrom('invoices')
    .where('clientId', '=', clientId)
    .where('status', '=', 'UNPAID')
    .where('dueAt', '<', now)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amountDue').as('due')])
    .executeTakeFirstOrThrow();
  return { count: row.n, due: row.due };
}
