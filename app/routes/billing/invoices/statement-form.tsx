/**
 * The billing page's statement of account: a plain GET form (works without JavaScript; the
 * browser downloads the PDF and stays on the page) choosing the month of payments listed,
 * the last whole month first.
 */
import { useTranslation } from 'react-i18next';
import { monthTitle } from '../../../../contract/statement.ts';

export function StatementForm({ months }: { months: string[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-US';
  return (
    <form method="get" action="/dashboard/billing/statement.pdf" className="statement-form" aria-labelledby="statement-title">
      <h2 id="statement-title">{t('billing.statementTitle')}</h2>
      <div className="field">
        <label htmlFor="statement-month">{t('billing.statementMonth')}</label>
        <select id="statement-month" name="month" defaultValue={months[0]}>
          {months.map((m) => (
            <option key={m} value={m}>{monthTitle(m, locale)}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="secondary">{t('billing.statementDownload')}</button>
      <small className="field-hint">{t('billing.statementHint')}</small>
    </form>
  );
}
