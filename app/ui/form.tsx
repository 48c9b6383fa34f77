/**
 * One field component and one error summary, used by every form (GOV.UK pattern):
 * label `for`, `aria-invalid`, `aria-describedby` pointing at hint and error ids; the summary
 * sits at the top of a failed form with `role="alert"` and links to each field.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { maskUsPhone } from './places.ts';

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
      {errors?.length ? (
        <small id={`${id}-error`} className="field-error">
          <span className="visually-hidden">{t('common.errorTitlePrefix')}</span>
          {errors.join(' ')}
        </small>
      ) : null}
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
  const { t } = useTranslation();
  return (
    <div className={`field${errors?.length ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        <input type="checkbox" id={id} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy(id, hint, errors)} {...input} />
        {label}
      </label>
      {hint ? <small id={`${id}-hint`} className="field-hint">{hint}</small> : null}
      {errors?.length ? (
        <small id={`${id}-error`} className="field-error">
          <span className="visually-hidden">{t('common.errorTitlePrefix')}</span>
          {errors.join(' ')}
        </small>
      ) : null}
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

/**
 * Turns conform's `submission.reply()` errors (or any name → messages map) into summary
 * entries, in the order of `fields` (name → input id).
 */
export function summaryFrom(errors: Record<string, string[] | null | undefined> | null | undefined, fields: Record<string, string>): FieldError[] {
  if (!errors) return [];
  const out: FieldError[] = [];
  for (const [name, id] of Object.entries(fields)) for (const message of errors[name] ?? []) out.push({ id, message });
  for (const message of errors[''] ?? []) out.push({ id: Object.values(fields)[0] ?? '', message });
  return out;
}
