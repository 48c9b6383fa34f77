import { Link, data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/receipt';
import { requireAccess } from '../../../models/gate.server.ts';
import { RECEIPT_REFUSAL_KEYS, loadPaymentOrder } from '../../../models/payments.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { formatCents } from '../../../../contract/money.ts';
import { MethodName, PayLines } from '../../../ui/make-payment.tsx';
import { labDay } from '../../../ui/lab-date.ts';
import billingHref from '../../../styles/billing.css?url';

/**
 * The receipt (document 3 §2 "Receipt screen"), reached by post/redirect/get
 * after paying: `?order=ORD-…`. Paid: thank-you, the e-mailed copy, the download link, the order
 * number and total, one line per invoice (batch, price), the paid-on date with the card type and
 * its last four digits (as everywhere else), return to billing. Pending (ACH): the same, saying the debit settles later.
 * Declined or failed: nothing was charged and why; the invoices stay selected on billing.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: billingHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'billing');
  const number = new URL(request.url).searchParams.get('order') ?? '';
  if (!/^[A-Za-z0-9-]{1,40}$/.test(number)) throw data({ message: 'payments.receiptNotFound' }, { status: 404 });
  // why the pay call was refused, when it was (invoices.server.ts): a known key, else nothing
  const refusedKey = new URL(request.url).searchParams.get('refused') ?? '';
  const refused = (RECEIPT_REFUSAL_KEYS as readonly string[]).includes(refusedKey) ? refusedKey : null;
  try {
    return { order: await loadPaymentOrder(context, client.code, number), refused };
  } catch (e) {
    if (e instanceof ProviderError && e.status === 404) throw data({ message: 'payments.receiptNotFound' }, { status: 404 });
    throw e;
  }
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order: o, refused } = loaderData;
  const paid = o.state === 'successful' || o.state === 'pending';
  // An order the pay call refused before any charge stays 'created': nothing was charged.
  const failed = o.state === 'failed' || (o.state === 'created' && !!refused);
  const title = paid ? t('payments.receiptTitle') : failed ? t('payments.failedTitle') : t('payments.processingTitle');
  return (
    <section className="receipt">
      <PageHead title={title} />
      <h1>{title}</h1>
      {paid ? (
        <>
          <p className="receipt-thanks">{t('payments.thanks')}</p>
          <p>{t('payments.emailCopy')}</p>
          {o.state === 'pending' ? <p className="banner banner-info" role="note">{t('payments.pendingNote')}</p> : null}
        </>
      ) : failed ? (
        <div className="banner banner-error" role="alert">
          <p><strong>{t('payments.nothingCharged')}</strong></p>
          <p>{o.state === 'failed' ? t(`payments.failure.${o.failureCode ?? 'invalid'}`, { defaultValue: t('pay-invoice-error') }) : t(refused!)}</p>
          <p>{t('payments.stillSelected')}</p>
        </div>
      ) : (
        <p role="status">{t('payments.processingNote')}</p>
      )}
      <dl className="receipt-facts">
        <dt>{t('payments.orderNumber')}</dt>
        <dd>{o.orderNumber}</dd>
        <dt>{t('payments.orderTotal')}</dt>
        <dd>{formatCents(Math.round(o.orderTotal * 100))}</dd>
        {paid && o.paidAt && o.paymentCard ? (
          <>
            <dt>{o.state === 'pending' ? t('payments.submittedOn') : t('payments.paidOn')}</dt>
            <dd>
              {labDay(o.paidAt)} · {t('payments.paidWith', { kind: t(`payments.kinds.${o.paymentCard.accountType}`, { defaultValue: o.paymentCard.accountType }), last: o.paymentCard.lastFour })}
            </dd>
          </>
        ) : o.paymentCard ? (
          <>
            <dt>{t('payments.method')}</dt>
            <dd><MethodName m={o.paymentCard} /></dd>
          </>
        ) : null}
      </dl>
      <PayLines
        caption={paid ? t('payments.linesCaption') : t('payments.linesCaptionUnpaid')}
        lines={o.lineItems.map((l) => ({ invoiceNumber: l.invoiceNumber, batch: l.batchNumber ?? '—', cents: Math.round(l.price * 100) }))}
      />
      <p className="form-buttons">
        {paid ? (
          <a role="button" href={`/dashboard/billing/receipt/${encodeURIComponent(o.orderNumber)}/pdf`} download>
            {t('payments.downloadReceipt')}
          </a>
        ) : null}
        <Link role="button" className="secondary" to="/dashboard/billing" reloadDocument={false}>{t('payments.returnToBilling')}</Link>
      </p>
    </section>
  );
}
