/**
 * Formatting of the lab's wall-clock times and weekdays with the browser's own Intl, so the
 * header and location components ship no date library (luxon stays on the server).
 * Times are Pacific wall-clock "HH:mm" strings and are shown as they are.
 */
const times = new Map<string, Intl.DateTimeFormat>();
const weekdays = new Map<string, Intl.DateTimeFormat>();

/** Each time already formatted, per language (the header and footer show one on every page). */
const formatted = new Map<string, string>();

export function formatLabTime(hhmm: string, locale: string): string {
  const key = `${locale} ${hhmm}`;
  const hit = formatted.get(key);
  if (hit !== undefined) return hit;
  const [h, m] = hhmm.split(':').map(Number);
  let f = times.get(locale);
  if (!f) times.set(locale, (f = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })));
  const text = f.format(Date.UTC(2000, 0, 1, h, m));
  if (formatted.size >= 1_000) formatted.clear();
  formatted.set(key, text);
  return text;
}

/** The weekday name (0 = Sunday) in the reader's language. */
export function formatWeekday(day: number, locale: string): string {
  let f = weekdays.get(locale);
  if (!f) weekdays.set(locale, (f = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })));
  // 2 January 2000 was a Sunday.
  return f.format(Date.UTC(2000, 0, 2 + day));
}
