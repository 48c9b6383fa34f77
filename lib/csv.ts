/**
 * CSV cells for downloads (RFC 4180), shared by both sides (issue 13 asks for one rule; the
 * results export in provider/routes/results.ts follows the same two rules and moves here with
 * issue 13): a text a spreadsheet would run as a formula gets a leading quote (numbers are
 * left alone), and a field holding a comma, quote or line break is quoted, quotes doubled.
 * Files start with a byte-order mark so Excel reads UTF-8 ("µg/kg", "°Brix").
 */
export const BOM = '\uFEFF';

export function csvEscape(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  let text = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[-+]?\d*\.?\d+([eE][-+]?\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
