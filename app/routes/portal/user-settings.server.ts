/** The user's profile and password change (document 2 §2), server side; user-settings.tsx keeps the markup. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { messageKey } from '../../i18n/message.ts';
import { getAccount } from '../../models/account.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { passwordRefusal, retryMinutes } from '../../models/password-refusal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { changePassword, saveProfile } from '../../models/user-settings.server.ts';
import { userDevices } from './user-devices.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { deliveriesSchema, passwordSchema, profileSchema } from './user-settings.form.ts';
import { deliveryPreferences, saveDeliveryPreference } from '../../models/deliveries.server.ts';

type Context = Readonly<RouterContextProvider>;

const HIDE_PASSWORDS = { hideFields: ['currentPassword', 'password', 'confirmPassword'] };

export async function userSettingsLoader(context: Context, request: Request) {
  requireUser(context, request);
  const account = await getAccount(context);
  if (!account) throw redirect('/login');
  const [devices, { preferences }] = await Promise.all([userDevices(context), deliveryPreferences(context)]);
  return {
    email: account.email, firstname: account.firstname, lastname: account.lastname, phone: account.phone ?? '', jobTitle: account.jobTitle ?? '',
    twoFactorEnabled: !!account.twoFactorEnabled, devices, preferences,
  };
}

export async function userSettingsAction(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  const { session } = context.get(sessionContext);
  const formData = await request.formData();

  if (formData.get('intent') === 'password') {
    const submission = parseWithZod(formData, { schema: passwordSchema });
    if (submission.status !== 'success') return data({ intent: 'password' as const, result: submission.reply(HIDE_PASSWORDS) }, { status: 400 });
    const { currentPassword, password, confirmPassword } = submission.value;
    try {
      await changePassword(context, user.id, { currentPassword, password, passwordConfirmation: confirmPassword });
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status >= 500) throw error;
      const weak = passwordRefusal(error);
      const wait = retryMinutes(error);
      const reply =
        error.status === 422 ? submission.reply({ fieldErrors: { currentPassword: ['userSettings.currentWrong'] }, ...HIDE_PASSWORDS })
        : weak ? submission.reply({ fieldErrors: { password: [weak] }, ...HIDE_PASSWORDS })
        : wait ? submission.reply({ formErrors: [messageKey('auth.errors.tooMany', { count: wait })], ...HIDE_PASSWORDS })
        : submission.reply({ formErrors: ['userSettings.saveError'], ...HIDE_PASSWORDS });
      return data({ intent: 'password' as const, result: reply }, { status: 400 });
    }
    flash(session, { kind: 'success', message: 'userSettings.passwordChanged' });
    return seeOther('/launchpad/user-settings');
  }

  if (formData.get('intent') === 'deliveries') {
    const submission = parseWithZod(formData, { schema: deliveriesSchema });
    if (submission.status !== 'success') return data({ intent: 'deliveries' as const, result: submission.reply() }, { status: 400 });
    try {
      for (const m of submission.value.modes) await saveDeliveryPreference(context, m.clientId, m.mode);
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status >= 500) throw error;
      return data({ intent: 'deliveries' as const, result: submission.reply({ formErrors: ['userSettings.saveError'] }) }, { status: 400 });
    }
    flash(session, { kind: 'success', message: 'userSettings.deliveries.saved' });
    return seeOther('/launchpad/user-settings#deliveries-title');
  }

  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== 'success') return data({ intent: 'profile' as const, result: submission.reply() }, { status: 400 });
  const { firstname, lastname, phone, jobTitle } = submission.value;
  try {
    await saveProfile(context, user.id, { firstname, lastname, phone, jobTitle });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    return data({ intent: 'profile' as const, result: submission.reply({ formErrors: ['userSettings.saveError'] }) }, { status: 400 });
  }
  flash(session, { kind: 'success', message: 'userSettings.saved' });
  return seeOther('/launchpad/user-settings');
}
