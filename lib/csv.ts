/**
 * CSV files the lab hands out (results, courier requests, invoice reports, the change history, the
 * vintage report, …), written by one rule, shared by the app and the provider (imports neither):
 * RFC 4180 fields separated by commas, lines ended by CRLF, a UTF-8 byte-order mark in front, and
 * cells a spreadsheet would run as a formula made inert. Every field goes through `csvField`, which
 * applies both halves of the rule, so no writer can forget one.
 */

/**
 * The byte-order mark every CSV starts with: without it Excel reads the file as the system's
 * legacy code page and "—" or "é" turn into garbage.
 */
export const BOM = '\uFEFF';

/**
 * Where a spreadsheet may start a new cell inside what we wrote as one field: Excel in a locale
 * whose list separator is `;` (German, French, …) splits a line on `;` and honours quotes only at
 * the start of a cell, so `"a;=HYPERLINK(…)"` becomes a cell `=HYPERLINK(…)"`. Commas, tabs (the
 * tab-separated reading) and line breaks start cells the same way: each piece between them is
 * checked (PIECE below).
 */
const FORMULA_CHAR = /[=+\-@]/;
/** A number as a spreadsheet reads one ("-0.5", "+3", "1e-3"): left alone, it stays a number. */
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
/** What a spreadsheet skips before deciding a cell is a formula: spaces and quotes. */
const LEAD = /^[ \u00a0"]*/;
/** A piece that may run (or a value starting with a tab or carriage return): worth a closer look. */
const MAYBE_FORMULA = /(?:^|[;,\t\r\n])[ \u00a0"]*[=+\-@]|^[\t\r]/;
/** Each piece: what stands between the start or a separator and the next separator. */
const PIECE = /(?<=^|[;,\t\r\n])[^;,\t\r\n]*/g;

/** One piece between cell starts: an apostrophe in front when it would run as a formula. */
function inertPiece(piece: string): string {
  const rest = piece.slice(LEAD.exec(piece)![0].length);
  if (!FORMULA_CHAR.test(rest[0] ?? '') || NUMBER.test(piece.trim())) return piece;
  return `'${piece}`;
}

/**
 * Text a spreadsheet could read as a formula made inert: at its start and after every place a
 * spreadsheet may start a cell (`;`, `,`, tab, line breaks), a piece that begins (after spaces or
 * quotes) with `=`, `+`, `-` or `@` and is not a number gets a leading apostrophe, which makes the
 * cell text. A value that starts with a tab or a carriage return gets one too (some readers drop
 * them, leaving what follows at the cell's start). Applying it twice changes nothing.
 */
export function safeCell(v: string | null | undefined): string {
  if (v === null || v === undefined) return '';
  // The common case, in one native scan: no piece starts (after spaces or quotes) with a formula character.
  if (!MAYBE_FORMULA.test(v)) return v;
  const out = v.replace(PIECE, inertPiece);
  return /^[\t\r]/.test(v) ? `'${out}` : out;
}

/**
 * One field: text made inert (`safeCell`), then quoted (quotes doubled) when it holds a comma, a
 * semicolon, a quote, a tab or a line break, so every reading (comma, semicolon or tab separated)
 * keeps it in one cell where it honours quotes. Numbers are written as they are.
 */
export function csvField(v: string | number): string {
  const text = typeof v === 'number' ? String(v) : safeCell(v);
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, CRLF-terminated. */
export function csvLine(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** A whole file: the BOM, the header line, then a line per row. */
export function csvFile(header: readonly string[], rows: Iterable<readonly (string | number)[]>): string {
  let out = BOM + csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}

/** One cell of user text or a number (null: empty): the same rule as `csvField`. */
export function csvEscape(v: string | number | null | undefined): string {
  return csvField(v ?? '');
}
