/** Client settings → house specifications, server side: the list, adding one, deleting one. */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { seeOther } from '../../../models/form-answer.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { addSpecification, loadSpecifications, removeSpecification } from '../../../models/specifications.server.ts';
import { sampleTypes } from '../../../models/analyses.server.ts';
import { pickableSampleTypes } from '../../../../contract/submissions.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { specificationForm } from './specifications.form.ts';

type Context = Readonly<RouterContextProvider>;
export const SPECS_PATH = '/dashboard/client-settings/specifications';

export async function specificationsLoader(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'client-settings:view');
  const [specs, types] = await Promise.all([loadSpecifications(context, client.id), sampleTypes(context)]);
  return {
    specifications: specs.data,
    canChange: specs.canChange,
    sampleTypes: pickableSampleTypes(types).map((tp) => tp.name),
  };
}

export async function specificationsAction(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'client-settings:view');
  const form = await request.formData();
  const session = context.get(sessionContext).session;
  if (form.get('intent') === 'delete') {
    const id = Number(form.get('id'));
    if (Number.isInteger(id) && id > 0) {
      try {
        await removeSpecification(context, client.id, id);
        flash(session, { kind: 'success', message: 'specifications.deleted' });
      } catch (e) {
        if (!(e instanceof ProviderError) || e.status >= 500) throw e;
        flash(session, { kind: 'error', message: 'specifications.error.save' });
      }
    }
    return seeOther(SPECS_PATH);
  }
  const submission = parseWithZod(form, { schema: specificationForm });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await addSpecification(context, client.id, submission.value);
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status >= 500) throw e;
    return data({ result: submission.reply({ formErrors: [e.status === 403 ? 'specifications.error.notAllowed' : 'specifications.error.save'] }) }, { status: 400 });
  }
  flash(session, { kind: 'success', message: 'specifications.added', values: { name: submission.value.name } });
  return seeOther(SPECS_PATH);
}
