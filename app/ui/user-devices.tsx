import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../models/device-names.server.ts';

const ACTION = '/launchpad/user-settings/sessions';

/**
 * "Your devices" on the user-settings page: each sign-in with its browser and system, rough place
 * and last use; this one marked, each other one with its own "Sign out" form, and one form that
 * ends all the others and says how many. Plain POST forms (app/routes/portal/user-sessions.ts).
 */
export function UserDevices({ devices }: { devices: DeviceRow[] | null }) {
  const { t } = useTranslation();
  const others = devices?.filter((d) => !d.current).length ?? 0;

  const lastUsed = (d: DeviceRow) =>
    d.current || d.idleMinutes < 2 ? t('devices.activeNow')
    : d.idleMinutes < 60 ? t('devices.minutesAgo', { count: d.idleMinutes })
    : d.idleMinutes < 24 * 60 ? t('devices.hoursAgo', { count: Math.floor(d.idleMinutes / 60) })
    : t('devices.lastUsedAt', { when: d.lastUsedAtText });
  const place = (d: DeviceRow) =>
    d.place.kind === 'local' ? t('devices.localNetwork') : d.place.kind === 'country' ? d.place.name : t('devices.unknownPlace');
  const name = (d: DeviceRow) =>
    d.browser && d.system ? t('devices.browserOn', { browser: d.browser, system: d.system }) : (d.browser ?? d.system ?? t('devices.unknownBrowser'));

  return (
    <section aria-labelledby="devices-title" className="form-section user-devices">
      <h2 id="devices-title">{t('devices.title')}</h2>
      <p>{t('devices.intro')}</p>
      {devices === null ? (
        <p role="status">{t('devices.unavailable')}</p>
      ) : (
        <>
          <ul className="device-list">
            {devices.map((d) => (
              <li key={d.id} className={d.current ? 'device current' : 'device'}>
                <div className="device-about">
                  <strong id={`device-${d.id}`}>{name(d)}</strong>
                  {d.current && <span className="badge">{t('devices.thisDevice')}</span>}
                  <small className="device-details">
                    <span>
                      {place(d)}
                      {d.masked && <> ({d.masked})</>}
                    </span>
                    <span>{lastUsed(d)}</span>
                    <span>{t('devices.signedIn', { when: d.createdAtText })}</span>
                  </small>
                </div>
                {!d.current && (
                  <Form method="post" action={ACTION} className="device-end">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="intent" value="end" />
                    <input type="hidden" name="id" value={d.id} />
                    <button type="submit" className="secondary" aria-describedby={`device-${d.id}`}>
                      {t('devices.signOut')}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <Form method="post" action={ACTION} className="devices-end-others">
              <AuthenticityTokenInput />
              <input type="hidden" name="intent" value="end-others" />
              <p id="devices-end-others-hint">{t('devices.endOthersHint', { count: others })}</p>
              <button type="submit" aria-describedby="devices-end-others-hint">
                {t('devices.endOthers', { count: others })}
              </button>
            </Form>
          ) : (
            <p>{t('devices.onlyThis')}</p>
          )}
          <p className="device-credit">
            <small>
              {t('devices.placeCredit')} <a href="https://lite.ip2location.com">lite.ip2location.com</a>
            </small>
          </p>
        </>
      )}
    </section>
  );
}
