import { Form, Link, useLocation } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/two-factor';
import { ErrorSummary, Field, useFormErrors } from '../../ui/form.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { LaunchpadMenu } from '../../ui/launchpad-menu.tsx';
import { getFormProps } from '@conform-to/react';
import portalHref from '../../styles/portal.css?url';
import { twoFactorAction, twoFactorLoader } from './two-factor.server.ts';
import { LABELS, confirmSchema, disableSchema, regenerateSchema } from './two-factor.form.ts';
import { useSchemaForm } from '../../ui/schema-form.ts';

/**
 * /launchpad/user-settings/two-factor: two-factor sign-in (TOTP) for the signed-in user's own
 * account. Off: a button starts the set-up. Started: the QR code (server-drawn SVG) and the
 * secret as text to type, and a code to confirm. On: new recovery codes (with a current code)
 * and turning it off (the password or a current code). The recovery codes are shown once, on
 * the answer that made them, as plain text to save, download or print. Works without
 * JavaScript; never kept by the signed-in page cache (it may show the secret).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: portalHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return twoFactorLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return twoFactorAction(context, request);
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { key } = useLocation();
  return <TwoFactorPage key={key} loaderData={loaderData} actionData={actionData} />;
}

function TwoFactorPage({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t, i18n } = useTranslation();
  const { email, enabled, enabledAt, recoveryCodesLeft, requiredBy, pending } = loaderData;
  const codes = actionData?.recoveryCodes ?? null;
  const resultOf = (intent: string) => (actionData?.intent === intent && actionData.result ? actionData.result : undefined);
  const checks = { shouldValidate: 'onSubmit', shouldRevalidate: 'onInput' } as const;
  const [confirm, cf] = useSchemaForm(confirmSchema, { id: 'confirm', lastResult: resultOf('confirm'), ...checks });
  const [regen, rf] = useSchemaForm(regenerateSchema, { id: 'regenerate', lastResult: resultOf('regenerate'), ...checks });
  const [off, of] = useSchemaForm(disableSchema, { id: 'disable', lastResult: resultOf('disable'), ...checks });
  const confirmErrors = useFormErrors([cf.code], confirm.errors, { labels: LABELS });
  const regenErrors = useFormErrors([rf.code], regen.errors, { labels: LABELS });
  const offErrors = useFormErrors([of.password, of.code], off.errors, { labels: LABELS });
  const failed = confirmErrors.summary.length + regenErrors.summary.length + offErrors.summary.length > 0;
  const codeInput = { inputMode: 'numeric' as const, autoComplete: 'one-time-code', pattern: '[0-9 ]*', maxLength: 7, spellCheck: false, className: 'code-input' };

  return (
    <div className="container dashboard user-settings two-factor">
      <PageHead title={t('twoFactor.setup.title')} failed={failed} noindex />
      <LaunchpadMenu current="/launchpad/user-settings/two-factor" />
      <div className="dashboard-main">
        <h1>{t('twoFactor.setup.title')}</h1>

        {codes ? (
          <section aria-labelledby="codes-title" className="form-section recovery-codes">
            <h2 id="codes-title">{t('twoFactor.codes.title')}</h2>
            <p>
              <strong>{t('twoFactor.codes.once')}</strong> {t('twoFactor.codes.intro')}
            </p>
            <pre className="recovery-code-list" aria-label={t('twoFactor.codes.title')}>{codes.join('\n')}</pre>
            <p className="no-print">
              <a download="recovery-codes.txt" href={`data:text/plain;charset=utf-8,${encodeURIComponent(codesText(t('twoFactor.codes.fileHeading', { email }), codes))}`}>
                {t('twoFactor.codes.download')}
              </a>{' '}
              {t('twoFactor.codes.print')}
            </p>
            <p className="no-print">
              <Link to="/launchpad/user-settings/two-factor">
                {t('twoFactor.codes.saved')}
              </Link>
            </p>
          </section>
        ) : null}

        {!codes && !enabled && requiredBy.length > 0 ? (
          <p className="notice" role="note">
            {t('twoFactor.setup.requiredBy', { names: requiredBy.join(', '), count: requiredBy.length })}
          </p>
        ) : null}

        {!codes && !enabled && !pending ? (
          <section aria-labelledby="off-title" className="form-section">
            <h2 id="off-title">{t('twoFactor.setup.offTitle')}</h2>
            <p>{t('twoFactor.setup.intro')}</p>
            <p>{t('twoFactor.setup.apps')}</p>
            <Form method="post">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="start" />
              <button type="submit">{t('twoFactor.setup.start')}</button>
            </Form>
          </section>
        ) : null}

        {!codes && !enabled && pending ? (
          <section aria-labelledby="scan-title" className="form-section">
            <h2 id="scan-title">{t('twoFactor.setup.scanTitle')}</h2>
            <ol className="setup-steps">
              <li>
                <p>{t('twoFactor.setup.scan')}</p>
                <figure className="qr-code">
                  <div role="img" aria-label={t('twoFactor.setup.qrLabel')} dangerouslySetInnerHTML={{ __html: pending.qr }} />
                </figure>
                <p>{t('twoFactor.setup.orType')}</p>
                <p>
                  <code className="totp-secret" data-testid="totp-secret">{pending.secret}</code>
                </p>
                <p className="muted">{t('twoFactor.setup.typeDetails', { email })}</p>
              </li>
              <li>
                <p>{t('twoFactor.setup.enterCode')}</p>
                <ErrorSummary errors={confirmErrors.summary} />
                <Form method="post" {...getFormProps(confirm)}>
                  <AuthenticityTokenInput />
                  <input type="hidden" name="intent" value="confirm" />
                  <Field id={cf.code.id} name={cf.code.name} label={t(LABELS.code)} hint={t('twoFactor.fields.codeHint')} errors={confirmErrors.of(cf.code)} {...codeInput} />
                  <button type="submit">{t('twoFactor.setup.confirm')}</button>
                </Form>
              </li>
            </ol>
            <Form method="post" className="setup-again">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="start" />
              <button type="submit" className="secondary">{t('twoFactor.setup.again')}</button>
            </Form>
          </section>
        ) : null}

        {!codes && enabled ? (
          <>
            <section aria-labelledby="on-title" className="form-section">
              <h2 id="on-title">{t('twoFactor.setup.onTitle')}</h2>
              <p>{t('twoFactor.setup.onSince', { date: enabledAt ? new Date(enabledAt).toLocaleDateString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }) : '' })}</p>
              <p>{t('twoFactor.setup.codesLeft', { count: recoveryCodesLeft })}</p>
            </section>
            <section aria-labelledby="regen-title" className="form-section">
              <h2 id="regen-title">{t('twoFactor.setup.regenTitle')}</h2>
              <p>{t('twoFactor.setup.regenIntro')}</p>
              <ErrorSummary errors={regenErrors.summary} />
              <Form method="post" {...getFormProps(regen)}>
                <AuthenticityTokenInput />
                <input type="hidden" name="intent" value="regenerate" />
                <Field id={rf.code.id} name={rf.code.name} label={t(LABELS.code)} hint={t('twoFactor.fields.codeHint')} errors={regenErrors.of(rf.code)} {...codeInput} />
                <button type="submit" className="secondary">{t('twoFactor.setup.regen')}</button>
              </Form>
            </section>
            <section aria-labelledby="disable-title" className="form-section">
              <h2 id="disable-title">{t('twoFactor.setup.disableTitle')}</h2>
              <p>{t('twoFactor.setup.disableIntro')}</p>
              <ErrorSummary errors={offErrors.summary} />
              <Form method="post" {...getFormProps(off)}>
                <AuthenticityTokenInput />
                <input type="hidden" name="intent" value="disable" />
                <input type="hidden" name="username" value={email} autoComplete="username" />
                <Field id={of.password.id} name={of.password.name} type="password" label={t(LABELS.password)} errors={offErrors.of(of.password)} autoComplete="current-password" />
                <Field id={of.code.id} name={of.code.name} label={t('twoFactor.fields.orCode')} errors={offErrors.of(of.code)} {...codeInput} />
                <button type="submit" className="secondary">{t('twoFactor.setup.disable')}</button>
              </Form>
            </section>
          </>
        ) : null}

        <section aria-labelledby="lost-title" className="form-section">
          <h2 id="lost-title">{t('twoFactor.lost.title')}</h2>
          <p>{t('twoFactor.lost.device')}</p>
          <p>
            {t('twoFactor.lost.both')} <Link to="/contact-us">{t('twoFactor.lost.contact')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}

/** The downloadable text file: a heading, the codes one per line. */
function codesText(heading: string, codes: string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}
