/**
 * The lab's clock, in one place for the app and the provider: the lab works on
 * Pacific time (America/Los_Angeles), so calendar days, date filters, cut-offs and the dates on
 * pages, CSV files and PDFs are all days of that zone, across daylight-saving changes.
 * Runs on the server and in the browser (no Node imports).
 */
import { DateTime } from 'luxon';

export const LAB_ZONE = 'America/Los_Angeles';

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: LAB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayCache = new Map<string, string>();

/**
 * A UTC ISO time as the lab's calendar day (MM/dd/yyyy), or with the time of day; '' for no
 * time, the input itself when it is not a time.
 */
export function labDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return '';
  if (!withTime) {
    // The lab's offset from UTC is whole hours, so the day depends only on the UTC hour: cache by it.
    const key = iso.slice(0, 13);
    let day = dayCache.get(key);
    if (day === undefined) {
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return iso;
      day = dayFormat.format(d);
      if (dayCache.size > 100_000) dayCache.clear();
      dayCache.set(key, day);
    }
    return day;
  }
  const d = DateTime.fromISO(iso, { zone: 'utc' }).setZone(LAB_ZONE);
  if (!d.isValid) return iso;
  return d.toFormat('MM/dd/yyyy h:mm a');
}

/** A lab calendar day (yyyy-MM-dd) as the UTC ISO instant it starts. */
export function labDayStart(isoDay: string): string {
  return DateTime.fromISO(isoDay, { zone: LAB_ZONE }).startOf('day').toUTC().toISO()!;
}

/** A lab calendar day (yyyy-MM-dd) as the UTC ISO instant the next day starts (exclusive end). */
export function labDayEnd(isoDay: string): string {
  return DateTime.fromISO(isoDay, { zone: LAB_ZONE }).plus({ days: 1 }).startOf('day').toUTC().toISO()!;
}

/** The lab's calendar day (yyyy-MM-dd) at an instant. */
export function labToday(now: Date): string {
  return DateTime.fromJSDate(now).setZone(LAB_ZONE).toFormat('yyyy-MM-dd');
}

/** An instant as a Luxon time on the lab's clock. */
export function labTime(now: Date): DateTime {
  return DateTime.fromJSDate(now).setZone(LAB_ZONE);
}
