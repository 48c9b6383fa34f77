/**
 * Mail a caller makes the laboratory send is limited per user, per address
 * and per recipient, in the shared `attempts` ledger; a supply order's confirmation goes only
 * to the signed-in user and to the client's own people, never to a typed address.
 * (Sign-up and reset mail: tests/integration/auth.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LIMITS } from '../../provider/services/rate-limits.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  for (const [k, email] of Object.entries({ full: 'full@example.com', owner: 'owner@example.com', admin: 'admin@example.com' })) tokens[k] = await p.tokenFor(email);
}, 120_000);
afterAll(() => closeProvider(p));

const SHIP = {
  firstname: 'Fran', lastname: 'Fuller', street_1: '7850 St. Helena Highway', street_2: '', city: 'Oakville', state: 'CA', country: 'United States',
  postalCode: '94562', phone: '707-555-0135',
};
const order = (token: string, ip: string, email: string) =>
  p.call('POST', '/supply_requests.json', {
    token, headers: { 'x-lab-client-ip': ip }, body: { clientCode: 'C10234', clientName: 'Napa Ridge Cellars', request: { ...SHIP, email, supplies: { sample_tubes: 1 } } },
  });
const confirmations = (since: number) => p.outbox().slice(since).filter((m) => m.subject.startsWith('Your supply order'));

describe('supply order confirmations', () => {
  it('go to the signed-in user, and to a typed address only when it is one of the client\'s people', async () => {
    const before = p.outbox().length;
    const stranger = await order(tokens.full, '10.5.0.1', 'victim@elsewhere.example');
    expect(stranger.status).toBe(200);
    const colleague = await order(tokens.full, '10.5.0.1', 'Owner@Example.com');
    expect(colleague.status).toBe(200);
    const [first, second] = confirmations(before);
    expect(first.to).toEqual(['full@example.com']);
    expect(second.to).toEqual(['full@example.com', 'owner@example.com']);
    // The lab still sees the address that was typed (it is the shipping contact).
    expect(p.outbox().slice(before).some((m) => m.to.includes('lab@lab.example') && m.text.includes('victim@elsewhere.example'))).toBe(true);
    expect(p.outbox().slice(before).flatMap((m) => m.to)).not.toContain('victim@elsewhere.example');
  });

  it('are limited per recipient: a colleague gets at most MAIL_LIMITS.recipient copies an hour', async () => {
    p.clock.advance(2 * 3600_000);
    const before = p.outbox().length;
    for (let i = 0; i < 6; i++) expect((await order(tokens.full, '10.5.1.1', 'owner@example.com')).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await order(tokens.admin, '10.5.1.2', 'owner@example.com')).status).toBe(200);
    const toOwner = confirmations(before).filter((m) => m.to.includes('owner@example.com'));
    expect(toOwner).toHaveLength(MAIL_LIMITS.recipient);
    // The orderers themselves still got theirs.
    expect(confirmations(before).filter((m) => m.to.includes('full@example.com'))).toHaveLength(6);
  });
});

describe('supply orders', () => {
  it('are limited per user (429; nothing stored or sent)', async () => {
    p.clock.advance(2 * 3600_000);
    for (let i = 0; i < MAIL_LIMITS.supply.user; i++) expect((await order(tokens.owner, `10.5.2.${i}`, 'owner@example.com')).status).toBe(200);
    const rows = (await p.db.selectFrom('supply_requests').select('id').execute()).length;
    const mails = p.outbox().length;
    const refused = await order(tokens.owner, '10.5.2.99', 'owner@example.com');
    expect(refused.status).toBe(429);
    expect(refused.json.retryAfterMinutes).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await p.db.selectFrom('supply_requests').select('id').execute()).length).toBe(rows);
    expect(p.outbox().length).toBe(mails);
  });

  it('are limited per caller address, whoever signs in', async () => {
    p.clock.advance(2 * 3600_000);
    for (let i = 0; i < MAIL_LIMITS.supply.address; i++) {
      expect((await order(i % 2 ? tokens.full : tokens.admin, '10.5.3.1', 'full@example.com')).status).toBe(200);
    }
    expect((await order(tokens.owner, '10.5.3.1', 'owner@example.com')).status).toBe(429);
    expect((await order(tokens.owner, '10.5.3.2', 'owner@example.com')).status).toBe(200);
  });
});

describe('contact messages', () => {
  const contact = (ip: string, token?: string) =>
    p.call('POST', '/contact/send_message', { token, headers: { 'x-lab-client-ip': ip }, body: { name: 'Ana Vintner', email: 'ana@winery.example', phone: '707 555 0100', message: 'About the juice panel' } });
  const soil = (ip: string, token?: string) =>
    p.call('POST', '/terramea/contact_ets', { token, headers: { 'x-lab-client-ip': ip }, body: { name: 'Ana Soil', email: 'ana@winery.example', phone: '707 555 0100', message: 'Soil test' } });

  it('are limited per caller address across both contact forms', async () => {
    const before = p.outbox().length;
    const answers = [];
    for (let i = 0; i < MAIL_LIMITS.contact.address; i++) answers.push((await (i % 2 ? soil : contact)('10.5.4.1')).status);
    expect(answers.every((s) => s === 200)).toBe(true);
    expect((await contact('10.5.4.1')).status).toBe(429);
    expect((await soil('10.5.4.1')).status).toBe(429);
    expect(p.outbox().length - before).toBe(MAIL_LIMITS.contact.address);
    expect((await contact('10.5.4.2')).status).toBe(200);
  });

  it('are limited per signed-in user, from any address', async () => {
    for (let i = 0; i < MAIL_LIMITS.contact.user; i++) expect((await contact(`10.5.5.${i}`, tokens.full)).status).toBe(200);
    const refused = await soil('10.5.5.99', tokens.full);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/wait \d+ minutes?/);
  });
});

describe('the contact page over the limit', () => {
  it('answers 429 and says to try later or call, keeping what was typed', async () => {
    const { testApp } = await import('../helpers/app.ts');
    const app = await testApp({ seed: true });
    const send = () => app.post('/contact-us', { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '707 555 0100', note: 'Please call me about Brix.' });
    for (let i = 0; i < MAIL_LIMITS.contact.address; i++) expect((await send()).res.status).toBe(303);
    const refused = await send();
    expect(refused.res.status).toBe(429);
    expect(refused.html.replace(/<[^>]+>/g, ' ')).toContain('You have sent several requests in a short time. Please try again later, or call us.');
    expect(refused.html).toContain('Please call me about Brix.');
  }, 60_000);
});
