import { getFormProps } from '@conform-to/react';
import { useEffect } from 'react';
import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { type CourierAddress, MAX_COURIER_INSTRUCTIONS, addressOption, isPoBox } from '../../../../contract/courier.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { ErrorSummary, PhoneField, SelectField, TextareaField, useFormErrors } from '../../../ui/form.tsx';
import { useSchemaForm } from '../../../ui/schema-form.ts';
import { LABELS, PATH, schema } from './request-courier.form.ts';
import { longLabDay } from '../../../ui/lab-date.ts';

/** The request form (company address, phone, optional instructions), checked in the browser with the action's schema. */
export function RequestForm({ addresses, phone, idempotencyKey, tomorrow, lastResult, order }: { addresses: CourierAddress[]; phone: string; idempotencyKey: string; tomorrow: string | boolean; lastResult: any; order: string | null }) {
  const { t, i18n } = useTranslation();
  const pickups = addresses.filter((a) => !isPoBox(a));
  // A pickup for an analyses order starts at the client's primary shipping address (else its only pickup address).
  const preselected = (order ? (pickups.find((a) => a.primaryShipping) ?? pickups[0]) : pickups.length === 1 ? pickups[0] : undefined) ?? null;
  const [form, fields] = useSchemaForm(schema, {
    id: 'courier-request',
    lastResult,
    defaultValue: { addressId: preselected ? String(preselected.id) : '', phoneNumber: phone, instructions: order ? t('courier.forOrder', { number: order }) : '' },
    // document 2 §5: messages appear only on submit,
  });
  const f = fields;
  const { summary: errors, of: fe } = useFormErrors([f.addressId, f.phoneNumber, f.instructions], form.errors, { labels: LABELS });
  useEffect(() => {
    if (lastResult?.error && Object.keys(lastResult.error).length) (document.querySelector('.error-summary') as HTMLElement | null)?.focus();
  }, [lastResult]);
  return (
    <>
      <PageHead title={t('courier.title')} failed={errors.length > 0} />
      <ErrorSummary errors={errors} />
      {tomorrow ? <p className="courier-tomorrow" role="status">{typeof tomorrow === 'string' ? t('courier.scheduledFor', { day: longLabDay(tomorrow, i18n.language) }) : t('courier.tomorrowNote')}</p> : null}
      <Form method="post" action={tomorrow ? `${PATH}?tomorrow=1` : PATH} {...getFormProps(form)} className="courier-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <SelectField id={f.addressId.id} name={f.addressId.name} label={t('courier.address')} defaultValue={(f.addressId.initialValue as string) ?? ''} errors={fe(f.addressId)}>
          <option value="">{t('courier.chooseAddress')}</option>
          {addresses.map((a) => (
            // A PO box is listed (the user sees why it is missing) but cannot be chosen.
            <option key={a.id} value={a.id} disabled={isPoBox(a)}>
              {`${addressOption(a)}${isPoBox(a) ? ` (${t('courier.poBoxNoPickup')})` : ''}`}
            </option>
          ))}
        </SelectField>
        <PhoneField
          id={f.phoneNumber.id}
          name={f.phoneNumber.name}
          us
          label={t('courier.phone')}
          hint={t('courier.phoneHint')}
          defaultValue={(f.phoneNumber.initialValue as string) ?? ''}
          errors={fe(f.phoneNumber)}
        />
        <TextareaField
          id={f.instructions.id}
          name={f.instructions.name}
          label={t('courier.instructions')}
          optional
          rows={3}
          maxLength={MAX_COURIER_INSTRUCTIONS}
          defaultValue={(f.instructions.initialValue as string) ?? ''}
          errors={fe(f.instructions)}
        />
        <button type="submit">{t('courier.submit')}</button>
      </Form>
    </>
  );
}
