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
 * nearest-lab widget and the locations page; runs on the server and in the
 * browser.
 */
import { DateTime } from 'luxon';

import { LAB_ZONE } from './lab-time.ts';

export { LAB_ZONE };
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

// ─── Courier pick-up day ─────────────────────────────────────────────────────

/**
 * The day (yyyy-MM-dd, lab clock) a courier request made at `at` is picked up: today when the lab
 * opens today and the request came before the same-day cut-off (10:00 AM Pacific); else the next
 * day the lab is open by its weekly hours (after Saturday's cut-off that is Monday, not a closed
 * Sunday). Null when no day of the coming week opens. The weekly hours are the lab's only
 * calendar: it records no holidays.
 */
export function courierPickupDay(week: DayHours[], at: Date | DateTime, cutoff: { hour: number; minute: number } = { hour: 10, minute: 0 }): string | null {
  const now = (at instanceof Date ? DateTime.fromJSDate(at) : at).setZone(LAB_ZONE);
  const today = now.startOf('day');
  if (hoursOf(week, today.weekday % 7) && now.hour * 60 + now.minute < cutoff.hour * 60 + cutoff.minute) return today.toISODate();
  for (let inDays = 1; inDays <= 7; inDays++) {
    const day = today.plus({ days: inDays });
    if (hoursOf(week, day.weekday % 7)) return day.toISODate();
  }
  return null;
}

// ─── Expected report date ────────────────────────────────────────────────────

/**
 * The most lab days an analysis' catalogue turnaround promises: "Same day" (and "Same day
 * (typically 2–7 hours in harvest)") → 0; "3 business days" → 3; a range "3–5 business days"
 * → its upper end, 5 (the estimate promises the later date). Anything else → null: the order
 * page then says the lab will confirm the date.
 */
export function turnaroundDays(turnaround: string): number | null {
  const text = turnaround.trim().toLowerCase();
  if (text.startsWith('same day')) return 0;
  const m = /^(\d{1,2})(?:\s*[–-]\s*(\d{1,2}))?\s+business days?\b/.exec(text);
  if (!m) return null;
  return Number(m[2] ?? m[1]);
}

/**
 * The date (yyyy-MM-dd, lab clock) a report is expected when the samples reach the lab at `at`:
 * the samples are logged on the lab day they arrive (today while the lab is open, else its next
 * opening), and each business day of the turnaround is a later day the lab is open (its weekly
 * hours: closed days do not count). Null when the turnaround is not a number of days, or the lab
 * has no opening in the coming week.
 */
export function expectedReportDate(turnaround: string, week: DayHours[], at: Date | DateTime): string | null {
  const days = turnaroundDays(turnaround);
  if (days === null) return null;
  const now = (at instanceof Date ? DateTime.fromJSDate(at) : at).setZone(LAB_ZONE);
  const status = labStatus(week, now);
  let day: DateTime;
  if (status.state !== 'closed') day = now.startOf('day');
  else if (status.reopens) day = now.startOf('day').plus({ days: status.reopens.inDays });
  else return null;
  for (let left = days; left > 0; ) {
    day = day.plus({ days: 1 });
    if (hoursOf(week, day.weekday % 7)) left--;
  }
  return day.toISODate();
}

// Formatting lives in app/models/lab-time-format.ts (no luxon in the browser); re-exported by app/models/lab-hours.ts.
