/**
 * @deprecated The form idiom lives in form.tsx (`useFormErrors`). These two wrappers keep the
 * portal forms that still call them working until they move over; unlike `useFormErrors`,
 * `useErrorList` shows the form's errors as given (the server translated them).
 */
import { type FieldError, type FieldLabels, type SummaryField, useFormErrors } from './form.tsx';

export type { FieldLabels } from './form.tsx';

/** @deprecated `useFormErrors(fields, formErrors, { labels }).summary` */
export function useErrorList(fields: SummaryField[], formErrors: string[] | undefined, labels?: FieldLabels): FieldError[] {
  const { summary } = useFormErrors(fields, null, { labels });
  return [...(formErrors ?? []).map((message) => ({ id: fields[0]?.id ?? '', message })), ...summary];
}

/** @deprecated `useFormErrors(fields, formErrors, { labels }).of` */
export function useFieldErrors(labels?: FieldLabels) {
  return useFormErrors([], null, { labels }).of;
}
