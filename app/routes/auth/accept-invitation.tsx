import { getFormProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/accept-invitation';
import { invitationSchema } from '../../models/auth-forms.ts';
import { invitationAction, invitationLoader } from './accept-invitation.server.ts';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { InvitationButtons, roleLabelKey } from '../../ui/invitations.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  return invitationLoader(context, params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return invitationAction(context, request, params.token);
}

/** The auth pages' frame (this route sits outside their layout, see app/routes.ts). */
export default function AcceptInvitationPage(props: Route.ComponentProps) {
  return (
    <section className="container auth-page">
      <AcceptInvitation {...props} />
    </section>
  );
}

function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const invitation = loaderData.invitation;
  const [form, fields] = useSchemaForm(invitationSchema, {
    lastResult: actionData?.result,
    defaultValue: { firstname: invitation?.firstname ?? '', lastname: invitation?.lastname ?? '' }
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
  if (invitation.invitationId) {
    // Signed in as the invited account: no password to choose, only the answer.
    const client = invitation.clientName;
    return (
      <>
        <PageHead title={t('teamMail.answerTitle')} />
        <h1>{t('teamMail.answerTitle')}</h1>
        <p>{t('teamMail.answerIntro', { client, role: t(roleLabelKey(invitation.role ?? '')), email: invitation.email })}</p>
        <InvitationButtons id={invitation.invitationId} client={client} />
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
