/**
 * The smoke impact report's disclaimer: shown until the user ticks the box and continues (the
 * acknowledgement is remembered by a cookie). Works without JavaScript; with it, Continue
 * enables when the box is ticked.
 */
import { useState } from 'react';
import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, ErrorSummary } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';

export function Disclaimer({ text, error, enhanced }: { text: string | null; error: string | null; enhanced: boolean }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const errors = error === 'smoke.errors.agree-required' ? [t(error)] : undefined;
  return (
    <article className="analytics-page smoke-page">
      <PageHead title={t('smoke.title')} failed={!!error} noindex />
      <h1>{t('smoke.title')}</h1>
      <ErrorSummary errors={error ? [{ id: 'agree', message: t(error) }] : []} />
      <section aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title">{t('smoke.disclaimerTitle')}</h2>
        <div className="smoke-disclaimer" tabIndex={0} aria-labelledby="disclaimer-title">
          {text ? <p>{text}</p> : <p role="alert">{t('smoke.errors.disclaimer-unavailable')}</p>}
        </div>
        <Form method="post" className="smoke-acknowledge">
          <AuthenticityTokenInput />
          <CheckboxField id="agree" name="agree" label={t('smoke.agreeLabel')} errors={errors} checked={enhanced ? checked : undefined} onChange={(e) => setChecked(e.currentTarget.checked)} />
          <button type="submit" disabled={!text || (enhanced && !checked)}>
            {t('smoke.continue')}
          </button>
        </Form>
      </section>
    </article>
  );
}
