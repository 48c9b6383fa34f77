/**
 * Server side of /dashboard/client-settings: the loader (client information, the addresses, the
 * fax numbers, the mailed-copies switches, which form the URL opens) and the action, one `intent`
 * per form: add, edit, delete (addresses), fax-add, fax-edit, fax-delete, mailed and two-factor.
 * Each form is parsed by its schema (client-settings.form.ts, which the browser checks too); a
 * success flashes the specification's key and redirects (303); a failure answers 400 with
 * conform's reply (translation keys by field, what the user typed) and the failed form's `key`.
 * The provider checks the address rules again (contract/addresses.ts) and normalises the country.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { idValue } from '../../../../contract/params.ts';
import { displayFax, toE164 } from '../../../../contract/faxes.ts';
import {
  createAddress, createBlock, createFax, deleteAddress, deleteBlock, deleteFax, loadAddresses, loadBlocks, loadFaxes, loadMailedCopies, saveAddress, saveBlock, saveFax, saveMailedCopies,
} from '../../../models/client-settings.server.ts';
import { seeOther } from '../../../models/form-answer.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { loadTwoFactorRequirement, saveTwoFactorRequirement } from '../../../models/two-factor.server.ts';
import { loadClient } from '../../../models/portal.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';
import { type FormAnswer, replyWith } from '../../../ui/page-forms.ts';
import { PATH, addressSchema, blockSchema, confirmSchema, faxSchema, infoSchema, mailedSchema, twoFactorSchema } from './client-settings.form.ts';
import { editClientInformation } from '../../../models/client-approval.server.ts';
import { mayAccess } from '../../../../contract/access.ts';

type Context = Readonly<RouterContextProvider>;

/** The action's answer on failure: the failed form (`intent`, the address's or fax's `id`) and conform's reply. */
export interface SettingsAnswer extends FormAnswer {
  intent: string;
  id?: number;
}

export async function clientSettingsLoader(context: Context, request: Request) {
  const { client: active, user } = await requireAccess(context, request, 'client-settings:view');
  // The laboratory (site administrators) corrects the client's information; members see it read-only.
  const canEditInfo = mayAccess(user, null, 'client:edit');
  const url = new URL(request.url);
  const [client, addresses, faxes, mailed, twoFactor, blocks] = await Promise.all([
    loadClient(context, active.id), loadAddresses(context, active.id), loadFaxes(context, active.id), loadMailedCopies(context, active.id),
    loadTwoFactorRequirement(context, active.id), loadBlocks(context, active.id),
  ]);
  const canChange = addresses.canChange;
  const num = (k: string) => Number(url.searchParams.get(k)) || null;
  return {
    client: { name: client.name, officialBusinessName: client.officialBusinessName, businessType: client.businessType, code: client.code, status: client.status },
    addresses: addresses.data,
    faxes: faxes.data.map((f) => ({ ...f, display: displayFax(f.number) })),
    canChange,
    canEditInfo,
    editingInfo: canEditInfo && url.searchParams.get('editInfo') === '1',
    mailed: canChange ? { invoices: mailed.invoices, reports: mailed.reports } : null,
    twoFactorRequired: twoFactor.required,
    adding: canChange && url.searchParams.get('add') === '1',
    editing: canChange ? num('edit') : null,
    deleting: canChange ? num('delete') : null,
    addingFax: canChange && url.searchParams.get('addFax') === '1',
    editingFax: canChange ? num('editFax') : null,
    deletingFax: canChange ? num('deleteFax') : null,
    blocks: blocks.data,
    canChangeBlocks: blocks.canChange,
    addingBlock: blocks.canChange && url.searchParams.get('addBlock') === '1',
    editingBlock: blocks.canChange ? num('editBlock') : null,
    deletingBlock: blocks.canChange ? num('deleteBlock') : null,
  };
}

/** A refusal the page tells apart: the translation key of its message and the field it is shown at ('' : the form). */
interface Refusal {
  key: string;
  field: string;
}

