/**
 * Webhooks: a client's endpoints, signed messages, durable delivery.
 *
 * - Signing, the Standard Webhooks way: headers `webhook-id` (the message's id, the same on every
 *   attempt), `webhook-timestamp` (seconds) and `webhook-signature`: `v1,` + base64 of
 *   HMAC-SHA256(key, "id.timestamp.body"), the key being the base64 after `whsec_` of the
 *   endpoint's secret. During the 48 hours after a rotation both secrets sign: two signatures,
 *   space-separated, the new one first.
 * - The secret must be usable to sign, so it cannot be kept as a hash: it is sealed with
 *   AES-256-GCM under a key derived (HKDF) for this purpose only from the server's key for
 *   secrets at rest (`twoFactorSecret`), bound to its endpoint (the endpoint id is the additional
 *   data). It is shown once, when created or rotated.
 * - Durable, at least once: the event's delivery rows are written in the transaction that makes
 *   it true (`recordWebhook`), one per subscribed endpoint (unique per endpoint and event); after
 *   the commit `queueWebhooks` queues one job per due delivery; the minute tick
 *   (`webhookTick`) queues those whose node stopped in between, or whose retry job was lost. The
 *   job claims its delivery with a conditional UPDATE (a lease), so a doubled job sends once.
 * - Retries: exponential back-off (1 min, ×4 each time, at most 8 h between attempts) until the
 *   message is 3 days old; each attempt times out after 10 s; a redirect is not followed (an
 *   answer other than 2xx is a failure). An endpoint that has failed every attempt for 3 days is
 *   disabled, its pending messages failed, and the client's administrators are told by mail (and
 *   on the webhooks page).
 * - Every attempt checks the URL again (services/ssrf-guard.ts) after resolving its name, and
 *   connects to the address checked (pinned): no DNS rebinding.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT, type WebhookCreateBody, type WebhookEndpoint, type WebhookEventType } from '../../contract/webhooks.ts';
import type { ProviderDeps } from '../deps.ts';
import type { DB } from '../db/connect.ts';
import { inTransaction } from '../db/connect.ts';
import { refuse } from '../errors.ts';
import { clientAdministrators, lockClient } from '../repositories/clients.ts';
import * as repo from '../repositories/webhooks.ts';
import { type Limit, limitWait, reserve } from './rate-limits.ts';
import { AddressRefused, type GuardOptions, type ResolvedAddress, checkWebhookUrl } from './ssrf-guard.ts';

export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

/** What the tests (and only they) change: the resolver, loopback receivers, the time-out. */
export interface WebhookOptions extends GuardOptions {
  timeoutMs?: number;
}

export type WebhookDeps = Pick<ProviderDeps, 'db' | 'jobs' | 'clock' | 'log' | 'mailer' | 'publicUrl' | 'twoFactorSecret' | 'webhooks'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** how long the previous secret still signs after a rotation */
export const ROTATION_OVERLAP_MS = 48 * HOUR;
/** retried until the message is this old; an endpoint failing this long is disabled */
export const GIVE_UP_AFTER_MS = 3 * DAY;
const CLAIM_MS = MINUTE;
/** a delivery due this long and not taken has lost its job: the tick queues another */
const TICK_GRACE_MS = MINUTE;
const LOG_LIMIT = 50;

/** The wait before the attempt after `attempts` failed ones: 1 min, 4 min, 16 min, …, at most 8 h. */
export const backoffMs = (attempts: number) => Math.min(MINUTE * 4 ** Math.max(0, attempts - 1), 8 * HOUR);

// ─── secrets ─────────────────────────────────────────────────────────────────────

