/**
 * The laboratory's office on a client: approving or denying a new client (Pending Approval), and
 * correcting a client's information. Site administrators only (the access table's `client:approve`
 * and `client:edit`, checked by the route). Each change goes into the client's history; a decision
 * is e-mailed to every accepted member, one message each (the members' own addresses, not a typed
 * one, so no mail limit applies).
 */
import type { ApprovalBody, EditClientBody } from '../../contract/clients.ts';
import type { ProviderDeps } from '../deps.ts';
import { refuse } from '../errors.ts';
import { acceptedMembers, changeStatus, findClient, pendingClients, updateClientInformation } from '../repositories/clients.ts';
import { changedFields, recordChange } from '../repositories/history.ts';
import { clientDecisionMail } from './mail-templates.ts';

type Actor = { id: number; email: string };

export async function listPending(deps: Pick<ProviderDeps, 'db'>) {
  const rows = await pendingClients(deps.db);
  return { data: rows.map((r) => ({ ...r, createdBy: r.createdBy ?? null })) };
}

/**
 * Approves or denies a client awaiting approval. A client already decided (by another site
 * administrator a moment ago, or never pending) is refused with 409: the decision is taken once.
 */
export async function decide(deps: Pick<ProviderDeps, 'db' | 'clock' | 'mailer' | 'publicUrl'>, actor: Actor, clientId: number, body: ApprovalBody) {
  const { db, clock, mailer } = deps;
  const client = await findClient(db, clientId);
  if (!client) refuse('client-not-found', 'Client not found');
  if (client.status !== 'Pending Approval') refuse('client-not-pending', 'This client is not awaiting approval (it was decided already)');
  const approved = body.decision === 'approve';
  const reason = approved ? null : (body.reason ?? '').trim();
  if (!approved && !reason) refuse('reason-required', 'Give the reason for denying the client: its members are told', { field: 'reason' });
  const status = approved ? 'Approved' : 'Denied';
  const now = clock.now().toISOString();
  if (!(await changeStatus(db, client.id, 'Pending Approval', status, now))) refuse('client-not-pending', 'This client is not awaiting approval (it was decided already)');
  await recordChange(db, {
    clientId: client.id, actor, kind: 'client', action: 'changed', subject: 'status',
    before: { status: client.status }, after: reason ? { status, reason } : { status }, at: now,
  });
  const members = await acceptedMembers(db, client.id);
  for (const m of members) {
    await mailer.send({ to: m.email, ...clientDecisionMail({ firstname: m.firstname, client, approved, reason, publicUrl: deps.publicUrl }) });
  }
  return { id: client.id, status, notified: members.length } as const;
}

/** Corrects the client's name, official business name and business type; only what changed goes into the history. */
export async function editInformation(deps: Pick<ProviderDeps, 'db' | 'clock'>, actor: Actor, clientId: number, body: EditClientBody) {
  const { db, clock } = deps;
  const client = await findClient(db, clientId);
  if (!client) refuse('client-not-found', 'Client not found');
  const before = { name: client.name, officialBusinessName: client.officialBusinessName, businessType: client.businessType };
  const diff = changedFields(before, body);
  if (!diff) return;
  const now = clock.now().toISOString();
  await updateClientInformation(db, client.id, body, now);
  await recordChange(db, { clientId: client.id, actor, kind: 'client', action: 'changed', subject: 'information', before: diff.before, after: diff.after, at: now });
}
