/**
 * An analysis's components: a table on wide screens, cards on narrow ones (CSS alone). Each
 * component's description (and method description) expands in a `<details>`, so it toggles
 * without JavaScript.
 */
import { useTranslation } from 'react-i18next';
import type { AnalysisComponent } from '../../contract/analyses.ts';

export function ComponentsTable({ components, labelledBy }: { components: AnalysisComponent[]; labelledBy?: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="responsive components-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('analyses.analyte')}</th>
            <th scope="col">{t('analyses.units')}</th>
            <th scope="col">{t('analyses.method')}</th>
            <th scope="col">{t('analyses.details')}</th>
          </tr>
        </thead>
        <tbody>
          {components.map((c) => {
            const more = [c.description, c.methodDescription, c.methodDeveloper ? t('analyses.methodDeveloper', { name: c.methodDeveloper }) : null].filter(Boolean);
            return (
              <tr key={c.id}>
                <td data-label={t('analyses.analyte')}>
                  {c.analyteName}
                  {c.accredited ? <small className="muted"> ({t('analyses.accredited')})</small> : null}
                </td>
                <td data-label={t('analyses.units')}>{c.units ?? ''}</td>
                <td data-label={t('analyses.method')}>{c.method ?? ''}</td>
                <td data-label={t('analyses.details')}>
                  {more.length ? (
                    <details className="component-more">
                      <summary>
                        {t('analyses.showDescription')}
                        <span className="visually-hidden">: {c.analyteName}</span>
                      </summary>
                      {more.map((text, i) => (
                        <p key={i}>{text}</p>
                      ))}
                    </details>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
