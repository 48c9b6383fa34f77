/** Harvest planning's calls (contract/harvest.ts): the harvest page's data and a results sample's block. */
import type { RouterContextProvider } from 'react-router';
import { harvestResponse, sampleBlockResponse } from '../../contract/harvest.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

export async function loadHarvest(context: Context, clientId: number) {
  return providerClient(context).get(`/clients/${clientId}/harvest.json`, harvestResponse);
}

export async function saveSampleBlock(context: Context, clientId: number, sampleId: number, blockId: number | null, returnTo: string) {
  return providerClient(context).put(`/clients/${clientId}/samples/${sampleId}/block.json`, sampleBlockResponse, { body: { blockId }, refusalIs403: true, returnTo });
}

export async function loadSampleBlock(context: Context, clientId: number, sampleId: number) {
  return providerClient(context).get(`/clients/${clientId}/samples/${sampleId}/block.json`, sampleBlockResponse);
}
