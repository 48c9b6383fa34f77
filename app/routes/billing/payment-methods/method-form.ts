/**
 * The state of one of the page's forms in the browser: conform with the contract's schema, so the
 * browser says what the server would (the server checks again); after a post, the action's
 * answer when it was this form's. `ids` maps each field's name to its input's id (the first one
 * carries the form's own errors in the summary).
 */
import type { SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import { linkedFields, useFormErrors } from '../../../ui/form.tsx';
import type { FormKind } from './payment-methods.server.ts';
import { useSchemaForm } from '../../../ui/schema-form.ts';

export interface MethodsAnswer {
  form: FormKind;
  result: SubmissionResult<string[]>;
}

export function useMethodForm(kind: FormKind, id: string, schema: z.ZodType<Record<string, unknown>>, ids: Record<string, string>, answer: MethodsAnswer | null) {
  const [form, fields] = useSchemaForm(schema, { id, lastResult: answer?.form === kind ? answer.result : undefined });
  const { summary, of } = useFormErrors(linkedFields(ids, fields), form.errors);
  return {
    form,
    summary,
    /** the value a field starts from after a refused post (never a card or account number) */
    initial: (name: string) => fields[name]?.initialValue as string | undefined,
    /** a field's messages */
    e: (name: string) => of({ name, errors: fields[name]?.errors }),
  };
}
