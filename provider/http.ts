/**
 * The provider's HTTP toolkit: its environment type, errors answered as `{ "error", "code" }`,
 * body and query validation by contract schemas, authentication by bearer token, and the
 * membership-and-role gate for routes that name a client.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Refusal, refuse } from './errors.ts';
import { codeOfStatus } from '../contract/errors.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Client, Membership, User } from './db/types.ts';
import type { ProviderDeps } from './deps.ts';
import { hashToken } from './services/tokens.ts';
import { TOKEN_PREFIX } from '../contract/api-tokens.ts';
import { PASSWORD_PROBLEM_MESSAGES, passwordProblem } from './services/password-policy.ts';
import { twoFactorEnabled } from './repositories/two-factor.ts';
import { userBySessionHash } from './repositories/sessions.ts';
import { membershipOf } from './repositories/team.ts';
import { clientIdentity, findClient, findClientByCode } from './repositories/clients.ts';
import { insertEvent } from './repositories/events.ts';
import { TWO_FACTOR_REQUIRED_REFUSAL } from '../contract/two-factor.ts';
import { VISITOR_HEADER, VISITOR_SIGNATURE_HEADER, verifiedVisitor } from './services/visitor-address.ts';
import type { Role } from '../contract/roles.ts';
import { type AccessPoint, accessRefusal, actionRefusal, areaRefusal, isSiteAdmin, mayAccess, refusalCode, refusalMessage } from '../contract/access.ts';

/**
 * What one page request of the embedded provider's own web app has already looked up: the
 * session token's user, and each client it names with the user's membership. A portal page asks
 * the provider several times (the shell, the dashboard's shell, the page version, the page's own
 * reads) and each call would look the same rows up again. The web app makes one of these per page
 * request and hands it to every in-process call of that request (Hono's `env`); a call over HTTP
 * never has one, so what an outside caller sends is checked as before. Only reads share it: a
 * call that changes something (any method but GET and HEAD) forgets everything before and after
 * it runs, so a read after a change (an accepted invitation, a sign-out) looks again.
 */
export class RequestIdentity {
  private users = new Map<string, Promise<User | undefined>>();
  private clients = new Map<string, Promise<{ client: Client | undefined; membership: Membership | null }>>();
  private twoFactor = new Map<number, Promise<boolean>>();
  /** Forgets everything: a change is starting or has just been made. */
  forget(): void {
    this.users.clear();
    this.clients.clear();
    this.twoFactor.clear();
  }
  user(tokenHash: string, look: () => Promise<User | undefined>): Promise<User | undefined> {
    return remembered(this.users, tokenHash, look);
  }
  client(key: string, look: () => Promise<{ client: Client | undefined; membership: Membership | null }>) {
    return remembered(this.clients, key, look);
  }
  twoFactorEnabled(userId: number, look: () => Promise<boolean>): Promise<boolean> {
    return remembered(this.twoFactor, userId, look);
  }
}

/** The promise kept under `key`, or `look()`'s, kept unless it fails (a failed look-up is tried again). */
function remembered<K, T>(kept: Map<K, Promise<T>>, key: K, look: () => Promise<T>): Promise<T> {
  const hit = kept.get(key);
  if (hit) return hit;
  const promise = look();
  kept.set(key, promise);
  promise.catch(() => {
    if (kept.get(key) === promise) kept.delete(key);
  });
  return promise;
}

/** Is this call one that may change something (so the request's identity is looked up again)? */
const READS = new Set(['GET', 'HEAD']);

export type ProviderEnv = {
  /** Set only by the embedded provider's own web app, per page request (see RequestIdentity). */
  Bindings: { identity?: RequestIdentity } | undefined;
  Variables: {
    deps: ProviderDeps;
    user: User | null;
    client: Client;
    membership: Membership | null;
  };
};

export type Ctx = Context<ProviderEnv>;

/**
 * Refuses with a status and an English sentence; the code is the status's generic one
 * (contract/errors.ts). A refusal the portal branches on names its own code with `refuse`
 * (provider/errors.ts), which services use too.
 */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new Refusal(codeOfStatus(status), message);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

const MAX_JSON_BYTES = 1_000_000;

/** Reads a JSON body and validates it by its contract schema: malformed or wrong → 400. */
export async function readJson<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) fail(413, 'Request body is too large');
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    fail(400, 'Malformed JSON body');
  }
  const parsed = schema.safeParse(body);
  // The first input a refusal is about goes in `field`, so a form can show it next to that input.
  if (!parsed.success) refuse('invalid', describeIssues(parsed.error), { field: parsed.error.issues.find((i) => i.path.length)?.path[0]?.toString() });
  return parsed.data;
}

/** Validates the query string by a schema (values are strings; use z.coerce where needed). */
export function readQuery<S extends z.ZodType>(c: Ctx, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) fail(400, describeIssues(parsed.error));
  return parsed.data;
}

