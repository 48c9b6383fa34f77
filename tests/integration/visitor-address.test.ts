/**
 * A web node calling a separate provider (PROVIDER_URL) forwards its visitor's
 * address signed with PROVIDER_SECRET, so the provider's per-address limits count per visitor,
 * not per web node; anything unsigned, wrongly signed or stale is ignored (the socket counts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createProvider } from '../../provider/app.ts';
import { LOGIN_FREE_ADDRESS } from '../../provider/services/accounts.ts';
import { VALIDITY_SECONDS, signVisitor, verifiedVisitor } from '../../provider/services/visitor-address.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

const SECRET = 'provider-secret-provider-secret-0001';
const NODE = '10.0.0.7'; // the web node's address, as the provider's server sees its socket

let p: TestProvider | undefined;
afterEach(async () => {
  if (p) await closeProvider(p);
  p = undefined;
});

async function provider(secret: string | null = SECRET) {
  p = await testProvider({ seed: true });
  const app = createProvider({ ...p.deps, visitorSecret: secret ?? undefined });
  const now = () => p!.clock.now();
  async function login(email: string, password: string, headers: Record<string, string>) {
    const res = await app.request('/login.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lab-client-ip': NODE, ...headers },
      body: JSON.stringify({ user: { email, password } }),
    });
    return res.status;
  }
  /** Fails LOGIN_FREE_ADDRESS sign-ins (each for another account, so no account locks) with these headers. */
  async function exhaust(headers: () => Record<string, string>) {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FREE_ADDRESS; i++) statuses.push(await login(`nobody-${i}@example.com`, 'wrong-password', headers()));
    return statuses;
  }
  async function verify(report: string, headers: Record<string, string>) {
    const res = await app.request(`/report_verification/${report}.json?access_token=wrong`, { headers: { 'x-lab-client-ip': NODE, ...headers } });
    return res.status;
  }
  return { app, now, login, exhaust, verify };
}

describe('the signed visitor address', () => {
  it('signs and verifies within the validity window only', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const h = signVisitor('203.0.113.5', SECRET, now);
    expect(verifiedVisitor(h['x-lab-visitor'], h['x-lab-visitor-sig'], SECRET, now)).toBe('203.0.113.5');
    expect(verifiedVisitor(h['x-lab-visitor'], h['x-lab-visitor-sig'], SECRET, new Date(now.getTime() + VALIDITY_SECONDS * 1000))).toBe('203.0.113.5');
    expect(verifiedVisitor(h['x-lab-visitor'], h['x-lab-visitor-sig'], SECRET, new Date(now.getTime() + (VALIDITY_SECONDS + 1) * 1000))).toBeNull();
    expect(verifiedVisitor('203.0.113.6', h['x-lab-visitor-sig'], SECRET, now)).toBeNull(); // another address
    expect(verifiedVisitor(h['x-lab-visitor'], h['x-lab-visitor-sig'], `${SECRET}x`, now)).toBeNull(); // another secret
    expect(verifiedVisitor(h['x-lab-visitor'], h['x-lab-visitor-sig'], undefined, now)).toBeNull(); // no secret here
    expect(verifiedVisitor(h['x-lab-visitor'], undefined, SECRET, now)).toBeNull(); // unsigned
    expect(verifiedVisitor('a b', signVisitor('a b', SECRET, now)['x-lab-visitor-sig'], SECRET, now)).toBeNull(); // not an address
  });

  it('counts failed sign-ins per visitor, not per web node', async () => {
    const { now, login, exhaust } = await provider();
    const a = () => signVisitor('203.0.113.5', SECRET, now());
    const statuses = await exhaust(a);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429); // visitor A is locked…
    expect(await login('owner@example.com', 'harvest-2026', a())).toBe(429);
    // …but another visitor behind the same web node signs in
    expect(await login('owner@example.com', 'harvest-2026', signVisitor('198.51.100.9', SECRET, now()))).toBe(200);
    // and so does anyone the web node calls for without a forwarded address (the node's own)
    expect(await login('full@example.com', 'harvest-2026', {})).toBe(200);
  });

  it('ignores an unsigned, wrongly signed or stale address: the socket (the web node) counts', async () => {
    const { now, login, exhaust } = await provider();
    let i = 0;
    const forged = [
      () => ({ 'x-lab-visitor': `203.0.113.${i++ % 250}` }),
      () => signVisitor(`203.0.113.${i++ % 250}`, 'another-secret-another-secret-000000', now()),
      () => signVisitor(`203.0.113.${i++ % 250}`, SECRET, new Date(now().getTime() - (VALIDITY_SECONDS + 5) * 1000)),
    ];
    // each failure claims another address; all count on the node's, which locks after the limit
    const statuses = await exhaust(() => forged[i % 3]());
    expect(statuses.at(-1)).toBe(429);
    expect(await login('owner@example.com', 'harvest-2026', {})).toBe(429);
  });

  it('ignores even a well-signed address when this provider has no PROVIDER_SECRET', async () => {
    const { now, login, exhaust } = await provider(null);
    let i = 0;
    expect((await exhaust(() => signVisitor(`203.0.113.${i++}`, SECRET, now()))).at(-1)).toBe(429);
    expect(await login('owner@example.com', 'harvest-2026', signVisitor('198.51.100.9', SECRET, now()))).toBe(429);
    expect(p!.log.lines.some((l) => l.level === 'warn' && /PROVIDER_SECRET is not set/.test(l.msg))).toBe(true);
  });

  it('counts report-verification guesses per visitor too', async () => {
    const { now, verify } = await provider();
    const a = () => signVisitor('203.0.113.5', SECRET, now());
    let status = 0;
    // another report each time (each report has its own, smaller limit)
    let n = 0;
    for (; n < 100 && status !== 429; n++) status = await verify(`R-NOPE-${n}`, a());
    expect(status).toBe(429);
    expect(n).toBe(31); // 30 wrong guesses per address, then refused
    expect(await verify('R-NOPE-500', a())).toBe(429);
    expect(await verify('R-NOPE-501', signVisitor('198.51.100.9', SECRET, now()))).toBe(404);
  });
});
