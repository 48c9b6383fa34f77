import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { Form, Link, data, redirect } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/order-supplies';
import { seeOther } from '../../models/form-answer.server.ts';
import { SUPPLY_REQUEST_LIMITS, type Supply } from '../../../provider/contract/supplies.ts';
import { addressOption } from '../../../provider/contract/courier.ts';
import { type ApprovalState, approvalOf, refusalState } from '../../../provider/contract/client-approval.ts';
import { servicesContext } from '../../context.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { loadPlacedOrder, loadShippingAddresses, loadShippingPrefill, loadSupplies, placeSupplyRequest } from '../../models/supplies.server.ts';
import { ErrorSummary, Field, PhoneField, SelectField, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { COUNTRIES, DEFAULT_COUNTRY, maskUsPhone } from '../../ui/places.ts';
import { always, optionalText, regionChecks, required, requiredText } from '../../ui/form-schema.ts';
import { AddressRegionFields } from '../../ui/address-region-fields.tsx';
import { ClientApprovalNotice } from '../../ui/client-approval-notice.tsx';
import portalHref from '../../styles/portal.css?url';
import suppliesHref from '../../styles/supplies.css?url';

/**
 * Order supplies (document 2 §2, §4, §5): three steps carried in the URL, so each works without
 * JavaScript. Step 0 (no `step`): the catalogue, a GET form of quantity inputs named by supply
 * key; "Order items" asks for `?step=1&…quantities`. Step 1: shipping address and contact (POST,
 * the quantities as hidden fields; Back returns to step 0 with them). A placed order redirects to
 * `?placed={id}`: step 2, the order number and the summary, both read from the provider's record
 * of that order (issue 15 item 6: an id that is not one of the client's orders confirms nothing);
 * its back link resets every quantity to zero. With JavaScript, "Order items" stays disabled until a quantity is above 0.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: suppliesHref },
];

// ─── schemas ─────────────────────────────────────────────────────────────────

/**
 * Field name → label key, so field-error-required names the field. The original named the
 * last-name field for street_1 (document 2 §5, an apparent defect): here it names the street.
 */
const LABELS = {
  firstname: 'supplies.firstname', lastname: 'supplies.lastname', street_1: 'supplies.street1', street_2: 'supplies.street2', city: 'supplies.city',
  country: 'supplies.country', state: 'supplies.state', stateText: 'supplies.state', postalCode: 'supplies.postalCode', phone: 'supplies.phone',
  email: 'supplies.email',
};
const L = SUPPLY_REQUEST_LIMITS;

/**
 * Document 2 §5: every field but street_2 required; a valid e-mail; US state select and masks,
 * free-text state elsewhere. The provider's limits are mirrored (`maxLength`), and the format
 * checks come in the same round as the required ones (issue 15 item 8).
 */
const addressSchema = z
  .object({
    firstname: requiredText(L.firstname),
    lastname: requiredText(L.lastname),
    street_1: requiredText(L.street_1),
    street_2: optionalText(L.street_2),
    city: requiredText(L.city),
    country: z.string(required).refine((v) => COUNTRIES.includes(v), required),
    state: optionalText(L.state),
    stateText: optionalText(L.state),
    postalCode: requiredText(L.postalCode),
    phone: requiredText(L.phone),
    email: requiredText(L.email).pipe(z.email({ error: 'email-error-invalid-format' })),
  })
  .superRefine((raw, ctx) => regionChecks(raw, ctx, 'supplies'), always)
  .transform((v) => {
    const us = v.country === 'United States';
    return { ...v, street_2: v.street_2 ?? '', state: (us ? v.state : v.stateText) ?? '', phone: us ? maskUsPhone(v.phone) : v.phone };
  });

/**
 * Quantities from a query string or a form, one entry per supply key: integers; empty, zero and
 * non-numeric entries are dropped (document 2 §5); a negative, fractional number or one above
 * the supply's own limit (`maxPerOrder`, issue 15 item 7; the inputs' `max` mirrors it) makes the
 * set invalid, and names the offending keys.
 */
function readQuantities(params: URLSearchParams | FormData, supplies: Supply[]): { quantities: Record<string, number>; invalid: boolean; wrong: string[] } {
  const quantities: Record<string, number> = {};
  const wrong: string[] = [];
  for (const { key, maxPerOrder } of supplies) {
    const raw = params.get(key);
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const n = Number(raw.trim());
    if (Number.isNaN(n) || n === 0) continue;
    if (!Number.isInteger(n) || n < 0 || n > maxPerOrder) wrong.push(key);
    else quantities[key] = n;
  }
  return { quantities, invalid: wrong.length > 0, wrong };
}

const quantityQuery = (q: Record<string, number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

/**
 * The address fields of the shipping form from a saved address (none: empty, the default
 * country). The loader prefills with it, and the browser fills the form with the same values
 * when a saved address is chosen, so both ways give one result.
 */
function addressPrefill(a: { street_1: string; street_2: string | null; city: string; state: string; country: string; postalCode: string; phone: string | null } | null) {
  const us = !a || a.country === 'United States';
  return {
    street_1: a?.street_1 ?? '', street_2: a?.street_2 ?? '', city: a?.city ?? '', country: a && COUNTRIES.includes(a.country) ? a.country : DEFAULT_COUNTRY,
    state: us ? (a?.state ?? '') : '', stateText: us ? '' : (a?.state ?? ''), postalCode: a?.postalCode ?? '', phone: a?.phone ?? '',
  };
}

type Step0Error = 'supplies.noItems' | 'supplies.quantityInvalid' | 'supplies.placedNotFound' | null;

// ─── loader ──────────────────────────────────────────────────────────────────

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, client } = await requireAccess(context, request, 'supplies');
  // Not before the laboratory has approved the client (issue 12 item 12): the notice replaces the steps.
  const approval: ApprovalState = approvalOf(client.status);
  if (approval !== 'approved') {
    return { step: 0 as const, supplies: [] as Supply[], quantities: {}, loadError: null, step0Error: null, wrong: [] as string[], placed: null, prefill: null, approval, clientName: client.name };
  }
  return { ...(await steps(request, context, user, client.id)), approval, clientName: client.name };
}

