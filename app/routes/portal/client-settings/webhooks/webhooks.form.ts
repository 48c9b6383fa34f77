/** The webhook pages' forms: register an endpoint; an endpoint's buttons (test, rotate, enable, delete, redeliver). */
import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS } from '../../../../../contract/webhooks.ts';
import { idValue } from '../../../../../contract/params.ts';

export const registerSchema = z.object({
  url: z.string({ error: 'webhooks.errors.urlRequired' }).trim().min(1, 'webhooks.errors.urlRequired').max(WEBHOOK_LIMITS.url, 'webhooks.errors.urlTooLong').pipe(z.url({ protocol: /^https$/, error: 'webhooks.errors.urlHttps' })),
  description: z.string().trim().max(WEBHOOK_LIMITS.description, 'webhooks.errors.descriptionTooLong').optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS), { error: 'webhooks.errors.eventsRequired' }).min(1, 'webhooks.errors.eventsRequired'),
});

export const endpointSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('test') }),
  z.object({ intent: z.literal('rotate') }),
  z.object({ intent: z.literal('enable') }),
  z.object({ intent: z.literal('delete') }),
  z.object({ intent: z.literal('redeliver'), deliveryId: idValue }),
]);
