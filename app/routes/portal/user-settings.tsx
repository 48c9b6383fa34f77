import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import { Form, Link, data, redirect, useLocation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/user-settings';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../provider/contract/auth.ts';
import { getAccount } from '../../models/account.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { passwordRefusal, retryMinutes } from '../../models/password-refusal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { changePassword, saveProfile } from '../../models/user-settings.server.ts';
import { messageKey } from '../../i18n/message.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import portalHref from '../../styles/portal.css?url';

/**
 * /launchpad/user-settings (document 2 §2): the signed-in user's profile (first and last name,
 * phone, job title; the e-mail is the sign-in name and is shown read-only) and a password
 * change. Two forms on one page told apart by `intent`; each answers 400 with its own errors, or
 * flashes and redirects back (303). The launchpad sidebar (All clients, Create new client) sits
 * beside them.
 *
 * The password change is PUT /users/{id}/password.json (added to the provider for this page):
 * the current password must be right, and every other sign-in of the account ends.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

const required = { error: 'field-error-required' };
/** Digits with the usual separators and an optional extension; at least 7 digits. */
const PHONE = /^\+?[\d\s().-]{7,30}(\s*(x|ext\.?)\s*\d{1,6})?$/i;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'userSettings.tooLong')
    .optional()
    .transform((v) => v || null);

const profileSchema = z.object({
  intent: z.literal('profile'),
  firstname: z.string(required).trim().min(1, required).max(100, 'userSettings.tooLong'),
  lastname: z.string(required).trim().min(1, required).max(100, 'userSettings.tooLong'),
  phone: optionalText(40).refine((v) => v === null || (PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7), 'userSettings.phoneInvalid'),
  jobTitle: optionalText(100),
});

const passwordSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword: z.string(required).min(1, required).max(PASSWORD_MAX, 'userSettings.currentWrong'),
    password: z.string(required).min(PASSWORD_MIN, 'auth.errors.passwordLength').max(PASSWORD_MAX, 'auth.errors.passwordLength'),
    confirmPassword: z.string({ error: 'auth.errors.confirmPassword' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'auth.errors.passwordsDiffer' });

/** Field name → label key, so field-error-required and tooLong name the field. */
const LABELS = {
  firstname: 'userSettings.firstname', lastname: 'userSettings.lastname', phone: 'userSettings.phone', jobTitle: 'userSettings.jobTitle',
  currentPassword: 'userSettings.currentPassword', password: 'userSettings.newPassword', confirmPassword: 'userSettings.confirmPassword',
};
const HIDE_PASSWORDS = { hideFields: ['currentPassword', 'password', 'confirmPassword'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  const account = await getAccount(context);
  if (!account) throw redirect('/login');
  return { email: account.email, firstname: account.firstname, lastname: account.lastname, phone: account.phone ?? '', jobTitle: account.jobTitle ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { session } = context.get(sessionContext);
  const formData = await request.formData();

  if (formData.get('intent') === 'password') {
    const submission = parseWithZod(formData, { schema: passwordSchema });
    if (submission.status !== 'success') return data({ intent: 'password' as const, result: submission.reply(HIDE_PASSWORDS) }, { status: 400 });
    const { currentPassword, password, confirmPassword } = submission.value;
    try {
      await changePassword(context, user.id, { currentPassword, password, passwordConfirmation: confirmPassword });
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status >= 500) throw error;
      const weak = passwordRefusal(error);
      const wait = retryMinutes(error);
      const reply =
        error.status === 422 ? submission.reply({ fieldErrors: { currentPassword: ['userSettings.currentWrong'] }, ...HIDE_PASSWORDS })
        : weak ? submission.reply({ fieldErrors: { password: [weak] }, ...HIDE_PASSWORDS })
        : wait ? submission.reply({ formErrors: [messageKey('auth.errors.tooMany', { count: wait })], ...HIDE_PASSWORDS })
        : submission.reply({ formErrors: ['userSettings.saveError'], ...HIDE_PASSWORDS });
      return data({ intent: 'password' as const, result: reply }, { status: 400 });
    }
    flash(session, { kind: 'success', message: 'userSettings.passwordChanged' });
    return redirect('/launchpad/user-settings', 303);
  }

  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== 'success') return data({ intent: 'profile' as const, result: submission.reply() }, { status: 400 });
  const { firstname, lastname, phone, jobTitle } = submission.value;
  try {
    await saveProfile(context, user.id, { firstname, lastname, phone, jobTitle });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return data({ intent: 'profile' as const, result: submission.reply({ formErrors: ['userSettings.saveError'] }) }, { status: 400 });
  }
  flash(session, { kind: 'success', message: 'userSettings.saved' });
  return redirect('/launchpad/user-settings', 303);
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
  const [profile, pf] = useForm({
    id: 'profile',
    lastResult: profileResult,
    defaultValue: loaderData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [password, pw] = useForm({
    id: 'password',
    lastResult: passwordResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const { summary: profileErrors, of: fe } = useFormErrors([pf.firstname, pf.lastname, pf.phone, pf.jobTitle], profile.errors, { labels: LABELS });
  const { summary: passwordErrors } = useFormErrors([pw.currentPassword, pw.password, pw.confirmPassword], password.errors, { labels: LABELS });
  useEffect(() => {
    if (actionData?.result) (document.querySelector('.user-settings .error-summary') as HTMLElement | null)?.focus();
  }, [actionData]);

  return (
    <div className="container dashboard user-settings">
      <PageHead title={t('userSettings.title')} failed={profileErrors.length + passwordErrors.length > 0} />
      <nav className="dashboard-menu" aria-label={t('userSettings.nav')}>
        <ul>
          <li>
            <Link to="/launchpad/clients">{t('userSettings.allClients')}</Link>
          </li>
          <li>
            <Link to="/launchpad/new-client">{t('userSettings.createClient')}</Link>
          </li>
          <li>
            <Link to="/launchpad/user-settings" aria-current="page" className="active">
              {t('userSettings.title')}
            </Link>
          </li>
        </ul>
      </nav>
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
      </div>
    </div>
  );
}
