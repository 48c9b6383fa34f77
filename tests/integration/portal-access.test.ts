/**
 * Zero leaks: every client-scoped call of the portal's core, as each demo role of client A,
 * as site administrators, as a member of another client and as a user with no client; plus
 * ids of another client's batch, sample and result used under client A's path.
 * The expected status of each (route, caller) pair is the table below (shared/spec/README.md
 * role-to-path table; document 2 §6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let A: { batch: number; sample: string; result: number; billedBatch: number };
let H: { batch: number; sample: string; result: number };

const CALLERS = ['owner', 'full', 'reporting', 'billing', 'admin', 'godmode', 'frank', 'newcomer'] as const;
type Caller = (typeof CALLERS)[number];
const EMAIL: Record<Caller, string> = {
  owner: 'owner@example.com', full: 'full@example.com', reporting: 'reporting@example.com', billing: 'billing@example.com',
  admin: 'admin@example.com', godmode: 'godmode@example.com', frank: 'frank.deluca@drycreekheritage.example', newcomer: 'newcomer@example.com',
};

// allowed → 200 (or the status given); everyone else 403.
const RESULTS_ROLES: Caller[] = ['owner', 'full', 'reporting', 'admin', 'godmode'];
const BILLING_ROLES: Caller[] = ['owner', 'full', 'billing', 'admin', 'godmode'];
const MEMBERS: Caller[] = ['owner', 'full', 'reporting', 'billing', 'admin', 'godmode'];
const CLIENT_ADMINS: Caller[] = ['owner', 'admin', 'godmode'];

interface Row {
  name: string;
  method?: string;
  path: () => string;
  body?: () => unknown;
  allowed: Caller[];
  ok?: number;
  /** answered as an unknown id (404): callers the gate lets through who may not open the record's client */
  notFound?: Caller[];
}

const c = () => ids.A;
const TABLE: Row[] = [
  { name: 'client', path: () => `/clients/${c()}`, allowed: MEMBERS },
  { name: 'go paperless', path: () => `/clients/${c()}/go_paperless.json`, allowed: MEMBERS },
  { name: 'overdue balance', path: () => `/clients/${c()}/invoices/overdue_balance_report.json`, allowed: MEMBERS },
  { name: 'dashboard shell', path: () => `/clients/${c()}/dashboard_shell.json`, allowed: MEMBERS },
  { name: 'page version', path: () => `/clients/${c()}/page_version.json`, allowed: MEMBERS },
  { name: 'batches', path: () => `/clients/${c()}/batches/dashboard_index?length=5`, allowed: RESULTS_ROLES },
  { name: 'batch', path: () => `/clients/${c()}/batches/${A.batch}.json`, allowed: RESULTS_ROLES },
  { name: 'samples of batch', path: () => `/clients/${c()}/batches/${A.batch}/samples.json`, allowed: RESULTS_ROLES },
  { name: 'sample details', path: () => `/clients/${c()}/batches/${A.batch}/samples/${A.sample}.json`, allowed: RESULTS_ROLES },
  { name: 'results', path: () => `/clients/${c()}/results.json?length=5`, allowed: RESULTS_ROLES },
  { name: 'analysis details', path: () => `/clients/${c()}/results/${A.result}.json`, allowed: RESULTS_ROLES },
  { name: 'results export', path: () => `/clients/${c()}/results/export.json?startDate=2026-11-01&endDate=2026-11-21`, allowed: RESULTS_ROLES },
  { name: 'batch export', path: () => `/clients/${c()}/batches/export.json?batch_id=${A.batch}`, allowed: RESULTS_ROLES },
  { name: 'sample export', path: () => `/clients/${c()}/batches/export.json?sample_number=${A.sample}`, allowed: RESULTS_ROLES },
  { name: 'lab report', path: () => `/clients/${c()}/batches/${A.batch}/report?report_type=ereport`, allowed: RESULTS_ROLES },
  { name: 'invoice pdf', path: () => `/clients/${c()}/batches/${A.billedBatch}/report?report_type=billing`, allowed: BILLING_ROLES },
  {
    name: 'resign', method: 'PUT', path: () => `/clients/${c()}/resign_client_agreement`,
    body: () => ({ jobTitle: 'Owner', firstname: 'E', lastname: 'M', acceptTerms: true }), allowed: CLIENT_ADMINS,
  },
  {
    name: 'add address', method: 'POST', path: () => '/addresses.json', ok: 201,
    body: () => ({ clientId: c(), street_1: '1 Main St', city: 'Napa', state: 'CA', country: 'United States', postalCode: '94559', phone: '707-555-0100' }),
    allowed: CLIENT_ADMINS,
  },
];

