import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/client-settings';
import { type ClientAddress, ADDRESS_LIMITS } from '../../../contract/addresses.ts';
import { FAX_LIMITS } from '../../../contract/fax-limits.ts';
import { type SettingsActionData, clientSettingsAction, clientSettingsLoader } from './client-settings.server.ts';
import { ErrorSummary, type FieldError } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { COUNTRIES, DEFAULT_COUNTRY, US_STATES } from '../../ui/address-options.ts';
import settingsHref from '../../styles/settings.css?url';

/**
 * /dashboard/client-settings (document 2 §2, §5, §6): the client's information
 * (read-only, with whom to ask for a change), its locations (primary mailing, primary shipping,
 * the others as cards that open and close), adding one (`?add=1` opens the form), editing one
 * (`?edit={id}`), deleting one after a confirmation step (`?delete={id}`; a primary address is
 * only replaced), its fax numbers (`?addFax=1`, `?editFax={id}`, `?deleteFax={id}`), and the
 * mailed-copies switches for the client's Administrators. Administrators
 * and Full Users see the page; only Administrators (and site administrators) change anything.
 */
const PATH = '/dashboard/client-settings';
const L = ADDRESS_LIMITS;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: settingsHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return clientSettingsLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return clientSettingsAction(context, request);
}

const addressLines = (a: ClientAddress) => [a.street_1, a.street_2, `${a.city}, ${a.state} ${a.postalCode}`, a.country].filter(Boolean) as string[];

