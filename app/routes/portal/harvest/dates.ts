/** Season days: whole days since the season's start (yyyy-MM-dd, UTC), and back to a date. */
const DAY_MS = 86_400_000;

/** Whole days from `start` (yyyy-MM-dd) to `date`. */
export const daysFrom = (start: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
/** The date `days` after `start` (yyyy-MM-dd). */
export const dateAfter = (start: string, days: number) => new Date(Date.parse(`${start}T00:00:00Z`) + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
