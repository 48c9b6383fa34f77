/**
 * Server side of POST /active-client: makes the chosen client the active one and answers 303 to
 * the dashboard (or billing, or back with a warning for a client on credit hold).
 */
import { type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { servicesContext } from '../../context.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { chooseClient, forgetAccount, isSiteAdmin, safeRedirect } from '../../models/account.server.ts';
import { failureOf, seeOther } from '../../models/form-answer.server.ts';
import { requireUser } from '../../models/gate.server.ts';

type Context = Readonly<RouterContextProvider>;

const schema = z.object({ clientId: z.coerce.number().int().positive(), redirectTo: z.string().optional(), resume: z.literal('1').optional() });

export async function activeClientAction(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  const { session } = context.get(sessionContext);
  const { log } = context.get(servicesContext);
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  const back = (parsed.success && safeRedirect(parsed.data.redirectTo)) || '/launchpad/clients';
  if (!parsed.success) {
    flash(session, { kind: 'error', message: 'update-user-active-client-error' });
    return seeOther(back);
  }
  let fresh;
  try {
    fresh = await chooseClient(context, user.id, parsed.data.clientId);
  } catch (error) {
    const { status, message } = failureOf(error, 'update-user-active-client-error', { on: { 429: 'update-user-active-client-error' } });
    log.warn('choosing a client failed', { status });
    flash(session, { kind: 'error', message });
    return seeOther(back);
  }
  const client = fresh.lastClient;
  if (!client) {
    flash(session, { kind: 'error', message: 'update-user-active-client-error' });
    return seeOther(back);
  }
  session.set('activeClientId', client.id);
  // The invoices ticked for payment belong to the client that was active.
  session.unset('paymentSelection');
  forgetAccount(session);
  if (client.status === 'Credit Hold') {
    if (!isSiteAdmin(user) && client.role === 'Reporting User') {
      flash(session, { kind: 'warning', message: 'credit-hold-warning', values: { name: client.name }, link: { to: '/contact-us', label: 'credit-hold-contact' } });
      return seeOther(back);
    }
    return seeOther('/dashboard/billing');
  }
  // Without resume, redirectTo is only where a failure returns: the account menu sends the page it
  // was opened on, which may belong to the client being left.
  return seeOther((parsed.data.resume && safeRedirect(parsed.data.redirectTo)) || '/dashboard');
}
