/** Time helpers for the seed: the lab's clock is America/Los_Angeles; stored times are UTC ISO-8601. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + 7 * (n - 1);
}

/** True when US daylight saving time is in effect in California at the UTC instant `ms`. */
export function isPacificDst(ms: number): boolean {
  const y = new Date(ms).getUTCFullYear();
  const start = Date.UTC(y, 2, nthSunday(y, 2, 2), 10); // 2:00 PST
  const end = Date.UTC(y, 10, nthSunday(y, 10, 1), 9); // 2:00 PDT
  return ms >= start && ms < end;
}

/** UTC milliseconds of a Pacific wall-clock time (month 1–12). */
export function pacific(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const guess = Date.UTC(year, month - 1, day, hour + 8, minute);
  return isPacificDst(guess - HOUR) ? guess - HOUR : guess;
}

/** Pacific wall-clock parts of a UTC instant. */
export function pacificParts(ms: number): { year: number; month: number; day: number; hour: number; weekday: number; dayOfYear: number } {
  const local = new Date(ms - (isPacificDst(ms) ? 7 : 8) * HOUR);
  const year = local.getUTCFullYear();
  return {
    year,
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    weekday: local.getUTCDay(),
    dayOfYear: Math.floor((Date.UTC(year, local.getUTCMonth(), local.getUTCDate()) - Date.UTC(year, 0, 1)) / DAY) + 1,
  };
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** Turnaround text of the catalogue ("Same day", "2–3 business days") as typical hours. */
export function turnaroundHours(text: string): number {
  if (/same day/i.test(text)) return 5;
  const m = /(\d+)(?:\s*[–-]\s*(\d+))?\s*business days?/i.exec(text);
  if (m) return ((Number(m[1]) + Number(m[2] ?? m[1])) / 2) * 24;
  return 48;
}
