/**
 * Server side of /dashboard/client-settings: the loader (client information, the
 * addresses, the fax numbers, the mailed-copies switches, which form the URL opens) and the
 * action, one `intent` per form: add, edit, delete (addresses), fax-add, fax-edit, fax-delete and
 * mailed. Each success flashes the specification's
 * key and redirects (303); each failure answers 400 with translated messages by field id and
 * what the user typed. The address rules of document 2 §5 run here for the user's sake and again
 * at the provider (contract/addresses.ts), which also normalises the country.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { ADDRESS_REFUSALS, US_PHONE, US_POSTAL, US_STATES, UNITED_STATES, maskUsPhone, ADDRESS_LIMITS } from '../../../contract/addresses.ts';
import { idValue } from '../../../contract/params.ts';
import { FAX_LIMITS, FAX_REFUSALS, displayFax, toE164 } from '../../../contract/faxes.ts';
import {
  type AddressForm, type FaxForm, createAddress, createFax, deleteAddress, deleteFax, loadAddresses, loadFaxes, loadMailedCopies, saveAddress, saveFax, saveMailedCopies,
} from '../../models/client-settings.server.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { loadTwoFactorRequirement, saveTwoFactorRequirement } from '../../models/two-factor.server.ts';
import { loadClient } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { getInstance } from '../../middleware/i18next.server.ts';
import { flash, sessionContext } from '../../session.server.ts';
import { COUNTRIES } from '../../ui/address-options.ts';

type Context = Readonly<RouterContextProvider>;
const PATH = '/dashboard/client-settings';

export interface SettingsActionData {
  intent: string;
  /** the address or fax the failed form was about */
  addressId?: number;
  errors: Record<string, string[]>;
  values: Record<string, string>;
}

export async function clientSettingsLoader(context: Context, request: Request) {
  const { client: active } = await requireAccess(context, request, 'client-settings:view');
  const url = new URL(request.url);
  const [client, addresses, faxes, mailed, twoFactor] = await Promise.all([
    loadClient(context, active.id), loadAddresses(context, active.id), loadFaxes(context, active.id), loadMailedCopies(context, active.id),
    loadTwoFactorRequirement(context, active.id),
  ]);
  const canChange = addresses.canChange;
  const num = (k: string) => Number(url.searchParams.get(k)) || null;
  return {
    client: { name: client.name, officialBusinessName: client.officialBusinessName, businessType: client.businessType, code: client.code, status: client.status },
    addresses: addresses.data,
    faxes: faxes.data.map((f) => ({ ...f, display: displayFax(f.number) })),
    canChange,
    mailed: canChange ? { invoices: mailed.invoices, reports: mailed.reports } : null,
    twoFactorRequired: twoFactor.required,
    adding: canChange && url.searchParams.get('add') === '1',
    editing: canChange ? num('edit') : null,
    deleting: canChange ? num('delete') : null,
    addingFax: canChange && url.searchParams.get('addFax') === '1',
    editingFax: canChange ? num('editFax') : null,
    deletingFax: canChange ? num('deleteFax') : null,
  };
}

const L = ADDRESS_LIMITS;
const FIELDS = ['label', 'street_1', 'street_2', 'city', 'country', 'state', 'stateText', 'postalCode', 'phone', 'notes'] as const;
const REQUIRED: Record<string, string> = { street_1: 'clientSettings.street1', city: 'clientSettings.city', country: 'clientSettings.country', postalCode: 'clientSettings.postalCode', phone: 'clientSettings.phone' };
const LIMITS: Record<string, number> = { label: L.label, street_1: L.street_1, street_2: L.street_2, city: L.city, state: L.state, stateText: L.state, postalCode: L.postalCode, phone: L.phone, notes: L.notes };

