/** The delivery pages' POST forms (all plain buttons): send one copy again, mark notices read, mark letters printed. */
import { z } from 'zod';
import { idValue } from '../../../../contract/params.ts';
import { DELIVERY_STATES } from '../../../../contract/deliveries.ts';

export const resendSchema = z.object({ intent: z.literal('resend'), id: idValue });

export const noticeSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('read'), id: idValue }), z.object({ intent: z.literal('read-all') })]);

export const deskSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('resend'), id: idValue }),
  z.object({ intent: z.literal('printed'), ids: z.array(idValue).min(1).max(500) }),
]);

/** The log's GET filter: a known state, else none. */
export function stateFilter(request: Request) {
  const v = new URL(request.url).searchParams.get('state') ?? '';
  return (DELIVERY_STATES as readonly string[]).includes(v) ? (v as (typeof DELIVERY_STATES)[number]) : undefined;
}
