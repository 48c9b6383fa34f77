import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import { Form, Link, data } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Route } from './+types/request-courier';
import { failureOf, seeOther } from '../../models/form-answer.server.ts';
import {
  COURIER_DEFAULT_LENGTH, COURIER_PAGE_SIZES, type CourierAddress, type CourierRequest, IDEMPOTENCY_KEY, MAX_COURIER_INSTRUCTIONS, US_PHONE, addressLine, addressOption, isPoBox,
} from '../../../provider/contract/courier.ts';
import { type ApprovalState, approvalOf, refusalState } from '../../../provider/contract/client-approval.ts';
import { servicesContext } from '../../context.ts';
import { getAccount } from '../../models/account.server.ts';
import { loadCourierAddresses, loadCourierRequest, loadCourierRequests, maskedPhone, requestCourier, sameDayClosed } from '../../models/courier.server.ts';
import { requireAccess } from '../../models/gate.server.ts';
import { loadClient } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { ErrorSummary, PhoneField, SelectField, TextareaField, useFormErrors } from '../../ui/form.tsx';
import { ClientApprovalNotice } from '../../ui/client-approval-notice.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { maskUsPhone } from '../../ui/places.ts';
import courierHref from '../../styles/courier.css?url';
import { LAB_ZONE } from '../../../provider/contract/lab-time.ts';

/**
 * Request courier (document 2 §2 "Request courier", §4 courier flow, §5 courier form, §8, §9):
 * the request form (company address, phone, optional instructions), the same-day notice after
 * the 10:00 AM cut-off with "schedule for tomorrow" (a link, ?tomorrow=1, that reveals the form),
 * the "request sent" panel (?sent={id}) and the no-available-locations panel, each with a link
 * back to the form; below, the past courier orders (table on large screens, cards on small ones,
 * paging 10/25/50, CSV export, a details `<dialog open>` at ?details={id}).
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: courierHref }];

const PATH = '/dashboard/shop/request-courier';

// ─── schemas ─────────────────────────────────────────────────────────────────

const required = { error: 'field-error-required' };
/** Field name → label key: field-error-required names the field (document 2 §5). */
const LABELS = { addressId: 'courier.address', phoneNumber: 'courier.phone', instructions: 'courier.instructions' };

const schema = z.object({
  addressId: z.string(required).trim().min(1, required).regex(/^\d{1,15}$/, 'courier.errors.addressInvalid').transform(Number),
  phoneNumber: z
    .string(required)
    .trim()
    .min(1, required)
    .transform((v) => maskUsPhone(v))
    .refine((v) => US_PHONE.test(v), 'courier.errors.phoneInvalid'),
  instructions: z.string().trim().max(MAX_COURIER_INSTRUCTIONS, 'courier.errors.instructionsTooLong').optional(),
  // hidden (issue 14 item 6): a form sent twice makes one request; a missing or odd key is ignored
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY).optional().catch(undefined),
});

// ─── loader ──────────────────────────────────────────────────────────────────

