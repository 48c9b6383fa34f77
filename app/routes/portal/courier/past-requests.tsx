import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/request-courier';
import { COURIER_DEFAULT_LENGTH, COURIER_PAGE_SIZES, type CourierRequest } from '../../../../contract/courier.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { PATH } from './request-courier.form.ts';
import { DetailsDialog, Scheduled, StatusLabel, labTime } from './request-details.tsx';

/** The list's query string, keeping page size (and page) but dropping the panels' parameters. */
function listQuery(l: { size: number; page: number }, extra: Record<string, string | number> = {}) {
  const sp = new URLSearchParams();
  if (l.size !== COURIER_DEFAULT_LENGTH) sp.set('size', String(l.size));
  if (l.page > 1) sp.set('page', String(l.page));
  for (const [k, v] of Object.entries(extra)) sp.set(k, String(v));
  const qs = sp.toString();
  return qs ? `?${qs}` : '';
}

type Data = Route.ComponentProps['loaderData'];

/** The past courier orders: a table on large screens, cards on small ones, paging 10/25/50, the CSV export and the details dialog. */
export function PastRequests({ data: d }: { data: Data }) {
  const { t } = useTranslation();
  const { list: l, requests, total, listError, details } = d;
  const pages = Math.max(1, Math.ceil(total / l.size));
  const detailsHref = (r: CourierRequest) => `${PATH}${listQuery(l, { details: r.id })}`;
  return (
    <section className="courier-history" aria-labelledby="courier-history-title">
      <h2 id="courier-history-title">{t('courier.historyTitle')}</h2>
      <div className="courier-toolbar">
        <Form method="get" action={PATH} className="courier-size">
          <label htmlFor="courier-size">{t('courier.pageSize')}</label>
          <select id="courier-size" name="size" defaultValue={l.size} key={l.size}>
            {COURIER_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
          <button type="submit" className="secondary">{t('courier.show')}</button>
        </Form>
        <a href={`${PATH}/export.csv`} download>{t('courier.exportCsv')}</a>
      </div>
      {listError ? (
        <p role="alert" className="field-error">{t(listError)}</p>
      ) : !requests.length ? (
        <p role="status">{t('courier.none')}</p>
      ) : (
        <>
          <p aria-live="polite">
            {t('courier.count', { count: total })}
            {pages > 1 ? ` · ${t('common.pageOf', { page: l.page, pages })}` : ''}
          </p>
          <div className="table-scroll wide-only">
            <table className="courier-table">
              <caption className="visually-hidden">{t('courier.historyTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('courier.number')}</th>
                  <th scope="col">{t('courier.received')}</th>
                  <th scope="col">{t('courier.scheduled')}</th>
                  <th scope="col">{t('courier.address')}</th>
                  <th scope="col">{t('courier.status')}</th>
                  <th scope="col"><span className="visually-hidden">{t('courier.details')}</span></th>
                </tr>
              </thead>
              <tbody>
                {requests.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{r.id}</th>
                    <td>{labTime(r.createdAt)}</td>
                    <td><Scheduled r={r} /></td>
                    <td>{r.address}</td>
                    <td><StatusLabel status={r.status} /></td>
                    <td>
                      <Link to={detailsHref(r)} preventScrollReset aria-label={t('courier.detailsOf', { id: r.id })}>{t('courier.details')}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="cards courier-cards" aria-label={t('courier.historyTitle')}>
            {requests.map((r) => (
              <li key={r.id}>
                <p><strong>{t('courier.numbered', { id: r.id })}</strong> <StatusLabel status={r.status} /></p>
                <dl>
                  <dt>{t('courier.received')}</dt>
                  <dd>{labTime(r.createdAt)}</dd>
                  <dt>{t('courier.scheduled')}</dt>
                  <dd><Scheduled r={r} /></dd>
                  <dt>{t('courier.address')}</dt>
                  <dd>{r.address}</dd>
                </dl>
                <Link to={detailsHref(r)} preventScrollReset aria-label={t('courier.detailsOf', { id: r.id })}>{t('courier.details')}</Link>
              </li>
            ))}
          </ul>
          <Pagination page={l.page} pages={pages} href={(page) => `${PATH}${listQuery({ size: l.size, page })}`} />
        </>
      )}
      {details ? <DetailsDialog r={details} close={`${PATH}${listQuery(l)}`} /> : null}
    </section>
  );
}