const keys = new Map<string, Buffer>();
const sealKey = (serverSecret: string) => {
  let k = keys.get(serverSecret);
  if (!k) keys.set(serverSecret, (k = Buffer.from(hkdfSync('sha256', serverSecret, 'vinlab-webhooks', 'webhook signing secret aes-256-gcm v1', 32))));
  return k;
};
const aad = (endpointId: number) => Buffer.from(`webhook-endpoint:${endpointId}`);

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export function sealSecret(serverSecret: string, endpointId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(serverSecret), iv);
  cipher.setAAD(aad(endpointId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export function openSecret(serverSecret: string, endpointId: number, sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown webhook secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(serverSecret), raw.subarray(0, 12));
  decipher.setAAD(aad(endpointId));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}

/** `v1,<base64 HMAC-SHA256>` of "id.timestamp.body" under a `whsec_` secret. */
export function signature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three headers of a message signed with each of `secrets` (space-separated signatures). */
export function signedHeaders(secrets: string[], messageId: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, messageId, timestamp, body)).join(' '),
  };
}

/** The secrets an endpoint signs with at `now`: its own, and the previous one during the overlap. */
function secretsOf(deps: Pick<WebhookDeps, 'twoFactorSecret'>, e: repo.EndpointRow, now: Date): string[] {
  const secrets = [openSecret(deps.twoFactorSecret, e.id, e.secretSealed)];
  if (e.previousSecretSealed && e.previousUntil && e.previousUntil > now.toISOString()) secrets.push(openSecret(deps.twoFactorSecret, e.id, e.previousSecretSealed));
  return secrets;
}

// ─── endpoints ───────────────────────────────────────────────────────────────────

export function endpointView(e: repo.EndpointRow, now: Date): WebhookEndpoint {
  return {
    id: e.id, url: e.url, description: e.description, events: e.events.split(','), createdAt: e.createdAt,
    previousUntil: e.previousUntil && e.previousUntil > now.toISOString() ? e.previousUntil : null,
    failingSince: e.failingSince, disabledAt: e.disabledAt,
  };
}

const guardOf = (deps: WebhookDeps): GuardOptions => ({ resolve: deps.webhooks?.resolve, allowLoopback: deps.webhooks?.allowLoopback });

/** Refuses a URL the guard refuses (422, on the url field). */
async function guardUrl(deps: WebhookDeps, url: string) {
  try {
    return await checkWebhookUrl(url, guardOf(deps));
  } catch (error) {
    if (error instanceof AddressRefused) refuse('webhook-url-refused', `This URL cannot receive webhooks: ${error.message}`, { field: 'url' });
    throw error;
  }
}

export async function listWebhooks(deps: WebhookDeps, clientId: number) {
  const now = deps.clock.now();
  return (await repo.listEndpoints(deps.db, clientId)).map((e) => endpointView(e, now));
}

export async function createWebhook(deps: WebhookDeps, clientId: number, userId: number, body: WebhookCreateBody) {
  const { db, clock } = deps;
  await guardUrl(deps, body.url);
  const now = clock.now().toISOString();
  const secret = newWebhookSecret();
  const events = WEBHOOK_EVENTS.filter((e) => body.events.includes(e));
  const id = await inTransaction(db, async (tx) => {
    // Counted under the client's lock: registrations sent at once cannot all see room for one more.
    await lockClient(tx, clientId);
    if ((await repo.countEndpoints(tx, clientId)) >= WEBHOOK_LIMITS.endpointsPerClient) refuse('webhook-limit', `A client has at most ${WEBHOOK_LIMITS.endpointsPerClient} webhook endpoints`);
    // The id is the seal's additional data: insert, then seal under it.
    const id = await repo.insertEndpoint(tx, { clientId, url: body.url, description: body.description || null, events: events.join(','), secretSealed: 'pending', createdBy: userId, createdAt: now, updatedAt: now });
    await repo.updateEndpoint(tx, id, { secretSealed: sealSecret(deps.twoFactorSecret, id, secret) });
    return id;
  });
  const endpoint = (await repo.findEndpoint(db, clientId, id))!;
  return { endpoint: endpointView(endpoint, clock.now()), secret };
}

export async function endpointOrRefuse(db: DB, clientId: number, id: number) {
  const e = await repo.findEndpoint(db, clientId, id);
  if (!e) refuse('webhook-not-found', 'No such webhook endpoint for this client');
  return e;
}

