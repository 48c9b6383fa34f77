/**
 * The courier cut-off on the home page's countdown: 10:00 AM on the lab's clock
 * (America/Los_Angeles, document 1 §9), today in Pacific time. `now` is injectable for tests.
 */
import { DateTime } from 'luxon';

import { LAB_ZONE } from '../../contract/lab-time.ts';
export const COURIER_CUTOFF = { hour: 10, minute: 0 } as const;

/** The cut-off instant (epoch ms) of the Pacific day that contains `now`. */
export function courierCutoff(now: Date): number {
  return DateTime.fromJSDate(now).setZone(LAB_ZONE).set({ ...COURIER_CUTOFF, second: 0, millisecond: 0 }).toMillis();
}
