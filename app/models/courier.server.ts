/**
 * The Request courier screen's calls (document 2 §7 "courier"): the client's addresses, its
 * past courier requests, a new request and the CSV export (streamed through the app).
 */
import type { RouterContextProvider } from 'react-router';
import { type CourierAddress, addressListResponse, courierRequest, courierRequestsResponse } from '../../contract/courier.ts';
import { courierCutoff } from './courier-cutoff.server.ts';
import { providerClient, passDownload } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The client's addresses (GET /clients/{clientId}/addresses.json): the courier form's pick-up places; the supply order form offers the shipping ones. */
export async function loadCourierAddresses(context: Context, clientId: number): Promise<CourierAddress[]> {
  return (await providerClient(context).get(`/clients/${clientId}/addresses.json`, addressListResponse)).data;
}

export async function loadCourierRequests(context: Context, clientId: number, page: number, length: number) {
  return providerClient(context).get(`/clients/${clientId}/courier_requests.json`, courierRequestsResponse, { query: { page, length } });
}

/** One courier request of the client, or null when there is none with this id. */
export function loadCourierRequest(context: Context, clientId: number, id: number) {
  return providerClient(context).find(`/clients/${clientId}/courier_requests/${id}.json`, courierRequest);
}

export async function requestCourier(
  context: Context,
  body: { clientId: number; addressId: number; address: string; phoneNumber: string; instructions: string | null; idempotencyKey?: string },
) {
  // A 403 here can be the client awaiting the lab's approval (contract/client-approval.ts): the page says so.
  return providerClient(context).post('/courier_requests.json', courierRequest, { body, refusalIs403: true });
}

/** The provider's CSV of every courier request, streamed to the browser as an attachment; null when refused. */
export async function courierCsv(context: Context, clientId: number): Promise<Response | null> {
  const res = await providerClient(context).raw('GET', `/clients/${clientId}/courier_requests/export_to_csv`);
  return passDownload(res, 'courier-requests.csv', { contentType: 'text/csv; charset=utf-8' });
}

/**
 * Whether today's same-day pick-up is closed: at or after 10:00 AM on the lab's Pacific clock.
 * The specification says "browser local time"; we decided the lab's clock (shared/spec/README.md
 * "Time"), computed on the server so the page is right without JavaScript and for a client
 * browsing from another time zone.
 */
export function sameDayClosed(now: Date): boolean {
  return now.getTime() >= courierCutoff(now);
}

/** A phone in the form's mask (###-###-####) from what a profile holds, e.g. "(707) 555-0134"; '' when it is not a US number. */
export function maskedPhone(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : '';
}
