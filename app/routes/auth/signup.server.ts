/** Server side of /signup: checks the form, asks the provider to register, flashes and answers 303 to /login. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { checkHoneypot } from '../../csrf.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { signupSchema } from '../../models/auth-forms.ts';
import { providerFailure, seeOther } from '../../models/form-answer.server.ts';
import { signUp } from '../../models/registration.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function signupAction(context: Context, request: Request) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: signupSchema });
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 });
  const v = submission.value;
  try {
    await signUp(context, { email: v.email, password: v.password, firstname: v.firstname, lastname: v.lastname, phone: v.phone || null });
  } catch (error) {
    // a weak password on its field, a limit with its wait, else auth.signup.error
    return providerFailure(error, 'auth.signup.error', { submission, hideFields: ['password', 'confirmPassword'], throwServerErrors: true });
  }
  // The same answer whether or not the address already had an account (that owner gets an e-mail).
  flash(context.get(sessionContext).session, { kind: 'success', message: 'auth.signup.sent', values: { email: v.email } });
  return seeOther(`/login?email=${encodeURIComponent(v.email)}`);
}
