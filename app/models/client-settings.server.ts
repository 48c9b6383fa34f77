/**
 * Client settings' calls (document 2 §7 "addresses", "faxes"): the client's addresses
 * and fax numbers (add, edit, delete) and the mailed-copies switches. Changes pass `refusalIs403`, so a refusal is a
 * message on the page, not the no-access page.
 */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { type addressUpdateBody, clientAddressResponse, clientAddressesResponse } from '../../contract/addresses.ts';
import { mailedCopiesResponse } from '../../contract/client-settings.ts';
import { clientFax, clientFaxesResponse } from '../../contract/faxes.ts';
import { type BlockInput, blocksResponse, vineyardBlock } from '../../contract/harvest.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const CHANGE = { refusalIs403: true, returnTo: '/dashboard/client-settings' } as const;

/** What the address forms send: the provider's update body as it reads it (contract/addresses.ts). */
export type AddressForm = z.input<typeof addressUpdateBody>;

export async function loadAddresses(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}/addresses.json`, clientAddressesResponse);
}
export async function createAddress(context: Context, clientId: number, body: AddressForm) {
  return providerClient(context).post('/addresses.json', clientAddressResponse, { body: { clientId, ...body }, ...CHANGE });
}
export async function saveAddress(context: Context, id: number, body: AddressForm) {
  return providerClient(context).put(`/addresses/${id}.json`, clientAddressResponse, { body, ...CHANGE });
}
export async function deleteAddress(context: Context, id: number) {
  return providerClient(context).delete(`/addresses/${id}.json`, z.object({ removed: z.number() }), CHANGE);
}
export async function loadMailedCopies(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}/mailed_copies.json`, mailedCopiesResponse);
}
export async function saveMailedCopies(context: Context, clientId: number, body: { invoices: boolean; reports: boolean }) {
  return providerClient(context).put(`/clients/${clientId}/mailed_copies.json`, mailedCopiesResponse, { body, ...CHANGE });
}

export interface FaxForm {
  number: string;
  label: string | null;
  invoices: boolean;
  reports: boolean;
}
export async function loadFaxes(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}/faxes.json`, clientFaxesResponse);
}
export async function createFax(context: Context, clientId: number, body: FaxForm) {
  return providerClient(context).post('/faxes.json', clientFax, { body: { clientId, ...body }, ...CHANGE });
}
export async function saveFax(context: Context, id: number, body: FaxForm) {
  return providerClient(context).put(`/faxes/${id}.json`, clientFax, { body, ...CHANGE });
}
export async function deleteFax(context: Context, id: number) {
  return providerClient(context).delete(`/faxes/${id}.json`, z.object({ removed: z.number() }), CHANGE);
}

export async function loadBlocks(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}/blocks.json`, blocksResponse);
}
export async function createBlock(context: Context, clientId: number, body: BlockInput) {
  return providerClient(context).post('/blocks.json', vineyardBlock, { body: { clientId, ...body }, ...CHANGE });
}
export async function saveBlock(context: Context, id: number, body: BlockInput) {
  return providerClient(context).put(`/blocks/${id}.json`, vineyardBlock, { body, ...CHANGE });
}
export async function deleteBlock(context: Context, id: number) {
  return providerClient(context).delete(`/blocks/${id}.json`, z.object({ removed: z.number() }), CHANGE);
}
