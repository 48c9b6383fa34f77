/**
 * Team settings (document 2 §7 "team_members, memberships"; issue 17): the client's team, adding
 * a member by e-mail and role (an existing, confirmed account is linked at once; anyone else is
 * invited through the accept-invitation flow), editing a role and the invoice/report switches,
 * removing a member, resending or cancelling an invitation, the primary contacts, and the
 * change history (list and CSV).
 *
 * Every member may read the team (`team:view`); only the client's Administrators and site
 * administrators change it (`team:change`). Guard rails: the client keeps at least one accepted
 * Administrator; nobody changes their own role; a primary contact is removed only with a
 * replacement named. A removed member loses access at their next call: every call reads the
 * membership afresh (`authorizeClient`).
 */
import { Hono } from 'hono';
import { csvFile, safeCell } from '../../lib/csv.ts';
import { labDate, labToday } from '../../contract/lab-time.ts';
import {
  HISTORY_PAGE_SIZE, TEAM_REFUSALS, type TeamMember, addMemberBody, editMemberBody, historyQuery, primaryContactsBody, removeMemberQuery,
} from '../../contract/team.ts';
import { type Ctx, type ProviderEnv, fail, idParam, may, readJson, readQuery, requireClient, trackEvent, changeActor } from '../http.ts';
import { changedFields, listChanges, recordChange } from '../repositories/history.ts';
import {
  deleteMember, findMember, findMemberByEmail, insertMember, leavesNoAdministrator, listMembers, otherAdministrators, setPrimary, updateMember, userByEmail,
} from '../repositories/team.ts';
import { newInvitationToken, sendInvitationMail } from '../services/accounts.ts';
import { afterMembershipChange } from '../services/payer-rights.ts';
import { memberAddedMail } from '../services/mail-templates.ts';

export const teamRoutes = new Hono<ProviderEnv>();

const who = (m: Pick<TeamMember, 'email' | 'firstname' | 'lastname'>) => {
  const name = [m.firstname, m.lastname].filter(Boolean).join(' ');
  return name ? `${name} <${m.email}>` : m.email;
};

async function memberOr404(c: Ctx, id: number): Promise<TeamMember> {
  const m = await findMember(c.var.deps.db, c.var.client.id, id);
  // Another client's membership id is answered as unknown here: nothing of it is touched.
  if (!m) fail(404, TEAM_REFUSALS.notMember);
  return m;
}

/** GET /clients/{clientId}/team_members.json: the team, with whether the caller may change it. */
teamRoutes.get('/clients/:clientId/team_members.json', requireClient('team:view'), async (c) => {
  const data = await listMembers(c.var.deps.db, c.var.client.id);
  return c.json({ data, canChange: may(c, 'team:change'), selfId: c.var.membership?.id ?? null });
});

