/**
 * The API token form's schema, shared by the page (the browser checks it before sending) and the
 * action (which parses it again): the provider's body (contract/api-tokens.ts) with the page's
 * messages; the allow-list is one textarea, an entry per line.
 */
import { z } from 'zod';
import { API_SCOPES, API_TOKEN_LIMITS, TOKEN_EXPIRIES, allowListEntries, isAddressOrNetwork } from '../../../../../contract/api-tokens.ts';

export const PATH = '/dashboard/client-settings/api-tokens';

export const LABELS = { name: 'apiTokens.name', scopes: 'apiTokens.scopes', expiry: 'apiTokens.expiry', allowedIps: 'apiTokens.allowedIps' };

export const tokenFormSchema = z.object({
  name: z.string({ error: 'field-error-required' }).trim().min(1, 'field-error-required').max(API_TOKEN_LIMITS.name, 'field-error-too-long'),
  scopes: z.array(z.enum(API_SCOPES), { error: 'apiTokens.errors.scopes' }).min(1, 'apiTokens.errors.scopes'),
  expiry: z.enum(TOKEN_EXPIRIES, { error: 'apiTokens.errors.expiry' }),
  allowedIps: z
    .string()
    .max(API_TOKEN_LIMITS.ipText, 'apiTokens.errors.allowedIps')
    .optional()
    .transform((v) => allowListEntries(v ?? ''))
    .refine((list) => list.length <= API_TOKEN_LIMITS.allowedIps && list.every(isAddressOrNetwork), 'apiTokens.errors.allowedIps'),
});

export const idSchema = z.object({ id: z.coerce.number().int().positive() });
