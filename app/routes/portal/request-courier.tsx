import { getFormProps } from '@conform-to/react';
import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/request-courier';
import {
  COURIER_DEFAULT_LENGTH, COURIER_PAGE_SIZES, type CourierAddress, type CourierRequest, MAX_COURIER_INSTRUCTIONS, addressOption, isPoBox,
} from '../../../contract/courier.ts';
import type { ApprovalState } from '../../../contract/client-approval.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { ErrorSummary, PhoneField, SelectField, TextareaField, useFormErrors } from '../../ui/form.tsx';
import { ClientApprovalNotice } from '../../ui/client-approval-notice.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import courierHref from '../../styles/courier.css?url';
import { LAB_ZONE } from '../../../contract/lab-time.ts';
import { LABELS, PATH, schema } from './request-courier.form.ts';
import { courierAction, courierLoader } from './request-courier.server.ts';
import { useSchemaForm } from '../../ui/schema-form.ts';

/**
 * Request courier (document 2 §2 "Request courier", §4 courier flow, §5 courier form, §8, §9):
 * the request form (company address, phone, optional instructions), the same-day notice after
 * the 10:00 AM cut-off with "schedule for tomorrow" (a link, ?tomorrow=1, that reveals the form),
 * the "request sent" panel (?sent={id}) and the no-available-locations panel, each with a link
 * back to the form; below, the past courier orders (table on large screens, cards on small ones,
 * paging 10/25/50, CSV export, a details `<dialog open>` at ?details={id}). Server code in
 * request-courier.server.ts, the form's schema in request-courier.form.ts (checked in the browser and
 * again by the action).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: courierHref }];

/** The list's query string, keeping page size (and page) but dropping the panels' parameters. */
function listQuery(l: { size: number; page: number }, extra: Record<string, string | number> = {}) {
  const sp = new URLSearchParams();
  if (l.size !== COURIER_DEFAULT_LENGTH) sp.set('size', String(l.size));
  if (l.page > 1) sp.set('page', String(l.page));
  for (const [k, v] of Object.entries(extra)) sp.set(k, String(v));
  const qs = sp.toString();
  return qs ? `?${qs}` : '';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return courierLoader(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return courierAction(context, request);
}

// ─── component ───────────────────────────────────────────────────────────────

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: LAB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit',
});
/** Date and time on the lab's clock, the same on the server and in the browser. */
const labTime = (iso: string) => when.format(new Date(iso));

export default function RequestCourier({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list: l, addresses, closed, sent } = loaderData;
  const title = t('courier.title');
  const approval: ApprovalState = (actionData && 'approval' in actionData ? (actionData.approval as ApprovalState) : null) ?? loaderData.approval;
  // The no-available-locations panel: a failed request, addresses that could not be loaded, or none at all.
  const failed = actionData?.failed ?? (addresses === null ? 'request-courier-error' : null);
  const noLocations = !sent && (!!failed || addresses?.length === 0);
  return (
    <section className="courier">
      <h1>{title}</h1>
      {approval !== 'approved' ? (
        <>
          <PageHead title={title} />
          <ClientApprovalNotice state={approval} clientName={loaderData.clientName} />
        </>
      ) : sent ? (
        <>
          <PageHead title={title} />
          <SentPanel sent={sent} back={PATH} />
        </>
      ) : noLocations ? (
        <>
          <PageHead title={title} failed />
          <NoLocationsPanel message={failed} back={PATH} />
        </>
      ) : closed && !l.tomorrow && !actionData ? (
        <>
          <PageHead title={title} />
          <SameDayNotice />
        </>
      ) : (
        <RequestForm addresses={addresses ?? []} phone={loaderData.phone} idempotencyKey={loaderData.idempotencyKey} tomorrow={closed && l.tomorrow} lastResult={actionData?.result} order={loaderData.order} />
      )}
      <PastRequests data={loaderData} />
    </section>
  );
}

function SentPanel({ sent, back }: { sent: CourierRequest; back: string }) {
  const { t } = useTranslation();
  return (
    <div className="courier-panel courier-sent" role="status" aria-labelledby="courier-sent-title">
      <h2 id="courier-sent-title">{t('courier.sentTitle')}</h2>
      <p>{t('courier.sentText', { id: sent.id })}</p>
      <p>{sent.address}</p>
      <p>
        <Link role="button" to={back}>{t('courier.ok')}</Link>
      </p>
    </div>
  );
}

function NoLocationsPanel({ message, back }: { message: string | null; back: string }) {
  const { t } = useTranslation();
  return (
    <div className="courier-panel courier-failed" role="alert" aria-labelledby="courier-failed-title">
      <h2 id="courier-failed-title">{t('courier.noLocationsTitle')}</h2>
      {message ? <p>{t(message)}</p> : null}
      <p>{t('courier.noLocationsText')}</p>
      <address>
        {t('site.name')}
        <br />
        {t('site.address')}
        <br />
        <a href={`tel:${t('site.phone').replace(/[^\d+]/g, '')}`}>{t('site.phone')}</a>
      </address>
      <p>
        <Link role="button" to={back}>{t('courier.goBack')}</Link>
      </p>
    </div>
  );
}

function SameDayNotice() {
  const { t } = useTranslation();
  return (
    <div className="courier-panel courier-notice" role="note" aria-labelledby="courier-notice-title">
      <h2 id="courier-notice-title">{t('courier.sameDayTitle')}</h2>
      <p>
        {t('courier.sameDayText')} <a href={`tel:${t('site.phone').replace(/[^\d+]/g, '')}`}>{t('site.phone')}</a>
      </p>
      <p>
        {/* A link, so it works without JavaScript; with JavaScript it is a client-side navigation. */}
        <Link role="button" to={`${PATH}?tomorrow=1`}>{t('courier.scheduleTomorrow')}</Link>
      </p>
    </div>
  );
}