export default function ClientSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { client, addresses, faxes, canChange, mailed, twoFactorRequired, adding, editing, deleting, addingFax, editingFax, deletingFax } = loaderData;
  const failed = actionData as SettingsActionData | undefined;
  const errors = failed?.errors ?? {};
  const summary: FieldError[] = Object.entries(errors).flatMap(([id, messages]) => messages.map((message) => ({ id: id.endsWith('-form') || id === 'form' ? 'client-settings-title' : id, message })));
  useEffect(() => {
    if (summary.length) (document.querySelector('.client-settings .error-summary') as HTMLElement | null)?.focus();
  }, [failed]); // eslint-disable-line react-hooks/exhaustive-deps
  const openEdit = failed?.intent === 'edit' ? failed.addressId : editing;
  const openDelete = failed?.intent === 'delete' ? failed.addressId : deleting;
  const showAdd = adding || failed?.intent === 'add';
  const showAddFax = addingFax || failed?.intent === 'fax-add';
  const openEditFax = failed?.intent === 'fax-edit' ? failed.addressId : editingFax;
  const openDeleteFax = failed?.intent === 'fax-delete' ? failed.addressId : deletingFax;
  const receives = (f: { invoices: boolean; reports: boolean }) => t(`clientSettings.faxGets.${f.reports && f.invoices ? 'both' : f.reports ? 'reports' : 'invoices'}`);
  const kind = (a: ClientAddress) => (a.primaryMailing && a.primaryShipping ? 'primaryBoth' : a.primaryMailing ? 'primaryMailing' : a.primaryShipping ? 'primaryShipping' : 'other');

  return (
    <div className="client-settings settings-page">
      <PageHead title={t('clientSettings.title')} failed={summary.length > 0} />
      <h1 id="client-settings-title" tabIndex={-1}>{t('clientSettings.title')}</h1>
      <ErrorSummary errors={summary} />

      <section aria-labelledby="info-title" className="form-section">
        <h2 id="info-title">{t('clientSettings.info')}</h2>
        <dl className="client-info">
          <dt>{t('clientSettings.name')}</dt>
          <dd>{client.name}</dd>
          <dt>{t('clientSettings.officialBusinessName')}</dt>
          <dd>{client.officialBusinessName}</dd>
          <dt>{t('clientSettings.businessType')}</dt>
          <dd>{client.businessType}</dd>
          <dt>{t('clientSettings.code')}</dt>
          <dd>{client.code}</dd>
          <dt>{t('clientSettings.status')}</dt>
          <dd>{client.status}</dd>
        </dl>
        <p className="muted">
          {t('clientSettings.infoHelp')} <Link to="/contact-us">{t('clientSettings.contactLab')}</Link>
        </p>
      </section>

      <section aria-labelledby="locations-title" className="form-section">
        <div className="section-head">
          <h2 id="locations-title">{t('clientSettings.locations')}</h2>
          {canChange && !showAdd ? <Link to={`${PATH}?add=1#add-location`} role="button">{t('clientSettings.addLocation')}</Link> : null}
        </div>
        {canChange && showAdd ? (
          <Form method="post" action={`${PATH}?add=1`} id="add-location" noValidate className="card-form" aria-labelledby="add-location-title">
            <h3 id="add-location-title">{t('clientSettings.addLocation')}</h3>
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="add" />
            <AddressFields prefix="add" errors={errors} typed={failed?.intent === 'add' ? failed.values : undefined} />
            <div className="form-actions">
              <button type="submit">{t('clientSettings.saveLocation')}</button>
              <Link to={PATH} className="secondary">{t('clientSettings.cancel')}</Link>
            </div>
          </Form>
        ) : null}
        {addresses.map((a) => (
          <details key={a.id} className="location card-form" id={`location-${a.id}`} open={kind(a) !== 'other' || openEdit === a.id || openDelete === a.id}>
            <summary>{`${t(`clientSettings.kinds.${kind(a)}`)}${a.label ? `: ${a.label}` : ''}`}</summary>
            {openEdit === a.id ? (
              <Form method="post" action={`${PATH}?edit=${a.id}`} noValidate aria-label={t('clientSettings.editOf', { name: a.label ?? a.street_1 })}>
                <AuthenticityTokenInput />
                <input type="hidden" name="intent" value="edit" />
                <input type="hidden" name="id" value={a.id} />
                <AddressFields prefix={`edit-${a.id}`} errors={errors} address={a} typed={failed?.intent === 'edit' && failed.addressId === a.id ? failed.values : undefined} />
                <div className="form-actions">
                  <button type="submit">{t('clientSettings.saveLocation')}</button>
                  <Link to={PATH} className="secondary">{t('clientSettings.cancel')}</Link>
                </div>
              </Form>
            ) : (
              <>
                <address>
                  {addressLines(a).map((l, i) => (
                    <span key={i}>{l}<br /></span>
                  ))}
                  {a.phone ? <span>{t('clientSettings.phone')}: {a.phone}</span> : null}
                </address>
                {a.notes ? <p className="muted">{a.notes}</p> : null}
                <ul className="flags">
                  {(['mailing', 'shipping', 'invoices', 'reports'] as const).filter((f) => a[f]).map((f) => <li key={f}>{t(`clientSettings.flags.${f}`)}</li>)}
                </ul>
                {openDelete === a.id ? (
                  <Form method="post" action={`${PATH}?delete=${a.id}`} className="confirm-form card-form" aria-labelledby={`delete-title-${a.id}`}>
                    <p id={`delete-title-${a.id}`}><strong>{t('clientSettings.deleteQuestion', { name: a.label ?? a.street_1 })}</strong></p>
                    {errors[`delete-${a.id}`] ? <p id={`delete-${a.id}`} className="field-error">{errors[`delete-${a.id}`].join(' ')}</p> : null}
                    <AuthenticityTokenInput />
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={a.id} />
                    <div className="form-actions">
                      <button type="submit" className="danger">{t('clientSettings.deleteConfirm')}</button>
                      <Link to={PATH} className="secondary">{t('clientSettings.keep')}</Link>
                    </div>
                  </Form>
                ) : null}
                {canChange && openDelete !== a.id ? (
                  <p className="form-actions">
                    <Link to={`${PATH}?edit=${a.id}#location-${a.id}`} aria-label={t('clientSettings.editOf', { name: a.label ?? a.street_1 })}>{t('clientSettings.edit')}</Link>
                    {kind(a) === 'other' ? (
                      <Link to={`${PATH}?delete=${a.id}#location-${a.id}`} className="danger" aria-label={t('clientSettings.deleteOf', { name: a.label ?? a.street_1 })}>{t('clientSettings.delete')}</Link>
                    ) : (
                      <small className="muted">{t('clientSettings.primaryNoDelete')}</small>
                    )}
                  </p>
                ) : null}
              </>
            )}
          </details>
        ))}
      </section>

      <section aria-labelledby="faxes-title" className="form-section">
        <div className="section-head">
          <h2 id="faxes-title">{t('clientSettings.faxes')}</h2>
          {canChange && !showAddFax ? <Link to={`${PATH}?addFax=1#add-fax`} role="button">{t('clientSettings.addFax')}</Link> : null}
        </div>
        <p className="muted">{t('clientSettings.faxesIntro')}</p>
        {canChange && showAddFax ? (
          <Form method="post" action={`${PATH}?addFax=1`} id="add-fax" noValidate className="card-form" aria-labelledby="add-fax-title">
            <h3 id="add-fax-title">{t('clientSettings.addFax')}</h3>
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="fax-add" />
            <FaxFields prefix="fax-add" errors={errors} typed={failed?.intent === 'fax-add' ? failed.values : undefined} />
            <div className="form-actions">
              <button type="submit">{t('clientSettings.saveFax')}</button>
              <Link to={PATH} className="secondary">{t('clientSettings.cancel')}</Link>
            </div>
          </Form>
        ) : null}
        {faxes.length ? (
          <ul className="fax-list">
            {faxes.map((f) => {
              const name = f.label ? `${f.label} (${f.display})` : f.display;
              return (
                <li key={f.id} id={`fax-${f.id}`} className="card-form">
                  {openEditFax === f.id ? (
                    <Form method="post" action={`${PATH}?editFax=${f.id}`} noValidate aria-label={t('clientSettings.faxEditOf', { name })}>
                      <AuthenticityTokenInput />
                      <input type="hidden" name="intent" value="fax-edit" />
                      <input type="hidden" name="id" value={f.id} />
                      <FaxFields prefix={`fax-edit-${f.id}`} errors={errors} fax={f} typed={failed?.intent === 'fax-edit' && failed.addressId === f.id ? failed.values : undefined} />
                      <div className="form-actions">
                        <button type="submit">{t('clientSettings.saveFax')}</button>
                        <Link to={PATH} className="secondary">{t('clientSettings.cancel')}</Link>
                      </div>
                    </Form>
                  ) : (
                    <>
                      <p className="fax-line">
                        {f.label ? <strong>{f.label}</strong> : null} <span className="fax-number">{f.display}</span>
                      </p>
                      <p className="muted">{receives(f)}</p>
                      {openDeleteFax === f.id ? (
                        <Form method="post" action={`${PATH}?deleteFax=${f.id}`} className="confirm-form" aria-labelledby={`fax-delete-title-${f.id}`}>
                          <p id={`fax-delete-title-${f.id}`}><strong>{t('clientSettings.faxDeleteQuestion', { name })}</strong></p>
                          {errors[`fax-delete-${f.id}`] ? <p id={`fax-delete-${f.id}`} className="field-error">{errors[`fax-delete-${f.id}`].join(' ')}</p> : null}
                          <AuthenticityTokenInput />
                          <input type="hidden" name="intent" value="fax-delete" />
                          <input type="hidden" name="id" value={f.id} />
                          <div className="form-actions">
                            <button type="submit" className="danger">{t('clientSettings.faxDeleteConfirm')}</button>
                            <Link to={PATH} className="secondary">{t('clientSettings.keep')}</Link>
                          </div>
                        </Form>
                      ) : canChange ? (
                        <p className="form-actions">
                          <Link to={`${PATH}?editFax=${f.id}#fax-${f.id}`} aria-label={t('clientSettings.faxEditOf', { name })}>{t('clientSettings.edit')}</Link>
                          <Link to={`${PATH}?deleteFax=${f.id}#fax-${f.id}`} className="danger" aria-label={t('clientSettings.faxDeleteOf', { name })}>{t('clientSettings.delete')}</Link>
                        </p>
                      ) : null}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t('clientSettings.noFaxes')}</p>
        )}
      </section>

      {mailed ? (
        <section aria-labelledby="mailed-title" className="form-section">
          <h2 id="mailed-title">{t('clientSettings.mailed')}</h2>
          <p className="muted">{t('clientSettings.mailedIntro')}</p>
          <Form method="post" action={PATH}>
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="mailed" />
            <label htmlFor="mailed-invoices">
              <input type="checkbox" role="switch" id="mailed-invoices" name="mailedInvoices" defaultChecked={mailed.invoices} /> {t('clientSettings.mailedInvoices')}
            </label>
            <label htmlFor="mailed-reports">
              <input type="checkbox" role="switch" id="mailed-reports" name="mailedReports" defaultChecked={mailed.reports} /> {t('clientSettings.mailedReports')}
            </label>
            <button type="submit" className="secondary">{t('clientSettings.saveMailed')}</button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="two-factor-title" className="form-section">
        <h2 id="two-factor-title">{t('twoFactor.client.title')}</h2>
        <p className="muted">{t('twoFactor.client.intro')}</p>
        {canChange ? (
          <Form method="post" action={PATH}>
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="two-factor" />
            <label htmlFor="require-two-factor">
              <input type="checkbox" role="switch" id="require-two-factor" name="requireTwoFactor" defaultChecked={twoFactorRequired}
                aria-describedby={errors['require-two-factor'] ? 'require-two-factor-error' : undefined} /> {t('twoFactor.client.switch')}
            </label>
            {errors['require-two-factor'] ? <p id="require-two-factor-error" className="field-error">{errors['require-two-factor'].join(' ')}</p> : null}
            <button type="submit" className="secondary">{t('twoFactor.client.save')}</button>
          </Form>
        ) : (
          <p>{t(twoFactorRequired ? 'twoFactor.client.isRequired' : 'twoFactor.client.notRequired')}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The address fields of the add and edit forms (document 2 §5). Without JavaScript both state
 * fields show and the server reads the one that fits the country; with it, only that one.
 */
function AddressFields({ prefix, errors, address, typed }: { prefix: string; errors: Record<string, string[]>; address?: ClientAddress; typed?: Record<string, string> }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const initial = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const [country, setCountry] = useState(initial('country', address?.country ?? DEFAULT_COUNTRY));
  const us = country === 'United States';
  const flag = (name: string, fallback: boolean) => (typed ? typed[name] === 'on' : fallback);
  const field = (name: string, label: string, props: { max?: number; value?: string; optional?: boolean; hint?: string; autoComplete?: string; type?: string }) => {
    const id = `${prefix}-${name}`;
    const err = errors[id];
    const described = [props.hint ? `${id}-hint` : '', err ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`field${err ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>
          {t(label)}
          {props.optional ? <span className="muted"> ({t('common.optional')})</span> : null}
        </label>
        {props.hint ? <small id={`${id}-hint`} className="field-hint">{props.hint}</small> : null}
        <input id={id} name={name} type={props.type ?? 'text'} maxLength={props.max} defaultValue={initial(name, props.value ?? '')} aria-invalid={err ? true : undefined} aria-describedby={described} autoComplete={props.autoComplete} />
        {err ? <small id={`${id}-error`} className="field-error">{err.join(' ')}</small> : null}
      </div>
    );
  };
  const select = (name: string, label: string, options: readonly string[], value: string, extra?: { onChange?: (v: string) => void; choose?: boolean }) => {
    const id = `${prefix}-${name}`;
    const err = errors[id];
    return (
      <div className={`field${err ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{t(label)}</label>
        <select id={id} name={name} defaultValue={initial(name, value)} aria-invalid={err ? true : undefined} aria-describedby={err ? `${id}-error` : undefined} onChange={(e) => extra?.onChange?.(e.currentTarget.value)}>
          {extra?.choose ? <option value="">{t('clientSettings.choose')}</option> : null}
          {options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
        {err ? <small id={`${id}-error`} className="field-error">{err.join(' ')}</small> : null}
      </div>
    );
  };
  const check = (name: string, label: string, value: boolean, disabled = false) => (
    <label htmlFor={`${prefix}-${name}`}>
      <input type="checkbox" id={`${prefix}-${name}`} name={name} defaultChecked={flag(name, value)} disabled={disabled} /> {t(label)}
    </label>
  );
  const isUsState = address ? US_STATES.includes(address.state) : false;
  return (
    <>
      {field('label', 'clientSettings.label', { max: L.label, value: address?.label ?? '', optional: true })}
      {field('street_1', 'clientSettings.street1', { max: L.street_1, value: address?.street_1, autoComplete: 'address-line1' })}
      {field('street_2', 'clientSettings.street2', { max: L.street_2, value: address?.street_2 ?? '', optional: true, autoComplete: 'address-line2' })}
      {field('city', 'clientSettings.city', { max: L.city, value: address?.city, autoComplete: 'address-level2' })}
      {select('country', 'clientSettings.country', COUNTRIES, address?.country ?? DEFAULT_COUNTRY, { onChange: setCountry })}
      <div hidden={hydrated && !us}>{select('state', hydrated ? 'clientSettings.state' : 'clientSettings.stateUs', US_STATES, isUsState ? address!.state : '', { choose: true })}</div>
      <div hidden={hydrated && us}>{field('stateText', hydrated ? 'clientSettings.state' : 'clientSettings.stateOther', { max: L.state, value: isUsState ? '' : (address?.state ?? '') })}</div>
      {field('postalCode', 'clientSettings.postalCode', { max: us && hydrated ? 5 : L.postalCode, value: address?.postalCode, hint: us ? t('clientSettings.postalHint') : undefined, autoComplete: 'postal-code' })}
      {field('phone', 'clientSettings.phone', { max: L.phone, value: address?.phone ?? '', hint: us ? t('clientSettings.phoneHint') : undefined, autoComplete: 'tel', type: 'tel' })}
      {field('notes', 'clientSettings.notes', { max: L.notes, value: address?.notes ?? '', optional: true })}
      <fieldset id={`${prefix}-flags`}>
        <legend>{t('clientSettings.flagsLegend')}</legend>
        {errors[`${prefix}-flags`] ? <small className="field-error">{errors[`${prefix}-flags`].join(' ')}</small> : null}
        {check('mailing', 'clientSettings.flags.mailing', address?.mailing ?? false)}
        {check('shipping', 'clientSettings.flags.shipping', address?.shipping ?? true)}
        {check('invoices', 'clientSettings.flags.invoices', address?.invoices ?? false)}
        {check('reports', 'clientSettings.flags.reports', address?.reports ?? false)}
        {address?.primaryMailing ? null : check('primaryMailing', 'clientSettings.makePrimaryMailing', false)}
        {address?.primaryShipping ? null : check('primaryShipping', 'clientSettings.makePrimaryShipping', false)}
      </fieldset>
    </>
  );
}

/** The fax form's fields: the number (any usual spelling; stored in E.164), a label, and what it receives. */
function FaxFields({ prefix, errors, fax, typed }: { prefix: string; errors: Record<string, string[]>; fax?: { display: string; label: string | null; invoices: boolean; reports: boolean }; typed?: Record<string, string> }) {
  const { t } = useTranslation();
  const numberId = `${prefix}-number`;
  const labelId = `${prefix}-label`;
  const receivesId = `${prefix}-receives`;
  const flag = (name: 'invoices' | 'reports') => (typed ? typed[name] === 'on' : (fax?.[name] ?? name === 'reports'));
  const numberErr = errors[numberId];
  const labelErr = errors[labelId];
  const receivesErr = errors[receivesId];
  return (
    <>
      <div className={`field${numberErr ? ' field-invalid' : ''}`}>
        <label htmlFor={numberId}>{t('clientSettings.faxNumber')}</label>
        <small id={`${numberId}-hint`} className="field-hint">{t('clientSettings.faxNumberHint')}</small>
        <input id={numberId} name="number" type="tel" required maxLength={FAX_LIMITS.number} defaultValue={typed?.number ?? fax?.display ?? ''} aria-invalid={numberErr ? true : undefined}
          aria-describedby={[`${numberId}-hint`, numberErr ? `${numberId}-error` : ''].filter(Boolean).join(' ')} />
        {numberErr ? <small id={`${numberId}-error`} className="field-error">{numberErr.join(' ')}</small> : null}
      </div>
      <div className={`field${labelErr ? ' field-invalid' : ''}`}>
        <label htmlFor={labelId}>
          {t('clientSettings.faxLabel')}
          <span className="muted"> ({t('common.optional')})</span>
        </label>
        <input id={labelId} name="label" type="text" maxLength={FAX_LIMITS.label} defaultValue={typed?.label ?? fax?.label ?? ''} aria-invalid={labelErr ? true : undefined} aria-describedby={labelErr ? `${labelId}-error` : undefined} />
        {labelErr ? <small id={`${labelId}-error`} className="field-error">{labelErr.join(' ')}</small> : null}
      </div>
      <fieldset id={receivesId} aria-describedby={receivesErr ? `${receivesId}-error` : undefined}>
        <legend>{t('clientSettings.faxReceives')}</legend>
        {receivesErr ? <small id={`${receivesId}-error`} className="field-error">{receivesErr.join(' ')}</small> : null}
        <label htmlFor={`${prefix}-reports`}>
          <input type="checkbox" id={`${prefix}-reports`} name="reports" defaultChecked={flag('reports')} /> {t('clientSettings.flags.reports')}
        </label>
        <label htmlFor={`${prefix}-invoices`}>
          <input type="checkbox" id={`${prefix}-invoices`} name="invoices" defaultChecked={flag('invoices')} /> {t('clientSettings.flags.invoices')}
        </label>
      </fieldset>
    </>
  );
}
