import { Form, data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/analyses-exporting';
import { type AnalysesList, type Country, exportCountries, listAnalyses } from '../../models/analyses.server.ts';
import { AnalysesTabs } from '../../ui/analyses-tabs.tsx';
import { AnalysesTable } from '../../ui/analyses-table.tsx';
import { useAutoSubmit, useSyncedValue } from '../../ui/auto-submit.ts';
import { MAX_LIMIT } from '../../../contract/analyses-limits.ts';
import { PageHead } from '../../ui/page-head.tsx';

/** Exporting (document 1 §2): a country selector as a GET form, then that country's analyses with a count. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const errors: string[] = [];
  const countries = await exportCountries(context).catch(() => {
    errors.push('get-countries-error');
    return [] as Country[];
  });
  const raw = (new URL(request.url).searchParams.get('country') ?? '').trim().toUpperCase();
  const country = countries.find((c) => c.countryCode === raw) ?? null;
  let list: AnalysesList | null = null;
  if (country) {
    list = await listAnalyses(context, { countryCode: country.countryCode, limit: MAX_LIMIT }).catch(() => {
      errors.push('get-cms-analyses-error');
      return null;
    });
  }
  return data({ countries, country, list, errors });
}

export default function ExportingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { countries, country, list, errors } = loaderData;
  const formRef = useAutoSubmit<HTMLFormElement>();
  const selectRef = useSyncedValue<HTMLSelectElement>(country?.countryCode ?? '');
  return (
    <div className="container analyses-page">
      <PageHead title={`${country ? `${country.name}: ` : ''}${t('analyses.exportingTitle')}`} description={t('analyses.exportingMetaDescription')} />
      <h1>{t('analyses.exportingTitle')}</h1>
      <AnalysesTabs />
      <p>{t('analyses.exportingIntro')}</p>
      {errors.map((key) => (
        <p key={key} role="alert" className="field-error">
          {t(key)}
        </p>
      ))}
      <Form method="get" action="/analyses/exporting" ref={formRef} className="export-form">
        <div className="field">
          <label htmlFor="export-country">{t('analyses.country')}</label>
          <select ref={selectRef} id="export-country" name="country" defaultValue={country?.countryCode ?? ''}>
            <option value="">{t('analyses.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.countryCode} value={c.countryCode}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('analyses.showCountry')}</button>
      </Form>
      {country && list ? (
        <>
          <h2 id="export-count">{t('analyses.exportCount', { count: list.count, country: country.name })}</h2>
          {list.analyses.length ? <AnalysesTable analyses={list.analyses} describedBy="export-count" withRequirement /> : <EmptyTable text={t('analyses.exportNone')} />}
        </>
      ) : (
        <EmptyTable text={t('analyses.exportChoose')} />
      )}
    </div>
  );
}

/** The empty state: the table's headings with one row that says why it is empty. */
function EmptyTable({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="analyses-table empty-table">
        <thead>
          <tr>
            <th scope="col">{t('analyses.colTest')}</th>
            <th scope="col">{t('analyses.sampleType')}</th>
            <th scope="col">{t('analyses.turnaround')}</th>
            <th scope="col">{t('analyses.requirement')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td colSpan={4}>{text}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
