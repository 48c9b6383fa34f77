/**
 * The laboratory's office on clients (provider/routes/clients.ts): the clients awaiting approval,
 * the decision on one, and correcting a client's information. Site administrators only; the
 * provider refuses anyone else with a code the pages read.
 */
import type { RouterContextProvider } from 'react-router';
import { type ApprovalBody, type EditClientBody, approvalResponse, clientDetails, pendingClientsResponse } from '../../contract/clients.ts';
import { providerClient } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;

export const loadPendingClients = (context: Context) => providerClient(context).get('/pending_clients.json', pendingClientsResponse);

export const decideClient = (context: Context, clientId: number, body: ApprovalBody) =>
  providerClient(context).post(`/clients/${clientId}/approval.json`, approvalResponse, { body, refusalIs403: true });

export const editClientInformation = (context: Context, clientId: number, body: EditClientBody) =>
  providerClient(context).put(`/clients/${clientId}`, clientDetails, { body, refusalIs403: true });
