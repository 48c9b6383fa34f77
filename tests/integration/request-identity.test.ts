/**
 * One look-up of the caller per page request (provider/http.ts RequestIdentity): the calls a
 * portal page makes to the embedded provider share the token's user, the client and the
 * membership, with the same answers as calls that look them up each; a call that changes
 * something makes the next read look again; a call without one (over HTTP) looks up as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AliasNode, SelectQueryNode, TableNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { createProvider } from '../../provider/app.ts';
import { RequestIdentity } from '../../provider/http.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
let A: number;
let full: string;
/** The tables each statement read first (from), counted since the last reset. */
const reads = new Map<string, number>();
let counted: ReturnType<typeof createProvider>;

const counter: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (SelectQueryNode.is(node)) {
      const from = node.from?.froms[0];
      const named = from && AliasNode.is(from) ? from.node : from;
      const table = named && TableNode.is(named) ? named.table.identifier.name : '?';
      reads.set(table, (reads.get(table) ?? 0) + 1);
    }
    return node;
  },
  transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
};

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  A = (await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
  full = await p.tokenFor('full@example.com');
  counted = createProvider({ ...p.deps, db: p.db.withPlugin(counter) });
}, 120_000);
afterAll(() => closeProvider(p));

/** A page's calls: the version, the dashboard's shell and the results, at once as a page makes them. */
const pageCalls = () => [`/clients/${A}/page_version.json`, `/clients/${A}/dashboard_shell.json`, `/clients/${A}/batches/dashboard_index?start=0&length=50&direction=desc`];

async function read(path: string, identity?: RequestIdentity, token = full) {
  const res = await counted.request(path, { headers: { authorization: `Bearer ${token}` } }, identity ? { identity } : undefined);
  return { status: res.status, json: await res.json() };
}

describe('one look-up of the caller per page request', () => {
  it('looks the token, the client and the membership up once for the page, with the same answers', async () => {
    reads.clear();
    const each = await Promise.all(pageCalls().map((path) => read(path)));
    expect(reads.get('tokens'), 'each call without a shared identity looks the token up').toBe(3);
    expect(reads.get('clients')).toBe(3);
    expect(reads.get('memberships')).toBeGreaterThanOrEqual(3);
    const membershipsEach = reads.get('memberships')!;

    reads.clear();
    const identity = new RequestIdentity();
    const shared = await Promise.all(pageCalls().map((path) => read(path, identity)));
    expect(reads.get('tokens')).toBe(1);
    expect(reads.get('clients')).toBe(1);
    expect(reads.get('memberships')).toBe(membershipsEach - 2);
    expect(shared.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(shared).toEqual(each);
  });

  it('a call that changes something makes the next read look again', async () => {
    const token = await p.tokenFor('full@example.com');
    const identity = new RequestIdentity();
    expect((await read(`/clients/${A}/dashboard_shell.json`, identity, token)).status).toBe(200);
    const out = await counted.request('/logout.json', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }, { identity });
    expect(out.status).toBeLessThan(300);
    reads.clear();
    expect((await read(`/clients/${A}/dashboard_shell.json`, identity, token)).status, 'the ended session is not remembered').toBe(401);
    expect(reads.get('tokens')).toBe(1);
  });

  it('refuses a non-member the same with or without a shared identity', async () => {
    const other = await p.tokenFor('mike.oconnell@redwoodcoastbrewing.example');
    const identity = new RequestIdentity();
    const alone = await read(`/clients/${A}/dashboard_shell.json`, undefined, other);
    const shared = await read(`/clients/${A}/dashboard_shell.json`, identity, other);
    expect(alone.status).toBe(403);
    expect(shared).toEqual(alone);
    // and a member's token in the same request is looked up for itself, not answered from the other's
    expect((await read(`/clients/${A}/dashboard_shell.json`, identity, full)).status).toBe(200);
  });

  it('ignores an identity that is not the provider\'s own (an outside caller cannot hand one in)', async () => {
    reads.clear();
    const fake = { user: () => Promise.resolve({ id: 1 }), client: () => Promise.resolve({}), twoFactorEnabled: () => Promise.resolve(true), forget() {} };
    const res = await counted.request(`/clients/${A}/page_version.json`, { headers: { authorization: `Bearer ${'x'.repeat(40)}` } }, { identity: fake as unknown as RequestIdentity });
    expect(res.status).toBe(401);
  });
});
