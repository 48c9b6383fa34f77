/**
 * Pages with several small forms (client settings, team settings) and one error summary at the
 * top of the page. Each form is a conform form checked in the browser by the same zod schema the
 * action parses (`useCheckedForm`); the action answers conform's `submission.reply()` (translation
 * keys by field name, '' for the form as a whole) together with the `key` of the form that failed.
 * The page shows the failure of one form at a time: the browser's own check while the user is
 * on the page, else the action's answer, which is all a visitor without JavaScript gets.
 */
import { type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { type FieldError, type FieldLabels, useFormErrors } from './form.tsx';

/** Translation keys by field name; '' holds the form's own messages. */
export type FormErrors = Record<string, string[] | null | undefined>;

/** The failure of one form of the page: which form (`key`) and its messages. */
export interface FormFailure {
  key: string;
  errors: FormErrors;
}

/** What an action of such a page answers on failure. */
export interface FormAnswer {
  /** the form that failed (e.g. `add`, `edit-12`) */
  key: string;
  result: SubmissionResult<string[]>;
}

/** What the action answers for form `key`: conform's reply with one refusal's message on its field ('' : the form's own). */
export function replyWith(submission: { reply: (o?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => FormAnswer['result'] }, refusal?: { field: string; message: string }) {
  if (!refusal) return submission.reply();
  return submission.reply(refusal.field ? { fieldErrors: { [refusal.field]: [refusal.message] } } : { formErrors: [refusal.message] });
}

/**
 * The page's one failure: the browser's check of a form (`report`) until the next answer of the
 * action, else that answer's. `report(key, null)` clears it when the form passed the check.
 */
export function usePageFailure(answer: FormAnswer | undefined) {
  const [live, setLive] = useState<FormFailure | null>(null);
  useEffect(() => setLive(null), [answer]);
  const answered = answer?.result.error ? { key: answer.key, errors: answer.result.error } : null;
  return {
    failure: live ?? answered,
    report: (key: string, errors: FormErrors | null) => setLive(errors ? { key, errors } : null),
  };
}

/**
 * A conform form checked in the browser by `schema` on submit (the action parses the same schema
 * again); its result goes to the page's failure. `lastResult`: the action's answer when it is this
 * form's, so conform keeps what was typed.
 */
export function useCheckedForm(options: {
  id: string;
  key: string;
  schema: z.ZodType;
  lastResult?: SubmissionResult<string[]>;
  report: (key: string, errors: FormErrors | null) => void;
}) {
  const { id, key, schema, lastResult, report } = options;
  const [form] = useForm({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema });
      report(key, submission.status === 'success' ? null : (submission.error ?? null));
      return submission;
    },
  });
  return form;
}

/**
 * The failure's messages, translated: `summary` for the page's ErrorSummary (the form's own
 * messages first, linked to `idOf('')`), `of(name)` for the messages under one input.
 * `idOf` gives the id of the input a field's messages belong to; `labels` name the fields in
 * `field-error-required` and `field-error-too-long`.
 */
export function useFailureMessages(failure: FormFailure | null, idOf: (name: string) => string, labels: FieldLabels) {
  const entries = Object.entries(failure?.errors ?? {}).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : 0));
  const fields = entries.map(([name, errors]) => ({ id: idOf(name), name, errors: errors ?? undefined }));
  const { summary, of } = useFormErrors(fields, null, { labels });
  return {
    summary: summary as FieldError[],
    /** the translated messages of field `name` ('' : the form's own) */
    of: (name: string) => {
      const errors = failure?.errors[name];
      return errors?.length ? of({ name, errors }) : undefined;
    },
  };
}

/** What every form of such a page gets from the page. */
export interface PageForms<A extends FormAnswer = FormAnswer> {
  answer?: A;
  /** the translated messages of field `name` ('' : the form's own) of the form `key`, when that form failed */
  messages: (key: string, name: string) => string[] | undefined;
  report: (key: string, errors: FormErrors | null) => void;
}

/**
 * The page's side: its failure, the summary for its ErrorSummary (focused when a form fails; the
 * summary sits in the element `root` selects) and what each form gets (`forms`).
 */
export function usePageForms<A extends FormAnswer>(
  answer: A | undefined,
  // labels per form when two forms of the page use one field name for different things (a function of the failed form's key)
  options: { idOf: (key: string, name: string) => string; labels: FieldLabels | ((key: string) => FieldLabels); root: string },
) {
  const { failure, report } = usePageFailure(answer);
  const labels = typeof options.labels === 'function' ? options.labels(failure?.key ?? '') : options.labels;
  const { summary, of } = useFailureMessages(failure, (name) => options.idOf(failure?.key ?? '', name), labels);
  const forms: PageForms<A> = { answer, report, messages: (key, name) => (failure?.key === key ? of(name) : undefined) };
  useEffect(() => {
    if (summary.length) (document.querySelector(`${options.root} .error-summary`) as HTMLElement | null)?.focus();
  }, [failure]); // eslint-disable-line react-hooks/exhaustive-deps
  return { summary, forms };
}

/** What the user sent in form `key` when the action refused it (conform's reply leaves empty fields out). */
export function typedIn(forms: PageForms, key: string): Record<string, unknown> | undefined {
  return forms.answer?.key === key ? (forms.answer.result.initialValue ?? {}) : undefined;
}

/** The action's answer for form `key`, for conform's `lastResult`. */
export function lastResultOf(forms: PageForms, key: string) {
  return forms.answer?.key === key ? forms.answer.result : undefined;
}
