import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/login-two-factor';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { getFormProps } from '@conform-to/react';
import { loginTwoFactorAction, loginTwoFactorLoader } from './login-two-factor.server.ts';
import { LABELS, codeSchema, recoverySchema } from './login-two-factor.form.ts';
import { useSchemaForm } from '../../ui/schema-form.ts';

/**
 * /login/two-factor: the sign-in's second step, after a correct password for an account with
 * two-factor sign-in on. A 6-digit code from the authenticator app, or (`?recovery=1`) one of
 * the recovery codes; what to do when both are lost. Works without JavaScript.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loginTwoFactorLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginTwoFactorAction(context, request);
}

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { recovery } = loaderData;
  const [form, fields] = useSchemaForm(recovery ? recoverySchema : codeSchema, {
    id: recovery ? 'recovery' : 'code',
    lastResult: actionData?.result,
  });
  const field = recovery ? fields.recoveryCode : fields.code;
  const { summary, of } = useFormErrors([field], form.errors, { labels: LABELS });
  return (
    <>
      <PageHead title={t('twoFactor.signIn.title')} failed={summary.length > 0} noindex />
      <h1>{t('twoFactor.signIn.title')}</h1>
      <p>{t(recovery ? 'twoFactor.signIn.recoveryIntro' : 'twoFactor.signIn.intro')}</p>
      <ErrorSummary errors={summary} />
      <Form method="post" {...getFormProps(form)} className="auth-form" action={recovery ? '/login/two-factor?recovery=1' : '/login/two-factor'}>
        <AuthenticityTokenInput />
        <input type="hidden" name="mode" value={recovery ? 'recovery' : 'code'} />
        {recovery ? (
          <Field id={field.id} name={field.name} label={t(LABELS.recoveryCode)} hint={t('twoFactor.fields.recoveryHint')} errors={of(field)}
            autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} autoFocus />
        ) : (
          <Field id={field.id} name={field.name} label={t(LABELS.code)} hint={t('twoFactor.fields.codeHint')} errors={of(field)}
            inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} spellCheck={false} autoFocus />
        )}
        <button type="submit">{t('twoFactor.signIn.submit')}</button>
      </Form>
      <ul className="auth-links">
        <li>
          {recovery ? <Link to="/login/two-factor">{t('twoFactor.signIn.useCode')}</Link> : <Link to="/login/two-factor?recovery=1">{t('twoFactor.signIn.useRecovery')}</Link>}
        </li>
        <li>
          <Link to="/login">{t('twoFactor.signIn.startOver')}</Link>
        </li>
      </ul>
      <p className="muted">
        {t('twoFactor.lost.both')} <Link to="/contact-us">{t('twoFactor.lost.contact')}</Link>
      </p>
    </>
  );
}
