/** The AVAs as a picker's options, grouped by state (contract/avas.ts), after a "not known" choice. */
import { useTranslation } from 'react-i18next';
import { AVAS, AVA_STATES } from '../../contract/avas.ts';

export function AvaOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('sampleAva.none')}</option>
      {AVA_STATES.map((state) => (
        <optgroup key={state} label={t(`sampleAva.states.${state}`)}>
          {AVAS.filter((a) => a.state === state).map((a) => (
            <option key={a.name} value={a.name}>
              {a.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
