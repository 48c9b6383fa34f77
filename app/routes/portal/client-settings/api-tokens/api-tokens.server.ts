/**
 * Server side of /dashboard/client-settings/api-tokens: the loader (the client's tokens and last
 * calls) and the action, one `intent` per form: create (the page answers the new secret this
 * once, in the action's own answer: it is never in a flash, a URL or the session), revoke, keep.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { requireAccess } from '../../../../models/gate.server.ts';
import { createApiToken, keepApiToken, loadApiTokens, revokeApiToken } from '../../../../models/api-tokens.server.ts';
import { failureOf, seeOther } from '../../../../models/form-answer.server.ts';
import { flash, sessionContext } from '../../../../session.server.ts';
import { type FormAnswer, replyWith } from '../../../../ui/page-forms.ts';
import { PATH, idSchema, tokenFormSchema } from './api-tokens.form.ts';
import { messageKey } from '../../../../i18n/message.ts';
import { API_TOKEN_LIMITS } from '../../../../../contract/api-tokens.ts';

type Context = Readonly<RouterContextProvider>;

export async function apiTokensLoader(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'api-tokens');
  const { tokens, calls } = await loadApiTokens(context, client.id);
  // Only the client's own Administrators create tokens (a site administrator sees and revokes).
  return { tokens, calls, canCreate: client.role === 'Administrator', clientName: client.name };
}

export type TokensAnswer = FormAnswer & { created?: undefined } | { created: { name: string; secret: string }; key?: undefined; result?: undefined };

export async function apiTokensAction(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'api-tokens');
  const { session } = context.get(sessionContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'create') {
    const submission = parseWithZod(form, { schema: tokenFormSchema });
    if (submission.status !== 'success') return data({ key: 'create', result: submission.reply() }, { status: 400 });
    try {
      const made = await createApiToken(context, client.id, submission.value);
      return { created: { name: made.token.name, secret: made.secret } };
    } catch (error) {
      const failure = failureOf(error, 'apiTokens.errors.create', { on: { 409: messageKey('apiTokens.errors.limit', { count: API_TOKEN_LIMITS.livePerClient }) } });
      return data({ key: 'create', result: replyWith(submission, { field: failure.field ?? '', message: failure.message }) }, { status: failure.status });
    }
  }
  const parsed = idSchema.safeParse({ id: form.get('id') });
  if (!parsed.success || (intent !== 'revoke' && intent !== 'keep')) throw data({ message: 'bad-request' }, { status: 400 });
  try {
    if (intent === 'revoke') await revokeApiToken(context, client.id, parsed.data.id);
    else await keepApiToken(context, client.id, parsed.data.id);
    flash(session, { kind: 'success', message: intent === 'revoke' ? 'apiTokens.revoked' : 'apiTokens.kept' });
  } catch (error) {
    const failure = failureOf(error, 'apiTokens.errors.gone');
    flash(session, { kind: 'error', message: failure.message });
  }
  return seeOther(PATH);
}
