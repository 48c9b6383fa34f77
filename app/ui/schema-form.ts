/**
 * The browser's half of the one form idiom: conform's `useForm` checking the form with the schema
 * its action checks it with (`parseWithZod(formData, { schema })` in the `*.server.ts`), on submit
 * and again as each field is corrected. The action's `submission.reply()` comes back as
 * `lastResult`; without JavaScript the form posts and the action alone answers.
 *
 * A module of its own (not app/ui/form.tsx): a page whose form is checked by its action only
 * (the agreement re-sign on the results page) uses form.tsx without bringing zod along.
 */
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/** conform's options but the check, which is the schema's; the fields are typed as with `useForm({ … })`. */
type Options<S extends z.ZodType> = Omit<NonNullable<Parameters<typeof useForm<z.input<S> & Record<string, any>, z.output<S>, string[]>>[0]>, 'onValidate'>;

export function useSchemaForm<S extends z.ZodType>(schema: S, options: Options<S> = {}) {
  return useForm<z.input<S> & Record<string, any>, z.output<S>, string[]>({
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    ...options,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
