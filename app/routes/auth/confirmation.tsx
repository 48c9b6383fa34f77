import { Link, data, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/confirmation';
import { flash, sessionContext } from '../../session.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { confirmAddress } from '../../models/registration.server.ts';
import { PageHead } from '../../ui/page-head.tsx';

export const handle = { hydrate: false };

/** The e-mailed confirmation link: confirms the address once, then on to login. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const email = await confirmAddress(context, params.token);
    flash(context.get(sessionContext).session, { kind: 'success', message: 'auth.confirmation.done' });
    return redirect(`/login?email=${encodeURIComponent(email)}`);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return data({ failed: true }, { status: 404 });
  }
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