export async function webhookDetail(deps: WebhookDeps, clientId: number, id: number) {
  const e = await endpointOrRefuse(deps.db, clientId, id);
  const deliveries = await repo.deliveryLog(deps.db, id, LOG_LIMIT);
  return {
    endpoint: endpointView(e, deps.clock.now()),
    deliveries: deliveries.map((d) => ({ id: d.id, messageId: d.messageId, eventType: d.eventType, state: d.state, createdAt: d.createdAt, nextAttemptAt: d.state === 'pending' ? d.nextAttemptAt : null, payload: d.payload, attempts: d.attempts })),
  };
}

export async function deleteWebhook(deps: WebhookDeps, clientId: number, id: number) {
  await endpointOrRefuse(deps.db, clientId, id);
  await inTransaction(deps.db, (tx) => repo.deleteEndpoint(tx, clientId, id));
}

/** A new secret; the current one keeps signing (as well) for 48 hours. */
export async function rotateWebhookSecret(deps: WebhookDeps, clientId: number, id: number) {
  const e = await endpointOrRefuse(deps.db, clientId, id);
  const now = deps.clock.now();
  const secret = newWebhookSecret();
  const previousUntil = new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString();
  await repo.updateEndpoint(deps.db, id, { secretSealed: sealSecret(deps.twoFactorSecret, id, secret), previousSecretSealed: e.secretSealed, previousUntil, updatedAt: now.toISOString() });
  return { secret, previousUntil };
}

/** Enables a disabled endpoint again (its failed messages stay failed: "redeliver" sends one again). */
export async function enableWebhook(deps: WebhookDeps, clientId: number, id: number) {
  await endpointOrRefuse(deps.db, clientId, id);
  await repo.updateEndpoint(deps.db, id, { disabledAt: null, failingSince: null, updatedAt: deps.clock.now().toISOString() });
}

// ─── events ──────────────────────────────────────────────────────────────────────

export interface WebhookEvent {
  clientId: number;
  type: WebhookEventType;
  /** the event's identity (e.g. "batch:12"): recorded twice, sent once per endpoint */
  key: string;
  data: Record<string, unknown>;
}

const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;
const bodyOf = (type: string, at: string, data: Record<string, unknown>) => JSON.stringify({ type, timestamp: at, data });

/** Records the event's delivery to each subscribed endpoint, in the caller's transaction. */
export async function recordWebhook(tx: DB, event: WebhookEvent, at: string): Promise<void> {
  for (const e of await repo.subscribedEndpoints(tx, event.clientId, event.type)) {
    await repo.insertDelivery(tx, {
      endpointId: e.id, clientId: event.clientId, messageId: newMessageId(), eventKey: `${event.type}:${event.key}`, eventType: event.type,
      payload: bodyOf(event.type, at, event.data), state: 'pending', nextAttemptAt: at, createdAt: at,
    });
  }
}

/**
 * After the commit: queues a job for each due delivery (of the client). Never throws: what it
 * could not queue, the tick queues a minute later.
 */
export async function queueWebhooks(deps: Pick<WebhookDeps, 'db' | 'jobs' | 'clock' | 'log'>, clientId?: number): Promise<void> {
  try {
    const now = deps.clock.now().toISOString();
    for (const d of await repo.dueDeliveries(deps.db, now, now, 100, clientId)) await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId: d.id }, { maxAttempts: 3, retryDelayMs: MINUTE });
  } catch (error) {
    deps.log.warn('webhook queueing left to the tick', { error: (error as Error).message });
  }
}

/** Every node, each minute: queues deliveries due for more than a minute that no job took. */
export async function webhookTick(deps: Pick<WebhookDeps, 'db' | 'jobs' | 'clock' | 'log'>): Promise<number> {
  const now = deps.clock.now();
  const due = await repo.dueDeliveries(deps.db, new Date(now.getTime() - TICK_GRACE_MS).toISOString(), now.toISOString(), 100);
  for (const d of due) await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId: d.id }, { maxAttempts: 3, retryDelayMs: MINUTE });
  return due.length;
}

