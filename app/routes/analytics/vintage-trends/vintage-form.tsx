/**
 * The vintage trends page's choice of analysis, varietal and region. Without JavaScript it is one
 * GET form whose later lists the server fills after each step (a button per step). With
 * JavaScript a choice loads the next list at once and the run button enables when all three are
 * chosen.
 */
import { useEffect, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/vintage-trends';
import { VINTAGE_PATH, type VintageView, addressOf } from '../../../models/analytics-addresses.ts';
import { SelectField } from '../../../ui/form.tsx';

type PageData = Route.ComponentProps['loaderData'];
export const VINTAGE_FIELDS = ['analyses', 'varietal', 'ava'] as const;
export type VintageFieldName = (typeof VINTAGE_FIELDS)[number];

export function VintageForm({ analyses, varietals, regions, selected, errors, keep = {} }: Pick<PageData, 'analyses' | 'varietals' | 'regions' | 'selected' | 'errors'> & { keep?: VintageView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [enhanced, setEnhanced] = useState(false);
  const [region, setRegion] = useState(selected.ava);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => setRegion(selected.ava), [selected.ava]);
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === VINTAGE_PATH;
  const message = (field: VintageFieldName) => (errors[field] ? [t(`vintage.errors.${errors[field]}`)] : undefined);
  const ready = !!(selected.analyses && selected.varietal && region);
  const go = (to: string) => navigate(to, { preventScrollReset: true });
  return (
    <Form method="get" className="vintage-form" aria-busy={loading || undefined} data-enhanced={enhanced ? 'on' : undefined} aria-labelledby="vintage-form-title">
      <h2 id="vintage-form-title">{t('vintage.formTitle')}</h2>
      {/* the view shown (trend report or vintages by day) stays through every step */}
      {keep.view ? <input type="hidden" name="view" value={keep.view} /> : null}
      {keep.view && keep.origin ? <input type="hidden" name="origin" value={keep.origin} /> : null}
      <SelectField
        key={`a-${selected.analyses}`}
        id="analyses"
        name="analyses"
        label={t('vintage.analysis')}
        defaultValue={selected.analyses}
        errors={message('analyses')}
        required
        onChange={(e) => go(addressOf({ analyses: e.currentTarget.value }, '', keep))}
      >
        <option value="">{t('vintage.chooseAnalysis')}</option>
        {analyses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({a.units})
          </option>
        ))}
      </SelectField>
      <button type="submit" name="step" value="analysis" formNoValidate className="secondary step-button" hidden={enhanced}>
        {t('vintage.stepAnalysis')}
      </button>
      <SelectField
        key={`v-${selected.analyses}-${selected.varietal}`}
        id="varietal"
        name="varietal"
        label={t('vintage.varietal')}
        hint={selected.analyses ? undefined : t('vintage.varietalFirst')}
        defaultValue={selected.varietal}
        errors={message('varietal')}
        required
        onChange={(e) => go(addressOf({ analyses: selected.analyses, varietal: e.currentTarget.value }, '', keep))}
      >
        <option value="">{t('vintage.chooseVarietal')}</option>
        {varietals.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" name="step" value="varietal" formNoValidate className="secondary step-button" hidden={enhanced || !selected.analyses}>
        {t('vintage.stepVarietal')}
      </button>
      <SelectField
        key={`r-${selected.analyses}-${selected.varietal}-${selected.ava}`}
        id="ava"
        name="ava"
        label={t('vintage.region')}
        hint={selected.varietal ? undefined : t('vintage.regionFirst')}
        defaultValue={selected.ava}
        errors={message('ava')}
        required
        onChange={(e) => setRegion(e.currentTarget.value)}
      >
        <option value="">{t('vintage.chooseRegion')}</option>
        {regions.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <button type="submit" id="run-report" disabled={enhanced && !ready}>
        {t('vintage.run')}
      </button>
      {loading ? (
        <p className="muted" role="status">
          {t('vintage.loading')}
        </p>
      ) : null}
    </Form>
  );
}
