import { getFormProps, getSelectProps } from '@conform-to/react';
import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { SubmissionResult } from '@conform-to/react';
import { useSchemaForm } from './schema-form.ts';
import { sampleBlockSchema } from '../routes/portal/sample-block.form.ts';

/**
 * The sample page's small form tying a grape or juice sample to one of the client's vineyard
 * blocks (or none): it then counts in the block's maturity curve on the harvest page.
 */
export function SampleBlock({ blocks, blockId, lastResult }: { blocks: { id: number; name: string; vineyard: string }[]; blockId: number | null; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(sampleBlockSchema, { id: 'sample-block', lastResult, defaultValue: { blockId: blockId === null ? '' : String(blockId) } });
  const errors = [...(form.errors ?? []), ...(fields.blockId.errors ?? [])];
  return (
    <Form method="post" {...getFormProps(form)} className="sample-block-form" aria-labelledby="sample-block-title">
      <h2 id="sample-block-title">{t('harvest.sampleBlock')}</h2>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="block" />
      <p className="muted" id="sample-block-hint">{t('harvest.sampleBlockHint')}</p>
      <label htmlFor={fields.blockId.id}>{t('harvest.sampleBlock')}</label>
      <select {...getSelectProps(fields.blockId)} key={fields.blockId.key} aria-describedby={['sample-block-hint', errors.length ? 'sample-block-error' : ''].filter(Boolean).join(' ')} aria-invalid={errors.length ? true : undefined}>
        <option value="">{t('harvest.sampleBlockNone')}</option>
        {blocks.map((b) => (
          <option key={b.id} value={String(b.id)}>{`${b.name} (${b.vineyard})`}</option>
        ))}
      </select>
      {errors.length ? <p id="sample-block-error" className="field-error">{errors.map((e) => t(e)).join(' ')}</p> : null}
      <button type="submit" className="secondary">{t('harvest.sampleBlockSave')}</button>
    </Form>
  );
}
