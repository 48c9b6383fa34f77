/**
 * Autopay and saved payment methods follow the payer's rights over the client.
 *
 * A saved method is a member's card or bank account, added for one client; autopay charges it
 * with nobody present, in the name of the member who set it up. Both stand only while that
 * member still holds the client's billing right: an existing, confirmed account with an accepted
 * membership whose role may use billing (contract/roles.ts), or a site administrator.
 *
 * - `endPayerAutopay` is the team's side: a member removed, or given a role without billing
 *   rights (routes/team.ts, DELETE and PUT), loses every autopay schedule of the client they set
 *   up or that pays with their methods, and their methods leave the client (marked removed, so
 *   the rows stay for the receipts that name them; the gateway forgets the token). The client's
 *   administrators are e-mailed, and the payment methods page says what ended and why until a
 *   schedule is saved again.
 * - `payerRefusal` is the run-time side (services/payments.ts): every autopay run, and every
 *   charge of a saved method, reads the payer's and the method owner's rights afresh, so a
 *   change made any other way (a membership row deleted, an account gone or unconfirmed) is
 *   refused too: nothing charged, the run recorded as refused, the administrators e-mailed.
 *
 * The product cannot close or disable an account (there is no such call or column); a user that
 * no longer exists, or is not confirmed, holds no right here.
 */
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/log.ts';
import { AREA_ROLES, type Role } from '../../contract/roles.ts';
import { mayAccess } from '../../contract/access.ts';
import { billingStanding, confirmedAdministrators, detachPayer, forgetMethodToken, methodOwner, scheduleOfClient } from '../repositories/payments.ts';
import { findUser } from '../repositories/users.ts';
import type { PaymentGateway } from './gateway.ts';
import { autopayEndedMail } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';
import { methodLabel } from './receipt-pdf.ts';

/** What ending a payer's autopay needs (the provider's dependencies have them all). */
export interface PayerDeps {
  db: DB;
  gateway: PaymentGateway;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  /** the web app's public origin, for the link in the administrators' e-mail */
  publicUrl: string;
}

/** Why autopay was ended (stored on the schedule; the page and the e-mail say it in words). */
export const AUTOPAY_END_REASONS = ['member-removed', 'role-changed', 'payer-lost-right', 'method-owner-lost-right', 'method-gone'] as const;
export type AutopayEndReason = (typeof AUTOPAY_END_REASONS)[number];

/** Whether the user may pay for the client now (read afresh: nothing cached). */
export async function holdsBillingRight(db: DB, clientId: number, userId: number): Promise<boolean> {
  const { user, role } = await billingStanding(db, clientId, userId);
  if (!user || !user.confirmedAt) return false;
  return mayAccess(user, (role ?? null) as Role | null, 'billing');
}

/**
 * Why a charge of `methodId` for `payerId` must not happen now (null: it may): the payer lost the
 * billing right, the method is no longer the client's, or its owner lost the right.
 */
export async function payerRefusal(db: DB, clientId: number, payerId: number, methodId: number | null): Promise<{ reason: AutopayEndReason; userId: number | null } | null> {
  if (!(await holdsBillingRight(db, clientId, payerId))) return { reason: 'payer-lost-right', userId: payerId };
  if (methodId === null) return { reason: 'method-gone', userId: null };
  const method = await methodOwner(db, clientId, methodId);
  if (!method || method.removedAt) return { reason: 'method-gone', userId: null };
  if (method.userId !== payerId && !(await holdsBillingRight(db, clientId, method.userId))) return { reason: 'method-owner-lost-right', userId: method.userId };
  return null;
}

const displayName = (u: { firstname: string | null; lastname: string | null; email: string } | undefined) =>
  u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email : 'a former member';

export interface AutopayEnded {
  /** the schedule was ACTIVE and is now ended */
  endedSchedule: boolean;
  /** the methods detached from the client (their labels: brand or bank, last digits) */
  detached: string[];
}

/**
 * Ends the client's autopay that `userId` set up or that pays with their methods, and detaches
 * their methods from the client, because they lost the client's billing right (`reason`). The
 * client's administrators are e-mailed when anything ended (`refusedRun`: a run was refused,
 * nothing charged). Idempotent: a second call finds nothing left to end and sends nothing.
 */
export async function endPayerAutopay(
  deps: PayerDeps,
  client: { id: number; code: string; name: string },
  userId: number | null,
  reason: AutopayEndReason,
  opts: { refusedRun?: { dueAt: string } } = {},
): Promise<AutopayEnded> {
  const { db, clock, gateway, log } = deps;
  const now = clock.now().toISOString();
  const schedule = await scheduleOfClient(db, client.id);
  // userId null: the schedule's method is gone (nobody lost a right): the schedule ends, nothing is detached
  const whoId = userId ?? schedule?.userId ?? null;
  const person = whoId === null ? undefined : await findUser(db, whoId);
  const payer = displayName(person);
  const result = await detachPayer(db, client.id, userId, reason, payer, now);
  // The gateway forgets the tokens (after the commit: a gateway that cannot answer leaves the
  // method detached all the same; nothing charges a removed method, and it is retried by nobody,
  // so it is logged for the lab).
  for (const m of result.methods) {
    try {
      await gateway.remove(m.vaultId);
      await forgetMethodToken(db, m.id);
    } catch (e) {
      log.warn('a detached payment method could not be removed from the gateway', { method: m.id, error: (e as Error).message });
    }
  }
  const ended: AutopayEnded = { endedSchedule: result.wasActive, detached: result.methods.map((m) => methodLabel(m)) };
  if (ended.endedSchedule || ended.detached.length || opts.refusedRun) {
    log.info('autopay ended: the payer lost the billing right', { clientId: client.id, reason, schedule: ended.endedSchedule, methods: ended.detached.length });
    await mailAdministrators(deps, client, userId, { reason, payer, ...ended, refusedRun: opts.refusedRun });
  }
  return ended;
}

async function mailAdministrators(
  deps: PayerDeps,
  client: { id: number; code: string; name: string },
  exceptUserId: number | null,
  p: { reason: AutopayEndReason; payer: string; endedSchedule: boolean; detached: string[]; refusedRun?: { dueAt: string } },
) {
  const { db, mailer, log, publicUrl } = deps;
  for (const admin of await confirmedAdministrators(db, client.id, exceptUserId)) {
    try {
      await mailer.send({ to: admin.email, ...autopayEndedMail({ firstname: admin.firstname, client, publicUrl, ...p }) });
    } catch (e) {
      log.error('autopay notice e-mail failed', { clientId: client.id, error: (e as Error).message });
    }
  }
}

/**
 * The team's two events (routes/team.ts): a member removed (`role` null) or given a role without
 * billing rights ends their autopay and detaches their methods; any other change does nothing.
 */
export async function afterMembershipChange(deps: PayerDeps, client: { id: number; code: string; name: string }, userId: number | null, role: Role | null) {
  if (userId === null) return; // an invitation never accepted: nothing of theirs to end
  if (role === null) await endPayerAutopay(deps, client, userId, 'member-removed');
  else if (!AREA_ROLES.billing.includes(role)) await endPayerAutopay(deps, client, userId, 'role-changed');
}
