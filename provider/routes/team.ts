/**
 * Team settings (document 2 §7 "team_members, memberships"): the client's team, inviting
 * a member by e-mail and role, editing a role and the invoice/report switches, removing a member,
 * resending or cancelling an invitation, the primary contacts, and the change history (list and
 * CSV); and the invitee's side: the invitations waiting for the signed-in account, accepted or
 * declined here.
 *
 * Every member may read the team (`team:view`); only the client's Administrators and site
 * administrators change it (`team:change`). Guard rails: the client keeps at least one accepted
 * Administrator; nobody changes their own role; a primary contact is removed only with a
 * replacement named. A removed member loses access at their next call: every call reads the
 * membership afresh (`authorizeClient`).
 *
 * Inviting is the lab sending mail to an address someone typed, so it is held like the contact
 * form: only an approved client invites, every invitation and resend is counted per sender, per
 * caller address and per invited address (services/rate-limits.ts), and whether the address has
 * an account changes nothing the inviter sees or the invitee gets: everyone is invited, and
 * nobody is in a client before they accept.
 */
import { Hono } from 'hono';
import { creatorRemoved } from '../services/api-tokens.ts';
import { csvFile, safeCell } from '../../lib/csv.ts';
import { labDate, labToday } from '../../contract/lab-time.ts';
import {
  HISTORY_PAGE_SIZE, INVITATION_GONE, TEAM_REFUSALS, type PendingInvitation, type TeamMember, addMemberBody, editMemberBody, historyQuery, primaryContactsBody, removeMemberQuery,
} from '../../contract/team.ts';
import {
  type Ctx, type ProviderEnv, clientAddress, currentUser, fail, idParam, may, readJson, readQuery, refuseUnlessOpen, requireClient, requireUser, trackEvent, changeActor, tooManyAnswer,
} from '../http.ts';
import { changedFields, listChanges, recordChange } from '../repositories/history.ts';
import {
  acceptInvitation, deleteMember, findMember, findMemberByEmail, insertMember, lastInviter, leavesNoAdministrator, listMembers, otherAdministrators, pendingInvitationById,
  pendingInvitationsFor, setPrimary, updateMember,
} from '../repositories/team.ts';
import { newInvitationToken, sendInvitationMail } from '../services/accounts.ts';
import { afterMembershipChange } from '../services/payer-rights.ts';
import { refuse } from '../errors.ts';
import { limitWait, recipientLimits, senderLimits, spend, waitText } from '../services/rate-limits.ts';
import { inTransaction } from '../db/connect.ts';

export const teamRoutes = new Hono<ProviderEnv>();

const who = (m: Pick<TeamMember, 'email' | 'firstname' | 'lastname'>) => {
  const name = [m.firstname, m.lastname].filter(Boolean).join(' ');
  return name ? `${name} <${m.email}>` : m.email;
};

async function memberOr404(c: Ctx, id: number): Promise<TeamMember> {
  const m = await findMember(c.var.deps.db, c.var.client.id, id);
  // Another client's membership id is answered as unknown here: nothing of it is touched.
  if (!m) refuse('member-not-found', TEAM_REFUSALS.notMember);
  return m;
}

/** GET /clients/{clientId}/team_members.json: the team, with whether the caller may change it. */
teamRoutes.get('/clients/:clientId/team_members.json', requireClient('team:view'), async (c) => {
  const data = await listMembers(c.var.deps.db, c.var.client.id);
  return c.json({ data, canChange: may(c, 'team:change'), selfId: c.var.membership?.id ?? null });
});

/** Only an approved client invites (the access table's 'team:invite'): an unapproved one is anyone's name. */
function requireApprovedClient(c: Ctx) {
  refuseUnlessOpen(c, 'team:invite');
}

/**
 * Counts one invitation e-mail to `to` against the sender's, the caller address's and the
 * recipient's limits; over any of them, the 429 answer (nothing counted, nothing sent).
 */
async function invitationRoom(c: Ctx, to: string): Promise<Response | null> {
  const { db, clock } = c.var.deps;
  const limits = [...senderLimits('invitation', currentUser(c).id, clientAddress(c)), ...recipientLimits('invitation', to)];
  const wait = await limitWait(db, clock, limits);
  if (wait > 0) return tooManyAnswer(c, wait, `You have sent several invitations in a short time. Please wait ${waitText(wait)} and try again.`);
  await spend(db, clock, limits);
  return null;
}

