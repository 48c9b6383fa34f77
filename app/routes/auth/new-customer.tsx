import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data, redirect } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/new-customer';
import { userExistsResponse } from '../../../provider/contract/auth.ts';
import { providerClient } from '../../models/provider.server.ts';
import { providerFailure } from '../../models/form-answer.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';

const schema = z.object({ email: z.string({ error: 'required-email' }).trim().max(254).pipe(z.email('email-error-invalid-format')) });

/**
 * New customers: one e-mail field. An address with an account goes to login, a new one to
 * sign-up, pre-filled (POST /users/does_user_exist.json, rate-limited by the provider).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const email = submission.value.email;
  try {
    const { exists } = await providerClient(context).post('/users/does_user_exist.json', userExistsResponse, { body: { email }, authRedirect: false });
    return redirect(`${exists ? '/login' : '/signup'}?email=${encodeURIComponent(email)}`);
  } catch (error) {
    return providerFailure(error, 'auth.newCustomer.error', { submission, on: { 429: 'auth.newCustomer.tooMany' }, throwServerErrors: true });
  }
}

export default function NewCustomer({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
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