/** POST /clients/{clientId}/memberships.json { email, role }: links an existing account, else invites. */
teamRoutes.post('/clients/:clientId/memberships.json', requireClient('team:change'), async (c) => {
  const body = await readJson(c, addMemberBody);
  const { db, clock, mailer, publicUrl } = c.var.deps;
  const client = c.var.client;
  const now = clock.now().toISOString();
  if (await findMemberByEmail(db, client.id, body.email)) fail(409, TEAM_REFUSALS.alreadyMember);
  const user = await userByEmail(db, body.email);
  // A confirmed account is linked at once; an unconfirmed one (its owner never proved the address)
  // and an unknown address get the invitation, accepted through /accept-invitation.
  const link = user?.confirmedAt ? user : null;
  const invitation = link ? null : newInvitationToken(clock);
  const id = await db.transaction().execute(async (tx) => {
    const newId = await insertMember(tx, {
      clientId: client.id, userId: link?.id ?? null, email: body.email, firstname: link?.firstname ?? user?.firstname ?? null, lastname: link?.lastname ?? user?.lastname ?? null,
      role: body.role, invoices: body.invoices ?? false, reports: body.reports ?? false, tokenHash: invitation?.hash ?? null, expiresAt: invitation?.expiresAt ?? null, now,
    });
    await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'member', action: link ? 'added' : 'invited', subject: body.email, after: { role: body.role }, at: now });
    return newId;
  });
  if (invitation) await sendInvitationMail(mailer, publicUrl, body.email, client.name, invitation.token);
  else {
    await mailer.send({ to: body.email, ...memberAddedMail({ clientName: client.name, role: body.role, publicUrl }) });
  }
  await trackEvent(c, link ? 'team-member-added' : 'team-member-invited', { clientId: client.id });
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
    if (c.var.membership?.id === member.id) fail(403, TEAM_REFUSALS.ownRole);
    if (member.role === 'Administrator' && member.status === 'active' && (await otherAdministrators(db, client.id, member.id)) === 0) fail(409, TEAM_REFUSALS.lastAdministrator);
  }
  const now = clock.now().toISOString();
  await db.transaction().execute(async (tx) => {
    const roleChange = changedFields({ role: member.role }, { role: body.role });
    const switches = changedFields({ invoices: member.invoices, reports: member.reports }, { invoices: body.invoices, reports: body.reports });
    if (!roleChange && !switches) return;
    if (roleChange && body.role !== 'Administrator' && (await leavesNoAdministrator(tx, client.id, id))) fail(409, TEAM_REFUSALS.lastAdministrator);
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
  if (member.role === 'Administrator' && member.status === 'active' && (await otherAdministrators(db, client.id, member.id)) === 0) fail(409, TEAM_REFUSALS.lastAdministrator);
  const replacements: [('primaryAccounting' | 'primaryReporting'), number | undefined][] = [];
  if (member.primaryAccounting) replacements.push(['primaryAccounting', q.primaryAccountingId]);
  if (member.primaryReporting) replacements.push(['primaryReporting', q.primaryReportingId]);
  const named: Record<string, TeamMember> = {};
  for (const [column, replacementId] of replacements) {
    if (!replacementId) fail(409, TEAM_REFUSALS.needsReplacement);
    const r = await findMember(db, client.id, replacementId);
    if (!r || r.id === member.id || r.status !== 'active') fail(400, TEAM_REFUSALS.badReplacement);
    named[column] = r;
  }
  const now = clock.now().toISOString();
  await db.transaction().execute(async (tx) => {
    if (await leavesNoAdministrator(tx, client.id, id)) fail(409, TEAM_REFUSALS.lastAdministrator);
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
  await trackEvent(c, member.status === 'invited' ? 'team-invitation-cancelled' : 'team-member-removed', { clientId: client.id });
  return c.json({ removed: id });
});

/** POST /clients/{clientId}/memberships/{id}/resend.json (ours): a fresh invitation link for a pending member. */
teamRoutes.post('/clients/:clientId/memberships/:id/resend.json', requireClient('team:change'), async (c) => {
  const id = idParam(c, 'id');
  const { db, clock, mailer, publicUrl } = c.var.deps;
  const client = c.var.client;
  const member = await memberOr404(c, id);
  if (member.status !== 'invited') fail(409, TEAM_REFUSALS.notInvited);
  const invitation = newInvitationToken(clock);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (tx) => {
    // The old link stops working: only the newest invitation e-mail accepts.
    await updateMember(tx, client.id, id, { invitationTokenHash: invitation.hash, invitationExpiresAt: invitation.expiresAt }, now);
    await recordChange(tx, { clientId: client.id, actor: changeActor(c), kind: 'member', action: 'resent', subject: member.email, at: now });
  });
  await sendInvitationMail(mailer, publicUrl, member.email, client.name, invitation.token);
  return c.json({ member: (await findMember(db, client.id, id))! });
});

/** PUT /clients/{clientId}/primary_contacts.json { primaryAccounting, primaryReporting }: active members of the client. */
teamRoutes.put('/clients/:clientId/primary_contacts.json', requireClient('team:change'), async (c) => {
  const body = await readJson(c, primaryContactsBody);
  const { db, clock } = c.var.deps;
  const client = c.var.client;
  const members = await listMembers(db, client.id);
  const pick = (id: number) => {
    const m = members.find((x) => x.id === id && x.status === 'active');
    if (!m) fail(400, TEAM_REFUSALS.badReplacement);
    return m;
  };
  const accounting = pick(body.primaryAccounting);
  const reporting = pick(body.primaryReporting);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (tx) => {
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
