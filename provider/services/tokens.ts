import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token (sent once to its owner) and the hash we store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