/**
 * A send a person asks for (test event, redelivery), counted per client and hour before it is
 * queued: each is a request from the laboratory's address to a URL of the client's choosing, so
 * the buttons must not turn the portal into a tool for flooding an address.
 */
async function countManualSend(deps: WebhookDeps, clientId: number) {
  const limit: Limit = { kind: 'webhook:manual-send', key: `client:${clientId}`, limit: WEBHOOK_LIMITS.manualSendsPerHour, windowMs: HOUR };
  if (!(await reserve(deps.db, deps.clock, [limit]))) {
    const minutes = Math.max(1, await limitWait(deps.db, deps.clock, [limit]));
    refuse('rate-limited', `At most ${WEBHOOK_LIMITS.manualSendsPerHour} test events and redeliveries an hour: try again in ${minutes} minutes`, { extra: { retryAfterMinutes: minutes } });
  }
}

/** "Send test event": a `webhook.test` message to this endpoint only. */
export async function sendTestEvent(deps: WebhookDeps, clientId: number, id: number) {
  const e = await endpointOrRefuse(deps.db, clientId, id);
  if (e.disabledAt) refuse('webhook-disabled', 'This endpoint is disabled: enable it first');
  await countManualSend(deps, clientId);
  const at = deps.clock.now().toISOString();
  const messageId = newMessageId();
  const deliveryId = await repo.insertDelivery(deps.db, {
    endpointId: id, clientId, messageId, eventKey: `test:${messageId}`, eventType: WEBHOOK_TEST_EVENT,
    payload: bodyOf(WEBHOOK_TEST_EVENT, at, { endpointId: id, message: 'A test event from the laboratory portal' }), state: 'pending', nextAttemptAt: at, createdAt: at,
  });
  await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId }, { maxAttempts: 3, retryDelayMs: MINUTE });
  return { deliveryId: deliveryId! };
}

/** "Redeliver": the same message (same id and body) sent again now, whatever its state. */
export async function redeliver(deps: WebhookDeps, clientId: number, id: number, deliveryId: number) {
  const e = await endpointOrRefuse(deps.db, clientId, id);
  const d = await repo.deliveryById(deps.db, deliveryId);
  if (!d || d.endpointId !== id) refuse('webhook-not-found', 'No such delivery of this endpoint');
  if (e.disabledAt) refuse('webhook-disabled', 'This endpoint is disabled: enable it first');
  await countManualSend(deps, clientId);
  if (!(await repo.requeueDelivery(deps.db, deliveryId, deps.clock.now().toISOString()))) refuse('delivery-in-progress', 'This message is being sent right now');
  await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId }, { maxAttempts: 3, retryDelayMs: MINUTE });
}

// ─── delivery ────────────────────────────────────────────────────────────────────

interface Answer {
  status: number | null;
  detail: string | null;
}

/** One POST to the pinned address, no redirect followed, given up after the time-out. */
function post(url: URL, address: ResolvedAddress, headers: Record<string, string>, body: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    const pinned: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: address.address, family: address.family }]);
      else callback(null, address.address, address.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    let done = false;
    const finish = (a: Answer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(a);
    };
    const req = client.request(
      url,
      { method: 'POST', lookup: pinned, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'VinLab-Webhooks/1' }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < 500) text += chunk;
          else res.destroy();
        });
        const end = () => {
          const status = res.statusCode ?? null;
          const redirect = status !== null && status >= 300 && status < 400 ? `redirect to ${res.headers.location ?? '?'} not followed. ` : '';
          finish({ status, detail: (redirect + text).slice(0, 500) || null });
        };
        res.on('end', end);
        res.on('close', end);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, detail: `no answer in ${timeoutMs / 1000} s` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => finish({ status: null, detail: error.message.slice(0, 500) }));
    req.end(body);
  });
}

