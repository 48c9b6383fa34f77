/** A results sample's AVA through the provider (contract/avas.ts): the sample page reads and sets it. */
import type { RouterContextProvider } from 'react-router';
import { sampleAvaResponse } from '../../contract/avas.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function loadSampleAva(context: Context, clientId: number, sampleId: number) {
  return providerClient(context).get(`/clients/${clientId}/samples/${sampleId}/ava.json`, sampleAvaResponse);
}

export async function saveSampleAva(context: Context, clientId: number, sampleId: number, ava: string | null, returnTo: string) {
  return providerClient(context).put(`/clients/${clientId}/samples/${sampleId}/ava.json`, sampleAvaResponse, { body: { ava }, refusalIs403: true, returnTo });
}
