/**
 * Team members of a client: memberships with their users' names, the
 * last-administrator count, primary contacts. Plain functions taking the database (or a
 * transaction) first.
 */
import type { DB } from '../db/connect.ts';
import { selectForUpdate } from '../db/dialect.ts';
import type { Membership, Role } from '../db/types.ts';
import type { TeamMember } from '../../contract/team.ts';

const COLUMNS = [
  'memberships.id', 'memberships.userId', 'memberships.email', 'memberships.role', 'memberships.invoices', 'memberships.reports',
  'memberships.primaryAccounting', 'memberships.primaryReporting', 'memberships.acceptedAt', 'memberships.invitationExpiresAt',
  'memberships.firstname as mFirst', 'memberships.lastname as mLast', 'users.firstname', 'users.lastname',
] as const;

type Row = {
  id: number; userId: number | null; email: string; role: Role; invoices: number; reports: number; primaryAccounting: number; primaryReporting: number;
  acceptedAt: string | null; invitationExpiresAt: string | null; mFirst: string | null; mLast: string | null; firstname: string | null; lastname: string | null;
};

function toMember(r: Row): TeamMember {
  return {
    id: r.id, userId: r.userId, email: r.email, firstname: r.firstname ?? r.mFirst, lastname: r.lastname ?? r.mLast, role: r.role,
    invoices: !!r.invoices, reports: !!r.reports, primaryAccounting: !!r.primaryAccounting, primaryReporting: !!r.primaryReporting,
    status: r.acceptedAt ? 'active' : 'invited', invitationExpiresAt: r.acceptedAt ? null : r.invitationExpiresAt,
  };
}

function base(db: DB) {
  return db.selectFrom('memberships').leftJoin('users', 'users.id', 'memberships.userId').select(COLUMNS);
}

/** Active members first (by name), then invitations (by e-mail). */
export async function listMembers(db: DB, clientId: number): Promise<TeamMember[]> {
  const rows = (await base(db).where('memberships.clientId', '=', clientId).orderBy('memberships.id').execute()) as Row[];
  const members = rows.map(toMember);
  const name = (m: TeamMember) => `${m.lastname ?? ''} ${m.firstname ?? ''} ${m.email}`.toLowerCase();
  return members.sort((a, b) => (a.status === b.status ? name(a).localeCompare(name(b)) : a.status === 'active' ? -1 : 1));
}

export async function findMember(db: DB, clientId: number, id: number): Promise<TeamMember | null> {
  const row = (await base(db).where('memberships.clientId', '=', clientId).where('memberships.id', '=', id).executeTakeFirst()) as Row | undefined;
  return row ? toMember(row) : null;
}

