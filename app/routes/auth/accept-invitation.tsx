import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data, redirect } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/accept-invitation';
import { invitationResponse, loginResponse } from '../../../provider/contract/auth.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { forgetAccount, signIn } from '../../models/account.server.ts';
import { providerFailure } from '../../models/form-answer.server.ts';
import { ProviderError, providerClient } from '../../models/provider.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';

const schema = z
  .object({
    firstname: z.string({ error: 'auth.errors.firstname' }).trim().min(1, 'auth.errors.firstname').max(100),
    lastname: z.string({ error: 'auth.errors.lastname' }).trim().min(1, 'auth.errors.lastname').max(100),
    phone: z.string().trim().max(40).optional(),
    password: z.string({ error: 'required-password' }).min(8, 'auth.errors.passwordLength').max(128, 'auth.errors.passwordLength'),
    confirmPassword: z.string({ error: 'auth.errors.confirmPassword' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'auth.errors.passwordsDiffer' });

/**
 * The e-mailed invitation link (GET /memberships/{token}/accept). The link proves the address,
 * not a password (issue 12 item 2): an address with a confirmed account accepts only once
 * signed in as it (login comes back here, then the invitation is accepted); a new person, or an
 * address whose account was never confirmed, completes sign-up here, setting their own password,
 * and is signed in.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { session } = context.get(sessionContext);
  try {
    const invitation = await providerClient(context).get(`/memberships/${encodeURIComponent(params.token)}/accept`, invitationResponse, { authRedirect: false });
    if (invitation.accepted) {
      forgetAccount(session);
      flash(session, { kind: 'success', message: 'auth.invitation.acceptedSignedIn', values: { name: invitation.clientName } });
      return redirect('/launchpad');
    }
    if (invitation.needsLogin) {
      flash(session, { kind: 'info', message: 'auth.invitation.loginToAccept', values: { name: invitation.clientName, email: invitation.email } });
      const back = `/accept-invitation/${encodeURIComponent(params.token)}`;
      return redirect(`/login?email=${encodeURIComponent(invitation.email)}&redirectTo=${encodeURIComponent(back)}`);
    }
    return data({ invitation });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return data({ invitation: null }, { status: 404 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
  const hide = { hideFields: ['password', 'confirmPassword'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  const v = submission.value;
  try {
    const login = await providerClient(context).post('/users/complete_signup', loginResponse, {
      body: { invitation_token: params.token, first_name: v.firstname, last_name: v.lastname, phone: v.phone || null, password: v.password, password_confirmation: v.confirmPassword },
      authRedirect: false,
    });
    const { session } = context.get(sessionContext);
    flash(session, { kind: 'success', message: 'auth.invitation.welcome' });
    return redirect(signIn(session, login));
  } catch (error) {
    return providerFailure(error, 'auth.invitation.failed', {
      submission,
      ...hide,
      on: { 404: 'auth.invitation.badLink', 409: 'auth.invitation.accountExists' },
      throwServerErrors: true,
    });
  }
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const invitation = loaderData.invitation;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { firstname: invitation?.firstname ?? '', lastname: invitation?.lastname ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const { summary: errors, of: fe } = useFormErrors([fields.firstname, fields.lastname, fields.phone, fields.password, fields.confirmPassword], form.errors);
  if (!invitation) {
    return (
      <>
        <PageHead title={t('auth.invitation.failedTitle')} failed />
        <h1>{t('auth.invitation.failedTitle')}</h1>
        <p>{t('auth.invitation.badLink')}</p>
        <p>
          <Link to="/login">{t('auth.login.title')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHead title={t('auth.invitation.title')} failed={errors.length > 0} />
      <h1>{t('auth.invitation.title')}</h1>
      <p>{t('auth.invitation.intro', { name: invitation.clientName, email: invitation.email })}</p>
      <ErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} className="auth-form">
        <AuthenticityTokenInput />
        <Field label={t('auth.fields.firstname')} id={fields.firstname.id} name={fields.firstname.name} defaultValue={fields.firstname.initialValue} autoComplete="given-name" errors={fe(fields.firstname)} />
        <Field label={t('auth.fields.lastname')} id={fields.lastname.id} name={fields.lastname.name} defaultValue={fields.lastname.initialValue} autoComplete="family-name" errors={fe(fields.lastname)} />
        <Field label={t('auth.fields.phone')} optional id={fields.phone.id} name={fields.phone.name} type="tel" defaultValue={fields.phone.initialValue} autoComplete="tel" errors={fe(fields.phone)} />
        <Field label={t('auth.fields.newPassword')} hint={t('auth.fields.passwordHint')} id={fields.password.id} name={fields.password.name} type="password" autoComplete="new-password" errors={fe(fields.password)} />
        <Field label={t('auth.fields.confirmPassword')} id={fields.confirmPassword.id} name={fields.confirmPassword.name} type="password" autoComplete="new-password" errors={fe(fields.confirmPassword)} />
        <button type="submit">{t('auth.invitation.submit')}</button>
      </Form>
    </>
  );
}
