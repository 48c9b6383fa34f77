import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM, PLACEHOLDER_ROW, addCheck, amountKeyAllowed, charCount, checkLineFields, checkSchema, checksOf, clampPage,
  contentDisposition, fileNameFor, formValuesOf, formatCheckDate, isFormEmpty, newBatch, normaliseAmount, pageCount,
  pageOfIndex, parseCheckDate, payeeAcceptable, removeCheck, sanitiseAmountInput, type Check,
} from '../../app/models/positive-pay.ts';
import { buildPositivePayFile } from '../../app/models/positive-pay.server.ts';

const valid = { accountNumber: '12345678901', checkNumber: '1001', checkDate: '2026-03-05', checkAmount: '1250.5', payeeLine1: 'Napa Glass Co' };

function form(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

/** The messages the schema gives each field for these values (i18n keys). */
function errors(fields: Partial<typeof valid>) {
  const submission = parseWithZod(form({ ...valid, ...fields }), { schema: checkSchema });
  return submission.status === 'success' ? {} : submission.error;
}

describe('positive pay: validation messages at their boundaries', () => {
  it('accepts a valid check and trims it', () => {
    const submission = parseWithZod(form({ ...valid, accountNumber: ' 12345678901 ', payeeLine1: '  Napa Glass Co ' }), { schema: checkSchema });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual(valid);
  });

  it('account number: exactly 11 digits', () => {
    const key = ['positivePay.errors.accountNumber'];
    expect(errors({ accountNumber: '1234567890' })).toEqual({ accountNumber: key });
    expect(errors({ accountNumber: '123456789012' })).toEqual({ accountNumber: key });
    expect(errors({ accountNumber: '1234567890a' })).toEqual({ accountNumber: key });
    expect(errors({ accountNumber: '' })).toEqual({ accountNumber: key });
    expect(errors({ accountNumber: '00000000000' })).toEqual({});
  });

  it('check number: 1 to 5 digits', () => {
    const key = ['positivePay.errors.checkNumber'];
    expect(errors({ checkNumber: '' })).toEqual({ checkNumber: key });
    expect(errors({ checkNumber: '123456' })).toEqual({ checkNumber: key });
    expect(errors({ checkNumber: '12.3' })).toEqual({ checkNumber: key });
    expect(errors({ checkNumber: '1' })).toEqual({});
    expect(errors({ checkNumber: '12345' })).toEqual({});
  });

  it('check date: required, a real day, yyyy-mm-dd or MM/DD/YYYY', () => {
    const key = ['positivePay.errors.checkDate'];
    expect(errors({ checkDate: '' })).toEqual({ checkDate: key });
    expect(errors({ checkDate: '2026-02-30' })).toEqual({ checkDate: key });
    expect(errors({ checkDate: 'tomorrow' })).toEqual({ checkDate: key });
    expect(errors({ checkDate: '2028-02-29' })).toEqual({});
    const submission = parseWithZod(form({ ...valid, checkDate: '3/5/2026' }), { schema: checkSchema });
    expect(submission.status === 'success' && submission.value.checkDate).toBe('2026-03-05');
  });

  it('amount: digits with an optional one- or two-digit decimal part', () => {
    const key = ['positivePay.errors.checkAmount'];
    for (const bad of ['', 'abc', '-3', '1.505', '1.', '.5', '1,000.00', '1.2.3', '+5', '12345678901.00']) {
      expect(errors({ checkAmount: bad }), bad).toEqual({ checkAmount: key });
    }
    for (const good of ['1.5', '1.50', '3', '0', '0000000001.25', '9999999999.99']) expect(errors({ checkAmount: good }), good).toEqual({});
  });

  it('payee: required, at most 50 characters, no line breaks, control characters or formula start', () => {
    const key = ['positivePay.errors.payeeLine1'];
    expect(errors({ payeeLine1: 'x'.repeat(50) })).toEqual({});
    expect(errors({ payeeLine1: 'x'.repeat(51) })).toEqual({ payeeLine1: key });
    expect(errors({ payeeLine1: 'é'.repeat(50) })).toEqual({});
    expect(errors({ payeeLine1: '' })).toEqual({ payeeLine1: key });
    expect(errors({ payeeLine1: '   ' })).toEqual({ payeeLine1: key });
    for (const bad of ['Line\nbreak', 'Tab\there', 'Bell\u0007', '=SUM(A1)', '+1', '-Acme', '@foo', '\uFF1Dcmd', 'a\u202Eb', 'x\u2028y']) {
      expect(errors({ payeeLine1: bad }), JSON.stringify(bad)).toEqual({ payeeLine1: key });
    }
    expect(payeeAcceptable('A-1 Barrels = Best @ Napa')).toBe(true);
    expect(payeeAcceptable('Ann "Bee" Co')).toBe(true);
  });

  it('reports every field of an empty form', () => {
    const submission = parseWithZod(new FormData(), { schema: checkSchema });
    expect(Object.keys(submission.status === 'success' ? {} : submission.error ?? {}).sort()).toEqual(
      ['accountNumber', 'checkAmount', 'checkDate', 'checkNumber', 'payeeLine1'],
    );
  });
});

describe('positive pay: field rules', () => {
  it('normalises amounts to two decimals, refusing what does not fit 13 characters', () => {
    expect(normaliseAmount('1.5')).toBe('1.50');
    expect(normaliseAmount('007')).toBe('7.00');
    expect(normaliseAmount('0')).toBe('0.00');
    expect(normaliseAmount(' 12.34 ')).toBe('12.34');
    expect(normaliseAmount('9999999999.99')).toBe('9999999999.99');
    expect(normaliseAmount('10000000000')).toBeNull();
    expect(normaliseAmount('1.505')).toBeNull();
  });

  it('converts the date input value to MM/DD/YYYY with leading zeros', () => {
    expect(formatCheckDate('2026-03-05')).toBe('03/05/2026');
    expect(parseCheckDate('12/31/2026')).toBe('2026-12-31');
    expect(parseCheckDate('13/01/2026')).toBeNull();
    expect(parseCheckDate('2027-02-29')).toBeNull();
    expect(() => formatCheckDate('03/05/2026')).toThrow();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(charCount('🍷'.repeat(3))).toBe(3);
  });

  it('reads the form and knows when it is empty', () => {
    expect(formValuesOf(form({ accountNumber: '1', other: 'x' }))).toEqual({ ...EMPTY_FORM, accountNumber: '1' });
    expect(isFormEmpty({ ...EMPTY_FORM, payeeLine1: '  ' })).toBe(true);
    expect(isFormEmpty({ ...EMPTY_FORM, checkNumber: '1' })).toBe(false);
  });
});

describe('positive pay: the amount key filter', () => {
  it('lets digits, one point and navigation keys through', () => {
    for (const key of ['0', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Tab', 'Enter']) {
      expect(amountKeyAllowed(key, '12'), key).toBe(true);
    }
    for (const key of ['a', '-', '+', ',', 'e', ' ', '$']) expect(amountKeyAllowed(key, '12'), key).toBe(false);
    expect(amountKeyAllowed('.', '12')).toBe(true);
    expect(amountKeyAllowed('.', '1.2')).toBe(false);
    // typing a point over a selection that holds the existing one
    expect(amountKeyAllowed('.', '1.2', { start: 1, end: 2 })).toBe(true);
    expect(amountKeyAllowed('v', '1', undefined, { ctrl: true })).toBe(true);
    expect(amountKeyAllowed('a', '1', undefined, { meta: true })).toBe(true);
  });

  it('cleans pasted text the same way', () => {
    expect(sanitiseAmountInput('$1,234.5.6')).toBe('1234.56');
    expect(sanitiseAmountInput('-3')).toBe('3');
    expect(sanitiseAmountInput('abc')).toBe('');
  });
});

const check = (n: number, payee = `Payee ${n}`): Check => ({ ...valid, checkNumber: String(n), payeeLine1: payee });

describe('positive pay: the batch and its placeholder row', () => {
  it('starts with the placeholder, which is never one of its checks', () => {
    const batch = newBatch();
    expect(batch.rows).toEqual([PLACEHOLDER_ROW]);
    expect(checksOf(batch)).toEqual([]);
    const two = addCheck(addCheck(batch, check(1)), check(2));
    expect(two.rows[0]).toBe(PLACEHOLDER_ROW);
    expect(checksOf(two).map((r) => r.check.checkNumber)).toEqual(['1', '2']);
    expect(checksOf(two).map((r) => r.id)).toEqual([1, 2]);
  });

  it('removes a row by its id and keeps the others in order; never the placeholder', () => {
    const batch = [1, 2, 3].reduce((b, n) => addCheck(b, check(n)), newBatch());
    const { batch: after, removed } = removeCheck(batch, 2);
    expect(removed?.checkNumber).toBe('2');
    expect(checksOf(after).map((r) => r.check.checkNumber)).toEqual(['1', '3']);
    expect(removeCheck(after, 2).removed).toBeNull();
    expect(removeCheck(after, 0)).toEqual({ batch: after, removed: null });
    expect(after.rows[0]).toBe(PLACEHOLDER_ROW);
    // ids are never reused
    expect(checksOf(addCheck(after, check(4))).at(-1)?.id).toBe(4);
  });

  it('pages by 5', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(500)).toBe(100);
    expect(clampPage('3', 2)).toBe(2);
    expect(clampPage('0', 2)).toBe(1);
    expect(clampPage('x', 2)).toBe(1);
    expect(clampPage(null, 2)).toBe(1);
    expect(pageOfIndex(0)).toBe(1);
    expect(pageOfIndex(4)).toBe(1);
    expect(pageOfIndex(5)).toBe(2);
  });
});

