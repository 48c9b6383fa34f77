import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/submissions';
import { requireAccess } from '../../../models/gate.server.ts';
import { listSubmissions } from '../../../models/submissions.server.ts';
import { formatCents } from '../../../../contract/pricing.ts';
import { PageHead } from '../../../ui/page-head.tsx';
import { useSubmittedAt } from '../../../ui/submitted-at.ts';
import portalHref from '../../../styles/portal.css?url';
import ordersHref from '../../../styles/orders.css?url';

/**
 * The client's submissions: number, date, samples, total, state (submitted,
 * received, in progress, reported, cancelled), newest first, 25 a page (`?page=`).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: ordersHref },
];

const PAGE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'submissions');
  const raw = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isSafeInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : 1;
  const list = await listSubmissions(context, client.id, { start: (page - 1) * PAGE, length: PAGE });
  return { list, page, pages: Math.max(1, Math.ceil(list.total / PAGE)) };
}

export default function Submissions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const when = useSubmittedAt();
  const { list, page, pages } = loaderData;
  return (
    <section className="order-analyses submissions">
      <PageHead title={t('orders.listTitle')} />
      <div className="order-head">
        <h1>{t('orders.listTitle')}</h1>
        <Link to="/dashboard/shop/order-analyses">{t('orders.newOrder')}</Link>
      </div>
      {list.submissions.length ? (
        <div className="table-scroll">
          <table className="submissions-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.submittedAt')}</th>
                <th scope="col">{t('orders.samples')}</th>
                <th scope="col">{t('orders.total')}</th>
                <th scope="col">{t('orders.submitter')}</th>
                <th scope="col">{t('orders.state')}</th>
              </tr>
            </thead>
            <tbody>
              {list.submissions.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <Link to={`/dashboard/shop/order-analyses/submissions/${s.id}`}>{s.number}</Link>
                  </th>
                  <td>{when(s.submittedAt)}</td>
                  <td>{s.samples}</td>
                  <td>{formatCents(s.totalCents)}</td>
                  <td>{s.submitter}</td>
                  <td>
                    <span className="state-badge">{t(`orders.states.${s.state}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('orders.none')}</p>
      )}
      {pages > 1 ? (
        <nav aria-label={t('orders.listTitle')} className="downloads">
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t('common.previous')}</Link> : null}
          {page < pages ? <Link to={`?page=${page + 1}`}>{t('common.next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
