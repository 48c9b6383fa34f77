/**
 * Team settings (document 2 §2, §3, §5, §6, §7): the client's team members, adding one
 * by e-mail and role, editing a role and the invoice/report switches, removing one, the primary
 * contacts, and the client's change history.
 */
import { z } from 'zod';
import { idValue } from './params.ts';
import { ROLES } from './roles.ts';

export const TEAM_LIMITS = { email: 254 } as const;

export const teamMember = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  role: z.enum(ROLES),
  invoices: z.boolean(),
  reports: z.boolean(),
  primaryAccounting: z.boolean(),
  primaryReporting: z.boolean(),
  /** `invited` until the invitation is accepted */
  status: z.enum(['active', 'invited']),
  invitationExpiresAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamMembersResponse = z.object({
  data: z.array(teamMember),
  /** whether the caller may change anything (a client Administrator or a site administrator) */
  canChange: z.boolean(),
  /** the caller's own membership id on this client (null: a site administrator who is not a member) */
  selfId: z.number().nullable(),
});

/** POST /clients/{clientId}/memberships.json */
export const addMemberBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(TEAM_LIMITS.email).email(),
  role: z.enum(ROLES).default('Full User'),
  invoices: z.boolean().optional(),
  reports: z.boolean().optional(),
});
/** PUT /clients/{clientId}/memberships/{id}.json: the e-mail of a member is not editable. */
export const editMemberBody = z
  .object({
    role: z.enum(ROLES).optional(),
    invoices: z.boolean().optional(),
    reports: z.boolean().optional(),
  })
  .strict();
/** DELETE /clients/{clientId}/memberships/{id}.json?primaryAccountingId&primaryReportingId: replacements when the member is a primary contact. */
export const removeMemberQuery = z.object({
  primaryAccountingId: idValue.optional(),
  primaryReportingId: idValue.optional(),
});
/** PUT /clients/{clientId}/primary_contacts.json */
export const primaryContactsBody = z.object({
  primaryAccounting: idValue,
  primaryReporting: idValue,
});

export const memberResponse = z.object({ member: teamMember, message: z.string().optional() });

/**
 * The provider's sentences for the refusals of team settings (each raised with its own code,
 * contract/errors.ts: the app branches on the code and shows its own translated message).
 */
export const TEAM_REFUSALS = {
  lastAdministrator: 'A client needs at least one Administrator: make another member an Administrator first.',
  ownRole: 'You cannot change your own role; another Administrator can.',
  alreadyMember: 'This e-mail address is already on the team.',
  needsReplacement: 'This member is a primary contact: choose who replaces them first.',
  badReplacement: 'The replacement must be another active member of this client.',
  notInvited: 'This member has already accepted the invitation.',
  notMember: 'No such team member for this client.',
  notApproved: 'Invitations open once the laboratory has approved this client.',
} as const;

/** The change history (beyond the reference product). */
export const CHANGE_KINDS = ['member', 'role', 'primary-contact', 'address', 'mailed-copies', 'fax', 'two-factor', 'client', 'block'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export const CHANGE_ACTIONS = ['added', 'invited', 'changed', 'removed', 'resent', 'accepted', 'declined'] as const;
export const clientChange = z.object({
  id: z.number(),
  createdAt: z.string(),
  actorEmail: z.string(),
  kind: z.enum(CHANGE_KINDS),
  action: z.enum(CHANGE_ACTIONS),
  subject: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ClientChange = z.infer<typeof clientChange>;
export const HISTORY_PAGE_SIZE = 50;
export const historyQuery = z.object({
  kind: z.enum(CHANGE_KINDS).optional().or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const historyResponse = z.object({ data: z.array(clientChange), total: z.number(), page: z.number(), pageSize: z.number() });

/**
 * Invitations waiting for the signed-in account's answer (GET /invitations.json): an existing
 * account is never placed in a client before it says yes; it accepts or declines here or
 * through the e-mailed link.
 */
export const pendingInvitation = z.object({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  clientCode: z.string(),
  role: z.enum(ROLES),
  /** the e-mail of whoever sent (or last resent) the invitation, from the change history */
  invitedBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;
export const pendingInvitationsResponse = z.object({ data: z.array(pendingInvitation) });
/** POST /invitations/{id}/accept.json and /decline.json */
export const invitationAnswerResponse = z.object({ answer: z.enum(['accepted', 'declined']), clientId: z.number(), clientName: z.string() });
/** The refusal for an invitation that is not (or no longer) the caller's to answer. */
export const INVITATION_GONE = 'This invitation is invalid, has already been answered or has expired.';
