import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data, redirect, useSearchParams } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from '../../ui/honeypot.tsx';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/signup';
import { successResponse } from '../../../provider/contract/auth.ts';
import { checkHoneypot } from '../../csrf.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { providerFailure } from '../../models/form-answer.server.ts';
import { providerClient } from '../../models/provider.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';

const schema = z
  .object({
    firstname: z.string({ error: 'auth.errors.firstname' }).trim().min(1, 'auth.errors.firstname').max(100),
    lastname: z.string({ error: 'auth.errors.lastname' }).trim().min(1, 'auth.errors.lastname').max(100),
    email: z.string({ error: 'required-email' }).trim().max(254).pipe(z.email('email-error-invalid-format')),
    phone: z.string().trim().max(40).optional(),
    password: z.string({ error: 'required-password' }).min(8, 'auth.errors.passwordLength').max(128, 'auth.errors.passwordLength'),
    confirmPassword: z.string({ error: 'auth.errors.confirmPassword' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'auth.errors.passwordsDiffer' });

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 });
  const v = submission.value;
  try {
    await providerClient(context).post('/users.json', successResponse, {
      body: { user: { email: v.email, password: v.password, firstname: v.firstname, lastname: v.lastname, phone: v.phone || null } },
      authRedirect: false,
    });
  } catch (error) {
    // a weak password on its field, a limit with its wait, else auth.signup.error
    return providerFailure(error, 'auth.signup.error', { submission, hideFields: ['password', 'confirmPassword'], throwServerErrors: true });
  }
  // The same answer whether or not the address already had an account (that owner gets an e-mail).
  flash(context.get(sessionContext).session, { kind: 'success', message: 'auth.signup.sent', values: { email: v.email } });
  return redirect(`/login?email=${encodeURIComponent(v.email)}`);
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { email: params.get('email') ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
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
