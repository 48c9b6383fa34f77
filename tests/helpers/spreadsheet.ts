/**
 * How spreadsheets read a CSV file we hand out, for the formula-injection tests:
 *
 * - `excelCells`: Excel in a locale whose list separator is `;` (German, French, …), or a
 *   tab-separated reading: a line is split on `;` and on tab, and a quote is honoured only at the
 *   start of a cell (a quoted cell runs to its closing quote, doubled quotes inside; what follows
 *   the closing quote up to the next separator is appended). A line break outside a quoted cell
 *   ends the row. Commas are ordinary characters here.
 * - `rfc4180`: the standard comma-separated reading (quotes around a field, doubled inside).
 */
export function excelCells(text: string): string[] {
  const cells: string[] = [];
  const body = text.replace(/^\uFEFF/, '');
  let i = 0;
  while (i <= body.length) {
    let cell = '';
    if (body[i] === '"') {
      i++;
      while (i < body.length) {
        if (body[i] === '"') {
          if (body[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += body[i++];
      }
    }
    while (i < body.length && !/[;\t\r\n]/.test(body[i])) cell += body[i++];
    cells.push(cell);
    if (i >= body.length) break;
    i += body[i] === '\r' && body[i + 1] === '\n' ? 2 : 1;
  }
  return cells;
}

/** A cell a spreadsheet would run as a formula: after spaces and quotes, `=`, `+`, `-` or `@`, and not a number. */
export function runsAsFormula(cell: string): boolean {
  const rest = cell.replace(/^[ \u00a0"]*/, '');
  return /^[=+\-@]/.test(rest) && !/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(cell.trim());
}

/** RFC 4180 records (CRLF or LF between them; a trailing line end ends the last one). */
export function rfc4180(text: string): string[][] {
  const rows: string[][] = [];
  const body = text.replace(/^\uFEFF/, '');
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < body.length) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
      } else field += body[i++];
    } else if (ch === '"') {
      quoted = true;
      i++;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += ch === '\r' && body[i + 1] === '\n' ? 2 : 1;
    } else field += body[i++];
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The text `safeCell` was given, from what it wrote: the apostrophes it put at a cell's start removed. */
export function withoutInertMarks(cell: string): string {
  return cell.replace(/(^|[;,\t\r\n])'/g, '$1');
}
