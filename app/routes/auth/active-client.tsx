import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/active-client';
import { servicesContext } from '../../context.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { chooseClient, forgetAccount, isSiteAdmin, safeRedirect } from '../../models/account.server.ts';
import { failureOf, seeOther } from '../../models/form-answer.server.ts';
import { requireUser } from '../../models/gate.server.ts';

const schema = z.object({ clientId: z.coerce.number().int().positive(), redirectTo: z.string().optional(), resume: z.literal('1').optional() });

export function loader() {
  return redirect('/launchpad/clients');
}

/**
 * Chooses a client (account menu, clients list): it becomes active and is saved as the user's
 * last client (PUT /users/{id}.json). Credit hold (document 2 §4): a Reporting User stays where
 * they were with a warning and a contact link; everyone else goes to billing. Otherwise the
 * dashboard, or, with `resume=1` (the no-access page's "Switch to …"), the page in `redirectTo`
 * that was refused under the other client (issue 15 item 5). A failure flashes
 * update-user-active-client-error and returns to `redirectTo`.
 */
export async function action({ request, context }: Route.ActionArgs) {
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
  // The invoices ticked for payment belong to the client that was active (issue 16).
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
