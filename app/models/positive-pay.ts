/**
 * Positive pay: the pure rules of the check file builder (document 1, sections 4, 5 and 9, and
 * the line format decided in shared/spec/README.md). No I/O here: the page imports this module
 * on the server and in the browser (the same schema checks a Save before it is sent), and
 * `positive-pay.server.ts` keeps the batches and writes the CSV.
 *
 * Decisions where the specification is silent:
 * - Every text field is trimmed before it is checked; what is stored and exported is the
 *   trimmed value. A payee of spaces only is an empty payee.
 * - "Characters" are Unicode code points (a payee of 50 `é` is allowed); the file is UTF-8
 *   without a byte-order mark.
 * - Amount: digits with an optional point and one or two decimals (`12`, `1.5`, `1.50`; not
 *   `1.`, `.5`, `1.505`, `1,000`, `-3`). Zero is accepted (the specification checks the form
 *   only). The amount is normalised to two decimals; an amount whose normalised form would be
 *   longer than its 13-character field (more than 10 whole-dollar digits) is refused with the
 *   amount message, so that every line keeps its fixed widths.
 * - Check date: the form's `<input type="date">` sends `yyyy-mm-dd`; a browser without a date
 *   picker shows a text box, so `MM/DD/YYYY` (the file's own format) is accepted too. Either
 *   must be a real calendar day; anything else gets the date message. Stored as `yyyy-mm-dd`.
 * - Payee: besides the README's refusals (line breaks, control characters, a leading `=`, `+`,
 *   `-`, `@`), the full-width look-alikes of those four (which some spreadsheets normalise) and
 *   the invisible bidirectional controls (which can disguise a name) are refused with the
 *   payee message.
 * - A batch holds at most MAX_CHECKS_PER_BATCH checks (the specification names no limit; 500 is
 *   the size the tool must handle comfortably).
 */
import { z } from 'zod';

export const PAGE_SIZE = 5;

/** The page of the batch table to show (the first page has no query). */
export const positivePayHref = (page: number) => (page > 1 ? `/positive-pay?page=${page}` : '/positive-pay');

/** Buttons other than Save skip the check of the form (the server decides what they need). */
export const anyForm = z.object({});
export const ACCOUNT_DIGITS = 11;
export const CHECK_NUMBER_MAX_DIGITS = 5;
export const PAYEE_MAX = 50;
export const WIDTHS = { accountNumber: 17, checkNumber: 10, checkAmount: 13, payeeLine1: 50 } as const;
// The provider keeps batches and holds the same bound (contract/positive-pay.ts).
export { MAX_CHECKS_PER_BATCH } from '../../contract/positive-pay.ts';

/** The form's field names are the entity's (shared/spec/README.md). */
export const CHECK_FIELDS = ['accountNumber', 'checkNumber', 'checkDate', 'checkAmount', 'payeeLine1'] as const;
export type CheckField = (typeof CHECK_FIELDS)[number];
/** What the form holds: the raw strings as typed. */
export type CheckFormValues = Record<CheckField, string>;
export const EMPTY_FORM: CheckFormValues = Object.freeze({ accountNumber: '', checkNumber: '', checkDate: '', checkAmount: '', payeeLine1: '' });

/** A valid check: trimmed strings, the date as yyyy-mm-dd. */
export interface Check {
  accountNumber: string;
  checkNumber: string;
  checkDate: string;
  checkAmount: string;
  payeeLine1: string;
}

/** i18n keys of the specification's messages (en.json has its exact English). */
export const MESSAGES = {
  accountNumber: 'positivePay.errors.accountNumber',
  checkNumber: 'positivePay.errors.checkNumber',
  checkDate: 'positivePay.errors.checkDate',
  checkAmount: 'positivePay.errors.checkAmount',
  payeeLine1: 'positivePay.errors.payeeLine1',
  nothingToGenerate: 'positivePay.errors.nothingToGenerate',
  batchFull: 'positivePay.errors.batchFull',
  staleRow: 'positivePay.errors.staleRow',
} as const;

