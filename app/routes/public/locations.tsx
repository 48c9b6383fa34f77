/**
 * /locations (document 1 §2): the laboratories (with hours and their open state on the Pacific
 * clock), the sample dropboxes grouped by state under #sample-dropboxes, and a map of each.
 * Every location links to directions in a maps service. The access-detail view is a <dialog>
 * opened by a link (?access={slug}, rendered open by the server, so it works without
 * JavaScript): the security code and access description only for signed-in users (§6), a
 * prompt to log in for everyone else.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/locations';
import type { RouteHandle } from '../../root';
import { sessionContext } from '../../session.server.ts';
import { listLocations, type Location } from '../../models/content.server.ts';
import { labStatus } from '../../models/lab-hours.ts';
import { formatLabTime, formatWeekday } from '../../models/lab-time-format.ts';
import { LocationMap, directionsUrl, type MapPin } from '../../ui/location-map.tsx';
import { LabHoursTable } from '../../ui/lab-hours-table.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { servicesContext } from '../../context.ts';
import { mapOutline } from '../../maps/map-outline.server.ts';

// The page works as links and a server-drawn map; only the OpenLayers map (a tile URL is
// configured) needs JavaScript.
export const handle: RouteHandle = { hydrate: (_data, root) => !!root?.publicConfig.mapTileUrl };

export const DROPBOX_STATES = ['CA', 'OR', 'WA'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const all = await listLocations(context);
  const signedIn = context.get(sessionContext).session.has('token');
  const accessSlug = new URL(request.url).searchParams.get('access');
  const access = accessSlug ? (all.find((l) => l.slug === accessSlug && l.type === 'dropbox') ?? null) : null;
  const now = context.get(servicesContext).clock.now();
  // Only what the page shows travels in the hydration data (the page is read on slow phones).
  // The primary laboratory first: pin 1 on the map and 1 in the list.
  const labs = all
    .filter((l) => l.type !== 'dropbox')
    .sort((a, b) => (a.type === 'primary_lab' ? -1 : b.type === 'primary_lab' ? 1 : 0))
    .map((l) => ({ ...place(l), type: l.type, phone: l.phone, hours: l.hours.map(({ day, openTime, closeTime, openOnDay }) => ({ day, openTime, closeTime, openOnDay })), status: labStatus(l.hours, now) }));
  const dropboxes = all.filter((l) => l.type === 'dropbox').map((l) => ({ ...place(l), description: l.description }));
  const dropboxesByState = DROPBOX_STATES.map((state) => ({ state, list: dropboxes.filter((d) => d.state === state) })).filter((g) => g.list.length);
  return {
    labs,
    dropboxesByState,
    // the coastline and state lines under each map's pins, drawn here (the boundary data stays on the server)
    outlines: { labs: mapOutline(labs), dropboxes: mapOutline(dropboxesByState.flatMap((g) => g.list)) },
    signedIn,
    // the code travels only to a signed-in user (the provider sends none otherwise)
    access: access ? { slug: access.slug, name: access.name, securityCode: signedIn ? (access.securityCode ?? null) : null, accessDescription: signedIn ? (access.accessDescription ?? null) : null } : null,
  };
}

/** The fields every location card and pin shows. */
const place = (l: Location) => ({
  id: l.id, slug: l.slug, name: l.name, street_1: l.street_1, city: l.city, state: l.state, postalCode: l.postalCode,
  latitude: l.jsonGeocodeAddress.latitude, longitude: l.jsonGeocodeAddress.longitude,
});
type Place = ReturnType<typeof place>;

const toPin = (l: Place): MapPin => ({ id: l.slug, label: `${l.name}, ${l.city}, ${l.state}`, latitude: l.latitude, longitude: l.longitude, href: directionsUrl(l.latitude, l.longitude) });

