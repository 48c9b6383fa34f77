/**
 * Clients: the caller's clients list, one client (by id or code), its administrators, creating a
 * client with its first Administrator, the agreement re-sign, the mailed-copies and
 * go-paperless switches and the overdue-invoice notice. Plain functions taking the database
 * (or a transaction) first.
 */
import type { z } from 'zod';
import type { createClientBody } from '../../contract/clients.ts';
import type { DB } from '../db/connect.ts';
import { ilike, likePattern, selectForUpdate } from '../db/dialect.ts';
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

/** The clients a user is an accepted member of, with the user's role, sorted by name. */
export async function memberClients(db: DB, userId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('clients', 'clients.id', 'memberships.clientId')
    .select(['clients.id', 'clients.code', 'clients.name', 'clients.status', 'clients.resignAgreement', 'clients.requireTwoFactor', 'memberships.role'])
    .where('memberships.userId', '=', userId)
    .where('memberships.acceptedAt', 'is not', null)
    .orderBy('clients.name')
    .execute();
}

export async function findClientByCode(db: DB, code: string): Promise<Client | undefined> {
  return db.selectFrom('clients').selectAll().where('code', '=', code).executeTakeFirst();
}

/** What names a client to someone who may switch to it: its id, code and name. */
export async function clientIdentity(db: DB, id: number): Promise<{ id: number; code: string; name: string } | undefined> {
  return db.selectFrom('clients').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst();
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

/** Clients awaiting the laboratory's approval, oldest first, with the e-mail of their first Administrator. */
export async function pendingClients(db: DB) {
  return db
    .selectFrom('clients')
    .where('clients.status', '=', 'Pending Approval')
    .select(['clients.id', 'clients.code', 'clients.name', 'clients.officialBusinessName', 'clients.businessType', 'clients.createdAt'])
    .select((eb) =>
      eb
        .selectFrom('memberships')
        .whereRef('memberships.clientId', '=', 'clients.id')
        .where('memberships.role', '=', 'Administrator')
        .where('memberships.acceptedAt', 'is not', null)
        .select('memberships.email')
        .orderBy('memberships.id')
        .limit(1)
        .as('createdBy'),
    )
    .orderBy('clients.createdAt')
    .orderBy('clients.id')
    .limit(200)
    .execute();
}

/**
 * Moves the client from one status to another; false when its status is no longer `from` (another
 * site administrator decided a moment ago), so a decision is taken once.
 */
export async function changeStatus(db: DB, clientId: number, from: Client['status'], to: Client['status'], now: string): Promise<boolean> {
  const r = await db.updateTable('clients').set({ status: to, updatedAt: now }).where('id', '=', clientId).where('status', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The lab's correction of a client's name, official business name and business type. */
export async function updateClientInformation(db: DB, clientId: number, info: Pick<Client, 'name' | 'officialBusinessName' | 'businessType'>, now: string): Promise<void> {
  await db.updateTable('clients').set({ ...info, updatedAt: now }).where('id', '=', clientId).execute();
}

/** The client's accepted members who have an account (the people told of the lab's decision). */
export async function acceptedMembers(db: DB, clientId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .where('memberships.clientId', '=', clientId)
    .where('memberships.acceptedAt', 'is not', null)
    .select(['users.email', 'users.firstname', 'users.lastname'])
    .orderBy('memberships.id')
    .execute();
}

/**
 * Takes the client's row for the rest of the transaction (selectForUpdate): a count of the
 * client's things checked under it cannot be raced past by requests sent at the same moment
 * (the webhook endpoints', the API tokens' and the share links' caps).
 */
export async function lockClient(tx: DB, clientId: number): Promise<void> {
  await selectForUpdate(tx, 'clients', tx.selectFrom('clients').select('id').where('id', '=', clientId));
}
