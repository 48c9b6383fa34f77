/**
 * Server side of /vintage-reports: the loader (the ?varietal= filter, each chart's image address
 * with its version stamp, whether the user may replace images) and the godmode action (checks
 * the chart, the file and its size first for a clear message, uploads it through the provider,
 * flashes vintageReports.uploaded and answers 303 to the chart).
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { sessionContext, flash } from '../../session.server.ts';
import { mayAccess } from '../../../contract/access.ts';
import { uploadVintageChart, vintageChartStamps } from '../../models/content.server.ts';
import { ProviderError } from '../../models/provider.server.ts';
import { CHART_UPLOAD, VINTAGE_CHARTS, VINTAGE_VARIETAL_KEYS, type VintageVarietalKey, isVintageChart } from '../../../contract/vintage-charts.ts';

type Context = Readonly<RouterContextProvider>;

export async function vintageReportsLoader(context: Context, request: Request) {
  const raw = new URL(request.url).searchParams.get('varietal');
  const varietal = raw && (VINTAGE_VARIETAL_KEYS as string[]).includes(raw) ? (raw as VintageVarietalKey) : null;
  const version = await vintageChartStamps(context);
  const groups = (varietal ? [varietal] : VINTAGE_VARIETAL_KEYS).map((key) => ({
    key,
    charts: VINTAGE_CHARTS[key].analytes.map((analyte) => ({
      analyte,
      src: `/vintage-reports/charts/${key}/${analyte}${version.get(`${key}/${analyte}`) ? `?v=${encodeURIComponent(version.get(`${key}/${analyte}`)!)}` : ''}`,
    })),
  }));
  const user = context.get(sessionContext).session.get('user');
  return { varietal, groups, godmode: !!user && mayAccess(user, null, 'vintage-charts:replace') };
}

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export async function vintageReportsAction(context: Context, request: Request) {
  const { session } = context.get(sessionContext);
  const user = session.get('user');
  if (!user || !mayAccess(user, null, 'vintage-charts:replace')) throw data({ message: 'vintageReports.notAllowed' }, { status: 403 });
  const form = await request.formData();
  const varietal = String(form.get('varietal') ?? '');
  const analyte = String(form.get('analyte') ?? '');
  const file = form.get('image');
  const back = `/vintage-reports${form.get('filter') ? `?varietal=${encodeURIComponent(String(form.get('filter')))}` : ''}#chart-${varietal}-${analyte}`;
  const fail = (message: string, status = 400) => data({ error: { varietal, analyte, message } }, { status });
  if (!isVintageChart(varietal, analyte)) return fail('vintageReports.errors.unknownChart');
  if (!(file instanceof File) || file.size === 0) return fail('vintageReports.errors.noFile');
  if (file.size > CHART_UPLOAD.maxBytes) return fail('vintageReports.errors.tooLarge', 413);
  try {
    await uploadVintageChart(context, varietal, analyte, file, EXT[file.type] ?? 'img');
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.status === 415) return fail('vintageReports.errors.type', 415);
    if (error.status === 413) return fail('vintageReports.errors.tooLarge', 413);
    if (error.status === 403 || error.status === 401) throw data({ message: 'vintageReports.notAllowed' }, { status: 403 });
    return fail('vintageReports.errors.failed', 502);
  }
  flash(session, { kind: 'success', message: 'vintageReports.uploaded', keys: { varietal: `vintageReports.varietals.${varietal}`, analyte: `vintageReports.analytes.${analyte}` } });
  return redirect(back, 303);
}