// ── Field rules ─────────────────────────────────────────────────────────────────────

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `yyyy-mm-dd` (or `MM/DD/YYYY`) → `yyyy-mm-dd` when it is a real day, else null. */
export function parseCheckDate(input: string): string | null {
  const value = input.trim();
  let y: number, m: number, d: number;
  const iso = ISO_DATE.exec(value);
  const us = iso ? null : US_DATE.exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  if (y < 1000 || m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `yyyy-mm-dd` → `MM/DD/YYYY` with leading zeros (the file's and the table's format). */
export function formatCheckDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new Error(`not a yyyy-mm-dd date: ${iso}`);
  return `${m[2]}/${m[3]}/${m[1]}`;
}

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** `1.5` → `1.50`, `007` → `7.00`; null when it is not a dollar amount that fits its field. */
export function normaliseAmount(input: string): string | null {
  const m = AMOUNT.exec(input.trim());
  if (!m) return null;
  const dollars = m[1].replace(/^0+(?=\d)/, '');
  const cents = (m[2] ?? '').padEnd(2, '0');
  const normalised = `${dollars}.${cents}`;
  return normalised.length <= WIDTHS.checkAmount ? normalised : null;
}

/** Number of characters (code points), as the payee limit counts them. */
export function charCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

// Line breaks, other control characters, and the bidirectional overrides and isolates.
const FORBIDDEN_IN_PAYEE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
// Spreadsheet formula triggers (and their full-width forms).
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** True when a trimmed payee may go into the file. */
export function payeeAcceptable(payee: string): boolean {
  const n = charCount(payee);
  return n >= 1 && n <= PAYEE_MAX && !FORBIDDEN_IN_PAYEE.test(payee) && !FORMULA_START.test(payee);
}

/**
 * The check form's schema. conform turns empty fields into `undefined`, so each field's
 * "missing" case carries the same message as its format case. Messages are i18n keys.
 */
export const checkSchema = z.object({
  accountNumber: z
    .string({ error: MESSAGES.accountNumber })
    .trim()
    .regex(new RegExp(`^\\d{${ACCOUNT_DIGITS}}$`), { error: MESSAGES.accountNumber }),
  checkNumber: z
    .string({ error: MESSAGES.checkNumber })
    .trim()
    .regex(new RegExp(`^\\d{1,${CHECK_NUMBER_MAX_DIGITS}}$`), { error: MESSAGES.checkNumber }),
  checkDate: z
    .string({ error: MESSAGES.checkDate })
    .transform((value, ctx) => {
      const iso = parseCheckDate(value);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message: MESSAGES.checkDate });
      return z.NEVER;
    }),
  checkAmount: z
    .string({ error: MESSAGES.checkAmount })
    .trim()
    .refine((value) => normaliseAmount(value) !== null, { error: MESSAGES.checkAmount }),
  payeeLine1: z
    .string({ error: MESSAGES.payeeLine1 })
    .trim()
    .refine(payeeAcceptable, { error: MESSAGES.payeeLine1 }),
}) satisfies z.ZodType<Check, unknown>;

/** The five fields of a submitted form, as typed (missing → ''). */
export function formValuesOf(formData: FormData): CheckFormValues {
  const out = { ...EMPTY_FORM };
  for (const name of CHECK_FIELDS) {
    const v = formData.get(name);
    out[name] = typeof v === 'string' ? v : '';
  }
  return out;
}

/** A form with nothing typed in it (spaces count as nothing). */
export function isFormEmpty(values: CheckFormValues): boolean {
  return CHECK_FIELDS.every((name) => values[name].trim() === '');
}

/** A check back into the form (Edit). */
export function checkToForm(check: Check): CheckFormValues {
  return { ...check };
}

// ── The amount field's key filter (the browser's mirror of the amount rule) ─────────

