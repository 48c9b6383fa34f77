import { getFormProps } from '@conform-to/react';
import { Form, Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/login';
import { loginSchema } from '../../models/auth-forms.ts';
import { safeRedirect } from '../../models/safe-redirect.ts';
import { loginAction } from './login.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(context, request);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form, fields] = useSchemaForm(loginSchema, {
    lastResult: actionData?.result,
    defaultValue: { email: params.get('email') ?? '' },
  });
  const { summary: errors, of: fieldErrors } = useFormErrors([fields.email, fields.password], form.errors);
  const redirectTo = safeRedirect(params.get('redirectTo'));
  // Why this page: signed out just now, or a page that needs a sign-in (unless a message from the
  // server, such as a timed-out session, already says why).
  const root = useRouteLoaderData('root') as { flash?: unknown[] } | undefined;
  const notice = actionData ? null : params.get('signedOut') === '1' ? 'auth.login.signedOut' : redirectTo && !root?.flash?.length ? 'auth.login.signInToContinue' : null;
  return (
    <>
      <PageHead title={t('auth.login.title')} description={t('auth.login.metaDescription')} failed={errors.length > 0} />
      <h1>{t('auth.login.title')}</h1>
      <ErrorSummary errors={errors} />
      {notice ? <p className="banner" role="status">{t(notice)}</p> : null}
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
