/**
 * Contract of a user's sign-ins ("Your devices" in user settings): the list, and the answer of
 * ending all but the caller's own. The place shown for an address is derived by the app, never
 * stored or sent.
 */
import { z } from 'zod';

/**
 * How often a sign-in's use is written: the cookie's last-seen time (the idle limit,
 * SESSION_IDLE_MINUTES) and the session row's last use move at most once per this long, and
 * never for the open page's poll.
 */
export const SESSION_SEEN_GRANULARITY_MS = 60_000;

export const deviceSession = z.object({
  id: z.number(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** the browser's User-Agent at sign-in (trimmed), or null */
  userAgent: z.string().nullable(),
  /** the network of the address the sign-in was last used from (IPv4 /24 `a.b.c.0`, IPv6 /48 `a:b:c::`), or null: never the full address */
  address: z.string().nullable(),
  /** the caller's own sign-in */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;
export const deviceSessionsResponse = z.object({ sessions: z.array(deviceSession) });
export type DeviceSessionsAnswer = z.infer<typeof deviceSessionsResponse>;

export const endedSessionsResponse = z.object({ ended: z.number() });
