/** A sample's fields, to add a sample or change one: checked by the contract's schema in the browser and again by the action. */
import { getFormProps } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { SAMPLE_LIMITS } from '../../../../contract/submissions.ts';
import { Field, SelectField, useFormErrors } from '../../../ui/form.tsx';
import type { ActionFailure } from './order-analyses.server.ts';
import { SAMPLE_FIELDS, type SampleField, sampleForm } from './order-analyses.form.ts';
import { formIdOf, summaryFields, useReportErrors } from './form-errors.tsx';
import { type Data, Hidden } from './order-analyses-parts.tsx';
import { useSchemaForm } from '../../../ui/schema-form.ts';
import { AvaOptions } from '../../../ui/ava-options.tsx';

export type SampleValues = Record<SampleField, string>;

interface SampleFormProps {
  d: Data;
  intent: 'add-sample' | 'update-sample';
  sampleId?: number;
  /** the sample's fields as they are (a change), else none */
  values?: SampleValues;
  /** the action's answer when it was about this form */
  failure?: ActionFailure;
}

export function SampleForm({ d, intent, sampleId, values, failure }: SampleFormProps) {
  const { t } = useTranslation();
  const prefix = sampleId ? `s${sampleId}` : 'new';
  const [form, fields] = useSchemaForm(sampleForm(d.thisYear), {
    id: formIdOf(intent, sampleId ?? null) ?? 'new-sample-form',
    lastResult: failure?.result,
    defaultValue: values as Partial<Record<SampleField, never>> | undefined
  });
  const errors = Object.fromEntries(SAMPLE_FIELDS.map((k) => [k, fields[k].errors]));
  const { summary, of } = useFormErrors(summaryFields(intent, sampleId ?? null, errors), form.errors);
  useReportErrors(form.id, summary);
  const [type, setType] = useState(String(fields.sampleTypeId.initialValue ?? ''));
  const navigation = useNavigation();
  // Varietal and vintage apply to grape products: with JavaScript they show only for those types; without, always (the server ignores them elsewhere).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const vintageShown = !hydrated || d.vintageTypes.includes(Number(type));
  // The block picker likewise: with JavaScript only for grape and juice samples, and it stands in for "Your reference".
  const blockShown = d.blocks.length > 0 && (!hydrated || d.blockTypes.includes(Number(type)));
  const referenceShown = !hydrated || !blockShown;
  const input = (name: SampleField) => ({ id: `${prefix}-${name}`, name: fields[name].name, defaultValue: fields[name].initialValue as string | undefined, errors: of(fields[name]) });
  return (
    <Form method="post" preventScrollReset className="sample-form" {...getFormProps(form)}>
      <Hidden intent={intent} sampleId={sampleId} />
      <div className="grid-fields">
        <Field {...input('description')} label={t('orders.description')} hint={t('orders.descriptionHint')} maxLength={SAMPLE_LIMITS.description} required />
        <SelectField {...input('sampleTypeId')} defaultValue={type} label={t('orders.sampleType')} onChange={(ev) => setType(ev.currentTarget.value)} required>
          <option value="">{t('orders.chooseType')}</option>
          {d.types.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        {vintageShown ? (
          <>
            <Field {...input('varietal')} label={t('orders.varietal')} optional maxLength={SAMPLE_LIMITS.varietal} />
            <Field {...input('vintage')} label={t('orders.vintage')} optional hint={t('orders.vintageHint')} inputMode="numeric" maxLength={4} />
            {/* the region the sample's results count in on the vintage portal */}
            <SelectField {...input('ava')} label={t('sampleAva.label')} optional hint={t('sampleAva.orderHint')}>
              <AvaOptions />
            </SelectField>
          </>
        ) : null}
        {blockShown ? (
          <SelectField {...input('blockId')} label={t('orders.block')} hint={hydrated ? undefined : t('orders.blockHint')}>
            <option value="">{t('orders.noBlock')}</option>
            {d.blocks.map((b) => (
              <option key={b.id} value={b.id}>{`${b.name} (${b.vineyard})`}</option>
            ))}
          </SelectField>
        ) : null}
        {referenceShown ? <Field {...input('clientReference')} label={t('orders.clientReference')} optional maxLength={SAMPLE_LIMITS.clientReference} /> : null}
        <Field {...input('lot')} label={t('orders.lot')} optional maxLength={SAMPLE_LIMITS.lot} />
        <Field {...input('labelAlcohol')} label={t('labelClaim.labelAlcohol')} optional inputMode="decimal" maxLength={5} />
        {d.specifications.length ? (
          <SelectField {...input('specificationId')} label={t('specifications.sampleTitle')} optional>
            <option value="">{t('specifications.noneAssigned')}</option>
            {d.specifications.map((s) => (
              <option key={s.id} value={s.id}>{s.name}</option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <button type="submit" disabled={navigation.state !== 'idle'}>
        {t(intent === 'add-sample' ? 'orders.addSample' : 'orders.saveSample')}
      </button>
    </Form>
  );
}