const inviterOf = (c: Ctx) => {
  const u = currentUser(c);
  return { firstname: u.firstname, lastname: u.lastname, email: u.email };
};

/**
 * POST /clients/{clientId}/memberships.json { email, role }: invites the address. The same work,
 * row and e-mail whether or not it has an account (the team shows it as invited either way, with
 * no name from an account), so the answer tells the inviter nothing about who has one.
 */
teamRoutes.post('/clients/:clientId/memberships.json', requireClient('team:change'), async (c) => {
  const body = await readJson(c, addMemberBody);
  const { db, clock, mailer, publicUrl } = c.var.deps;
  const client = c.var.client;
  requireApprovedClient(c);
  if (await findMemberByEmail(db, client.id, body.email)) refuse('already-member', TEAM_REFUSALS.alreadyMember, { field: 'email' });
  const limited = await invitationRoom(c, body.email);
  if (limited) return limited;
  const now = clock.now().toISOString();
  const invitation = newInvitationToken(clock);
  const id = await inTransaction(db, async (tx) => {
    const newId = await insertMember(tx, {
      clientId: client.id, userId: null, email: body.email, firstname: null, lastname: null,
      role: body.role, invoices: body.invoices ?? false, reports: body.reports ?? false, tokenHash: invitation.hash, expiresAt: invitation.expiresAt, now,
    });
    await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'member', action: 'invited', subject: body.email, after: { role: body.role }, at: now });
    return newId;
  });
  await sendInvitationMail(mailer, publicUrl, body.email, { client, inviter: inviterOf(c), role: body.role }, invitation.token);
  await trackEvent(c, 'team-member-invited', { clientId: client.id });
  return c.json({ member: (await findMember(db, client.id, id))! }, 201);
});

/** PUT /clients/{clientId}/memberships/{id}.json { role?, invoices?, reports? } */
teamRoutes.put('/clients/:clientId/memberships/:id{[0-9]+\\.json}', requireClient('team:change'), async (c) => {
  const id = idParam(c, 'id');
  const body = await readJson(c, editMemberBody);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  const member = await memberOr404(c, id);
  if (body.role && body.role !== member.role) {
    if (c.var.membership?.id === member.id) refuse('own-role', TEAM_REFUSALS.ownRole, { field: 'role' });
    if (member.role === 'Administrator' && member.status === 'active' && (await otherAdministrators(db, client.id, member.id)) === 0) refuse('last-administrator', TEAM_REFUSALS.lastAdministrator);
  }
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    const roleChange = changedFields({ role: member.role }, { role: body.role });
    const switches = changedFields({ invoices: member.invoices, reports: member.reports }, { invoices: body.invoices, reports: body.reports });
    if (!roleChange && !switches) return;
    if (roleChange && body.role !== 'Administrator' && (await leavesNoAdministrator(tx, client.id, id))) refuse('last-administrator', TEAM_REFUSALS.lastAdministrator);
    await updateMember(tx, client.id, id, {
      ...(body.role ? { role: body.role } : {}),
      ...(body.invoices !== undefined ? { invoices: body.invoices ? 1 : 0 } : {}),
      ...(body.reports !== undefined ? { reports: body.reports ? 1 : 0 } : {}),
    }, now);
    if (roleChange) await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'role', action: 'changed', subject: who(member), ...roleChange, at: now });
    if (switches) await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'member', action: 'changed', subject: who(member), ...switches, at: now });
  });
  // A role without billing rights ends the member's autopay and detaches their saved methods.
  if (body.role && body.role !== member.role) await afterMembershipChange(c.var.deps, client, member.userId, body.role);
  return c.json({ member: (await findMember(db, client.id, id))! });
});

/**
 * DELETE /clients/{clientId}/memberships/{id}.json[?primaryAccountingId&primaryReportingId]:
 * removes a member or cancels an invitation. A primary contact needs the replacement(s) named.
 */
