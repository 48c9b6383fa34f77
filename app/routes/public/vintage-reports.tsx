/**
 * /vintage-reports (document 3 §2): filter buttons (links, ?varietal=) and the trend chart
 * images per varietal and analyte. A godmode user gets a replace form under each image: a
 * plain file input and button (multipart, works without JavaScript); with JavaScript, dropping
 * a file on the form submits it. The provider checks godmode, type (PNG, JPEG, WebP by content)
 * and size (under 5 MB); this action checks them first for a clear message.
 */
import { useRef, useState } from 'react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { Route } from './+types/vintage-reports';
import type { RootData, RouteHandle } from '../../root';
import { vintageReportsAction, vintageReportsLoader } from './vintage-reports.server.ts';
import { analyteName, chartName, varietalName } from '../../models/vintage-report-names.ts';
import { VINTAGE_VARIETAL_KEYS } from '../../../contract/vintage-charts.ts';
import { PageHead } from '../../ui/page-head.tsx';

// Only a godmode user's replace forms have something to enhance (drag and drop); everyone else
// gets links and images, and no JavaScript.
export const handle: RouteHandle = { hydrate: (d: { godmode?: boolean } | undefined) => !!d?.godmode };

export async function loader({ request, context }: Route.LoaderArgs) {
  return vintageReportsLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return vintageReportsAction(context, request);
}

function ReplaceForm({ varietal, analyte, name, filter, error }: { varietal: string; analyte: string; name: string; filter: string | null; error?: string }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hydrated = useHydrated(); // dropping a file works only with JavaScript
  const id = `upload-${varietal}-${analyte}`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={formRef}
      className={`replace-form${over ? ' drag-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!inputRef.current || !e.dataTransfer.files.length) return;
        inputRef.current.files = e.dataTransfer.files;
        formRef.current?.requestSubmit();
      }}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="varietal" value={varietal} />
      <input type="hidden" name="analyte" value={analyte} />
      {filter ? <input type="hidden" name="filter" value={filter} /> : null}
      <label htmlFor={id}>{t('vintageReports.replace', { chart: name })}</label>
      <small id={`${id}-hint`}>
        {t('vintageReports.replaceHint')}
        {hydrated ? ` ${t('vintageReports.dropHint')}` : null}
      </small>
      <input
        ref={inputRef}
        id={id}
        name="image"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <small id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </small>
      ) : null}
      <button type="submit" className="secondary">
        {t('vintageReports.upload')}
      </button>
    </Form>
  );
}

export default function VintageReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>('root');
  const { varietal, groups, godmode } = loaderData;
  const canReplace = godmode && !!root?.user;
  const err = actionData && 'error' in actionData ? actionData.error : null;
  const filterHref = (key: string | null) => (key ? `/vintage-reports?varietal=${key}` : '/vintage-reports');
  return (
    <article>
      <PageHead title={t('vintageReports.title')} description={t('vintageReports.metaDescription')} failed={!!err} />
      <header className="hero">
        <div className="container">
          <h1>{t('vintageReports.title')}</h1>
          <p>{t('vintageReports.lead')}</p>
        </div>
      </header>
      <div className="container">
        <nav aria-label={t('vintageReports.filters')} className="filter-buttons">
          <ul>
            <li>
              <Link to={filterHref(null)} role="button" className={varietal ? 'outline' : undefined} aria-current={varietal ? undefined : 'page'}>
                {t('vintageReports.all')}
              </Link>
            </li>
            {VINTAGE_VARIETAL_KEYS.map((key) => (
              <li key={key}>
                <Link to={filterHref(key)} role="button" className={varietal === key ? undefined : 'outline'} aria-current={varietal === key ? 'page' : undefined}>
                  {varietalName(t, key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((g) => (
          <section key={g.key} aria-labelledby={`v-${g.key}`}>
            <h2 id={`v-${g.key}`}>{varietalName(t, g.key)}</h2>
            <ul className="plain chart-grid">
              {g.charts.map((c) => (
                <li key={c.analyte} id={`chart-${g.key}-${c.analyte}`}>
                  <figure>
                    <img src={c.src} alt={t('vintageReports.chartAlt', { varietal: varietalName(t, g.key), analyte: analyteName(t, c.analyte) })} width={640} height={413} loading="lazy" />
                    <figcaption>{analyteName(t, c.analyte)}</figcaption>
                  </figure>
                  {canReplace ? (
                    <ReplaceForm varietal={g.key} analyte={c.analyte} name={chartName(t, g.key, c.analyte)} filter={varietal} error={err && err.varietal === g.key && err.analyte === c.analyte ? err.message : undefined} />
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
