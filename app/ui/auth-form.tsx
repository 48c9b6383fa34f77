/**
 * Glue between conform and the shared form components for the account pages: the page title
 * (with "Error: " after a failed submit), and summary entries from conform's field errors
 * (which are i18n keys) plus form errors (already translated on the server).
 */
import { useTranslation } from 'react-i18next';
import type { FieldError } from './form.tsx';

interface ConformField {
  id: string;
  errors?: string[];
}

export function useErrorList(fields: ConformField[], formErrors: string[] | undefined): FieldError[] {
  const { t } = useTranslation();
  const out: FieldError[] = [];
  for (const message of formErrors ?? []) out.push({ id: fields[0]?.id ?? '', message });
  for (const f of fields) for (const key of f.errors ?? []) out.push({ id: f.id, message: t(key) });
  return out;
}

export function useFieldErrors() {
  const { t } = useTranslation();
  return (f: ConformField) => f.errors?.map((k) => t(k));
}

export function PageTitle({ title, failed }: { title: string; failed: boolean }) {
  const { t } = useTranslation();
  return <title>{`${failed ? t('common.errorTitlePrefix') : ''}${title} | ${t('site.name')}`}</title>;
}
