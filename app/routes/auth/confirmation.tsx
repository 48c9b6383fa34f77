import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/confirmation';
import { confirmationLoader } from './confirmation.server.ts';
import { PageHead } from '../../ui/page-head.tsx';

export const handle = { hydrate: false };

/** The e-mailed confirmation link: confirms the address once, then on to login. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return confirmationLoader(context, params.token);
}

export default function Confirmation() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('auth.confirmation.failedTitle')} failed />
      <h1>{t('auth.confirmation.failedTitle')}</h1>
      <p>{t('auth.confirmation.failedText')}</p>
      <p>
        <Link to="/signup">{t('auth.login.signup')}</Link> · <Link to="/login">{t('auth.login.title')}</Link>
      </p>
    </>
  );
}
