import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/request-reset-password';
import { emailSchema } from '../../models/auth-forms.ts';
import { requestResetAction } from './request-reset-password.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

export async function action({ request, context }: Route.ActionArgs) {
  return requestResetAction(context, request);
}

export default function RequestResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(emailSchema, {
    lastResult: actionData?.result,
  });
  const { summary: errors, of: fe } = useFormErrors([fields.email], form.errors);
  return (
    <>
      <PageHead title={t('auth.reset.requestTitle')} description={t('auth.reset.requestMetaDescription')} failed={errors.length > 0} />
      <h1>{t('auth.reset.requestTitle')}</h1>
      <p>{t('auth.reset.requestIntro')}</p>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} className="auth-form">
        <AuthenticityTokenInput />
        <Field label={t('auth.fields.email')} id={fields.email.id} name={fields.email.name} type="email" defaultValue={fields.email.initialValue} autoComplete="email" errors={fe(fields.email)} />
        <button type="submit">{t('auth.reset.requestSubmit')}</button>
      </Form>
      <p>
        <Link to="/login">{t('auth.reset.backToLogin')}</Link>
      </p>
    </>
  );
}