/** Fax refusals by the provider's code; a 400 of the fax rules names its field (the number, or `reports`: what it receives). */
function faxRefusal(error: ProviderError): Refusal | null {
  // Another client's fax (or none) is answered as not found / not a member of that client: tampering.
  if (error.status === 404 || error.code === 'not-member') return { key: 'clientSettings.faxRefusals.notFound', field: '' };
  if (error.code === 'fax-listed') return { key: 'clientSettings.faxRefusals.duplicate', field: 'number' };
  if (error.code === 'invalid' && error.field === 'number') return { key: 'clientSettings.faxRefusals.number', field: 'number' };
  if (error.code === 'invalid' && error.field === 'reports') return { key: 'clientSettings.faxRefusals.receives', field: 'receives' };
  return null;
}

const ADDRESS_REFUSALS: Record<string, Refusal> = {
  'primary-address-undeletable': { key: 'clientSettings.refusals.primaryDelete', field: '' },
  'primary-address-unset': { key: 'clientSettings.refusals.primaryUnset', field: '' },
  'primary-mailing-needs-mail': { key: 'clientSettings.refusals.primaryMailingFlag', field: 'flags' },
  'primary-shipping-needs-shipping': { key: 'clientSettings.refusals.primaryShippingFlag', field: 'flags' },
  'address-not-found': { key: 'clientSettings.refusals.notFound', field: '' },
};

/** Address refusals by the provider's code; a 400 of the US rules names its field (state, phone, postalCode). */
function addressRefusal(error: ProviderError): Refusal | null {
  if (error.code === 'invalid' && (error.field === 'state' || error.field === 'phone' || error.field === 'postalCode')) {
    return { key: `clientSettings.refusals.${error.field}`, field: error.field };
  }
  return (error.code && ADDRESS_REFUSALS[error.code]) || null;
}

/** Block refusals by the provider's code (a duplicate name in the vineyard; another client's block: not found). */
function blockRefusal(error: ProviderError): Refusal | null {
  if (error.status === 404 || error.code === 'not-member') return { key: 'harvest.refusals.notFound', field: '' };
  if (error.code === 'block-listed') return { key: 'harvest.refusals.duplicate', field: 'name' };
  return null;
}

