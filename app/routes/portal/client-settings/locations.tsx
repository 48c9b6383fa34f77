import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { ClientAddress } from '../../../../contract/addresses.ts';
import { typedIn } from '../../../ui/page-forms.ts';
import { CardForm } from './card-form.tsx';
import { AddressFields } from './address-fields.tsx';
import { PATH, addressSchema } from './client-settings.form.ts';
import type { SettingsForms } from './settings-forms.ts';

const addressLines = (a: ClientAddress) => [a.street_1, a.street_2, `${a.city}, ${a.state} ${a.postalCode}`, a.country].filter(Boolean) as string[];
const kindOf = (a: ClientAddress) => (a.primaryMailing && a.primaryShipping ? 'primaryBoth' : a.primaryMailing ? 'primaryMailing' : a.primaryShipping ? 'primaryShipping' : 'other');

/**
 * The client's locations (document 2 §5): the primary mailing and shipping addresses open, the
 * others as cards that open and close; adding one (`?add=1`), editing one (`?edit={id}`),
 * deleting one after a confirmation step (`?delete={id}`; a primary address is only replaced).
 */
export function Locations({ addresses, canChange, adding, editing, deleting, forms }: {
  addresses: ClientAddress[];
  canChange: boolean;
  adding: boolean;
  editing: number | null;
  deleting: number | null;
  forms: SettingsForms;
}) {
  const { t } = useTranslation();
  const failed = forms.answer;
  const openEdit = failed?.intent === 'edit' ? failed.id : editing;
  const openDelete = failed?.intent === 'delete' ? failed.id : deleting;
  const showAdd = adding || failed?.intent === 'add';
  return (
    <section aria-labelledby="locations-title" className="form-section">
      <div className="section-head">
        <h2 id="locations-title">{t('clientSettings.locations')}</h2>
        {canChange && !showAdd ? <Link to={`${PATH}?add=1#add-location`} role="button">{t('clientSettings.addLocation')}</Link> : null}
      </div>
      {canChange && showAdd ? <AddressForm formKey="add" id="add-location" forms={forms} /> : null}
      {addresses.map((a) => (
        <details key={a.id} className="location card-form" id={`location-${a.id}`} open={kindOf(a) !== 'other' || openEdit === a.id || openDelete === a.id}>
          <summary>{`${t(`clientSettings.kinds.${kindOf(a)}`)}${a.label ? `: ${a.label}` : ''}`}</summary>
          {openEdit === a.id ? (
            <AddressForm formKey={`edit-${a.id}`} id={`edit-location-${a.id}`} address={a} forms={forms} />
          ) : (
            <LocationCard address={a} canChange={canChange} confirming={openDelete === a.id} forms={forms} />
          )}
        </details>
      ))}
    </section>
  );
}

/** Adding a location (`address` absent) or editing one: checked in the browser by the action's schema. */
function AddressForm({ formKey, id, address, forms }: { formKey: string; id: string; address?: ClientAddress; forms: SettingsForms }) {
  const { t } = useTranslation();
  return (
    <CardForm formKey={formKey} id={id} intent={address ? 'edit' : 'add'} recordId={address?.id} action={address ? `${PATH}?edit=${address.id}` : `${PATH}?add=1`} schema={addressSchema}
      title={address ? undefined : { id: 'add-location-title', text: t('clientSettings.addLocation') }} label={address ? t('clientSettings.editOf', { name: address.label ?? address.street_1 }) : undefined}
      save={t('clientSettings.saveLocation')} forms={forms}>
      <AddressFields prefix={formKey} errors={(field) => forms.messages(formKey, field)} address={address} typed={typedIn(forms, formKey)} />
    </CardForm>
  );
}

/** One location as shown: its address, phone, notes and flags; its edit and delete links, or the delete confirmation. */
function LocationCard({ address: a, canChange, confirming, forms }: { address: ClientAddress; canChange: boolean; confirming: boolean; forms: SettingsForms }) {
  const { t } = useTranslation();
  const name = a.label ?? a.street_1;
  const refusal = forms.messages(`delete-${a.id}`, '');
  return (
    <>
      <address>
        {addressLines(a).map((l, i) => (
          <span key={i}>{l}<br /></span>
        ))}
        {a.phone ? <span>{t('clientSettings.phone')}: {a.phone}</span> : null}
      </address>
      {a.notes ? <p className="muted">{a.notes}</p> : null}
      <ul className="flags">
        {(['mailing', 'shipping', 'invoices', 'reports'] as const).filter((f) => a[f]).map((f) => <li key={f}>{t(`clientSettings.flags.${f}`)}</li>)}
      </ul>
      {confirming ? (
        <Form method="post" action={`${PATH}?delete=${a.id}`} className="confirm-form card-form" aria-labelledby={`delete-title-${a.id}`}>
          <p id={`delete-title-${a.id}`}><strong>{t('clientSettings.deleteQuestion', { name })}</strong></p>
          {refusal ? <p id={`delete-${a.id}`} className="field-error">{refusal.join(' ')}</p> : null}
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={a.id} />
          <div className="form-actions">
            <button type="submit" className="danger">{t('clientSettings.deleteConfirm')}</button>
            <Link to={PATH} className="secondary">{t('clientSettings.keep')}</Link>
          </div>
        </Form>
      ) : null}
      {canChange && !confirming ? (
        <p className="form-actions">
          <Link to={`${PATH}?edit=${a.id}#location-${a.id}`} aria-label={t('clientSettings.editOf', { name })}>{t('clientSettings.edit')}</Link>
          {kindOf(a) === 'other' ? (
            <Link to={`${PATH}?delete=${a.id}#location-${a.id}`} className="danger" aria-label={t('clientSettings.deleteOf', { name })}>{t('clientSettings.delete')}</Link>
          ) : (
            <small className="muted">{t('clientSettings.primaryNoDelete')}</small>
          )}
        </p>
      ) : null}
    </>
  );
}
