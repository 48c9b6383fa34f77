/** Server side of /new-customer: answers 303 to /login if the address has an account, else to /signup. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { emailSchema } from '../../models/auth-forms.ts';
import { accountExists } from '../../models/registration.server.ts';
import { providerFailure, seeOther } from '../../models/form-answer.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function newCustomerAction(context: Context, request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: emailSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const email = submission.value.email;
  try {
    const exists = await accountExists(context, email);
    return seeOther(`${exists ? '/login' : '/signup'}?email=${encodeURIComponent(email)}`);
  } catch (error) {
    return providerFailure(error, 'auth.newCustomer.error', { submission, on: { 429: 'auth.newCustomer.tooMany' }, throwServerErrors: true });
  }
}
