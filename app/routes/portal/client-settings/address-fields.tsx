import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClientAddress, ADDRESS_LIMITS } from '../../../../contract/addresses.ts';
import { COUNTRIES, DEFAULT_COUNTRY, UNITED_STATES, US_STATES } from '../../../ui/address-options.ts';

const L = ADDRESS_LIMITS;

/**
 * The address fields of the add and edit forms (document 2 §5). Without JavaScript both state
 * fields show and the server reads the one that fits the country; with it, only that one.
 * `typed`: what the user typed when the action refused the form; `errors(name)`: a field's messages.
 */
export function AddressFields({ prefix, errors, address, typed }: {
  prefix: string;
  errors: (name: string) => string[] | undefined;
  address?: ClientAddress;
  typed?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const initial = (name: string, fallback: string) => (typed ? String(typed[name] ?? '') : fallback);
  const [country, setCountry] = useState(initial('country', address?.country ?? DEFAULT_COUNTRY));
  const us = country === UNITED_STATES;
  const flag = (name: string, fallback: boolean) => (typed ? typed[name] === 'on' : fallback);
  const field = (name: string, label: string, props: { max?: number; value?: string; optional?: boolean; hint?: string; autoComplete?: string; type?: string }) => {
    const id = `${prefix}-${name}`;
    const err = errors(name);
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
    const err = errors(name);
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
  const flagErrors = errors('flags');
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
        {flagErrors ? <small className="field-error">{flagErrors.join(' ')}</small> : null}
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
