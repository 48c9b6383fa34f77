/**
 * A client's webhook endpoints as the pages read and change them (provider routes/webhooks.ts).
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { type WebhookCreateBody, webhookCreatedResponse, webhookDetailResponse, webhookListResponse, webhookRotatedResponse } from '../../contract/webhooks.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const any = z.unknown();
const base = (clientId: number) => `/clients/${clientId}/webhooks`;

export const listWebhooks = (context: Context, clientId: number) => providerClient(context).get(`${base(clientId)}.json`, webhookListResponse);
export const createWebhook = (context: Context, clientId: number, body: WebhookCreateBody) => providerClient(context).post(`${base(clientId)}.json`, webhookCreatedResponse, { body });
export const webhookDetail = (context: Context, clientId: number, id: number) => providerClient(context).get(`${base(clientId)}/${id}.json`, webhookDetailResponse);
export const deleteWebhook = (context: Context, clientId: number, id: number) => providerClient(context).delete(`${base(clientId)}/${id}.json`, any);
export const rotateWebhook = (context: Context, clientId: number, id: number) => providerClient(context).post(`${base(clientId)}/${id}/rotate.json`, webhookRotatedResponse);
export const enableWebhook = (context: Context, clientId: number, id: number) => providerClient(context).post(`${base(clientId)}/${id}/enable.json`, any);
export const sendWebhookTest = (context: Context, clientId: number, id: number) => providerClient(context).post(`${base(clientId)}/${id}/test.json`, any);
export const redeliverWebhook = (context: Context, clientId: number, id: number, deliveryId: number) =>
  providerClient(context).post(`${base(clientId)}/${id}/deliveries/${deliveryId}/redeliver.json`, any);
