/**
 * The vintage trends page, /dashboard/vintage-portal (document 3 §2, §4, §5, §9): choose an
 * analysis, a varietal and a region (vintage-form.tsx), then the trend report
 * (vintage-report.tsx). The breadcrumb bar is hidden (the route gives no crumbs).
 */
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/vintage-trends';
import { vintagePage } from './vintage-trends.server.ts';
import { VINTAGE_FIELDS, VintageForm } from './vintage-form.tsx';
import { VintageReport } from './vintage-report.tsx';
import { VintageDays, ViewTabs } from './vintage-days.tsx';
import { ErrorSummary } from '../../../ui/form.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import analyticsHref from '../../../styles/analytics.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsHref }];

export function loader({ request, context }: Route.LoaderArgs) {
  return vintagePage(context, request);
}

export default function VintageTrends({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { analyses, varietals, regions, selected, errors, failure, report, hold, keep, season } = loaderData;
  const summary = VINTAGE_FIELDS.filter((f) => errors[f]).map((f) => ({ id: f, message: t(`vintage.errors.${errors[f]}`) }));
  return (
    <article className="analytics-page vintage-portal">
      <PageHead title={t('vintage.title')} failed={summary.length > 0} noindex />
      <h1>{t('vintage.title')}</h1>
      <ErrorSummary errors={summary} />
      {failure ? (
        <p className="banner banner-error" role="alert">
          {t(`vintage.errors.${failure}`)}
        </p>
      ) : null}
      <div className="analytics-columns">
        <VintageForm analyses={analyses} varietals={varietals} regions={regions} selected={selected} errors={errors} keep={keep} />
        <aside className="analytics-instructions" aria-labelledby="vintage-instructions">
          <details open>
            <summary id="vintage-instructions">{t('vintage.instructionsTitle')}</summary>
            <ol>
              <li>{t('vintage.instructions1')}</li>
              <li>{t('vintage.instructions2')}</li>
              <li>{t('vintage.instructions3')}</li>
              <li>{t('vintage.instructions4')}</li>
              <li>{t('vintage.days.instructions')}</li>
            </ol>
          </details>
        </aside>
      </div>
      <ViewTabs selected={selected} keep={keep} />
      {report ? <VintageReport report={report} hold={hold} /> : null}
      {season ? <VintageDays season={season} selected={selected} hold={hold} /> : null}
    </article>
  );
}
