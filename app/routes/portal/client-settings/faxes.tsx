import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAX_LIMITS } from '../../../../contract/fax-limits.ts';
import { typedIn } from '../../../ui/page-forms.ts';
import { CardForm } from './card-form.tsx';
import { RowActions } from './row-actions.tsx';
import { PATH, faxSchema } from './client-settings.form.ts';
import type { SettingsForms } from './settings-forms.ts';

export interface ShownFax {
  id: number;
  /** as shown: national for the United States, international elsewhere */
  display: string;
  label: string | null;
  invoices: boolean;
  reports: boolean;
}

/** The browser checks what it can without the phone-number library; the action checks the number too. */
const browserFaxSchema = faxSchema();

/** The client's fax numbers (document 2 §3 "Fax"): adding one (`?addFax=1`), editing (`?editFax={id}`), deleting after a confirmation (`?deleteFax={id}`). */
export function Faxes({ faxes, canChange, adding, editing, deleting, forms }: {
  faxes: ShownFax[];
  canChange: boolean;
  adding: boolean;
  editing: number | null;
  deleting: number | null;
  forms: SettingsForms;
}) {
  const { t } = useTranslation();
  const failed = forms.answer;
  const showAdd = adding || failed?.intent === 'fax-add';
  const openEdit = failed?.intent === 'fax-edit' ? failed.id : editing;
  const openDelete = failed?.intent === 'fax-delete' ? failed.id : deleting;
  return (
    <section aria-labelledby="faxes-title" className="form-section">
      <div className="section-head">
        <h2 id="faxes-title">{t('clientSettings.faxes')}</h2>
        {canChange && !showAdd ? <Link to={`${PATH}?addFax=1#add-fax`} role="button">{t('clientSettings.addFax')}</Link> : null}
      </div>
      <p className="muted">{t('clientSettings.faxesIntro')}</p>
      {canChange && showAdd ? <FaxForm formKey="fax-add" id="add-fax" forms={forms} /> : null}
      {faxes.length ? (
        <ul className="fax-list">
          {faxes.map((f) => (
            <li key={f.id} id={`fax-${f.id}`} className="card-form">
              {openEdit === f.id ? <FaxForm formKey={`fax-edit-${f.id}`} id={`edit-fax-${f.id}`} fax={f} forms={forms} /> : <FaxItem fax={f} canChange={canChange} confirming={openDelete === f.id} forms={forms} />}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('clientSettings.noFaxes')}</p>
      )}
    </section>
  );
}

const faxName = (f: ShownFax) => (f.label ? `${f.label} (${f.display})` : f.display);

/** Adding a fax number (`fax` absent) or editing one. */
function FaxForm({ formKey, id, fax, forms }: { formKey: string; id: string; fax?: ShownFax; forms: SettingsForms }) {
  const { t } = useTranslation();
  return (
    <CardForm formKey={formKey} id={id} intent={fax ? 'fax-edit' : 'fax-add'} recordId={fax?.id} action={fax ? `${PATH}?editFax=${fax.id}` : `${PATH}?addFax=1`} schema={browserFaxSchema}
      title={fax ? undefined : { id: 'add-fax-title', text: t('clientSettings.addFax') }} label={fax ? t('clientSettings.faxEditOf', { name: faxName(fax) }) : undefined} save={t('clientSettings.saveFax')} forms={forms}>
      <FaxFields prefix={formKey} errors={(field) => forms.messages(formKey, field)} fax={fax} typed={typedIn(forms, formKey)} />
    </CardForm>
  );
}

/** One fax number as shown, with its edit and delete links or the delete confirmation. */
function FaxItem({ fax: f, canChange, confirming, forms }: { fax: ShownFax; canChange: boolean; confirming: boolean; forms: SettingsForms }) {
  const { t } = useTranslation();
  const name = faxName(f);
  const refusal = forms.messages(`fax-delete-${f.id}`, '');
  const receives = t(`clientSettings.faxGets.${f.reports && f.invoices ? 'both' : f.reports ? 'reports' : 'invoices'}`);
  return (
    <>
      <p className="fax-line">
        {f.label ? <strong>{f.label}</strong> : null} <span className="fax-number">{f.display}</span>
      </p>
      <p className="muted">{receives}</p>
      <RowActions kind="fax" id={f.id} canChange={canChange} confirming={confirming} refusal={refusal} question={t('clientSettings.faxDeleteQuestion', { name })} confirm={t('clientSettings.faxDeleteConfirm')} editOf={t('clientSettings.faxEditOf', { name })} deleteOf={t('clientSettings.faxDeleteOf', { name })} />
    </>
  );
}

/** The fax form's fields: the number (any usual spelling; stored in E.164), a label, and what it receives. */
function FaxFields({ prefix, errors, fax, typed }: { prefix: string; errors: (name: string) => string[] | undefined; fax?: ShownFax; typed?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const numberId = `${prefix}-number`;
  const labelId = `${prefix}-label`;
  const receivesId = `${prefix}-receives`;
  const flag = (name: 'invoices' | 'reports') => (typed ? typed[name] === 'on' : (fax?.[name] ?? name === 'reports'));
  const typedText = (name: string, fallback: string) => (typed ? String(typed[name] ?? '') : fallback);
  const numberErr = errors('number');
  const labelErr = errors('label');
  const receivesErr = errors('receives');
  return (
    <>
      <div className={`field${numberErr ? ' field-invalid' : ''}`}>
        <label htmlFor={numberId}>{t('clientSettings.faxNumber')}</label>
        <small id={`${numberId}-hint`} className="field-hint">{t('clientSettings.faxNumberHint')}</small>
        <input id={numberId} name="number" type="tel" required maxLength={FAX_LIMITS.number} defaultValue={typedText('number', fax?.display ?? '')} aria-invalid={numberErr ? true : undefined}
          aria-describedby={[`${numberId}-hint`, numberErr ? `${numberId}-error` : ''].filter(Boolean).join(' ')} />
        {numberErr ? <small id={`${numberId}-error`} className="field-error">{numberErr.join(' ')}</small> : null}
      </div>
      <div className={`field${labelErr ? ' field-invalid' : ''}`}>
        <label htmlFor={labelId}>
          {t('clientSettings.faxLabel')}
          <span className="muted"> ({t('common.optional')})</span>
        </label>
        <input id={labelId} name="label" type="text" maxLength={FAX_LIMITS.label} defaultValue={typedText('label', fax?.label ?? '')} aria-invalid={labelErr ? true : undefined} aria-describedby={labelErr ? `${labelId}-error` : undefined} />
        {labelErr ? <small id={`${labelId}-error`} className="field-error">{labelErr.join(' ')}</small> : null}
      </div>
      <fieldset id={receivesId} aria-describedby={receivesErr ? `${receivesId}-error` : undefined}>
        <legend>{t('clientSettings.faxReceives')}</legend>
        {receivesErr ? <small id={`${receivesId}-error`} className="field-error">{receivesErr.join(' ')}</small> : null}
        <label htmlFor={`${prefix}-reports`}>
          <input type="checkbox" id={`${prefix}-reports`} name="reports" defaultChecked={flag('reports')} /> {t('clientSettings.flags.reports')}
        </label>
        <label htmlFor={`${prefix}-invoices`}>
          <input type="checkbox" id={`${prefix}-invoices`} name="invoices" defaultChecked={flag('invoices')} /> {t('clientSettings.flags.invoices')}
        </label>
      </fieldset>
    </>
  );
}
