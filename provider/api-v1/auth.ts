/**
 * How a /api/v1/ call is let in: by a client's API token only (a person's session token is no
 * API token, and an API token opens nothing but /api/v1/). The token must be known, not revoked,
 * not expired, used from an address its allow-list names and within its rate limit; then the
 * client it belongs to is the only client the call can see. Every call that presents a known
 * token is recorded against it, refused or not, with its answer's status.
 */
import type { MiddlewareHandler } from 'hono';
import type { ProviderEnv } from '../http.ts';
import { clientAddress } from '../http.ts';
import { refuse } from '../errors.ts';
import { findClient } from '../repositories/clients.ts';
import type { ApiTokenRow } from '../repositories/api-tokens.ts';
import { checkToken, recordCall, tokenScopes } from '../services/api-tokens.ts';
import { keptAddress } from '../services/sessions.ts';
import { type ApiScope, SCOPE_ACCESS } from '../../contract/api-tokens.ts';
import { clientRefusal, refusalCode, refusalMessage } from '../../contract/access.ts';

export type V1Env = { Variables: ProviderEnv['Variables'] & { apiToken: ApiTokenRow } };

/** The token check, the call's record, and the token's client as `client` (no user, no membership). */
export const apiToken: MiddlewareHandler<V1Env> = async (c, next) => {
  const deps = c.var.deps;
  const header = c.req.header('authorization') ?? '';
  const secret = /^Bearer\s+(\S{1,200})$/.exec(header)?.[1];
  const address = clientAddress(c as never);
  const { row, refusal } = await checkToken({ ...deps, perMinute: deps.apiCallsPerMinute }, secret, address);
  const record = (status: number) => (row ? recordCall(deps, row, { method: c.req.method, path: new URL(c.req.url).pathname, status, address: keptAddress(address) }) : Promise.resolve());
  if (refusal) {
    await record(refusal.status);
    if (refusal.status === 401) c.header('WWW-Authenticate', 'Bearer realm="api", error="invalid_token"');
    if (refusal.retryAfter) c.header('Retry-After', String(refusal.retryAfter));
    return c.json({ error: refusal.message, code: refusal.code, ...(refusal.retryAfter ? { retryAfterSeconds: refusal.retryAfter } : {}) }, refusal.status);
  }
  const client = await findClient(deps.db, row!.clientId);
  if (!client) return c.json({ error: 'The API token is unknown or has been revoked', code: 'token-invalid' }, 401);
  c.set('user', null);
  c.set('membership', null);
  c.set('client', client);
  c.set('apiToken', row!);
  await next();
  await record(c.res.status);
};

/**
 * A call's scope: the token must name it (403 `scope-missing`), and the client's own rules of the
 * access-table entry the scope stands for must allow it now (credit hold withholds results and
 * new orders, re-signing, the laboratory's approval: contract/access.ts clientRefusal).
 */
export function requireScope(scope: ApiScope): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    if (!tokenScopes(c.var.apiToken).includes(scope)) refuse('scope-missing', `This API token does not have the ${scope} scope`);
    const point = SCOPE_ACCESS[scope];
    const refused = clientRefusal(point, c.var.client);
    if (refused) refuse(refusalCode(refused, c.var.client), refusalMessage(point, refused, c.var.client));
    await next();
  };
}
