import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourierRequest } from '../../../../contract/courier.ts';
import { PATH } from './request-courier.form.ts';
import { longLabDay } from '../../../ui/lab-date.ts';

/** The "request sent" panel (?sent={id}), with the way back to the form. */
export function SentPanel({ sent, back, pickupDay }: { sent: CourierRequest; back: string; pickupDay: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="courier-panel courier-sent" role="status" aria-labelledby="courier-sent-title">
      <h2 id="courier-sent-title">{t('courier.sentTitle')}</h2>
      <p>{t('courier.sentText', { id: sent.id })}</p>
      {pickupDay ? <p><strong>{t('courier.pickupDay', { day: longLabDay(pickupDay, i18n.language) })}</strong></p> : null}
      <p>{sent.address}</p>
      <p>
        <Link role="button" to={back}>{t('courier.ok')}</Link>
      </p>
    </div>
  );
}

/** The no-available-locations panel: the lab's address and phone, and the way back to the form. */
export function NoLocationsPanel({ message, back }: { message: string | null; back: string }) {
  const { t } = useTranslation();
  return (
    <div className="courier-panel courier-failed" role="alert" aria-labelledby="courier-failed-title">
      <h2 id="courier-failed-title">{t('courier.noLocationsTitle')}</h2>
      {message ? <p>{t(message)}</p> : null}
      <p>{t('courier.noLocationsText')}</p>
      <address>
        {t('site.name')}
        <br />
        {t('site.address')}
        <br />
        <a href={`tel:${t('site.phone').replace(/[^\d+]/g, '')}`}>{t('site.phone')}</a>
      </address>
      <p>
        <Link role="button" to={back}>{t('courier.goBack')}</Link>
      </p>
    </div>
  );
}

/** After the 10:00 AM cut-off: the same-day notice and the link that reveals the form for tomorrow. */
export function SameDayNotice({ nextDay }: { nextDay: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="courier-panel courier-notice" role="note" aria-labelledby="courier-notice-title">
      <h2 id="courier-notice-title">{t('courier.sameDayTitle')}</h2>
      <p>
        {t('courier.sameDayText')} <a href={`tel:${t('site.phone').replace(/[^\d+]/g, '')}`}>{t('site.phone')}</a>
      </p>
      <p>
        {/* A link, so it works without JavaScript; with JavaScript it is a client-side navigation. */}
        <Link role="button" to={`${PATH}?tomorrow=1`}>{nextDay ? t('courier.scheduleFor', { day: longLabDay(nextDay, i18n.language) }) : t('courier.scheduleTomorrow')}</Link>
      </p>
    </div>
  );
}
