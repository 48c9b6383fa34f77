import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data, redirect, useSearchParams } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/login';
import { servicesContext } from '../../context.ts';
import { messageKey } from '../../i18n/message.ts';
import { sessionContext } from '../../session.server.ts';
import { signIn } from '../../models/account.server.ts';
import { LoginError, authenticator } from '../../models/auth.server.ts';
import { deviceSetCookie } from '../../models/device.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';

const schema = z.object({
  email: z.string({ error: 'required-email' }).trim().min(1, 'required-email').max(254),
  password: z.string({ error: 'required-password' }).min(1, 'required-password').max(128),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { log } = context.get(servicesContext);
  const { session } = context.get(sessionContext);
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  try {
    const login = await authenticator(context).authenticate('provider-form', request);
    const { config } = context.get(servicesContext);
    // The device cookie: this browser signed in to this account (issue 12 item 4).
    const headers = login.device ? { 'Set-Cookie': await deviceSetCookie(login.device, config) } : undefined;
    return redirect(signIn(session, login, submission.value.redirectTo), { headers });
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    // "Track an event": the server's event log (the provider keeps its own record too).
    log.info('event', { kind: 'login-failed', status: error.status });
    // A key, never the provider's words: the page translates it in the visitor's language.
    const message =
      error.status === 429 && error.retryAfterMinutes ? messageKey('login-locked', { count: error.retryAfterMinutes })
      : error.status === 403 ? 'login-unconfirmed'
      : 'login-error';
    // The page answers 400 even when the provider said 429: the message carries the wait.
    return data({ result: submission.reply({ formErrors: [message], hideFields: ['password'] }) }, { status: 400 });
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { email: params.get('email') ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const { summary: errors, of: fieldErrors } = useFormErrors([fields.email, fields.password], form.errors);
  const redirectTo = safeRedirectClient(params.get('redirectTo'));
  return (
    <>
      <PageHead title={t('auth.login.title')} description={t('auth.login.metaDescription')} failed={errors.length > 0} />
      <h1>{t('auth.login.title')}</h1>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} className="auth-form">
        <AuthenticityTokenInput />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label={t('auth.fields.email')}
          id={fields.email.id}
          name={fields.email.name}
          type="email"
          defaultValue={fields.email.initialValue}
          autoComplete="username"
          errors={fieldErrors(fields.email)}
        />
        <Field
          label={t('auth.fields.password')}
          id={fields.password.id}
          name={fields.password.name}
          type="password"
          autoComplete="current-password"
          errors={fieldErrors(fields.password)}
        />
        <button type="submit">{t('auth.login.submit')}</button>
      </Form>
      <ul className="auth-links">
        <li>
          <Link to="/request-reset-password">{t('auth.login.forgot')}</Link>
        </li>
        <li>
          <Link to="/signup">{t('auth.login.signup')}</Link>
        </li>
        <li>
          <Link to="/new-customer">{t('auth.login.newCustomer')}</Link>
        </li>
      </ul>
    </>
  );
}

/** The same rule as safeRedirect, for the hidden field (the server checks again). */
function safeRedirectClient(to: string | null): string | null {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : null;
}
