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
  if (intent === 'submit') return [{ id: 'delivery-dropbox' }, ...of({ delivery: 'delivery-dropbox', dropboxLocationId: 'dropboxLocationId' })];
  return [{ id: sample }, ...of({ analysisIds: sample, sampleId: sample })];
}

/** The id of the conform form an intent's answer belongs to; the buttons (remove, copy) have none. */
export function formIdOf(intent: string, sampleId: number | null): string | null {
  if (intent === 'add-sample') return 'new-sample-form';
  if (intent === 'update-sample') return sampleId ? `s${sampleId}-sample-form` : null;
  if (intent === 'add-tests') return sampleId ? `s${sampleId}-picker-form` : null;
  if (intent === 'submit') return 'submit-form';
  return null;
}

const Report = createContext<(form: string, errors: FieldError[] | null) => void>(() => {});

/**
 * The page's side: the summary and the provider of `useReportErrors`. Until the forms report it
 * is the server's; then each form's own, plus the server's answer when no form on the page took
 * it (a button's, or a form that is gone: a sample removed in another tab).
 */
export function useErrorReports(server: FieldError[], target: string | null) {
  const [reports, setReports] = useState<Record<string, FieldError[]> | null>(null);
  const report = useCallback(
    (form: string, errors: FieldError[] | null) =>
      setReports((r) => {
        const next = { ...r };
        if (errors) next[form] = errors;
        else delete next[form];
        return next;
      }),
    [],
  );
  const taken = !!reports && target !== null && target in reports;
  const summary = reports ? [...Object.values(reports).flat(), ...(taken ? [] : server)] : server;
  return { summary, Provider: Report.Provider, report };
}

/** A form's side: reports its current messages (translated, linked to their inputs) to the page's summary. */
export function useReportErrors(form: string, errors: FieldError[]) {
  const report = useContext(Report);
  const signature = JSON.stringify(errors);
  useEffect(() => {
    report(form, JSON.parse(signature) as FieldError[]);
  }, [report, form, signature]);
  useEffect(() => () => report(form, null), [report, form]);
}
