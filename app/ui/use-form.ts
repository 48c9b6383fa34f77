/**
 * The portal forms' state in the browser, in little JavaScript. The server stays the
 * authority: each action validates with its zod schema (`parseWithZod`) and answers conform's
 * `submission.reply()`. This hook only shows that answer: field ids, names, the values to start
 * from and each field's errors, with the markup conform's `useForm`/`getFormProps` gave (ids
 * `{formId}-{name}`, `novalidate`, `aria-describedby` on a form with form-level errors), in
 * ~1 KB instead of conform + zod (~37 KB gzipped). With JavaScript the form posts to its action
 * as without it, and the answer's errors (field and summary) are shown; after an answer with
 * errors the first invalid field takes the focus, as conform did.
 */
import { useEffect, useId, useRef, useState } from 'react';

/** What `submission.reply()` returns (conform's SubmissionResult), as far as it is read here. */
export interface FormResult {
  status?: 'error' | 'success';
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

export interface FieldState {
  id: string;
  name: string;
  errorId: string;
  initialValue: string | undefined;
  errors: string[] | undefined;
}

export interface FormState {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  noValidate: true;
}

type Values = Record<string, unknown>;

/** conform's `serialize` of a flat default value: strings as they are, numbers and booleans as text. */
function serialize(values: Values | undefined): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(values ?? {})) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' || typeof v === 'bigint') out[k] = String(v);
    else if (typeof v === 'boolean') out[k] = v ? 'on' : undefined;
    else if (v instanceof Date) out[k] = v.toISOString();
  }
  return out;
}

function start(lastResult: FormResult | null | undefined, defaultValue: Values | undefined) {
  const initial = lastResult?.initialValue ?? serialize(defaultValue);
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(lastResult?.error ?? {})) if (v) errors[k] = v;
  return { initial: initial as Record<string, unknown>, errors };
}

export function useForm(options: { id?: string; lastResult?: FormResult | null; defaultValue?: Values }) {
  const reactId = useId();
  const formId = options.id ?? reactId;
  // Like conform: the values to start from are taken once (a failed answer keeps what the user typed).
  const [state, setState] = useState(() => start(options.lastResult, options.defaultValue));
  const seen = useRef(options.lastResult);
  const defaults = useRef(options.defaultValue);
  const focus = useRef(false);
  const result = options.lastResult;
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (result.initialValue === null) {
      setState(start(undefined, defaults.current));
      return;
    }
    setState((prev) => {
      const errors: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(result.error ?? {})) {
        const e = v === null ? prev.errors[k] : v;
        if (e) errors[k] = e;
      }
      return { initial: prev.initial, errors };
    });
    focus.current = result.status === 'error';
  }, [result]);
  useEffect(() => {
    if (!focus.current) return;
    focus.current = false;
    const form = document.getElementById(formId) as HTMLFormElement | null;
    for (const el of Array.from(form?.elements ?? [])) {
      const name = (el as HTMLInputElement).name;
      if (name && state.errors[name]) {
        (el as HTMLElement).focus();
        break;
      }
    }
  }, [state, formId]);

  const field = (name: string): FieldState => {
    const id = `${formId}-${name}`;
    const value = state.initial[name];
    return { id, name, errorId: `${id}-error`, initialValue: typeof value === 'string' ? value : undefined, errors: state.errors[name] };
  };
  const fields = new Proxy({} as Record<string, FieldState>, { get: (_, name) => (typeof name === 'string' ? field(name) : undefined) });
  const form: FormState = { id: formId, errorId: `${formId}-error`, errors: state.errors[''], noValidate: true };
  return [form, fields] as const;
}

/** The `<form>` attributes conform's `getFormProps` gave. */
export function getFormProps(form: FormState) {
  return form.errors ? { id: form.id, noValidate: true, 'aria-describedby': form.errorId } : { id: form.id, noValidate: true };
}
