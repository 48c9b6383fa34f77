/**
 * Glue between conform and the shared form components for the account pages: summary entries
 * from conform's field errors (which are i18n keys) plus form errors (already translated on the
 * server). `labels` maps a field's name to the i18n key of its label, so `field-error-required`
 * ("{{field}} is required") names the field (document 2 §5). Page titles: `PageHead`.
 */
import { useTranslation } from 'react-i18next';
import type { FieldError } from './form.tsx';

interface ConformField {
  id: string;
  name?: string;
  errors?: string[];
}

export type FieldLabels = Record<string, string>;

function useMessage(labels?: FieldLabels) {
  const { t } = useTranslation();
  return (f: ConformField, message: string) => {
    const label = f.name ? labels?.[f.name] : undefined;
    // `key|max` carries a limit (form-schema.ts `tooLong`)
    const [key, max] = message.split('|');
    return t(key, { ...(label ? { field: t(label) } : { field: t('common.thisField') }), ...(max ? { max } : {}) });
  };
}

export function useErrorList(fields: ConformField[], formErrors: string[] | undefined, labels?: FieldLabels): FieldError[] {
  const message = useMessage(labels);
  const out: FieldError[] = [];
  for (const m of formErrors ?? []) out.push({ id: fields[0]?.id ?? '', message: m });
  for (const f of fields) for (const key of f.errors ?? []) out.push({ id: f.id, message: message(f, key) });
  return out;
}

export function useFieldErrors(labels?: FieldLabels) {
  const message = useMessage(labels);
  return (f: ConformField) => f.errors?.map((k) => message(f, k));
}
