import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { COLOURS, LABEL_MARKETS, LABEL_TERMS } from '../../contract/compliance-tables.ts';
import type { SampleComplianceView } from '../../contract/compliance.ts';
import { useSchemaForm } from './schema-form.ts';
import { labelClaimSchema } from '../routes/portal/label-claim.form.ts';

/** The verdict on the label claim in words, with the rule's source, the table's date and the guide line. */
export function labelVerdictText(t: TFunction, c: SampleComplianceView): string | null {
  const v = c.label;
  if (!v || !c.alcohol) return null;
  const values = {
    measured: c.alcohol.value, claim: c.claim.labelAlcohol ?? '', tolerance: v.tolerance, difference: v.difference !== undefined ? Math.abs(v.difference) : '',
    by: v.by, line: v.line, floor: v.floor, limit: v.limit, term: v.term ? t(`labelClaim.terms.${v.term}`) : '',
  };
  return t(`labelClaim.verdict.${v.kind}`, values);
}

/** The sample page's label claim: the verdict (with its rule and source) and the form that sets the claim, the market and the colour. */
export function LabelClaim({ compliance, lastResult }: { compliance: SampleComplianceView; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const c = compliance;
  const [form, fields] = useSchemaForm(labelClaimSchema, {
    id: 'label-claim',
    lastResult,
    defaultValue: {
      labelAlcohol: c.claim.labelAlcohol === null ? '' : String(c.claim.labelAlcohol),
      labelTerm: c.claim.labelTerm ?? '',
      labelMarket: c.claim.labelMarket,
      labelExtended: c.claim.labelExtended ? 'on' : undefined,
      colour: c.colourAssumed ? '' : (c.colour ?? ''),
    },
  });
  const verdict = labelVerdictText(t, c);
  const bad = c.label && ['outside', 'tax-class', 'below-floor', 'term-not-met'].includes(c.label.kind);
  const errorsOf = (f: { errors?: string[] }) => (f.errors ?? []).map((e) => t(e)).join(' ');
  const err = (name: 'labelAlcohol') => (fields[name].errors?.length ? `${fields[name].id}-error` : undefined);
  return (
    <section className="compliance-panel" aria-labelledby="label-claim-title">
      <h2 id="label-claim-title">{t('labelClaim.title')}</h2>
      <dl className="facts">
        <dt>{t('labelClaim.product')}</dt>
        <dd>{c.product ? t(`labelClaim.products.${c.product}`) : t('labelClaim.noProduct')}</dd>
        <dt>{t('labelClaim.measured')}</dt>
        <dd>{c.alcohol ? `${c.alcohol.value} % (${c.alcohol.analyte})` : t('labelClaim.noAlcohol')}</dd>
        <dt>{t('labelClaim.market')}</dt>
        <dd>{t(`labelClaim.markets.${c.claim.labelMarket}`)}</dd>
      </dl>
      {verdict ? (
        <div className={`verdict ${bad ? 'verdict-bad' : 'verdict-ok'}`} data-testid="label-verdict">
          <p>
            <strong>{verdict}</strong>
          </p>
          {c.label?.source ? <p className="muted">{t('labelClaim.rule', { source: c.label.source, date: c.asOf })}</p> : null}
          <p className="muted">{t('labelClaim.guide')}</p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="compliance-form" aria-labelledby="label-claim-title">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="label" />
        {form.errors?.length ? <p className="field-error" role="alert">{form.errors.map((e) => t(e)).join(' ')}</p> : null}
        <div>
          <label htmlFor={fields.labelAlcohol.id}>{t('labelClaim.labelAlcohol')}</label>
          <input {...getInputProps(fields.labelAlcohol, { type: 'text' })} key={fields.labelAlcohol.key} inputMode="decimal" autoComplete="off" aria-describedby={err('labelAlcohol')} />
          {fields.labelAlcohol.errors?.length ? <p id={`${fields.labelAlcohol.id}-error`} className="field-error">{errorsOf(fields.labelAlcohol)}</p> : null}
        </div>
        {c.product === 'beer' ? (
          <div>
            <label htmlFor={fields.labelTerm.id}>{t('labelClaim.labelTerm')}</label>
            <select {...getSelectProps(fields.labelTerm)} key={fields.labelTerm.key}>
              <option value="">{t('labelClaim.termNone')}</option>
              {LABEL_TERMS.map((term) => (
                <option key={term} value={term}>{t(`labelClaim.terms.${term}`)}</option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={fields.labelMarket.id}>{t('labelClaim.market')}</label>
          <select {...getSelectProps(fields.labelMarket)} key={fields.labelMarket.key}>
            {LABEL_MARKETS.map((m) => (
              <option key={m} value={m}>{t(`labelClaim.markets.${m}`)}</option>
            ))}
          </select>
        </div>
        {c.product === 'wine' || c.product === null ? (
          <div>
            <label htmlFor={fields.colour.id}>{t('labelClaim.colour')}</label>
            <select {...getSelectProps(fields.colour)} key={fields.colour.key} aria-describedby={c.colourAssumed ? 'colour-assumed' : undefined}>
              <option value="">{c.colourAssumed && c.colour ? t('labelClaim.colourAssumedOption', { colour: t(`labelClaim.colours.${c.colour}`) }) : t('labelClaim.colourNone')}</option>
              {COLOURS.map((col) => (
                <option key={col} value={col}>{t(`labelClaim.colours.${col}`)}</option>
              ))}
            </select>
            {c.colourAssumed ? <small id="colour-assumed" className="field-hint">{t('labelClaim.colourAssumed')}</small> : null}
          </div>
        ) : null}
        {c.product === 'wine' ? (
          <div className="checkbox-row">
            <input {...getInputProps(fields.labelExtended, { type: 'checkbox' })} key={fields.labelExtended.key} />
            <label htmlFor={fields.labelExtended.id}>{t('labelClaim.extended')}</label>
          </div>
        ) : null}
        <button type="submit" className="secondary">{t('labelClaim.save')}</button>
      </Form>
    </section>
  );
}

/** Molecular SO2 against the style's target, with the free SO2 that would reach it and the caveat for reds. */
export function MolecularSo2({ so2, asOf }: { so2: NonNullable<SampleComplianceView['molecularSo2']>; asOf: string }) {
  const { t } = useTranslation();
  return (
    <section className="compliance-panel" aria-labelledby="so2-title">
      <h2 id="so2-title">{t('so2.title')}</h2>
      <p data-testid="molecular-so2">
        <strong>{t('so2.value', { molecular: so2.molecular, free: so2.free, pH: so2.pH })}</strong>
      </p>
      <p>
        {t('so2.target', { style: t(`so2.styles.${so2.style}`), target: so2.target })} {so2.meetsTarget ? t('so2.meets') : t('so2.short')}
      </p>
      <p>{t('so2.freeFor', { free: so2.freeForTarget, pH: so2.pH })}</p>
      {so2.caveatForRed ? <p className="muted">{t('so2.caveat')}</p> : null}
      <p className="muted">{t('so2.formula', { date: asOf })}</p>
    </section>
  );
}