function readList(url: URL) {
  const sp = url.searchParams;
  const size = Number(sp.get('size'));
  const page = Number(sp.get('page'));
  const details = Number(sp.get('details'));
  const sent = Number(sp.get('sent'));
  return {
    size: (COURIER_PAGE_SIZES as readonly number[]).includes(size) ? size : COURIER_DEFAULT_LENGTH,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    details: Number.isSafeInteger(details) && details > 0 ? details : null,
    sent: Number.isSafeInteger(sent) && sent > 0 ? sent : null,
    tomorrow: sp.get('tomorrow') === '1',
    // From an analyses order with courier pickup (issue 19): `?order=SUB-000123` prefills the form.
    order: /^SUB-\d{6}$/.test(sp.get('order') ?? '') ? sp.get('order') : null,
  };
}

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
  const { client } = await requireAccess(context, request, 'courier');
  const { log } = context.get(servicesContext);
  const l = readList(new URL(request.url));
  // The "request sent" panel and the details dialog show the provider's record of that request
  // (issue 15 item 6): an id that is not one of this client's requests shows neither.
  const record = (id: number | null) =>
    id === null
      ? null
      : loadCourierRequest(context, client.id, id).catch((e: unknown) => {
          if (!(e instanceof ProviderError)) throw e;
          log.warn('courier request lookup failed', { status: e.status });
          return null;
        });
  const [addresses, list, account, details, sentRecord, detailsRecord] = await Promise.all([
    loadCourierAddresses(context, client.id).catch((e: unknown) => {
      if (!(e instanceof ProviderError)) throw e;
      log.warn('courier addresses failed', { status: e.status });
      return null;
    }),
    loadCourierRequests(context, client.id, l.page, l.size).catch((e: unknown) => {
      if (!(e instanceof ProviderError)) throw e;
      log.warn('courier list failed', { status: e.status });
      // document 2 §8: the fallback key; never the provider's (English) words
      return { error: failureOf(e, 'get-courier-requests-error').message };
    }),
    getAccount(context).catch(() => null),
    loadClient(context, client.id).catch(() => null),
    record(l.sent),
    record(l.details),
  ]);
  const requests = 'data' in list ? list.data : [];
  // The phone is prefilled from the user's profile, else the client's primary phone, else the first address's.
  const phone = maskedPhone(account?.phone) || maskedPhone(details?.primaryPhone) || maskedPhone(addresses?.[0]?.phone) || '';
  return {
    list: l,
    // Not before the laboratory has approved the client (issue 12 item 12): the notice replaces the form.
    approval: approvalOf(client.status),
    clientName: client.name,
    addresses,
    phone,
    // The specification says "after 10:00 AM browser local time"; we decided the lab's Pacific
    // clock (shared/spec/README.md, "Time"), computed here on the server so the notice is right
    // without JavaScript and for a client in another time zone.
    closed: sameDayClosed(context.get(servicesContext).clock.now()),
    requests,
    total: 'data' in list ? list.recordsTotal : 0,
    listError: 'error' in list ? list.error : null,
    details: detailsRecord,
    sent: sentRecord,
    order: l.order,
    // A fresh key each time the form is shown (issue 14 item 6).
    idempotencyKey: crypto.randomUUID(),
  };
}

// ─── action ──────────────────────────────────────────────────────────────────

export async function action({ request, context }: Route.ActionArgs) {
  const { client } = await requireAccess(context, request, 'courier');
  const { log } = context.get(servicesContext);
  const submission = parseWithZod(await request.formData(), { schema });
  const approval = approvalOf(client.status);
  if (approval !== 'approved') return data({ result: submission.reply(), failed: null, approval }, { status: 403 });
  if (submission.status !== 'success') return data({ result: submission.reply(), failed: null }, { status: 400 });
  const { addressId, phoneNumber, instructions, idempotencyKey } = submission.value;
  try {
    const addresses = await loadCourierAddresses(context, client.id);
    const place = addresses.find((a) => a.id === addressId);
    if (!place) return data({ result: submission.reply({ fieldErrors: { addressId: ['courier.errors.addressInvalid'] } }), failed: null }, { status: 400 });
    // The provider refuses a PO box too (issue 15 item 7); say so on the field.
    if (isPoBox(place)) return data({ result: submission.reply({ fieldErrors: { addressId: ['courier.errors.poBox'] } }), failed: null }, { status: 400 });
    const created = await requestCourier(context, { clientId: client.id, addressId, address: addressLine(place), phoneNumber, instructions: instructions || null, idempotencyKey });
    return seeOther(`${PATH}?sent=${created.id}`);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('courier request failed', { status: e.status });
    // The provider knew better than the account cached a minute: the client is not approved (any more).
    const refused = e.status === 403 ? refusalState(e.message) : null;
    if (refused) return data({ result: submission.reply(), failed: null, approval: refused }, { status: 403 });
    // document 2 §8: request-courier-error, and the form shows the no-available-locations panel
    const { message: failed } = failureOf(e, 'request-courier-error', { on: { 409: 'courier.errors.formUsed' } });
    return data({ result: submission.reply(), failed }, { status: 400 });
  }
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
  const [form, fields] = useForm({
    id: 'courier-request',
    lastResult,
    defaultValue: { addressId: preselected ? String(preselected.id) : '', phoneNumber: phone, instructions: order ? t('courier.forOrder', { number: order }) : '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    // document 2 §5: messages appear only on submit
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
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

/** "Scheduled" is the time of the lab's decision; a pending request has none yet (issue 15 item 7). */
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
