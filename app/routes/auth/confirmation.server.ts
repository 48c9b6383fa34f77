/** Server side of /confirmation/:token: confirms the address at the provider and answers a redirect to /login, or 404. */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { flash, sessionContext } from '../../session.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { confirmAddress } from '../../models/registration.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function confirmationLoader(context: Context, token: string) {
  try {
    const email = await confirmAddress(context, token);
    flash(context.get(sessionContext).session, { kind: 'success', message: 'auth.confirmation.done' });
    return redirect(`/login?email=${encodeURIComponent(email)}`);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return data({ failed: true }, { status: 404 });
  }
}
