/**
 * Webhooks (services/webhooks.ts, services/ssrf-guard.ts): endpoints registered by a client's
 * administrators; Standard Webhooks signatures checked here by a verifier of the test's own (and
 * by the README's Python snippet when python3 is present); rotation signing with both secrets for
 * 48 hours; a receiver that fails twice and then answers, retried on the test's clock; an
 * endpoint failing for 3 days disabled and its administrators told; SSRF attempts refused at
 * registration and at delivery (after DNS, with an injected resolver), a redirect not followed;
 * the release, amendment and receiving record their events in their own transaction; the secret
 * is not stored readable. Runs on SQLite and (TEST_DATABASE=postgres) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import type { ResolvedAddress } from '../../provider/services/ssrf-guard.ts';
import { forbiddenAddress } from '../../provider/services/ssrf-guard.ts';
import { webhookTick } from '../../provider/services/webhooks.ts';
import type { ProviderDeps } from '../../provider/deps.ts';
import { WEBHOOK_LIMITS } from '../../contract/webhooks.ts';

/** the provider's dependencies, as the webhook service reads them (the test sets `webhooks`) */
const deps = () => p.deps as ProviderDeps;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine: records each request; `answer` decides the status. */
async function receiver(answer: (n: number) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 })) {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      const a = answer(got.length);
      res.writeHead(a.status, a.headers);
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { got, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The test's own Standard Webhooks verifier: true when one of the signatures matches. */
function verify(secret: string, h: http.IncomingHttpHeaders, body: string): boolean {
  const id = String(h['webhook-id']);
  const ts = String(h['webhook-timestamp']);
  const key = Buffer.from(secret.split('_')[1]!, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest();
  return String(h['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, sig] = part.split(',');
      const given = Buffer.from(sig ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

let p: TestProvider;
let A: { id: number };
/** a fresh token of the client's administrator (the tests move the clock past a session's life) */
const tok = () => p.tokenFor('owner@example.com');
/** the names the injected resolver knows */
const names = new Map<string, ResolvedAddress[]>();

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  A = await p.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
  deps().webhooks = {
    timeoutMs: 2000,
    resolve: async (host: string) => {
      const a = names.get(host);
      if (!a) throw new Error('ENOTFOUND');
      return a;
    },
  };
}, 120_000);
afterAll(() => closeProvider(p));

const loopback = (on: boolean) => (deps().webhooks = { ...deps().webhooks, allowLoopback: on });
const register = async (url: string, events: string[] = ['batch.released', 'invoice.issued', 'result.amended', 'payment.settled', 'submission.received'], token?: string, clientId = A.id) =>
  p.call('POST', `/clients/${clientId}/webhooks.json`, { token: token ?? (await tok()), body: { url, events } });
const detail = async (id: number, clientId = A.id, token?: string) => (await p.call('GET', `/clients/${clientId}/webhooks/${id}.json`, { token: token ?? (await tok()) })).json;
const remove = async (id: number, clientId = A.id, token?: string) => p.call('DELETE', `/clients/${clientId}/webhooks/${id}.json`, { token: token ?? (await tok()) });

describe('webhook endpoints', () => {
  it('registers for administrators only, shows the secret once and keeps it sealed, lists and deletes', async () => {
    names.set('hooks.winery.example', [{ address: '93.184.216.34', family: 4 }]);
    expect((await register('https://hooks.winery.example/lab', ['batch.released'], await p.tokenFor('full@example.com'))).status).toBe(403);
    const r = await register('https://hooks.winery.example/lab', ['batch.released']);
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(r.json.endpoint).toMatchObject({ url: 'https://hooks.winery.example/lab', events: ['batch.released'], disabledAt: null });
    const row = await p.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', r.json.endpoint.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(r.json.secret.slice(6));
    const list = await p.call('GET', `/clients/${A.id}/webhooks.json`, { token: await tok() });
    expect(list.json.endpoints.map((e: { id: number }) => e.id)).toContain(r.json.endpoint.id);
    expect(JSON.stringify(list.json)).not.toContain(r.json.secret);
    expect((await p.call('GET', `/clients/${A.id}/webhooks.json`, { token: await p.tokenFor('full@example.com') })).status).toBe(403);
    expect((await remove(r.json.endpoint.id, A.id, await p.tokenFor('full@example.com'))).status).toBe(403);
    expect((await remove(r.json.endpoint.id)).status).toBe(200);
    expect((await p.call('GET', `/clients/${A.id}/webhooks/${r.json.endpoint.id}.json`, { token: await tok() })).status).toBe(404);
  });

  it('refuses loopback, private, link-local, metadata and unique-local addresses, a name resolving to one, and plain http', async () => {
    loopback(false);
    names.set('intranet.winery.example', [{ address: '10.20.30.40', family: 4 }]);
    names.set('mixed.winery.example', [{ address: '93.184.216.34', family: 4 }, { address: '192.168.1.10', family: 4 }]);
    for (const url of [
      'https://127.0.0.1/hook', 'https://[::1]/hook', 'https://10.1.2.3/hook', 'https://169.254.169.254/latest/meta-data', 'https://100.100.100.200/',
      'https://[fd00:ec2::254]/', 'https://[::ffff:127.0.0.1]/', 'https://172.16.5.4/', 'https://0.0.0.0/', 'https://localhost/hook',
      'https://intranet.winery.example/hook', 'https://mixed.winery.example/hook', 'http://hooks.winery.example/hook', 'https://user:pw@hooks.winery.example/',
    ]) {
      const r = await register(url);
      expect(r.status, url).toBe(422);
      expect(r.json.code, url).toBe('webhook-url-refused');
      expect(r.json.field).toBe('url');
    }
    expect(forbiddenAddress('64:ff9b::a9fe:a9fe')).not.toBeNull();
    expect(forbiddenAddress('2002:0a00:0001::1')).not.toBeNull();
    expect(forbiddenAddress('100.64.0.1')).not.toBeNull();
    // IPv4 spelt as IPv6 in the less common ways, and ranges some networks still route inward
    for (const a of ['::7f00:1', '::a9fe:a9fe', '::ffff:0:7f00:1', '64:ff9b:1::a00:1', 'fec0::1', '2001:0:4136:e378:8000:63bf:80ff:fffe', '100::1']) expect(forbiddenAddress(a), a).not.toBeNull();
    // the URL parser's spellings of 127.0.0.1 (decimal, octal, hex, short) reach the guard as 127.0.0.1
    for (const url of ['https://2130706433/', 'https://0177.0.0.1/', 'https://0x7f.1/', 'https://127.1/', 'https://[::127.0.0.1]/', 'https://localhost./', 'https://metadata.google.internal./']) expect((await register(url)).json.code, url).toBe('webhook-url-refused');
    expect(forbiddenAddress('93.184.216.34')).toBeNull();
    expect(forbiddenAddress('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
    // the tests' allowance lets loopback through, and nothing else
    expect(forbiddenAddress('127.0.0.1', { allowLoopback: true })).toBeNull();
    expect(forbiddenAddress('10.0.0.1', { allowLoopback: true })).not.toBeNull();
    expect(forbiddenAddress('169.254.169.254', { allowLoopback: true })).not.toBeNull();
  });

  it("keeps another client's endpoints and deliveries out of reach, and its own to 10 even when registered all at once", async () => {
    loopback(false);
    const mike = await p.tokenFor('mike.oconnell@redwoodcoastbrewing.example');
    const theirs = await p.db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId').select('memberships.clientId').where('users.email', '=', 'mike.oconnell@redwoodcoastbrewing.example').where('memberships.role', '=', 'Administrator').executeTakeFirstOrThrow();
    const t = await register('https://93.184.216.34/theirs', ['batch.released'], mike, theirs.clientId);
    expect(t.status).toBe(201);
    const sent = await p.call('POST', `/clients/${theirs.clientId}/webhooks/${t.json.endpoint.id}/test.json`, { token: mike });
    expect(sent.status).toBe(202);
    const id = t.json.endpoint.id;
    const own = await tok();
    // Their endpoint's id under our client, and their client in the path: unknown, or not ours.
    for (const [method, suffix] of [['GET', '.json'], ['DELETE', '.json'], ['POST', '/rotate.json'], ['POST', '/enable.json'], ['POST', '/test.json'], ['POST', `/deliveries/${sent.json.deliveryId}/redeliver.json`]] as const) {
      expect((await p.call(method, `/clients/${A.id}/webhooks/${id}${suffix}`, { token: own })).status, `${method} ${suffix}`).toBe(404);
      expect((await p.call(method, `/clients/${theirs.clientId}/webhooks/${id}${suffix}`, { token: own })).status, `${method} ${suffix}`).toBe(403);
    }
    // Their delivery id under our own endpoint.
    const ours = await register('https://93.184.216.34/ours', ['batch.released']);
    expect((await p.call('POST', `/clients/${A.id}/webhooks/${ours.json.endpoint.id}/deliveries/${sent.json.deliveryId}/redeliver.json`, { token: own })).status).toBe(404);
    await remove(ours.json.endpoint.id);
    await remove(id, theirs.clientId, mike);
    // Twelve registrations at once: the limit holds.
    const before = (await p.call('GET', `/clients/${A.id}/webhooks.json`, { token: own })).json.endpoints.length;
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => register(`https://93.184.216.34/burst-${i}`, ['batch.released'], own)));
    const count = (await p.call('GET', `/clients/${A.id}/webhooks.json`, { token: own })).json.endpoints.length;
    expect(count).toBeLessThanOrEqual(10);
    expect(made.filter((m) => m.status === 201).length).toBe(10 - before);
    for (const m of made) if (m.status === 201) await remove(m.json.endpoint.id);
  });

  it('checks the address again at delivery, after DNS (a name that now resolves privately is not sent to)', async () => {
    loopback(false);
    names.set('rebind.winery.example', [{ address: '93.184.216.34', family: 4 }]);
    const r = await register('https://rebind.winery.example/hook');
    expect(r.status).toBe(201);
    names.set('rebind.winery.example', [{ address: '169.254.169.254', family: 4 }]);
    expect((await p.call('POST', `/clients/${A.id}/webhooks/${r.json.endpoint.id}/test.json`, { token: await tok() })).status).toBe(202);
    const d = await detail(r.json.endpoint.id);
    expect(d.deliveries[0].attempts[0]).toMatchObject({ attempt: 1, status: null });
    expect(d.deliveries[0].attempts[0].detail).toMatch(/^refused: rebind\.winery\.example resolves to 169\.254\.169\.254/);
    expect(d.deliveries[0].state).toBe('pending');
    await remove(r.json.endpoint.id);
  });

  it('connects to the address it checked, not to a second look-up of the name (DNS rebinding)', async () => {
    loopback(true);
    const rx = await receiver();
    try {
      // Only the guard's resolver knows this name: a second, system look-up at connect time would fail.
      names.set('pinned.winery.example', [{ address: '127.0.0.1', family: 4 }]);
      const r = await register(rx.url.replace('127.0.0.1', 'pinned.winery.example'));
      expect(r.status).toBe(201);
      await p.call('POST', `/clients/${A.id}/webhooks/${r.json.endpoint.id}/test.json`, { token: await tok() });
      expect(rx.got).toHaveLength(1);
      expect(rx.got[0]!.headers.host).toMatch(/^pinned\.winery\.example:/);
      await remove(r.json.endpoint.id);
    } finally {
      await rx.close();
    }
  });

  it('limits the test events and redeliveries a client asks for, so the buttons flood no address', async () => {
    loopback(true);
    const rx = await receiver();
    const kind = 'webhook:manual-send';
    try {
      const r = await register(rx.url);
      const at = p.clock.now().toISOString();
      // The hour's sends but one already asked for (and none of the other tests').
      await p.db.deleteFrom('attempts').where('kind', '=', kind).execute();
      await p.db.insertInto('attempts').values(Array.from({ length: WEBHOOK_LIMITS.manualSendsPerHour - 1 }, () => ({ kind, key: `client:${A.id}`, createdAt: at }))).execute();
      const sent = await p.call('POST', `/clients/${A.id}/webhooks/${r.json.endpoint.id}/test.json`, { token: await tok() });
      expect(sent.status).toBe(202);
      const more = await p.call('POST', `/clients/${A.id}/webhooks/${r.json.endpoint.id}/test.json`, { token: await tok() });
      expect(more.status).toBe(429);
      expect(more.json).toMatchObject({ code: 'rate-limited', retryAfterMinutes: expect.any(Number) });
      expect((await p.call('POST', `/clients/${A.id}/webhooks/${r.json.endpoint.id}/deliveries/${sent.json.deliveryId}/redeliver.json`, { token: await tok() })).status).toBe(429);
      expect(rx.got).toHaveLength(1);
      await remove(r.json.endpoint.id);
    } finally {
      await p.db.deleteFrom('attempts').where('kind', '=', kind).execute();
      await rx.close();
    }
  });

  it('follows no redirect', async () => {
    loopback(true);
    const target = await receiver();
    const redirecting = await receiver(() => ({ status: 307, headers: { location: target.url } }));
    try {
      const r = await register(redirecting.url);
      await p.call('POST', `/clients/${A.id}/webhooks/${r.json.endpoint.id}/test.json`, { token: await tok() });
      expect(redirecting.got).toHaveLength(1);
      expect(target.got).toHaveLength(0);
      const d = await detail(r.json.endpoint.id);
      expect(d.deliveries[0].attempts[0].status).toBe(307);
      expect(d.deliveries[0].attempts[0].detail).toMatch(/not followed/);
      expect(d.deliveries[0].state).toBe('pending');
      await remove(r.json.endpoint.id);
    } finally {
      await target.close();
      await redirecting.close();
    }
  });
});

describe('signed delivery', () => {
  it('signs each message the Standard Webhooks way; a rotation signs with both secrets for 48 hours', async () => {
    loopback(true);
    const rx = await receiver();
    try {
      const r = await register(rx.url);
      const id = r.json.endpoint.id;
      const secret = r.json.secret as string;
      expect((await p.call('POST', `/clients/${A.id}/webhooks/${id}/test.json`, { token: await tok() })).status).toBe(202);
      expect(rx.got).toHaveLength(1);
      const first = rx.got[0]!;
      expect(first.headers['webhook-id']).toMatch(/^msg_/);
      expect(Number(first.headers['webhook-timestamp'])).toBe(Math.floor(p.clock.now().getTime() / 1000));
      expect(verify(secret, first.headers, first.body)).toBe(true);
      expect(verify(secret, first.headers, first.body.replace('test', 'tset'))).toBe(false);
      expect(JSON.parse(first.body)).toMatchObject({ type: 'webhook.test', data: { endpointId: id } });
      await readmePythonVerifies(secret, first);

      const rotated = await p.call('POST', `/clients/${A.id}/webhooks/${id}/rotate.json`, { token: await tok() });
      expect(rotated.status).toBe(200);
      const next = rotated.json.secret as string;
      expect(next).not.toBe(secret);
      await p.call('POST', `/clients/${A.id}/webhooks/${id}/test.json`, { token: await tok() });
      const during = rx.got[1]!;
      expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verify(next, during.headers, during.body)).toBe(true);
      expect(verify(secret, during.headers, during.body)).toBe(true);
      expect((await detail(id)).endpoint.previousUntil).toBe(new Date(p.clock.now().getTime() + 48 * HOUR).toISOString());

      p.clock.advance(48 * HOUR + 1000);
      await p.call('POST', `/clients/${A.id}/webhooks/${id}/test.json`, { token: await tok() });
      const after = rx.got[2]!;
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verify(next, after.headers, after.body)).toBe(true);
      expect(verify(secret, after.headers, after.body)).toBe(false);

      // redeliver: the same message (id and body), signed again
      const log = await detail(id);
      expect(log.deliveries).toHaveLength(3);
      const oldest = log.deliveries[2];
      expect((await p.call('POST', `/clients/${A.id}/webhooks/${id}/deliveries/${oldest.id}/redeliver.json`, { token: await tok() })).status).toBe(202);
      expect(rx.got[3]!.headers['webhook-id']).toBe(oldest.messageId);
      expect(rx.got[3]!.body).toBe(first.body);
      expect((await detail(id)).deliveries[2].attempts.map((a: { attempt: number; status: number }) => [a.attempt, a.status])).toEqual([[1, 200], [2, 200]]);
      await remove(id);
    } finally {
      await rx.close();
    }
  });

  it('retries with back-off: a receiver failing twice gets the message on the third attempt, nothing is sent twice after', async () => {
    loopback(true);
    const rx = await receiver((n) => ({ status: n <= 2 ? 503 : 204 }));
    try {
      const r = await register(rx.url);
      const id = r.json.endpoint.id;
      await p.call('POST', `/clients/${A.id}/webhooks/${id}/test.json`, { token: await tok() });
      expect(rx.got).toHaveLength(1);
      // not due yet: nothing more
      await p.jobs.drain();
      expect(rx.got).toHaveLength(1);
      p.clock.advance(MINUTE);
      await p.jobs.drain();
      expect(rx.got).toHaveLength(2);
      p.clock.advance(3 * MINUTE);
      await p.jobs.drain();
      expect(rx.got).toHaveLength(2);
      p.clock.advance(MINUTE);
      await p.jobs.drain();
      expect(rx.got).toHaveLength(3);
      expect(new Set(rx.got.map((g) => g.headers['webhook-id'])).size).toBe(1);
      const d = await detail(id);
      expect(d.deliveries[0].state).toBe('delivered');
      expect(d.deliveries[0].attempts.map((a: { status: number }) => a.status)).toEqual([503, 503, 204]);
      expect(d.endpoint.failingSince).toBeNull();
      // the tick finds nothing left to queue, and a doubled job sends nothing
      p.clock.advance(HOUR);
      expect(await webhookTick(p.deps)).toBe(0);
      await p.jobs.drain();
      expect(rx.got).toHaveLength(3);
      await remove(id);
    } finally {
      await rx.close();
    }
  });

  it('disables an endpoint failing for 3 days and tells the administrators; enabled again it takes messages', async () => {
    loopback(true);
    let up = false;
    const rx = await receiver(() => ({ status: up ? 200 : 500 }));
    try {
      const r = await register(rx.url);
      const id = r.json.endpoint.id;
      const started = p.clock.now().getTime();
      await p.call('POST', `/clients/${A.id}/webhooks/${id}/test.json`, { token: await tok() });
      let d = await detail(id);
      while (!d.endpoint.disabledAt && p.clock.now().getTime() - started < 4 * 24 * HOUR) {
        p.clock.advance(8 * HOUR);
        await p.jobs.drain();
        d = await detail(id);
      }
      expect(d.endpoint.disabledAt).not.toBeNull();
      const disabledAfter = new Date(d.endpoint.disabledAt).getTime() - started;
      expect(disabledAfter).toBeGreaterThanOrEqual(72 * HOUR);
      expect(disabledAfter).toBeLessThan(80 * HOUR);
      expect(d.deliveries[0].state).toBe('failed');
      expect(d.deliveries[0].attempts.length).toBeGreaterThan(6);
      const mails = p.outbox().filter((m) => m.subject === 'A webhook endpoint was disabled');
      expect(mails.map((m) => m.to).flat()).toContain('owner@example.com');
      expect(mails.map((m) => m.to).flat()).not.toContain('full@example.com');
      expect(mails[0]!.text).toContain(`/dashboard/client-settings/webhooks/${id}`);
      // disabled: no test event, no redelivery
      expect((await p.call('POST', `/clients/${A.id}/webhooks/${id}/test.json`, { token: await tok() })).json.code).toBe('webhook-disabled');
      up = true;
      expect((await p.call('POST', `/clients/${A.id}/webhooks/${id}/enable.json`, { token: await tok() })).status).toBe(200);
      const seen = rx.got.length;
      expect((await p.call('POST', `/clients/${A.id}/webhooks/${id}/deliveries/${d.deliveries[0].id}/redeliver.json`, { token: await tok() })).status).toBe(202);
      expect(rx.got).toHaveLength(seen + 1);
      expect((await detail(id)).deliveries[0].state).toBe('delivered');
      await remove(id);
    } finally {
      await rx.close();
    }
  });
});

describe('events', () => {
  it('a release, an amendment and a receipt at the desk each send their events to the subscribed endpoints', async () => {
    loopback(true);
    const rx = await receiver();
    const bench = await p.tokenFor('bench@example.com');
    const verifier = await p.tokenFor('verifier@example.com');
    const admin = await p.tokenFor('admin@example.com');
    const batch = await p.db.selectFrom('batches').select(['id', 'clientId']).where('status', '=', 'Pending').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const r = await register(rx.url, ['batch.released', 'result.amended', 'invoice.issued'], admin, batch.clientId);
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    try {
      const view = (await p.call('GET', `/bench/batches/${batch.id}/bench.json`, { token: bench })).json;
      const results = view.samples.flatMap((s: { results: { id: number; units: string | null; state: string }[] }) => s.results);
      const values = results.filter((x: { state: string }) => x.state === 'open').map((x: { id: number; units: string | null }) => ({ resultId: x.id, value: x.units ? '3.4' : 'N/A' }));
      if (values.length) expect((await p.call('POST', `/bench/batches/${batch.id}/values.json`, { token: bench, body: { values } })).status).toBe(200);
      expect((await p.call('POST', `/bench/batches/${batch.id}/verify.json`, { token: verifier, body: { resultIds: results.map((x: { id: number }) => x.id) } })).status).toBe(200);
      expect((await p.call('POST', `/bench/batches/${batch.id}/release.json`, { token: verifier })).status).toBe(200);
      const types = () => rx.got.map((g) => JSON.parse(g.body).type);
      expect(types().sort()).toEqual(['batch.released', 'invoice.issued']);
      const released = JSON.parse(rx.got.find((g) => JSON.parse(g.body).type === 'batch.released')!.body);
      expect(released.data).toMatchObject({ batchId: batch.id, reportVersion: 1 });
      expect(rx.got.every((g) => verify(r.json.secret, g.headers, g.body))).toBe(true);

      const numeric = results.find((x: { units: string | null }) => x.units);
      if (numeric) {
        const a = await p.call('POST', `/bench/batches/${batch.id}/amend.json`, { token: verifier, body: { resultId: numeric.id, value: '3.6', reason: 'Recalculated' } });
        expect(a.status, JSON.stringify(a.json)).toBe(200);
        const amended = JSON.parse(rx.got.at(-1)!.body);
        expect(amended).toMatchObject({ type: 'result.amended', data: { batchId: batch.id, reportVersion: 2, resultId: numeric.id } });
        // No value and no reason (which may quote one) travels: a client put on credit hold would
        // receive what the portal and the API withhold; the receiver reads the value through the API.
        expect(Object.keys(amended.data).sort()).toEqual(['amendedAt', 'batchId', 'reportVersion', 'resultId']);
      }
      // nothing recorded for an endpoint that does not take the event, nor twice
      expect(await p.db.selectFrom('webhook_deliveries').select('eventType').where('endpointId', '=', r.json.endpoint.id).execute()).toHaveLength(numeric ? 3 : 2);
    } finally {
      await remove(r.json.endpoint.id, batch.clientId, admin);
      await rx.close();
    }
  });
});

describe('events of payments and receiving', () => {
  it('a card payment sends payment.settled, and the receiving desk submission.received, once each', async () => {
    loopback(true);
    const rx = await receiver();
    const r = await register(rx.url, ['payment.settled', 'submission.received']);
    try {
      const billing = await p.tokenFor('billing@example.com');
      const pid = (await p.db.selectFrom('users').select('pid').where('email', '=', 'billing@example.com').executeTakeFirstOrThrow()).pid;
      const method = await p.call('POST', `/users/${pid}/clients/C10234/payment_methods.json`, {
        token: billing,
        body: {
          paymentObject: { type: 'CARD', number: '4111111111111111', expiryMonth: 12, expiryYear: 2029, firstName: 'Laura', lastName: 'Chen' },
          billingAddress: { street_1: '1 Vine St', city: 'Napa', state: 'CA', postalCode: '94558', country: 'USA' },
        },
      });
      expect(method.status, JSON.stringify(method.json)).toBe(201);
      const inv = await p.db.selectFrom('invoices').select(['invoiceNumber', 'amountDue', 'batchId']).where('clientId', '=', A.id).where('status', '=', 'UNPAID').where('amountDue', '>', 0).orderBy('id').executeTakeFirstOrThrow();
      const order = await p.call('POST', '/orders.json', {
        token: billing,
        body: { order: { userPid: pid, clientCode: 'C10234', lineItemsAttributes: [{ invoiceNumber: inv.invoiceNumber, price: inv.amountDue / 100, batchNumber: inv.batchId }], idempotencyKey: `webhook-test-${Date.now()}-abcdef` } },
      });
      expect(order.status, JSON.stringify(order.json)).toBe(201);
      const paid = await p.call('POST', `/order/${order.json.order.id}/payments/${method.json.id}.json`, { token: billing });
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      const settled = rx.got.map((g) => JSON.parse(g.body)).filter((b) => b.type === 'payment.settled');
      expect(settled).toHaveLength(1);
      expect(settled[0].data).toMatchObject({ method: 'card', invoiceNumbers: [inv.invoiceNumber], amountCents: inv.amountDue });

      // the seed's submitted order (of another client): that client's endpoint, registered by a site administrator
      const sub = await p.db.selectFrom('submissions').select(['id', 'clientId']).where('state', '=', 'submitted').orderBy('id').executeTakeFirstOrThrow();
      const admin = await p.tokenFor('admin@example.com');
      const theirs = await register(rx.url, ['submission.received'], admin, sub.clientId);
      expect(theirs.status).toBe(201);
      const samples = await p.db.selectFrom('submission_samples').select('id').where('submissionId', '=', sub.id).execute();
      const got = await p.call('POST', `/receiving/submissions/${sub.id}/receive.json`, { token: await p.tokenFor('godmode@example.com'), body: { samples: samples.map((x) => ({ id: x.id, received: true })) } });
      expect(got.status, JSON.stringify(got.json)).toBe(200);
      const received = rx.got.filter((g) => JSON.parse(g.body).type === 'submission.received');
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0]!.body).data).toMatchObject({ submissionId: sub.id, batchId: got.json.batchId });
      expect(verify(theirs.json.secret, received[0]!.headers, received[0]!.body)).toBe(true);
      await remove(theirs.json.endpoint.id, sub.clientId, admin);
      rx.got.splice(rx.got.indexOf(received[0]!), 1);
      expect(rx.got.every((g) => verify(r.json.secret, g.headers, g.body))).toBe(true);
    } finally {
      await remove(r.json.endpoint.id);
      await rx.close();
    }
  });

  it('keeps no signing secret readable in any table or log line', async () => {
    names.set('scan.winery.example', [{ address: '93.184.216.34', family: 4 }]);
    const r = await register('https://scan.winery.example/hook');
    const rotated = await p.call('POST', `/clients/${A.id}/webhooks/${r.json.endpoint.id}/rotate.json`, { token: await tok() });
    const secrets = [r.json.secret, rotated.json.secret].map((x: string) => x.slice(6));
    const tables = await p.db.introspection.getTables();
    const text: string[] = [];
    for (const t of tables) text.push(JSON.stringify(await p.db.selectFrom(t.name as never).selectAll().execute()));
    text.push(JSON.stringify(p.log.lines));
    for (const secret of secrets) expect(text.join('\n')).not.toContain(secret);
    await remove(r.json.endpoint.id);
  });
});

/** The README's Python snippet, run against a captured delivery (when python3 is here). */
async function readmePythonVerifies(secret: string, got: Received) {
  let python = true;
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
  } catch {
    python = false;
  }
  if (!python) return;
  const readme = fs.readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
  const snippet = readme.match(/<!-- webhook-verify-python -->\s*```python\n([\s\S]*?)```/)?.[1];
  expect(snippet, 'the README has the Python verification snippet').toBeTruthy();
  const script = `${snippet}\nimport json, sys\nc = json.load(sys.stdin)\nprint("ok" if verify(c["secret"], c["headers"], c["body"].encode(), now=int(c["headers"]["webhook-timestamp"])) else "bad")\n`;
  const run = (body: string) => execFileSync('python3', ['-c', script], { input: JSON.stringify({ secret, headers: got.headers, body }) }).toString().trim();
  expect(run(got.body)).toBe('ok');
  expect(run(got.body + ' ')).toBe('bad');
}
