/**
 * Server-side paging as plain links (work without JavaScript): previous, numbered pages
 * around the current one, next. `href(page)` builds each link, keeping the page's filters.
 */
import { PageLink, useClientLinks } from './client-links.tsx';
import { useTranslation } from 'react-i18next';

export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  const ref = useClientLinks<HTMLElement>();
  if (pages <= 1) return null;
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const list = [...shown].sort((a, b) => a - b);
  return (
    <nav ref={ref} className="pagination" aria-label={t('common.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <PageLink to={href(page - 1)} rel="prev">{t('common.previous')}</PageLink>
          </li>
        ) : null}
        {list.map((p, i) => (
          <li key={p}>
            {i > 0 && list[i - 1] !== p - 1 ? <span aria-hidden="true">… </span> : null}
            <PageLink to={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={t('common.goToPage', { page: p })}>
              {p}
            </PageLink>
          </li>
        ))}
        {page < pages ? (
          <li>
            <PageLink to={href(page + 1)} rel="next">{t('common.next')}</PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
