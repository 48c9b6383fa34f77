/**
 * Server side of the vintage trends page, /dashboard/vintage-portal. The page is one GET form: analysis,
 * varietal, region. A step button (`step=analysis` / `step=varietal`) sends the browser to the
 * canonical address of that step, which drops the later choices (document 3 §4: picking an
 * analysis resets varietal and region); the three chosen make the report's address, which can
 * be bookmarked and shared. Any id the provider does not know (a hand-edited address) gets a
 * message next to its field, never a server error.
 */
import { redirect, type RouterContextProvider } from 'react-router';
import { csvFile } from '../../../../lib/csv.ts';
import { optionId, type FilterOption, type OwnRow, type ReportRow, type VintageField } from '../../../../contract/vintage-trends.ts';
import { ownResultsWithheld, requireAccess } from '../../../models/gate.server.ts';
import { VintageRefusal, loadAnalyses, loadRegions, loadVarietals, loadVintageReport } from '../../../models/vintage-trends.server.ts';
import { aboveBelow, equationText, fitExponential, type Trendline } from '../../../models/trendline.ts';
import { vintageTrendSvg } from '../../../charts/vintage-trend.server.ts';
import { getInstance, getLocale } from '../../../middleware/i18next.server.ts';
import { labDay } from '../../../ui/lab-date.ts';
import { type Choice, addressOf } from '../../../models/analytics-addresses.ts';
import { type VintageDaysView, seasonView, viewFrom } from './vintage-days.server.ts';

type Context = Readonly<RouterContextProvider>;
export function choiceFrom(url: URL): Choice {
  const get = (k: string) => (url.searchParams.get(k) ?? '').trim().slice(0, 100);
  return { analyses: get('analyses'), varietal: get('varietal'), ava: get('ava') };
}

export interface VintageReportView {
  analysis: { id: string; name: string; units: string };
  varietal: FilterOption;
  region: FilterOption;
  rows: ReportRow[];
  own: OwnRow[];
  trend: Trendline | null;
  equation: string | null;
  r2: string | null;
  svg: string;
  /** the same chart drawn for phones (narrower, larger type); CSS shows one of the two */
  svgNarrow: string;
  /** the client's results of the analysis and varietal whose sample has no AVA: in no region, not shown */
  ownNoRegion: number;
  ownAbove: number;
  ownBelow: number;
  csvHref: string;
}

/** The three lists, the choice as far as it is valid, a message per invalid field, and the report when all three are valid. */
export async function vintagePage(context: Context, request: Request) {
  const portal = await requireAccess(context, request, 'vintage');
  const { client } = portal;
  // On credit hold the region's trend stays, the client's own results beside it do not (contract/roles.ts ownResultsWithheld).
  const hold = ownResultsWithheld(portal) ? { clientName: client.name } : null;
  const url = new URL(request.url);
  const step = url.searchParams.get('step');
  const choice = choiceFrom(url);
  // The view (trend report or vintages by day of the season) is kept through every step.
  const keep = viewFrom(url);
  if (step === 'analysis') throw redirect(addressOf({ analyses: choice.analyses }, '', keep), 303);
  if (step === 'varietal') throw redirect(addressOf({ analyses: choice.analyses, varietal: choice.varietal }, '', keep), 303);

  const errors: Partial<Record<VintageField, string>> = {};
  let failure: string | null = null;
  let analyses: { id: string; name: string; units: string }[] = [];
  let varietals: FilterOption[] = [];
  let regions: FilterOption[] = [];
  let report: VintageReportView | null = null;
  let season: VintageDaysView | null = null;
  const selected: Choice = { analyses: '', varietal: '', ava: '' };
  const refused = (e: unknown, field: VintageField) => {
    if (!(e instanceof VintageRefusal)) throw e;
    if (e.field) errors[e.field] = e.key;
    else if (e.key === 'bad-query') errors[field] = `unknown-${field}`;
    else failure = e.key;
  };
  const valid = (field: VintageField) => {
    const v = choice[field];
    if (!v) return false;
    if (!optionId.safeParse(v).success) {
      errors[field] = `unknown-${field}`;
      return false;
    }
    return true;
  };
  try {
    analyses = await loadAnalyses(context, client.id);
  } catch (e) {
    refused(e, 'analyses');
  }
  if (valid('analyses')) {
    if (!analyses.some((a) => a.id === choice.analyses)) errors.analyses = 'unknown-analyses';
    else {
      selected.analyses = choice.analyses;
      try {
        varietals = await loadVarietals(context, client.id, choice.analyses);
      } catch (e) {
        refused(e, 'analyses');
      }
      if (valid('varietal')) {
        if (!varietals.some((v) => v.id === choice.varietal)) errors.varietal = 'unknown-varietal';
        else {
          selected.varietal = choice.varietal;
          try {
            regions = await loadRegions(context, client.id, choice.analyses, choice.varietal);
          } catch (e) {
            refused(e, 'varietal');
          }
          if (valid('ava')) {
            if (!regions.some((r) => r.id === choice.ava)) errors.ava = 'unknown-ava';
            else {
              selected.ava = choice.ava;
              try {
                if (keep.view === 'days') season = await seasonView(context, client.id, selected, keep.origin ?? 'august', !!hold);
                else {
                  const answer = await loadVintageReport(context, client.id, choice.analyses, choice.varietal, choice.ava);
                  report = await buildReport(context, hold ? { ...answer, own: [], ownNoRegion: 0 } : answer);
                }
              } catch (e) {
                refused(e, 'ava');
              }
            }
          }
        }
      }
    }
  }
  return { analyses, varietals, regions, selected, errors, failure: failure as string | null, report, hold, keep, season };
}

