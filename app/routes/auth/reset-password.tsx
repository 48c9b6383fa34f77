import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/reset-password';
import { resetPasswordSchema } from '../../models/auth-forms.ts';
import { resetPasswordAction } from './reset-password.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

export async function action({ request, params, context }: Route.ActionArgs) {
  return resetPasswordAction(context, request, params.token);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(resetPasswordSchema, {
    lastResult: actionData?.result,
  });
  const { summary: errors, of: fe } = useFormErrors([fields.password, fields.confirmPassword], form.errors);
  return (
    <>
      <PageHead title={t('auth.reset.title')} failed={errors.length > 0} />
      <h1>{t('auth.reset.title')}</h1>
      <ErrorSummary errors={errors} />
      {form.errors?.length ? (
        <p>
          <Link to="/request-reset-password">{t('auth.reset.askAgain')}</Link>
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="auth-form">
        <AuthenticityTokenInput />
        <Field label={t('auth.fields.newPassword')} hint={t('auth.fields.passwordHint')} id={fields.password.id} name={fields.password.name} type="password" autoComplete="new-password" errors={fe(fields.password)} />
        <Field label={t('auth.fields.confirmPassword')} id={fields.confirmPassword.id} name={fields.confirmPassword.name} type="password" autoComplete="new-password" errors={fe(fields.confirmPassword)} />
        <button type="submit">{t('auth.reset.submit')}</button>
      </Form>
    </>
  );
}
