/**
 * Dates as the portal shows them: MM/dd/yyyy in the lab's clock (America/Los_Angeles), the same
 * on the server and in the browser so hydration matches.
 */
import { LAB_ZONE } from '../../contract/lab-time.ts';

const day = new Intl.DateTimeFormat('en-US', { timeZone: LAB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The lab's day of each UTC hour already formatted (a list page formats a hundred
 * dates, and Intl's time-zone formatting was its costliest line). The lab's offsets from UTC
 * (PST, PDT) are whole hours and change on the hour, so every instant of one UTC hour falls on
 * the same day of the lab's, from 1900 on; other inputs are formatted each time.
 */
const byHour = new Map<string, string>();
const CANONICAL_UTC = /^(?:19|2\d)\d\d-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z$/;

export function labDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const hour = CANONICAL_UTC.test(iso) ? iso.slice(0, 13) : null;
  if (hour) {
    const hit = byHour.get(hour);
    if (hit !== undefined) return hit;
  }
  const d = new Date(iso);
  const text = Number.isNaN(d.getTime()) ? '' : day.format(d);
  if (hour) {
    if (byHour.size >= 5_000) byHour.clear();
    byHour.set(hour, text);
  }
  return text;
}

/** A lab day (yyyy-MM-dd) with its weekday, in the reader's language: "Monday, 11/30/2026". */
export function longLabDay(isoDay: string, locale: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
