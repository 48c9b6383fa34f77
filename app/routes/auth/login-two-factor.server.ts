/**
 * Server side of /login/two-factor: the sign-in's second step. The password step left the
 * provider's ticket in the sealed session cookie; a code (or a recovery code) finishes the sign-in
 * through the provider (POST /login/two_factor.json), which sets the device cookie as login does.
 * Wrong codes answer 400 with the message (the provider slows the account down); an expired or
 * used ticket goes back to /login with the reason.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { servicesContext } from '../../context.ts';
import { messageKey } from '../../i18n/message.ts';
import { signIn } from '../../models/account.server.ts';
import { LoginError } from '../../models/auth.server.ts';
import { deviceSetCookie } from '../../models/device.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { finishSignIn } from '../../models/two-factor.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { codeSchema, recoverySchema } from './login-two-factor.form.ts';

type Context = Readonly<RouterContextProvider>;


export function loginTwoFactorLoader(context: Context, request: Request) {
  const { session } = context.get(sessionContext);
  if (!session.get('twoFactor')) throw redirect('/login');
  return { recovery: new URL(request.url).searchParams.get('recovery') === '1' };
}

export async function loginTwoFactorAction(context: Context, request: Request) {
  const { session } = context.get(sessionContext);
  const { config, log } = context.get(servicesContext);
  const pending = session.get('twoFactor');
  if (!pending) return seeOther('/login');
  const formData = await request.formData();
  const recovery = formData.get('mode') === 'recovery';
  const submission = parseWithZod(formData, { schema: recovery ? recoverySchema : codeSchema });
  const hide = { hideFields: ['code', 'recoveryCode'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  try {
    const proof = 'recoveryCode' in submission.value ? { recoveryCode: submission.value.recoveryCode } : { code: submission.value.code };
    const login = await finishSignIn(context, request, pending.ticket, proof);
    const headers = login.device ? { 'Set-Cookie': await deviceSetCookie(login.device, config) } : undefined;
    const to = signIn(session, login, pending.redirectTo);
    if (login.recoveryCodesLeft !== undefined) {
      // A recovery code usually means a lost phone: to the set-up, where new codes and a new device are one step away.
      flash(session, { kind: 'warning', message: 'twoFactor.signIn.usedRecovery', values: { count: login.recoveryCodesLeft } });
      return seeOther('/launchpad/user-settings/two-factor', { headers });
    }
    return seeOther(to, { headers });
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    log.info('event', { kind: 'login-code-failed', status: error.status });
    if (error.status === 410) {
      session.unset('twoFactor');
      flash(session, { kind: 'info', message: 'twoFactor.signIn.expired' });
      return seeOther('/login');
    }
    const message =
      error.status === 429 && error.retryAfterMinutes ? messageKey('login-locked', { count: error.retryAfterMinutes })
      : recovery ? 'twoFactor.errors.recoveryWrong'
      : 'twoFactor.errors.codeWrong';
    return data({ result: submission.reply({ formErrors: [message], ...hide }) }, { status: 400 });
  }
}
