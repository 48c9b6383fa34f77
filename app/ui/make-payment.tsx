/**
 * The Make a Payment aside (document 3 §2, §4, §5): the selected invoices (batch number,
 * invoice number, price), the total by the specification's rule, the saved methods as radio
 * buttons, and Pay. It sits inside the billing list's form, so the row checkboxes post with it.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../contract/money.ts';
import { MethodName, methodDetail } from './method-name.tsx';

export interface PayRow {
  invoiceNumber: string;
  /** cents */
  price: number;
  batchNumber: number | null;
  financeCharge: boolean;
}

export interface PayMethod {
  id: number;
  type: 'CARD' | 'ACH';
  accountType: string;
  lastFour: string;
  cardExpMonth: number | null;
  cardExpYear: number | null;
  achType: string | null;
  usedByAutopay: boolean;
  /** the client's usual method (contract/payments.ts), pre-selected */
  usual: boolean;
}

/**
 * The payment total (document 3 §5): strip a dollar sign and a trailing .00 from each amount as
 * the list shows it, then sum; in cents, so the sum is exact.
 */
export function paymentTotalOf(amounts: string[]): number {
  let cents = 0;
  for (const a of amounts) {
    const text = a.trim().replace(/^\$/, '').replace(/\.00$/, '').replace(/,/g, '');
    const [whole, frac = ''] = text.split('.');
    cents += Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  }
  return cents;
}

// A saved method's name ("Visa ending 1111") has its own module (method-name.tsx): the payment
// methods page shows it without shipping the aside (less JavaScript on that page).
export { MethodName };

/** The invoice lines of a payment (batch, invoice number, price), in the aside and on the receipt. */
export function PayLines({ caption, lines, totalCents }: { caption: string; lines: { invoiceNumber: string; batch: string | number; cents: number }[]; totalCents?: number }) {
  const { t } = useTranslation();
  return (
    <table className="pay-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('payments.batch')}</th>
          <th scope="col">{t('billing.invoiceNumber')}</th>
          <th scope="col" className="num">{t('payments.price')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.invoiceNumber}>
            <td>{l.batch}</td>
            <th scope="row">{l.invoiceNumber}</th>
            <td className="num">{formatCents(l.cents)}</td>
          </tr>
        ))}
      </tbody>
      {totalCents !== undefined ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>{t('payments.total')}</th>
            <td className="num"><strong data-testid="pay-total">{formatCents(totalCents)}</strong></td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/**
 * The selection's count and total with Pay, kept at the bottom of the screen below the wide
 * layout (where the aside is not beside the list). Its Pay posts the aside's form, with the
 * method chosen there (the usual one is pre-selected).
 */
export function PayBar({ selection, canPay }: { selection: PayRow[]; canPay: boolean }) {
  const { t } = useTranslation();
  const total = paymentTotalOf(selection.map((l) => formatCents(l.price)));
  return (
    <div className="pay-bar" role="region" aria-label={t('payments.barLabel')}>
      <p>
        {t('payments.selectedCaption', { count: selection.length })} · <strong>{formatCents(total)}</strong>
      </p>
      {canPay ? (
        <button type="submit" name="intent" value="pay">{t('payments.pay', { total: formatCents(total) })}</button>
      ) : (
        <a href="#make-payment-title">{t('payments.title')}</a>
      )}
    </div>
  );
}

export function MakePayment({ selection, methods, methodsError, payKey }: { selection: PayRow[]; methods: PayMethod[]; methodsError: string | null; payKey: string }) {
  const { t } = useTranslation();
  const total = paymentTotalOf(selection.map((l) => formatCents(l.price)));
  // the client's usual method, never merely the newest (the provider decides which is usual)
  const preferred = methods.find((m) => m.usual) ?? methods.find((m) => m.usedByAutopay) ?? methods.at(-1);
  return (
    <>
      <h2 id="make-payment-title">{t('payments.title')}</h2>
      {selection.length ? (
        <PayLines
          caption={t('payments.selectedCaption', { count: selection.length })}
          lines={selection.map((l) => ({ invoiceNumber: l.invoiceNumber, batch: l.batchNumber ?? (l.financeCharge ? t('billing.financeCharge') : '—'), cents: l.price }))}
          totalCents={total}
        />
      ) : (
        <p className="field-hint">{t('payments.selectHint')}</p>
      )}
      <div className="form-buttons">
        <button type="submit" name="intent" value="select" className="secondary">{t('payments.updateSelection')}</button>
        {selection.length ? <button type="submit" name="intent" value="clear" className="secondary">{t('payments.clearSelection')}</button> : null}
      </div>
      {methodsError ? (
        <p role="alert" className="field-error">{t(methodsError)}</p>
      ) : methods.length ? (
        <fieldset className="pay-methods">
          <legend>{t('payments.payWith')}</legend>
          {methods.map((m) => (
            <label key={m.id} className="radio pay-method">
              <input type="radio" name="methodId" value={m.id} defaultChecked={m.id === preferred?.id} />
              <span>
                <MethodName m={m} />
                <small className="method-detail">{methodDetail(t, m)}</small>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{t('payments.noMethods')}</p>
      )}
      <p><Link to="/dashboard/billing/payment-methods">{t('payments.manageMethods')}</Link></p>
      <input type="hidden" name="payKey" value={payKey} />
      <input type="hidden" name="shownTotal" value={total} />
      {selection.length && methods.length ? (
        <button type="submit" name="intent" value="pay">{t('payments.pay', { total: formatCents(total) })}</button>
      ) : null}
    </>
  );
}
