import { Link } from 'react-router';
import type { useTranslation } from 'react-i18next';
import type { Analysis } from '../../contract/results.ts';
import type { ResultShown } from '../models/results-rows.ts';

/**
 * Whether a result is a measurement that takes its unit: a number, possibly with a comparison
 * ("<0.5", "≥ 12"). A text result ("Not Detected", "Positive") gets none.
 */
export function isMeasured(value: string): boolean {
  return /^\s*[<>≤≥~=]*\s*[-+]?(\d|\.\d)/.test(value);
}

/** What a result cell needs (models/results-rows.ts): the value as shown, with its unit when it takes one. */
export function resultShown(a: Pick<Analysis, 'formattedResult' | 'result' | 'units' | 'validationStatus' | 'status'>): ResultShown {
  const value = a.formattedResult ?? a.result;
  return {
    value: value ? (a.units && isMeasured(value) ? `${value} ${a.units}` : value) : null,
    pending: a.validationStatus === 'Pending Validation',
    completed: a.status === 'Completed',
  };
}

type T = ReturnType<typeof useTranslation>['t'];

/**
 * The result cell: "Preliminary" until the agreement, the prompt for a completed row without a value.
 * It takes the table's `t`: one useTranslation per table, not one per row (each call copies the
 * i18n instance; 100 rows made that a visible share of the results page's time).
 */
export function ResultValue({ a, prelimAccepted, href, t }: { a: Pick<Analysis, 'formattedResult' | 'result' | 'units' | 'validationStatus' | 'status'>; prelimAccepted: boolean; href: string; t: T }) {
  return <ResultCell r={resultShown(a)} prelimAccepted={prelimAccepted} href={href} t={t} />;
}

export function ResultCell({ r, prelimAccepted, href, t }: { r: ResultShown; prelimAccepted: boolean; href: string; t: T }) {
  if (r.pending && !prelimAccepted) return <span className="preliminary">{t('results.preliminary')}</span>;
  if (!r.value && r.completed) return <Link to={href}>{t('results.clickToView')}</Link>;
  return (
    <>
      {r.value ?? ''}
      {r.pending && r.value ? <span className="preliminary"> ({t('results.preliminary')})</span> : null}
    </>
  );
}