// Another client's ids under client A's path: a caller the gate lets through but who may not open
// that client gets the answer an unknown id gets (404), so another client's ids cannot be counted;
// site administrators, who may open it, get the 403 that names it; everyone else the gate's 403.
const SEE_RESULTS_NOT_H: Caller[] = ['owner', 'full', 'reporting'];
const SEE_BILLING_NOT_H: Caller[] = ['owner', 'full', 'billing'];
const FOREIGN: Row[] = [
  { name: 'foreign batch', path: () => `/clients/${c()}/batches/${H.batch}.json`, allowed: [], notFound: SEE_RESULTS_NOT_H },
  { name: 'foreign batch samples', path: () => `/clients/${c()}/batches/${H.batch}/samples.json`, allowed: [], notFound: SEE_RESULTS_NOT_H },
  { name: 'foreign sample under foreign batch', path: () => `/clients/${c()}/batches/${H.batch}/samples/${H.sample}.json`, allowed: [], notFound: SEE_RESULTS_NOT_H },
  { name: 'foreign sample under own batch', path: () => `/clients/${c()}/batches/${A.batch}/samples/${H.sample}.json`, allowed: [], notFound: SEE_RESULTS_NOT_H },
  { name: 'foreign result', path: () => `/clients/${c()}/results/${H.result}.json`, allowed: [], notFound: SEE_RESULTS_NOT_H },
  { name: 'foreign report', path: () => `/clients/${c()}/batches/${H.batch}/report?report_type=ereport`, allowed: [], notFound: SEE_RESULTS_NOT_H },
  { name: 'foreign invoice', path: () => `/clients/${c()}/batches/${H.batch}/report?report_type=billing`, allowed: [], notFound: SEE_BILLING_NOT_H },
  { name: 'foreign batch export', path: () => `/clients/${c()}/batches/export.json?batch_id=${H.batch}`, allowed: [], notFound: SEE_RESULTS_NOT_H },
  { name: 'foreign sample export', path: () => `/clients/${c()}/batches/export.json?sample_number=${H.sample}`, allowed: [], notFound: SEE_RESULTS_NOT_H },
];

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  for (const row of await p.db.selectFrom('clients').select(['id', 'code']).execute()) ids[row.code] = row.id;
  ids.A = ids.C10234;
  ids.H = ids.C10412;
  ids.C = ids.C11402;
  for (const k of CALLERS) tokens[k] = await p.tokenFor(EMAIL[k]);
  const pick = async (clientId: number) => {
    const sample = await p.db
      .selectFrom('samples')
      .innerJoin('batches', 'batches.id', 'samples.batchId')
      .select(['samples.id', 'samples.friendlyNumber', 'samples.batchId'])
      .where('samples.clientId', '=', clientId)
      .where('batches.status', '=', 'Completed')
      .where('samples.reportedAt', 'is not', null)
      .orderBy('samples.id')
      .executeTakeFirstOrThrow();
    const result = await p.db.selectFrom('results').select('id').where('sampleId', '=', sample.id).executeTakeFirstOrThrow();
    return { batch: sample.batchId, sample: sample.friendlyNumber, result: result.id };
  };
  const billed = await p.db
    .selectFrom('invoices')
    .innerJoin('batches', 'batches.id', 'invoices.batchId')
    .select('invoices.batchId')
    .where('invoices.clientId', '=', ids.A)
    .where('batches.status', '=', 'Completed')
    .where('invoices.isOfflineInvoice', '=', 0)
    .executeTakeFirstOrThrow();
  A = { ...(await pick(ids.A)), billedBatch: billed.batchId! };
  H = await pick(ids.H);
}, 120_000);
afterAll(() => closeProvider(p));