/**
 * A path parameter that must be a positive integer id. Hono keeps a `.json` suffix inside
 * the parameter, so routes like `/analyses/{id}.json` are declared as
 * `'/analyses/:id{[^/]+\\.json}'` (after any static siblings) and the suffix is dropped here.
 */
export function idParam(c: Ctx, name: string): number {
  const raw = (c.req.param(name) ?? '').replace(/\.json$/, '');
  if (!/^\d{1,15}$/.test(raw)) fail(400, `${name} must be a number`);
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) fail(400, `${name} must be a positive number`);
  return id;
}

/** Sets `user` from a valid, unexpired bearer token (or null). Never fails by itself. */
export const authenticate: MiddlewareHandler<ProviderEnv> = async (c, next) => {
  c.set('user', null);
  const identity = requestIdentity(c);
  const change = !READS.has(c.req.method);
  if (change) identity?.forget();
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{16,200})$/);
  // A client's API token (contract/api-tokens.ts TOKEN_PREFIX) is no session: only /v1/ takes it.
  if (match && !match[1].startsWith(TOKEN_PREFIX)) {
    const { db, clock } = c.var.deps;
    const hash = hashToken(match[1]);
    const look = () => userBySessionHash(db, hash, clock.now().toISOString());
    const row = identity ? await identity.user(hash, look) : await look();
    if (row) c.set('user', row);
  }
  try {
    await next();
  } finally {
    if (change) identity?.forget();
  }
};

/** The page request's shared look-ups, when the embedded provider's web app made this call. */
function requestIdentity(c: Ctx): RequestIdentity | undefined {
  const env = c.env as ProviderEnv['Bindings'];
  return env?.identity instanceof RequestIdentity ? env.identity : undefined;
}

export const requireUser: MiddlewareHandler<ProviderEnv> = async (c, next) => {
  if (!c.var.user) fail(401, 'You are not signed in, or your session has ended');
  await next();
};

export function currentUser(c: Ctx): User {
  const user = c.var.user;
  if (!user) fail(401, 'You are not signed in, or your session has ended');
  return user;
}

/**
 * Gate for a route whose path names a client (by id, or by code where the specification
 * uses the code). The caller must be signed in and either a site administrator or a member
 * of that client, and the access table (contract/access.ts) must allow `area` ('member': any
 * member). Non-members get 403 whether or not the client exists, so ids cannot be probed;
 * administrators get 404 for a missing client.
 */
export function requireClient(area: AccessPoint | 'member', param = 'clientId'): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    await authorizeClient(c, c.req.param(param) ?? '', area, param);
    await next();
  };
}

/**
 * The same gate for a client named elsewhere than the path (e.g. in a JSON body, as
 * POST /finance_reports.json does): sets `client` and `membership`, or fails 400/403/404.
 */
export async function authorizeClient(c: Ctx, raw: string | number, area: AccessPoint | 'member', name = 'clientId'): Promise<void> {
  const user = currentUser(c);
  const value = String(raw);
  const { db } = c.var.deps;
  const byId = /^\d{1,15}$/.test(value);
  if (!byId && !/^[A-Za-z0-9_-]{1,40}$/.test(value)) fail(400, `${name} is not a client id or code`);
  const look = async () => {
    const found = byId ? await findClient(db, Number(value)) : await findClientByCode(db, value);
    return { client: found, membership: found ? ((await membershipOf(db, found.id, user.id)) ?? null) : null };
  };
  const identity = requestIdentity(c);
  const { client, membership } = identity ? await identity.client(`${user.id}:${byId ? 'id' : 'code'}:${value}`, look) : await look();
  if (!isSiteAdmin(user) && !membership) refuse('not-member', 'You do not have access to this client');
  if (!client) fail(404, 'Client not found');
  const role = (membership?.role ?? null) as Role | null;
  const refused = area === 'member' ? null : areaRefusal(user, role, area, client);
  if (refused && area !== 'member') refuseAccess(area, refused, client);
  // The client requires a second factor of everyone who opens its data, site administrators too.
  if (client.requireTwoFactor && !(await (identity ? identity.twoFactorEnabled(user.id, () => twoFactorEnabled(db, user.id)) : twoFactorEnabled(db, user.id)))) {
    refuse('forbidden', TWO_FACTOR_REQUIRED_REFUSAL, { extra: { twoFactorRequired: true } });
  }
  // What the client may do there (its approval by the laboratory, …), told only after the second factor.
  const closed = area === 'member' ? null : actionRefusal(area, client);
  if (closed && area !== 'member') refuseAccess(area, closed, client);
  c.set('client', client);
  c.set('membership', membership);
}

/**
 * A record (batch, sample, analysis) that belongs to another client than the one the path names.
 * When the caller may open that client (a member of it, or a site administrator), 403 naming it,
 * `{ "error", "owner": { id, code, name } }`, so the portal can offer to switch to it. Anyone else
 * gets the answer an unknown id gets (404, `notFound`): a different answer would let them count
 * another client's records.
 */
