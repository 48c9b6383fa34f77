import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/worklist';
import { PageHead } from '../../../ui/page-head.tsx';
import { useSubmittedAt } from '../../../ui/submitted-at.ts';
import portalHref from '../../../styles/portal.css?url';
import ordersHref from '../../../styles/orders.css?url';
import { worklistLoader } from './bench.server.ts';

/**
 * The lab bench's worklist: received batches awaiting results, oldest first, each with its
 * client, how many values are open, entered (awaiting verification) and verified, and per sample
 * the tests still open. A batch's number opens its page for entry.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: portalHref },
  { rel: 'stylesheet', href: ordersHref },
];

export async function loader(args: Route.LoaderArgs) {
  return worklistLoader(args);
}

export default function Worklist({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const when = useSubmittedAt();
  const { batches } = loaderData;
  return (
    <section className="container order-analyses desk bench">
      <PageHead title={t('bench.worklist.title')} />
      <h1>{t('bench.worklist.title')}</h1>
      <p>{t('bench.worklist.intro')}</p>
      <p>
        <Link to="/launchpad/receiving">{t('bench.toDesk')}</Link>
      </p>
      {batches.length ? (
        <div className="table-scroll">
          <table className="bench-worklist">
            <caption className="visually-hidden">{t('bench.worklist.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bench.batch')}</th>
                <th scope="col">{t('bench.client')}</th>
                <th scope="col">{t('bench.submitted')}</th>
                <th scope="col">{t('bench.progress')}</th>
                <th scope="col">{t('bench.worklist.openTests')}</th>
              </tr>
            </thead>
            <tbody>
              {batches.map((b) => (
                <tr key={b.id}>
                  <th scope="row">
                    <Link to={`/launchpad/bench/${b.id}`}>{b.id}</Link>
                  </th>
                  <td>
                    {b.client.name} ({b.client.code})
                  </td>
                  <td>{when(b.submittedAt)}</td>
                  <td>{t('bench.worklist.counts', { open: b.open, entered: b.entered, verified: b.verified })}</td>
                  <td>
                    <ul className="plain">
                      {b.samples.map((s) => (
                        <li key={s.id}>
                          <strong>{s.friendlyNumber}</strong> {s.openTests.length ? s.openTests.join(', ') : t('bench.worklist.noneOpen')}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('bench.worklist.empty')}</p>
      )}
    </section>
  );
}