async function status(row: Row, who: Caller) {
  const r = await p.call(row.method ?? 'GET', row.path(), { token: tokens[who], body: row.body?.() });
  return r.status;
}

describe('who may call what (client A)', () => {
  for (const row of [...TABLE, ...FOREIGN]) {
    it(row.name, async () => {
      const seen: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const who of CALLERS) {
        seen[who] = await status(row, who);
        want[who] = row.allowed.includes(who) ? (row.ok ?? 200) : row.notFound?.includes(who) ? 404 : 403;
      }
      expect(seen).toEqual(want);
    });
  }

  it('answers 401 without a token and 404 for an id that does not exist', async () => {
    expect((await p.call('GET', `/clients/${ids.A}/results.json`)).status).toBe(401);
    expect((await p.call('GET', `/clients/${ids.A}/batches/999999999.json`, { token: tokens.owner })).status).toBe(404);
    expect((await p.call('GET', `/clients/${ids.A}/results/999999999.json`, { token: tokens.owner })).status).toBe(404);
    // a non-member probing a client id that does not exist learns nothing: 403 as for any other
    expect((await p.call('GET', `/clients/999999/results.json`, { token: tokens.frank })).status).toBe(403);
  });

  it('names the client a foreign record belongs to only to someone who may open that client; to anyone else it is unknown', async () => {
    // Full User of A only: the answer an unknown batch gets, nothing about the owner.
    const member = await p.call('GET', `/clients/${ids.A}/batches/${H.batch}.json`, { token: tokens.full });
    const unknown = await p.call('GET', `/clients/${ids.A}/batches/999999999.json`, { token: tokens.full });
    expect(member.status).toBe(404);
    expect(member.json).toEqual(unknown.json);
    // A site administrator may open any client: the answer names it.
    for (const path of [`/clients/${ids.A}/batches/${H.batch}.json`, `/clients/${ids.A}/batches/${H.batch}/samples/${H.sample}.json`, `/clients/${ids.A}/results/${H.result}.json`]) {
      const admin = await p.call('GET', path, { token: tokens.godmode });
      expect(admin.status, path).toBe(403);
      expect(admin.json.owner, path).toEqual({ id: ids.H, code: 'C10412', name: expect.any(String) });
    }
  });

  it('hides results of a client on credit hold from everyone but site administrators', async () => {
    expect((await p.call('GET', `/clients/${ids.C}/results.json`, { token: tokens.reporting })).status).toBe(403);
    expect((await p.call('GET', `/clients/${ids.C}/batches/dashboard_index`, { token: tokens.reporting })).status).toBe(403);
    expect((await p.call('GET', `/clients/${ids.C}`, { token: tokens.reporting })).status).toBe(200);
    expect((await p.call('GET', `/clients/${ids.C}/results.json`, { token: tokens.godmode })).status).toBe(200);
  });

  it('lists only the caller\'s own clients, and only for the caller', async () => {
    const me = async (who: Caller) => (await p.db.selectFrom('users').select('id').where('email', '=', EMAIL[who]).executeTakeFirstOrThrow()).id;
    const own = await p.call('GET', `/users/${await me('reporting')}/clients`, { token: tokens.reporting });
    expect(own.status).toBe(200);
    expect(own.json.data.map((x: any) => x.code).sort()).toEqual(['C10234', 'C11402']);
    expect((await p.call('GET', `/users/${await me('owner')}/clients`, { token: tokens.reporting })).status).toBe(403);
    const none = await p.call('GET', `/users/${await me('newcomer')}/clients`, { token: tokens.newcomer });
    expect(none.json).toEqual({ data: [], total: 0 });
    const all = await p.call('GET', `/users/${await me('godmode')}/clients?q=ridge`, { token: tokens.godmode });
    expect(all.json.data.map((x: any) => x.name)).toEqual(['Napa Ridge Cellars']);
  });
});
