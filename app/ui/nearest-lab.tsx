import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabStatus } from '../models/lab-hours.ts';
import { formatLabTime, formatWeekday } from '../models/lab-time-format.ts';
import type { NearestLab as NearestLabData } from '../models/header-footer.server.ts';
import { PageLink } from './client-links.tsx';

/** One browser position per page, shared by every widget on it. */
let position: Promise<NearestLabData | null> | undefined;
function nearestFromBrowser(): Promise<NearestLabData | null> {
  position ??= new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const res = await fetch(`/nearest-lab?lat=${coords.latitude.toFixed(4)}&long=${coords.longitude.toFixed(4)}`, { headers: { accept: 'application/json' } });
          resolve(res.ok ? ((await res.json()) as { lab: NearestLabData | null }).lab : null);
        } catch {
          resolve(null);
        }
      },
      // Refused or unavailable: the server's answer (the primary laboratory) stays.
      () => resolve(null),
      { maximumAge: 30 * 60_000, timeout: 10_000 },
    );
  });
  return position;
}

export function useLabStatusText() {
  const { t, i18n } = useTranslation();
  return (status: LabStatus) => {
    if (status.state === 'open') return t('lab.open', { time: formatLabTime(status.closesAt, i18n.language) });
    if (status.state === 'closing-soon') return t('lab.closingSoon', { time: formatLabTime(status.closesAt, i18n.language) });
    if (!status.reopens) return t('lab.closed');
    const day = status.reopens.inDays === 0 ? t('lab.today') : status.reopens.inDays === 1 ? t('lab.tomorrow') : formatWeekday(status.reopens.day, i18n.language);
    return t('lab.reopens', { day, time: formatLabTime(status.reopens.time, i18n.language) });
  };
}

/**
 * City and state of the nearest laboratory with its open state, linking to the locations page.
 * The server renders the primary laboratory (Pacific clock); with JavaScript the browser's
 * position picks the nearest one.
 */
export function NearestLab({ lab: initial, className }: { lab: NearestLabData | null; className?: string }) {
  const { t } = useTranslation();
  const statusText = useLabStatusText();
  const [lab, setLab] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!lab) return null;
  // The browser's position is asked for only when the visitor chooses to share it: a page that
  // asks on load is an unwelcome prompt (and Lighthouse's best practices say the same).
  const locate = () => {
    void nearestFromBrowser().then((found) => {
      if (found) setLab(found);
    });
  };
  return (
    <p className={`nearest-lab ${className ?? ''}`}>
      <span className="muted">{t('lab.nearest')}: </span>
      <PageLink to="/locations">
        {lab.city}, {lab.state}
      </PageLink>{' '}
      <span className={`lab-status lab-${lab.status.state}`}>{statusText(lab.status)}</span>
      {hydrated && 'geolocation' in navigator ? (
        <>
          {' '}
          <button type="button" className="link-button" onClick={locate}>
            {t('lab.useMyLocation')}
          </button>
        </>
      ) : null}
    </p>
  );
}
