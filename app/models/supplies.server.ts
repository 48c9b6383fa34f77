/**
 * The supplies calls (document 2 §7): the catalogue (a public list, cached on the server for
 * its freshness, like the original's client cache), the order form's prefill and saved shipping
 * addresses, and the supply request.
 */
import type { RouterContextProvider } from 'react-router';
import {
  SUPPLIES_FRESHNESS, type SupplyRequestBody, placedSupplyRequest, shippingPrefill, supplyList, supplyRequestResponse,
} from '../../contract/supplies.ts';
import { TtlCache, perConfig } from '../cache.server.ts';
import { loadCourierAddresses } from './courier.server.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

const catalogue = perConfig(() => new TtlCache<Awaited<ReturnType<typeof fetchSupplies>>>(SUPPLIES_FRESHNESS * 1000, 4));

function fetchSupplies(context: Context) {
  return providerClient(context).get('/cms/supplies.json', supplyList);
}

export function loadSupplies(context: Context) {
  return catalogue(context).get('all', () => fetchSupplies(context));
}

export function loadShippingPrefill(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}/supply_requests/shipping.json`, shippingPrefill);
}

/** The client's saved shipping addresses, the order form's choices: the courier form's list, those that accept shipments. */
export async function loadShippingAddresses(context: Context, clientId: number) {
  return (await loadCourierAddresses(context, clientId)).filter((a) => a.shipping);
}

export function placeSupplyRequest(context: Context, body: SupplyRequestBody) {
  // A 403 here can be the client awaiting the lab's approval (contract/client-approval.ts): the page says so.
  return providerClient(context).post('/supply_requests.json', supplyRequestResponse, { body, refusalIs403: true });
}

/** A placed order of the client, or null when there is none with this id. */
export function loadPlacedOrder(context: Context, clientId: number, id: number) {
  return providerClient(context).find(`/clients/${clientId}/supply_requests/${id}.json`, placedSupplyRequest);
}
