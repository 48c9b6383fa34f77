/**
 * Server side of /analyses/analysis/:id: the loader reads the analysis (404 for an unknown or
 * malformed id) and the signed-in user's details to prefill; the action sends the contact form
 * through the provider with the analysis link prepended, flashes contact-ets-success and
 * answers 303; a refusal answers with a key (mail-limited at 429, else contact-ets-error).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { servicesContext } from '../../context.ts';
import { checkHoneypot } from '../../csrf.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { providerFailure } from '../../models/form-answer.server.ts';
import { getAnalysis, sendContactMessage } from '../../models/analyses.server.ts';
import { analysisContactSchema } from '../../models/contact-form.ts';
import { refuseValid } from '../../models/form-rules.ts';

type Context = Readonly<RouterContextProvider>;

/** A signed-in user without an e-mail address cannot send the contact form (contact.needsEmail, once the fields are valid). */

async function loadAnalysis(context: Context, raw: string) {
  if (!/^\d{1,9}$/.test(raw)) throw data({ message: 'not-found' }, { status: 404 });
  try {
    return await getAnalysis(context, Number(raw));
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 404 || error.status === 400)) throw data({ message: 'not-found' }, { status: 404 });
    throw error;
  }
}

export async function analysisDetailLoader(context: Context, id: string) {
  const analysis = await loadAnalysis(context, id);
  const user = context.get(sessionContext).session.get('user') ?? null;
  const prefill = user ? { firstName: user.firstname, lastName: user.lastname, email: user.email } : null;
  return { analysis, prefill, signedIn: !!user, canContact: !user || !!user.email };
}

export async function analysisDetailAction(context: Context, request: Request, id: string) {
  const analysis = await loadAnalysis(context, id);
  const formData = await request.formData();
  await checkHoneypot(formData);
  const { session } = context.get(sessionContext);
  const user = session.get('user');
  const submission = parseWithZod(formData, { schema: refuseValid(analysisContactSchema, !!user && !user.email, 'contact.needsEmail') });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { publicUrl } = context.get(servicesContext).config;
  const v = submission.value;
  try {
    await sendContactMessage(context, {
      name: `${v.firstName} ${v.lastName}`,
      email: v.email,
      phone: v.phone,
      // The analysis link is prepended to the message (document 1 §7).
      message: `${publicUrl}/analyses/analysis/${analysis.id} (${analysis.testName})\n\n${v.message}`,
    });
  } catch (error) {
    return providerFailure(error, 'contact-ets-error', { submission, on: { 429: 'mail-limited' } });
  }
  flash(session, { kind: 'success', message: 'contact-ets-success' });
  return redirect(`/analyses/analysis/${analysis.id}`, 303);
}
