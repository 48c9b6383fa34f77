import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from './tokens.ts';

/** The longest User-Agent kept with a session: enough for any real browser's, not a place to store a novel. */
export const USER_AGENT_MAX = 400;
/** The longest client address kept (an IPv6 address with a zone fits). */
const ADDRESS_MAX = 100;

/** Where a sign-in comes from, as the server saw it: shown in the user's list of devices. */
export interface SessionOrigin {
  userAgent?: string | null;
  address?: string | null;
}

/** A User-Agent fit to keep: control characters out, trimmed, at most USER_AGENT_MAX characters; none → null. */
export function keptUserAgent(value: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const clean = (value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, USER_AGENT_MAX);
  return clean || null;
}

/** An address fit to keep; the server's placeholders (`local`, `unknown`) and anything else that is no address → null. */
export function keptAddress(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return v.length <= ADDRESS_MAX && /^[0-9A-Fa-f.:%]+$/.test(v) && /[.:]/.test(v) ? v : null;
}

/**
 * Issues an opaque bearer token for a user; only its hash is stored, with the sign-in's origin
 * (browser and address, for the user's list of devices) and its first use.
 */
export async function issueSessionToken(db: DB, clock: Clock, userId: number, ttlMs: number, origin: SessionOrigin = {}): Promise<string> {
  const { token, hash } = newToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  await db
    .insertInto('tokens')
    .values({
      userId, kind: 'session', tokenHash: hash, expiresAt, createdAt: now.toISOString(), lastUsedAt: now.toISOString(),
      userAgent: keptUserAgent(origin.userAgent), address: keptAddress(origin.address),
    })
    .execute();
  return token;
}

export async function revokeSessionToken(db: DB, token: string): Promise<void> {
  await db.deleteFrom('tokens').where('tokenHash', '=', hashToken(token)).where('kind', '=', 'session').execute();
}
