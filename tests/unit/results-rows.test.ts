/**
 * The results page's analyses travel column by column (app/models/results-rows.ts):
 * what the browser unpacks must be each row as the page shows it, whatever the order of ids and samples.
 */
import { describe, expect, it } from 'vitest';
import type { Analysis, Batch } from '../../contract/results.ts';
import { packAnalyses, packBatches } from '../../app/routes/portal/results/results.server.ts';
import { unpackAnalyses, unpackBatches } from '../../app/models/results-rows.ts';
import { resultShown } from '../../app/ui/result-value.tsx';
import { labDay } from '../../app/ui/lab-date.ts';

const base: Analysis = {
  id: 500, number: '01', sampleId: 1, reportBatchId: 240001, friendlyNumber: 'S26-000001', sampleDescription: 'Cabernet — Block 7',
  clientId: 1, acode: 'W-203', analyte: 'Alcohol', description: 'Alcohol by volume', analysisDescription: null, result: '13.9', formattedResult: '13.9',
  units: '% v/v', comments: null, validationStatus: 'Validated', status: 'Completed', testMethod: null, testDate: null,
  isPanel: false, panelDescription: 'Panel, basic', sortOrder: 1, loggedAt: '2026-10-01T07:30:00.000Z', reportedAt: null, submittedAt: '2026-10-01T07:00:00.000Z',
  batchStatus: 'Completed',
};

describe('results rows, packed', () => {
  it('unpack gives every row as the page shows it', () => {
    const rows: Analysis[] = [
      base,
      { ...base, id: 499, analyte: 'pH', formattedResult: null, result: '3.52', units: null, panelDescription: null },
      { ...base, id: 731, reportBatchId: 240002, friendlyNumber: 'S26-000002', sampleDescription: 'Merlot', formattedResult: 'Not Detected', units: 'µg/L', loggedAt: '2026-09-30T03:00:00.000Z' },
      { ...base, id: 12, formattedResult: null, result: null, status: 'Pending', validationStatus: 'Pending Validation' },
      { ...base, id: 13, formattedResult: '<0.5', units: 'mg/L', validationStatus: 'Pending Validation', status: 'In Progress' },
      { ...base, id: 14, formattedResult: null, result: null },
      { ...base, id: 15, specVerdict: 'fail' },
      { ...base, id: 16, specVerdict: 'warning' },
      { ...base, id: 17, specVerdict: 'pass' },
      { ...base, id: 18, specVerdict: null },
    ];
    const packed = packAnalyses(rows);
    expect((JSON.parse(packed) as { samples: unknown[] }).samples).toHaveLength(2);
    expect(unpackAnalyses(packed)).toEqual(rows.map((a) => ({
      id: a.id, reportBatchId: a.reportBatchId, friendlyNumber: a.friendlyNumber, sampleDescription: a.sampleDescription, analyte: a.analyte,
      ...resultShown(a), panelDescription: a.panelDescription, logged: labDay(a.loggedAt), verdict: a.specVerdict ?? null,
    })));
    // a page without any verdict sends none
    expect(JSON.parse(packAnalyses(rows.filter((a) => !a.specVerdict))).verdict).toBe('');
  });

  it('shows a measurement with its unit and a text result without', () => {
    expect(resultShown({ ...base, formattedResult: '<0.5', units: 'mg/L' }).value).toBe('<0.5 mg/L');
    expect(resultShown({ ...base, formattedResult: 'Not Detected', units: 'mg/L' }).value).toBe('Not Detected');
    expect(resultShown({ ...base, formattedResult: null, result: '', units: 'mg/L' })).toEqual({ value: null, pending: false, completed: true });
  });

  it('packs an empty page', () => {
    expect(unpackAnalyses(packAnalyses([]))).toEqual([]);
    expect(unpackBatches(packBatches([]))).toEqual([]);
  });

  it('unpack gives every sample group with its samples in order', () => {
    const sample = (id: number, friendlyNumber: string, description: string, specVerdict: 'pass' | 'warning' | 'fail' | null = null) => ({ id, friendlyNumber, description, specVerdict }) as Batch['samples'][number];
    const batches = [
      { id: 245347, status: 'Pending', submittedAt: '2026-11-25T18:00:00.000Z', samples: [sample(1, 'S26-1', 'Lot 51 — "Oakville" | tank\n2', 'fail'), sample(2, 'S26-2', 'Lot 4')] },
      { id: 245346, status: 'Completed', submittedAt: '2026-11-24T06:00:00.000Z', samples: [] },
      { id: 245400, status: 'Preliminary', submittedAt: '2026-11-20T06:00:00.000Z', samples: [sample(3, 'S26-3', 'Press juice', 'warning')] },
    ] as unknown as Batch[];
    expect(unpackBatches(packBatches(batches))).toEqual(batches.map((b) => ({
      id: b.id, status: b.status, logged: labDay(b.submittedAt), samples: b.samples.map((s) => [s.friendlyNumber, s.description, s.specVerdict ?? null]),
    })));
  });
});
