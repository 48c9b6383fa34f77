/**
 * The visitor's address, forwarded by a web node to a provider it calls over HTTP
 * (PROVIDER_URL). The provider's own server only sees the web node's socket,
 * so without this every visitor of one web node would share one address, and the per-address
 * limits (20 failed sign-ins, 30 "does this user exist", report verification) would lock out
 * everyone behind that node at once.
 *
 * The web node sends two headers:
 *   x-lab-visitor:      the address (as its server determined it, TRUST_PROXY included)
 *   x-lab-visitor-sig:  t=<unix seconds>; s=<base64url HMAC-SHA256(PROVIDER_SECRET, "v1\n" + address + "\n" + t)>
 * The provider believes the address only when the signature is right and `t` lies within
 * VALIDITY_SECONDS of its own clock (either way, for clocks a little apart): a header a
 * visitor sent, a wrong secret or an old replay is ignored and the socket's address counts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const VISITOR_HEADER = 'x-lab-visitor';
export const VISITOR_SIGNATURE_HEADER = 'x-lab-visitor-sig';
/** How old (or how far ahead) a signature may be. */
export const VALIDITY_SECONDS = 60;
/** IPv4, IPv6 (with a zone), or the server's `unknown`: nothing else is an address. */
const ADDRESS = /^[A-Za-z0-9.:%_-]{1,100}$/;

function mac(secret: string, address: string, t: number): Buffer {
  return createHmac('sha256', secret).update(`v1\n${address}\n${t}`).digest();
}

/** The two headers a web node adds to each provider call. */
export function signVisitor(address: string, secret: string, now: Date = new Date()): Record<string, string> {
  const t = Math.floor(now.getTime() / 1000);
  return { [VISITOR_HEADER]: address, [VISITOR_SIGNATURE_HEADER]: `t=${t}; s=${mac(secret, address, t).toString('base64url')}` };
}

/** The signed address, or null when absent, unsigned, wrongly signed, too old or without a secret. */
export function verifiedVisitor(address: string | undefined, signature: string | undefined, secret: string | undefined, now: Date): string | null {
  if (!secret || !address || !signature || !ADDRESS.test(address)) return null;
  const m = /^t=(\d{1,12}); s=([A-Za-z0-9_-]{43})$/.exec(signature.trim());
  if (!m) return null;
  const t = Number(m[1]);
  if (Math.abs(now.getTime() / 1000 - t) > VALIDITY_SECONDS) return null;
  const given = Buffer.from(m[2], 'base64url');
  const expected = mac(secret, address, t);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
