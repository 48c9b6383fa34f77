import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { Form, Link, data } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/new-client';
import { seeOther } from '../../models/form-answer.server.ts';
import { ADDRESS_LIMITS, BUSINESS_TYPES, CLIENT_LIMITS } from '../../../provider/contract/portal.ts';
import { servicesContext } from '../../context.ts';
import { forgetAccount } from '../../models/account.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { addAddress, createClient, rememberLastClient } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { CheckboxField, ErrorSummary, Field, PhoneField, SelectField, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { COUNTRIES, DEFAULT_COUNTRY, maskUsPhone } from '../../ui/places.ts';
import { always, optionalText, regionChecks, required, requiredText } from '../../ui/form-schema.ts';
import { AddressRegionFields } from '../../ui/address-region-fields.tsx';
import portalHref from '../../styles/portal.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

/** Field name → label key: field-error-required names the field ("Company operating name is required"). */
const LABELS = {
  name: 'newClient.name', officialBusinessName: 'newClient.officialBusinessName', businessType: 'newClient.businessType', street_1: 'newClient.street',
  city: 'newClient.city', country: 'newClient.country', state: 'newClient.state', stateText: 'newClient.state', postalCode: 'newClient.postalCode',
  phone: 'newClient.phone', jobTitle: 'newClient.jobTitle',
};
const A = ADDRESS_LIMITS;

/**
 * Document 2 §5: every field required; US masks and state select; validated on submit. The
 * provider's limits (contract/portal.ts) are mirrored by `maxLength`; the US format checks run
 * in the same round as the required ones (issue 15 item 8).
 */
const schema = z
  .object({
    name: requiredText(CLIENT_LIMITS.name),
    officialBusinessName: requiredText(CLIENT_LIMITS.officialBusinessName),
    businessType: z.enum(BUSINESS_TYPES, required),
    street_1: requiredText(A.street_1),
    city: requiredText(A.city),
    country: z.string(required).refine((v) => COUNTRIES.includes(v), required),
    state: optionalText(A.state),
    stateText: optionalText(A.state),
    postalCode: requiredText(A.postalCode),
    phone: requiredText(A.phone),
    jobTitle: requiredText(CLIENT_LIMITS.jobTitle),
    acceptTerms: z.literal('on', { error: 'newClient.termsRequired' }),
  })
  .superRefine((raw, ctx) => regionChecks(raw, ctx, 'newClient'), always)
  .transform((v) => {
    const us = v.country === 'United States';
    return { ...v, state: (us ? v.state : v.stateText) ?? '', phone: us ? maskUsPhone(v.phone) : v.phone };
  });

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return null;
}

/** Creates the client, then its address; makes it active and the last client; goes to the dashboard. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  let created;
  try {
    created = await createClient(context, { name: v.name, officialBusinessName: v.officialBusinessName, businessType: v.businessType, acceptTerms: true, jobTitle: v.jobTitle });
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status >= 500) throw e;
    return data({ result: submission.reply({ formErrors: ['create-business-account-error'] }) }, { status: 400 });
  }
  try {
    await addAddress(context, { clientId: created.id, street_1: v.street_1, city: v.city, state: v.state, country: v.country, postalCode: v.postalCode, phone: v.phone });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('adding the new client address failed', { status: e.status });
    flash(session, { kind: 'error', message: 'add-new-address-error' });
  }
  session.set('activeClientId', created.id);
  await rememberLastClient(context, user.id, created.id).catch(() => flash(session, { kind: 'error', message: 'update-user-active-client-error' }));
  forgetAccount(session);
  flash(session, { kind: 'success', message: 'create-business-account-success' });
  return seeOther('/dashboard');
}

export default function NewClient({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { country: DEFAULT_COUNTRY },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
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
    <section className="container new-client">
      <PageHead title={t('newClient.title')} failed={errors.length > 0} />
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
                {t('newClient.acceptTerms')} <Link to="/terms-and-conditions-and-credit-agreement">{t('newClient.termsLink')}</Link>
              </>
            }
            errors={fe(f.acceptTerms)}
            // A failed submit without JavaScript keeps the tick (issue 15 item 8).
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
  );
}
