import { type SubmissionResult, getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/order-supplies';
import type { Supply } from '../../../contract/supplies.ts';
import type { ApprovalState } from '../../../contract/client-approval.ts';
import { ErrorSummary, Field, PhoneField, SelectField, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { DEFAULT_COUNTRY } from '../../ui/address-options.ts';
import { AddressRegionFields } from '../../ui/address-region-fields.tsx';
import { ClientApprovalNotice } from '../../ui/client-approval-notice.tsx';
import portalHref from '../../styles/portal.css?url';
import suppliesHref from '../../styles/supplies.css?url';
import { L, LABELS, type Step0Error, addressSchema, quantityQuery } from './order-supplies.form.ts';
import { suppliesAction, suppliesLoader } from './order-supplies.server.ts';
import { useSchemaForm } from '../../ui/schema-form.ts';

/**
 * Order supplies (document 2 §2, §4, §5): three steps carried in the URL, so each works without
 * JavaScript. Step 0 (no `step`): the catalogue, a GET form of quantity inputs named by supply
 * key; "Order items" asks for `?step=1&…quantities`. Step 1: shipping address and contact (POST,
 * the quantities as hidden fields; Back returns to step 0 with them). A placed order redirects to
 * `?placed={id}`: step 2, the order number and the summary, both read from the provider's record
 * of that order (an id that is not one of the client's orders confirms nothing);
 * its back link resets every quantity to zero. With JavaScript, "Order items" stays disabled until a quantity is above 0.
 * Server code in order-supplies.server.ts, the shipping form's schema in order-supplies.form.ts
 * (checked in the browser and again by the action).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: suppliesHref },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return suppliesLoader(context, request);
}

/** Places the order (POST /supply_requests.json), then shows step 2. */
export async function action({ request, context }: Route.ActionArgs) {
  return suppliesAction(context, request);
}

// ─── component ───────────────────────────────────────────────────────────────

const STEPS = ['supplies.step0', 'supplies.step1', 'supplies.step2'] as const;

export default function OrderSupplies({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { step } = loaderData;
  const refused = actionData && 'approval' in actionData ? actionData.approval : null;
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const approval: ApprovalState = refused ?? loaderData.approval;
  if (approval !== 'approved') {
    return (
      <section className="order-supplies">
        <PageHead title={t('supplies.title')} />
        <h1>{t('supplies.title')}</h1>
        <ClientApprovalNotice state={approval} clientName={loaderData.clientName} />
      </section>
    );
  }
  const failed = !!loaderData.loadError || !!loaderData.step0Error || !!lastResult;
  return (
    <section className="order-supplies">
      <PageHead title={t('supplies.title')} failed={failed && step !== 2} />
      <h1>{t('supplies.title')}</h1>
      <ol className="steps" aria-label={t('supplies.steps')}>
        {STEPS.map((key, i) => (
          <li key={key} aria-current={i === step ? 'step' : undefined} className={i === step ? 'current' : undefined}>
            {t(key)}
          </li>
        ))}
      </ol>
      {loaderData.loadError ? (
        <div className="banner banner-warning" role="alert">
          <p>{t(loaderData.loadError)}</p>
        </div>
      ) : step === 0 ? (
        <Catalogue supplies={loaderData.supplies} quantities={loaderData.quantities} error={loaderData.step0Error} wrong={loaderData.wrong} />
      ) : loaderData.step === 1 ? (
        <ShippingForm
          supplies={loaderData.supplies}
          quantities={loaderData.quantities}
          prefill={loaderData.prefill}
          addresses={loaderData.addresses}
          selected={loaderData.selected}
          lastResult={lastResult}
        />
      ) : (
        <Placed supplies={loaderData.supplies} quantities={loaderData.quantities} id={loaderData.placed ?? 0} />
      )}
    </section>
  );
}

function Catalogue({ supplies, quantities, error, wrong }: { supplies: Supply[]; quantities: Record<string, number>; error: Step0Error; wrong: string[] }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  const [any, setAny] = useState(Object.keys(quantities).length > 0);
  useEffect(() => setHydrated(true), []);
  const firstId = supplies[0] ? `qty-${supplies[0].key}` : 'supplies-order';
  return (
    <div className="supplies-step supplies-catalogue">
      {error === 'supplies.placedNotFound' ? (
        <div className="banner banner-warning" role="alert">
          <p>{t(error)}</p>
        </div>
      ) : (
        <ErrorSummary
          errors={
            error === 'supplies.quantityInvalid'
              ? supplies.filter((s) => wrong.includes(s.key)).map((s) => ({ id: `qty-${s.key}`, message: t('supplies.quantityOver', { name: s.name, max: s.maxPerOrder }) }))
              : error
                ? [{ id: firstId, message: t(error) }]
                : []
          }
        />
      )}
      <div className="supplies-columns">
        <Form
          method="get"
          id="supplies-order"
          onInput={(e) => setAny([...e.currentTarget.querySelectorAll<HTMLInputElement>('input[type="number"]')].some((i) => Number(i.value) > 0))}
        >
          <input type="hidden" name="step" value="1" />
          <ul className="supply-cards">
            {supplies.map((s) => (
              <li key={s.key} className="card supply-card">
                <h2>{s.name}</h2>
                <p className="muted">{s.subheading}</p>
                <p>{s.description}</p>
                <Field
                  id={`qty-${s.key}`}
                  name={s.key}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={s.maxPerOrder}
                  step={1}
                  label={t('supplies.quantity', { name: s.name })}
                  hint={t('supplies.quantityHint', { max: s.maxPerOrder })}
                  defaultValue={String(quantities[s.key] ?? 0)}
                  errors={wrong.includes(s.key) ? [t('supplies.quantityInvalid', { max: s.maxPerOrder })] : undefined}
                />
              </li>
            ))}
          </ul>
          <div className="form-buttons">
            <button type="submit" disabled={hydrated && !any}>
              {t('supplies.orderItems')}
            </button>
          </div>
        </Form>
        <aside className="supplies-info" aria-labelledby="supplies-info-title">
          <h2 id="supplies-info-title">{t('supplies.infoTitle')}</h2>
          <p>{t('supplies.info1')}</p>
          <p>{t('supplies.info2')}</p>
          <p>
            {t('supplies.info3')} <Link to="/contact-us">{t('supplies.contact')}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}

function Summary({ supplies, quantities }: { supplies: Supply[]; quantities: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <table className="supplies-summary">
      <caption>{t('supplies.summary')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('supplies.item')}</th>
          <th scope="col">{t('supplies.qty')}</th>
        </tr>
      </thead>
      <tbody>
        {supplies
          .filter((s) => quantities[s.key])
          .map((s) => (
            <tr key={s.key}>
              <td>
                {s.name}
                {s.packSize ? <small className="muted"> ({s.packSize})</small> : null}
              </td>
              <td>{quantities[s.key]}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

type Step1 = Extract<Route.ComponentProps['loaderData'], { step: 1 }>;

/** The form the saved-address choice submits (GET, back to step 1 with `address`); its select and button sit in the shipping form's address fieldset. */
const CHOICE_FORM = 'supplies-address-choice';

function ShippingForm({
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
          {Object.entries(quantities).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        {Object.entries(quantities).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <fieldset className="form-section">
          <legend>{t('supplies.contactLegend')}</legend>
          <Field id={f.firstname.id} name={f.firstname.name} label={t('supplies.firstname')} defaultValue={f.firstname.initialValue} errors={fe(f.firstname)} autoComplete="given-name" maxLength={L.firstname} />
          <Field id={f.lastname.id} name={f.lastname.name} label={t('supplies.lastname')} defaultValue={f.lastname.initialValue} errors={fe(f.lastname)} autoComplete="family-name" maxLength={L.lastname} />
          <Field id={f.email.id} name={f.email.name} type="email" label={t('supplies.email')} defaultValue={f.email.initialValue} errors={fe(f.email)} autoComplete="email" maxLength={L.email} />
          <PhoneField id={f.phone.id} name={f.phone.name} us={us} label={t('supplies.phone')} hint={us ? t('supplies.phoneHint') : undefined} defaultValue={f.phone.initialValue} errors={fe(f.phone)} maxLength={L.phone} />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('supplies.addressLegend')}</legend>
          {offer ? (
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
          ) : null}
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

function Placed({ supplies, quantities, id }: { supplies: Supply[]; quantities: Record<string, number>; id: number }) {
  const { t } = useTranslation();
  return (
    <div className="supplies-step supplies-placed" role="status">
      <h2>{t('supplies.placedTitle')}</h2>
      <p>
        {t('supplies.orderNumber')} <strong className="order-number">{id}</strong>
      </p>
      <p>{t('supplies.placedText')}</p>
      <Summary supplies={supplies} quantities={quantities} />
      <div className="form-buttons">
        {/* Back resets every quantity to zero (document 2 §4). */}
        <Link role="button" className="secondary" to="/dashboard/shop/order-supplies">
          {t('supplies.backToCatalogue')}
        </Link>
      </div>
    </div>
  );
}
