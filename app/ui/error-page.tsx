import { Link, isRouteErrorResponse } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHead } from './page-head.tsx';
import { NoAccessPage, isNoAccess } from './no-access.tsx';

/**
 * One error page for every status: a helpful message and a way back; never a stack trace. The
 * root's boundary shows it with the way home; the dashboard's inside the portal's sidebar, with
 * the way to the dashboard (a 404 or error inside /dashboard keeps the sidebar).
 */
export function ErrorPage({ error, back = { to: '/', label: 'errors.goHome' } }: { error: unknown; back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  // A record the provider refused (403): signed in still, with a way to the right client.
  if (isRouteErrorResponse(error) && error.status === 403 && isNoAccess(error.data)) return <NoAccessPage noAccess={error.data} />;
  let title = t('errors.serverTitle');
  let text = t('errors.serverText');
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const message = typeof error.data === 'object' && error.data && 'message' in error.data ? String((error.data as { message: string }).message) : null;
    if (status === 404) {
      title = t('errors.notFoundTitle');
      text = t('errors.notFoundText');
    } else if (status === 403) {
      title = t('errors.forbiddenTitle');
      text = message ? t(message) : t('errors.forbiddenText');
    } else if (status < 500) {
      title = t('errors.badRequestTitle');
      text = message ? t(message) : '';
    }
  }
  return (
    <section className="error-page container">
      <PageHead title={title} />
      <p className="muted">{t('errors.status', { status })}</p>
      <h1>{title}</h1>
      {text ? <p>{text}</p> : null}
      <p>
        <Link role="button" to={back.to}>
          {t(back.label)}
        </Link>
      </p>
    </section>
  );
}
