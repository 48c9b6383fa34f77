import { getFormProps } from '@conform-to/react';
import { useEffect } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/user-settings';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { LaunchpadMenu } from '../../ui/launchpad-menu.tsx';
import portalHref from '../../styles/portal.css?url';
import { LABELS, deliveriesSchema, passwordSchema, profileSchema } from './user-settings.form.ts';
import { userSettingsAction, userSettingsLoader } from './user-settings.server.ts';
import { UserDevices } from '../../ui/user-devices.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

/**
 * /launchpad/user-settings (document 2 §2): the signed-in user's profile (first and last name,
 * phone, job title; the e-mail is the sign-in name and is shown read-only) and a password
 * change. Two forms on one page told apart by `intent`; each answers 400 with its own errors, or
 * flashes and redirects back (303). The launchpad sidebar (All clients, Create new client) sits
 * beside them.
 *
 * The password change is PUT /users/{id}/password.json (added to the provider for this page):
 * the current password must be right, and every other sign-in of the account ends. Server code
 * in user-settings.server.ts, the schemas in user-settings.form.ts (checked in the browser and again
 * by the action).
 *
 * Below them, the user's devices (app/ui/user-devices.tsx; its forms post to
 * /launchpad/user-settings/sessions). Not page-cached (app/page-cache.server.ts): the list of
 * sign-ins and their last use change without a write the data version counts.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return userSettingsLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return userSettingsAction(context, request);
}

export default function UserSettings({ loaderData, actionData }: Route.ComponentProps) {
  // A new location (after the redirect of a successful save) starts both forms afresh from the
  // loader: the saved profile, empty password fields. A failed submit stays on the same location.
  const { key } = useLocation();
  return <SettingsForms key={key} loaderData={loaderData} actionData={actionData} />;
}

function SettingsForms({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const profileResult = actionData?.intent === 'profile' ? actionData.result : undefined;
  const passwordResult = actionData?.intent === 'password' ? actionData.result : undefined;
  const [profile, pf] = useSchemaForm(profileSchema, {
    id: 'profile',
    lastResult: profileResult,
    defaultValue: loaderData,
  });
  const [password, pw] = useSchemaForm(passwordSchema, {
    id: 'password',
    lastResult: passwordResult,
  });
  const { summary: profileErrors, of: fe } = useFormErrors([pf.firstname, pf.lastname, pf.phone, pf.jobTitle], profile.errors, { labels: LABELS });
  const deliveriesResult = actionData?.intent === 'deliveries' ? actionData.result : undefined;
  const [deliveries] = useSchemaForm(deliveriesSchema, { id: 'deliveries', lastResult: deliveriesResult });
  const { summary: deliveriesErrors } = useFormErrors([], deliveries.errors, { labels: LABELS });
  const { summary: passwordErrors } = useFormErrors([pw.currentPassword, pw.password, pw.confirmPassword], password.errors, { labels: LABELS });
  useEffect(() => {
    if (actionData?.result) (document.querySelector('.user-settings .error-summary') as HTMLElement | null)?.focus();
  }, [actionData]);

  return (
    <div className="container dashboard user-settings">
      <PageHead title={t('userSettings.title')} failed={profileErrors.length + passwordErrors.length + deliveriesErrors.length > 0} />
      <LaunchpadMenu current="/launchpad/user-settings" />
      <div className="dashboard-main">
        <h1>{t('userSettings.title')}</h1>

        <section aria-labelledby="profile-title" className="form-section">
          <h2 id="profile-title">{t('userSettings.profile')}</h2>
          <ErrorSummary errors={profileErrors} />
          <Form method="post" {...getFormProps(profile)}>
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="profile" />
            <div className="field">
              <label htmlFor="user-email">{t('userSettings.email')}</label>
              <small id="user-email-hint" className="field-hint">
                {t('userSettings.emailHint')}
              </small>
              <input id="user-email" type="email" value={loaderData.email} readOnly aria-describedby="user-email-hint" autoComplete="email" />
            </div>
            <div className="grid">
              <Field id={pf.firstname.id} name={pf.firstname.name} label={t(LABELS.firstname)} defaultValue={pf.firstname.initialValue} errors={fe(pf.firstname)} autoComplete="given-name" />
              <Field id={pf.lastname.id} name={pf.lastname.name} label={t(LABELS.lastname)} defaultValue={pf.lastname.initialValue} errors={fe(pf.lastname)} autoComplete="family-name" />
            </div>
            <Field id={pf.phone.id} name={pf.phone.name} type="tel" optional label={t(LABELS.phone)} hint={t('userSettings.phoneHint')} defaultValue={pf.phone.initialValue} errors={fe(pf.phone)} autoComplete="tel" />
            <Field id={pf.jobTitle.id} name={pf.jobTitle.name} optional label={t(LABELS.jobTitle)} defaultValue={pf.jobTitle.initialValue} errors={fe(pf.jobTitle)} autoComplete="organization-title" />
            <button type="submit">{t('userSettings.save')}</button>
          </Form>
        </section>

        <section aria-labelledby="password-title" className="form-section">
          <h2 id="password-title">{t('userSettings.password')}</h2>
          <p>{t('userSettings.passwordIntro')}</p>
          <ErrorSummary errors={passwordErrors} />
          <Form method="post" {...getFormProps(password)}>
            <AuthenticityTokenInput />
            <input type="hidden" name="intent" value="password" />
            {/* lets a password manager tie the new password to the account */}
            <input type="hidden" name="username" value={loaderData.email} autoComplete="username" />
            <Field id={pw.currentPassword.id} name={pw.currentPassword.name} type="password" label={t(LABELS.currentPassword)} errors={fe(pw.currentPassword)} autoComplete="current-password" />
            <Field id={pw.password.id} name={pw.password.name} type="password" label={t(LABELS.password)} hint={t('auth.fields.passwordHint')} errors={fe(pw.password)} autoComplete="new-password" />
            <Field id={pw.confirmPassword.id} name={pw.confirmPassword.name} type="password" label={t(LABELS.confirmPassword)} errors={fe(pw.confirmPassword)} autoComplete="new-password" />
            <button type="submit">{t('userSettings.changePassword')}</button>
          </Form>
        </section>

        {loaderData.preferences.length ? (
          <section aria-labelledby="deliveries-title" className="form-section" id="deliveries">
            <h2 id="deliveries-title">{t('userSettings.deliveries.title')}</h2>
            <p>{t('userSettings.deliveries.intro')}</p>
            <ErrorSummary errors={deliveriesErrors} />
            <Form method="post" {...getFormProps(deliveries)}>
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="deliveries" />
              {loaderData.preferences.map((p, i) => (
                <div className="field" key={p.clientId}>
                  <input type="hidden" name={`modes[${i}].clientId`} value={p.clientId} />
                  <label htmlFor={`delivery-mode-${p.clientId}`}>
                    {p.clientName} ({p.clientCode})
                  </label>
                  <select id={`delivery-mode-${p.clientId}`} name={`modes[${i}].mode`} defaultValue={p.mode}>
                    {(['pdf', 'link', 'digest', 'none'] as const).map((m) => (
                      <option key={m} value={m}>
                        {t(`userSettings.deliveries.mode.${m}`)}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              <button type="submit">{t('userSettings.deliveries.save')}</button>
            </Form>
          </section>
        ) : null}

        <UserDevices devices={loaderData.devices} />
        <section aria-labelledby="two-factor-title" className="form-section">
          <h2 id="two-factor-title">{t('twoFactor.setup.title')}</h2>
          <p>{t(loaderData.twoFactorEnabled ? 'twoFactor.settings.on' : 'twoFactor.settings.off')}</p>
          <p>
            <Link to="/launchpad/user-settings/two-factor">{t(loaderData.twoFactorEnabled ? 'twoFactor.settings.manage' : 'twoFactor.settings.setUp')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
