/**
 * The order-analyses page's one error summary. Several forms share the page (each sample's, the picker,
 * the delivery) and each is checked by conform in the browser, while the summary stays at the
 * top of the page as without JavaScript: the server renders it from the action's answer, and
 * once the page runs, each form reports its own messages to it.
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { FieldError, SummaryField } from '../../../ui/form.tsx';
import { SAMPLE_FIELDS } from './order-analyses.form.ts';

/** The inputs a form's messages link to, in the summary's order; the first takes the form's own messages. */
export function summaryFields(intent: string, sampleId: number | null, errors: Record<string, string[] | null | undefined>): SummaryField[] {
  const sample = sampleId ? `sample-${sampleId}` : 'samples-title';
  const of = (ids: Record<string, string>): SummaryField[] => Object.entries(ids).map(([name, id]) => ({ id, name, errors: errors[name] ?? undefined }));
  if (intent === 'add-sample' || intent === 'update-sample') {
    const prefix = intent === 'add-sample' ? 'new' : `s${sampleId}`;
    return [{ id: intent === 'add-sample' ? 'samples-title' : sample }, ...of(Object.fromEntries(SAMPLE_FIELDS.map((f) => [f, `${prefix}-${f}`])))];
  }
  if (intent === 'submit') return [{ id: 'delivery-dropbox' }, ...of({ delivery: 'delivery-dropbox', dropboxLocationId: 'delivery-dropbox' })];
  return [{ id: sample }, ...of({ analysisIds: sample, sampleId: sample })];
}

/** The intents whose form is a conform form that reports its messages once the page runs. */
export const CHECKED_INTENTS = new Set(['add-sample', 'update-sample', 'add-tests', 'submit']);

const Report = createContext<(form: string, errors: FieldError[]) => void>(() => {});

/** The page's side: the summary (the server's until the forms report) and the provider of `useReportErrors`. */
export function useErrorReports(server: FieldError[], serverIntent: string | undefined) {
  const [reports, setReports] = useState<Record<string, FieldError[]> | null>(null);
  const report = useCallback((form: string, errors: FieldError[]) => setReports((r) => ({ ...r, [form]: errors })), []);
  // The answer to a button without a form of its own (remove, copy) is not reported by any form.
  const unreported = serverIntent && CHECKED_INTENTS.has(serverIntent) ? [] : server;
  const summary = reports ? [...Object.values(reports).flat(), ...unreported] : server;
  return { summary, Provider: Report.Provider, report };
}

/** A form's side: reports its current messages (translated, linked to their inputs) to the page's summary. */
export function useReportErrors(form: string, errors: FieldError[]) {
  const report = useContext(Report);
  const signature = JSON.stringify(errors);
  useEffect(() => {
    report(form, JSON.parse(signature) as FieldError[]);
  }, [report, form, signature]);
  useEffect(() => () => report(form, []), [report, form]);
}
