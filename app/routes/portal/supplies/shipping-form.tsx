import { type SubmissionResult, getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order-supplies';
import type { Supply } from '../../../../contract/supplies.ts';
import { ErrorSummary, Field, PhoneField, SelectField, useFormErrors } from '../../../ui/form.tsx';
import { DEFAULT_COUNTRY } from '../../../ui/address-options.ts';
import { AddressRegionFields } from '../../../ui/address-region-fields.tsx';
import { useSchemaForm } from '../../../ui/schema-form.ts';
import { L, LABELS, addressSchema, quantityQuery } from './order-supplies.form.ts';
import { Summary } from './order-summary.tsx';

type Step1 = Extract<Route.ComponentProps['loaderData'], { step: 1 }>;

/** The form the saved-address choice submits (GET, back to step 1 with `address`); its select and button sit in the shipping form's address fieldset. */
const CHOICE_FORM = 'supplies-address-choice';

/** Step 1: shipping address and contact (POST, the quantities as hidden fields; Back returns to step 0 with them). */
export function ShippingForm({
  supplies, quantities, prefill, addresses, selected, lastResult,
}: { supplies: Supply[]; quantities: Record<string, number>; prefill: Step1['prefill']; addresses: Step1['addresses']; selected: number | null; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(addressSchema, {
    lastResult,
    defaultValue: prefill,
  });
  const [hydrated, setHydrated] = useState(false);
  const [country, setCountry] = useState((fields.country.initialValue as string | undefined) ?? DEFAULT_COUNTRY);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (lastResult) (document.querySelector('.supplies-shipping [aria-invalid="true"]') as HTMLElement | null)?.focus();
  }, [lastResult]);
  const f = fields;
  const { summary: errors, of: fe } = useFormErrors([f.firstname, f.lastname, f.street_1, f.street_2, f.city, f.country, f.state, f.stateText, f.postalCode, f.phone, f.email], form.errors, { labels: LABELS });
  const us = country === 'United States';
  /**
   * With JavaScript, choosing a saved address fills the address fields at once with the values
   * the server would prefill (`addressPrefill`: the address and its phone), keeping the name and
   * e-mail as typed; "Use this address" does the same instead of reloading. Each field stays editable.
   */
  const fill = (id: string) => {
    const chosen = addresses.find((a) => String(a.id) === id);
    const target = document.getElementById(form.id);
    if (!chosen || !(target instanceof HTMLFormElement)) return;
    setCountry(chosen.fields.country);
    for (const [name, value] of Object.entries(chosen.fields)) {
      const input = target.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) continue;
      input.value = value;
      // the field's own input handlers (the US phone mask) see the new value
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  // Worth offering when there is an address besides the one already in the fields.
  const offer = addresses.some((a) => a.id !== selected);
  return (
    <div className="supplies-step supplies-shipping">
      <ErrorSummary errors={errors} />
      <Summary supplies={supplies} quantities={quantities} />
      {offer ? (
        <Form
          method="get"
          id={CHOICE_FORM}
          onSubmit={(e) => {
            e.preventDefault();
            fill(String(new FormData(e.currentTarget).get('address') ?? ''));
          }}
        >
          <input type="hidden" name="step" value="1" />
          <HiddenQuantities quantities={quantities} />
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <HiddenQuantities quantities={quantities} />
        <fieldset className="form-section">
          <legend>{t('supplies.contactLegend')}</legend>
          <Field id={f.firstname.id} name={f.firstname.name} label={t('supplies.firstname')} defaultValue={f.firstname.initialValue} errors={fe(f.firstname)} autoComplete="given-name" maxLength={L.firstname} />
          <Field id={f.lastname.id} name={f.lastname.name} label={t('supplies.lastname')} defaultValue={f.lastname.initialValue} errors={fe(f.lastname)} autoComplete="family-name" maxLength={L.lastname} />
          <Field id={f.email.id} name={f.email.name} type="email" label={t('supplies.email')} defaultValue={f.email.initialValue} errors={fe(f.email)} autoComplete="email" maxLength={L.email} />
          <PhoneField id={f.phone.id} name={f.phone.name} us={us} label={t('supplies.phone')} hint={us ? t('supplies.phoneHint') : undefined} defaultValue={f.phone.initialValue} errors={fe(f.phone)} maxLength={L.phone} />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('supplies.addressLegend')}</legend>
          {offer ? <SavedAddressChoice addresses={addresses} selected={selected} fill={fill} /> : null}
          <Field id={f.street_1.id} name={f.street_1.name} label={t('supplies.street1')} defaultValue={f.street_1.initialValue} errors={fe(f.street_1)} autoComplete="address-line1" maxLength={L.street_1} />
          <Field id={f.street_2.id} name={f.street_2.name} label={t('supplies.street2')} optional defaultValue={f.street_2.initialValue} errors={fe(f.street_2)} autoComplete="address-line2" maxLength={L.street_2} />
          <Field id={f.city.id} name={f.city.name} label={t('supplies.city')} defaultValue={f.city.initialValue} errors={fe(f.city)} autoComplete="address-level2" maxLength={L.city} />
          <AddressRegionFields section="supplies" country={f.country} state={f.state} stateText={f.stateText} postalCode={f.postalCode} errors={fe} hydrated={hydrated} us={us} onCountryChange={setCountry} />
        </fieldset>
        <div className="form-buttons">
          <button type="submit">{t('supplies.placeOrder')}</button>
          <Link role="button" className="secondary" to={`/dashboard/shop/order-supplies?${quantityQuery(quantities)}`}>
            {t('supplies.back')}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** The quantities carried along as hidden fields. */
function HiddenQuantities({ quantities }: { quantities: Record<string, number> }) {
  return Object.entries(quantities).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
}

/** The saved-address select and "Use this address", both belonging to the choice form. */
function SavedAddressChoice({ addresses, selected, fill }: { addresses: Step1['addresses']; selected: number | null; fill: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="supplies-address-choice">
      <SelectField
        id="supplies-address"
        name="address"
        form={CHOICE_FORM}
        label={t('supplies.savedAddress')}
        hint={t('supplies.savedAddressHint')}
        defaultValue={selected === null ? '' : String(selected)}
        onChange={(e) => fill(e.currentTarget.value)}
      >
        {selected === null ? <option value="">{t('supplies.choose')}</option> : null}
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.primary ? t('supplies.primaryAddress', { address: a.text }) : a.text}
          </option>
        ))}
      </SelectField>
      <button type="submit" form={CHOICE_FORM} className="secondary">
        {t('supplies.useAddress')}
      </button>
    </div>
  );
}
