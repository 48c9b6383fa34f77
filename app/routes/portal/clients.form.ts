/**
 * The launchpad's approval form (site administrators, one per pending client): the decision is the
 * button pressed; a denial needs the reason the client's members are told. Checked in the browser
 * and again by the action (clients.server.ts); messages are translation keys.
 */
import { z } from 'zod';
import { APPROVAL_REASON_MAX } from '../../../contract/clients.ts';

export const approvalForm = z
  .object({
    clientId: z.number().int().positive(),
    decision: z.enum(['approve', 'deny'], { error: 'launchpad.approval.decisionRequired' }),
    reason: z.string().trim().max(APPROVAL_REASON_MAX, { error: 'launchpad.approval.reasonTooLong' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'deny' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'launchpad.approval.reasonRequired' });
  });
