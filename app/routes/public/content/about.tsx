/**
 * /about-us: the about pages' landing tab: who we are, the way into the other tabs, and the
 * people (GET /cms/people.json). Nothing to enhance: no JavaScript.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/about';
import type { RouteHandle } from '../../../root';
import { people, staticImage } from '../../../models/content.server.ts';
import { ABOUT_TABS, AboutTabs } from '../../../ui/about-tabs.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import { orFallback } from '../../../models/load-errors.server.ts';

export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const loadErrors: string[] = [];
  const list = await orFallback(context, people(context), [], 'get-people-error', loadErrors);
  return { people: list.map((p) => ({ ...p, imageUrl: staticImage(context, p.imageUrl) })), loadErrors };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article>
      <PageHead title={t('about.title')} description={t('about.metaDescription')} />
      <header className="hero">
        <div className="container">
          <h1>{t('about.title')}</h1>
          <p>{t('about.lead')}</p>
        </div>
      </header>
      <div className="container">
        <AboutTabs />
        <section aria-labelledby="about-more" className="card-grid">
          <h2 id="about-more" className="visually-hidden">
            {t('about.more')}
          </h2>
          {ABOUT_TABS.slice(1).map((tab) => (
            <article key={tab.to} className="card">
              <h3>
                <Link to={tab.to}>{t(tab.key)}</Link>
              </h3>
            </article>
          ))}
          <article className="card">
            <h3>
              <Link to="/about-us/seminars">{t('about.tabs.seminars')}</Link>
            </h3>
          </article>
        </section>
        <section id="people" aria-labelledby="people-title">
          <h2 id="people-title">{t('about.people')}</h2>
          <ul className="people-grid">
            {loaderData.people.map((p) => (
              <li key={p.id} className="person">
                {p.imageUrl ? (
                  <img src={p.imageUrl} alt="" width={96} height={96} loading="lazy" />
                ) : (
                  <span className="avatar" aria-hidden="true">
                    {initials(p.name)}
                  </span>
                )}
                <strong>{p.name}</strong>
                {p.title ? <span className="muted">{p.title}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