teamRoutes.delete('/clients/:clientId/memberships/:id{[0-9]+\\.json}', requireClient('team:change'), async (c) => {
  const id = idParam(c, 'id');
  const q = readQuery(c, removeMemberQuery);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  const member = await memberOr404(c, id);
  if (member.role === 'Administrator' && member.status === 'active' && (await otherAdministrators(db, client.id, member.id)) === 0) refuse('last-administrator', TEAM_REFUSALS.lastAdministrator);
  const replacements: [('primaryAccounting' | 'primaryReporting'), number | undefined][] = [];
  if (member.primaryAccounting) replacements.push(['primaryAccounting', q.primaryAccountingId]);
  if (member.primaryReporting) replacements.push(['primaryReporting', q.primaryReportingId]);
  const named: Record<string, TeamMember> = {};
  for (const [column, replacementId] of replacements) {
    if (!replacementId) refuse('replacement-needed', TEAM_REFUSALS.needsReplacement);
    const r = await findMember(db, client.id, replacementId);
    if (!r || r.id === member.id || r.status !== 'active') refuse('replacement-invalid', TEAM_REFUSALS.badReplacement);
    named[column] = r;
  }
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    if (await leavesNoAdministrator(tx, client.id, id)) refuse('last-administrator', TEAM_REFUSALS.lastAdministrator);
    for (const [column] of replacements) {
      const r = named[column];
      await setPrimary(tx, client.id, column, r.id, now);
      await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'primary-contact', action: 'changed', subject: column, before: { member: who(member) }, after: { member: who(r) }, at: now });
    }
    await deleteMember(tx, client.id, id);
    await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'member', action: 'removed', subject: who(member), before: { role: member.role, status: member.status }, at: now });
  });
  // A removed member's autopay ends and their saved methods leave the client.
  await afterMembershipChange(c.var.deps, client, member.userId, null);
  // The API tokens they created: the Administrators are told and choose to keep or revoke each.
  if (member.userId !== null) await creatorRemoved(c.var.deps, client, member.userId, member.email);
  await trackEvent(c, member.status === 'invited' ? 'team-invitation-cancelled' : 'team-member-removed', { clientId: client.id });
  return c.json({ removed: id });
});

/** POST /clients/{clientId}/memberships/{id}/resend.json (ours): a fresh invitation link for a pending member (limited like a new invitation). */
teamRoutes.post('/clients/:clientId/memberships/:id/resend.json', requireClient('team:change'), async (c) => {
  const id = idParam(c, 'id');
  const { db, clock, mailer, publicUrl } = c.var.deps;
  const client = c.var.client;
  requireApprovedClient(c);
  const member = await memberOr404(c, id);
  if (member.status !== 'invited') refuse('invitation-accepted', TEAM_REFUSALS.notInvited);
  const limited = await invitationRoom(c, member.email);
  if (limited) return limited;
  const invitation = newInvitationToken(clock);
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    // The old link stops working: only the newest invitation e-mail accepts.
    await updateMember(tx, client.id, id, { invitationTokenHash: invitation.hash, invitationExpiresAt: invitation.expiresAt }, now);
    await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'member', action: 'resent', subject: member.email, at: now });
  });
  await sendInvitationMail(mailer, publicUrl, member.email, { client, inviter: inviterOf(c), role: member.role }, invitation.token);
  return c.json({ member: (await findMember(db, client.id, id))! });
});

// ─── the invitee's answer ───────────────────────────────────────────────────

/** GET /invitations.json (ours): the invitations waiting for the signed-in account's answer. */
teamRoutes.get('/invitations.json', requireUser, async (c) => {
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  // An unconfirmed account has not proved the address: its invitations wait for complete_signup.
  if (!user.confirmedAt) return c.json({ data: [] });
  const rows = await pendingInvitationsFor(db, user.email.toLowerCase(), clock.now().toISOString());
  const data: PendingInvitation[] = [];
  for (const r of rows) {
    data.push({
      id: r.id, clientId: r.clientId, clientName: r.clientName, clientCode: r.clientCode, role: r.role,
      invitedBy: await lastInviter(db, r.clientId, user.email.toLowerCase()), expiresAt: r.invitationExpiresAt,
    });
  }
  return c.json({ data });
});

/** The invitation `id` when it is the signed-in (confirmed) account's to answer; else 404. */
async function ownInvitation(c: Ctx) {
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  const row = await pendingInvitationById(db, idParam(c, 'id'));
  const expired = !!row?.invitationExpiresAt && row.invitationExpiresAt <= clock.now().toISOString();
  // Someone else's invitation is answered as unknown: nothing of it is told or touched.
  if (!row || expired || !user.confirmedAt || row.email.toLowerCase() !== user.email.toLowerCase()) fail(404, INVITATION_GONE);
  return row;
}

