/** Creating a client from the launchpad (document 2 §5), server side; new-client.tsx keeps the markup. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { servicesContext } from '../../context.ts';
import { forgetAccount } from '../../models/account.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { addAddress, createClient, rememberLastClient } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { retryMinutes } from '../../models/password-refusal.server.ts';
import { messageKey } from '../../i18n/message.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { schema } from './new-client.form.ts';

type Context = Readonly<RouterContextProvider>;

export function newClientLoader(context: Context, request: Request) {
  requireUser(context, request);
  return null;
}

/** Creates the client, then its address; makes it active and the last client; goes to the dashboard. */
export async function newClientAction(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  let created;
  try {
    created = await createClient(context, { name: v.name, officialBusinessName: v.officialBusinessName, businessType: v.businessType, acceptTerms: true, jobTitle: v.jobTitle });
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status >= 500) throw e;
    // Over the new-client limit: 429 with Retry-After and the wait, the form kept as typed.
    const wait = retryMinutes(e);
    if (wait) return data({ result: submission.reply({ formErrors: [messageKey('teamMail.clientLimited', { count: wait })] }) }, { status: 429, headers: { 'Retry-After': String(wait * 60) } });
    return data({ result: submission.reply({ formErrors: ['create-business-account-error'] }) }, { status: 400 });
  }
  try {
    await addAddress(context, { clientId: created.id, street_1: v.street_1, city: v.city, state: v.state, country: v.country, postalCode: v.postalCode, phone: v.phone });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('adding the new client address failed', { status: e.status });
    flash(session, { kind: 'error', message: 'add-new-address-error' });
  }
  session.set('activeClientId', created.id);
  await rememberLastClient(context, user.id, created.id).catch(() => flash(session, { kind: 'error', message: 'update-user-active-client-error' }));
  forgetAccount(session);
  flash(session, { kind: 'success', message: 'create-business-account-success' });
  return seeOther('/dashboard');
}
