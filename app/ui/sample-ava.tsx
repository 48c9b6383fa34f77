import { getFormProps, getSelectProps } from '@conform-to/react';
import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { SubmissionResult } from '@conform-to/react';
import { useSchemaForm } from './schema-form.ts';
import { sampleAvaSchema } from '../routes/portal/sample-ava.form.ts';
import { AvaOptions } from './ava-options.tsx';

/**
 * The sample page's small form naming the AVA a wine, juice or grape sample came from (or none):
 * its results then count in that region of the vintage portal's "your results".
 */
export function SampleAva({ ava, lastResult }: { ava: string | null; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(sampleAvaSchema, { id: 'sample-ava', lastResult, defaultValue: { ava: ava ?? '' } });
  const errors = [...(form.errors ?? []), ...(fields.ava.errors ?? [])];
  return (
    <Form method="post" {...getFormProps(form)} className="sample-block-form" aria-labelledby="sample-ava-title">
      <h2 id="sample-ava-title">{t('sampleAva.title')}</h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="ava" />
      <p className="muted" id="sample-ava-hint">{t('sampleAva.hint')}</p>
      <label htmlFor={fields.ava.id}>{t('sampleAva.label')}</label>
      <select {...getSelectProps(fields.ava)} key={fields.ava.key} aria-describedby={['sample-ava-hint', errors.length ? 'sample-ava-error' : ''].filter(Boolean).join(' ')} aria-invalid={errors.length ? true : undefined}>
        <AvaOptions />
      </select>
      {errors.length ? <p id="sample-ava-error" className="field-error">{errors.map((e) => t(e)).join(' ')}</p> : null}
      <button type="submit" className="secondary">{t('sampleAva.save')}</button>
    </Form>
  );
}
