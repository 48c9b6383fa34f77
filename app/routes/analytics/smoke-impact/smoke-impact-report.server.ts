/**
 * Server side of /dashboard/smoke-impact-report (document 3 §2, §4, §5, §9).
 *
 * First the disclaimer: Continue (a POST) is refused with a message unless the box is ticked;
 * acknowledging posts /product_disclaimers.json (clientCode, userEmail, userPid, the agreement
 * text and its versioned tag) and sets the acknowledgement cookie (models/smoke-impact.server.ts).
 * Then the page: the form is a GET form (`sample`, `varietal`), so a report has an address;
 * Select Sample is a link with the sample in the query (the varietal cleared) and a fragment
 * that brings the form into view. Any value the provider does not know gets a message next to
 * its field.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { classifyMarker, sampleNumber, varietalCode, type ClassifiedMarker, type SmokeReport, type SmokeSample } from '../../../../contract/smoke-impact.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { preliminaryAccepted } from '../../../models/portal.server.ts';
import { ProviderError } from '../../../models/provider.server.ts';
import {
  SMOKE_PATH, ackCookie, acknowledgeDisclaimer, acknowledgement, clearAckCookie, loadDisclaimer, loadSmokeReport, loadSmokeSamples, loadSmokeVarietals,
  smokeReportPdf, versionedTag,
} from '../../../models/smoke-impact.server.ts';
import { smokeImpactSvg } from '../../../charts/smoke-impact.server.ts';
import { getInstance, getLocale } from '../../../middleware/i18next.server.ts';
import { smokeAddress } from '../../../models/analytics-addresses.ts';

type Context = Readonly<RouterContextProvider>;

export type ChartState = 'ready' | 'empty' | 'error';

export async function smokePage(context: Context, request: Request) {
  const { client } = await requireAccess(context, request, 'smoke');
  const ack = acknowledgement(context, request, client.id);
  const headers = new Headers();
  if (ack === 'stale') headers.append('Set-Cookie', clearAckCookie(context));
  if (ack !== 'yes') {
    const disclaimer = await loadDisclaimer(context).catch((e: unknown) => {
      if (e instanceof ProviderError) return null;
      throw e;
    });
    return data({ stage: 'disclaimer' as const, disclaimer: disclaimer?.text ?? null, page: null }, { headers });
  }
  const url = new URL(request.url);
  const sample = (url.searchParams.get('sample') ?? '').trim().slice(0, 60);
  const varietal = (url.searchParams.get('varietal') ?? '').trim().slice(0, 20).toUpperCase();
  const submitted = url.searchParams.has('show');
  const errors: { sampleNumber?: string; varietal?: string } = {};
  let failure: string | null = null;

  const [varietals, samples] = await Promise.all([
    loadSmokeVarietals(context).catch((e: unknown) => {
      if (!(e instanceof ProviderError)) throw e;
      failure = 'smoke.errors.get-vintage-trends-analyses-error';
      return [] as [string, string][];
    }),
    loadSmokeSamples(context, client.id).catch((e: unknown) => {
      if (!(e instanceof ProviderError)) throw e;
      failure = 'smoke.errors.get-vintage-trends-analyses-error';
      return null as SmokeSample[] | null;
    }),
  ]);
  const sampleOk = !!sample && sampleNumber.safeParse(sample).success;
  const varietalKnown = !!varietal && varietalCode.safeParse(varietal).success && varietals.some(([code]) => code === varietal);
  if (sample && !sampleOk) errors.sampleNumber = 'smoke.errors.unknown-sample';
  else if (!sample && submitted) errors.sampleNumber = 'smoke.errors.sample-required';
  if (varietal && !varietalKnown && varietals.length) errors.varietal = 'smoke.errors.unknown-varietal';
  else if (!varietal && submitted) errors.varietal = 'smoke.errors.varietal-required';

  let report: SmokeReport | null = null;
  let markers: ClassifiedMarker[] = [];
  let svg: string | null = null;
  /** the same chart drawn for phones (narrower, larger type); CSS shows one of the two */
  let svgNarrow: string | null = null;
  let chart: ChartState | null = null;
  if (sampleOk && varietalKnown) {
    const answer = await loadSmokeReport(context, client.id, sample, varietal, preliminaryAccepted(request));
    if ('report' in answer) {
      report = answer.report;
      markers = report.analytes.map(classifyMarker);
      if (!markers.some((m) => m.classification !== 'not-applicable')) chart = 'empty';
      else {
        const t = getInstance(context).getFixedT(getLocale(context));
        const text = {
          result: t('smoke.chart.result', { sample: report.friendlyNumber }), p95: t('smoke.chart.p95'), p99: t('smoke.chart.p99'), units: report.units,
          belowReportable: t('smoke.chart.belowReportable'), notApplicable: t('smoke.chart.notApplicable'), scale: t('smoke.chart.scale'),
        };
        svg = smokeImpactSvg(markers, text, 'wide');
        svgNarrow = smokeImpactSvg(markers, text, 'narrow');
        chart = 'ready';
      }
    } else if (answer.field === 'sampleNumber' || answer.field === 'varietal') errors[answer.field] = answer.key;
    else if (answer.field === 'preliminary') failure = answer.key;
    else chart = 'error';
  }
  return data(
    {
      stage: 'report' as const,
      disclaimer: null,
      page: {
        sample, varietal, varietals, samples, errors, failure: failure as string | null, report, markers, svg, svgNarrow, chart,
        checklist: { sampleNumber: sampleOk && !errors.sampleNumber, varietal: varietalKnown && !errors.varietal },
        pdfHref: report ? smokeAddress(report.friendlyNumber, varietal, '/report.pdf') : null,
      },
    },
    { headers },
  );
}

/** Continue on the disclaimer: refused (400, message at the box) unless ticked; else recorded, the cookie set, 303 back. */
export async function smokeAction(context: Context, request: Request) {
  const { user, client } = await requireAccess(context, request, 'smoke');
  const form = await request.formData();
  const back = new URL(request.url);
  if (form.get('agree') !== 'on') return data({ error: 'smoke.errors.agree-required' }, { status: 400 });
  const disclaimer = await loadDisclaimer(context);
  try {
    await acknowledgeDisclaimer(context, { clientCode: client.code, userEmail: user.email, userPid: user.id, agreementText: disclaimer.text, agreementTag: versionedTag(disclaimer.text) });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    return data({ error: 'smoke.errors.acknowledge-failed' }, { status: e.status === 409 ? 409 : 502 });
  }
  return redirect(`${SMOKE_PATH}${back.search}`, { status: 303, headers: { 'Set-Cookie': ackCookie(context, client.id) } });
}

/** The report as a PDF; without an acknowledgement or a report, back to the page. */
export async function smokePdf(context: Context, request: Request): Promise<Response> {
  const { client } = await requireAccess(context, request, 'smoke');
  const url = new URL(request.url);
  const sample = url.searchParams.get('sample') ?? '';
  const varietal = (url.searchParams.get('varietal') ?? '').toUpperCase();
  if (acknowledgement(context, request, client.id) !== 'yes') throw redirect(SMOKE_PATH);
  if (!sampleNumber.safeParse(sample).success || !varietalCode.safeParse(varietal).success) throw redirect(smokeAddress(sample, varietal));
  const pdf = await smokeReportPdf(context, client.id, sample, varietal, preliminaryAccepted(request));
  if (!pdf) throw redirect(smokeAddress(sample, varietal));
  return pdf;
}
