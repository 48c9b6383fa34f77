/**
 * 'Samples Available for Smoke Impact Comparative Report': a table, cards on small screens; each
 * sample links to its report.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SmokePage } from './smoke-report.tsx';
import { smokeAddress } from '../../../models/analytics-addresses.ts';
import { labDay } from '../../../ui/lab-date.ts';

export function SmokeSamples({ samples }: { samples: SmokePage['samples'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="samples-title" className="smoke-samples">
      <h2 id="samples-title">{t('smoke.samplesTitle')}</h2>
      {samples === null ? (
        <p role="alert">{t('smoke.errors.get-vintage-trends-analyses-error')}</p>
      ) : samples.length === 0 ? (
        <p>{t('smoke.noResults')}</p>
      ) : (
        <>
          <div className="table-scroll smoke-samples-table" tabIndex={0} role="region" aria-label={t('smoke.samplesTitle')}>
            <table className="analytics-table">
              <thead>
                <tr>
                  <th scope="col">{t('smoke.sampleNumber')}</th>
                  <th scope="col">{t('smoke.description')}</th>
                  <th scope="col">{t('smoke.loggedDate')}</th>
                  <th scope="col">{t('smoke.reportingStatus')}</th>
                  <th scope="col"><span className="visually-hidden">{t('smoke.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {samples.map((s) => (
                  <tr key={s.id}>
                    <td>{s.friendlyNumber}</td>
                    <td>{s.description}</td>
                    <td>{labDay(s.loggedAt)}</td>
                    <td>{t(`smoke.status.${s.status}`)}</td>
                    <td>
                      <Link to={`${smokeAddress(s.friendlyNumber, '')}#smoke-form`} aria-label={t('smoke.selectSampleNamed', { sample: s.friendlyNumber })}>
                        {t('smoke.selectSample')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="smoke-samples-cards">
            {samples.map((s) => (
              <li key={s.id}>
                <dl>
                  <dt>{t('smoke.sampleNumber')}</dt>
                  <dd>{s.friendlyNumber}</dd>
                  <dt>{t('smoke.description')}</dt>
                  <dd>{s.description}</dd>
                  <dt>{t('smoke.loggedDate')}</dt>
                  <dd>{labDay(s.loggedAt)}</dd>
                  <dt>{t('smoke.reportingStatus')}</dt>
                  <dd>{t(`smoke.status.${s.status}`)}</dd>
                </dl>
                <Link to={`${smokeAddress(s.friendlyNumber, '')}#smoke-form`} aria-label={t('smoke.selectSampleNamed', { sample: s.friendlyNumber })}>
                  {t('smoke.selectSample')}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
