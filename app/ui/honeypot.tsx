/**
 * The honeypot field of a public form (remix-utils), with its label in the reader's language:
 * the field is hidden, but its label is still text on the page.
 */
import { useTranslation } from 'react-i18next';
import { HoneypotInputs as Inputs } from 'remix-utils/honeypot/react';

export function HoneypotInputs() {
  const { t } = useTranslation();
  return <Inputs label={t('common.honeypot')} />;
}
