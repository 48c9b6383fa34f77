import { Form, Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NoAccess } from '../models/provider.server.ts';
import { PageHead } from './page-head.tsx';

/** Whether a route error's data is the provider client's no-access answer. */
export function isNoAccess(value: unknown): value is NoAccess {
  return typeof value === 'object' && value !== null && (value as { message?: unknown }).message === 'no-access';
}

/**
 * The page a 403 from the provider shows: the user stays
 * signed in. When the record belongs to another of the user's clients, a POST to /active-client
 * switches to it and opens the same page again (`resume`); otherwise ways back to work.
 */
export function NoAccessPage({ noAccess }: { noAccess: NoAccess }) {
  const { t } = useTranslation();
  // The root's CSRF token and whether someone is signed in, typed here: root.tsx renders this page
  // (through error-page.tsx), so importing its types would tie the two in a circle.
  const root = useRouteLoaderData<{ csrf?: string; user?: unknown }>('root');
  const { owner, redirectTo } = noAccess;
  return (
    <section className="error-page container">
      <PageHead title={t('errors.noAccessTitle')} />
      <p className="muted">{t('errors.status', { status: 403 })}</p>
      <h1>{t('errors.noAccessTitle')}</h1>
      {owner && root?.csrf ? (
        <>
          <p>{t('errors.noAccessOwner', { name: owner.name, code: owner.code })}</p>
          <Form method="post" action="/active-client" reloadDocument>
            <input type="hidden" name="csrf" value={root.csrf} />
            <input type="hidden" name="clientId" value={owner.id} />
            <input type="hidden" name="resume" value="1" />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <button type="submit">{t('errors.noAccessSwitch', { name: owner.name })}</button>
          </Form>
        </>
      ) : (
        <p>{t('errors.noAccessText')}</p>
      )}
      <p>
        <Link to={root?.user ? '/launchpad/clients' : '/'} className={owner ? 'secondary' : undefined} role="button">
          {root?.user ? t('errors.noAccessClients') : t('errors.goHome')}
        </Link>
      </p>
    </section>
  );
}
