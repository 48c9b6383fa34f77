/**
 * Courier requests (document 2 §3, §5, §7, §9): the client's past pick-ups, a new request and
 * the CSV export. Requests and responses; the app parses every answer with these schemas.
 */
import { z } from 'zod';

export const COURIER_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

/** Page sizes of the past courier orders (document 2 §9): 10 by default; 10, 25, 50 offered; first page 1. */
export const COURIER_DEFAULT_LENGTH = 10;
export const COURIER_PAGE_SIZES = [10, 25, 50] as const;
export const MAX_COURIER_INSTRUCTIONS = 1000;
/** The phone mask of the courier form (document 2 §5): ###-###-####. */
export const US_PHONE = /^\d{3}-\d{3}-\d{4}$/;

export const courierRequest = z.object({
  id: z.number(),
  createdAt: z.string(),
  /** shown as "scheduled" (document 2 §3) */
  updatedAt: z.string(),
  address: z.string(),
  status: z.enum(COURIER_STATUSES),
  addressId: z.number().nullable(),
  phoneNumber: z.string(),
  instructions: z.string().nullable(),
  clientId: z.number(),
});
export type CourierRequest = z.infer<typeof courierRequest>;

/** GET /clients/{clientId}/courier_requests.json: `page` from 1, `length` at most 100. */
export const courierRequestsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  length: z.coerce.number().int().min(1).max(100).default(COURIER_DEFAULT_LENGTH),
});

export const courierRequestsResponse = z.object({
  data: z.array(courierRequest),
  recordsTotal: z.number(),
});

/**
 * POST /courier_requests.json. `address` is the text the user saw in the select; the provider
 * stores the address it knows by `addressId` (which must belong to `clientId`), so a tampered
 * text cannot send the courier elsewhere.
 */
/** An idempotency key: random, URL-safe. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const createCourierRequestBody = z.object({
  clientId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number)]),
  addressId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number)]),
  address: z.string().trim().max(500).optional(),
  phoneNumber: z.string().trim().regex(US_PHONE, 'phoneNumber must look like 707-555-0134'),
  instructions: z
    .string()
    .trim()
    .max(MAX_COURIER_INSTRUCTIONS)
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * The form's hidden, random key: a second post with the same key (a double
   * click, a retry, the same form sent to two nodes at once) creates nothing and answers the first.
   */
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY, 'idempotencyKey must be 16 to 64 letters, digits, - or _').optional(),
});

/** A client's address as the courier form offers it. */
export const courierAddress = z.object({
  id: z.number(),
  label: z.string().nullable(),
  street_1: z.string(),
  street_2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  primary: z.boolean(),
  mailing: z.boolean(),
  /** accepts shipments (client settings): the supply order form offers these */
  shipping: z.boolean().optional(),
  /** the client's primary shipping address (client settings): where a pickup for an order starts */
  primaryShipping: z.boolean().optional(),
});
export type CourierAddress = z.infer<typeof courierAddress>;
export const addressListResponse = z.object({ data: z.array(courierAddress) });

/** One line, as the lab's courier reads it. */
export function addressLine(a: Pick<CourierAddress, 'street_1' | 'street_2' | 'city' | 'state' | 'postalCode'>): string {
  return `${a.street_1}${a.street_2 ? `, ${a.street_2}` : ''}, ${a.city}, ${a.state} ${a.postalCode}`;
}

/** An address as the forms' selects name it (courier pick-up, supply order): its label, then its line. */
export function addressOption(a: Pick<CourierAddress, 'label' | 'street_1' | 'street_2' | 'city' | 'state' | 'postalCode'>): string {
  return `${a.label ? `${a.label}: ` : ''}${addressLine(a)}`;
}

/**
 * A post-office box cannot be a pick-up address: "PO Box 12", "P.O. Box",
 * "Post Office Box", "POB 12", "Postfach", "Box 12" alone. Checked on street_1 and street_2.
 */
const PO_BOX = /\b(?:p\s*\.?\s*o\s*\.?\s*box|post\s*office\s*box|postfach)\b|\bpob\s*\d|^\s*box\s+\d/i;
export function isPoBox(a: { street_1: string; street_2?: string | null }): boolean {
  return PO_BOX.test(a.street_1) || (!!a.street_2 && PO_BOX.test(a.street_2));
}
