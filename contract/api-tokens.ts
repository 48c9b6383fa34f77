/**
 * API tokens: what a client's Administrators create in client settings so the client's own
 * systems can call /api/v1/ (contract/api-v1.ts). A token acts for its client only, never for a
 * person; its scopes name what it may read or do, each mapped to the access table's entry whose
 * client rules (credit hold, re-signing, the laboratory's approval) it obeys (contract/access.ts).
 */
import { z } from 'zod';
import type { AccessPoint } from './access.ts';

export const API_SCOPES = ['results:read', 'reports:read', 'invoices:read', 'submissions:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The access-table entry each scope obeys, for its client rules (the role gate is the scope itself). */
export const SCOPE_ACCESS: Record<ApiScope, AccessPoint> = {
  'results:read': 'results',
  'reports:read': 'results:report',
  'invoices:read': 'billing:report',
  'submissions:write': 'ordering:submit',
};

/** Days a new token lasts; `none`: until revoked. */
export const TOKEN_EXPIRIES = ['30', '90', '365', 'none'] as const;
export type TokenExpiry = (typeof TOKEN_EXPIRIES)[number];

/**
 * `livePerClient`: tokens a client may hold at once, revoked and expired ones not counted (a
 * token per system that calls, a few more while one is rotated; a cap so that a script gone wrong
 * cannot fill the table).
 */
export const API_TOKEN_LIMITS = { name: 80, allowedIps: 20, ipText: 1000, livePerClient: 25 } as const;

/** Every token starts with this: a secret scanner (and a person reading a log) can tell what it is. */
export const TOKEN_PREFIX = 'labk_';

/** One IPv4 or IPv6 address, or a network in CIDR notation (10.0.0.0/8, 2001:db8::/32). */
export function isAddressOrNetwork(value: string): boolean {
  const [addr, bits, ...rest] = value.split('/');
  if (rest.length) return false;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(addr);
  if (v4) {
    if (v4.slice(1).some((o) => Number(o) > 255)) return false;
    return bits === undefined || (/^\d{1,2}$/.test(bits) && Number(bits) <= 32);
  }
  if (!/^[0-9a-f:]+$/i.test(addr) || !addr.includes(':') || addr.split('::').length > 2) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= 128);
}

/** The allow-list as typed (one entry per line, or separated by commas or spaces) into its entries. */
export function allowListEntries(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean))];
}

export const createTokenBody = z.object({
  name: z.string().trim().min(1, 'name: Give the token a name').max(API_TOKEN_LIMITS.name, `name: At most ${API_TOKEN_LIMITS.name} characters`),
  scopes: z.array(z.enum(API_SCOPES, { message: 'scopes: Unknown scope' })).min(1, 'scopes: Choose at least one scope').max(API_SCOPES.length),
  expiry: z.enum(TOKEN_EXPIRIES, { message: 'expiry: Choose 30, 90 or 365 days, or no expiry' }),
  allowedIps: z
    .array(z.string().trim().max(60).refine(isAddressOrNetwork, { message: 'allowedIps: Each entry must be an IP address or a network such as 203.0.113.0/24' }))
    .max(API_TOKEN_LIMITS.allowedIps, `allowedIps: At most ${API_TOKEN_LIMITS.allowedIps} entries`)
    .default([]),
});
export type CreateTokenBody = z.infer<typeof createTokenBody>;

export const apiToken = z.object({
  id: z.number(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  allowedIps: z.array(z.string()),
  createdAt: z.string(),
  /** who created it (their e-mail address; kept when they leave the client) */
  createdBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  /** the member who created it left the client: the Administrators choose to keep or revoke it */
  creatorRemovedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const apiCall = z.object({
  id: z.number(),
  tokenId: z.number(),
  tokenName: z.string(),
  at: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  address: z.string().nullable(),
});
export type ApiCall = z.infer<typeof apiCall>;

/** The client's tokens (not revoked) and its last API calls, newest first. */
export const apiTokensResponse = z.object({ tokens: z.array(apiToken), calls: z.array(apiCall) });
export type ApiTokensResponse = z.infer<typeof apiTokensResponse>;

/** A new token: the secret itself, this once. */
export const createdTokenResponse = z.object({ token: apiToken, secret: z.string() });

/** How many calls the client sees in its log. */
export const CALL_LOG_SIZE = 100;
