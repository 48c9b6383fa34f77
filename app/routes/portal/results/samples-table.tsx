/** The results page's samples view: a table of groups, their samples and the links to them. */
import { useTranslation } from 'react-i18next';
import { samplePath } from './sample-path.ts';
import { withBack } from '../../../models/results-filters.ts';
import type { BatchRow } from '../../../models/results-rows.ts';
import { useClientLinks } from '../../../ui/client-links.tsx';
import { SpecBadge } from '../../../ui/sample-specification.tsx';

/** A label function that translates each distinct value once (a page shows a handful of statuses). */
function memoLabel(translate: (value: string) => string) {
  const seen = new Map<string, string>();
  return (value: string) => {
    let label = seen.get(value);
    if (label === undefined) seen.set(value, (label = translate(value)));
    return label;
  };
}

/**
 * One markup. Each list is a single table; below 1320 px CSS lays every row out as a
 * card, each cell's label (`data-label`) beside its value (portal.css `.results-table`), so no
 * row is rendered twice. The row links are plain `<a href>` built from one base path per page,
 * with client navigation through one listener on the table (`useClientLinks`).
 */
/** The id of the ZIP download's GET form: the row checkboxes belong to it by their `form` attribute (the table is not inside it). */
export const ZIP_FORM = 'reports-zip';

/** Downloads the lab reports of the ticked Completed groups as one ZIP: a plain GET form, no JavaScript needed. */
export function ZipForm({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <form id={ZIP_FORM} method="get" action="/dashboard/results/reports.zip" className="inline-form zip-form">
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="secondary">{t('results.zipDownload')}</button>
      <small className="field-hint">{t('results.zipHint', { max: 50 })}</small>
    </form>
  );
}

export function SamplesTable({ batches, back, empty }: { batches: BatchRow[]; back: string; empty: string }) {
  const { t } = useTranslation();
  const ref = useClientLinks<HTMLTableElement>();
  if (!batches.length) return <p role="status">{empty}</p>;
  // The labels every row repeats are translated once per page, not once per row.
  const label = {
    group: t('results.group'), samples: t('results.samples'), logged: t('results.logged'), status: t('results.status'), viewResults: t('results.viewResults'),
  };
  const statusOf = memoLabel((status: string) => t(`results.batchStatus.${status}`));
  // "View results of sample {{sample}}" once, the sample put in per link.
  const [viewOfBefore, viewOfAfter = ''] = t('results.viewResultsOf', { sample: '\u0000' }).split('\u0000');
  const query = withBack('', back);
  return (
    <div className="table-scroll">
      <table className="results-table samples-table" ref={ref}>
        <caption className="visually-hidden">{t('results.samplesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden">{t('results.zipSelect')}</span></th>
            <th scope="col">{label.group}</th>
            <th scope="col">{label.samples}</th>
            <th scope="col">{label.logged}</th>
            <th scope="col">{label.status}</th>
            <th scope="col">{label.viewResults}</th>
          </tr>
        </thead>
        <tbody>
          {batches.map((b) => {
            const hrefs = b.samples.map(([friendlyNumber]) => samplePath(b.id, friendlyNumber) + query);
            return (
              <tr key={b.id}>
                <td className="cell-select">
                  {b.status === 'Completed' ? (
                    <>
                      <input type="checkbox" form={ZIP_FORM} name="batch" value={b.id} id={`zip-${b.id}`} />
                      <label htmlFor={`zip-${b.id}`} className="visually-hidden">{t('results.zipSelectGroup', { group: b.id })}</label>
                    </>
                  ) : null}
                </td>
                <th scope="row" data-label={label.group}>{b.id}</th>
                <td className="cell-samples">
                  <ul className="sample-list">
                    {b.samples.map(([friendlyNumber, description, verdict], i) => (
                      <li key={i}>
                        {/* one text node: no comment markers between its parts in the HTML */}
                        <a href={hrefs[i]}>{`${friendlyNumber} — ${description}`}</a>
                        {verdict ? <> <SpecBadge verdict={verdict} labelled /></> : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-label={label.logged}>{b.logged}</td>
                <td data-label={label.status}>{statusOf(b.status)}</td>
                <td className="cell-view-results">
                  <ul className="sample-list">
                    {b.samples.map(([friendlyNumber], i) => (
                      <li key={i}>
                        <a href={hrefs[i]} aria-label={viewOfBefore + friendlyNumber + viewOfAfter}>{label.viewResults}</a>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
