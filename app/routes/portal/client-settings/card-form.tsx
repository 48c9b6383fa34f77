import { getFormProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { lastResultOf, useCheckedForm } from '../../../ui/page-forms.ts';
import { PATH } from './client-settings.form.ts';
import type { SettingsForms } from './settings-forms.ts';

/**
 * An add or edit form of client settings (a location, a fax number), checked in the browser by
 * `schema`: an add form is a card with its title (`title`), an edit form is named by `label`
 * and sends the record's `id`. Then the fields, save and cancel.
 */
export function CardForm({ formKey, id, intent, recordId, action, schema, title, label, save, forms, children }: {
  formKey: string;
  id: string;
  intent: string;
  recordId?: number;
  action: string;
  schema: z.ZodType;
  title?: { id: string; text: string };
  label?: string;
  save: string;
  forms: SettingsForms;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useCheckedForm({ id, key: formKey, schema, lastResult: lastResultOf(forms, formKey), report: forms.report });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={title ? 'card-form' : undefined} aria-labelledby={title?.id} aria-label={label}>
      {title ? <h3 id={title.id}>{title.text}</h3> : null}
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {recordId !== undefined ? <input type="hidden" name="id" value={recordId} /> : null}
      {children}
      <div className="form-actions">
        <button type="submit">{save}</button>
        <Link to={PATH} className="secondary">{t('clientSettings.cancel')}</Link>
      </div>
    </Form>
  );
}
