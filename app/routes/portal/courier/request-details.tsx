import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourierRequest } from '../../../../contract/courier.ts';
import { LAB_ZONE } from '../../../../contract/lab-time.ts';

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: LAB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit',
});
/** Date and time on the lab's clock, the same on the server and in the browser. */
export const labTime = (iso: string) => when.format(new Date(iso));

export function StatusLabel({ status }: { status: CourierRequest['status'] }) {
  const { t } = useTranslation();
  // document 2 §4: pending is displayed as "received"
  return <span className={`courier-status status-${status}`}>{t(`courier.statuses.${status}`)}</span>;
}

/** "Scheduled" is the time of the lab's decision; a pending request has none yet. */
export function Scheduled({ r }: { r: CourierRequest }) {
  const { t } = useTranslation();
  return r.status === 'pending' ? <span className="muted">{t('courier.awaitingConfirmation')}</span> : <>{labTime(r.updatedAt)}</>;
}

/** The details "modal" (document 2 §2): a `<dialog open>` opened by a link, closed by a link; a two-step timeline. */
export function DetailsDialog({ r, close }: { r: CourierRequest; close: string }) {
  const { t } = useTranslation();
  const done = r.status !== 'pending';
  return (
    <dialog open className="courier-details" aria-labelledby="courier-details-title">
      <article>
        <h2 id="courier-details-title">{t('courier.numbered', { id: r.id })}</h2>
        <ol className="courier-timeline">
          <li className="step-done">
            <strong>{t('courier.statuses.pending')}</strong> <span>{labTime(r.createdAt)}</span>
          </li>
          <li className={done ? `step-done step-${r.status}` : 'step-waiting'} aria-current={done ? 'step' : undefined}>
            {done ? (
              <>
                <strong>{t(`courier.statuses.${r.status}`)}</strong> <span>{labTime(r.updatedAt)}</span>
              </>
            ) : (
              <span>{t('courier.awaitingConfirmation')}</span>
            )}
          </li>
        </ol>
        <dl className="facts">
          <dt>{t('courier.address')}</dt>
          <dd>{r.address}</dd>
          <dt>{t('courier.phone')}</dt>
          <dd>{r.phoneNumber}</dd>
          <dt>{t('courier.instructions')}</dt>
          <dd>{r.instructions || '—'}</dd>
          <dt>{t('courier.status')}</dt>
          <dd><StatusLabel status={r.status} /></dd>
        </dl>
        <p>
          <Link to={close} preventScrollReset>{t('common.close')}</Link>
        </p>
      </article>
    </dialog>
  );
}
