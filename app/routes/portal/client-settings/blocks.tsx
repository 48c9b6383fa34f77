import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOCK_LIMITS, type VineyardBlock, targetOf } from '../../../../contract/harvest.ts';
import { typedIn } from '../../../ui/page-forms.ts';
import { CardForm } from './card-form.tsx';
import { RowActions } from './row-actions.tsx';
import { PATH, blockSchema } from './client-settings.form.ts';
import type { SettingsForms } from './settings-forms.ts';

const blockName = (b: VineyardBlock) => `${b.name} (${b.vineyard})`;

/**
 * The client's vineyard blocks (harvest planning): each with its varietal, acres and the targets
 * it picks at (its own, or the varietal's default, marked so); adding one (`?addBlock=1`),
 * editing (`?editBlock={id}`), deleting after a confirmation (`?deleteBlock={id}`; its samples
 * stay, untied). Administrators change them; Full Users read.
 */
export function Blocks({ blocks, canChange, adding, editing, deleting, forms }: {
  blocks: VineyardBlock[];
  canChange: boolean;
  adding: boolean;
  editing: number | null;
  deleting: number | null;
  forms: SettingsForms;
}) {
  const { t } = useTranslation();
  const failed = forms.answer;
  const showAdd = adding || failed?.intent === 'block-add';
  const openEdit = failed?.intent === 'block-edit' ? failed.id : editing;
  const openDelete = failed?.intent === 'block-delete' ? failed.id : deleting;
  return (
    <section aria-labelledby="blocks-title" className="form-section">
      <div className="section-head">
        <h2 id="blocks-title">{t('harvest.blocks')}</h2>
        {canChange && !showAdd ? <Link to={`${PATH}?addBlock=1#add-block`} role="button">{t('harvest.addBlock')}</Link> : null}
      </div>
      <p className="muted">
        {t('harvest.blocksIntro')} <Link to="/dashboard/harvest">{t('harvest.openHarvest')}</Link>
      </p>
      {canChange && showAdd ? <BlockForm formKey="block-add" id="add-block" forms={forms} /> : null}
      {blocks.length ? (
        <ul className="fax-list">
          {blocks.map((b) => (
            <li key={b.id} id={`block-${b.id}`} className="card-form">
              {openEdit === b.id ? <BlockForm formKey={`block-edit-${b.id}`} id={`edit-block-${b.id}`} block={b} forms={forms} /> : <BlockItem block={b} canChange={canChange} confirming={openDelete === b.id} forms={forms} />}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('harvest.noBlocks')}</p>
      )}
    </section>
  );
}

function BlockForm({ formKey, id, block, forms }: { formKey: string; id: string; block?: VineyardBlock; forms: SettingsForms }) {
  const { t } = useTranslation();
  return (
    <CardForm formKey={formKey} id={id} intent={block ? 'block-edit' : 'block-add'} recordId={block?.id} action={block ? `${PATH}?editBlock=${block.id}` : `${PATH}?addBlock=1`} schema={blockSchema}
      title={block ? undefined : { id: 'add-block-title', text: t('harvest.addBlock') }} label={block ? t('harvest.editOf', { name: blockName(block) }) : undefined} save={t('harvest.saveBlock')} forms={forms}>
      <BlockFields prefix={formKey} errors={(field) => forms.messages(formKey, field)} block={block} typed={typedIn(forms, formKey)} />
    </CardForm>
  );
}

/** One block as shown: vineyard, varietal, acres, its targets; the edit and delete links or the delete confirmation. */
function BlockItem({ block: b, canChange, confirming, forms }: { block: VineyardBlock; canChange: boolean; confirming: boolean; forms: SettingsForms }) {
  const { t } = useTranslation();
  const name = blockName(b);
  const target = targetOf(b);
  const refusal = forms.messages(`block-delete-${b.id}`, '');
  return (
    <>
      <p className="fax-line">
        <strong>{b.name}</strong> · {b.vineyard}
      </p>
      <p className="muted">
        {b.varietal}
        {b.acres !== null ? ` · ${t('harvest.acresValue', { acres: b.acres })}` : ''}
      </p>
      <p className="muted">
        {t('harvest.targetLine', { brix: target.brix, ta: target.taMax, phMin: target.phMin, phMax: target.phMax })} {target.own ? '' : t('harvest.defaultTarget')}
      </p>
      <RowActions kind="block" id={b.id} canChange={canChange} confirming={confirming} refusal={refusal} question={t('harvest.deleteQuestion', { name })} confirm={t('harvest.deleteConfirm')} editOf={t('harvest.editOf', { name })} deleteOf={t('harvest.deleteOf', { name })} />
    </>
  );
}

const TEXT_FIELDS = [
  ['name', BLOCK_LIMITS.name],
  ['vineyard', BLOCK_LIMITS.vineyard],
  ['varietal', BLOCK_LIMITS.varietal],
] as const;
const NUMBER_FIELDS = ['acres', 'targetBrix', 'taMax', 'phMin', 'phMax'] as const;

/** The block form's fields: name, vineyard, varietal (required), acres and the targets (optional decimals). */
function BlockFields({ prefix, errors, block, typed }: { prefix: string; errors: (name: string) => string[] | undefined; block?: VineyardBlock; typed?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const value = (name: string, fallback: string | number | null | undefined) => (typed ? String(typed[name] ?? '') : fallback === null || fallback === undefined ? '' : String(fallback));
  const field = (name: string, label: string, input: (id: string, describedBy: string | undefined, invalid: boolean) => React.ReactNode, hint?: string) => {
    const id = `${prefix}-${name}`;
    const err = errors(name);
    const describedBy = [hint ? `${id}-hint` : '', err ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div key={name} className={`field${err ? ' field-invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {hint ? <small id={`${id}-hint`} className="field-hint">{hint}</small> : null}
        {input(id, describedBy, !!err)}
        {err ? <small id={`${id}-error`} className="field-error">{err.join(' ')}</small> : null}
      </div>
    );
  };
  const optional = (key: string) => `${t(key)} (${t('common.optional')})`;
  return (
    <>
      {TEXT_FIELDS.map(([name, max]) =>
        field(name, t(`harvest.${name === 'name' ? 'blockName' : name}`), (id, describedBy, invalid) => (
          <input id={id} name={name} type="text" required maxLength={max} defaultValue={value(name, block?.[name])} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
        ), name === 'varietal' ? t('harvest.varietalHint') : undefined),
      )}
      {NUMBER_FIELDS.map((name) =>
        field(name, optional(`harvest.fields.${name}`), (id, describedBy, invalid) => (
          <input id={id} name={name} type="text" inputMode="decimal" maxLength={10} defaultValue={value(name, block?.[name])} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
        ), name === 'targetBrix' ? t('harvest.targetHint') : undefined),
      )}
    </>
  );
}