export async function clientSettingsAction(context: Context, request: Request) {
  const { client, user } = await requireAccess(context, request, 'client-settings:view');
  const { session } = context.get(sessionContext);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const parsedId = idValue.safeParse(form.get('id'));
  const id = parsedId.success ? parsedId.data : undefined;
  const parse = <S extends z.ZodType>(schema: S) => parseWithZod(form, { schema });
  /** Answers 400 with `submission`'s reply for the form `key`, plus a refusal's message on its field. */
  const fail = (key: string, submission: Parameters<typeof replyWith>[0], refusal?: Refusal) =>
    data<SettingsAnswer>({ intent, id, key, result: replyWith(submission, refusal && { field: refusal.field, message: refusal.key }) }, { status: 400 });
  const done = (message: string) => {
    flash(session, { kind: 'success', message });
    return seeOther(PATH);
  };
  // A refusal we do not tell apart (5xx, a contract mismatch) is not the user's to fix here.
  const known = (error: unknown): ProviderError => {
    if (error instanceof ProviderError && error.status < 500) return error;
    throw error;
  };
  /** The provider's refusal as the page shows it: its own message, else the form's `fallback` key. */
  const refused = (error: unknown, tell: (e: ProviderError) => Refusal | null, fallback: string) => tell(known(error)) ?? { key: fallback, field: '' };

  /** One change: parse its form, call the provider, flash `success`; a refusal as `tell` reads it, else `fallback`. */
  const change = async <S extends z.ZodType>(key: string, schema: S, call: (value: z.output<S>) => Promise<unknown>, success: string, tell: (e: ProviderError) => Refusal | null, fallback: string) => {
    const submission = parse(schema);
    if (submission.status !== 'success') return fail(key, submission);
    try {
      await call(submission.value as z.output<S>);
      return done(success);
    } catch (error) {
      return fail(key, submission, refused(error, tell, fallback));
    }
  };
  const validFax = faxSchema((v) => toE164(v) !== null);
  // A confirmation's refusal is its own message, whatever field the provider named.
  const onConfirmation = (tell: (e: ProviderError) => Refusal | null) => (e: ProviderError) => {
    const refusal = tell(e);
    return refusal && { ...refusal, field: '' };
  };

  switch (intent) {
    case 'info':
      // Members keep the read-only view: the provider refuses them too (403, answered as the failure below).
      if (!mayAccess(user, null, 'client:edit')) return fail('info', parse(confirmSchema), { key: 'clientSettings.edit-client-information-error', field: '' });
      return change('info', infoSchema, (v) => editClientInformation(context, client.id, v), 'clientSettings.edit-client-information-success',
        (e) => (e.code === 'invalid' && e.field ? { key: 'clientSettings.infoInvalid', field: e.field } : null), 'clientSettings.edit-client-information-error');
    case 'mailed':
      return change('mailed', mailedSchema, (v) => saveMailedCopies(context, client.id, { invoices: v.mailedInvoices, reports: v.mailedReports }), 'clientSettings.mailed-copies-success', () => null, 'clientSettings.mailed-copies-error');
    case 'two-factor':
      // 409: an Administrator without two-factor sign-in of their own cannot require it.
      return change('two-factor', twoFactorSchema, (v) => saveTwoFactorRequirement(context, client.id, v.requireTwoFactor), 'twoFactor.client.saved',
        (e) => ({ key: e.status === 409 ? 'twoFactor.client.setUpFirst' : 'twoFactor.client.error', field: '' }), 'twoFactor.client.error');
    case 'add':
      return change('add', addressSchema, (v) => createAddress(context, client.id, v), 'clientSettings.added-address-success', addressRefusal, 'clientSettings.add-new-address-error');
    case 'block-add':
      return change('block-add', blockSchema, (v) => createBlock(context, client.id, v), 'harvest.added', blockRefusal, 'harvest.refusals.error');
    case 'fax-add':
      return change('fax-add', validFax, (v) => createFax(context, client.id, v), 'clientSettings.added-fax-success', faxRefusal, 'clientSettings.add-fax-error');
  }

  if (id === undefined) {
    const notFound = intent.startsWith('fax-') ? 'clientSettings.faxRefusals.notFound' : intent.startsWith('block-') ? 'harvest.refusals.notFound' : 'clientSettings.refusals.notFound';
    return fail('form', parse(confirmSchema), { key: notFound, field: '' });
  }
  switch (intent) {
    case 'edit':
      return change(`edit-${id}`, addressSchema, (v) => saveAddress(context, id, v), 'clientSettings.edit-address-success', addressRefusal, 'clientSettings.edit-address-error');
    case 'fax-edit':
      return change(`fax-edit-${id}`, validFax, (v) => saveFax(context, id, v), 'clientSettings.edit-fax-success', faxRefusal, 'clientSettings.edit-fax-error');
    // Deleting sends nothing but the id.
    case 'delete':
      return change(`delete-${id}`, confirmSchema, () => deleteAddress(context, id), 'clientSettings.delete-address-success', onConfirmation(addressRefusal), 'clientSettings.delete-address-error');
    case 'block-edit':
      return change(`block-edit-${id}`, blockSchema, (v) => saveBlock(context, id, v), 'harvest.saved', blockRefusal, 'harvest.refusals.error');
    case 'block-delete':
      return change(`block-delete-${id}`, confirmSchema, () => deleteBlock(context, id), 'harvest.deleted', onConfirmation(blockRefusal), 'harvest.refusals.error');
    case 'fax-delete':
      return change(`fax-delete-${id}`, confirmSchema, () => deleteFax(context, id), 'clientSettings.delete-fax-success', onConfirmation(faxRefusal), 'clientSettings.delete-fax-error');
  }
  return fail('form', parse(confirmSchema), { key: 'clientSettings.refusals.notFound', field: '' });
}