/** The address form's rules (document 2 §5): required fields, US masks and state select, free text elsewhere. */
function readAddress(form: FormData, prefix: string, t: (k: string, o?: Record<string, unknown>) => string): { errors: Record<string, string[]>; value: AddressForm | null } {
  const v = Object.fromEntries(FIELDS.map((k) => [k, String(form.get(k) ?? '').trim()])) as Record<(typeof FIELDS)[number], string>;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[`${prefix}-${field}`] ??= []).push(message);
  for (const [k, label] of Object.entries(REQUIRED)) if (!v[k as keyof typeof v]) add(k, t('field-error-required', { field: t(label) }));
  for (const [k, max] of Object.entries(LIMITS)) if (v[k as keyof typeof v].length > max) add(k, t('field-error-too-long', { field: t(`clientSettings.${k === 'street_1' ? 'street1' : k === 'street_2' ? 'street2' : k}`), max }));
  if (v.country && !COUNTRIES.includes(v.country)) add('country', t('field-error-required', { field: t('clientSettings.country') }));
  const us = v.country === UNITED_STATES;
  const state = us ? v.state : v.stateText;
  if (!state) add(us ? 'state' : 'stateText', t('field-error-required', { field: t('clientSettings.state') }));
  else if (us && !US_STATES.includes(state)) add('state', t('clientSettings.stateInvalid'));
  if (us && v.phone && !US_PHONE.test(maskUsPhone(v.phone))) add('phone', t('clientSettings.phoneInvalid'));
  if (us && v.postalCode && !US_POSTAL.test(v.postalCode)) add('postalCode', t('clientSettings.postalInvalid'));
  if (Object.keys(errors).length) return { errors, value: null };
  const on = (k: string) => form.get(k) === 'on';
  return {
    errors,
    value: {
      label: v.label || null, street_1: v.street_1, street_2: v.street_2 || null, city: v.city, state, country: v.country, postalCode: v.postalCode,
      phone: us ? maskUsPhone(v.phone) : v.phone, notes: v.notes || null, mailing: on('mailing'), shipping: on('shipping'), invoices: on('invoices'), reports: on('reports'),
      ...(form.get('primaryMailing') === 'on' ? { primaryMailing: true } : {}),
      ...(form.get('primaryShipping') === 'on' ? { primaryShipping: true } : {}),
    },
  };
}

/** The fax form (the same rules as the provider's contract: a valid number, E.164; at least one of reports and invoices). */
function readFax(form: FormData, prefix: string, t: (k: string, o?: Record<string, unknown>) => string): { errors: Record<string, string[]>; value: FaxForm | null } {
  const number = String(form.get('number') ?? '').trim();
  const label = String(form.get('label') ?? '').trim();
  const invoices = form.get('invoices') === 'on';
  const reports = form.get('reports') === 'on';
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[`${prefix}-${field}`] ??= []).push(message);
  if (!number) add('number', t('field-error-required', { field: t('clientSettings.faxNumber') }));
  else if (number.length > FAX_LIMITS.number || !toE164(number)) add('number', t('clientSettings.faxInvalid'));
  if (label.length > FAX_LIMITS.label) add('label', t('field-error-too-long', { field: t('clientSettings.faxLabel'), max: FAX_LIMITS.label }));
  if (!invoices && !reports) add('receives', t('clientSettings.faxReceivesNothing'));
  if (Object.keys(errors).length) return { errors, value: null };
  return { errors, value: { number, label: label || null, invoices, reports } };
}

/** The provider's refusal of a fax change as a translated message and the field it is about. */
function faxRefusal(error: ProviderError, t: (k: string) => string, fallback: string): { field: string; message: string } {
  // Another client's fax (or none) is answered as not found / no access to that client: tampering.
  if (error.status === 404 || (error.status === 403 && /do not have access/.test(error.message))) return { field: 'form', message: t('clientSettings.faxRefusals.notFound') };
  const hit = (Object.entries(FAX_REFUSALS) as [keyof typeof FAX_REFUSALS, string][]).find(([, m]) => error.message.includes(m));
  if (!hit) return { field: 'form', message: t(fallback) };
  const [key] = hit;
  return { field: key === 'number' || key === 'duplicate' ? 'number' : key === 'receives' ? 'receives' : 'form', message: t(`clientSettings.faxRefusals.${key}`) };
}

/** The provider's refusal as a translated message (its field when it names one). */
function refusal(error: ProviderError, t: (k: string) => string, fallback: string): { field: string; message: string } {
  const hit = Object.entries(ADDRESS_REFUSALS).find(([, m]) => error.message === m || error.message.includes(m));
  if (!hit) return { field: 'form', message: t(fallback) };
  const [key] = hit;
  const field = key === 'state' || key === 'phone' || key === 'postalCode' ? key : key === 'primaryMailingFlag' || key === 'primaryShippingFlag' ? 'flags' : 'form';
  return { field, message: t(`clientSettings.refusals.${key}`) };
}

