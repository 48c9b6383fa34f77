/**
 * Parameters several calls share: ids from JSON or forms, numbers and dates in query strings,
 * search phrases and paging.
 */
import { z } from 'zod';

/**
 * A whole-number id from JSON or a form (a string of digits): positive either way, so a form's
 * "0" is refused here (400) as the number 0 is, not passed on to a call that refuses it.
 */
export const idValue = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number).pipe(z.number().int().positive())]);

/** An optional numeric id in a query string: absent or empty is "no filter"; anything else must be digits. */
export const optionalId = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || /^\d{1,9}$/.test(v), 'must be a number')
  .transform((v) => (v === undefined ? undefined : Number(v)));

export const optionalInt = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || /^-?\d{1,12}$/.test(v), 'must be a whole number')
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .refine((v) => v === undefined || (v >= min && v <= max), `must be between ${min} and ${max}`);

export const MAX_PAGE_LENGTH = 500;
export const MAX_SEARCH_LENGTH = 200;

/**
 * Dates arrive as yyyy-MM-dd (what the app sends) or MM/dd/yyyy (what users see). Anything else
 * is a 400 with a clear message; an empty value means "no bound".
 */
export const dateParam = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    let m = v.match(/^(\d{4})-(\d{2})-(\d{2})$/);
    let iso: string | undefined;
    if (m) iso = `${m[1]}-${m[2]}-${m[3]}`;
    else if ((m = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/))) iso = `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
    const d = iso ? new Date(`${iso}T00:00:00Z`) : null;
    if (!iso || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: 'custom', message: 'Dates must be MM/dd/yyyy or yyyy-MM-dd' });
      return z.NEVER;
    }
    return iso;
  });

export const searchParam = z
  .string()
  .optional()
  // An over-long search is cut rather than refused: nothing that long can match anyway.
  .transform((v) => v?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined);

export const pageParams = (defaultLength: number) => ({
  start: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  length: z.coerce.number().int().min(1).max(MAX_PAGE_LENGTH).default(defaultLength),
  startDate: dateParam,
  endDate: dateParam,
});

export function datesInOrder(q: { startDate?: string; endDate?: string }) {
  return !q.startDate || !q.endDate || q.startDate <= q.endDate;
}
export const DATE_ORDER = { message: 'The start date must not be after the end date', path: ['startDate'] };