async function buildReport(context: Context, data: Awaited<ReturnType<typeof loadVintageReport>>): Promise<VintageReportView> {
  const lng = getLocale(context);
  const t = getInstance(context).getFixedT(lng);
  const trend = fitExponential(data.rows);
  const equation = trend ? equationText(trend, lng) : null;
  const r2 = trend ? new Intl.NumberFormat(lng, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(trend.r2) : null;
  const own = trend ? aboveBelow(trend, data.own) : { above: 0, below: 0 };
  const number = new Intl.NumberFormat(lng, { maximumFractionDigits: 4 });
  const value = (v: number) => `${number.format(v)} ${data.analysis.units}`;
  const text = {
    region: t('vintage.chart.region', { region: data.region.name }),
    own: t('vintage.chart.own'),
    trend: t('vintage.chart.trend'),
    equation: trend ? `${equation}   R² = ${r2}` : '',
    yAxis: data.analysis.units,
    locale: lng,
    tips: {
      region: data.rows.map((r) => t('chartTips.region', { region: data.region.name, value: value(r.result), date: labDay(r.timestamp) })),
      own: data.own.map((r) => t('chartTips.own', { sample: r.sampleNumber, region: data.region.name, value: value(r.result), date: labDay(r.timestamp) })),
    },
  };
  const svg = vintageTrendSvg(data.rows, data.own, trend, text, 'wide');
  const svgNarrow = vintageTrendSvg(data.rows, data.own, trend, text, 'narrow');
  return {
    analysis: data.analysis, varietal: data.varietal, region: data.region, rows: data.rows, own: data.own, trend, equation, r2, svg, svgNarrow, ownNoRegion: data.ownNoRegion ?? 0,
    ownAbove: own.above, ownBelow: own.below, csvHref: addressOf({ analyses: data.analysis.id, varietal: data.varietal.id, ava: data.region.id }, '/report.csv'),
  };
}

/**
 * The CSV of the page's two tables: the region's results (column Result) and the client's own
 * results in that region (columns Your result and Your sample), one row each, by time. Own
 * results are absent while withheld (the provider leaves them out).
 */
export async function vintageCsv(context: Context, request: Request): Promise<Response> {
  const { client } = await requireAccess(context, request, 'vintage');
  const c = choiceFrom(new URL(request.url));
  if (![c.analyses, c.varietal, c.ava].every((v) => optionId.safeParse(v).success)) return new Response('Choose an analysis, a varietal and a region.\n', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  let data;
  try {
    data = await loadVintageReport(context, client.id, c.analyses, c.varietal, c.ava);
  } catch (e) {
    if (!(e instanceof VintageRefusal)) throw e;
    return new Response('No report for this choice.\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const lines = [
    ...data.rows.map((r) => ({ at: r.timestamp, result: r.result as number | '', own: '' as number | '', sample: '' })),
    ...data.own.map((r) => ({ at: r.timestamp, result: '' as const, own: r.result, sample: r.sampleNumber })),
  ].sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
  const csv = csvFile(
    ['Date', 'Timestamp', 'Analysis', 'Varietal', 'Region', 'Result', 'Your result', 'Your sample', 'Unit'],
    lines.map((l) => [labDay(l.at), l.at, data.analysis.name, data.varietal.name, data.region.name, l.result, l.own, l.sample, data.analysis.units]),
  );
  const name = `vintage-${data.analysis.id}-${data.varietal.id}-${data.region.id}.csv`;
  return new Response(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'private, no-store' },
  });
}