function Directions({ l }: { l: Place }) {
  const { t } = useTranslation();
  return (
    <a href={directionsUrl(l.latitude, l.longitude)} target="_blank" rel="noopener noreferrer">
      {t('locations.directions')}
      <span className="visually-hidden">
        {' '}
        {l.name}, {l.city} {t('common.opensInNewTab')}
      </span>
    </a>
  );
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { labs, dropboxesByState, access, signedIn, outlines } = loaderData;
  const labPins = useMemo(() => labs.map(toPin), [labs]);
  // the dropboxes are numbered on through the states, as their pins are
  const firstOfState = dropboxesByState.reduce<number[]>((acc, g, i) => [...acc, i === 0 ? 1 : acc[i - 1] + dropboxesByState[i - 1].list.length], []);
  const boxPins = useMemo(() => dropboxesByState.flatMap((g) => g.list).map(toPin), [dropboxesByState]);
  const statusText = (s: (typeof labs)[number]['status']) =>
    s.state === 'open'
      ? t('locations.openUntil', { time: formatLabTime(s.closesAt, i18n.language) })
      : s.state === 'closing-soon'
        ? t('locations.closingSoon', { time: formatLabTime(s.closesAt, i18n.language) })
        : s.reopens
          ? t('locations.reopens', { day: s.reopens.inDays === 0 ? t('locations.today') : formatWeekday(s.reopens.day, i18n.language), time: formatLabTime(s.reopens.time, i18n.language) })
          : t('locations.closed');
  return (
    <article>
      <PageHead title={t('locations.pageTitle')} description={t('locations.metaDescription')} />
      <header className="hero">
        <div className="container">
          <h1>{t('locations.title')}</h1>
          <p>{t('locations.lead')}</p>
          <p>
            <a href="#sample-dropboxes">{t('locations.jumpToDropboxes')}</a>
          </p>
        </div>
      </header>
      <div className="container">
        <section aria-labelledby="labs-title">
          <h2 id="labs-title">{t('locations.labs')}</h2>
          <div className="grid locations-split">
            <ol className="plain location-list">
              {labs.map((l, i) => (
                <li key={l.id} id={`location-${l.slug}`} className="card">
                  <h3><span className="pin-number">{i + 1}</span>{` ${l.name}`}</h3>
                  <p className={`lab-status lab-status-${l.status.state}`}>{statusText(l.status)}</p>
                  <address>
                    {l.street_1}
                    <br />
                    {l.city}, {l.state} {l.postalCode}
                    {l.phone ? (
                      <>
                        <br />
                        <a href={`tel:${l.phone.replace(/[^\d+]/g, '')}`}>{l.phone}</a>
                      </>
                    ) : null}
                  </address>
                  <Directions l={l} />
                  <details>
                    <summary>{t('locations.hours')}</summary>
                    <LabHoursTable hours={l.hours} caption={t('locations.hoursOf', { name: l.name })} />
                  </details>
                </li>
              ))}
            </ol>
            <LocationMap pins={labPins} title={t('locations.labsMap')} zoom={9} outline={outlines.labs} />
          </div>
        </section>

        <section id="sample-dropboxes" aria-labelledby="dropboxes-title" tabIndex={-1}>
          <h2 id="dropboxes-title">{t('locations.dropboxes')}</h2>
          <p>{signedIn ? t('locations.codesSignedIn') : t('locations.codesSignedOut')}</p>
          <LocationMap pins={boxPins} title={t('locations.dropboxMap')} zoom={5} centre="all" outline={outlines.dropboxes} />
          {dropboxesByState.map((g, gi) => (
            <section key={g.state} aria-labelledby={`state-${g.state}`}>
              <h3 id={`state-${g.state}`}>{t(`locations.states.${g.state}`)}</h3>
              <ol className="plain card-grid" start={firstOfState[gi]}>
                {g.list.map((d, i) => (
                  <li key={d.id} id={`location-${d.slug}`} className="card">
                    <h4><span className="pin-number">{firstOfState[gi] + i}</span>{` ${d.name}`}</h4>
                    <address>
                      {d.street_1}
                      <br />
                      {d.city}, {d.state} {d.postalCode}
                    </address>
                    {d.description ? <p>{d.description}</p> : null}
                    <p>
                      <Directions l={d} /> · <Link to={`/locations?access=${encodeURIComponent(d.slug)}#access-dialog`}>{t('locations.accessDetails')}<span className="visually-hidden"> {d.name}</span></Link>
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </section>
      </div>
      {access ? (
        <dialog open id="access-dialog" aria-labelledby="access-title">
          <article>
            <header>
              <h2 id="access-title">{t('locations.accessTitle', { name: access.name })}</h2>
            </header>
            {signedIn ? (
              <dl>
                <dt>{t('locations.securityCode')}</dt>
                <dd className="security-code">{access.securityCode ?? t('locations.noCode')}</dd>
                <dt>{t('locations.accessDescription')}</dt>
                <dd>{access.accessDescription ?? '—'}</dd>
              </dl>
            ) : (
              <p>
                {t('locations.loginPrompt')}{' '}
                <Link to={`/login?redirectTo=${encodeURIComponent(`/locations?access=${access.slug}#access-dialog`)}`}>{t('nav.login')}</Link>
              </p>
            )}
            <footer>
              <Link to={`/locations#location-${access.slug}`} role="button" className="secondary">
                {t('common.close')}
              </Link>
            </footer>
          </article>
        </dialog>
      ) : null}
    </article>
  );
}
