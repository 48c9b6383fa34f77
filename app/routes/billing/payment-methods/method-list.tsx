/** The saved methods: brand or bank, last four, expiry or ACH type, owner, and a delete step each. */
import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../contract/payments.ts';
import { MethodName, methodDetail } from '../../../ui/method-name.tsx';

export function MethodList({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation();
  if (!methods.length) return <p role="status">{t('payments.noMethods')}</p>;
  return (
    // focusable: at narrow widths the table scrolls sideways, and a row may have no link (the autopay method's)
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('payments.savedMethods')}>
      <table className="methods-table">
        <caption>{t('payments.savedMethods')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.method')}</th>
            <th scope="col">{t('payments.expiryOrType')}</th>
            <th scope="col">{t('payments.owner')}</th>
            <th scope="col">{t('payments.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((m) => (
            <tr key={m.id}>
              <th scope="row"><MethodName m={m} /></th>
              <td data-label={t('payments.expiryOrType')}>{methodDetail(t, m)}</td>
              <td data-label={t('payments.owner')}>{m.owner}</td>
              <td data-label={t('payments.actions')}><DeleteMethod m={m} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Delete: a link to the confirmation page; with JavaScript it opens the same confirmation in a dialog. */
function DeleteMethod({ m }: { m: PaymentMethod }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  if (m.usedByAutopay) {
    // document 3 §2: deleting the autopay method is blocked, and says why
    return <span className="muted" id={`autopay-note-${m.id}`}>{t('payments.deleteBlocked')}</span>;
  }
  return (
    <>
      <Link
        to={`/dashboard/billing/payment-methods/${m.id}/delete`}
        aria-label={t('payments.deleteOf', { name: t('payments.methodName', { kind: t(`payments.kinds.${m.accountType}`, { defaultValue: m.accountType }), last: m.lastFour }) })}
        onClick={(e) => {
          if (!dialog.current?.showModal) return;
          e.preventDefault();
          dialog.current.showModal();
        }}
      >
        {t('payments.delete')}
      </Link>
      <dialog ref={dialog} aria-labelledby={`delete-title-${m.id}`}>
        <h2 id={`delete-title-${m.id}`}>{t('payments.deleteTitle')}</h2>
        <p>{t('payments.deleteQuestion')} <strong><MethodName m={m} /></strong>?</p>
        <Form method="post" action={`/dashboard/billing/payment-methods/${m.id}/delete`} className="form-buttons">
          <AuthenticityTokenInput />
          <button type="submit">{t('payments.deleteYes')}</button>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>{t('payments.deleteNo')}</button>
        </Form>
      </dialog>
    </>
  );
}
