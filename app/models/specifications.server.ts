/** The provider calls of house specifications (provider/routes/specifications.ts). */
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { type SpecificationBody, sampleSpecificationResponse, specificationsResponse } from '../../contract/specifications.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const opts = { refusalIs403: true } as const;

export const loadSpecifications = (context: Context, clientId: number) => providerClient(context).get(`/clients/${clientId}/specifications.json`, specificationsResponse);
export const addSpecification = (context: Context, clientId: number, body: SpecificationBody) =>
  providerClient(context).post(`/clients/${clientId}/specifications.json`, z.object({ id: z.number() }), { body, ...opts });
export const removeSpecification = (context: Context, clientId: number, id: number) =>
  providerClient(context).delete(`/clients/${clientId}/specifications/${id}`, z.object({ removed: z.number() }), opts);
export const loadSampleSpecification = (context: Context, clientId: number, sampleId: number) =>
  providerClient(context).get(`/clients/${clientId}/samples/${sampleId}/specification.json`, sampleSpecificationResponse);
export const saveSampleSpecification = (context: Context, clientId: number, sampleId: number, specificationId: number | null) =>
  providerClient(context).put(`/clients/${clientId}/samples/${sampleId}/specification.json`, sampleSpecificationResponse, { body: { specificationId }, ...opts });
