/**
 * Team settings' calls (document 2 §7 "team_members, memberships"): the team, adding,
 * editing and removing members, resending an invitation, the primary contacts and the change
 * history. Changes pass `refusalIs403`, so a refusal (e.g. changing one's own role) is a message
 * on the page, not the no-access page.
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { Role } from '../../contract/roles.ts';
import { type ChangeKind, historyResponse, invitationAnswerResponse, memberResponse, pendingInvitationsResponse, teamMembersResponse } from '../../contract/team.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const CHANGE = { refusalIs403: true, returnTo: '/dashboard/teams-settings' } as const;

export async function loadTeam(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}/team_members.json`, teamMembersResponse);
}

export async function addMember(context: Context, clientId: number, body: { email: string; role: Role }) {
  return providerClient(context).post(`/clients/${clientId}/memberships.json`, memberResponse, { body, ...CHANGE });
}

export async function editMember(context: Context, clientId: number, id: number, body: { role?: Role; invoices: boolean; reports: boolean }) {
  return providerClient(context).put(`/clients/${clientId}/memberships/${id}.json`, memberResponse, { body, ...CHANGE });
}

export async function removeMember(context: Context, clientId: number, id: number, replacements: { primaryAccountingId?: number; primaryReportingId?: number }) {
  return providerClient(context).delete(`/clients/${clientId}/memberships/${id}.json`, z.object({ removed: z.number() }), { query: replacements, ...CHANGE });
}

export async function resendInvitation(context: Context, clientId: number, id: number) {
  return providerClient(context).post(`/clients/${clientId}/memberships/${id}/resend.json`, memberResponse, CHANGE);
}

export async function savePrimaryContacts(context: Context, clientId: number, body: { primaryAccounting: number; primaryReporting: number }) {
  return providerClient(context).put(`/clients/${clientId}/primary_contacts.json`, z.object({ data: z.array(z.unknown()) }), { body, ...CHANGE });
}

export async function loadHistory(context: Context, clientId: number, q: { kind?: ChangeKind; page: number }) {
  return providerClient(context).get(`/clients/${clientId}/history.json`, historyResponse, { query: q });
}

/** The CSV as the provider streams it (status and headers kept). */
export async function historyCsv(context: Context, clientId: number, kind?: ChangeKind) {
  return providerClient(context).raw('GET', `/clients/${clientId}/history.csv`, { query: { kind } });
}

/** The invitations waiting for the signed-in account's answer (launchpad). */
export async function pendingInvitations(context: Context) {
  return providerClient(context).get('/invitations.json', pendingInvitationsResponse);
}

/** The signed-in account accepts or declines invitation `id` (a refusal is a ProviderError, 404 when it is gone). */
export async function answerInvitation(context: Context, id: number, answer: 'accept' | 'decline') {
  return providerClient(context).post(`/invitations/${id}/${answer}.json`, invitationAnswerResponse, { refusalIs403: true, returnTo: '/launchpad/clients' });
}
