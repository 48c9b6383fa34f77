/**
 * The one CSV rule (lib/csv.ts): every field that holds `;`, `,`, a quote, a tab or a line break
 * is quoted, and no cell a spreadsheet could make of it runs as a formula — at the field's start
 * or after any separator a spreadsheet uses (`;` in a German Excel, `,`, tab, line breaks), after
 * leading spaces or quotes — while numbers stay numbers and the standard reading gives the text back.
 */
import { describe, expect, it } from 'vitest';
import { BOM, csvEscape, csvField, csvFile, csvLine, safeCell } from '../../lib/csv.ts';
import { excelCells, rfc4180, runsAsFormula, withoutInertMarks } from '../helpers/spreadsheet.ts';

const HOSTILE = [
  '=HYPERLINK("https://evil.example","click")',
  'Block 7;=HYPERLINK("https://evil.example")',
  'a; =1+1',
  'a;"=1+1"',
  'a;" =cmd|\' /C calc\'!A0"',
  'x,+SUM(A1:A9)',
  'note\t-2+3',
  'first line\r\n@SUM(1,2)',
  'first line\n=1',
  'first line\r=1',
  '\t=1',
  '\r=1',
  '"=1+1"',
  '  =1',
  'Cabernet — Block 7, "old vines"; -3 dB',
  'a;;=1',
  ';=1',
  ',@x',
  '\n-x',
  'a;',
  '-',
  '@',
];
const NUMBERS = ['-0.5', '+3', '-12.50', '1e-3', '-.5', '42', '0'];
const PLAIN = ['Cabernet — Block 7, "old vines"', 'a;b', 'tab\there', 'line\r\nbreak', 'he said "hi"', '13.9', '<0.1', '2026-11-28', '707-555-0162'];

describe('safeCell', () => {
  it('leaves numbers alone, also between separators', () => {
    for (const n of NUMBERS) expect(safeCell(n)).toBe(n);
    expect(safeCell('1;-2;+3')).toBe('1;-2;+3');
    expect(safeCell(' -4')).toBe(' -4');
  });

  it('puts an apostrophe in front of every piece that would run as a formula, at the start or after ; , tab or a line break', () => {
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell('Block 7;=HYPERLINK("x")')).toBe('Block 7;\'=HYPERLINK("x")');
    expect(safeCell('a; =1')).toBe("a;' =1");
    expect(safeCell('a;"=1"')).toBe('a;\'"=1"');
    expect(safeCell('a,@x')).toBe("a,'@x");
    expect(safeCell('a\t+x')).toBe("a\t'+x");
    expect(safeCell('a\r\n-x')).toBe("a\r\n'-x");
    expect(safeCell('\t=1')).toBe("'\t'=1");
    expect(safeCell(';=1')).toBe(";'=1");
    expect(safeCell('a;;=1')).toBe("a;;'=1");
    expect(safeCell('a;-1;@b,=c')).toBe("a;-1;'@b,'=c");
  });

  it('changes nothing on a second pass, and nothing in plain text', () => {
    for (const v of [...HOSTILE, ...PLAIN]) expect(safeCell(safeCell(v))).toBe(safeCell(v));
    for (const v of PLAIN) expect(safeCell(v)).toBe(v);
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
  });
});

describe('csvField', () => {
  it('quotes a field holding ; , a quote, a tab or a line break, and only those', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a"b')).toBe('"a""b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvEscape(null)).toBe('');
    expect(csvEscape('=1')).toBe("'=1");
  });
});

describe('a file as spreadsheets read it', () => {
  const rows = [...HOSTILE, ...NUMBERS, ...PLAIN].map((v, i) => [i, v, `${v} tail`, v]);
  const file = csvFile(['n', 'value', 'with tail', 'again'], rows);

  it('starts with the byte-order mark; one CRLF-ended line per row', () => {
    expect(file.startsWith(BOM)).toBe(true);
    expect(csvLine(['a', 1])).toBe('a,1\r\n');
  });

  it('in a ";" (German Excel) or tab reading, no cell runs as a formula; numbers stay numbers', () => {
    const cells = excelCells(file);
    expect(cells.length).toBeGreaterThan(rows.length);
    for (const cell of cells) expect(runsAsFormula(cell), JSON.stringify(cell)).toBe(false);
    // each value on its own line, read the same way
    for (const v of HOSTILE) for (const cell of excelCells(csvLine([v]))) expect(runsAsFormula(cell), `${JSON.stringify(v)} → ${JSON.stringify(cell)}`).toBe(false);
    for (const n of NUMBERS) expect(excelCells(csvLine([n]))).toEqual([n, '']);
  });

  it('the standard RFC 4180 reading gives every row back: plain text and numbers as they were, formulas with their apostrophes', () => {
    const parsed = rfc4180(file);
    expect(parsed).toHaveLength(rows.length + 1);
    expect(parsed[0]).toEqual(['n', 'value', 'with tail', 'again']);
    rows.forEach((row, i) => {
      const got = parsed[i + 1];
      expect(got[0]).toBe(String(row[0]));
      expect(got[1]).toBe(safeCell(row[1] as string));
      expect(withoutInertMarks(got[1])).toBe(row[1]);
      expect(withoutInertMarks(got[2])).toBe(row[2]);
    });
    for (const v of [...PLAIN, ...NUMBERS]) expect(rfc4180(csvLine([v]))).toEqual([[v]]);
  });
});
