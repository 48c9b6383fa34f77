import { getFormProps } from '@conform-to/react';
import { Form, Link, useSearchParams } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from '../../ui/honeypot.tsx';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/signup';
import { signupSchema } from '../../models/auth-forms.ts';
import { signupAction } from './signup.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

export async function action({ request, context }: Route.ActionArgs) {
  return signupAction(context, request);
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form, fields] = useSchemaForm(signupSchema, {
    lastResult: actionData?.result,
    defaultValue: { email: params.get('email') ?? '' },
  });
  const { summary: errors, of: fe } = useFormErrors([fields.firstname, fields.lastname, fields.email, fields.phone, fields.password, fields.confirmPassword], form.errors);
  return (
    <>
      <PageHead title={t('auth.signup.title')} description={t('auth.signup.metaDescription')} failed={errors.length > 0} />
      <h1>{t('auth.signup.title')}</h1>
      <p>{t('auth.signup.intro')}</p>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} className="auth-form">
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <Field label={t('auth.fields.firstname')} id={fields.firstname.id} name={fields.firstname.name} defaultValue={fields.firstname.initialValue} autoComplete="given-name" errors={fe(fields.firstname)} />
        <Field label={t('auth.fields.lastname')} id={fields.lastname.id} name={fields.lastname.name} defaultValue={fields.lastname.initialValue} autoComplete="family-name" errors={fe(fields.lastname)} />
        <Field label={t('auth.fields.email')} id={fields.email.id} name={fields.email.name} type="email" defaultValue={fields.email.initialValue} autoComplete="email" errors={fe(fields.email)} />
        <Field label={t('auth.fields.phone')} optional id={fields.phone.id} name={fields.phone.name} type="tel" defaultValue={fields.phone.initialValue} autoComplete="tel" errors={fe(fields.phone)} />
        <Field label={t('auth.fields.newPassword')} hint={t('auth.fields.passwordHint')} id={fields.password.id} name={fields.password.name} type="password" autoComplete="new-password" errors={fe(fields.password)} />
        <Field label={t('auth.fields.confirmPassword')} id={fields.confirmPassword.id} name={fields.confirmPassword.name} type="password" autoComplete="new-password" errors={fe(fields.confirmPassword)} />
        <button type="submit">{t('auth.signup.submit')}</button>
      </Form>
      <p>
        {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.login.title')}</Link>
      </p>
    </>
  );
}
