/**
 * The share form's schema, shared by the page (the browser checks it before sending) and the
 * action (share-links.server.ts parses the same): what it shows (the report, or the export pack
 * for one market), the expiry (7, 30 or 90 days) and an optional passcode. The provider checks the same rules again (contract/share-links.ts).
 */
import { z } from 'zod';
import { PASSCODE_LIMITS, SHARE_EXPIRY_DAYS } from '../../../../contract/share-links.ts';
import { EXPORT_MARKETS } from '../../../../contract/compliance-tables.ts';
import { messageKey } from '../../../i18n/message.ts';

export const LABELS = { shows: 'shareLinkPacks.shows', days: 'shareLinks.manage.expiry', passcode: 'shareLinks.manage.passcode' };

/** What a link shows, as the form's one select says it: the report, or a market's export pack. */
export const SHOWS = ['report', ...EXPORT_MARKETS] as const;

export const shareSchema = z.object({
  shows: z.enum(SHOWS, { error: 'field-error-required' }).default('report'),
  days: z
    .string({ error: 'field-error-required' })
    .refine((v) => (SHARE_EXPIRY_DAYS as readonly number[]).includes(Number(v)), { error: 'field-error-required' })
    .transform(Number),
  passcode: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= PASSCODE_LIMITS.min, { error: messageKey('shareLinks.manage.passcodeShort', { min: PASSCODE_LIMITS.min }) })
    .refine((v) => !v || v.length <= PASSCODE_LIMITS.max, { error: messageKey('field-error-too-long', { max: PASSCODE_LIMITS.max }) }),
});

export const revokeSchema = z.object({ id: z.string().regex(/^\d{1,15}$/).transform(Number) });
