/**
 * The results page's rows as the loader sends them. The loader's data is
 * written into the HTML a second time for hydration, in React Router's encoding, which gives
 * every distinct value a slot of its own and every object field a reference: for a table of
 * short strings that costs more than the strings. Measured on the gzipped HTML of the demo's
 * pages: 100 analyses as objects cost ~2.5 KB, as columns ~1.2 KB, as the same columns in one
 * JSON text ~0.9 KB; 50 sample groups as objects ~2.3 KB, as JSON columns ~0.6 KB.
 *
 * So each list is one JSON text of columns: the page's samples listed once, ids as differences,
 * the result as the text the cell prints (`resultShown`). The server packs (routes/portal/
 * results.server.ts: this module is the browser's and stays free of the server's date
 * formatting); `unpackAnalyses` and `unpackBatches` give the component plain rows. Nothing the
 * page shows is dropped.
 */
import type { Batch } from '../../contract/results.ts';
import type { SpecVerdict } from '../../contract/specifications.ts';

/** A verdict as one character of a packed column ('-': not judged). */
const VERDICT_CHAR = { pass: 'p', warning: 'w', fail: 'f' } as const;
const VERDICT_OF_CHAR: Record<string, SpecVerdict> = { p: 'pass', w: 'warning', f: 'fail' };
export const verdictChar = (v: SpecVerdict | null | undefined): string => (v ? VERDICT_CHAR[v] : '-');
const verdictAt = (column: string | undefined, i: number): SpecVerdict | null => VERDICT_OF_CHAR[column?.[i] ?? '-'] ?? null;

/** JSON text of a T, as a field of the loader's data (see above). */
export type JsonText<T> = string & { readonly __jsonOf?: T };
export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;
const parse = <T>(text: JsonText<T>): T => JSON.parse(text) as T;

/**
 * What a result cell needs: the value as shown, with its unit when it takes one, and
 * two facts about the row. The results page sends only this to the browser, computed on the server
 * (`resultShown` in app/ui/result-value.tsx).
 */
export interface ResultShown {
  /** formattedResult, else result, followed by " {units}" for a measurement; null: no value */
  value: string | null;
  /** validationStatus is "Pending Validation" */
  pending: boolean;
  /** status is "Completed" */
  completed: boolean;
}

/** One analysis row as the page renders it. */
export interface AnalysisRow extends ResultShown {
  id: number;
  reportBatchId: number;
  friendlyNumber: string;
  sampleDescription: string;
  analyte: string;
  panelDescription: string | null;
  /** the logged day, MM/dd/yyyy in the lab's clock */
  logged: string;
  /** the verdict against the sample's house specification, or null */
  verdict: SpecVerdict | null;
}

/** A page of analyses, column by column (each array holds one entry per row). */
export interface PackedAnalyses {
  /** the page's samples, each once: [reportBatchId, friendlyNumber, sampleDescription] */
  samples: [number, string, string][];
  /** the row's sample: an index into `samples` */
  sample: number[];
  /** the first row's id, then each row's id minus the previous row's (ids that follow each other repeat one value) */
  id: number[];
  analyte: string[];
  result: (string | null)[];
  /** one digit per row: 1 when pending validation, plus 2 when completed */
  flags: string;
  panel: (string | null)[];
  logged: string[];
  /** one character per row: the verdict against the sample's specification (verdictChar) */
  verdict: string;
}

export function unpackAnalyses(text: JsonText<PackedAnalyses>): AnalysisRow[] {
  const p = parse(text);
  let id = 0;
  return p.sample.map((s, i) => {
    const [reportBatchId, friendlyNumber, sampleDescription] = p.samples[s];
    const flags = Number(p.flags[i]);
    id += p.id[i];
    return {
      id, reportBatchId, friendlyNumber, sampleDescription, analyte: p.analyte[i], value: p.result[i] ?? null,
      pending: (flags & 1) === 1, completed: (flags & 2) === 2, panelDescription: p.panel[i] ?? null, logged: p.logged[i], verdict: verdictAt(p.verdict, i),
    };
  });
}

/** One sample group as the page renders it: each sample as [friendlyNumber, description, its worst verdict against its specification]. */
export interface BatchRow {
  id: number;
  status: Batch['status'];
  logged: string;
  samples: [string, string, SpecVerdict | null][];
}

/** A page of sample groups, column by column. */
export interface PackedBatches {
  /** the first group's id, then each group's id minus the previous group's */
  id: number[];
  status: Batch['status'][];
  logged: string[];
  /** how many samples each group has: its samples follow the previous groups' in the two lists below */
  count: number[];
  friendlyNumber: string[];
  description: string[];
  /** one character per sample: its worst verdict against its specification (verdictChar) */
  verdict: string;
}

export function unpackBatches(text: JsonText<PackedBatches>): BatchRow[] {
  const p = parse(text);
  let id = 0;
  let at = 0;
  return p.id.map((delta, i) => {
    id += delta;
    const samples = p.friendlyNumber.slice(at, at + p.count[i]).map((f, j): [string, string, SpecVerdict | null] => [f, p.description[at + j], verdictAt(p.verdict, at + j)]);
    at += p.count[i];
    return { id, status: p.status[i], logged: p.logged[i], samples };
  });
}