describe('positive pay: the file', () => {
  it('pads every field to its width', () => {
    expect(checkLineFields({ accountNumber: '12345678901', checkNumber: '42', checkDate: '2026-03-05', checkAmount: '1.5', payeeLine1: 'Acme' })).toEqual([
      'I', '00000012345678901', '0000000042', '03/05/2026', '0000000001.50', `Acme${' '.repeat(46)}`, '',
    ]);
  });

  it('writes lines joined by \\n, quoting only the payee and the empty field', () => {
    const file = buildPositivePayFile([check(1, 'Acme'), check(22, 'Ann "Bee", Co')]);
    const lines = file.body.split('\n');
    expect(lines).toHaveLength(2);
    expect(file.body.endsWith('\n')).toBe(false);
    expect(lines[0]).toBe(`I,00000012345678901,0000000001,03/05/2026,0000001250.50,"Acme${' '.repeat(46)}",""`);
    // the padding counts the payee's own 13 characters; the quotes are doubled afterwards
    expect(lines[1]).toBe(`I,00000012345678901,0000000022,03/05/2026,0000001250.50,"Ann ""Bee"", Co${' '.repeat(37)}",""`);
    expect(file.fileName).toBe('Acme.csv');
  });

  it('pads a payee of multi-unit characters by characters', () => {
    const [, , , , , payee] = checkLineFields({ ...valid, payeeLine1: 'Château 🍷' });
    expect(charCount(payee)).toBe(50);
  });

  it('names the file after the first payee, made safe', () => {
    expect(fileNameFor('Napa Glass Co')).toBe('Napa Glass Co.csv');
    expect(fileNameFor('A/B\\C:D*E?F"G<H>I|J')).toBe('A_B_C_D_E_F_G_H_I_J.csv');
    expect(fileNameFor('..hidden')).toBe('hidden.csv');
    expect(fileNameFor('Acme Corp.')).toBe('Acme Corp.csv');
    expect(fileNameFor('CON')).toBe('_CON.csv');
    expect(fileNameFor('...')).toBe('positive-pay.csv');
    expect(fileNameFor('Weingut Müller')).toBe('Weingut Müller.csv');
  });

  it('sends the name as ASCII and as UTF-8 (RFC 6266)', () => {
    expect(contentDisposition('Weingut Müller.csv')).toBe(`attachment; filename="Weingut Muller.csv"; filename*=UTF-8''Weingut%20M%C3%BCller.csv`);
    expect(contentDisposition("O'Brien (Napa).csv")).toBe(`attachment; filename="O'Brien (Napa).csv"; filename*=UTF-8''O%27Brien%20%28Napa%29.csv`);
  });

  it('builds 500 checks', () => {
    const checks = Array.from({ length: 500 }, (_, i) => check(i + 1));
    const file = buildPositivePayFile(checks);
    expect(file.body.split('\n')).toHaveLength(500);
  });
});

// The batch store's rules (idle time-out, budget, versions) are database rules now: see
// tests/integration/positive-pay.test.ts, "positive-pay batches in the provider".
