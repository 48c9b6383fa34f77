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
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import type { ProviderDeps } from '../deps.ts';
import { AREA_ROLES, type Role } from '../../contract/roles.ts';
import { autopayEndedMail } from './mail-templates.ts';
import { methodLabel } from './receipt-pdf.ts';

type Deps = Pick<ProviderDeps, 'db' | 'gateway' | 'mailer' | 'clock' | 'log' | 'publicUrl'>;
type Q = Kysely<Database> | Transaction<Database>;

/** Why autopay was ended (stored on the schedule; the page and the e-mail say it in words). */
export const AUTOPAY_END_REASONS = ['member-removed', 'role-changed', 'payer-lost-right', 'method-owner-lost-right', 'method-gone'] as const;
export type AutopayEndReason = (typeof AUTOPAY_END_REASONS)[number];

/** Whether the user may pay for the client now (read afresh: nothing cached). */
export async function holdsBillingRight(db: Q, clientId: number, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select(['administrator', 'godmode', 'confirmedAt']).where('id', '=', userId).executeTakeFirst();
  if (!user || !user.confirmedAt) return false;
  if (user.administrator || user.godmode) return true;
  const m = await db.selectFrom('memberships').select('role').where('clientId', '=', clientId).where('userId', '=', userId).where('acceptedAt', 'is not', null).executeTakeFirst();
  return !!m && AREA_ROLES.billing.includes(m.role as Role);
}

/**
 * Why a charge of `methodId` for `payerId` must not happen now (null: it may): the payer lost the
 * billing right, the method is no longer the client's, or its owner lost the right.
 */
export async function payerRefusal(db: Q, clientId: number, payerId: number, methodId: number | null): Promise<{ reason: AutopayEndReason; userId: number | null } | null> {
  if (!(await holdsBillingRight(db, clientId, payerId))) return { reason: 'payer-lost-right', userId: payerId };
  if (methodId === null) return { reason: 'method-gone', userId: null };
  const method = await db.selectFrom('payment_methods').select(['userId', 'removedAt']).where('id', '=', methodId).where('clientId', '=', clientId).executeTakeFirst();
  if (!method || method.removedAt) return { reason: 'method-gone', userId: null };
  if (method.userId !== payerId && !(await holdsBillingRight(db, clientId, method.userId))) return { reason: 'method-owner-lost-right', userId: method.userId };
  return null;
}

const displayName = (u: { firstname: string | null; lastname: string | null; email: string } | undefined) =>
  u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email : 'a former member';

/** The client's administrators who get the notice: accepted Administrators with a confirmed account, not `except`. */
export async function administratorsToTell(db: Q, clientId: number, except: number | null) {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.email', 'u.firstname'])
    .where('m.clientId', '=', clientId)
    .where('m.role', '=', 'Administrator')
    .where('m.acceptedAt', 'is not', null)
    .where('u.confirmedAt', 'is not', null);
  if (except !== null) q = q.where('u.id', '!=', except);
  return q.orderBy('u.id').execute();
}

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
  deps: Deps,
  client: { id: number; code: string; name: string },
  userId: number | null,
  reason: AutopayEndReason,
  opts: { refusedRun?: { dueAt: string } } = {},
): Promise<AutopayEnded> {
  const { db, clock, gateway, log } = deps;
  const now = clock.now().toISOString();
  const schedule = await db.selectFrom('scheduled_payments').select('userId').where('clientId', '=', client.id).executeTakeFirst();
  // userId null: the schedule's method is gone (nobody lost a right): the schedule ends, nothing is detached
  const whoId = userId ?? schedule?.userId ?? null;
  const person = whoId === null ? undefined : await db.selectFrom('users').select(['firstname', 'lastname', 'email']).where('id', '=', whoId).executeTakeFirst();
  const payer = displayName(person);
  const result = await db.transaction().execute(async (trx) => {
    const methods =
      userId === null
        ? []
        : await trx
            .selectFrom('payment_methods')
            .select(['id', 'type', 'accountType', 'lastFour', 'vaultId'])
            .where('clientId', '=', client.id)
            .where('userId', '=', userId)
            .where('removedAt', 'is', null)
            .execute();
    const ids = methods.map((m) => m.id);
    if (ids.length) await trx.updateTable('payment_methods').set({ removedAt: now, removedReason: reason }).where('id', 'in', ids).execute();
    // The client's one schedule, when this user set it up or it pays with one of their methods.
    const s = await trx.selectFrom('scheduled_payments').selectAll().where('clientId', '=', client.id).executeTakeFirst();
    const theirs = !!s && (userId === null || s.userId === userId || (s.paymentMethodId !== null && ids.includes(s.paymentMethodId)));
    const wasActive = theirs && s!.state === 'ACTIVE';
    if (theirs) {
      await trx
        .updateTable('scheduled_payments')
        .set({
          state: 'INACTIVE',
          paymentMethodId: null,
          nextRunAt: null,
          updatedAt: now,
          // only an active schedule's end is news for the administrators; an inactive one just lets go of the method
          ...(wasActive ? { endedAt: now, endedReason: reason, endedPayer: payer } : {}),
        })
        .where('id', '=', s!.id)
        .execute();
    }
    return { methods, wasActive };
  });
  // The gateway forgets the tokens (after the commit: a gateway that cannot answer leaves the
  // method detached all the same; nothing charges a removed method, and it is retried by nobody,
  // so it is logged for the lab).
  for (const m of result.methods) {
    try {
      await gateway.remove(m.vaultId);
      await db.updateTable('payment_methods').set({ vaultId: 'removed' }).where('id', '=', m.id).execute();
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
  deps: Deps,
  client: { id: number; code: string; name: string },
  exceptUserId: number | null,
  p: { reason: AutopayEndReason; payer: string; endedSchedule: boolean; detached: string[]; refusedRun?: { dueAt: string } },
) {
  const { db, mailer, log, publicUrl } = deps;
  for (const admin of await administratorsToTell(db, client.id, exceptUserId)) {
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
export async function afterMembershipChange(deps: Deps, client: { id: number; code: string; name: string }, userId: number | null, role: Role | null) {
  if (userId === null) return; // an invitation never accepted: nothing of theirs to end
  if (role === null) await endPayerAutopay(deps, client, userId, 'member-removed');
  else if (!AREA_ROLES.billing.includes(role)) await endPayerAutopay(deps, client, userId, 'role-changed');
}
