/**
 * The honeypot fields of a public form (remix-utils' names and encrypted time stamp, from the
 * root's loader). Our own markup rather than remix-utils' component: that one hides the fields
 * with a style sheet only, so a text browser (which ignores CSS) showed its label "Please leave
 * this field blank" and an empty field. Here the fields sit in a `hidden` wrapper and carry no
 * text of their own (their name is an aria-label, in the reader's language).
 */
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';

export function HoneypotInputs() {
  const { t } = useTranslation();
  const honeypot = useRouteLoaderData<RootData>('root')?.honeypot;
  const nameField = honeypot?.nameFieldName ?? 'name__confirm';
  const validFrom = honeypot?.validFromFieldName ?? 'from__confirm';
  const label = t('common.honeypot');
  return (
    <div id={`${nameField}_wrap`} className="__honeypot_inputs" hidden aria-hidden="true">
      <input id={nameField} name={nameField} type="text" defaultValue="" autoComplete="off" tabIndex={-1} aria-label={label} />
      {validFrom && honeypot?.encryptedValidFrom ? (
        <input id={validFrom} name={validFrom} type="text" value={honeypot.encryptedValidFrom} readOnly autoComplete="off" tabIndex={-1} aria-label={label} />
      ) : null}
    </div>
  );
}
