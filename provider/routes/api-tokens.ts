/**
 * A client's API tokens (services/api-tokens.ts), its Administrators' side: the list with the
 * last calls, creating one (the secret answered once), revoking one, and keeping one whose
 * creator left the client. The access table's `api-tokens` entry: the client's Administrators
 * and site administrators; a site administrator who is not a member sees and revokes, but only
 * the client's own Administrators create (a token acts for the client that made it).
 */
import { Hono } from 'hono';
import { type ProviderEnv, currentUser, idParam, readJson, requireClient, trackEvent } from '../http.ts';
import { refuse } from '../errors.ts';
import { createTokenBody } from '../../contract/api-tokens.ts';
import * as tokens from '../services/api-tokens.ts';

export const apiTokenRoutes = new Hono<ProviderEnv>();

/** GET /clients/{clientId}/api_tokens.json: the tokens not revoked and the last calls. */
apiTokenRoutes.get('/clients/:clientId/api_tokens.json', requireClient('api-tokens'), async (c) => c.json(await tokens.listTokens(c.var.deps, c.var.client.id)));

/** POST /clients/{clientId}/api_tokens.json { name, scopes, expiry, allowedIps }: 201 { token, secret }. */
apiTokenRoutes.post('/clients/:clientId/api_tokens.json', requireClient('api-tokens'), async (c) => {
  if (c.var.membership?.role !== 'Administrator') refuse('forbidden', 'Only the client\'s own Administrators create API tokens');
  const body = await readJson(c, createTokenBody);
  const user = currentUser(c);
  const created = await tokens.createToken(c.var.deps, c.var.client.id, { id: user.id, email: user.email }, body);
  await trackEvent(c, 'api-token-created', { clientId: c.var.client.id, tokenId: created.token.id, scopes: created.token.scopes });
  return c.json(created, 201);
});

/** DELETE /clients/{clientId}/api_tokens/{id}.json: revoked at once (the next call with it is refused). */
apiTokenRoutes.delete('/clients/:clientId/api_tokens/:id{[0-9]+\\.json}', requireClient('api-tokens'), async (c) => {
  const id = idParam(c, 'id');
  await tokens.revokeToken(c.var.deps, c.var.client.id, id, currentUser(c).email);
  await trackEvent(c, 'api-token-revoked', { clientId: c.var.client.id, tokenId: id });
  return c.json({ revoked: id });
});

/** POST /clients/{clientId}/api_tokens/{id}/keep.json: a removed member's token stays (the notice goes). */
apiTokenRoutes.post('/clients/:clientId/api_tokens/:id/keep.json', requireClient('api-tokens'), async (c) => {
  const id = idParam(c, 'id');
  await tokens.keepToken(c.var.deps, c.var.client.id, id);
  await trackEvent(c, 'api-token-kept', { clientId: c.var.client.id, tokenId: id });
  return c.json({ kept: id });
});
