/**
 * The analyses as a table on wide screens and cards on narrow ones, by CSS alone
 * (`table.responsive` with `data-label`s). Prices follow the rule of document 1 §5.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnalysisListItem } from '../../contract/analyses.ts';
import { PriceText } from './price.tsx';

export function AnalysesTable({ analyses, describedBy, withRequirement }: { analyses: AnalysisListItem[]; describedBy?: string; withRequirement?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="responsive analyses-table" aria-describedby={describedBy}>
        <thead>
          <tr>
            <th scope="col">{t('analyses.colTest')}</th>
            <th scope="col">{t('analyses.sampleType')}</th>
            <th scope="col">{t('analyses.turnaround')}</th>
            {withRequirement ? <th scope="col">{t('analyses.requirement')}</th> : <th scope="col">{t('analyses.technique')}</th>}
            <th scope="col">{t('analyses.priceOne')}</th>
            <th scope="col">{t('analyses.priceTwoToTen')}</th>
            <th scope="col">{t('analyses.priceElevenPlus')}</th>
          </tr>
        </thead>
        <tbody>
          {analyses.map((a) => (
            <tr key={a.id}>
              <td data-label={t('analyses.colTest')}>
                <Link to={`/analyses/analysis/${a.id}`} className="analysis-link">
                  {a.testName}
                </Link>{' '}
                <small className="muted">{a.acode}</small>
              </td>
              <td data-label={t('analyses.sampleType')}>{a.sampleType}</td>
              <td data-label={t('analyses.turnaround')}>{a.turnaroundTime}</td>
              {withRequirement ? (
                <td data-label={t('analyses.requirement')}>{a.requirement ?? ''}</td>
              ) : (
                <td data-label={t('analyses.technique')}>{a.technique}</td>
              )}
              <PriceCells fees={a} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PriceCells({ fees }: { fees: AnalysisListItem }) {
  const { t } = useTranslation();
  if (fees.feeOne < 1) {
    return (
      <td colSpan={3} data-label={t('analyses.price')}>
        <PriceText fees={fees} />
      </td>
    );
  }
  return (
    <>
      <td data-label={t('analyses.priceOne')}><PriceText fees={fees} tier="one" /></td>
      <td data-label={t('analyses.priceTwoToTen')}><PriceText fees={fees} tier="twoToTen" /></td>
      <td data-label={t('analyses.priceElevenPlus')}><PriceText fees={fees} tier="elevenPlus" /></td>
    </>
  );
}
