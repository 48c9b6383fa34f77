/**
 * The OpenAPI document of /api/v1/ (provider/api-v1/openapi.ts) and the routes (provider/api-v1/routes.ts)
 * agree: every route the provider registers under /v1/ is a path and method of the document and
 * the other way round; each call's example (query and answer) fits its schemas, and the document
 * carries it; every query parameter the document names is one the call's schema reads; and a real
 * answer of each call (the example's body for a POST), with a token of every scope, fits its
 * schema (a PDF: its media type).
 * Runs on SQLite and (TEST_DATABASE=postgres) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { v1Routes } from '../../provider/api-v1/routes.ts';
import { V1_CALLS } from '../../contract/api-v1.ts';

let p: TestProvider;
let doc: any;
beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  const r = await p.call('GET', '/v1/openapi.json');
  expect(r.status).toBe(200);
  doc = r.json;
});
afterAll(() => closeProvider(p));

/** A Hono route path as the document writes it: `/v1/batches/:batchId{[0-9]+}` → `/batches/{batchId}`. */
const documented = (path: string) => path.replace(/^\/v1/, '').replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

describe('the /api/v1/ document', () => {
  it('names exactly the routes the provider serves', () => {
    const served = new Set(
      v1Routes.routes.filter((r) => r.method !== 'ALL' && r.path !== '/v1/openapi.json').map((r) => `${r.method.toLowerCase()} ${documented(r.path)}`),
    );
    const inDocument = new Set(Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)));
    expect([...served].sort()).toEqual([...inDocument].sort());
    expect(doc.openapi).toBe('3.1.0');
  });

  it('gives each call an example its schemas accept, and documents the parameters the call reads', () => {
    for (const call of V1_CALLS) {
      const op = doc.paths[call.path][call.method];
      const params = (op.parameters as { name: string; in: string }[]).filter((q) => q.in === 'query').map((q) => q.name);
      expect(params, `${call.id}: the query parameters`).toEqual(Object.keys(call.query?.shape ?? {}));
      if (call.query) expect(call.query.safeParse(call.example.query ?? {}).success, `${call.id}: the example's query`).toBe(true);
      if (call.response === 'pdf') continue;
      expect(call.response.safeParse(call.example.response).success, `${call.id}: the example's answer`).toBe(true);
      const ok = op.responses[String(call.status ?? 200)].content['application/json'];
      expect(ok.example).toEqual(call.example.response);
      if (call.body) expect(call.body.safeParse(call.example.body).success, `${call.id}: the example's body`).toBe(true);
      expect(ok.schema.$ref).toMatch(/^#\/components\/schemas\//);
    }
  });

  it('describes what the calls really answer', async () => {
    const A = await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const owner = await p.tokenFor('owner@example.com');
    const made = await p.call('POST', `/clients/${A.id}/api_tokens.json`, { token: owner, body: { name: 'Doc check', scopes: ['results:read', 'reports:read', 'invoices:read', 'submissions:write'], expiry: 'none' } });
    const batch = await p.db.selectFrom('batches').select('id').where('clientId', '=', A.id).where('status', '=', 'Completed').executeTakeFirstOrThrow();
    const invoice = await p.db
      .selectFrom('invoices as i')
      .innerJoin('batches as b', 'b.id', 'i.batchId')
      .select('i.id')
      .where('i.clientId', '=', A.id)
      .where('i.docType', '=', 'Invoice')
      .where('i.isOfflineInvoice', '=', 0)
      .where('b.status', '=', 'Completed')
      .executeTakeFirstOrThrow();
    for (const call of V1_CALLS) {
      const path = call.path.replace('{batchId}', String(batch.id)).replace('{invoiceId}', String(invoice.id));
      const body = call.example.body === undefined ? undefined : JSON.stringify(call.example.body);
      const res = await p.app.request(`/v1${path}`, { method: call.method.toUpperCase(), body, headers: { authorization: `Bearer ${made.json.secret}`, ...(body ? { 'content-type': 'application/json' } : {}) } });
      expect(res.status, call.id).toBe(call.status ?? 200);
      const answer = doc.paths[call.path][call.method].responses[String(call.status ?? 200)].content;
      if (call.response === 'pdf') {
        expect(Object.keys(answer)).toEqual([res.headers.get('content-type')]);
        continue;
      }
      const json = await res.json();
      const parsed = call.response.safeParse(json);
      expect(parsed.success, `${call.id}: ${parsed.error?.message}`).toBe(true);
      // Nothing the schema leaves out (the document says additionalProperties: false).
      expect(parsed.data, call.id).toEqual(json);
    }
  });
});
