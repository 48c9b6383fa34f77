/**
 * /launchpad/user-settings/two-factor, server side: the set-up of two-factor sign-in for the
 * signed-in user's own account (two-factor.tsx keeps the markup). One form per `intent`:
 * start (a new secret), confirm (a code turns it on and the ten recovery codes are answered on
 * this response, once: they are neither stored in clear nor put in the session), regenerate
 * (a current code; ten new codes, shown the same way), disable (the password or a current code).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { groupSecret } from '../../../contract/two-factor.ts';
import { messageKey } from '../../i18n/message.ts';
import { getAccount } from '../../models/account.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { retryMinutes } from '../../models/password-refusal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import {
  TWO_FACTOR_SETUP_PATH, disableTwoFactor, enableTwoFactor, qrCodeSvg, renewRecoveryCodes, startTwoFactorSetup, twoFactorStatusOf,
} from '../../models/two-factor.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { confirmSchema, disableSchema, regenerateSchema } from './two-factor.form.ts';

type Context = Readonly<RouterContextProvider>;

export async function twoFactorLoader(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  const [account, status] = await Promise.all([getAccount(context), twoFactorStatusOf(context, user.id)]);
  if (!account) throw redirect('/login');
  return {
    email: account.email,
    enabled: status.enabled,
    enabledAt: status.enabledAt,
    recoveryCodesLeft: status.recoveryCodesLeft,
    requiredBy: status.requiredBy,
    pending: status.pending ? { secret: groupSecret(status.pending.secret), qr: qrCodeSvg(status.pending.uri) } : null,
  };
}

/** A provider refusal of a code or password as the form's answer (or the error it is). */
function refusal(error: unknown, field: 'code' | 'password'): Record<string, string[]> {
  if (!(error instanceof ProviderError) || error.status >= 500) throw error;
  const wait = retryMinutes(error);
  if (wait) return { '': [messageKey('auth.errors.tooMany', { count: wait })] };
  if (error.status === 422) return { [field]: [field === 'code' ? 'twoFactor.errors.codeWrong' : 'twoFactor.errors.passwordWrong'] };
  return { '': ['twoFactor.errors.failed'] };
}

export async function twoFactorAction(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  const { session } = context.get(sessionContext);
  const formData = await request.formData();
  const intent = formData.get('intent');

  if (intent === 'start') {
    try {
      await startTwoFactorSetup(context, user.id);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status >= 500) throw error;
      flash(session, { kind: 'info', message: 'twoFactor.setup.alreadyOn' });
    }
    return seeOther(TWO_FACTOR_SETUP_PATH);
  }

  if (intent === 'confirm' || intent === 'regenerate') {
    const submission = parseWithZod(formData, { schema: intent === 'confirm' ? confirmSchema : regenerateSchema });
    if (submission.status !== 'success') return data({ intent, result: submission.reply({ hideFields: ['code'] }), recoveryCodes: null }, { status: 400 });
    try {
      const { recoveryCodes } = intent === 'confirm'
        ? await enableTwoFactor(context, user.id, submission.value.code)
        : await renewRecoveryCodes(context, user.id, submission.value.code);
      // Shown on this answer only: the page says to save them now.
      return data({ intent, result: null, recoveryCodes });
    } catch (error) {
      return data({ intent, result: submission.reply({ fieldErrors: refusal(error, 'code'), hideFields: ['code'] }), recoveryCodes: null }, { status: 400 });
    }
  }

  const submission = parseWithZod(formData, { schema: disableSchema });
  if (submission.status !== 'success') return data({ intent: 'disable' as const, result: submission.reply({ hideFields: ['password', 'code'] }), recoveryCodes: null }, { status: 400 });
  const { password, code } = submission.value;
  try {
    await disableTwoFactor(context, user.id, password ? { password } : { code: code! });
  } catch (error) {
    return data({ intent: 'disable' as const, result: submission.reply({ fieldErrors: refusal(error, password ? 'password' : 'code'), hideFields: ['password', 'code'] }), recoveryCodes: null }, { status: 400 });
  }
  flash(session, { kind: 'success', message: 'twoFactor.setup.turnedOff' });
  return seeOther(TWO_FACTOR_SETUP_PATH);
}
