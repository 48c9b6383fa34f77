/** Add a bank account for ACH debits (document 3 §5): routing and account numbers, the account's kind and both agreements. */
import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { ACH_AGREEMENT_TEXT, ACH_AGREEMENT_VERSION, achForm } from '../../../../contract/payments.ts';
import { CheckboxField, ErrorSummary, Field } from '../../../ui/form.tsx';
import { type MethodsAnswer, useMethodForm } from './method-form.ts';

export function AchForm({ answer }: { answer: MethodsAnswer | null }) {
  const { t } = useTranslation();
  const ids: Record<string, string> = {
    routingNumber: 'ach-routing', accountNumber: 'ach-account', confirmAccountNumber: 'ach-confirm', achAccountType: 'ach-checking', achType: 'ach-business',
    generalAchAgreement: 'ach-general', businessAchAgreement: 'ach-business-agreement', '': 'ach-routing',
  };
  const { form, summary, initial, e } = useMethodForm('ach', 'add-method', achForm, ids, answer);
  const radio = (name: string, id: string, value: string, label: string) => (
    <label key={value} htmlFor={id} className="radio">
      <input type="radio" id={id} name={name} value={value} defaultChecked={initial(name) === value} aria-invalid={e(name)?.length ? true : undefined} />
      {label}
    </label>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="method-form">
      <h2>{t('payments.addAch')}</h2>
      <ErrorSummary errors={summary} />
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="ach" />
      <Field id="ach-routing" name="routingNumber" label={t('payments.fields.routingNumber')} hint={t('payments.routingHint')} inputMode="numeric" defaultValue={initial('routingNumber')} errors={e('routingNumber')} required />
      <Field id="ach-account" name="accountNumber" label={t('payments.fields.accountNumber')} inputMode="numeric" autoComplete="off" errors={e('accountNumber')} required />
      <Field id="ach-confirm" name="confirmAccountNumber" label={t('payments.fields.confirmAccountNumber')} inputMode="numeric" autoComplete="off" errors={e('confirmAccountNumber')} required />
      <fieldset className={e('achAccountType') ? 'field-invalid' : undefined} aria-describedby={e('achAccountType') ? 'ach-account-type-error' : undefined}>
        <legend>{t('payments.fields.achAccountType')}</legend>
        {radio('achAccountType', 'ach-checking', 'CHECKING', t('payments.kinds.CHECKING'))}
        {radio('achAccountType', 'ach-savings', 'SAVINGS', t('payments.kinds.SAVINGS'))}
        {e('achAccountType') ? <small id="ach-account-type-error" className="field-error">{e('achAccountType')!.join(' ')}</small> : null}
      </fieldset>
      <fieldset className={e('achType') ? 'field-invalid' : undefined} aria-describedby={e('achType') ? 'ach-type-error' : undefined}>
        <legend>{t('payments.fields.achType')}</legend>
        {radio('achType', 'ach-business', 'BUSINESS', `${t('payments.achTypes.BUSINESS')} (CCD)`)}
        {radio('achType', 'ach-personal', 'PERSONAL', `${t('payments.achTypes.PERSONAL')} (PPD)`)}
        {e('achType') ? <small id="ach-type-error" className="field-error">{e('achType')!.join(' ')}</small> : null}
      </fieldset>
      <details className="ach-agreement" open>
        <summary>{t('payments.agreementTitle', { version: ACH_AGREEMENT_VERSION })}</summary>
        {/* The text recorded with the method (contract/payments.ts); shown as it is recorded, in English. */}
        <p lang="en">{ACH_AGREEMENT_TEXT}</p>
      </details>
      <CheckboxField id="ach-general" name="generalAchAgreement" label={t('payments.fields.generalAchAgreement')} errors={e('generalAchAgreement')} />
      <CheckboxField id="ach-business-agreement" name="businessAchAgreement" label={t('payments.fields.businessAchAgreement')} errors={e('businessAchAgreement')} />
      <div className="form-buttons">
        <button type="submit">{t('payments.saveAch')}</button>
        <Link role="button" className="secondary" to="/dashboard/billing/payment-methods">{t('payments.cancel')}</Link>
      </div>
    </Form>
  );
}
