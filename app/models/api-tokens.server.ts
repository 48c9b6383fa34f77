/**
 * A client's API tokens as the client settings page reads and changes them (provider
 * routes/api-tokens.ts), and the client API's OpenAPI document for the reference page.
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { type CreateTokenBody, apiTokensResponse, createdTokenResponse } from '../../contract/api-tokens.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const CHANGE = { refusalIs403: true, returnTo: '/dashboard/client-settings/api-tokens' } as const;

export const loadApiTokens = (context: Context, clientId: number) => providerClient(context).get(`/clients/${clientId}/api_tokens.json`, apiTokensResponse);

export const createApiToken = (context: Context, clientId: number, body: CreateTokenBody) =>
  providerClient(context).post(`/clients/${clientId}/api_tokens.json`, createdTokenResponse, { body, ...CHANGE });

export const revokeApiToken = (context: Context, clientId: number, id: number) =>
  providerClient(context).delete(`/clients/${clientId}/api_tokens/${id}.json`, z.object({ revoked: z.number() }), CHANGE);

export const keepApiToken = (context: Context, clientId: number, id: number) =>
  providerClient(context).post(`/clients/${clientId}/api_tokens/${id}/keep.json`, z.object({ kept: z.number() }), CHANGE);

/** The OpenAPI document of /api/v1/ (public): the reference page renders it. */
export const loadApiDocument = (context: Context) => providerClient(context).get('/v1/openapi.json', z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), z.any())) }));
