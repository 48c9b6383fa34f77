/**
 * Webhooks: a client's endpoints (an https URL and the events it takes), each message signed the
 * Standard Webhooks way (services/webhooks.ts), and the delivery log. The calls are the
 * client's Administrators' (the access table's `webhooks`).
 */
import { z } from 'zod';

export const WEBHOOK_EVENTS = ['batch.released', 'result.amended', 'invoice.issued', 'payment.settled', 'submission.received'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** the "send test event" message's type (never subscribed to: it goes to the one endpoint asked) */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** `manualSendsPerHour`: test events and redeliveries a client's people ask for, per hour (the portal is no tool to flood an address with). */
export const WEBHOOK_LIMITS = { url: 500, description: 200, endpointsPerClient: 10, manualSendsPerHour: 60 } as const;

export const webhookCreateBody = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_LIMITS.url),
  description: z.string().trim().max(WEBHOOK_LIMITS.description).optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
});
export type WebhookCreateBody = z.infer<typeof webhookCreateBody>;

export const webhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  createdAt: z.string(),
  /** set while the previous secret still signs too (48 hours after a rotation) */
  previousUntil: z.string().nullable(),
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookListResponse = z.object({ endpoints: z.array(webhookEndpoint) });
/** the new endpoint, and its signing secret: shown this once */
export const webhookCreatedResponse = z.object({ endpoint: webhookEndpoint, secret: z.string() });
export const webhookRotatedResponse = z.object({ secret: z.string(), previousUntil: z.string() });

export const webhookAttempt = z.object({ attempt: z.number(), at: z.string(), durationMs: z.number(), status: z.number().nullable(), detail: z.string().nullable() });
export const webhookDelivery = z.object({
  id: z.number(),
  messageId: z.string(),
  eventType: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  payload: z.string(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDetailResponse = z.object({ endpoint: webhookEndpoint, deliveries: z.array(webhookDelivery) });
