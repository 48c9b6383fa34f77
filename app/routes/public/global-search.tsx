/**
 * /global-search and /search (document 1 §2): a GET form (?q=); the results grouped by type,
 * each linking to its page. With JavaScript the form submits 1000 ms after typing stops
 * (document 1 §9); without it, the search button does. A term longer than the provider accepts
 * is refused with a message, never sent.
 */
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/global-search';
import { search, type SearchHit } from '../../models/content.server.ts';
import { MAX_SEARCH, SEARCH_INDEXES } from '../../../contract/search.ts';
import { useAutoSubmit, useSyncedValue } from '../../ui/auto-submit.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { orFallback } from '../../models/load-errors.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (q.length > MAX_SEARCH) return { q: q.slice(0, MAX_SEARCH), tooLong: true, groups: [], total: 0 };
  const loadErrors: string[] = [];
  const none = { hits: [] as SearchHit[], total: 0 };
  const answer = q ? await orFallback(context, search(context, q), none, 'get-search-cms-data-error', loadErrors) : none;
  const groups = SEARCH_INDEXES.map((index) => ({ index, hits: answer.hits.filter((h) => h._index === index) })).filter((g) => g.hits.length);
  return { q, tooLong: false, groups, total: answer.total, loadErrors };
}

export default function GlobalSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, tooLong, groups, total } = loaderData;
  const formRef = useAutoSubmit<HTMLFormElement>();
  const inputRef = useSyncedValue<HTMLInputElement>(q);
  return (
    <section className="container">
      <PageHead title={`${q ? `${t('search.resultsFor', { q })} | ` : ''}${t('search.title')}`} description={t('search.metaDescription')} />
      <h1>{t('search.title')}</h1>
      <Form method="get" role="search" ref={formRef} className="search-form">
        <label htmlFor="global-q">{t('search.label')}</label>
        <div role="group">
          <input id="global-q" ref={inputRef} name="q" type="search" defaultValue={q} maxLength={MAX_SEARCH} aria-describedby={tooLong ? 'global-q-error' : undefined} aria-invalid={tooLong || undefined} />
          <button type="submit">{t('search.submit')}</button>
        </div>
        {tooLong ? (
          <small id="global-q-error" className="field-error" role="alert">
            {t('search.tooLong', { max: MAX_SEARCH })}
          </small>
        ) : null}
      </Form>
      {q && !tooLong ? (
        <p role="status" aria-live="polite">
          {t('search.count', { count: total, q })}
        </p>
      ) : null}
      {groups.map((g) => (
        <section key={g.index} aria-labelledby={`results-${g.index}`} className="search-group">
          <h2 id={`results-${g.index}`}>{t(`search.kinds.${g.index}`)}</h2>
          <ul className="plain">
            {g.hits.map((h) => (
              <li key={`${h._index}-${h._id}`}>
                <Link to={h._source.url}>{h._source.title}</Link>
                {h._source.excerpt ? (
                  <p className="muted">
                    {h._source.locationType
                      ? t('search.locationExcerpt', { type: t(`search.locationTypes.${h._source.locationType}`), address: h._source.excerpt })
                      : h._source.excerpt}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
