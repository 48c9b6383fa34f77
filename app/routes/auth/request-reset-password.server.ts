/** Server side of /request-reset-password: asks the provider to mail a reset link, flashes and answers 303 to /login. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { flash, sessionContext } from '../../session.server.ts';
import { emailSchema } from '../../models/auth-forms.ts';
import { retryMinutes } from '../../models/password-refusal.server.ts';
import { providerFailure, seeOther } from '../../models/form-answer.server.ts';
import { requestPasswordReset } from '../../models/registration.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function requestResetAction(context: Context, request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: emailSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await requestPasswordReset(context, submission.value.email);
  } catch (error) {
    // Too many requests from this network: the same for any address.
    if (!retryMinutes(error)) throw error;
    return providerFailure(error, 'auth.errors.tooMany', { submission });
  }
  flash(context.get(sessionContext).session, { kind: 'success', message: 'auth.reset.sent', values: { email: submission.value.email } });
  return seeOther('/login');
}
