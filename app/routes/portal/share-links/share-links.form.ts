/**
 * The share form's schema, shared by the page (the browser checks it before sending) and the
 * action (share-links.server.ts parses the same): the expiry (7, 30 or 90 days) and an optional
 * passcode. The provider checks the same rules again (contract/share-links.ts).
 */
import { z } from 'zod';
import { PASSCODE_LIMITS, SHARE_EXPIRY_DAYS } from '../../../../contract/share-links.ts';
import { messageKey } from '../../../i18n/message.ts';

export const LABELS = { days: 'shareLinks.manage.expiry', passcode: 'shareLinks.manage.passcode' };

export const shareSchema = z.object({
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
