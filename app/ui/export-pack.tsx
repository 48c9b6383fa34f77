import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { EXPORT_MARKETS } from '../../contract/compliance-tables.ts';
import type { ExportPackView } from '../../contract/compliance.ts';

type Check = ExportPackView['checks'][number];

const limitText = (t: TFunction, c: Check) =>
  c.min !== null && c.max !== null
    ? t('exportPack.range', { min: c.min, max: c.max, unit: c.unit })
    : c.max !== null
      ? t('exportPack.max', { max: c.max, unit: c.unit })
      : t('exportPack.min', { min: c.min, unit: c.unit });

function verdict(t: TFunction, c: Check): string {
  const k = c.check;
  if (k.status === 'pass') return t('exportPack.status.pass');
  if (k.status === 'fail') return t(k.side === 'min' ? 'exportPack.status.failUnder' : 'exportPack.status.failOver', { by: k.by, unit: c.unit });
  if (k.status === 'missing') return t('exportPack.status.missing');
  return t(`exportPack.status.needs.${k.needs ?? 'units'}`);
}

/**
 * The export pack of the sample: a GET form picking the destination, then every limit that applies
 * (limit, the value read, the verdict, the source), the analyses the destination asks for that
 * the sample has not had (each added to the order draft by a small form), and the PDF.
 */
export function ExportPack({ pack, market, pdfHref, canOrder, shareHref }: { pack: ExportPackView | null; market: string | null; pdfHref: string | null; canOrder: boolean; shareHref?: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="compliance-panel" aria-labelledby="export-pack-title">
      <h2 id="export-pack-title">{t('exportPack.title')}</h2>
      <p className="muted" id="export-pack-hint">{t('exportPack.hint')}</p>
      <Form method="get" className="compliance-form" aria-labelledby="export-pack-title" preventScrollReset>
        <div>
          <label htmlFor="export-market">{t('exportPack.market')}</label>
          <select id="export-market" name="market" defaultValue={market ?? ''} aria-describedby="export-pack-hint">
            <option value="" disabled>{t('exportPack.pickMarket')}</option>
            {EXPORT_MARKETS.map((m) => (
              <option key={m} value={m}>{t(`exportPack.markets.${m}`)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="secondary">{t('exportPack.check')}</button>
      </Form>
      {pack ? (
        <div data-testid="export-pack">
          <ExportPackChecks
            pack={pack}
            order={canOrder ? (m) => (
              <Form method="post">
                <AuthenticityTokenInput />
                <input type="hidden" name="intent" value="order-missing" />
                <input type="hidden" name="market" value={pack.market} />
                <input type="hidden" name="analysisId" value={String(m.analysisId)} />
                <button type="submit" className="secondary outline" aria-label={t('exportPack.orderOne', { test: m.testName })}>
                  {t('exportPack.order')}
                </button>
              </Form>
            ) : undefined}
          />
          {shareHref ? (
            <p>
              <Link to={shareHref}>{t('shareLinkPacks.share')}</Link>
            </p>
          ) : null}
          {pdfHref ? (
            <p>
              <Link to={pdfHref} reloadDocument>{t('exportPack.pdf')}</Link>
            </p>
          ) : (
            <p className="muted">{t('exportPack.pdfWhenCompleted')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

type PackShown = Omit<ExportPackView, 'sampleId' | 'batchId'>;

/**
 * An export pack's summary, checks table (limit, value read, verdict, source), the analyses the
 * destination asks for that the sample has not had (with `order`, the portal's button for each)
 * and the line that the tables are a guide: the sample page's panel and a shared page show it.
 */
export function ExportPackChecks({ pack, order }: { pack: PackShown; order?: (m: PackShown['missing'][number]) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <strong>{t('exportPack.summary', { market: t(`exportPack.markets.${pack.market}`), passed: pack.passed, failed: pack.failed, open: pack.open })}</strong>
      </p>
      <p className="muted">
        {pack.colour ? t('exportPack.colour', { colour: t(`exportPack.colourNames.${pack.colour}`) }) : t('exportPack.noColour')}
        {pack.colourAssumed ? ` ${t('labelClaim.colourAssumed')}` : ''} {pack.sugarGL === null ? t('exportPack.noSugar') : t('exportPack.sugar', { sugar: pack.sugarGL })}
      </p>
      {/* focusable: a narrow screen scrolls the table sideways by keyboard too */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('exportPack.caption', { market: t(`exportPack.markets.${pack.market}`) })}>
        <table>
          <caption>{t('exportPack.caption', { market: t(`exportPack.markets.${pack.market}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('exportPack.analyte')}</th>
              <th scope="col">{t('exportPack.limit')}</th>
              <th scope="col">{t('exportPack.result')}</th>
              <th scope="col">{t('exportPack.verdict')}</th>
              <th scope="col">{t('exportPack.source')}</th>
            </tr>
          </thead>
          <tbody>
            {pack.checks.map((c, i) => (
              <tr key={i}>
                <th scope="row">{t(`exportPack.analytes.${c.analyte}`)}</th>
                <td>{limitText(t, c)}</td>
                <td>{c.measured ? `${c.measured.value} ${c.measured.units ?? ''}` : '—'}</td>
                <td>
                  <span className={`check check-${c.check.status}`}>{verdict(t, c)}</span>
                </td>
                <td>
                  <small>{c.source}{c.unverified ? ` ${t('exportPack.unverified')}` : ''}</small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pack.missing.length ? (
        <>
          <h3>{t('exportPack.missingTitle')}</h3>
          <ul className="missing-analyses">
            {pack.missing.map((m) => (
              <li key={m.analysisId}>
                <span>
                  {m.testName} <small className="muted">({m.acode})</small>
                </span>
                {order ? order(m) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="muted">{t('exportPack.guide', { date: pack.asOf })}</p>
    </>
  );
}
