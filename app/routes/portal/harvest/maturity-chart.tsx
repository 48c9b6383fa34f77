import { useTranslation } from 'react-i18next';
import type { BlockView } from './harvest.server.ts';
import { daysFrom } from './dates.ts';

const W = 360;
const H = 190;
const M = { left: 34, right: 34, top: 20, bottom: 24 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;

/** The first of each month from August to November, as days since the season's start. */
function monthTicks(seasonStart: string, from: number, to: number) {
  const year = seasonStart.slice(0, 4);
  return ['08', '09', '10', '11', '12']
    .map((m) => ({ day: daysFrom(seasonStart, `${year}-${m}-01`), month: Number(m) }))
    .filter((t) => t.day >= from && t.day <= to);
}

/**
 * A block's maturity chart of the season, drawn on the server (no script): °Brix (solid line,
 * left axis) with the target band, the fitted trend carried to the projected day (dotted), and
 * titratable acidity (dashed, right axis) with its maximum. A text alternative says the same.
 */
export function MaturityChart({ block, seasonStart }: { block: BlockView; seasonStart: string }) {
  const { t, i18n } = useTranslation();
  const samples = block.samples.map((s) => ({ ...s, day: daysFrom(seasonStart, s.date) }));
  const brix = samples.filter((s) => s.brix !== null) as (typeof samples[number] & { brix: number })[];
  const ta = samples.filter((s) => s.ta !== null) as (typeof samples[number] & { ta: number })[];
  const lastDay = samples.length ? samples[samples.length - 1]!.day : 31;
  const projectedTo = block.projection ? Math.min(block.projection.toDay, lastDay + 45) : lastDay;
  const x0 = Math.min(31, samples[0]?.day ?? 31);
  const x1 = Math.max(122, lastDay + 5, Math.ceil(projectedTo) + 2);
  const brixValues = brix.map((s) => s.brix);
  const y0 = Math.floor(Math.min(14, ...brixValues) - 0.5);
  const y1 = Math.ceil(Math.max(28, block.target.brix + 2, ...brixValues));
  const taValues = ta.map((s) => s.ta);
  const t0 = Math.floor(Math.min(4, ...taValues));
  const t1 = Math.ceil(Math.max(14, block.target.taMax + 1, ...taValues));
  const x = (day: number) => M.left + ((day - x0) / (x1 - x0)) * PW;
  const y = (v: number) => M.top + PH - ((v - y0) / (y1 - y0)) * PH;
  const yTa = (v: number) => M.top + PH - ((v - t0) / (t1 - t0)) * PH;
  const path = (pts: [number, number][]) => pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const monthName = (m: number) => new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2001, m - 1, 1));
  const brixTicks = [];
  for (let v = Math.ceil(y0 / 2) * 2; v <= y1; v += 2) brixTicks.push(v);
  const taTicks = [];
  for (let v = Math.ceil(t0 / 2) * 2; v <= t1; v += 2) taTicks.push(v);
  const band = { low: block.target.brix - 0.5, high: block.target.brix + 0.5 };
  const p = block.projection;
  const label = t('harvest.chartLabel', { name: block.name, target: block.target.brix, ta: block.target.taMax, n: brix.length });
  return (
    <svg className="maturity-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      <title>{label}</title>
      <rect x={M.left} y={y(band.high)} width={PW} height={y(band.low) - y(band.high)} className="band" />
      <text x={M.left + 4} y={y(band.high) - 3} className="band-label">{t('harvest.chartTarget', { brix: block.target.brix })}</text>
      <line x1={M.left} x2={M.left + PW} y1={yTa(block.target.taMax)} y2={yTa(block.target.taMax)} className="ta-max" />
      {brixTicks.map((v) => (
        <g key={`b${v}`}>
          <line x1={M.left} x2={M.left + PW} y1={y(v)} y2={y(v)} className="grid" />
          <text x={M.left - 4} y={y(v) + 4} textAnchor="end" className="tick">{v}</text>
        </g>
      ))}
      {taTicks.map((v) => (
        <text key={`t${v}`} x={M.left + PW + 4} y={yTa(v) + 4} className="tick ta-tick">{v}</text>
      ))}
      {monthTicks(seasonStart, x0, x1).map((m) => (
        <g key={m.month}>
          <line x1={x(m.day)} x2={x(m.day)} y1={M.top} y2={M.top + PH} className="grid" />
          <text x={x(m.day) + 2} y={H - 8} className="tick">{monthName(m.month)}</text>
        </g>
      ))}
      <text x={4} y={12} className="axis-name">°Brix</text>
      <text x={W - 4} y={12} textAnchor="end" className="axis-name ta-tick">TA g/L</text>
      {p ? <path d={path([[x(p.fromDay), y(p.intercept + p.rate * p.fromDay)], [x(projectedTo), y(p.intercept + p.rate * projectedTo)]])} className="projection" /> : null}
      {ta.length > 1 ? <path d={path(ta.map((s) => [x(s.day), yTa(s.ta)]))} className="ta-line" /> : null}
      {brix.length > 1 ? <path d={path(brix.map((s) => [x(s.day), y(s.brix)]))} className="brix-line" /> : null}
      {brix.map((s) => <circle key={s.sampleId} cx={x(s.day)} cy={y(s.brix)} r={3} className="brix-point" />)}
      <rect x={M.left} y={M.top} width={PW} height={PH} className="frame" />
    </svg>
  );
}
