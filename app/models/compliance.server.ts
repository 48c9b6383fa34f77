/** The provider calls of the compliance checks (provider/routes/compliance.ts): a sample's label claim and verdict, its export pack. */
import type { RouterContextProvider } from 'react-router';
import { type LabelClaimBody, exportPackResponse, sampleComplianceResponse } from '../../contract/compliance.ts';
import type { ExportMarket } from '../../contract/compliance-tables.ts';
import { providerClient, passDownload } from './provider.server.ts';

type Context = Readonly<RouterContextProvider>;
const base = (clientId: number, sampleId: number) => `/clients/${clientId}/samples/${sampleId}`;

export const loadCompliance = (context: Context, clientId: number, sampleId: number) =>
  providerClient(context).get(`${base(clientId, sampleId)}/compliance.json`, sampleComplianceResponse);

export const saveLabelClaim = (context: Context, clientId: number, sampleId: number, body: LabelClaimBody, returnTo: string) =>
  providerClient(context).put(`${base(clientId, sampleId)}/label.json`, sampleComplianceResponse, { body, refusalIs403: true, returnTo });

export const loadExportPack = (context: Context, clientId: number, sampleId: number, market: ExportMarket) =>
  providerClient(context).get(`${base(clientId, sampleId)}/export/${market}.json`, exportPackResponse);

/** The export pack PDF streamed from the provider, or null when it is refused (a group not completed, a role). */
export async function exportPackPdf(context: Context, clientId: number, sampleId: number, market: ExportMarket): Promise<Response | null> {
  const res = await providerClient(context).raw('GET', `${base(clientId, sampleId)}/export/${market}.pdf`);
  return passDownload(res, 'export-pack.pdf');
}
