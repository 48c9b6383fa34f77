/**
 * Request courier's server code (document 2 §2, §4, §5, §8): the page's data (addresses, the
 * prefilled phone, the past requests, the sent and details records) and the request action.
 * The page (request-courier.tsx) keeps the markup.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, type RouterContextProvider } from 'react-router';
import { COURIER_DEFAULT_LENGTH, COURIER_PAGE_SIZES, addressLine, isPoBox } from '../../../../contract/courier.ts';
import { approvalOf, refusalState } from '../../../../contract/client-approval.ts';
import { servicesContext } from '../../../context.ts';
import { getAccount } from '../../../models/account.server.ts';
import { loadCourierAddresses, loadCourierRequest, loadCourierRequests, maskedPhone, requestCourier, sameDayClosed } from '../../../models/courier.server.ts';
import { DateTime } from 'luxon';
import { COURIER_CUTOFF } from '../../../models/courier-cutoff.server.ts';
import { LAB_ZONE } from '../../../../contract/lab-time.ts';
import { loadLabs } from '../../../models/header-footer.server.ts';
import { type DayHours, courierPickupDay } from '../../../models/lab-hours.ts';
import { failureOf, seeOther } from '../../../models/form-answer.server.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { loadClient } from '../../../models/portal.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import { PATH } from './request-courier.form.ts';
import { schema } from './request-courier.form.ts';
import { freshKey } from '../../../fresh-key.server.ts';

type Context = Readonly<RouterContextProvider>;

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
    // From an analyses order with courier pickup: `?order=SUB-000123` prefills the form.
    order: /^SUB-\d{6}$/.test(sp.get('order') ?? '') ? sp.get('order') : null,
  };
}

/** The main laboratory's weekly hours (the courier brings samples there), else the first lab's; null when they cannot be read. */
async function labWeek(context: Context): Promise<DayHours[] | null> {
  try {
    const labs = await loadLabs(context);
    return (labs.find((l) => l.type === 'primary_lab') ?? labs[0])?.hours ?? null;
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    context.get(servicesContext).log.warn('lab hours failed', { status: e.status });
    return null;
  }
}

// ─── loader ──────────────────────────────────────────────────────────────────

export async function courierLoader(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'courier');
  const { log } = context.get(servicesContext);
  const l = readList(new URL(request.url));
  // The "request sent" panel and the details dialog show the provider's record of that request:
  // an id that is not one of this client's requests shows neither.
  const record = (id: number | null) =>
    id === null
      ? null
      : loadCourierRequest(context, client.id, id).catch((e: unknown) => {
          if (!(e instanceof ProviderError)) throw e;
          log.warn('courier request lookup failed', { status: e.status });
          return null;
        });
  const [addresses, list, account, details, sentRecord, detailsRecord, week] = await Promise.all([
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
    labWeek(context),
  ]);
  const now = context.get(servicesContext).clock.now();
  const requests = 'data' in list ? list.data : [];
  // The phone is prefilled from the user's profile, else the client's primary phone, else the first address's.
  const phone = maskedPhone(account?.phone) || maskedPhone(details?.primaryPhone) || maskedPhone(addresses?.[0]?.phone) || '';
  return {
    list: l,
    // Not before the laboratory has approved the client: the notice replaces the form.
    approval: approvalOf(client.status),
    clientName: client.name,
    addresses,
    phone,
    // The specification says "after 10:00 AM browser local time"; we decided the lab's Pacific
    // clock (shared/spec/README.md, "Time"), computed here on the server so the notice is right
    // without JavaScript and for a client in another time zone.
    closed: sameDayClosed(now),
    // The day a request sent now is picked up (the next day the lab is open after the cut-off),
    // and the day of the sent one, from when it was received: null when the lab's hours are unknown.
    nextPickupDay: week ? courierPickupDay(week, now, COURIER_CUTOFF) : null,
    // the lab's date today (the form names the pick-up day whenever it is not today: a closed day)
    labToday: DateTime.fromJSDate(now).setZone(LAB_ZONE).toISODate(),
    sentPickupDay: week && sentRecord ? courierPickupDay(week, new Date(sentRecord.createdAt), COURIER_CUTOFF) : null,
    requests,
    total: 'data' in list ? list.recordsTotal : 0,
    listError: 'error' in list ? list.error : null,
    details: detailsRecord,
    sent: sentRecord,
    order: l.order,
    // A fresh key each time the form is shown: a form sent twice makes one request.
    idempotencyKey: freshKey(context),
  };
}

// ─── action ──────────────────────────────────────────────────────────────────

export async function courierAction(context: Context, request: Request) {
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
    // The provider refuses a PO box too; say so on the field.
    if (isPoBox(place)) return data({ result: submission.reply({ fieldErrors: { addressId: ['courier.errors.poBox'] } }), failed: null }, { status: 400 });
    const created = await requestCourier(context, { clientId: client.id, addressId, address: addressLine(place), phoneNumber, instructions: instructions || null, idempotencyKey });
    return seeOther(`${PATH}?sent=${created.id}`);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('courier request failed', { status: e.status });
    // The provider knew better than the account cached a minute: the client is not approved (any more).
    const refused = e.status === 403 ? refusalState(e.code) : null;
    if (refused) return data({ result: submission.reply(), failed: null, approval: refused }, { status: 403 });
    // document 2 §8: request-courier-error, and the form shows the no-available-locations panel
    const { message: failed } = failureOf(e, 'request-courier-error', { on: { 409: 'courier.errors.formUsed' } });
    return data({ result: submission.reply(), failed }, { status: 400 });
  }
}
