import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { HoneypotInputs } from '../../ui/honeypot.tsx';
import type { Route } from './+types/home';
import { servicesContext } from '../../context.ts';
import { sessionContext } from '../../session.server.ts';
import { type PublicationCard, latestPublications } from '../../models/analyses.server.ts';
import { courierCutoff } from '../../models/courier-cutoff.server.ts';
import { Countdown } from '../../ui/countdown.tsx';
import { pageCache } from '../../page-cache.server.ts';
import { PageHead } from '../../ui/page-head.tsx';

/** Home (document 1 §2, §9): the four latest publications, quick links to three categories. */
export const HOME_PUBLICATIONS = 4;
export const QUICK_LINKS = [
  { categoryId: 7061, key: 'home.quickWinery' },
  { categoryId: 7063, key: 'home.quickBrewery' },
  { categoryId: 7055, key: 'home.quickSpirits' },
] as const;

// Anonymous visitors share one render per second (the countdown shows seconds): app/page-cache.server.ts.
export const middleware: Route.MiddlewareFunction[] = [pageCache(1)];

export async function loader({ context }: Route.LoaderArgs) {
  const { config, log, clock } = context.get(servicesContext);
  const user = context.get(sessionContext).session.get('user') ?? null;
  const now = clock.now().getTime();
  let publicationsError: string | null = null;
  const publications = await latestPublications(context, HOME_PUBLICATIONS).catch((error: unknown) => {
    log.warn('home: publications unavailable', { error: (error as Error).message });
    publicationsError = 'get-publications-error';
    return [] as PublicationCard[];
  });
  return {
    signedIn: !!user,
    now,
    cutoff: courierCutoff(new Date(now)),
    publications,
    publicationsError,
    videoUrl: config.public.videoUrl ?? null,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { signedIn, now, cutoff, publications, publicationsError, videoUrl } = loaderData;
  return (
    <div className="home">
      <PageHead title={t('home.tagline')} description={t('home.metaDescription')} siteNameFirst />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero-grid">
          <div>
            <h1 id="home-title">{t('home.heroTitle')}</h1>
            <p className="home-lead">{t('home.heroLead')}</p>
          </div>
          {signedIn ? (
            <div className="home-hero-card">
              <h2>{t('home.welcomeBack')}</h2>
              <Link role="button" to="/launchpad">
                {t('home.viewDashboards')}
              </Link>
            </div>
          ) : (
            <Form method="post" action="/login" className="home-hero-card home-login" aria-labelledby="home-login-title">
              <h2 id="home-login-title">{t('home.loginTitle')}</h2>
              <AuthenticityTokenInput />
              <HoneypotInputs />
              <div className="field">
                <label htmlFor="home-email">{t('home.email')}</label>
                <input id="home-email" name="email" type="email" autoComplete="email" required />
              </div>
              <div className="field">
                <label htmlFor="home-password">{t('home.password')}</label>
                <input id="home-password" name="password" type="password" autoComplete="current-password" required />
              </div>
              <button type="submit">{t('home.loginButton')}</button>
              <p className="home-login-links">
                <Link to="/request-reset-password">{t('home.forgotPassword')}</Link>
              </p>
              <p>
                <Link role="button" className="secondary outline" to="/signup">
                  {t('home.createAccount')}
                </Link>
              </p>
            </Form>
          )}
        </div>
      </section>

      <section className="home-courier container" aria-labelledby="courier-title">
        <h2 id="courier-title">{t('home.courierTitle')}</h2>
        {signedIn ? (
          <>
            <p>{t('home.courierSignedIn')}</p>
            <Link role="button" to="/dashboard/shop/request-courier">
              {t('home.schedulePickup')}
            </Link>
          </>
        ) : (
          <>
            <p>{t('home.courierCountdown')}</p>
            <Countdown deadline={cutoff} now={now} />
          </>
        )}
        <p>
          <Link to="/publications?searchTerm=harvest">{t('home.harvestGuide')}</Link>
        </p>
      </section>

      <section className="home-trust container" aria-labelledby="trust-title">
        <h2 id="trust-title">{t('home.trustTitle')}</h2>
        <div className="card-grid">
          <Card title={t('home.trustServices')} text={t('home.trustServicesText')} to="/our-services/services" link={t('home.learnMoreAbout', { topic: t('home.trustServices') })} />
          <Card title={t('home.trustQuality')} text={t('home.trustQualityText')} to="/about-us/quality" link={t('home.learnMoreAbout', { topic: t('home.trustQuality') })} />
          <Card title={t('home.trustExpertise')} text={t('home.trustExpertiseText')} to="/expertise-on-call" link={t('home.learnMoreAbout', { topic: t('home.trustExpertise') })} />
        </div>
      </section>

      <section className="home-features container" aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">{t('home.featuresTitle')}</h2>
        <div className="card-grid">
          <Card title={t('home.cardCourier')} text={t('home.cardCourierText')} to="/locations#sample-dropboxes" link={t('home.cardCourierLink')} />
          <Card title={t('home.cardSpeed')} text={t('home.cardSpeedText')} to="/analyses/all-analyses" link={t('home.cardSpeedLink')} />
          <Card title={t('home.cardWorldwide')} text={t('home.cardWorldwideText')} to="/analyses/exporting" link={t('home.cardWorldwideLink')} />
        </div>
      </section>

      <section className="home-innovation container" aria-labelledby="innovation-title">
        <h2 id="innovation-title">{t('home.innovationTitle')}</h2>
        <p>{t('home.innovationText')}</p>
        <p>
          <Link to="/about-us/applied-innovation">{t('home.innovationLink')}</Link>
          {videoUrl ? (
            <>
              {' · '}
              {/* An operator-configured link; no third-party embed is loaded. */}
              <a href={videoUrl} target="_blank" rel="noopener noreferrer">
                {t('home.watchVideo')}
              </a>
            </>
          ) : null}
        </p>
      </section>

      <section className="home-publications container" aria-labelledby="publications-title">
        <h2 id="publications-title">{t('home.publicationsTitle')}</h2>
        {publicationsError ? <p role="alert">{t(publicationsError)}</p> : null}
        <ul className="card-grid publication-cards">
          {publications.map((p) => (
            <li key={p.id}>
              <article className="card">
                {p.categoryName ? <p className="muted card-kicker">{p.categoryName}</p> : null}
                <h3>
                  <Link to={`/publications/publication/${p.id}`}>{p.title}</Link>
                </h3>
                <p>{p.description}</p>
              </article>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/publications">{t('home.allPublications')}</Link>
        </p>
      </section>

      <section className="home-quick container" aria-labelledby="quick-title">
        <h2 id="quick-title">{t('home.quickTitle')}</h2>
        <ul className="quick-links">
          {QUICK_LINKS.map((q) => (
            <li key={q.categoryId}>
              <Link to={`/analyses/all-analyses?category=${q.categoryId}`}>{t(q.key)}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-band" aria-labelledby="band-title">
        <div className="container">
          <h2 id="band-title">{t('home.bandTitle')}</h2>
          <div className="band-buttons">
            <Link role="button" to="/expertise-on-call">{t('home.bandSpecialist')}</Link>
            <Link role="button" to="/dashboard/shop/request-courier">{t('home.bandCourier')}</Link>
            <Link role="button" to="/dashboard/results">{t('home.bandResults')}</Link>
          </div>
        </div>
      </section>
    </div>
  );
}

function Card({ title, text, to, link }: { title: string; text: string; to: string; link: string }) {
  return (
    <article className="card">
      <h3>{title}</h3>
      <p>{text}</p>
      <Link to={to}>{link}</Link>
    </article>
  );
}