/** The delivery job: one attempt of one message, then the next one scheduled (or the end). */
export async function deliverOne(deps: WebhookDeps, deliveryId: number): Promise<void> {
  const { db, clock } = deps;
  const start = clock.now();
  if (!(await repo.claimDelivery(db, deliveryId, start.toISOString(), new Date(start.getTime() + CLAIM_MS).toISOString()))) return;
  const d = (await repo.deliveryById(db, deliveryId))!;
  const e = await repo.endpointById(db, d.endpointId);
  if (!e || e.disabledAt) {
    await repo.finishDelivery(db, deliveryId, { state: 'failed', nextAttemptAt: null });
    return;
  }
  const began = Date.now();
  let answer: Answer;
  try {
    const { url, address } = await checkWebhookUrl(e.url, guardOf(deps));
    if (!address) throw new Error(`${url.hostname} does not resolve`);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    answer = await post(url, address, signedHeaders(secretsOf(deps, e, clock.now()), d.messageId, timestamp, d.payload), d.payload, deps.webhooks?.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
  } catch (error) {
    answer = { status: null, detail: error instanceof AddressRefused ? `refused: ${error.message}` : (error as Error).message.slice(0, 500) };
  }
  const now = clock.now();
  const at = now.toISOString();
  await repo.insertAttempt(db, { deliveryId, endpointId: e.id, attempt: d.attempts, at: start.toISOString(), durationMs: Date.now() - began, status: answer.status, detail: answer.detail });
  if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
    await repo.finishDelivery(db, deliveryId, { state: 'delivered', deliveredAt: at, lastStatus: answer.status, nextAttemptAt: null });
    if (e.failingSince) await repo.updateEndpoint(db, e.id, { failingSince: null });
    return;
  }
  await repo.markFailing(db, e.id, start.toISOString());
  const failingSince = e.failingSince ?? start.toISOString();
  if (now.getTime() - new Date(failingSince).getTime() >= GIVE_UP_AFTER_MS) {
    await repo.finishDelivery(db, deliveryId, { state: 'failed', lastStatus: answer.status, nextAttemptAt: null });
    if (await repo.disableEndpoint(db, e.id, at)) await tellDisabled(deps, e);
    return;
  }
  if (now.getTime() - new Date(d.createdAt).getTime() >= GIVE_UP_AFTER_MS) {
    await repo.finishDelivery(db, deliveryId, { state: 'failed', lastStatus: answer.status, nextAttemptAt: null });
    return;
  }
  const wait = backoffMs(d.attempts);
  await repo.finishDelivery(db, deliveryId, { lastStatus: answer.status, nextAttemptAt: new Date(now.getTime() + wait).toISOString() });
  await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId }, { maxAttempts: 3, retryDelayMs: MINUTE, delayMs: wait });
}

/** The client's administrators, by mail: the endpoint is disabled, and where to enable it again. */
async function tellDisabled(deps: WebhookDeps, e: repo.EndpointRow) {
  const link = `${deps.publicUrl.replace(/\/$/, '')}/dashboard/client-settings/webhooks/${e.id}`;
  for (const a of await clientAdministrators(deps.db, e.clientId)) {
    await deps.mailer.send({
      to: a.email,
      subject: 'A webhook endpoint was disabled',
      text: [
        `Hello ${a.firstname ?? ''},`.replace(' ,', ','),
        '',
        `The webhook endpoint ${e.url} has failed every delivery for 3 days, so the laboratory portal stopped sending to it.`,
        'Once the receiver answers again, enable the endpoint and redeliver the messages it missed:',
        link,
      ].join('\n'),
    }).catch((error) => deps.log.warn('webhook disabled mail failed', { endpointId: e.id, error: (error as Error).message }));
  }
  deps.log.warn('webhook endpoint disabled', { endpointId: e.id, clientId: e.clientId });
}

export function registerWebhookJobs(deps: WebhookDeps) {
  deps.jobs.work<{ deliveryId: number }>(WEBHOOK_DELIVER_JOB, ({ deliveryId }) => deliverOne(deps, deliveryId));
}