function RequestForm({ addresses, phone, idempotencyKey, tomorrow, lastResult, order }: { addresses: CourierAddress[]; phone: string; idempotencyKey: string; tomorrow: boolean; lastResult: any; order: string | null }) {
  const { t } = useTranslation();
  const pickups = addresses.filter((a) => !isPoBox(a));
  // A pickup for an analyses order starts at the client's primary shipping address (else its only pickup address).
  const preselected = (order ? (pickups.find((a) => a.primaryShipping) ?? pickups[0]) : pickups.length === 1 ? pickups[0] : undefined) ?? null;
  const [form, fields] = useSchemaForm(schema, {
    id: 'courier-request',
    lastResult,
    defaultValue: { addressId: preselected ? String(preselected.id) : '', phoneNumber: phone, instructions: order ? t('courier.forOrder', { number: order }) : '' },
    // document 2 §5: messages appear only on submit,
  });
  const f = fields;
  const { summary: errors, of: fe } = useFormErrors([f.addressId, f.phoneNumber, f.instructions], form.errors, { labels: LABELS });
  useEffect(() => {
    if (lastResult?.error && Object.keys(lastResult.error).length) (document.querySelector('.error-summary') as HTMLElement | null)?.focus();
  }, [lastResult]);
  return (
    <>
      <PageHead title={t('courier.title')} failed={errors.length > 0} />
      <ErrorSummary errors={errors} />
      {tomorrow ? <p className="courier-tomorrow" role="status">{t('courier.tomorrowNote')}</p> : null}
      <Form method="post" action={tomorrow ? `${PATH}?tomorrow=1` : PATH} {...getFormProps(form)} className="courier-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <SelectField id={f.addressId.id} name={f.addressId.name} label={t('courier.address')} defaultValue={(f.addressId.initialValue as string) ?? ''} errors={fe(f.addressId)}>
          <option value="">{t('courier.chooseAddress')}</option>
          {addresses.map((a) => (
            // A PO box is listed (the user sees why it is missing) but cannot be chosen.
            <option key={a.id} value={a.id} disabled={isPoBox(a)}>
              {`${addressOption(a)}${isPoBox(a) ? ` (${t('courier.poBoxNoPickup')})` : ''}`}
            </option>
          ))}
        </SelectField>
        <PhoneField
          id={f.phoneNumber.id}
          name={f.phoneNumber.name}
          us
          label={t('courier.phone')}
          hint={t('courier.phoneHint')}
          defaultValue={(f.phoneNumber.initialValue as string) ?? ''}
          errors={fe(f.phoneNumber)}
        />
        <TextareaField
          id={f.instructions.id}
          name={f.instructions.name}
          label={t('courier.instructions')}
          optional
          rows={3}
          maxLength={MAX_COURIER_INSTRUCTIONS}
          defaultValue={(f.instructions.initialValue as string) ?? ''}
          errors={fe(f.instructions)}
        />
        <button type="submit">{t('courier.submit')}</button>
      </Form>
    </>
  );
}

type Data = Route.ComponentProps['loaderData'];

function StatusLabel({ status }: { status: CourierRequest['status'] }) {
  const { t } = useTranslation();
  // document 2 §4: pending is displayed as "received"
  return <span className={`courier-status status-${status}`}>{t(`courier.statuses.${status}`)}</span>;
}

/** "Scheduled" is the time of the lab's decision; a pending request has none yet. */
function Scheduled({ r }: { r: CourierRequest }) {
  const { t } = useTranslation();
  return r.status === 'pending' ? <span className="muted">{t('courier.awaitingConfirmation')}</span> : <>{labTime(r.updatedAt)}</>;
}

function PastRequests({ data: d }: { data: Data }) {
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

/** The details "modal" (document 2 §2): a `<dialog open>` opened by a link, closed by a link; a two-step timeline. */
function DetailsDialog({ r, close }: { r: CourierRequest; close: string }) {
  const { t } = useTranslation();
  const done = r.status !== 'pending';
  return (
    <dialog open className="courier-details" aria-labelledby="courier-details-title">
      <article>
        <h2 id="courier-details-title">{t('courier.numbered', { id: r.id })}</h2>
        <ol className="courier-timeline">
          <li className="step-done">
            <strong>{t('courier.statuses.pending')}</strong> <span>{labTime(r.createdAt)}</span>
          </li>
          <li className={done ? `step-done step-${r.status}` : 'step-waiting'} aria-current={done ? 'step' : undefined}>
            {done ? (
              <>
                <strong>{t(`courier.statuses.${r.status}`)}</strong> <span>{labTime(r.updatedAt)}</span>
              </>
            ) : (
              <span>{t('courier.awaitingConfirmation')}</span>
            )}
          </li>
        </ol>
        <dl className="facts">
          <dt>{t('courier.address')}</dt>
          <dd>{r.address}</dd>
          <dt>{t('courier.phone')}</dt>
          <dd>{r.phoneNumber}</dd>
          <dt>{t('courier.instructions')}</dt>
          <dd>{r.instructions || '—'}</dd>
          <dt>{t('courier.status')}</dt>
          <dd><StatusLabel status={r.status} /></dd>
        </dl>
        <p>
          <Link to={close} preventScrollReset>{t('common.close')}</Link>
        </p>
      </article>
    </dialog>
  );
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];
