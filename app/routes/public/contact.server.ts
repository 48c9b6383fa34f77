/**
 * Server side of /contact-us and /contact: the loader (FAQ, the primary laboratory, the signed-in
 * user's details to prefill, `?message=` for the note) and the action (checks the form, sends the
 * message through the provider, flashes contact-ets-success and answers 303; a refusal answers
 * with a translation key: mail-limited at 429, else contact-ets-error).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { servicesContext } from '../../context.ts';
import { checkHoneypot } from '../../csrf.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { getAccount } from '../../models/account.server.ts';
import { sendContactMessage } from '../../models/analyses.server.ts';
import { faqs, listLocations } from '../../models/content.server.ts';
import { providerFailure, seeOther } from '../../models/form-answer.server.ts';
import { contactPageSchema } from '../../models/contact-form.ts';
import { refuseValid } from '../../models/form-rules.ts';
import { mapOutline } from '../../maps/map-outline.server.ts';

type Context = Readonly<RouterContextProvider>;

/** A prefilled note longer than this is cut: a link is not a place for a whole letter. */
const NOTE_PREFILL_MAX = 2000;

export async function contactLoader(context: Context, request: Request) {
  const message = new URL(request.url).searchParams.get('message');

  const note = message?.replace(/\r\n?/g, '\n').trim().slice(0, NOTE_PREFILL_MAX) || undefined;
  const url = new URL(request.url);
  const { log } = context.get(servicesContext);
  const loadErrors: string[] = [];
  // The FAQ or the laboratory failing to load costs their own section and a toast, never the
  // contact form (document 1 §8).
  const [questions, labs] = await Promise.all([
    faqs(context).catch((error: unknown) => {
      log.warn('contact: FAQ unavailable', { error: (error as Error).message });
      loadErrors.push('get-all-faq-error');
      return [];
    }),
    listLocations(context, 'primary_lab').catch((error: unknown) => {
      log.warn('contact: laboratory unavailable', { error: (error as Error).message });
      return [];
    }),
  ]);
  const user = context.get(sessionContext).session.get('user') ?? null;
  // The signed-in user's details prefill the form (doc 1 §5), the phone from their account.
  const account = user ? await getAccount(context) : null;
  const { config } = context.get(servicesContext);
  return {
    faqs: [...questions].sort((a, b) => a.position - b.position),
    primary: labs[0] ?? null,
    // the coastline and state lines under the laboratory's pin
    outline: labs[0] ? mapOutline([labs[0].jsonGeocodeAddress]) : '',
    prefill: { ...(user ? { firstName: user.firstname, lastName: user.lastname, email: user.email, phone: account?.phone ?? undefined } : {}), note },
    canSend: !user || !!user.email,
    // "Write a message" links here with ?write: the form opens, with or without JavaScript.
    open: message !== null || url.searchParams.has('write'),
    chatUrl: config.public.chatUrl ?? null,
    loadErrors,
  };
}

export async function contactAction(context: Context, request: Request) {
  const formData = await request.formData();
  await checkHoneypot(formData);
  const { session } = context.get(sessionContext);
  const user = session.get('user');
  const submission = parseWithZod(formData, { schema: refuseValid(contactPageSchema, !!user && !user.email, 'contactPage.needsEmail') });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    await sendContactMessage(context, { name: `${v.firstName} ${v.lastName}`, email: v.email, phone: v.phone, message: v.note });
  } catch (error) {
    return providerFailure(error, 'contact-ets-error', { submission, on: { 429: 'mail-limited' } });
  }
  flash(session, { kind: 'success', message: 'contact-ets-success' });
  return seeOther(new URL(request.url).pathname);
}