/** POST /invitations/{id}/accept.json (ours): the invited account joins the client. */
teamRoutes.post('/invitations/:id{[0-9]+}/accept.json', requireUser, async (c) => {
  const user = currentUser(c);
  const { db, clock } = c.var.deps;
  const row = await ownInvitation(c);
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    await acceptInvitation(tx, row.id, user.id, now);
    await recordChange(tx, { clientId: row.clientId, actor: changeActor(c), kind: 'member', action: 'accepted', subject: row.email, after: { role: row.role }, at: now });
  });
  await trackEvent(c, 'invitation-accepted', { clientId: row.clientId });
  return c.json({ answer: 'accepted' as const, clientId: row.clientId, clientName: row.clientName });
});

/** POST /invitations/{id}/decline.json (ours): the pending membership goes; the client's history records it. */
teamRoutes.post('/invitations/:id{[0-9]+}/decline.json', requireUser, async (c) => {
  const { db, clock } = c.var.deps;
  const row = await ownInvitation(c);
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    await deleteMember(tx, row.clientId, row.id);
    await recordChange(tx, { clientId: row.clientId, actor: changeActor(c), kind: 'member', action: 'declined', subject: row.email, before: { role: row.role, status: 'invited' }, at: now });
  });
  await trackEvent(c, 'invitation-declined', { clientId: row.clientId });
  return c.json({ answer: 'declined' as const, clientId: row.clientId, clientName: row.clientName });
});

/** PUT /clients/{clientId}/primary_contacts.json { primaryAccounting, primaryReporting }: active members of the client. */
teamRoutes.put('/clients/:clientId/primary_contacts.json', requireClient('team:change'), async (c) => {
  const body = await readJson(c, primaryContactsBody);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  const members = await listMembers(db, client.id);
  const pick = (id: number) => {
    const m = members.find((x) => x.id === id && x.status === 'active');
    if (!m) refuse('replacement-invalid', TEAM_REFUSALS.badReplacement);
    return m;
  };
  const accounting = pick(body.primaryAccounting);
  const reporting = pick(body.primaryReporting);
  const now = clock.now().toISOString();
  await inTransaction(db, async (tx) => {
    for (const [column, next] of [['primaryAccounting', accounting], ['primaryReporting', reporting]] as const) {
      const current = members.find((m) => m[column]);
      if (current?.id === next.id) continue;
      await setPrimary(tx, client.id, column, next.id, now);
      await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'primary-contact', action: 'changed', subject: column, before: current ? { member: who(current) } : null, after: { member: who(next) }, at: now });
    }
  });
  return c.json({ data: await listMembers(db, client.id) });
});

/** GET /clients/{clientId}/history.json?kind&page (ours): the change history, newest first (client Administrators). */
teamRoutes.get('/clients/:clientId/history.json', requireClient('team:change'), async (c) => {
  const q = readQuery(c, historyQuery);
  const { total, data } = await listChanges(c.var.deps.db, c.var.client.id, { kind: q.kind, limit: HISTORY_PAGE_SIZE, offset: (q.page - 1) * HISTORY_PAGE_SIZE });
  return c.json({ data, total, page: q.page, pageSize: HISTORY_PAGE_SIZE });
});

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
const cell = safeCell;
const describe = (v: Record<string, unknown> | null) => (v ? Object.entries(v).map(([k, x]) => `${k}: ${x === null ? '' : String(x)}`).join('; ') : '');

/** GET /clients/{clientId}/history.csv?kind (ours): the whole history (or one kind) as CSV. */
teamRoutes.get('/clients/:clientId/history.csv', requireClient('team:change'), async (c) => {
  const q = readQuery(c, historyQuery);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  const { data } = await listChanges(db, client.id, { kind: q.kind, limit: null });
  const csv = csvFile(
    ['Time (UTC)', 'Time (Pacific)', 'Changed by', 'Kind', 'Action', 'Subject', 'Before', 'After'],
    data.map((e) => [
      e.createdAt, labDate(e.createdAt, true), cell(e.actorEmail), e.kind, e.action,
      cell(e.subject), cell(describe(e.before)), cell(describe(e.after)),
    ]),
  );
  const day = labToday(clock.now());
  const filename = `${client.code}-change-history-${day}.csv`.replace(/[^\w.-]/g, '_');
  return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` });
});
