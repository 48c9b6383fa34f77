/**
 * Contract of the supplies calls (document 2 §3, §5, §7): the public catalogue
 * (GET /cms/supplies.json), the supply request (POST /supply_requests.json) and the order form's
 * prefill (GET /clients/{clientId}/supply_requests/shipping.json, ours: the client's primary
 * shipping address, so the page needs no address-book call).
 *
 * Quantities (document 2 §5: integers; zero and non-numeric entries dropped) are capped at
 * MAX_SUPPLY_QUANTITY per item: a two-digit number input, far above any pack count the lab ships
 * in one order; the catalogue's per-item guidance ("Up to 10 per order") is reviewed by the lab.
 */
import { z } from 'zod';

export const MAX_SUPPLY_QUANTITY = 99;

/**
 * The most of one supply per order its catalogue text states ("Up to 5 per order"), else
 * MAX_SUPPLY_QUANTITY. Used once, to fill the `maxPerOrder` column (seed and migration); the
 * column is then the rule.
 */
export function perOrderLimit(description: string): number {
  const m = /\bup to (\d{1,2}) per order\b/i.exec(description);
  const n = m ? Number(m[1]) : MAX_SUPPLY_QUANTITY;
  return n >= 1 && n <= MAX_SUPPLY_QUANTITY ? n : MAX_SUPPLY_QUANTITY;
}
/** Catalogue freshness (seconds) for the provider's Cache-Control and the app's server cache. */
export const SUPPLIES_FRESHNESS = 600;

export const supply = z.object({
  key: z.string(),
  name: z.string(),
  subheading: z.string(),
  description: z.string(),
  packSize: z.string().nullable(),
  /** the most of this supply one order may carry */
  maxPerOrder: z.number().int().min(1).max(MAX_SUPPLY_QUANTITY),
});
export type Supply = z.infer<typeof supply>;
export const supplyList = z.array(supply);

const text = (max: number) => z.string().trim().min(1, 'is required').max(max);

/**
 * The quantities map: key → integer. Zero, empty and non-numeric entries are dropped (not
 * refused); a negative, fractional or too large number is refused. Key format is checked
 * here, known keys by the route (against the catalogue).
 */
export const supplyQuantities = z
  .record(z.string().regex(/^[a-z0-9_]{1,60}$/, 'unknown supply'), z.unknown())
  .transform((map, ctx) => {
    const out: Record<string, number> = {};
    for (const [key, raw] of Object.entries(map)) {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : Number.NaN;
      if (Number.isNaN(n) || n === 0) continue;
      if (!Number.isInteger(n) || n < 0 || n > MAX_SUPPLY_QUANTITY) {
        ctx.addIssue({ code: 'custom', path: [key], message: `must be a whole number from 1 to ${MAX_SUPPLY_QUANTITY}` });
        continue;
      }
      out[key] = n;
    }
    if (!Object.keys(out).length) ctx.addIssue({ code: 'custom', message: 'at least one supply with a quantity above 0 is required' });
    return out;
  });

/**
 * The request checked against the catalogue: known keys only, and each
 * quantity at most that supply's `maxPerOrder`. The route builds it from the supplies table.
 */
export function supplyRequestWithin(catalogue: { key: string; name: string; maxPerOrder: number }[]) {
  const byKey = new Map(catalogue.map((s) => [s.key, s]));
  return supplyRequestBody.superRefine((body, ctx) => {
    for (const [key, n] of Object.entries(body.request.supplies)) {
      const s = byKey.get(key);
      if (!s) ctx.addIssue({ code: 'custom', path: ['request', 'supplies', key], message: `Unknown supply: ${key}` });
      else if (n > s.maxPerOrder) ctx.addIssue({ code: 'custom', path: ['request', 'supplies', key], message: `at most ${s.maxPerOrder} ${s.name} per order` });
    }
  });
}

/** Field lengths of the supply request: enforced here, mirrored by the order form. */
export const SUPPLY_REQUEST_LIMITS = {
  firstname: 80, lastname: 80, street_1: 200, street_2: 200, city: 120, state: 80, country: 80, postalCode: 20, phone: 40, email: 254,
} as const;
const L = SUPPLY_REQUEST_LIMITS;

export const supplyRequestBody = z.object({
  clientCode: z.string().trim().min(1).max(40),
  clientName: z.string().trim().max(200).optional(),
  request: z.object({
    firstname: text(L.firstname),
    lastname: text(L.lastname),
    street_1: text(L.street_1),
    street_2: z.string().trim().max(L.street_2).optional().default(''),
    city: text(L.city),
    state: text(L.state),
    country: text(L.country),
    postalCode: text(L.postalCode),
    phone: text(L.phone),
    email: z.email().max(L.email),
    supplies: supplyQuantities,
  }),
});
export type SupplyRequestBody = z.input<typeof supplyRequestBody>;

export const supplyRequestResponse = z.object({ id: z.number().int() });

/** GET /clients/{clientId}/supply_requests/{id}.json (ours): a placed order as stored. */
export const placedSupplyRequest = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  request: z
    .object({
      firstname: z.string(), lastname: z.string(), street_1: z.string(), street_2: z.string().nullish(), city: z.string(), state: z.string(),
      country: z.string(), postalCode: z.string(), email: z.string(), supplies: z.record(z.string(), z.number()),
    })
    .loose(),
});
export type PlacedSupplyRequest = z.infer<typeof placedSupplyRequest>;

export const shippingPrefill = z.object({
  address: z
    .object({ street_1: z.string(), street_2: z.string().nullable(), city: z.string(), state: z.string(), country: z.string(), postalCode: z.string(), phone: z.string().nullable() })
    .nullable(),
});
export type ShippingPrefill = z.infer<typeof shippingPrefill>;