export async function findMemberByEmail(db: DB, clientId: number, email: string) {
  return db.selectFrom('memberships').select('id').where('clientId', '=', clientId).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Accepted Administrators of the client other than `exceptId`. */
export async function otherAdministrators(db: DB, clientId: number, exceptId: number): Promise<number> {
  const { n } = await db
    .selectFrom('memberships')
    .where('clientId', '=', clientId)
    .where('role', '=', 'Administrator')
    .where('acceptedAt', 'is not', null)
    .where('id', '!=', exceptId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Whether demoting or removing member `id` would leave the client without an accepted
 * Administrator, read in the transaction `tx` that is about to do it, with the client's
 * Administrators held until it ends (`selectForUpdate`): of two Administrators demoting or
 * removing each other at the same moment, the second waits for the first, then reads one
 * Administrator left (itself) and is refused. (`otherAdministrators`, read before the
 * transaction, only answers early.)
 */
export async function leavesNoAdministrator(tx: DB, clientId: number, id: number): Promise<boolean> {
  const admins = await selectForUpdate(
    tx,
    'memberships',
    tx.selectFrom('memberships').select('id').where('clientId', '=', clientId).where('role', '=', 'Administrator').where('acceptedAt', 'is not', null).orderBy('id'),
  );
  return admins.length === 1 && admins[0].id === id;
}

export async function insertMember(
  db: DB,
  values: { clientId: number; userId: number | null; email: string; firstname: string | null; lastname: string | null; role: Role; invoices: boolean; reports: boolean; tokenHash: string | null; expiresAt: string | null; now: string },
): Promise<number> {
  const row = await db
    .insertInto('memberships')
    .values({
      clientId: values.clientId, userId: values.userId, email: values.email, firstname: values.firstname, lastname: values.lastname, role: values.role,
      invoices: values.invoices ? 1 : 0, reports: values.reports ? 1 : 0, primaryAccounting: 0, primaryReporting: 0,
      invitationTokenHash: values.tokenHash, invitationExpiresAt: values.expiresAt, acceptedAt: values.userId ? values.now : null,
      createdAt: values.now, updatedAt: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMember(db: DB, clientId: number, id: number, changes: Partial<Pick<Membership, 'role' | 'invoices' | 'reports' | 'invitationTokenHash' | 'invitationExpiresAt'>>, now: string) {
  await db.updateTable('memberships').set({ ...changes, updatedAt: now }).where('clientId', '=', clientId).where('id', '=', id).execute();
}

export async function deleteMember(db: DB, clientId: number, id: number) {
  await db.deleteFrom('memberships').where('clientId', '=', clientId).where('id', '=', id).execute();
}

/** Makes `id` the client's one primary contact of a kind. */
export async function setPrimary(db: DB, clientId: number, column: 'primaryAccounting' | 'primaryReporting', id: number, now: string) {
  await db.updateTable('memberships').set({ [column]: 0, updatedAt: now }).where('clientId', '=', clientId).where(column, '=', 1).where('id', '!=', id).execute();
  await db.updateTable('memberships').set({ [column]: 1, updatedAt: now }).where('clientId', '=', clientId).where('id', '=', id).execute();
}

export async function userByEmail(db: DB, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'firstname', 'lastname', 'confirmedAt']).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** A pending (not yet accepted) invitation by its token's hash, with the client's name. */
export async function pendingInvitationByHash(db: DB, tokenHash: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('clients', 'clients.id', 'memberships.clientId')
    .selectAll('memberships')
    .select('clients.name as clientName')
    .where('memberships.invitationTokenHash', '=', tokenHash)
    .where('memberships.acceptedAt', 'is', null)
    .executeTakeFirst();
}

/** Attaches an invitation to its user and marks it accepted (with the names the invitee gave, when signing up). */
export async function acceptInvitation(db: DB, id: number, userId: number, now: string, names?: { firstname: string; lastname: string }) {
  await db.updateTable('memberships').set({ userId, acceptedAt: now, invitationTokenHash: null, ...names, updatedAt: now }).where('id', '=', id).execute();
}

/** Whether `email` (lower case) is an accepted member of the client. */
export async function isMemberEmail(db: DB, clientId: number, email: string): Promise<boolean> {
  return !!(await db
    .selectFrom('memberships')
    .select('id')
    .where('clientId', '=', clientId)
    .where('acceptedAt', 'is not', null)
    .where((eb) => eb.fn('lower', ['email']), '=', email)
    .executeTakeFirst());
}

/** Invitations to `email` (lower case) not yet answered nor expired, with their clients, oldest first. */
export async function pendingInvitationsFor(db: DB, email: string, now: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('clients', 'clients.id', 'memberships.clientId')
    .select(['memberships.id', 'memberships.clientId', 'memberships.role', 'memberships.invitationExpiresAt', 'clients.name as clientName', 'clients.code as clientCode'])
    .where((eb) => eb.fn('lower', ['memberships.email']), '=', email)
    .where('memberships.acceptedAt', 'is', null)
    .where((eb) => eb.or([eb('memberships.invitationExpiresAt', 'is', null), eb('memberships.invitationExpiresAt', '>', now)]))
    .orderBy('memberships.id')
    .execute();
}

/** One invitation not yet answered, by its membership id, with its client's name. */
export async function pendingInvitationById(db: DB, id: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('clients', 'clients.id', 'memberships.clientId')
    .selectAll('memberships')
    .select('clients.name as clientName')
    .where('memberships.id', '=', id)
    .where('memberships.acceptedAt', 'is', null)
    .executeTakeFirst();
}

/** Who last sent (or resent) the invitation of `email` to the client, from the change history. */
export async function lastInviter(db: DB, clientId: number, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('client_changes')
    .select('actorEmail')
    .where('clientId', '=', clientId)
    .where('kind', '=', 'member')
    .where('action', 'in', ['invited', 'resent'])
    .where('subject', '=', email)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.actorEmail ?? null;
}
