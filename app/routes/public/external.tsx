/**
 * Paths that send the browser to an external site (document 1 §2): /admin, /timeclock and
 * /careers go to the configured ADMIN_URL, TIMECLOCK_URL and CAREERS_URL (302, so a changed
 * target takes effect at once). With none configured, /admin and /timeclock are not pages
 * (404); /careers shows a short page pointing at the contact page instead.
 */
import { data, Link, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/external';
import type { RouteHandle } from '../../root';
import { servicesContext } from '../../context.ts';
import { PageHead } from '../../ui/page-head.tsx';

export const handle: RouteHandle = { hydrate: false };

export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const target = path === '/admin' ? config.public.adminUrl : path === '/timeclock' ? config.public.timeclockUrl : path === '/careers' ? config.public.careersUrl : undefined;
  if (target) return redirect(target, 302);
  if (path !== '/careers') throw data({ message: 'not-found' }, { status: 404 });
  return null;
}

export default function Careers() {
  const { t } = useTranslation();
  return (
    <section className="container narrow">
      <PageHead title={t('cms.careers.title')} description={t('cms.careers.text')} />
      <h1>{t('cms.careers.title')}</h1>
      <p>{t('cms.careers.text')}</p>
      <p>
        <Link to="/contact-us" role="button">
          {t('cms.links.contact')}
        </Link>
      </p>
    </section>
  );
}
