/**
 * The client API's tokens: created by a client's Administrators (the secret shown once, only its
 * SHA-256 hash kept), listed with their last use, revoked at once; the check every /api/v1/ call
 * passes (the token, its expiry, its IP allow-list, its rate limit) and the record of each call.
 * Rate limit and call log live in the database, so every node counts the same calls.
 */
import { BlockList, isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { DB } from '../db/connect.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from './mailer.ts';
import { refuse } from '../errors.ts';
import { hashToken } from './tokens.ts';
import { type Limit, limitWait, spend, waitText } from './rate-limits.ts';
import { type ApiScope, type ApiToken, type ApiTokensResponse, type CreateTokenBody, API_SCOPES, API_TOKEN_LIMITS, CALL_LOG_SIZE, TOKEN_PREFIX } from '../../contract/api-tokens.ts';
import * as repo from '../repositories/api-tokens.ts';
import { clientAdministrators, lockClient } from '../repositories/clients.ts';
import { inTransaction } from '../db/connect.ts';

/** Calls a token may make per minute (the provider's deps may set another number: the tests do). */
export const API_CALLS_PER_MINUTE = 120;
const MINUTE = 60_000;
/** A token's last use is written at most this often (a busy token costs one such write a minute). */
const LAST_USE_GRANULARITY_MS = MINUTE;
/** The call log is pruned to the client's newest CALL_LOG_SIZE on every this-many-th call. */
const PRUNE_EVERY = 10;

export interface TokenDeps {
  db: DB;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}

const scopesOf = (row: repo.ApiTokenRow): ApiScope[] => row.scopes.split(' ').filter((s): s is ApiScope => (API_SCOPES as readonly string[]).includes(s));
const ipsOf = (row: repo.ApiTokenRow): string[] => (row.allowedIps ? row.allowedIps.split('\n').filter(Boolean) : []);

function toToken(row: repo.ApiTokenRow, now: string): ApiToken {
  return {
    id: row.id, name: row.name, scopes: scopesOf(row), allowedIps: ipsOf(row), createdAt: row.createdAt, createdBy: row.createdByEmail,
    expiresAt: row.expiresAt, lastUsedAt: row.lastUsedAt, lastUsedAddress: row.lastUsedAddress, creatorRemovedAt: row.creatorRemovedAt,
    expired: !!row.expiresAt && row.expiresAt <= now,
  };
}

/** A new token for the client: the secret (`labk_` and 43 random characters) is answered this once. */
export async function createToken(deps: TokenDeps, clientId: number, creator: { id: number; email: string }, body: CreateTokenBody): Promise<{ token: ApiToken; secret: string }> {
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = deps.clock.now();
  const expiresAt = body.expiry === 'none' ? null : new Date(now.getTime() + Number(body.expiry) * 86_400_000).toISOString();
  const scopes = API_SCOPES.filter((s) => body.scopes.includes(s));
  const id = await inTransaction(deps.db, async (tx) => {
    // Counted under the client's lock: tokens asked for at once cannot all see room for one more.
    await lockClient(tx, clientId);
    if ((await repo.countLiveTokens(tx, clientId, now.toISOString())) >= API_TOKEN_LIMITS.livePerClient) {
      refuse('api-token-limit', `A client holds at most ${API_TOKEN_LIMITS.livePerClient} API tokens at once: revoke one it no longer uses first`);
    }
    return repo.insertToken(tx, {
      clientId, name: body.name, tokenHash: hashToken(secret), scopes: scopes.join(' '), allowedIps: body.allowedIps.join('\n'),
      createdBy: creator.id, createdByEmail: creator.email, createdAt: now.toISOString(), expiresAt,
    });
  });
  const row = await repo.tokenOfClient(deps.db, clientId, id);
  return { token: toToken(row!, now.toISOString()), secret };
}

export async function listTokens(deps: TokenDeps, clientId: number): Promise<ApiTokensResponse> {
  const now = deps.clock.now().toISOString();
  const [rows, calls] = await Promise.all([repo.tokensOfClient(deps.db, clientId), repo.callsOfClient(deps.db, clientId, CALL_LOG_SIZE)]);
  return { tokens: rows.map((r) => toToken(r, now)), calls: calls.map((c) => ({ ...c, id: Number(c.id), tokenId: Number(c.tokenId), status: Number(c.status) })) };
}

export async function revokeToken(deps: TokenDeps, clientId: number, id: number, by: string): Promise<void> {
  if (!(await repo.revokeToken(deps.db, clientId, id, by, deps.clock.now().toISOString()))) refuse('not-found', 'No such token (it may have been revoked already)');
}

export async function keepToken(deps: TokenDeps, clientId: number, id: number): Promise<void> {
  if (!(await repo.keepToken(deps.db, clientId, id))) refuse('not-found', 'No token of a removed member awaits a choice by this id');
}

/**
 * The member `userId` left the client: the tokens they created stay valid (an integration does not
 * stop unannounced) but each is marked until an Administrator keeps or revokes it, and the
 * client's Administrators are told by e-mail. Nothing to do when they created none.
 */
export async function creatorRemoved(deps: TokenDeps, client: { id: number; name: string; code: string }, userId: number, email: string): Promise<void> {
  const names = await repo.markCreatorRemoved(deps.db, client.id, userId, deps.clock.now().toISOString());
  if (!names.length) return;
  const admins = (await clientAdministrators(deps.db, client.id)).filter((a) => a.email.toLowerCase() !== email.toLowerCase());
  for (const a of admins) {
    await deps.mailer.send({
      to: a.email,
      subject: `API tokens of ${client.name} created by a removed member`,
      text: [
        `Hello${a.firstname ? ` ${a.firstname}` : ''},`,
        '',
        `${email} is no longer a member of ${client.name} (${client.code}). They created these API tokens, which still work:`,
        ...names.map((n) => `  - ${n}`),
        '',
        `Please choose to keep or revoke each one: ${deps.publicUrl}/dashboard/client-settings/api-tokens`,
        '',
        'Vinlab Analytical Laboratories',
      ].join('\n'),
    });
  }
}

/** A refusal of an API call, after which the call is still recorded against its token. */
export class ApiRefusal {
  constructor(readonly status: 401 | 403 | 429, readonly code: 'token-invalid' | 'address-not-allowed' | 'rate-limited', readonly message: string, readonly retryAfter?: number) {}
}

/** Whether `address` is one the allow-list names (an address or a CIDR network); an empty list allows any. */
export function addressAllowed(allowed: string[], address: string): boolean {
  if (!allowed.length) return true;
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (!family) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [net, bits] = entry.split('/');
    const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(bits), type);
  }
  return list.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Calls with an unknown, revoked or expired token (or none) counted per address: past the limit
 * the address is answered 429 until its window has room, before the token is even judged. Only
 * the refused calls are counted and checked, so a valid token's calls cost no query more, and a
 * system that still sends an old token beside its valid one keeps working with the valid one.
 */
