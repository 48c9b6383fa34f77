/**
 * The results CSV is written by hand for speed (provider/services/results-export.ts): it must be what
 * csv-stringify wrote before, quoting included, with formula cells defused — except a field with a
 * lone line feed, which csv-stringify (record delimiter CRLF) left unquoted: a broken row in Excel.
 */
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../contract/results.ts';
import { CSV_HEADER, resultsCsv } from '../../provider/services/results-export.ts';
import { labDate } from '../../contract/lab-time.ts';

const base: Analysis = {
  id: 1, number: '01', sampleId: 1, reportBatchId: 240001, friendlyNumber: 'S26-000001', sampleDescription: 'Cabernet — Block 7, "old vines"',
  clientId: 1, acode: 'W-203', analyte: 'Alcohol', description: 'Alcohol by volume', analysisDescription: null, result: '13.9', formattedResult: '13.9',
  units: '% v/v', comments: null, validationStatus: 'Validated', status: 'Completed', testMethod: 'FTIR rev. 2', testDate: '2026-10-01T18:00:00.000Z',
  isPanel: false, panelDescription: 'Panel, basic', sortOrder: 1, loggedAt: '2026-10-01T07:30:00.000Z', reportedAt: null, submittedAt: '2026-10-01T07:00:00.000Z',
  batchStatus: 'Completed',
};

describe('results CSV', () => {
  it('is what csv-stringify writes: quotes for commas, quotes and line breaks; CRLF after every record', () => {
    const rows: Analysis[] = [
      base,
      { ...base, id: 2, formattedResult: '=HYPERLINK("x")', result: null, units: null, panelDescription: null, testMethod: null, sampleDescription: 'Plain' },
      { ...base, id: 3, validationStatus: 'Pending Validation', formattedResult: null, result: null, analyte: '-3 dB\r\ncheck' },
    ];
    const expected = stringify(
      rows.map((r, i) => [
        r.reportBatchId, r.friendlyNumber, r.sampleDescription, labDate(r.loggedAt), labDate(r.reportedAt), r.number,
        i === 2 ? "'-3 dB\r\ncheck" : r.analyte, r.panelDescription ?? '', i === 1 ? `'=HYPERLINK("x")` : i === 2 ? 'Preliminary' : r.formattedResult,
        r.units ?? '', r.testMethod ?? '', r.validationStatus, r.status, labDate(r.testDate), '', '',
      ]),
      { header: true, columns: CSV_HEADER, record_delimiter: '\r\n' },
    );
    expect(resultsCsv(rows)).toBe(expected);
    expect(resultsCsv([])).toBe(stringify([], { header: true, columns: CSV_HEADER, record_delimiter: '\r\n' }));
  });

  it('quotes a field holding a lone line feed, so the row stays one row', () => {
    const line = resultsCsv([{ ...base, testMethod: 'FTIR\nrev. 2' }]).split('\r\n')[1];
    expect(line).toContain(',"FTIR\nrev. 2",');
  });
});
