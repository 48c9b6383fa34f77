/**
 * Zero leaks: every portal page, as each demo role of Napa Ridge Cellars and as a user of
 * another client, against the role-to-path table (shared/spec/README.md). Allowed → 200;
 * not allowed → the launchpad (a Billing User opening results → billing); another client's data
 * → never shown (the provider's 403 ends the session and sends to login).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider } from '../helpers/provider.ts';

type Outcome = 200 | '/launchpad' | '/dashboard/billing';
const ROLES = ['owner@example.com', 'full@example.com', 'reporting@example.com', 'billing@example.com'] as const;

interface Ids { batchId: number; friendlyNumber: string; resultId: number }
let ids: Ids;
const apps = new Map<string, TestApp>();

async function signedIn(email: string): Promise<TestApp> {
  const app = await testApp({ seed: true });
  expect((await app.post('/login', { email, password: 'harvest-2026' })).res.status).toBe(303);
  const napa = await app.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
  const member = await app.provider.db
    .selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId')
    .select('memberships.id').where('users.email', '=', email).where('memberships.clientId', '=', napa.id).executeTakeFirst();
  if (member) await app.post('/active-client', { clientId: String(napa.id), redirectTo: '/launchpad/clients' });
  return app;
}

beforeAll(async () => {
  for (const email of ROLES) apps.set(email, await signedIn(email));
  const db = apps.get('owner@example.com')!.provider.db;
  const sample = await db
    .selectFrom('samples').innerJoin('batches', 'batches.id', 'samples.batchId').innerJoin('clients', 'clients.id', 'samples.clientId')
    .select(['samples.id', 'samples.friendlyNumber', 'samples.batchId'])
    .where('clients.code', '=', 'C10234').where('batches.status', '=', 'Completed').where('samples.reportedAt', 'is not', null)
    .orderBy('samples.id', 'desc').executeTakeFirstOrThrow();
  const result = await db.selectFrom('results').select('id').where('sampleId', '=', sample.id).executeTakeFirstOrThrow();
  ids = { batchId: sample.batchId, friendlyNumber: sample.friendlyNumber, resultId: result.id };
}, 120_000);

afterAll(async () => {
  for (const app of apps.values()) await closeProvider(app.provider);
});

const pages = (): [string, string, Record<(typeof ROLES)[number], Outcome>][] => {
  const sample = `/dashboard/results/group/${ids.batchId}/sample/${ids.friendlyNumber}`;
  const results = { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': 200, 'billing@example.com': '/dashboard/billing' } as const;
  return [
    ['results', '/dashboard/results', results],
    ['sample details', sample, results],
    ['analysis details', `${sample}/analysis/${ids.resultId}`, results],
    ['lab report PDF', `/dashboard/results/group/${ids.batchId}/report`, results],
    ['billing', '/dashboard/billing', { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': '/launchpad', 'billing@example.com': 200 }],
    ['request courier', '/dashboard/shop/request-courier', { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': '/launchpad', 'billing@example.com': '/launchpad' }],
    ['order supplies', '/dashboard/shop/order-supplies', { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': '/launchpad', 'billing@example.com': '/launchpad' }],
    ['order analyses', '/dashboard/shop/order-analyses', { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': '/launchpad', 'billing@example.com': '/launchpad' }],
    ['order analyses review', '/dashboard/shop/order-analyses?step=review', { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': '/launchpad', 'billing@example.com': '/launchpad' }],
    ['submissions', '/dashboard/shop/order-analyses/submissions', { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': '/launchpad', 'billing@example.com': '/launchpad' }],
    ['receiving desk', '/launchpad/receiving', { 'owner@example.com': '/launchpad', 'full@example.com': '/launchpad', 'reporting@example.com': '/launchpad', 'billing@example.com': '/launchpad' }],
    ['launchpad', '/launchpad/clients', { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': 200, 'billing@example.com': 200 }],
    ['user settings', '/launchpad/user-settings', { 'owner@example.com': 200, 'full@example.com': 200, 'reporting@example.com': 200, 'billing@example.com': 200 }],
  ];
};

/** The pages of the table, by name (one test each: never a walk of every page in one test). */
const PAGE_NAMES = [
  'results', 'sample details', 'analysis details', 'lab report PDF', 'billing', 'request courier', 'order supplies',
  'order analyses', 'order analyses review', 'submissions', 'receiving desk', 'launchpad', 'user settings',
];

describe('every portal page as every role', () => {
  it('has a test for every page of the role table', () => {
    expect(pages().map(([name]) => name)).toEqual(PAGE_NAMES);
  });

  for (const page of PAGE_NAMES) {
    it(`answers ${page} as the role table says`, async () => {
      const [name, path, expected] = pages().find(([n]) => n === page)!;
      const seen: string[] = [];
      for (const email of ROLES) {
        const { res } = await apps.get(email)!.get(path, false);
        const outcome = res.status === 200 ? 200 : (res.headers.get('location') ?? String(res.status));
        seen.push(`${name} as ${email}: ${outcome}`);
        expect(outcome, `${name} as ${email}`).toBe(expected[email]);
      }
      expect(seen.length).toBe(ROLES.length);
    });
  }

  it('never shows Napa Ridge Cellars data to a user of another client', async () => {
    const app = await testApp({ seed: true });
    // An Administrator of another client, and no member of Napa Ridge
    const outsider = await app.provider.db
      .selectFrom('users').innerJoin('memberships', 'memberships.userId', 'users.id').innerJoin('clients', 'clients.id', 'memberships.clientId')
      .select(['users.email']).where('clients.code', '!=', 'C10234').where('memberships.role', '=', 'Administrator')
      .where('users.id', 'not in', (qb) => qb.selectFrom('memberships').innerJoin('clients as c', 'c.id', 'memberships.clientId').select('memberships.userId').where('c.code', '=', 'C10234').where('memberships.userId', 'is not', null) as any)
      .where('users.administrator', '=', 0).where('users.godmode', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await app.post('/login', { email: outsider.email, password: 'harvest-2026' })).res.status).toBe(303);
    for (const [name, path] of pages().slice(0, 4)) {
      const { html } = await app.get(path, false);
      expect(html, `${name} as ${outsider.email}`).not.toContain(ids.friendlyNumber);
      expect(html).not.toContain('Napa Ridge Cellars');
      // sign in again: a refused provider call ends the session
      await app.post('/login', { email: outsider.email, password: 'harvest-2026' });
    }
    await closeProvider(app.provider);
  });
});
