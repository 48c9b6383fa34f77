/**
 * Server side of the vintage portal's second view, vintages by day of the season
 * (`?view=days`, `&origin=first-sample`): the same analysis, varietal and region as the trend
 * report, each vintage a line over the day of the season, this season highlighted, the band of
 * past vintages and the client's own results; drawn on the server with its tables.
 */
import type { RouterContextProvider } from 'react-router';
import type { FilterOption } from '../../../../contract/vintage-trends.ts';
import { bucketOf, BUCKET_DAYS, pastBand, type BandWeek, type SeasonOrigin } from '../../../../contract/season-days.ts';
import { loadSeasonReport } from '../../../models/vintage-days.server.ts';
import { vintageDaysSvg } from '../../../charts/vintage-days.server.ts';
import { labDay } from '../../../ui/lab-date.ts';
import { getInstance, getLocale } from '../../../middleware/i18next.server.ts';
import type { Choice, VintageView } from '../../../models/analytics-addresses.ts';

type Context = Readonly<RouterContextProvider>;

/** The view and origin a request asks for; anything else is the default (trend report, 1 August). */
export function viewFrom(url: URL): VintageView {
  if (url.searchParams.get('view') !== 'days') return {};
  return url.searchParams.get('origin') === 'first-sample' ? { view: 'days', origin: 'first-sample' } : { view: 'days' };
}

export interface SeasonWeekRow {
  bucket: number;
  from: number;
  to: number;
  band: BandWeek | null;
  /** this season's mean in the week */
  season: number | null;
}

export interface VintageDaysView {
  analysis: { id: string; name: string; units: string };
  varietal: FilterOption;
  region: FilterOption;
  origin: SeasonOrigin;
  thisSeason: number;
  svg: string;
  svgNarrow: string;
  /** own results drawn (this season's) */
  ownInChart: number;
  /** the client's results whose sample has no AVA: in no region, not shown */
  ownNoRegion: number;
  vintages: { vintage: number; n: number; from: number; to: number }[];
  points: { vintage: number; day: number; timestamp: string; result: number }[];
  weeks: SeasonWeekRow[];
  own: { sampleNumber: string; vintage: number; day: number; timestamp: string; result: number }[];
  /** this season's latest result against the band of its week */
  latest: { day: number; result: number; band: BandWeek | null } | null;
  pastCount: number;
}

export async function seasonView(context: Context, clientId: number, choice: Choice, origin: SeasonOrigin, withheld: boolean): Promise<VintageDaysView> {
  const data = await loadSeasonReport(context, clientId, choice.analyses, choice.varietal, choice.ava, origin);
  const lng = getLocale(context);
  const t = getInstance(context).getFixedT(lng);
  const own = withheld ? [] : data.own;
  const band = pastBand(data.vintages, data.thisSeason);
  const season = data.vintages.find((l) => l.vintage === data.thisSeason) ?? null;
  const past = data.vintages.filter((l) => l.vintage < data.thisSeason);
  // weeks from the first to the last that has a band or a result of this season
  const seasonMeans = new Map<number, number>();
  if (season) {
    const sums = new Map<number, [number, number]>();
    for (const p of season.points) {
      const s = sums.get(bucketOf(p.day)) ?? [0, 0];
      s[0] += p.result;
      s[1]++;
      sums.set(bucketOf(p.day), s);
    }
    for (const [b, [sum, n]] of sums) seasonMeans.set(b, sum / n);
  }
  const buckets = [...new Set([...band.map((b) => b.bucket), ...seasonMeans.keys()])].sort((a, b) => a - b);
  const bandOf = new Map(band.map((b) => [b.bucket, b]));
  const weeks = buckets.map((b) => ({ bucket: b, from: b * BUCKET_DAYS, to: b * BUCKET_DAYS + BUCKET_DAYS - 1, band: bandOf.get(b) ?? null, season: seasonMeans.get(b) ?? null }));
  const last = season?.points[season.points.length - 1];
  const names = { analysis: data.analysis.name, varietal: data.varietal.name, region: data.region.name };
  const number = new Intl.NumberFormat(lng, { maximumFractionDigits: 4 });
  const value = (v: number) => `${number.format(v)} ${data.analysis.units}`;
  const chart = {
    lines: data.vintages,
    band,
    thisSeason: data.thisSeason,
    own: own.filter((o) => o.vintage === data.thisSeason).map((o) => ({ day: o.day, result: o.result, tip: t('chartTips.own', { sample: o.sampleNumber, region: data.region.name, value: value(o.result), date: labDay(o.timestamp) }) })),
    // this season's points name their value, date and region (an SVG <title>, and the tooltip with JavaScript)
    seasonTips: season?.points.map((p) => t('chartTips.region', { region: data.region.name, value: value(p.result), date: labDay(p.timestamp) })) ?? [],
    title: t('vintage.days.chartTitle', names),
    desc: t('vintage.days.chartDesc', {
      units: data.analysis.units,
      count: past.length,
      season: data.thisSeason,
      from: t(`vintage.days.origin.${origin}`),
    }),
    locale: lng,
  };
  // one drawing per width class (CSS shows one): a phone gets larger type, not a shrunken wide chart
  const svg = vintageDaysSvg({ ...chart, idPrefix: 'vintage-days', size: 'wide' });
  const svgNarrow = vintageDaysSvg({ ...chart, idPrefix: 'vintage-days-narrow', size: 'narrow' });
  return {
    analysis: data.analysis, varietal: data.varietal, region: data.region, origin, thisSeason: data.thisSeason, svg, svgNarrow, ownInChart: chart.own.length, ownNoRegion: withheld ? 0 : (data.ownNoRegion ?? 0),
    vintages: data.vintages.map((l) => ({ vintage: l.vintage, n: l.points.length, from: l.points[0]?.day ?? 0, to: l.points[l.points.length - 1]?.day ?? 0 })),
    points: data.vintages.flatMap((l) => l.points.map((p) => ({ vintage: l.vintage, ...p }))),
    weeks,
    own: own.map((o) => ({ sampleNumber: o.sampleNumber, vintage: o.vintage, day: o.day, timestamp: o.timestamp, result: o.result })),
    latest: last ? { day: last.day, result: last.result, band: bandOf.get(bucketOf(last.day)) ?? null } : null,
    pastCount: past.length,
  };
}