async function steps(request: Request, context: Route.LoaderArgs['context'], user: { firstname: string; lastname: string; email: string }, clientId: number) {
  const { log } = context.get(servicesContext);
  const url = new URL(request.url);
  let supplies: Supply[];
  try {
    supplies = await loadSupplies(context);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error('supply catalogue unavailable', { error: error instanceof Error ? error.message : String(error) });
    return { step: 0 as const, supplies: [] as Supply[], quantities: {}, loadError: 'get-all-supplies-error', step0Error: null, wrong: [] as string[], placed: null, prefill: null };
  }
  const { quantities, invalid, wrong } = readQuantities(url.searchParams, supplies);
  const placedParam = url.searchParams.get('placed');
  if (placedParam !== null) {
    const order = /^\d{1,15}$/.test(placedParam) ? await loadPlacedOrder(context, clientId, Number(placedParam)) : null;
    if (order) return { step: 2 as const, supplies, quantities: order.request.supplies, loadError: null, step0Error: null, wrong, placed: order.id, prefill: null };
    return { step: 0 as const, supplies, quantities: {}, loadError: null, step0Error: 'supplies.placedNotFound' as const, wrong, placed: null, prefill: null };
  }
  const wantsForm = url.searchParams.get('step') === '1';
  const step0Error: Step0Error = !wantsForm ? null : invalid ? 'supplies.quantityInvalid' : Object.keys(quantities).length ? null : 'supplies.noItems';
  if (!wantsForm || step0Error) return { step: 0 as const, supplies, quantities, loadError: null, step0Error, wrong, placed: null, prefill: null };
  /** What the provider cannot give is left out (logged): no prefill or no saved addresses to choose; the user types the address. */
  const orElse =
    <T,>(what: string, value: T) =>
    (error: unknown): T => {
      if (error instanceof Response) throw error;
      log.warn(what, { error: error instanceof Error ? error.message : String(error) });
      return value;
    };
  const [shipping, saved] = await Promise.all([
    loadShippingPrefill(context, clientId).catch(orElse('supply order prefill unavailable', { address: null })),
    loadShippingAddresses(context, clientId).catch(orElse('supply order addresses unavailable', [])),
  ]);
  // `?address={id}` (the saved-address choice, issue 17): only one of the client's own shipping
  // addresses counts; another client's id, an unknown one or none prefills the primary shipping address.
  const wanted = url.searchParams.get('address') ?? '';
  const chosen = /^\d{1,15}$/.test(wanted) ? (saved.find((a) => a.id === Number(wanted)) ?? null) : null;
  const prefill = { firstname: user.firstname, lastname: user.lastname, email: user.email, ...addressPrefill(chosen ?? shipping.address) };
  const addresses = saved.map((a) => ({ id: a.id, text: addressOption(a), primary: !!a.primaryShipping, fields: addressPrefill(a) }));
  const selected = chosen?.id ?? saved.find((a) => a.primaryShipping)?.id ?? null;
  return { step: 1 as const, supplies, quantities, loadError: null, step0Error: null, wrong, placed: null, prefill, addresses, selected };
}

// ─── action ──────────────────────────────────────────────────────────────────

/** Places the order (POST /supply_requests.json), then shows step 2. */
export async function action({ request, context }: Route.ActionArgs) {
  const { client } = await requireAccess(context, request, 'supplies');
  const approval = approvalOf(client.status);
  if (approval !== 'approved') return data({ approval }, { status: 403 });
  const formData = await request.formData();
  const supplies = await loadSupplies(context);
  const { quantities, invalid } = readQuantities(formData, supplies);
  if (invalid || !Object.keys(quantities).length) {
    throw redirect(`/dashboard/shop/order-supplies?step=1${invalid ? '' : `&${quantityQuery(quantities)}`}`);
  }
  const submission = parseWithZod(formData, { schema: addressSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  let placed;
  try {
    placed = await placeSupplyRequest(context, {
      clientCode: client.code,
      clientName: client.name,
      request: {
        firstname: v.firstname, lastname: v.lastname, street_1: v.street_1, street_2: v.street_2, city: v.city, state: v.state, country: v.country,
        postalCode: v.postalCode, phone: v.phone, email: v.email, supplies: quantities,
      },
    });
  } catch (e) {
    if (e instanceof Response) throw e;
    // The provider knew better than the account cached a minute: the client is not approved (any more).
    const refused = e instanceof ProviderError && e.status === 403 ? refusalState(e.message) : null;
    if (refused) return data({ approval: refused }, { status: 403 });
    // The provider's refusal (4xx) or its failure: the form stays filled and says the order was not placed.
    if (!(e instanceof ProviderError) || e.status >= 500) context.get(servicesContext).log.error('supply order failed', { error: e instanceof Error ? e.message : String(e) });
    if (e instanceof ProviderError && e.status === 429) return data({ result: submission.reply({ formErrors: ['mail-limited'] }) }, { status: 429 });
    return data({ result: submission.reply({ formErrors: ['supplies-order-error'] }) }, { status: 400 });
  }
  return seeOther(`/dashboard/shop/order-supplies?placed=${placed.id}`);
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
  const [form, fields] = useForm({
    lastResult,
    defaultValue: prefill,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
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
      // conform revalidates a field it has flagged on its input event
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
