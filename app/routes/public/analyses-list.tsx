import { Form, Link, data, redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/analyses-list';
import {
  type AnalysesList, type Named, analysisCategories, analysisCollections, listAnalyses, sampleTypes,
} from '../../models/analyses.server.ts';
import { filtersCookie, parseFilters, parsePage, rememberedFilters, urlHasFilters } from '../../models/analyses-filters.server.ts';
import { type ListFilters, PAGE_SIZE, isEmpty, listHref } from '../../models/analyses-filters.ts';
import { AnalysesTabs } from '../../ui/analyses-tabs.tsx';
import { AnalysesTable } from '../../ui/analyses-table.tsx';
import { useAutoSubmit, useSyncedValue } from '../../ui/auto-submit.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { MAX_PHRASE } from '../../../contract/analyses-limits.ts';
import { pageCache } from '../../page-cache.server.ts';
import { PageHead } from '../../ui/page-head.tsx';

// Anonymous visitors share one render per address for 10 s (the catalogue itself is cached 5 min): app/page-cache.server.ts.
export const middleware: Route.MiddlewareFunction[] = [pageCache(10)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const errors: string[] = [];
  const soft = <T,>(p: Promise<T>, key: string, fallback: T) =>
    p.catch(() => {
      errors.push(key);
      return fallback;
    });
  const [matrices, collections, categories] = await Promise.all([
    soft(sampleTypes(context), 'get-analyses-matrices-error', [] as Named[]),
    soft(analysisCollections(context), 'get-analyses-collections-error', [] as Named[]),
    soft(analysisCategories(context), 'get-analyses-categories-error', [] as Named[]),
  ]);
  const known = {
    matrices: new Set(matrices.map((m) => m.id)),
    collections: new Set(collections.map((m) => m.id)),
    categories: new Set(categories.map((m) => m.id)),
  };

  // No filter in the URL: the remembered ones, by a redirect so the URL tells the state.
  if (!urlHasFilters(url.searchParams)) {
    const remembered = await rememberedFilters(request.headers.get('Cookie'));
    const filters = parseFilters(new Map(Object.entries(remembered)), known);
    if (!isEmpty(filters)) throw redirect(listHref(filters));
  }

  const filters = parseFilters(url.searchParams, known);
  const page = parsePage(url.searchParams.get('page'));
  const list = await soft(
    listAnalyses(context, {
      searchPhrase: filters.q || undefined,
      matrixId: filters.matrix,
      collectionId: filters.collection,
      categoryId: filters.category,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
    'get-cms-analyses-error',
    null as AnalysesList | null,
  );
  // Filters are remembered only when there are some (an empty cookie would take the visitor out of
  // the anonymous page cache for no reason); clearing them forgets the cookie.
  const headers = new Headers();
  if (!isEmpty(filters)) headers.set('Set-Cookie', await filtersCookie.serialize(filters));
  else if (request.headers.get('Cookie')?.includes('analyses_filters=')) headers.set('Set-Cookie', await filtersCookie.serialize({}, { maxAge: 0 }));
  return data({ filters, page, list, matrices, collections, categories, errors }, { headers });
}

/** One removable chip per applied filter: a link to the list without it. */
function chipsOf(filters: ListFilters, names: { matrices: Named[]; collections: Named[]; categories: Named[] }) {
  const nameOf = (list: Named[], id?: number) => list.find((x) => x.id === id)?.name ?? '';
  const chips: { key: string; label: string; value: string; href: string }[] = [];
  if (filters.q) chips.push({ key: 'q', label: 'analyses.search', value: filters.q, href: listHref({ ...filters, q: '' }) });
  if (filters.matrix !== undefined)
    chips.push({ key: 'matrix', label: 'analyses.sampleType', value: nameOf(names.matrices, filters.matrix), href: listHref({ ...filters, matrix: undefined }) });
  if (filters.collection !== undefined)
    chips.push({ key: 'collection', label: 'analyses.collection', value: nameOf(names.collections, filters.collection), href: listHref({ ...filters, collection: undefined }) });
  if (filters.category !== undefined)
    chips.push({ key: 'category', label: 'analyses.category', value: nameOf(names.categories, filters.category), href: listHref({ ...filters, category: undefined }) });
  return chips;
}

export default function AnalysesListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, page, list, matrices, collections, categories, errors } = loaderData;
  const formRef = useAutoSubmit<HTMLFormElement>();
  const qRef = useSyncedValue<HTMLInputElement>(filters.q);
  const chips = chipsOf(filters, { matrices, collections, categories });
  const count = list?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const from = count === 0 ? 0 : Math.min((page - 1) * PAGE_SIZE + 1, count);
  const to = Math.min(page * PAGE_SIZE, count);
  return (
    <div className="container analyses-page">
      <PageHead title={t('analyses.title')} description={t('analyses.metaDescription')} />
      <h1>{t('analyses.title')}</h1>
      <AnalysesTabs />
      {errors.map((key) => (
        <p key={key} role="alert" className="field-error">
          {t(key)}
        </p>
      ))}
      <Form method="get" action="/analyses/all-analyses" ref={formRef} className="analyses-filters" role="search" aria-label={t('analyses.filtersLabel')}>
        <div className="filters-grid">
          <div className="field">
            <label htmlFor="analyses-q">{t('analyses.search')}</label>
            <input
              ref={qRef}
              id="analyses-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={MAX_PHRASE}
              placeholder={t('analyses.searchPlaceholder')}
              autoComplete="off"
            />
          </div>
          <FilterSelect id="analyses-matrix" name="matrix" label={t('analyses.sampleType')} all={t('analyses.allSampleTypes')} options={matrices} value={filters.matrix} />
          <FilterSelect id="analyses-collection" name="collection" label={t('analyses.collection')} all={t('analyses.allCollections')} options={collections} value={filters.collection} />
          <FilterSelect id="analyses-category" name="category" label={t('analyses.category')} all={t('analyses.allCategories')} options={categories} value={filters.category} />
        </div>
        <button type="submit">{t('analyses.apply')}</button>
      </Form>

      <div className="filter-chips" aria-live="polite">
        {chips.length ? (
          <>
            <h2 className="visually-hidden">{t('analyses.filtersApplied')}</h2>
            <ul>
              {chips.map((c) => (
                <li key={c.key}>
                  <Link to={c.href} className="chip" aria-label={t('analyses.removeFilter', { filter: t(c.label), value: c.value })}>
                    <span>
                      {t(c.label)}: {c.value}
                    </span>
                    <span aria-hidden="true"> ×</span>
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/analyses/all-analyses?reset=1" className="chip chip-reset">
                  {t('analyses.allCategories')}
                </Link>
              </li>
            </ul>
          </>
        ) : null}
      </div>

      <div className="analyses-summary">
        <p id="analyses-count" className="analyses-count">
          {count === 0 ? t('analyses.countNone') : t('analyses.countShown', { from, to, count })}
        </p>
        <p className="fee-schedules">
          <span>{t('analyses.feeSchedules')}: </span>
          <a href="/analyses/fee-schedules/most-popular" download>
            {t('analyses.feeMostPopular')}
          </a>
          {' · '}
          <a href="/analyses/fee-schedules/complete-list" download>
            {t('analyses.feeCompleteList')}
          </a>
        </p>
      </div>

      {list && list.analyses.length ? (
        <AnalysesTable analyses={list.analyses} describedBy="analyses-count" />
      ) : (
        <p className="empty-state">{t('analyses.noneFound')}</p>
      )}
      <Pagination page={page} pages={pages} href={(p) => listHref(filters, p)} />
    </div>
  );
}

function FilterSelect({ id, name, label, all, options, value }: { id: string; name: string; label: string; all: string; options: Named[]; value?: number }) {
  const ref = useSyncedValue<HTMLSelectElement>(value === undefined ? '' : String(value));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} name={name} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
