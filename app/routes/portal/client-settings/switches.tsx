import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { PATH } from './client-settings.form.ts';
import type { SettingsForms } from './settings-forms.ts';

/** The mailed-copies switches (the client's Administrators only): paper copies of invoices and of reports. */
export function MailedCopies({ mailed }: { mailed: { invoices: boolean; reports: boolean } }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="mailed-title" className="form-section">
      <h2 id="mailed-title">{t('clientSettings.mailed')}</h2>
      <p className="muted">{t('clientSettings.mailedIntro')}</p>
      <Form method="post" action={PATH}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="mailed" />
        <label htmlFor="mailed-invoices">
          <input type="checkbox" role="switch" id="mailed-invoices" name="mailedInvoices" defaultChecked={mailed.invoices} /> {t('clientSettings.mailedInvoices')}
        </label>
        <label htmlFor="mailed-reports">
          <input type="checkbox" role="switch" id="mailed-reports" name="mailedReports" defaultChecked={mailed.reports} /> {t('clientSettings.mailedReports')}
        </label>
        <button type="submit" className="secondary">{t('clientSettings.saveMailed')}</button>
      </Form>
    </section>
  );
}

/** Whether the client requires two-factor sign-in of everyone who opens its data; its Administrators switch it. */
export function TwoFactorRequirement({ required, canChange, forms }: { required: boolean; canChange: boolean; forms: SettingsForms }) {
  const { t } = useTranslation();
  const refusal = forms.messages('two-factor', '');
  return (
    <section aria-labelledby="two-factor-title" className="form-section">
      <h2 id="two-factor-title">{t('twoFactor.client.title')}</h2>
      <p className="muted">{t('twoFactor.client.intro')}</p>
      {canChange ? (
        <Form method="post" action={PATH}>
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="two-factor" />
          <label htmlFor="require-two-factor">
            <input type="checkbox" role="switch" id="require-two-factor" name="requireTwoFactor" defaultChecked={required}
              aria-describedby={refusal ? 'require-two-factor-error' : undefined} /> {t('twoFactor.client.switch')}
          </label>
          {refusal ? <p id="require-two-factor-error" className="field-error">{refusal.join(' ')}</p> : null}
          <button type="submit" className="secondary">{t('twoFactor.client.save')}</button>
        </Form>
      ) : (
        <p>{t(required ? 'twoFactor.client.isRequired' : 'twoFactor.client.notRequired')}</p>
      )}
    </section>
  );
}
