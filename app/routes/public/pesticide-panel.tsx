import { Form, Link, data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/pesticide-panel';
import { getAnalysis } from '../../models/analyses.server.ts';
import { cleanPhrase } from '../../models/analyses-filters.server.ts';
import { ComponentsTable } from '../../ui/components-table.tsx';
import { useAutoSubmit, useSyncedValue } from '../../ui/auto-submit.ts';
import { MAX_PHRASE } from '../../../contract/analyses-limits.ts';
import { PageHead } from '../../ui/page-head.tsx';

/**
 * Every component of the agri-chemical (multi-residue pesticide) panel, searchable with a GET
 * form (`?q=`). The panel is catalogue analysis 500 (AG-500) in the seeded catalogue; an
 * operator whose catalogue differs changes this id.
 */
export const PESTICIDE_PANEL_ID = 500;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = cleanPhrase(new URL(request.url).searchParams.get('q'));
  const panel = await getAnalysis(context, PESTICIDE_PANEL_ID).catch(() => {
    throw data({ message: 'get-analysis-components-error' }, { status: 503 });
  });
  const words = q.toLowerCase().split(' ').filter(Boolean);
  const components = panel.analysisComponents.filter((c) => {
    const text = [c.analyteName, c.units, c.method, c.description].filter(Boolean).join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
  return { q, panel: { id: panel.id, testName: panel.testName, description: panel.description, total: panel.analysisComponents.length }, components };
}

export default function PesticidePanelPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, panel, components } = loaderData;
  const formRef = useAutoSubmit<HTMLFormElement>();
  const qRef = useSyncedValue<HTMLInputElement>(q);
  return (
    <div className="container">
      <PageHead title={t('analyses.pesticideTitle')} description={t('analyses.pesticideMetaDescription')} />
      <h1>{t('analyses.pesticideTitle')}</h1>
      <p>{t('analyses.pesticideIntro', { count: panel.total })}</p>
      <p>
        <Link to={`/analyses/analysis/${panel.id}`}>{panel.testName}</Link>
      </p>
      <Form method="get" action="/analysis/additions/pesticide-panel" ref={formRef} role="search" aria-label={t('analyses.pesticideSearch')}>
        <div className="field">
          <label htmlFor="pesticide-q">{t('analyses.pesticideSearch')}</label>
          <input ref={qRef} id="pesticide-q" type="search" name="q" defaultValue={q} maxLength={MAX_PHRASE} autoComplete="off" />
        </div>
        <button type="submit">{t('analyses.searchButton')}</button>
      </Form>
      <p id="pesticide-count" aria-live="polite">
        {t('analyses.pesticideCount', { count: components.length, total: panel.total })}
      </p>
      {components.length ? <ComponentsTable components={components} labelledBy="pesticide-count" /> : <p>{t('analyses.noneFound')}</p>}
    </div>
  );
}
