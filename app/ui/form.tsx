/**
 * One field component and one error summary, used by every form (GOV.UK pattern):
 * label `for`, `aria-invalid`, `aria-describedby` pointing at hint and error ids; the summary
 * sits at the top of a failed form with `role="alert"` and links to each field. Errors travel as
 * translation keys and are translated here (`useFormErrors`).
 */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type MessageValues, readMessage } from '../i18n/message.ts';
import { maskUsPhone } from '../../contract/us-address.ts';

export interface FieldError {
  /** the id of the input the error belongs to */
  id: string;
  message: string;
}

function describedBy(id: string, hint?: ReactNode, errors?: string[]) {
  const ids = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface BaseProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  /** mark the label as optional instead of relying on a required asterisk */
  optional?: boolean;
}

/** A field's messages, which its input names in `aria-describedby` (`{id}-error`). */
function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <small id={`${id}-error`} className="field-error">
      <span className="visually-hidden">{t('common.errorTitlePrefix')}</span>
      {errors.join(' ')}
    </small>
  );
}

function FieldShell({ id, label, hint, errors, optional, children }: BaseProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`field${errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="muted"> ({t('common.optional')})</span> : null}
      </label>
      {hint ? (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      ) : null}
      {children}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

export function Field({ id, label, hint, errors, optional, ...input }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} optional={optional}>
      <input id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy(id, hint, errors)} {...input} />
    </FieldShell>
  );
}

/**
 * A telephone field. For a US number (`us`) it formats the digits as (707) 555-0100 while the
 * user types; the server applies the same mask (`maskUsPhone`), so nothing depends on it.
 */
export function PhoneField({ us, ...props }: BaseProps & InputHTMLAttributes<HTMLInputElement> & { us: boolean }) {
  return (
    <Field
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      {...props}
      onInput={(e) => {
        if (us) e.currentTarget.value = maskUsPhone(e.currentTarget.value);
      }}
    />
  );
}

export function TextareaField({ id, label, hint, errors, optional, ...input }: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} optional={optional}>
      <textarea id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy(id, hint, errors)} {...input} />
    </FieldShell>
  );
}

export function SelectField({
  id, label, hint, errors, optional, children, ...input
}: BaseProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} optional={optional}>
      <select id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy(id, hint, errors)} {...input}>
        {children}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({ id, label, errors, hint, ...input }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`field${errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        <input type="checkbox" id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy(id, hint, errors)} {...input} />
        {label}
      </label>
      {hint ? <small id={`${id}-hint`} className="field-hint">{hint}</small> : null}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

/** Shown at the top of a failed form; each entry links to its field. */
export function ErrorSummary({ errors, title }: { errors: FieldError[]; title?: ReactNode }) {
  const { t } = useTranslation();
  if (!errors.length) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title">{title ?? t('common.errorSummaryTitle')}</h2>
      <ul>
        {errors.map((e, i) => (
          <li key={`${e.id}-${i}`}>
            <a href={`#${e.id}`}>{e.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field as conform describes it (`fields.email`), or with the id of the input it is shown in. */
export interface SummaryField {
  /** the id of the input the summary links to */
  id: string;
  name?: string;
  /** translation keys (`messageKey`) */
  errors?: string[];
}

export type FieldLabels = Record<string, string>;

export interface ErrorOptions {
  /** a field's name → the translation key of its label, so `field-error-required` names it */
  labels?: FieldLabels;
  /** values every message of this form may use (`{{max}}`) */
  values?: MessageValues;
}

/**
 * The one error idiom of every form: conform's field and form errors are translation keys
 * (`messageKey`: a key with its values); this translates them in the visitor's language.
 * `summary` feeds `ErrorSummary` (the form's errors first, linked to the first field, then each
 * field's in the order of `fields`); `of(field)` gives the messages shown under one input.
 * A field's messages get `{{field}}`: its label from `labels`, or "this field".
 */
export function useFormErrors(fields: SummaryField[], formErrors: string[] | null | undefined, options: ErrorOptions = {}) {
  const { t } = useTranslation();
  const translate = (message: string, name?: string) => {
    const { key, values } = readMessage(message);
    const label = name ? options.labels?.[name] : undefined;
    const field = name === undefined ? {} : { field: t(label ?? 'common.thisField') };
    return t(key, { ...options.values, ...field, ...values });
  };
  const summary: FieldError[] = [];
  for (const m of formErrors ?? []) summary.push({ id: fields[0]?.id ?? '', message: translate(m) });
  for (const f of fields) for (const m of f.errors ?? []) summary.push({ id: f.id, message: translate(m, f.name ?? '') });
  return {
    summary,
    /** the translated messages of one field (conform's `fields.x`), for its input */
    of: (f: { name?: string; errors?: string[] }) => f.errors?.map((m) => translate(m, f.name ?? '')),
  };
}

/** conform's fields shown in inputs with ids of their own: `ids` maps a field's name to its input's id, in summary order. */
export function linkedFields(ids: Record<string, string>, fields: Record<string, { errors?: string[] }>): SummaryField[] {
  return Object.entries(ids).filter(([name]) => name !== '').map(([name, id]) => ({ id, name, errors: fields[name]?.errors }));
}

/**
 * Whether a form in a closed panel (`<details>`) must stay open: while it shows errors, and on the
 * same page after it showed some. The browser's check clears the errors as the user fixes them;
 * the panel must not close on the last fix, under the user's hands. A new location (the redirect
 * after a successful send) closes it again.
 */
export function useOpenAfterFailure(failed: boolean): boolean {
  const { key } = useLocation();
  const [failedAt, setFailedAt] = useState<string | null>(null);
  useEffect(() => {
    if (failed) setFailedAt(key);
  }, [failed, key]);
  return failed || failedAt === key;
}
