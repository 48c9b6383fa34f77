/**
 * The lab open-state rule (document 1 §4, §9), a pure function of a location's weekly hours and
 * an instant. Hours are "HH:mm" on the lab's clock, America/Los_Angeles, so the rule holds
 * across daylight-saving changes.
 *
 * - open: the Pacific time is at or after the day's opening and before its closing;
 * - closing soon: open, and closing is one hour away or less;
 * - otherwise closed, with the next opening (later today, or the next day that opens, up to a week).
 *
 * Minutes count, not just the hour (a lab opening at 8:30 is not open at 8:10). Shared by the
 * nearest-lab widget (issue 3) and the locations page (issue 5); runs on the server and in the
 * browser.
 */
import { DateTime } from 'luxon';

export { LAB_ZONE } from '../../provider/contract/lab-time.ts';
import { LAB_ZONE } from '../../provider/contract/lab-time.ts';
export const CLOSING_SOON_MINUTES = 60;

export interface DayHours {
  /** 0 = Sunday … 6 = Saturday */
  day: number;
  openTime: string | null;
  closeTime: string | null;
  /** false (or 0) marks a closed day even when times are present */
  openOnDay?: boolean | number;
}

export type LabStatus =
  | { state: 'open'; closesAt: string }
  | { state: 'closing-soon'; closesAt: string; minutesLeft: number }
  /** `reopens` null: no opening in the coming week */
  | { state: 'closed'; reopens: { day: number; time: string; inDays: number } | null };

function minutes(hhmm: string | null): number | null {
  const m = hhmm?.match(/^(\d{1,2}):(\d{2})/);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

function hoursOf(week: DayHours[], day: number) {
  const h = week.find((d) => d.day === day);
  if (!h || h.openOnDay === false || h.openOnDay === 0) return null;
  const open = minutes(h.openTime);
  const close = minutes(h.closeTime);
  if (open === null || close === null || close <= open) return null;
  return { open, close, openTime: h.openTime!.slice(0, 5), closeTime: h.closeTime!.slice(0, 5) };
}

export function labStatus(week: DayHours[], at: Date | DateTime): LabStatus {
  const now = (at instanceof Date ? DateTime.fromJSDate(at) : at).setZone(LAB_ZONE);
  const today = now.weekday % 7; // luxon: 1 = Monday … 7 = Sunday
  const current = now.hour * 60 + now.minute;
  const h = hoursOf(week, today);
  if (h && current >= h.open && current < h.close) {
    const left = h.close - current;
    return left <= CLOSING_SOON_MINUTES ? { state: 'closing-soon', closesAt: h.closeTime, minutesLeft: left } : { state: 'open', closesAt: h.closeTime };
  }
  if (h && current < h.open) return { state: 'closed', reopens: { day: today, time: h.openTime, inDays: 0 } };
  for (let inDays = 1; inDays <= 7; inDays++) {
    const day = (today + inDays) % 7;
    const next = hoursOf(week, day);
    if (next) return { state: 'closed', reopens: { day, time: next.openTime, inDays } };
  }
  return { state: 'closed', reopens: null };
}

// Formatting lives in lab-time-format.ts (no luxon in the browser); re-exported for callers here.
export { formatLabTime, formatWeekday } from './lab-time-format.ts';