export async function failNotOwned(c: Ctx, ownerClientId: number, message: string, notFound: string): Promise<never> {
  const user = currentUser(c);
  const { db } = c.var.deps;
  const allowed = isSiteAdmin(user) || !!(await membershipOf(db, ownerClientId, user.id));
  const owner = allowed ? await clientIdentity(db, ownerClientId) : undefined;
  if (!owner) fail(404, notFound);
  refuse('forbidden', message, { extra: { owner } });
}

/**
 * The gate for changing a client's settings (addresses, faxes): the client's Administrators and
 * site administrators, and not while the agreement must be re-signed; `refusal` names what.
 */
export async function authorizeSettingsChange(c: Ctx, clientId: number | string, refusal: string): Promise<void> {
  await authorizeClient(c, clientId, 'client-settings:view');
  if (!may(c, 'client-settings:change')) fail(403, refusal);
}

/** Who made a change, as the client's change history records it. */
export function changeActor(c: Ctx): { id: number; email: string } {
  const u = currentUser(c);
  return { id: u.id, email: u.email };
}

/** Whether the caller's role allows `area` on the client the gate loaded (for finer checks in a handler). */
export function may(c: Ctx, area: AccessPoint): boolean {
  const user = c.var.user;
  if (!user) return false;
  return mayAccess(user, (c.var.membership?.role ?? null) as Role | null, area);
}

/**
 * Refuses (403, the table's message) when the access table closes `point` to the caller on the
 * client the gate loaded: for a handler whose area depends on what is asked for.
 */
export function refuseUnlessOpen(c: Ctx, point: AccessPoint): void {
  const refusal = accessRefusal(currentUser(c), (c.var.membership?.role ?? null) as Role | null, point, c.var.client);
  if (refusal) refuseAccess(point, refusal, c.var.client);
}

/** The access table's refusal: its code (what the portal branches on) and its sentence. */
function refuseAccess(point: AccessPoint, refusal: Parameters<typeof refusalCode>[0], client: Client): never {
  refuse(refusalCode(refusal, client), refusalMessage(point, refusal, client));
}

/** Records an event in the server's event log ("track an event"). */
export async function trackEvent(c: Ctx, kind: string, data?: Record<string, unknown>): Promise<void> {
  const { db, log } = c.var.deps;
  await insertEvent(db, kind, c.var.user?.id ?? null, data);
  log.info('event', { kind, ...data });
}

/** The providers (by their log) already told that PROVIDER_SECRET is missing: once each, not once a process. */
const unsignedWarned = new WeakSet<object>();

/**
 * The caller's network address, for per-address limits. A web node calling this provider over
 * HTTP forwards its visitor's address signed with PROVIDER_SECRET (services/visitor-address.ts):
 * a valid, recent signature makes that address count. Otherwise the address the server set from
 * the socket (`x-lab-client-ip`, which it never takes from a client; TRUST_PROXY decides about
 * X-Forwarded-For) counts, so a visitor cannot choose their own.
 */
export function clientAddress(c: Ctx): string {
  const { visitorSecret, clock, log } = c.var.deps;
  const forwarded = c.req.header(VISITOR_HEADER);
  const visitor = verifiedVisitor(forwarded, c.req.header(VISITOR_SIGNATURE_HEADER), visitorSecret, clock.now());
  if (visitor) return visitor;
  if (forwarded && !visitorSecret && !unsignedWarned.has(log)) {
    unsignedWarned.add(log);
    log.warn('a web node forwards visitor addresses but PROVIDER_SECRET is not set here: limits count per web node. Give this provider the web nodes\' PROVIDER_SECRET.');
  }
  return c.req.header('x-lab-client-ip') ?? 'local';
}

/**
 * Where a new sign-in comes from, for the user's list of devices: the browser's User-Agent (a web
 * node forwards its visitor's as `x-lab-user-agent`; an API client's own otherwise) and the
 * caller's address as for the limits.
 */
export function sessionOrigin(c: Ctx): { userAgent: string | null; address: string } {
  return { userAgent: c.req.header('x-lab-user-agent') ?? c.req.header('user-agent') ?? null, address: clientAddress(c) };
}

/** Answers 429 with Retry-After and the minutes to wait (the shape login uses); the limits are services/rate-limits.ts. */
export function tooManyAnswer(c: Ctx, minutes: number, message: string): Response {
  c.header('Retry-After', String(minutes * 60));
  return c.json({ error: message, code: 'rate-limited', retryAfterMinutes: minutes }, 429);
}

/**
 * The answer to a refused new password (400 `{ error, code, field, passwordProblem }`), or null
 * when it is acceptable (the policy is services/password-policy.ts). The error names the field
 * the body calls the password.
 */
export async function weakPasswordAnswer(c: Ctx, field: string, password: string, personal: (string | null | undefined)[]): Promise<Response | null> {
  const problem = await passwordProblem(password, personal);
  return problem ? c.json({ error: `${field}: ${PASSWORD_PROBLEM_MESSAGES[problem]}`, code: 'password-weak', field, passwordProblem: problem }, 400) : null;
}
