/** Server side of /reset-password/:token: sets the new password through the provider, flashes and answers 303 to /login. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { flash, sessionContext } from '../../session.server.ts';
import { resetPasswordSchema } from '../../models/auth-forms.ts';
import { providerFailure, seeOther } from '../../models/form-answer.server.ts';
import { resetPassword } from '../../models/registration.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function resetPasswordAction(context: Context, request: Request, token: string) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hide = { hideFields: ['password', 'confirmPassword'] };
  if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 });
  try {
    await resetPassword(context, token, submission.value.password, submission.value.confirmPassword);
  } catch (error) {
    // A refused password leaves the link usable: say why, on the field; anything else is the link.
    return providerFailure(error, 'auth.reset.badLink', { submission, ...hide, throwServerErrors: true });
  }
  flash(context.get(sessionContext).session, { kind: 'success', message: 'auth.reset.done' });
  return seeOther('/login');
}
