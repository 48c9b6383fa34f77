/**
 * Server side of /accept-invitation/:token: the loader reads the invitation (an existing account
 * not signed in: to /login and back; signed in as the invited account: the page offers Accept and
 * Decline, posted to /launchpad/invitations/:id; no account: the sign-up form; unknown or
 * expired: 404), the action creates the account, signs it in and answers 303. Opening the link
 * accepts nothing: an existing account says yes or no.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { flash, sessionContext } from '../../session.server.ts';
import { requireSignedOut } from '../../models/gate.server.ts';
import { signIn } from '../../models/account.server.ts';
import { invitationSchema } from '../../models/auth-forms.ts';
import { providerFailure, seeOther } from '../../models/form-answer.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { completeInvitation, invitation as readInvitation } from '../../models/registration.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function invitationLoader(context: Context, token: string) {
  const { session } = context.get(sessionContext);
  try {
    const invitation = await readInvitation(context, token);
    // Signed in as the invited account: the page offers Accept and Decline. Anyone else signed in
    // is sent home (what the auth-only layout does for its pages).
    if (invitation.invitationId) return data({ invitation });
    requireSignedOut(context);
    if (invitation.needsLogin) {
      flash(session, { kind: 'info', message: 'auth.invitation.loginToAccept', values: { name: invitation.clientName, email: invitation.email } });
      const back = `/accept-invitation/${encodeURIComponent(token)}`;
      return redirect(`/login?email=${encodeURIComponent(invitation.email)}&redirectTo=${encodeURIComponent(back)}`);
    }
    return data({ invitation });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return data({ invitation: null }, { status: 404 });
  }
}

export async function invitationAction(context: Context, request: Request, token: string) {
  const submission = parseWithZod(await request.formData(), { schema: invitationSchema });
  const hide = { hideFields: ['password', 'confirmPassword'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  const v = submission.value;
  try {
    const login = await completeInvitation(context, token, { ...v, phone: v.phone || null });
    const { session } = context.get(sessionContext);
    flash(session, { kind: 'success', message: 'auth.invitation.welcome' });
    return seeOther(signIn(session, login));
  } catch (error) {
    return providerFailure(error, 'auth.invitation.failed', {
      submission,
      ...hide,
      on: { 404: 'auth.invitation.badLink', 409: 'auth.invitation.accountExists' },
      throwServerErrors: true,
    });
  }
}
