/**
 * CSV files the lab hands out (results, courier requests, invoice reports, the change history, the
 * vintage report, …), written by one rule (issue 13), shared by the app and the provider (imports neither): RFC 4180 fields separated by commas, lines ended by CRLF, a UTF-8 byte-order
 * mark in front, and cells a spreadsheet would run as a formula made inert.
 */

/**
 * The byte-order mark every CSV starts with (issue 15 item 10): without it Excel reads the file
 * as the system's legacy code page and "—" or "é" turn into garbage.
 */
export const BOM = '\uFEFF';

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return in front)
 * gets a leading apostrophe; numbers such as "-0.5" or "+3" are left alone.
 */
export function safeCell(v: string | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (/^[=+\-@\t\r]/.test(v) && !/^[-+]?\d*\.?\d+([eE][-+]?\d+)?$/.test(v)) return `'${v}`;
  return v;
}

/** One RFC 4180 field: quoted (quotes doubled) only when it holds a comma, a quote or a line break. */
export function csvField(v: string | number): string {
  const text = String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, CRLF-terminated. Cells from users should go through `safeCell` first. */
export function csvLine(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** A whole file: the BOM, the header line, then a line per row. */
export function csvFile(header: readonly string[], rows: Iterable<readonly (string | number)[]>): string {
  let out = BOM + csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}

/** One cell of user text or a number: made inert if it would run as a formula, then quoted as RFC 4180 asks. */
export function csvEscape(v: string | number | null | undefined): string {
  return csvField(typeof v === 'number' ? v : safeCell(v));
}