const INVALID_TOKEN_LIMIT = { perAddress: 30, windowMs: 15 * MINUTE };

async function invalidTokenRefusal(deps: TokenDeps, address: string, message: string): Promise<ApiRefusal> {
  const limit: Limit = { kind: 'api-token:invalid', key: `address:${address.slice(0, 100)}`, limit: INVALID_TOKEN_LIMIT.perAddress, windowMs: INVALID_TOKEN_LIMIT.windowMs };
  const wait = await limitWait(deps.db, deps.clock, [limit]);
  if (wait > 0) {
    return new ApiRefusal(429, 'rate-limited', `Too many calls with an unknown, revoked or expired API token from this address: try again in ${waitText(wait)}`, wait * 60);
  }
  await spend(deps.db, deps.clock, [limit]);
  return new ApiRefusal(401, 'token-invalid', message);
}

/**
 * The token a call presents, if it may be used now from `address`: unknown, revoked and expired
 * tokens are one refusal (401; 429 once the address has sent too many: invalidTokenRefusal); then the allow-list (403); then the rate limit (429 with the
 * seconds until the next minute). Answers the token row and, for a refusal after the token is
 * known, the refusal (the call is recorded against the token either way).
 */
export async function checkToken(
  deps: TokenDeps & { perMinute?: number },
  secret: string | undefined,
  address: string,
): Promise<{ row: repo.ApiTokenRow | null; refusal: ApiRefusal | null }> {
  const now = deps.clock.now();
  const row = secret && secret.startsWith(TOKEN_PREFIX) ? await repo.tokenByHash(deps.db, hashToken(secret)) : undefined;
  if (!row || row.revokedAt) return { row: null, refusal: await invalidTokenRefusal(deps, address, 'The API token is unknown or has been revoked') };
  if (row.expiresAt && row.expiresAt <= now.toISOString()) return { row: null, refusal: await invalidTokenRefusal(deps, address, 'The API token has expired') };
  if (!addressAllowed(ipsOf(row), address)) return { row, refusal: new ApiRefusal(403, 'address-not-allowed', 'The API token may not be used from this address') };
  const windowStart = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const count = await repo.countCall(deps.db, row.id, new Date(windowStart).toISOString());
  if (count === 1) await repo.pruneWindows(deps.db, row.id, new Date(windowStart).toISOString());
  const limit = deps.perMinute ?? API_CALLS_PER_MINUTE;
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + MINUTE - now.getTime()) / 1000));
    return { row, refusal: new ApiRefusal(429, 'rate-limited', `At most ${limit} calls a minute per token: try again in ${retryAfter} seconds`, retryAfter) };
  }
  return { row, refusal: null };
}

export function tokenScopes(row: repo.ApiTokenRow): ApiScope[] {
  return scopesOf(row);
}

/** Records a call of the token (and moves its last use); every so often prunes the client's log to its newest calls. */
export async function recordCall(deps: TokenDeps, row: repo.ApiTokenRow, call: { method: string; path: string; status: number; address: string | null }): Promise<void> {
  const now = deps.clock.now();
  const id = await repo.insertCall(deps.db, { tokenId: row.id, clientId: row.clientId, at: now.toISOString(), ...call, path: call.path.slice(0, 300) });
  await repo.touchToken(deps.db, row.id, now, LAST_USE_GRANULARITY_MS, call.address);
  if (id % PRUNE_EVERY === 0) await repo.pruneCalls(deps.db, row.clientId, CALL_LOG_SIZE);
}
