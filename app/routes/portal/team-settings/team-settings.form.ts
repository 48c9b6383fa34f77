/**
 * The team settings forms' schemas and labels, shared by the page (the browser checks the add
 * and primary-contacts forms before sending them) and the action (team-settings.server.ts
 * parses the same schemas). Built from the contract's roles and limits (contract/team.ts).
 */
import { z } from 'zod';
import { ROLES, type Role } from '../../../../contract/roles.ts';
import { TEAM_LIMITS } from '../../../../contract/team.ts';
import { required } from '../../../ui/form-schema.ts';

/** The page's URL (the specification's; the feature is "team settings" everywhere else). */
export const TEAM_PATH = '/dashboard/teams-settings';

/** Field name → label key, so `field-error-required` names the field. */
export const LABELS = { email: 'team.email', role: 'team.role', primaryAccounting: 'team.primaryAccounting', primaryReporting: 'team.primaryReporting' };

const isRole = (v: string): v is Role => (ROLES as readonly string[]).includes(v);
const role = z.string(required).refine(isRole, { error: 'team.roleInvalid' }).transform((v) => v as Role);
/** A member's id from a select: required, digits. */
const memberId = z.string(required).regex(/^\d{1,15}$/, required).transform(Number);
/** A switch: on when sent. */
const flag = z.boolean().optional().transform((v) => v === true);
/** A replacement primary contact: absent, or a member's id (anything else is absent; the provider asks again). */
const replacement = z.string().optional().transform((v) => (v && /^\d{1,15}$/.test(v) ? Number(v) : undefined));

/** Inviting a member by e-mail and role. */
export const addSchema = z.object({
  email: z.string(required).trim().max(TEAM_LIMITS.email, { error: 'email-error-invalid-format' }).pipe(z.email({ error: 'email-error-invalid-format' })),
  role,
});

/** The primary accounting and reporting contacts. */
export const primarySchema = z.object({ primaryAccounting: memberId, primaryReporting: memberId });

/** A member's row: the role (absent when the select is disabled: one's own) and the switches. */
export const editSchema = z.object({ role: role.optional(), invoices: flag, reports: flag });

/** Removing a member (or cancelling an invitation), with the replacement primary contacts it asks for. */
export const removeSchema = z.object({ primaryAccountingId: replacement, primaryReportingId: replacement, invited: z.string().optional() });

/** Resending an invitation: nothing but the id, which the action reads. */
export const resendSchema = z.object({});
