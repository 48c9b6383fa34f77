import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { Form, Link, data, redirect } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/new-client';
import { BUSINESS_TYPES } from '../../../provider/contract/portal.ts';
import { servicesContext } from '../../context.ts';
import { forgetAccount } from '../../models/account.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { addAddress, createClient } from '../../models/portal.server.ts';
import { ProviderError, providerClient } from '../../models/provider.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { CheckboxField, ErrorSummary, Field, PhoneField, SelectField } from '../../ui/form.tsx';
import { useErrorList, useFieldErrors } from '../../ui/auth-form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { COUNTRIES, DEFAULT_COUNTRY, US_PHONE, US_POSTAL, US_STATES, maskUsPhone } from '../../ui/places.ts';
import { AddressRegionFields } from '../../ui/address-region-fields.tsx';
import portalHref from '../../styles/portal.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

const required = { error: 'field-error-required' };
const text = (max: number) => z.string(required).trim().min(1, required).max(max);
/** Field name → label key: field-error-required names the field ("Company operating name is required"). */
const LABELS = {
  name: 'newClient.name', officialBusinessName: 'newClient.officialBusinessName', businessType: 'newClient.businessType', street_1: 'newClient.street',
  city: 'newClient.city', country: 'newClient.country', state: 'newClient.state', stateText: 'newClient.state', postalCode: 'newClient.postalCode',
  phone: 'newClient.phone', jobTitle: 'newClient.jobTitle',
};

/** Document 2 §5: every field required; US masks and state select; validated on submit. */
const schema = z
  .object({
    name: text(120),
    officialBusinessName: text(160),
    businessType: z.enum(BUSINESS_TYPES, required),
    street_1: text(200),
    city: text(120),
    country: z.string(required).refine((v) => COUNTRIES.includes(v), required),
    state: z.string().trim().max(80).optional(),
    stateText: z.string().trim().max(80).optional(),
    postalCode: text(20),
    phone: text(40),
    jobTitle: text(120),
    acceptTerms: z.literal('on', { error: 'newClient.termsRequired' }),
  })
  .transform((v, ctx) => {
    const us = v.country === 'United States';
    const state = us ? (v.state ?? '') : (v.stateText ?? '');
    if (!state) ctx.addIssue({ code: 'custom', message: 'field-error-required', path: [us ? 'state' : 'stateText'] });
    else if (us && !US_STATES.includes(state)) ctx.addIssue({ code: 'custom', message: 'newClient.stateInvalid', path: ['state'] });
    const phone = us ? maskUsPhone(v.phone) : v.phone;
    if (us && !US_PHONE.test(phone)) ctx.addIssue({ code: 'custom', message: 'newClient.phoneInvalid', path: ['phone'] });
    if (us && !US_POSTAL.test(v.postalCode)) ctx.addIssue({ code: 'custom', message: 'newClient.postalInvalid', path: ['postalCode'] });
    return { ...v, state, phone };
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
  await providerClient(context)
    .put(`/users/${user.id}.json`, z.unknown(), { body: { user: { lastClientId: created.id } }, authRedirect: false })
    .catch(() => flash(session, { kind: 'error', message: 'update-user-active-client-error' }));
  forgetAccount(session);
  flash(session, { kind: 'success', message: 'create-business-account-success' });
  return redirect('/dashboard');
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
  const errors = useErrorList([f.name, f.officialBusinessName, f.businessType, f.street_1, f.city, f.country, f.state, f.stateText, f.postalCode, f.phone, f.jobTitle, f.acceptTerms], form.errors, LABELS);
  const fe = useFieldErrors(LABELS);
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
          <Field id={f.name.id} name={f.name.name} label={t('newClient.name')} defaultValue={f.name.initialValue} errors={fe(f.name)} autoComplete="organization" />
          <Field id={f.officialBusinessName.id} name={f.officialBusinessName.name} label={t('newClient.officialBusinessName')} defaultValue={f.officialBusinessName.initialValue} errors={fe(f.officialBusinessName)} />
          <SelectField id={f.businessType.id} name={f.businessType.name} label={t('newClient.businessType')} defaultValue={f.businessType.initialValue ?? ''} errors={fe(f.businessType)}>
            <option value="">{t('newClient.choose')}</option>
            {BUSINESS_TYPES.map((b) => (
              <option key={b} value={b}>{b}</option>
            ))}
          </SelectField>
          <Field id={f.street_1.id} name={f.street_1.name} label={t('newClient.street')} defaultValue={f.street_1.initialValue} errors={fe(f.street_1)} autoComplete="address-line1" />
          <Field id={f.city.id} name={f.city.name} label={t('newClient.city')} defaultValue={f.city.initialValue} errors={fe(f.city)} autoComplete="address-level2" />
          <AddressRegionFields section="newClient" country={f.country} state={f.state} stateText={f.stateText} postalCode={f.postalCode} errors={fe} hydrated={hydrated} us={us} onCountryChange={setCountry} />
          <PhoneField id={f.phone.id} name={f.phone.name} us={us} label={t('newClient.phone')} hint={us ? t('newClient.phoneHint') : undefined} defaultValue={f.phone.initialValue} errors={fe(f.phone)} />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('newClient.userInfo')}</legend>
          <Field id={f.jobTitle.id} name={f.jobTitle.name} label={t('newClient.jobTitle')} defaultValue={f.jobTitle.initialValue} errors={fe(f.jobTitle)} autoComplete="organization-title" />
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
