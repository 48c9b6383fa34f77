/**
 * Country, state and postal code of an address form (new client, supply order), with the US
 * rules of document 2 §5: a state select and a five-digit postal code for the United States,
 * free text elsewhere. Without JavaScript both state fields show and the server reads the one
 * that fits the country; with it, only the one for the chosen country.
 * `section` names the strings' section (`newClient`, `supplies`): each has country, state,
 * stateUs, stateOther, choose, postalCode and postalHint.
 */
import { useTranslation } from 'react-i18next';
import { COUNTRIES, DEFAULT_COUNTRY, US_STATES } from './address-options.ts';
import { Field, SelectField } from './form.tsx';
import { ADDRESS_LIMITS } from '../../contract/addresses.ts';

interface RegionField {
  id: string;
  name: string;
  initialValue?: string | undefined;
}

export function AddressRegionFields({
  section, country, state, stateText, postalCode, errors, hydrated, us, onCountryChange,
}: {
  section: string;
  country: RegionField;
  state: RegionField;
  stateText: RegionField;
  postalCode: RegionField;
  errors: (field: RegionField) => string[] | undefined;
  hydrated: boolean;
  us: boolean;
  onCountryChange: (country: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField id={country.id} name={country.name} label={t(`${section}.country`)} defaultValue={country.initialValue ?? DEFAULT_COUNTRY} errors={errors(country)} onChange={(e) => onCountryChange(e.currentTarget.value)} autoComplete="country-name">
        {COUNTRIES.map((c) => (
          <option key={c} value={c}>{c}</option>
        ))}
      </SelectField>
      <div hidden={hydrated && !us}>
        <SelectField id={state.id} name={state.name} label={t(hydrated ? `${section}.state` : `${section}.stateUs`)} defaultValue={state.initialValue ?? ''} errors={errors(state)}>
          <option value="">{t(`${section}.choose`)}</option>
          {US_STATES.map((s) => (
            <option key={s} value={s}>{s}</option>
          ))}
        </SelectField>
      </div>
      <div hidden={hydrated && us}>
        <Field id={stateText.id} name={stateText.name} label={t(hydrated ? `${section}.state` : `${section}.stateOther`)} defaultValue={stateText.initialValue} errors={errors(stateText)} autoComplete="address-level1" maxLength={ADDRESS_LIMITS.state} />
      </div>
      <Field id={postalCode.id} name={postalCode.name} label={t(`${section}.postalCode`)} hint={us ? t(`${section}.postalHint`) : undefined} defaultValue={postalCode.initialValue} errors={errors(postalCode)} autoComplete="postal-code" inputMode={us ? 'numeric' : undefined} maxLength={us && hydrated ? 5 : 20} />
    </>
  );
}
