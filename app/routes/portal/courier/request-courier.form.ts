/**
 * The request-courier form's path, schema and field labels: the page checks with the schema in the
 * browser (conform) and the action (request-courier.server.ts) checks with the same one. Messages
 * are translation keys.
 */
import { z } from 'zod';
import { IDEMPOTENCY_KEY, MAX_COURIER_INSTRUCTIONS, US_PHONE } from '../../../../contract/courier.ts';
import { maskUsPhone } from '../../../ui/address-options.ts';

export const PATH = '/dashboard/shop/request-courier';

/** Field name → label key: field-error-required names the field (document 2 §5). */
export const LABELS = { addressId: 'courier.address', phoneNumber: 'courier.phone', instructions: 'courier.instructions' };

const required = { error: 'field-error-required' };

export const schema = z.object({
  addressId: z.string(required).trim().min(1, required).regex(/^\d{1,15}$/, 'courier.errors.addressInvalid').transform(Number),
  phoneNumber: z
    .string(required)
    .trim()
    .min(1, required)
    .transform((v) => maskUsPhone(v))
    .refine((v) => US_PHONE.test(v), 'courier.errors.phoneInvalid'),
  instructions: z.string().trim().max(MAX_COURIER_INSTRUCTIONS, 'courier.errors.instructionsTooLong').optional(),
  // hidden: a form sent twice makes one request; a missing or odd key is ignored
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY).optional().catch(undefined),
});
