/**
 * Server side of /login: checks the form, authenticates through the provider, sets the device
 * cookie and answers 303 to where the visitor was going; a refusal answers 400 with a key
 * (login-locked with the wait, login-unconfirmed, else login-error).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { servicesContext } from '../../context.ts';
import { messageKey } from '../../i18n/message.ts';
import { sessionContext } from '../../session.server.ts';
import { signIn } from '../../models/account.server.ts';
import { LoginError, authenticator } from '../../models/auth.server.ts';
import { loginSchema } from '../../models/auth-forms.ts';
import { deviceSetCookie } from '../../models/device.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function loginAction(context: Context, request: Request) {
  const { log } = context.get(servicesContext);
  const { session } = context.get(sessionContext);
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  try {
    const login = await authenticator(context).authenticate('provider-form', request);
    if ('twoFactorRequired' in login) {
      // The password was right; the session gets its token only after the second step.
      session.set('twoFactor', { ticket: login.ticket, redirectTo: submission.value.redirectTo ?? null });
      return seeOther('/login/two-factor');
    }
    const { config } = context.get(servicesContext);
    // The device cookie: this browser signed in to this account.
    const headers = login.device ? { 'Set-Cookie': await deviceSetCookie(login.device, config) } : undefined;
    return seeOther(signIn(session, login, submission.value.redirectTo), { headers });
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    // "Track an event": the server's event log (the provider keeps its own record too).
    log.info('event', { kind: 'login-failed', status: error.status });
    // A key, never the provider's words: the page translates it in the visitor's language.
    const message =
      error.status === 429 && error.retryAfterMinutes ? messageKey('login-locked', { count: error.retryAfterMinutes })
      : error.status === 403 ? 'login-unconfirmed'
      : 'login-error';
    // The page answers 400 even when the provider said 429: the message carries the wait.
    return data({ result: submission.reply({ formErrors: [message], hideFields: ['password'] }) }, { status: 400 });
  }
}
