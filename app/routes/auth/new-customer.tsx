import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/new-customer';
import { emailSchema } from '../../models/auth-forms.ts';
import { newCustomerAction } from './new-customer.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

export async function action({ request, context }: Route.ActionArgs) {
  return newCustomerAction(context, request);
}

export default function NewCustomer({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(emailSchema, {
    lastResult: actionData?.result,
  });
  const { summary: errors, of: fe } = useFormErrors([fields.email], form.errors);
  return (
    <>
      <PageHead title={t('auth.newCustomer.title')} description={t('auth.newCustomer.metaDescription')} failed={errors.length > 0} />
      <h1>{t('auth.newCustomer.title')}</h1>
      <p>{t('auth.newCustomer.intro')}</p>
      <ol>
        <li>{t('auth.newCustomer.step1')}</li>
        <li>{t('auth.newCustomer.step2')}</li>
        <li>{t('auth.newCustomer.step3')}</li>
      </ol>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} className="auth-form">
        <AuthenticityTokenInput />
        <Field label={t('auth.fields.email')} id={fields.email.id} name={fields.email.name} type="email" defaultValue={fields.email.initialValue} autoComplete="email" errors={fe(fields.email)} />
        <button type="submit">{t('auth.newCustomer.submit')}</button>
      </Form>
      <p>
        <Link to="/login">{t('auth.signup.haveAccount')}</Link>
      </p>
    </>
  );
}
