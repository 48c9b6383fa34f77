import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data, redirect } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/request-reset-password';
import { successResponse } from '../../../provider/contract/auth.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { retryMinutes } from '../../models/password-refusal.server.ts';
import { providerFailure } from '../../models/form-answer.server.ts';
import { providerClient } from '../../models/provider.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';

const schema = z.object({ email: z.string({ error: 'required-email' }).trim().max(254).pipe(z.email('email-error-invalid-format')) });

/** Asks for a reset link (POST /password.json). The same message whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await providerClient(context).post('/password.json', successResponse, { body: { user: { email: submission.value.email } }, authRedirect: false });
  } catch (error) {
    // Too many requests from this network (issue 12 item 5): the same for any address.
    if (!retryMinutes(error)) throw error;
    return providerFailure(error, 'auth.errors.tooMany', { submission });
  }
  flash(context.get(sessionContext).session, { kind: 'success', message: 'auth.reset.sent', values: { email: submission.value.email } });
  return redirect('/login');
}

export default function RequestResetPassword({ actionData }: Route.ComponentProps) {
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