/** The amount with everything but digits and the first decimal point removed (paste, drop, autofill). */
export function sanitiseAmountInput(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point < 0 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/**
 * Whether a key press may reach the amount field: digits, one decimal point (a second one only
 * when the selection it replaces holds the first), and every non-printing key (arrows, Tab,
 * Backspace, Delete, Home, End, shortcuts with Ctrl or ⌘).
 */
export function amountKeyAllowed(
  key: string,
  value: string,
  selection: { start: number | null; end: number | null } = { start: null, end: null },
  modifiers: { ctrl?: boolean; meta?: boolean; alt?: boolean } = {},
): boolean {
  if (modifiers.ctrl || modifiers.meta || modifiers.alt) return true;
  if (key.length !== 1) return true; // named keys: navigation and editing
  if (/\d/.test(key)) return true;
  if (key !== '.') return false;
  const start = selection.start ?? value.length;
  const end = selection.end ?? start;
  const remaining = value.slice(0, start) + value.slice(end);
  return !remaining.includes('.');
}

// ── The batch ───────────────────────────────────────────────────────────────────────

/**
 * The batch starts with a placeholder first row (document 1, section 4): it is never shown,
 * never exported, never edited or deleted. It is kept explicit so the batch always has the
 * shape the specification describes; `checksOf` is the only way to read the real rows.
 */
export const PLACEHOLDER_ROW = Object.freeze({ id: 0, placeholder: true as const });
export type PlaceholderRow = typeof PLACEHOLDER_ROW;

/** A saved check with its row id (stable while the batch lives; Edit and Delete name it). */
export interface CheckRow {
  id: number;
  check: Check;
}

export interface Batch {
  rows: readonly [PlaceholderRow, ...CheckRow[]];
  /** the id the next saved check gets */
  nextId: number;
}

export function newBatch(): Batch {
  return { rows: [PLACEHOLDER_ROW], nextId: 1 };
}

/** The checks of the batch, without the placeholder, in the order they were saved. */
export function checksOf(batch: Batch): CheckRow[] {
  return batch.rows.slice(1) as CheckRow[];
}

export function addCheck(batch: Batch, check: Check): Batch {
  return { rows: [...batch.rows, { id: batch.nextId, check }], nextId: batch.nextId + 1 };
}

/** The batch without row `id`, and the check removed (null when no such row: it stays as it was). */
export function removeCheck(batch: Batch, id: number): { batch: Batch; removed: Check | null } {
  const index = id > 0 ? batch.rows.findIndex((row) => row.id === id) : -1;
  if (index < 1) return { batch, removed: null };
  const rows = [...batch.rows];
  const [row] = rows.splice(index, 1);
  return { batch: { rows: rows as unknown as Batch['rows'], nextId: batch.nextId }, removed: (row as CheckRow).check };
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** `?page=` → a page that exists (anything unreadable is page 1; past the end, the last page). */
export function clampPage(raw: string | null | undefined, pages: number): number {
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(1, n), pages);
}

/** Where the check at zero-based position `index` of the batch is shown. */
export function pageOfIndex(index: number, size = PAGE_SIZE): number {
  return Math.floor(Math.max(0, index) / size) + 1;
}

// ── The file ────────────────────────────────────────────────────────────────────────

/**
 * The seven fields of one line, before CSV quoting (shared/spec/README.md): `I`, account
 * zero-padded to 17, check number zero-padded to 10, MM/DD/YYYY, amount with two decimals
 * zero-padded to 13, payee padded with spaces to 50 characters (the payee's own characters:
 * quotes are doubled afterwards by the CSV writer), and an empty field.
 */
export function checkLineFields(check: Check): [string, string, string, string, string, string, string] {
  const amount = normaliseAmount(check.checkAmount);
  if (amount === null) throw new Error('checkLineFields: invalid amount');
  const payee = check.payeeLine1 + ' '.repeat(Math.max(0, PAYEE_MAX - charCount(check.payeeLine1)));
  return [
    'I',
    check.accountNumber.padStart(WIDTHS.accountNumber, '0'),
    check.checkNumber.padStart(WIDTHS.checkNumber, '0'),
    formatCheckDate(check.checkDate),
    amount.padStart(WIDTHS.checkAmount, '0'),
    payee,
    '',
  ];
}

// Characters no file system (Windows being the strictest) accepts in a name.
const UNSAFE_IN_FILE_NAME = /[<>:"/\\|?*\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * `{payee}.csv` made safe for a file name: characters Windows, macOS or Linux refuse become `_`,
 * runs of white space one space, leading dots and trailing dots and spaces go, a reserved
 * Windows device name gets a `_` in front. Nothing left → `positive-pay.csv`.
 */
export function fileNameFor(payee: string): string {
  let base = payee
    .replace(UNSAFE_IN_FILE_NAME, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (WINDOWS_RESERVED.test(base)) base = `_${base}`;
  return `${base || 'positive-pay'}.csv`;
}

/** `Content-Disposition` for a download: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