export async function clientSettingsAction(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'client-settings:view');
  const { session } = context.get(sessionContext);
  const { t } = getInstance(context);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter(([k, v]) => typeof v === 'string' && k !== 'csrf').map(([k, v]) => [k, v as string]));
  const intent = String(form.get('intent') ?? '');
  const fail = (errors: Record<string, string[]>, addressId?: number) => data<SettingsActionData>({ intent, addressId, errors, values }, { status: 400 });
  const done = (message: string) => {
    flash(session, { kind: 'success', message });
    return redirect(PATH, 303);
  };
  const known = (error: unknown): ProviderError => {
    if (error instanceof ProviderError && error.status < 500) return error;
    throw error;
  };

  if (intent === 'mailed') {
    try {
      await saveMailedCopies(context, client.id, { invoices: form.get('mailedInvoices') === 'on', reports: form.get('mailedReports') === 'on' });
      return done('clientSettings.mailed-copies-success');
    } catch (error) {
      known(error);
      return fail({ 'mailed-invoices': [t('clientSettings.mailed-copies-error')] });
    }
  }

  if (intent === 'two-factor') {
    try {
      await saveTwoFactorRequirement(context, client.id, form.get('requireTwoFactor') === 'on');
      return done('twoFactor.client.saved');
    } catch (error) {
      // 409: an Administrator without two-factor sign-in of their own cannot require it.
      return fail({ 'require-two-factor': [t(known(error).status === 409 ? 'twoFactor.client.setUpFirst' : 'twoFactor.client.error')] });
    }
  }

  if (intent === 'add') {
    const { errors, value } = readAddress(form, 'add', t);
    if (!value) return fail(errors);
    try {
      await createAddress(context, client.id, value);
      return done('clientSettings.added-address-success');
    } catch (error) {
      const r = refusal(known(error), t, 'clientSettings.add-new-address-error');
      return fail({ [`add-${r.field}`]: [r.message] });
    }
  }

  if (intent === 'fax-add') {
    const { errors, value } = readFax(form, 'fax-add', t);
    if (!value) return fail(errors);
    try {
      await createFax(context, client.id, value);
      return done('clientSettings.added-fax-success');
    } catch (error) {
      const r = faxRefusal(known(error), t, 'clientSettings.add-fax-error');
      return fail({ [`fax-add-${r.field}`]: [r.message] });
    }
  }

  const id = idValue.safeParse(form.get('id'));
  if (!id.success) return fail({ form: [t(intent.startsWith('fax-') ? 'clientSettings.faxRefusals.notFound' : 'clientSettings.refusals.notFound')] });
  const addressId = id.data;

  if (intent === 'fax-edit') {
    const prefix = `fax-edit-${addressId}`;
    const { errors, value } = readFax(form, prefix, t);
    if (!value) return fail(errors, addressId);
    try {
      await saveFax(context, addressId, value);
      return done('clientSettings.edit-fax-success');
    } catch (error) {
      const r = faxRefusal(known(error), t, 'clientSettings.edit-fax-error');
      return fail({ [`${prefix}-${r.field}`]: [r.message] }, addressId);
    }
  }

  if (intent === 'fax-delete') {
    try {
      await deleteFax(context, addressId);
      return done('clientSettings.delete-fax-success');
    } catch (error) {
      const r = faxRefusal(known(error), t, 'clientSettings.delete-fax-error');
      return fail({ [`fax-delete-${addressId}`]: [r.message] }, addressId);
    }
  }

  if (intent === 'edit') {
    const prefix = `edit-${addressId}`;
    const { errors, value } = readAddress(form, prefix, t);
    if (!value) return fail(errors, addressId);
    try {
      await saveAddress(context, addressId, value);
      return done('clientSettings.edit-address-success');
    } catch (error) {
      const r = refusal(known(error), t, 'clientSettings.edit-address-error');
      return fail({ [`${prefix}-${r.field}`]: [r.message] }, addressId);
    }
  }

  if (intent === 'delete') {
    try {
      await deleteAddress(context, addressId);
      return done('clientSettings.delete-address-success');
    } catch (error) {
      const r = refusal(known(error), t, 'clientSettings.delete-address-error');
      return fail({ [`delete-${addressId}`]: [r.message] }, addressId);
    }
  }

  return fail({ form: [t('clientSettings.refusals.notFound')] });
}

