/**
 * The positive-pay batch table (/positive-pay): one row per saved check, cards on small screens,
 * each row with Edit and Delete submit buttons (`intent` = `edit:<id>` / `delete:<id>`) of the
 * page's one form, named for screen readers by check number and payee.
 */
import { useTranslation } from 'react-i18next';

export interface BatchRow {
  id: number;
  /** 1-based, across pages */
  position: number;
  accountNumber: string;
  checkNumber: string;
  checkDate: string;
  checkAmount: string;
  payeeLine1: string;
}

export function PositivePayBatch({ rows, total }: { rows: BatchRow[]; total: number }) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (
    <>
      <h2 id="batch-title">{t('positivePay.batchTitle')}</h2>
      <p className="muted">{t('positivePay.batchCount', { count: total })}</p>
      {rows.length ? (
        <div className="table-scroll">
          <table className="responsive positive-pay-batch" aria-labelledby="batch-title">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('positivePay.fields.accountNumber')}</th>
                <th scope="col">{t('positivePay.fields.checkNumber')}</th>
                <th scope="col">{t('positivePay.fields.checkDate')}</th>
                <th scope="col" className="numeric">{t('positivePay.fields.checkAmount')}</th>
                <th scope="col">{t('positivePay.fields.payeeLine1')}</th>
                <th scope="col">{t('positivePay.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label="#">{row.position}</td>
                  <td data-label={t('positivePay.fields.accountNumber')}>{row.accountNumber}</td>
                  <td data-label={t('positivePay.fields.checkNumber')}>{row.checkNumber}</td>
                  <td data-label={t('positivePay.fields.checkDate')}>{row.checkDate}</td>
                  <td data-label={t('positivePay.fields.checkAmount')} className="numeric">
                    {money.format(Number(row.checkAmount))}
                  </td>
                  <td data-label={t('positivePay.fields.payeeLine1')} className="payee">{row.payeeLine1}</td>
                  <td className="row-actions">
                    <button type="submit" name="intent" value={`edit:${row.id}`} className="secondary outline">
                      {t('positivePay.edit')}
                      <span className="visually-hidden"> {t('positivePay.rowName', { checkNumber: row.checkNumber, payee: row.payeeLine1 })}</span>
                    </button>
                    <button type="submit" name="intent" value={`delete:${row.id}`} className="secondary outline">
                      {t('positivePay.delete')}
                      <span className="visually-hidden"> {t('positivePay.rowName', { checkNumber: row.checkNumber, payee: row.payeeLine1 })}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('positivePay.empty')}</p>
      )}
    </>
  );
}
