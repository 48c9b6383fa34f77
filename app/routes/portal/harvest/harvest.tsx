import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/harvest';
import { type BlockView, harvestLoader } from './harvest.server.ts';
import { MaturityChart } from './maturity-chart.tsx';
import { PageHead } from '../../../ui/page-head.tsx';
import harvestHref from '../../../styles/harvest.css?url';

/**
 * /dashboard/harvest: the client's vineyard blocks in the order to pick them. Each block: its
 * latest °Brix, TA and pH, the sampling dates, a maturity chart of the season (drawn on the
 * server) with the target as a band, and the pick-date forecast with its method said plainly.
 * Who may see results sees it; nothing on it needs JavaScript.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: harvestHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return harvestLoader(context, request);
}

type T = (key: string, values?: Record<string, unknown>) => string;

export default function Harvest({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { blocks, season, seasonStart } = loaderData;
  return (
    <article className="harvest-page">
      <PageHead title={t('harvest.title')} noindex />
      <header>
        <h1>{t('harvest.title')}</h1>
        <p>{t('harvest.intro', { season })}</p>
        <p className="muted">{t('harvest.method')}</p>
      </header>
      {blocks.length === 0 ? (
        <p>
          {t('harvest.empty')} <Link to="/dashboard/client-settings?addBlock=1#add-block">{t('harvest.emptyAction')}</Link>
        </p>
      ) : (
        <ol className="harvest-blocks">
          {blocks.map((b) => (
            <li key={b.id}>
              <BlockCard block={b} seasonStart={seasonStart} t={t} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function useFormats() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    date: (iso: string) => day.format(Date.parse(`${iso}T00:00:00Z`)),
    num: (v: number, digits: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v),
  };
}

function BlockCard({ block: b, seasonStart, t }: { block: BlockView; seasonStart: string; t: T }) {
  const f = useFormats();
  const titleId = `block-${b.id}-title`;
  const value = (key: 'brix' | 'ta' | 'ph', digits: number) => {
    const v = b.latest[key];
    return v ? `${f.num(v.value, digits)} (${f.date(v.date)})` : '–';
  };
  const ok = {
    brix: b.latest.brix ? b.latest.brix.value >= b.target.brix : null,
    ta: b.latest.ta ? b.latest.ta.value <= b.target.taMax : null,
    ph: b.latest.ph ? b.latest.ph.value >= b.target.phMin && b.latest.ph.value <= b.target.phMax : null,
  };
  const mark = (state: boolean | null) => (state === null ? null : <span className={state ? 'in-target' : 'off-target'}>{state ? t('harvest.inTarget') : t('harvest.offTarget')}</span>);
  return (
    <section className="harvest-block" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {b.name} <span className="muted">· {b.vineyard}</span>
      </h2>
      <p className="muted">
        {b.varietal}
        {b.acres !== null ? ` · ${t('harvest.acresValue', { acres: b.acres })}` : ''} · {t('harvest.targetLine', { brix: b.target.brix, ta: b.target.taMax, phMin: b.target.phMin, phMax: b.target.phMax })}{' '}
        {b.target.own ? '' : t('harvest.defaultTarget')}
      </p>
      <div className="harvest-body">
        <div>
          <dl className="harvest-latest">
            <dt>°Brix</dt>
            <dd>{value('brix', 1)} {mark(ok.brix)}</dd>
            <dt>{t('harvest.taShort')}</dt>
            <dd>{value('ta', 2)} {mark(ok.ta)}</dd>
            <dt>pH</dt>
            <dd>{value('ph', 2)} {mark(ok.ph)}</dd>
          </dl>
          <ForecastText block={b} t={t} />
        </div>
        {b.samples.length ? <MaturityChart block={b} seasonStart={seasonStart} /> : null}
      </div>
      {b.samples.length ? (
        <details className="harvest-samples">
          <summary>{t('harvest.samplingDates', { count: b.samples.length, dates: b.samples.map((s) => f.date(s.date)).join(', ') })}</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('harvest.date')}</th>
                <th scope="col">°Brix</th>
                <th scope="col">{t('harvest.taShort')}</th>
                <th scope="col">pH</th>
              </tr>
            </thead>
            <tbody>
              {b.samples.map((s) => (
                <tr key={s.sampleId}>
                  <th scope="row">
                    <Link to={`/dashboard/results/group/${s.batchId}/sample/${encodeURIComponent(s.number)}`}>{f.date(s.date)}</Link>
                  </th>
                  <td>{s.brix === null ? '–' : f.num(s.brix, 1)}</td>
                  <td>{s.ta === null ? '–' : f.num(s.ta, 2)}</td>
                  <td>{s.ph === null ? '–' : f.num(s.ph, 2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : (
        <p>{t('harvest.noSamples')}</p>
      )}
    </section>
  );
}

/** The forecast in words: the rate with its fit, the projected date and its interval, the plateau flag, and that it extrapolates. */
function ForecastText({ block: b, t }: { block: BlockView; t: T }) {
  const f = useFormats();
  const fc = b.forecast;
  if (fc.kind === 'not-enough') return <p className="forecast">{t('harvest.notEnough', { count: fc.n, min: 4 })}</p>;
  const rate = t('harvest.rate', { rate: f.num(fc.rate, 2), r2: f.num(fc.r2, 2), n: fc.n });
  return (
    <div className="forecast">
      <p>{rate}</p>
      {fc.kind === 'projected' ? (
        <p>
          <strong>{t('harvest.projected', { brix: b.target.brix, date: f.date(fc.date) })}</strong> {t('harvest.interval', { low: f.date(fc.low), high: f.date(fc.high) })}
        </p>
      ) : fc.kind === 'reached' ? (
        <p>
          <strong>{t('harvest.reached', { brix: b.target.brix })}</strong>
        </p>
      ) : (
        <p>
          <strong>{t('harvest.notRising')}</strong>
        </p>
      )}
      {fc.plateau ? (
        <p className="plateau">
          <strong>{t('harvest.plateau')}</strong> {t('harvest.plateauWhy', { last: f.num(fc.lastRate ?? 0, 2), peak: f.num(fc.peakRate ?? 0, 2) })}
        </p>
      ) : null}
      <p className="muted">{t('harvest.extrapolates')}</p>
    </div>
  );
}
