/**
 * Server side of /terramea: the loader (the charts' data, the locale, the signed-in user's name
 * and address to prefill, `?sent=1` for the thank-you) and the action (checks the get-started
 * form, sends it through the provider, flashes soil.sent and answers 303; a refusal answers with
 * a key: mail-limited at 429, else contact-soil-error, document 1 §8's contact-{product}-error).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { checkHoneypot } from '../../../csrf.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { sendSoilContact } from '../../../models/content.server.ts';
import { providerFailure } from '../../../models/form-answer.server.ts';
import { SOIL_CHARTS } from './soil-charts.server.ts';
import { getLocale } from '../../../middleware/i18next.server.ts';
import { soilSchema } from './soil.form.ts';

type Context = Readonly<RouterContextProvider>;

export function soilLoader(context: Context, request: Request) {
  const user = context.get(sessionContext).session.get('user') ?? null;
  return {
    sent: new URL(request.url).searchParams.get('sent') === '1',
    charts: SOIL_CHARTS,
    lng: getLocale(context),
    prefill: user ? { name: `${user.firstname} ${user.lastname}`.trim(), email: user.email } : null,
  };
}

export async function soilAction(context: Context, request: Request) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: soilSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await sendSoilContact(context, submission.value);
  } catch (error) {
    return providerFailure(error, 'contact-soil-error', { submission, on: { 429: 'mail-limited' } });
  }
  flash(context.get(sessionContext).session, { kind: 'success', message: 'soil.sent' });
  return redirect('/terramea?sent=1#get-started', 303);
}
