/**
 * The browser's half of the one form idiom: conform's `useForm` checking the form with the schema
 * its action checks it with (`parseWithZod(formData, { schema })` in the `*.server.ts`), on submit
 * and again as each field is corrected. The action's `submission.reply()` comes back as
 * `lastResult`; without JavaScript the form posts and the action alone answers.
 *
 * A module of its own (not app/ui/form.tsx): a page whose form is checked by its action only
 * (the agreement re-sign on the results page) uses form.tsx without bringing zod along.
 */
import { useEffect } from 'react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/** conform's options but the check, which is the schema's; the fields are typed as with `useForm({ … })`. */
type Options<S extends z.ZodType> = Omit<NonNullable<Parameters<typeof useForm<z.input<S> & Record<string, any>, z.output<S>, string[]>>[0]>, 'onValidate'>;

export function useSchemaForm<S extends z.ZodType>(schema: S, options: Options<S> = {}) {
  const result = useForm<z.input<S> & Record<string, any>, z.output<S>, string[]>({
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    ...options,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const formId = result[0].id;
  const { lastResult } = options;
  // A form its action refused: its error summary takes the focus (as usePageForms does), so the
  // user sees why even when the reason is the form's own and not a field's (conform focuses the
  // first invalid field only when its own check fails). Only on a new answer, never while a
  // field is corrected. The summary is the form's own, else the one of its section.
  useEffect(() => {
    if (lastResult?.status !== 'error') return;
    // after conform has shown the answer's errors (its own update of this render)
    const frame = requestAnimationFrame(() => {
      const form = document.getElementById(formId);
      const summary = form?.querySelector('.error-summary') ?? form?.closest('section, article, dialog, main')?.querySelector('.error-summary');
      (summary as HTMLElement | null | undefined)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [lastResult]); // eslint-disable-line react-hooks/exhaustive-deps
  return result;
}
