import { Form, Link, useLocation, useNavigation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import type { Route } from './+types/order-analyses';
import { type ActionFailure, type FieldErrors, type SampleValues, orderAction, orderLoader } from './order-analyses.server.ts';
import { type OrderLine, type OrderSample, type OrderView, SAMPLE_LIMITS } from '../../../../contract/submissions.ts';
import { formatCents } from '../../../../contract/pricing.ts';
import { ErrorSummary, Field, type FieldError, SelectField } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { PriceText } from '../../../ui/price.tsx';
import { useAutoSubmit } from '../../../ui/auto-submit.ts';
import portalHref from '../../../styles/portal.css?url';
import ordersHref from '../../../styles/orders.css?url';

/**
 * Order analyses (the shop's third child, document 2 §2): samples and their tests,
 * priced at the tier the order reaches, with expected report dates; then review, delivery and
 * submit. Without JavaScript each change is a form post and a new page (the draft is kept at the
 * provider); with JavaScript the same forms post in place, keep the scroll position, and the
 * picker's search applies as the user types.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: ordersHref },
];

const ORDER_PATH = '/dashboard/shop/order-analyses';

export async function loader(args: Route.LoaderArgs) {
  return orderLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return orderAction(args);
}

type Data = Exclude<Route.ComponentProps['loaderData'], { creditHold: true }>;

export default function OrderAnalyses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.creditHold) {
    return (
      <section className="order-analyses">
        <PageHead title={t('orders.title')} />
        <h1>{t('orders.title')}</h1>
        <div className="banner banner-warning" role="note" aria-labelledby="hold-title">
          <h2 id="hold-title">{t('orders.creditHoldTitle')}</h2>
          <p>
            {t('orders.creditHold', { name: loaderData.clientName })} <Link to="/contact-us">{t('orders.contactLab')}</Link>
          </p>
          <p>
            <Link to={`${ORDER_PATH}/submissions`}>{t('orders.mySubmissions')}</Link>
          </p>
        </div>
      </section>
    );
  }
  const d = loaderData as Data;
  const failure = actionData as ActionFailure | undefined;
  const summary: FieldError[] = [];
  if (failure?.fieldErrors) {
    const prefix = failure.intent === 'add-sample' ? 'new' : `s${failure.sampleId}`;
    for (const [field, keys] of Object.entries(failure.fieldErrors)) for (const k of keys ?? []) summary.push({ id: `${prefix}-${field}`, message: t(k, failure.formError?.values) });
  } else if (failure?.formError) {
    summary.push({ id: failure.intent === 'submit' ? 'delivery-dropbox' : failure.sampleId ? `sample-${failure.sampleId}` : 'samples-title', message: t(failure.formError.key, failure.formError.values) });
  }
  return (
    <section className="order-analyses">
      <PageHead title={t('orders.title')} failed={summary.length > 0} />
      <div className="order-head">
        <h1>{t('orders.title')}</h1>
        <Link to={`${ORDER_PATH}/submissions`}>{t('orders.mySubmissions')}</Link>
      </div>
      <ol className="steps" aria-label={t('orders.steps')}>
        {(['samples', 'review'] as const).map((s, i) => (
          <li key={s} aria-current={d.step === s ? 'step' : undefined} className={d.step === s ? 'current' : undefined}>
            {t(i === 0 ? 'orders.step1' : 'orders.step2')}
          </li>
        ))}
      </ol>
      <ErrorSummary errors={summary} title={t('orders.error.summary')} />
      {d.step === 'review' ? <Review d={d} failure={failure} /> : <Samples d={d} failure={failure} />}
    </section>
  );
}

// ─── helpers ─────────────────────────────────────────────────────────────────

function useDay() {
  const { i18n } = useTranslation();
  return (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)) : null);
}

const TIER_KEYS = { one: 'orders.tierOne', twoToTen: 'orders.tierTwoToTen', elevenPlus: 'orders.tierElevenPlus' } as const;

function LinePriceText({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  if (line.price.kind === 'see-description') return <>{t('analyses.seeDescriptionPricing')}</>;
  if (line.price.kind === 'contact-us') return <>{t('analyses.contactForPricing')}</>;
  return (
    <>
      <span className="line-price">{formatCents(line.price.cents)}</span> <small className="muted tier">{t('orders.tierNote', { tier: t(TIER_KEYS[line.price.tier]) })}</small>
    </>
  );
}

/** The hidden fields every change carries: CSRF, the page to come back to. */
function Hidden({ intent, sampleId }: { intent: string; sampleId?: number }) {
  const location = useLocation();
  return (
    <>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      {sampleId ? <input type="hidden" name="sampleId" value={sampleId} /> : null}
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
    </>
  );
}

function Total({ view }: { view: OrderView }) {
  const { t } = useTranslation();
  return (
    <div className="order-total" aria-live="polite">
      <p>
        {t('orders.total')}: <strong data-testid="order-total">{formatCents(view.totalCents)}</strong>
      </p>
      {view.unpricedLines ? <p className="muted">{t('orders.unpriced', { count: view.unpricedLines })}</p> : null}
      <p className="muted">{t('orders.estimateNote')}</p>
    </div>
  );
}

// ─── step 1: samples and tests ───────────────────────────────────────────────

function Samples({ d, failure }: { d: Data; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const view = d.draft;
  return (
    <>
      <p>{t('orders.intro')}</p>
      <h2 id="samples-title" tabIndex={-1}>
        {t('orders.samplesTitle')}
      </h2>
      {view.samples.length ? (
        <ol className="order-samples">
          {view.samples.map((s, i) => (
            <li key={s.id}>
              <SampleCard d={d} sample={s} first={i === 0} failure={failure?.sampleId === s.id ? failure : undefined} />
              {d.picker?.sampleId === s.id ? <Picker d={d} sample={s} /> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('orders.noSamples')}</p>
      )}
      {view.samples.length < d.maxSamples ? (
        <section className="card add-sample" aria-labelledby="add-sample-title">
          <h2 id="add-sample-title">{t('orders.addSampleTitle')}</h2>
          <SampleForm d={d} prefix="new" intent="add-sample" values={failure?.intent === 'add-sample' ? failure.values : undefined} errors={failure?.intent === 'add-sample' ? failure.fieldErrors : undefined} />
        </section>
      ) : null}
      <p className="muted">{t('orders.limitNote', { max: d.maxSamples })}</p>
      <Total view={view} />
      {view.samples.length ? (
        <p>
          <Link role="button" to={`${ORDER_PATH}?step=review`}>
            {t('orders.review')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function SampleCard({ d, sample: s, first, failure }: { d: Data; sample: OrderSample; first: boolean; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const day = useDay();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const facts = [s.sampleType, s.varietal, s.vintage, s.clientReference && `${t('orders.clientReference')}: ${s.clientReference}`, s.lot && `${t('orders.lot')}: ${s.lot}`].filter(Boolean);
  const editing = failure?.intent === 'update-sample';
  return (
    <article className="card order-sample" id={`sample-${s.id}`} aria-labelledby={`sample-${s.id}-title`} tabIndex={-1}>
      <header>
        <h3 id={`sample-${s.id}-title`}>
          {t('orders.sample', { n: s.position })}: {s.description}
        </h3>
        <p className="muted">{facts.join(' · ')}</p>
      </header>
      {s.lines.length ? (
        <div className="table-scroll">
          <table className="order-lines">
            <thead>
              <tr>
                <th scope="col">{t('orders.test')}</th>
                <th scope="col">{t('orders.turnaround')}</th>
                <th scope="col">{t('orders.price')}</th>
                <th scope="col">{t('orders.reportBy')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('orders.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((l) => (
                <tr key={l.analysisId}>
                  <th scope="row">
                    <span className="muted">{l.acode}</span> {l.testName}
                  </th>
                  <td>{l.turnaroundTime}</td>
                  <td>
                    <LinePriceText line={l} />
                  </td>
                  <td>{day(l.expectedReportDate) ?? t('orders.toConfirm')}</td>
                  <td>
                    <Form method="post" preventScrollReset>
                      <Hidden intent="remove-test" sampleId={s.id} />
                      <input type="hidden" name="analysisId" value={l.analysisId} />
                      <button type="submit" className="secondary outline small" disabled={busy} aria-label={t('orders.removeTest', { test: l.testName, n: s.position })}>
                        {t('orders.remove')}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('orders.subtotal')}
                </th>
                <td>{formatCents(s.subtotalCents)}</td>
                <td>{day(s.expectedReportDate) ?? ''}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <p className="muted">{t('orders.noTests')}</p>
      )}
      <div className="sample-actions">
        {d.picker?.sampleId !== s.id ? (
          <Link to={`${ORDER_PATH}?pick=${s.id}#picker`} preventScrollReset>
            {t('orders.addTests')}
          </Link>
        ) : null}
        {!first ? (
          <Form method="post" preventScrollReset>
            <Hidden intent="copy-previous" sampleId={s.id} />
            <button type="submit" className="secondary" disabled={busy}>
              {t('orders.copyPrevious')}
            </button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset>
          <Hidden intent="remove-sample" sampleId={s.id} />
          <button type="submit" className="secondary outline" disabled={busy}>
            {t('orders.removeSample')}
          </button>
        </Form>
      </div>
      <details open={editing} className="edit-sample">
        <summary>{t('orders.editSample')}</summary>
        <SampleForm
          d={d}
          prefix={`s${s.id}`}
          intent="update-sample"
          sampleId={s.id}
          values={editing ? failure?.values : { description: s.description, sampleTypeId: String(s.sampleTypeId), varietal: s.varietal ?? '', vintage: s.vintage ? String(s.vintage) : '', clientReference: s.clientReference ?? '', lot: s.lot ?? '' }}
          errors={editing ? failure?.fieldErrors : undefined}
        />
      </details>
    </article>
  );
}

function SampleForm({ d, prefix, intent, sampleId, values, errors }: { d: Data; prefix: string; intent: string; sampleId?: number; values?: SampleValues; errors?: FieldErrors }) {
  const { t } = useTranslation();
  const [type, setType] = useState(values?.sampleTypeId ?? '');
  const navigation = useNavigation();
  // Varietal and vintage apply to grape products: with JavaScript they show only for those types; without, always (the server ignores them elsewhere).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const vintageShown = !hydrated || d.vintageTypes.includes(Number(type));
  const e = (k: keyof SampleValues) => errors?.[k]?.map((m) => t(m));
  return (
    <Form method="post" preventScrollReset className="sample-form" noValidate>
      <Hidden intent={intent} sampleId={sampleId} />
      <div className="grid-fields">
        <Field id={`${prefix}-description`} name="description" label={t('orders.description')} hint={t('orders.descriptionHint')} defaultValue={values?.description} errors={e('description')} maxLength={SAMPLE_LIMITS.description} required />
        <SelectField id={`${prefix}-sampleTypeId`} name="sampleTypeId" label={t('orders.sampleType')} defaultValue={values?.sampleTypeId ?? ''} errors={e('sampleTypeId')} onChange={(ev) => setType(ev.currentTarget.value)} required>
          <option value="">{t('orders.chooseType')}</option>
          {d.types.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        {vintageShown ? (
          <>
            <Field id={`${prefix}-varietal`} name="varietal" label={t('orders.varietal')} optional defaultValue={values?.varietal} errors={e('varietal')} maxLength={SAMPLE_LIMITS.varietal} />
            <Field id={`${prefix}-vintage`} name="vintage" label={t('orders.vintage')} optional hint={t('orders.vintageHint')} inputMode="numeric" defaultValue={values?.vintage} errors={e('vintage')} maxLength={4} />
          </>
        ) : null}
        <Field id={`${prefix}-clientReference`} name="clientReference" label={t('orders.clientReference')} optional defaultValue={values?.clientReference} errors={e('clientReference')} maxLength={SAMPLE_LIMITS.clientReference} />
        <Field id={`${prefix}-lot`} name="lot" label={t('orders.lot')} optional defaultValue={values?.lot} errors={e('lot')} maxLength={SAMPLE_LIMITS.lot} />
      </div>
      <button type="submit" disabled={navigation.state !== 'idle'}>
        {t(intent === 'add-sample' ? 'orders.addSample' : 'orders.saveSample')}
      </button>
    </Form>
  );
}

function Picker({ d, sample }: { d: Data; sample: OrderSample }) {
  const { t } = useTranslation();
  const p = d.picker!;
  const search = useAutoSubmit<HTMLFormElement>();
  const navigation = useNavigation();
  return (
    <section className="card picker" id="picker" aria-labelledby="picker-title" tabIndex={-1}>
      <h3 id="picker-title">{t('orders.pickerTitle', { n: sample.position, description: sample.description })}</h3>
      <p className="muted">{t('orders.pickerIntro', { type: sample.sampleType })}</p>
      <Form method="get" ref={search} className="picker-search" preventScrollReset>
        <input type="hidden" name="pick" value={sample.id} />
        <div className="grid-fields">
          <Field id="picker-q" name="q" type="search" label={t('orders.search')} defaultValue={p.q} maxLength={200} />
          <SelectField id="picker-category" name="category" label={t('orders.category')} defaultValue={p.category ? String(p.category) : ''}>
            <option value="">{t('orders.allCategories')}</option>
            {d.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
        <button type="submit" className="secondary">
          {t('orders.filter')}
        </button>
      </Form>
      <Form method="post" preventScrollReset className="picker-pick">
        <Hidden intent="add-tests" sampleId={sample.id} />
        {p.recent.length ? (
          <fieldset>
            <legend>{t('orders.orderAgain')}</legend>
            <small className="field-hint">{t('orders.orderAgainHint')}</small>
            <ul className="pick-list">
              {p.recent.map((a) => (
                <li key={`r${a.id}`}>
                  <label>
                    <input type="checkbox" name="analysisId" value={a.id} /> <span className="muted">{a.acode}</span> {a.testName}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <fieldset>
          <legend>
            {t('orders.results')} <span className="muted">({t('orders.resultsCount', { count: p.analyses.length })})</span>
          </legend>
          {p.analyses.length ? (
            <ul className="pick-list">
              {p.analyses.map((a) => (
                <li key={a.id}>
                  <label>
                    <input type="checkbox" name="analysisId" value={a.id} disabled={a.on} defaultChecked={a.on} /> <span className="muted">{a.acode}</span> {a.testName}{' '}
                    <small className="muted">
                      · {a.turnaroundTime} · <PriceText fees={a.fees} />
                      {a.on ? ` · ${t('orders.already')}` : ''}
                    </small>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('orders.noResults')}</p>
          )}
        </fieldset>
        <div className="form-buttons">
          <button type="submit" disabled={navigation.state !== 'idle'}>
            {t('orders.addSelected')}
          </button>
          <Link role="button" className="secondary" to={`${ORDER_PATH}#sample-${sample.id}`}>
            {t('orders.closePicker')}
          </Link>
        </div>
      </Form>
    </section>
  );
}

// ─── step 2: review and submit ───────────────────────────────────────────────

function Review({ d, failure }: { d: Data; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const day = useDay();
  const view = d.draft;
  const navigation = useNavigation();
  const [delivery, setDelivery] = useState(failure?.delivery ?? '');
  const deliveryError = failure?.intent === 'submit' && failure.formError ? [t(failure.formError.key, failure.formError.values)] : undefined;
  return (
    <>
      <div className="table-scroll">
        <table className="order-review">
          <thead>
            <tr>
              <th scope="col">{t('orders.samples')}</th>
              <th scope="col">{t('orders.test')}</th>
              <th scope="col">{t('orders.price')}</th>
              <th scope="col">{t('orders.reportBy')}</th>
            </tr>
          </thead>
          <tbody>
            {view.samples.map((s) =>
              (s.lines.length ? s.lines : [null]).map((l, i) => (
                <tr key={`${s.id}-${l?.analysisId ?? 'none'}`}>
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={Math.max(1, s.lines.length)}>
                      {t('orders.sample', { n: s.position })}: {s.description}
                    </th>
                  ) : null}
                  <td>{l ? `${l.acode} ${l.testName}` : <span className="field-error">{t('orders.noTests')}</span>}</td>
                  <td>{l ? <LinePriceText line={l} /> : null}</td>
                  <td>{l ? (day(l.expectedReportDate) ?? t('orders.toConfirm')) : null}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <Total view={view} />
      <Form method="post" className="submit-form" noValidate>
        <Hidden intent="submit" />
        <fieldset aria-describedby={deliveryError ? 'delivery-error' : undefined} className={deliveryError ? 'field-invalid' : undefined}>
          <legend>{t('orders.deliveryLegend')}</legend>
          {deliveryError ? (
            <small id="delivery-error" className="field-error">
              {deliveryError.join(' ')}
            </small>
          ) : null}
          {(['dropbox', 'courier', 'shipping'] as const).map((k) => (
            <label key={k} htmlFor={`delivery-${k}`}>
              <input type="radio" id={`delivery-${k}`} name="delivery" value={k} defaultChecked={delivery === k} onChange={() => setDelivery(k)} />{' '}
              {t(k === 'dropbox' ? 'orders.deliveryDropbox' : k === 'courier' ? 'orders.deliveryCourier' : 'orders.deliveryShipping')}
            </label>
          ))}
          <SelectField id="dropboxLocationId" name="dropboxLocationId" label={t('orders.dropbox')} optional defaultValue="">
            <option value="">{t('orders.chooseDropbox')}</option>
            {d.dropboxes.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}: {b.address}
              </option>
            ))}
          </SelectField>
          <p className="muted">{t('orders.courierHint')}</p>
          <p className="muted">{t('orders.shippingHint')}</p>
        </fieldset>
        <div className="form-buttons">
          <button type="submit" disabled={navigation.state !== 'idle'}>
            {t('orders.submit')}
          </button>
          <Link role="button" className="secondary" to={ORDER_PATH}>
            {t('orders.backToSamples')}
          </Link>
        </div>
      </Form>
    </>
  );
}
