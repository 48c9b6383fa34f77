/** Add a card (document 3 §3, §5): the number, expiry, the name on it and the billing address. */
import { useMemo } from 'react';
import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { cardForm } from '../../../../contract/payments.ts';
import { ErrorSummary, Field, SelectField } from '../../../ui/form.tsx';
import { type MethodsAnswer, useMethodForm } from './method-form.ts';

/** A saved address of the client, as the card form's billing address takes it. */
export interface BillingAddressChoice {
  id: number;
  text: string;
  fields: { street: string; city: string; state: string; zip: string; country: string };
}

/** The GET form the saved-address choice submits (`?add=card&address={id}`); its select and button sit in the card form's address part. */
const CHOICE_FORM = 'card-address-choice';

export function CardForm({ answer, now, addresses, chosen }: { answer: MethodsAnswer | null; now: string; addresses: BillingAddressChoice[]; chosen: BillingAddressChoice | null }) {
  const { t } = useTranslation();
  const thisYear = new Date(now).getUTCFullYear();
  const ids: Record<string, string> = {
    firstName: 'card-first', lastName: 'card-last', number: 'card-number', expiryMonth: 'card-month', expiryYear: 'card-year',
    street: 'card-street', city: 'card-city', state: 'card-state', country: 'card-country', zip: 'card-zip', '': 'card-number',
  };
  const schema = useMemo(() => cardForm(new Date(now)), [now]);
  const { form, summary, initial, e } = useMethodForm('card', 'add-method', schema, ids, answer);
  // a chosen saved address prefills the billing address (after a refused post, what was typed wins)
  const start = (name: keyof BillingAddressChoice['fields']) => initial(name) ?? chosen?.fields[name];
  /** With JavaScript the choice fills the address fields at once instead of reloading; each stays editable. */
  const fill = (id: string) => {
    const a = addresses.find((x) => String(x.id) === id);
    const target = document.getElementById('add-method');
    if (!a || !(target instanceof HTMLFormElement)) return;
    for (const [name, value] of Object.entries(a.fields)) {
      const input = target.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    }
  };
  return (
    <>
    {addresses.length ? (
      <Form
        method="get"
        id={CHOICE_FORM}
        onSubmit={(ev) => {
          ev.preventDefault();
          fill(String(new FormData(ev.currentTarget).get('address') ?? ''));
        }}
      >
        <input type="hidden" name="add" value="card" />
      </Form>
    ) : null}
    <Form method="post" {...getFormProps(form)} className="method-form">
      <h2>{t('payments.addCard')}</h2>
      <ErrorSummary errors={summary} />
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="card" />
      <div className="grid-2">
        <Field id="card-first" name="firstName" label={t('payments.fields.firstName')} autoComplete="cc-given-name" defaultValue={initial('firstName')} errors={e('firstName')} required />
        <Field id="card-last" name="lastName" label={t('payments.fields.lastName')} autoComplete="cc-family-name" defaultValue={initial('lastName')} errors={e('lastName')} required />
      </div>
      {/* never filled in again after an error: the number is not echoed back */}
      <Field id="card-number" name="number" label={t('payments.fields.number')} hint={t('payments.numberHint')} inputMode="numeric" autoComplete="cc-number" errors={e('number')} required />
      <div className="grid-2">
        <SelectField id="card-month" name="expiryMonth" label={t('payments.fields.expiryMonth')} defaultValue={initial('expiryMonth') ?? ''} errors={e('expiryMonth')} autoComplete="cc-exp-month" required>
          <option value="">{t('payments.choose')}</option>
          {Array.from({ length: 12 }, (_, i) => <option key={i} value={i + 1}>{String(i + 1).padStart(2, '0')}</option>)}
        </SelectField>
        <SelectField id="card-year" name="expiryYear" label={t('payments.fields.expiryYear')} defaultValue={initial('expiryYear') ?? ''} errors={e('expiryYear')} autoComplete="cc-exp-year" required>
          <option value="">{t('payments.choose')}</option>
          {Array.from({ length: 16 }, (_, i) => <option key={i} value={thisYear + i}>{thisYear + i}</option>)}
        </SelectField>
      </div>
      {addresses.length ? (
        <div className="card-address-choice">
          <SelectField id="card-address" name="address" form={CHOICE_FORM} label={t('payments.savedAddress')} hint={t('payments.savedAddressHint')} defaultValue={chosen ? String(chosen.id) : ''}>
            <option value="">{t('payments.choose')}</option>
            {addresses.map((a) => <option key={a.id} value={a.id}>{a.text}</option>)}
          </SelectField>
          <button type="submit" form={CHOICE_FORM} className="secondary">{t('payments.useAddress')}</button>
        </div>
      ) : null}
      <Field id="card-street" name="street" label={t('payments.fields.street')} autoComplete="billing address-line1" defaultValue={start('street')} errors={e('street')} required />
      <div className="grid-2">
        <Field id="card-city" name="city" label={t('payments.fields.city')} autoComplete="billing address-level2" defaultValue={start('city')} errors={e('city')} required />
        <Field id="card-state" name="state" label={t('payments.fields.state')} autoComplete="billing address-level1" defaultValue={start('state')} errors={e('state')} required />
      </div>
      <div className="grid-2">
        <Field id="card-zip" name="zip" label={t('payments.fields.zip')} autoComplete="billing postal-code" defaultValue={start('zip')} errors={e('zip')} required />
        <Field id="card-country" name="country" label={t('payments.fields.country')} hint={t('payments.countryHint')} autoComplete="billing country-name" defaultValue={start('country') ?? 'United States'} errors={e('country')} />
      </div>
      <div className="form-buttons">
        <button type="submit">{t('payments.saveCard')}</button>
        <Link role="button" className="secondary" to="/dashboard/billing/payment-methods">{t('payments.cancel')}</Link>
      </div>
    </Form>
    </>
  );
}
