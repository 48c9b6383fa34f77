/**
 * /about-us/seminars: seminars and events as cards, split into upcoming (start date now or
 * later) and past (document 1 §4), upcoming soonest first, past most recent first.
 */
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/seminars';
import type { RouteHandle } from '../../../root';
import { seminars, staticImage, type Seminar } from '../../../models/content.server.ts';
import { AboutTabs } from '../../../ui/about-tabs.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { servicesContext } from '../../../context.ts';
import { LAB_ZONE } from '../../../../contract/lab-time.ts';

export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const all = (await seminars(context)).map((s) => ({ ...s, imgUrl: staticImage(context, s.imgUrl) }));
  const now = context.get(servicesContext).clock.now().toISOString();
  return {
    upcoming: all.filter((s) => s.startDate >= now).sort((a, b) => a.startDate.localeCompare(b.startDate)),
    past: all.filter((s) => s.startDate < now).sort((a, b) => b.startDate.localeCompare(a.startDate)),
  };
}

function SeminarCard({ s, locale }: { s: Seminar; locale: string }) {
  const { t } = useTranslation();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: LAB_ZONE }).format(new Date(s.startDate));
  return (
    <article className="card seminar">
      {s.imgUrl ? <img src={s.imgUrl} alt="" width={320} height={180} loading="lazy" /> : null}
      <h3>{s.title}</h3>
      <p>
        <time dateTime={s.startDate}>{when}</time>
        <br />
        {s.location}
      </p>
      {s.eventUrl ? (
        <a href={s.eventUrl} target="_blank" rel="noopener noreferrer">
          {t('about.seminars.details')}
          <span className="visually-hidden">: {s.title} {t('common.opensInNewTab')}</span>
        </a>
      ) : null}
    </article>
  );
}

export default function Seminars({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  return (
    <article>
      <PageHead title={t('about.seminars.title')} description={t('about.seminars.metaDescription')} />
      <header className="hero">
        <div className="container">
          <h1>{t('about.seminars.title')}</h1>
        </div>
      </header>
      <div className="container">
        <AboutTabs />
        <section aria-labelledby="upcoming">
          <h2 id="upcoming">{t('about.seminars.upcoming')}</h2>
          {loaderData.upcoming.length ? (
            <div className="card-grid">
              {loaderData.upcoming.map((s) => (
                <SeminarCard key={s.id} s={s} locale={i18n.language} />
              ))}
            </div>
          ) : (
            <p>{t('about.seminars.noneUpcoming')}</p>
          )}
        </section>
        <section aria-labelledby="past">
          <h2 id="past">{t('about.seminars.past')}</h2>
          <div className="card-grid">
            {loaderData.past.map((s) => (
              <SeminarCard key={s.id} s={s} locale={i18n.language} />
            ))}
          </div>
        </section>
      </div>
    </article>
  );
}
