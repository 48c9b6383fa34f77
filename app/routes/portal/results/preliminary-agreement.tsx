/** The preliminary-results agreement: shown above results that hold a value still Pending Validation, until accepted. */
import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';

export function PreliminaryAgreement() {
  const { t } = useTranslation();
  return (
    <div className="banner banner-warning results-prelim" role="region" aria-label={t('results.prelimTitle')}>
      <p>
        <strong>{t('results.prelimTitle')}</strong> {t('results.prelimText')}
      </p>
      <Form method="post">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="preliminary" />
        <button type="submit">{t('results.prelimProceed')}</button>
      </Form>
    </div>
  );
}
