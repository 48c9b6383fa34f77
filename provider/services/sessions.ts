import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from './tokens.ts';

/** Issues an opaque bearer token for a user; only its hash is stored. */
export async function issueSessionToken(db: DB, clock: Clock, userId: number, ttlMs: number): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = new Date(clock.now().getTime() + ttlMs).toISOString();
  await db.insertInto('tokens').values({ userId, kind: 'session', tokenHash: hash, expiresAt }).execute();
  return token;
}

export async function revokeSessionToken(db: DB, token: string): Promise<void> {
  await db.deleteFrom('tokens').where('tokenHash', '=', hashToken(token)).where('kind', '=', 'session').execute();
}
