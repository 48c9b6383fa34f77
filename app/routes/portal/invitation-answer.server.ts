/**
 * Server side of POST /launchpad/invitations/:id: the signed-in account accepts or declines an
 * invitation (from the launchpad's list or the e-mailed link's page). Works without JavaScript:
 * a plain form post, answered 303 to the clients list with a flash message.
 */
import { type RouterContextProvider } from 'react-router';
import { idValue } from '../../../contract/params.ts';
import { forgetAccount } from '../../models/account.server.ts';
import { seeOther } from '../../models/form-answer.server.ts';
import { requireUser } from '../../models/gate.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { answerInvitation } from '../../models/team.server.ts';
import { flash, sessionContext } from '../../session.server.ts';

type Context = Readonly<RouterContextProvider>;
const BACK = '/launchpad/clients';

export async function invitationAnswerAction(context: Context, request: Request, rawId: string | undefined) {
  requireUser(context, request);
  const { session } = context.get(sessionContext);
  const form = await request.formData();
  const intent = form.get('intent');
  const id = idValue.safeParse(rawId);
  if (!id.success || (intent !== 'accept' && intent !== 'decline')) {
    flash(session, { kind: 'error', message: 'teamMail.gone' });
    return seeOther(BACK);
  }
  try {
    const answer = await answerInvitation(context, id.data, intent);
    // The account's clients changed (accepted): the cached account is read afresh.
    forgetAccount(session);
    flash(session, { kind: answer.answer === 'accepted' ? 'success' : 'info', message: answer.answer === 'accepted' ? 'teamMail.accepted' : 'teamMail.declined', values: { client: answer.clientName } });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status >= 500) throw error;
    flash(session, { kind: 'error', message: error.status === 404 ? 'teamMail.gone' : 'teamMail.failed' });
  }
  return seeOther(BACK);
}
