/** The request-courier form's schema: the server's validation (request-courier.server.ts); zod stays out of the browser. */
import { z } from 'zod';
import { IDEMPOTENCY_KEY, MAX_COURIER_INSTRUCTIONS, US_PHONE } from '../../../contract/courier.ts';
import { maskUsPhone } from '../../ui/address-options.ts';

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
