/** The launchpad's clients list, server side: the search and the administrators' open-a-client action (clients.tsx keeps the markup). */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { decideClient, loadPendingClients } from '../../models/client-approval.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { type FormAnswer, replyWith } from '../../ui/page-forms.ts';
import { approvalForm } from './clients.form.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { isSiteAdmin, mayAccess } from '../../../contract/access.ts';
import { forgetAccount, getAccount } from '../../models/account.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { listClients, rememberLastClient } from '../../models/portal.server.ts';
import { pendingInvitations } from '../../models/team.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { orFallback } from '../../models/load-errors.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function clientsLoader(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  // Site administrators decide on the clients awaiting the laboratory's approval, listed above the search.
  const decides = mayAccess(user, null, 'client:approve');
  const admin = isSiteAdmin(user);
  const loadErrors: string[] = [];
  // A site administrator's list of every client failing to load costs the list, never the page: the
  // clients awaiting approval, the invitations and the search stay (document 1 §8 all-godmode-clients-error).
  const clients = listClients(context, user.id, q);
  const [account, list, invitations, pending] = await Promise.all([
    getAccount(context), admin ? orFallback(context, clients, null, 'all-godmode-clients-error', loadErrors) : clients, pendingInvitations(context), decides ? loadPendingClients(context) : Promise.resolve(null),
  ]);
  // document 2 §2, §6: a non-administrator linked to no client is told so and sent to create one,
  // unless an invitation waits for their answer here.
  if (!admin && list && list.data.length === 0 && !q && invitations.data.length === 0) {
    flash(context.get(sessionContext).session, { kind: 'info', message: 'launchpad.notLinked' });
    throw redirect('/launchpad/new-client');
  }
  return {
    q, admin, name: account ? `${account.firstname} ${account.lastname}` : user.email, clients: list?.data ?? [], total: list?.total ?? 0,
    listFailed: !list, invitations: invitations.data, pending: pending?.data ?? null, loadErrors,
  };
}

const openSchema = z.object({ clientId: z.coerce.number().int().positive(), to: z.enum(['results', 'billing']) });

/** The refusals of a decision the page tells apart, by the provider's code. */
const DECISION_REFUSALS: Record<string, { message: string; field: string }> = {
  'client-not-pending': { message: 'launchpad.approval.notPending', field: '' },
  'reason-required': { message: 'launchpad.approval.reasonRequired', field: 'reason' },
  'client-not-found': { message: 'launchpad.approval.notPending', field: '' },
};

/** The failed approval form of one client: its key names the form on the page. */
export type ApprovalAnswer = FormAnswer;

/** The decision on a client awaiting approval: a flash naming the client and what its members were told, or the form's messages (400/409). */
async function approvalAction(context: Context, form: FormData) {
  const submission = parseWithZod(form, { schema: approvalForm });
  const key = `approval-${String(form.get('clientId') ?? '')}`;
  if (submission.status !== 'success') return data<ApprovalAnswer>({ key, result: submission.reply() }, { status: 400 });
  const { clientId, decision, reason } = submission.value;
  const name = String(form.get('clientName') ?? '').slice(0, 200);
  try {
    const decided = await decideClient(context, clientId, { decision, reason });
    flash(context.get(sessionContext).session, {
      kind: 'success',
      message: decision === 'approve' ? 'launchpad.approval.approvedFlash' : 'launchpad.approval.deniedFlash',
      values: { name, count: decided.notified },
    });
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status >= 500) throw e;
    const refusal = DECISION_REFUSALS[e.code ?? ''] ?? { message: 'launchpad.approval.failed', field: '' };
    return data<ApprovalAnswer>({ key, result: replyWith(submission, refusal) }, { status: e.status === 409 ? 409 : 400 });
  }
  return seeOther('/launchpad/clients');
}

/** Administrators open a client straight into results or billing, and decide on the clients awaiting approval. */
export async function clientsAction(context: Context, request: Request) {
  const { user } = requireUser(context, request);
  if (!isSiteAdmin(user)) return seeOther('/launchpad/clients');
  const form = await request.formData();
  if (form.has('decision')) return approvalAction(context, form);
  const parsed = openSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return seeOther('/launchpad/clients');
  const { session } = context.get(sessionContext);
  session.set('activeClientId', parsed.data.clientId);
  await rememberLastClient(context, user.id, parsed.data.clientId).catch(() => undefined);
  forgetAccount(session);
  return seeOther(parsed.data.to === 'billing' ? '/dashboard/billing' : '/dashboard/results');
}
