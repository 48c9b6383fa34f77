/**
 * Deliveries of reports and invoices, as the pages read and change them (provider
 * routes/deliveries.ts): the user's e-mail preferences and notices, a client's delivery log and
 * "send again", the lab's desk log and mailroom.
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { type DeliveryMode, type DeliveryState, deliveryLogResponse, deliveryNoticesResponse, deliveryPreferencesResponse, mailroomResponse } from '../../contract/deliveries.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const ok = z.object({ success: z.literal(true) });

export const deliveryPreferences = (context: Context) => providerClient(context).get('/users/me/delivery_preferences.json', deliveryPreferencesResponse);

export async function saveDeliveryPreference(context: Context, clientId: number, mode: DeliveryMode) {
  await providerClient(context).put('/users/me/delivery_preferences.json', z.object({ mode: z.string() }), { body: { clientId, mode }, returnTo: '/launchpad/user-settings' });
}

export const deliveryNotices = (context: Context) => providerClient(context).get('/users/me/notices.json', deliveryNoticesResponse);

export async function markNoticeRead(context: Context, id: number | 'all') {
  await providerClient(context).post(id === 'all' ? '/users/me/notices/read.json' : `/users/me/notices/${id}/read.json`, ok);
}

export const clientDeliveryLog = (context: Context, clientId: number, state?: DeliveryState) =>
  providerClient(context).get(`/clients/${clientId}/deliveries.json`, deliveryLogResponse, { query: { state } });

export async function resendClientDelivery(context: Context, clientId: number, id: number) {
  await providerClient(context).post(`/clients/${clientId}/deliveries/${id}/resend.json`, ok);
}

export const deskDeliveryLog = (context: Context, state?: DeliveryState) => providerClient(context).get('/desk/deliveries.json', deliveryLogResponse, { query: { state } });

export async function resendDeskDelivery(context: Context, id: number) {
  await providerClient(context).post(`/desk/deliveries/${id}/resend.json`, ok);
}

export const mailroomQueue = (context: Context) => providerClient(context).get('/desk/mailroom.json', mailroomResponse);

export async function markLettersPrinted(context: Context, ids: number[]) {
  await providerClient(context).post('/desk/mailroom/printed.json', z.object({ printed: z.number() }), { body: { ids } });
}

export const mailroomPdf = (context: Context) => providerClient(context).raw('GET', '/desk/mailroom.pdf');
