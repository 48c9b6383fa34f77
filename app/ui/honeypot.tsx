/**
 * The honeypot field of a public form (remix-utils), with its label in the reader's language:
 * the field is hidden, but its label is still text on the page. Its names and encrypted value
 * come from the root's loader; the provider sits here rather than in the root so that pages
 * without a public form do not ship remix-utils' honeypot module.
 */
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { HoneypotInputs as Inputs, HoneypotProvider } from 'remix-utils/honeypot/react';
import type { RootData } from '../root.tsx';

export function HoneypotInputs() {
  const { t } = useTranslation();
  const honeypot = useRouteLoaderData<RootData>('root')?.honeypot;
  return (
    <HoneypotProvider {...honeypot}>
      <Inputs label={t('common.honeypot')} />
    </HoneypotProvider>
  );
}
