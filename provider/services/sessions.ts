import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from './tokens.ts';
import { deleteSessionByHash, insertSession } from '../repositories/sessions.ts';

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
 * An address as the list of sign-ins answers it: its network only (IPv4 /24 as `a.b.c.0`, IPv6
 * /48 as `a:b:c::`), enough for the app to name the country and show `a.b.c.x`, never the full
 * address of the user's other devices to whoever holds one of their tokens. Anything else → null.
 */
export function addressNetwork(value: string | null): string | null {
  if (!value) return null;
  const v4 = /^(::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(value);
  if (v4) return `${v4[1] ?? ''}${v4[2]}.0`;
  const bare = value.replace(/%.*$/, '');
  if (!/^[0-9a-f:]+$/i.test(bare) || !bare.includes(':')) return null;
  const halves = bare.split('::');
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  if (halves.length > 2 || head.length + tail.length > 8) return null;
  const groups = [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail];
  return `${groups.slice(0, 3).map((g) => (parseInt(g, 16) || 0).toString(16)).join(':')}::`;
}

/**
 * Issues an opaque bearer token for a user; only its hash is stored, with the sign-in's origin
 * (browser and address, for the user's list of devices) and its first use.
 */
export async function issueSessionToken(db: DB, clock: Clock, userId: number, ttlMs: number, origin: SessionOrigin = {}): Promise<string> {
  const { token, hash } = newToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  await insertSession(db, { userId, tokenHash: hash, expiresAt, createdAt: now.toISOString(), userAgent: keptUserAgent(origin.userAgent), address: keptAddress(origin.address) });
  return token;
}

export async function revokeSessionToken(db: DB, token: string): Promise<void> {
  await deleteSessionByHash(db, hashToken(token));
}
