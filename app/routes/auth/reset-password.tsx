import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data, redirect } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/reset-password';
import { successResponse } from '../../../provider/contract/auth.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { providerFailure } from '../../models/form-answer.server.ts';
import { providerClient } from '../../models/provider.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';

const schema = z
  .object({
    password: z.string({ error: 'required-password' }).min(8, 'auth.errors.passwordLength').max(128, 'auth.errors.passwordLength'),
    confirmPassword: z.string({ error: 'auth.errors.confirmPassword' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'auth.errors.passwordsDiffer' });

/** Sets a new password with the e-mailed token (POST /password/reset.json): single use, one hour. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
  const hide = { hideFields: ['password', 'confirmPassword'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  try {
    await providerClient(context).post('/password/reset.json', successResponse, {
      body: { password: submission.value.password, confirm_password: submission.value.confirmPassword, reset_password_token: params.token },
      authRedirect: false,
    });
  } catch (error) {
    // A refused password leaves the link usable: say why, on the field; anything else is the link.
    return providerFailure(error, 'auth.reset.badLink', { submission, ...hide, throwServerErrors: true });
  }
  flash(context.get(sessionContext).session, { kind: 'success', message: 'auth.reset.done' });
  return redirect('/login');
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
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
