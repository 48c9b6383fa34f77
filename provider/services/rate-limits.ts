/**
 * Counted limits on the `attempts` ledger (kind + key + time), shared by every node through
 * the database: nothing is counted in process memory.
 *
 * - `limitWait` + `spend`: at most `limit` uses of a key per window (sign-ups, reset requests,
 *   mail sent per user, per address and per recipient).
 * - `slowdownSeconds`: OWASP's "slow down rather than lock": after `free` failures inside an
 *   hour, each further try must wait 1, 2, 4, 8, then at most 15 minutes after the latest
 *   failure; failures older than the hour are forgotten.
 */
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { lockedMinutes, recordAttempt } from './accounts.ts';
import { countAttemptsSince, deleteAttemptById, insertAttemptReturningId, recentAttemptTimes } from '../repositories/attempts.ts';

export interface Limit {
  kind: string;
  key: string;
  limit: number;
  windowMs: number;
}

export const HOUR = 3600_000;

/** Minutes until every limit has room again (0: all have room now). */
export async function limitWait(db: DB, clock: Clock, limits: Limit[]): Promise<number> {
  let wait = 0;
  for (const l of limits) wait = Math.max(wait, await lockedMinutes(db, clock, l.kind, l.key.toLowerCase(), l.limit, l.windowMs));
  return wait;
}

/** Counts one use against each limit. */
export async function spend(db: DB, clock: Clock, limits: Limit[]): Promise<void> {
  for (const l of limits) await recordAttempt(db, clock, l.kind, l.key.toLowerCase());
}

/**
 * Counts one use against each limit BEFORE the (slow) check it guards, so that many tries sent at
 * once cannot all pass `limitWait` before any of them is counted: answers null when this use is
 * beyond a limit (it stays counted), else a function that takes the use back (for a try that
 * turned out right and is not to count).
 */
export async function reserve(db: DB, clock: Clock, limits: Limit[]): Promise<(() => Promise<void>) | null> {
  const now = clock.now();
  const ids: number[] = [];
  let over = false;
  for (const l of limits) {
    const key = l.key.toLowerCase();
    ids.push(await insertAttemptReturningId(db, l.kind, key, now));
    if ((await countAttemptsSince(db, l.kind, key, new Date(now.getTime() - l.windowMs), l.limit + 1)) > l.limit) over = true;
  }
  if (over) return null;
  return async () => {
    for (const id of ids) await deleteAttemptById(db, id);
  };
}

export const SLOWDOWN_WINDOW_MS = HOUR;
export const SLOWDOWN_FIRST_MS = 60_000;
export const SLOWDOWN_CAP_MS = 15 * 60_000;

/** Seconds until `key` may try again after its failures of `kind` (0: now). */
export async function slowdownSeconds(db: DB, clock: Clock, kind: string, key: string, free: number): Promise<number> {
  const now = clock.now().getTime();
  const times = await recentAttemptTimes(db, kind, key, new Date(now - SLOWDOWN_WINDOW_MS), free + 5);
  if (times.length < free) return 0;
  const delay = Math.min(SLOWDOWN_FIRST_MS * 2 ** (times.length - free), SLOWDOWN_CAP_MS);
  const freeAt = new Date(times[0]).getTime() + delay;
  return Math.max(0, Math.ceil((freeAt - now) / 1000));
}


export const waitText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * Mail a caller makes the laboratory send, per hour: contact messages (both
 * contact forms together) and supply orders, counted per signed-in user and per caller
 * address; copies to people (order confirmations) also per recipient.
 */
export const MAIL_LIMITS = {
  contact: { user: 5, address: 5 },
  supply: { user: 10, address: 20 },
  /**
   * Team invitations and their resends (routes/team.ts): a team is built a few people at a
   * time; `to` is per invited address, on top of the shared per-recipient count.
   */
  invitation: { user: 10, address: 20, to: 3 },
  /** Invoice reports (routes/billing.ts); `to` counts only typed addresses that are not on file. */
  invoiceReport: { user: 10, address: 20, to: 3 },
  /** New clients (routes/clients.ts): each one is a name the lab's mail may carry. */
  client: { user: 3, address: 10 },
  recipient: 10,
  windowMs: HOUR,
};

export type SenderKind = 'contact' | 'supply' | 'invitation' | 'invoiceReport' | 'client';

/** The per-user and per-address limits of one kind of mail (`contact`, `supply`, …). */
export function senderLimits(kind: SenderKind, userId: number | null | undefined, address: string): Limit[] {
  const rule = MAIL_LIMITS[kind];
  return [
    { kind: `mail:${kind}:address`, key: address, limit: rule.address, windowMs: MAIL_LIMITS.windowMs },
    ...(userId ? [{ kind: `mail:${kind}:user`, key: String(userId), limit: rule.user, windowMs: MAIL_LIMITS.windowMs }] : []),
  ];
}

/**
 * The limits one more message of `kind` to `to` must pass: that kind's own count per recipient
 * and the count every mail to that recipient shares (`mail:to`, at most 10 an hour).
 */
export function recipientLimits(kind: 'invitation' | 'invoiceReport', to: string): Limit[] {
  return [
    { kind: `mail:${kind}:to`, key: to, limit: MAIL_LIMITS[kind].to, windowMs: MAIL_LIMITS.windowMs },
    { kind: 'mail:to', key: to, limit: MAIL_LIMITS.recipient, windowMs: MAIL_LIMITS.windowMs },
  ];
}

/** Of `recipients`, those who may get one more copy this hour (each counted as it is kept). */
export async function recipientsWithRoom(db: DB, clock: Clock, recipients: string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const to of recipients) {
    const limit: Limit = { kind: 'mail:to', key: to, limit: MAIL_LIMITS.recipient, windowMs: MAIL_LIMITS.windowMs };
    if ((await limitWait(db, clock, [limit])) > 0) continue;
    await spend(db, clock, [limit]);
    kept.push(to);
  }
  return kept;
}
