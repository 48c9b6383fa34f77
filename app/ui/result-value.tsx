import { Link } from 'react-router';
import type { useTranslation } from 'react-i18next';
import type { Analysis } from '../../contract/results.ts';

/**
 * Whether a result is a measurement that takes its unit: a number, possibly with a comparison
 * ("<0.5", "≥ 12"). A text result ("Not Detected", "Positive") gets none (issue 15 item 9).
 */
export function isMeasured(value: string): boolean {
  return /^\s*[<>≤≥~=]*\s*[-+]?(\d|\.\d)/.test(value);
}

/**
 * The result cell: "Preliminary" until the agreement, the prompt for a completed row without a value.
 * It takes the table's `t`: one useTranslation per table, not one per row (each call copies the
 * i18n instance; 100 rows made that a visible share of the results page's time).
 */
export function ResultValue({ a, prelimAccepted, href, t }: { a: Pick<Analysis, 'formattedResult' | 'result' | 'units' | 'validationStatus' | 'status'>; prelimAccepted: boolean; href: string; t: ReturnType<typeof useTranslation>['t'] }) {
  const value = a.formattedResult ?? a.result;
  if (a.validationStatus === 'Pending Validation' && !prelimAccepted) return <span className="preliminary">{t('results.preliminary')}</span>;
  if (!value && a.status === 'Completed') return <Link to={href}>{t('results.clickToView')}</Link>;
  return (
    <>
      {value ?? ''}
      {value && a.units && isMeasured(value) ? ` ${a.units}` : ''}
      {a.validationStatus === 'Pending Validation' && value ? <span className="preliminary"> ({t('results.preliminary')})</span> : null}
    </>
  );
}
