import { data, redirect, type RouterContextProvider } from 'react-router';
import { requireAccess } from '../../models/gate.server.ts';
import { loadAnalysis, preliminaryAccepted } from '../../models/portal.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { filtersQuery, readFilters, resultsBackHref, withBack } from '../../models/results-filters.ts';

type Context = Readonly<RouterContextProvider>;

/** Analysis details (document 2 §2), server side: the analysis and its back links; analysis-details.tsx keeps the markup. */
export async function analysisLoader(context: Context, request: Request, params: { batchId: string; sampleId: string; id: string }) {
  const { client } = await requireAccess(context, request, 'results:details');
  if (!/^\d{1,12}$/.test(params.id)) throw data({ message: 'get-analysis-details-error' }, { status: 404 });
  // Without the agreement the provider leaves preliminary values out of the data.
  const prelimAccepted = preliminaryAccepted(request);
  const { analysis } = await loadAnalysis(context, client.id, Number(params.id), { preliminary: prelimAccepted }).catch((e: unknown) => {
    if (e instanceof ProviderError && e.status === 404) throw data({ message: 'get-analysis-details-error' }, { status: 404 });
    throw e;
  });
  // The path must name the analysis' own group and sample.
  if (String(analysis.reportBatchId) !== params.batchId || analysis.friendlyNumber !== params.sampleId) {
    throw redirect(`/dashboard/results/group/${analysis.reportBatchId}/sample/${encodeURIComponent(analysis.friendlyNumber)}/analysis/${analysis.id}`);
  }
  // "Go back" returns to the sample, which keeps the results list's state.
  const url = new URL(request.url);
  const backHref = resultsBackHref(url.searchParams.get('back'));
  const sampleHref = withBack(`/dashboard/results/group/${analysis.reportBatchId}/sample/${encodeURIComponent(analysis.friendlyNumber)}`, filtersQuery(readFilters(new URL(backHref, url))));
  return {
    analysis,
    sampleHref,
    prelimAccepted,
    crumbs: [
      { to: backHref, label: 'portal.crumbs.results' },
      { to: `/dashboard/results?q=${analysis.reportBatchId}`, label: 'portal.crumbs.group', values: { id: analysis.reportBatchId } },
      { to: sampleHref, label: 'portal.crumbs.sample', values: { number: analysis.friendlyNumber } },
      { label: analysis.analyte, text: true },
    ],
  };
}
