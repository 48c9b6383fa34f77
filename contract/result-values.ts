/**
 * A result value as the lab bench types it (a form field or an instrument CSV cell), checked
 * against the analysis it is for and turned into what `results` stores: `result` (the value as
 * measured, decimals as typed) and `formattedResult` (as the report prints it).
 *
 * An analysis reported with a unit is numeric: a number (`12.3`, `-0.4`, `1,250`), a limit
 * (`<0.5`, `>300`, `≤`/`≥` too), "ND" (Not Detected) or "N/A" (with an optional note, as the
 * seed's "N/A (still wine)"). An analysis without a unit takes text (a sensory note, a
 * pass/fail). The decimals typed are the decimals reported: the instrument or the analyst
 * decides the precision, the portal never rounds a value.
 */

export const MAX_VALUE_LENGTH = 200;

export type ValueRefusal = 'empty' | 'too-long' | 'not-a-number';

export type ParsedValue = { ok: true; result: string; formatted: string } | { ok: false; reason: ValueRefusal };

const formatters = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) formatters.set(decimals, (f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return f;
}

const NUMBER = /^(<=|>=|<|>|≤|≥)?\s*([+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[+-]?\.\d+)$/;

/** Parses a typed value for an analysis reported in `units` (null: a text analysis). */
export function parseResultValue(raw: string, units: string | null | undefined): ParsedValue {
  // Control characters (a NUL from a binary file, which PostgreSQL refuses in text) count as spaces.
  const typed = raw.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  if (!typed) return { ok: false, reason: 'empty' };
  if (typed.length > MAX_VALUE_LENGTH) return { ok: false, reason: 'too-long' };
  const na = /^n\/?a\b/i.exec(typed);
  if (na) return { ok: true, result: `N/A${typed.slice(na[0].length)}`, formatted: `N/A${typed.slice(na[0].length)}` };
  if (/^(nd|not detected)$/i.test(typed)) return { ok: true, result: 'ND', formatted: 'Not Detected' };
  if (!units) return { ok: true, result: typed, formatted: typed };
  const m = NUMBER.exec(typed);
  if (!m) return { ok: false, reason: 'not-a-number' };
  const op = { '<=': '≤', '>=': '≥' }[m[1] ?? ''] ?? m[1] ?? '';
  const digits = m[2].replace(/,/g, '').replace(/^\+/, '').replace(/^(-?)\./, '$10.');
  const decimals = digits.includes('.') ? digits.split('.')[1].length : 0;
  const n = Number(digits);
  if (!Number.isFinite(n)) return { ok: false, reason: 'not-a-number' };
  const formatted = `${op}${formatter(decimals).format(n)}`;
  return { ok: true, result: `${op}${digits}`, formatted };
}

/** Whether a unit written beside a value (an instrument CSV) is the analysis' unit; blank is. */
export function sameUnit(written: string | null | undefined, units: string | null | undefined): boolean {
  const w = (written ?? '').trim().toLowerCase();
  if (!w) return true;
  return w === (units ?? '').trim().toLowerCase();
}
