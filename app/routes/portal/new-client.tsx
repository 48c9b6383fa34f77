import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/new-client';
import { BUSINESS_TYPES, CLIENT_LIMITS } from '../../../contract/clients.ts';
import { CheckboxField, ErrorSummary, Field, PhoneField, SelectField, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { DEFAULT_COUNTRY } from '../../ui/address-options.ts';
import { AddressRegionFields } from '../../ui/address-region-fields.tsx';
import portalHref from '../../styles/portal.css?url';
import { A, LABELS, schema } from './new-client.form.ts';
import { newClientAction, newClientLoader } from './new-client.server.ts';
import { portalPageCache } from '../../page-cache.server.ts';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { NewTabLink } from '../../ui/new-tab-link.tsx';
import { LaunchpadMenu } from '../../ui/launchpad-menu.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

// Server code in new-client.server.ts, the form's schema in new-client.form.ts (checked in the browser and
// again by the action).

/** The signed-in page cache (app/page-cache.server.ts): this page again, while nothing it shows has changed. */
export const middleware: Route.MiddlewareFunction[] = [portalPageCache];

export function loader({ request, context }: Route.LoaderArgs) {
  return newClientLoader(context, request);
}

/** Creates the client, then its address; makes it active and the last client; goes to the dashboard. */
/** An action over a mail limit answers 429 with Retry-After: the page passes that header on. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders);

export async function action({ request, context }: Route.ActionArgs) {
  return newClientAction(context, request);
}

export default function NewClient({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(schema, {
    lastResult: actionData?.result,
    defaultValue: { country: DEFAULT_COUNTRY },
  });
  const [hydrated, setHydrated] = useState(false);
  const [country, setCountry] = useState((fields.country.initialValue as string | undefined) ?? DEFAULT_COUNTRY);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (actionData?.result) (document.querySelector('.new-client [aria-invalid="true"]') as HTMLElement | null)?.focus();
  }, [actionData]);
  const f = fields;
  const { summary: errors, of: fe } = useFormErrors([f.name, f.officialBusinessName, f.businessType, f.street_1, f.city, f.country, f.state, f.stateText, f.postalCode, f.phone, f.jobTitle, f.acceptTerms], form.errors, { labels: LABELS });
  const us = country === 'United States';
  return (
    <div className="container dashboard new-client">
      <PageHead title={t('newClient.title')} failed={errors.length > 0} />
      <LaunchpadMenu current="/launchpad/new-client" />
      <section className="dashboard-main">
        <h1>{t('newClient.title')}</h1>
        <ErrorSummary errors={errors} />
        <Form method="post" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <fieldset className="form-section">
            <legend>{t('newClient.clientInfo')}</legend>
            <Field id={f.name.id} name={f.name.name} label={t('newClient.name')} defaultValue={f.name.initialValue} errors={fe(f.name)} autoComplete="organization" maxLength={CLIENT_LIMITS.name} />
            <Field id={f.officialBusinessName.id} name={f.officialBusinessName.name} label={t('newClient.officialBusinessName')} defaultValue={f.officialBusinessName.initialValue} errors={fe(f.officialBusinessName)} maxLength={CLIENT_LIMITS.officialBusinessName} />
            <SelectField id={f.businessType.id} name={f.businessType.name} label={t('newClient.businessType')} defaultValue={f.businessType.initialValue ?? ''} errors={fe(f.businessType)}>
              <option value="">{t('newClient.choose')}</option>
              {BUSINESS_TYPES.map((b) => (
                <option key={b} value={b}>{b}</option>
              ))}
            </SelectField>
            <Field id={f.street_1.id} name={f.street_1.name} label={t('newClient.street')} defaultValue={f.street_1.initialValue} errors={fe(f.street_1)} autoComplete="address-line1" maxLength={A.street_1} />
            <Field id={f.city.id} name={f.city.name} label={t('newClient.city')} defaultValue={f.city.initialValue} errors={fe(f.city)} autoComplete="address-level2" maxLength={A.city} />
            <AddressRegionFields section="newClient" country={f.country} state={f.state} stateText={f.stateText} postalCode={f.postalCode} errors={fe} hydrated={hydrated} us={us} onCountryChange={setCountry} />
            <PhoneField id={f.phone.id} name={f.phone.name} us={us} label={t('newClient.phone')} hint={us ? t('newClient.phoneHint') : undefined} defaultValue={f.phone.initialValue} errors={fe(f.phone)} maxLength={A.phone} />
          </fieldset>
          <fieldset className="form-section">
            <legend>{t('newClient.userInfo')}</legend>
            <Field id={f.jobTitle.id} name={f.jobTitle.name} label={t('newClient.jobTitle')} defaultValue={f.jobTitle.initialValue} errors={fe(f.jobTitle)} autoComplete="organization-title" maxLength={CLIENT_LIMITS.jobTitle} />
          </fieldset>
          <fieldset className="form-section">
            <legend>{t('newClient.agreement')}</legend>
            <CheckboxField
              id={f.acceptTerms.id}
              name={f.acceptTerms.name}
              label={
                <>
                  {t('newClient.acceptTerms')} <NewTabLink href="/terms-and-conditions-and-credit-agreement">{t('newClient.termsLink')}</NewTabLink>
                </>
              }
              errors={fe(f.acceptTerms)}
              // A failed submit without JavaScript keeps the tick: the user does not have to tick it again.
              defaultChecked={f.acceptTerms.initialValue === 'on'}
            />
          </fieldset>
          <div className="form-buttons">
            <button type="submit">{t('newClient.submit')}</button>
            <Link role="button" className="secondary" to="/launchpad/clients">
              {t('common.cancel')}
            </Link>
          </div>
        </Form>
      </section>
    </div>
  );
}
