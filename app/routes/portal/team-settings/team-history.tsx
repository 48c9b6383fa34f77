import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHANGE_KINDS, type ClientChange } from '../../../../contract/team.ts';
import type { teamLoader } from './team-settings.server.ts';
import { TEAM_PATH } from './team-settings.form.ts';

type HistoryData = NonNullable<Awaited<ReturnType<typeof teamLoader>>['history']>;

/** The client's change history (those who may change the team): filtered by kind, paged, and as CSV. */
export function TeamHistory({ history }: { history: HistoryData }) {
  const { t } = useTranslation();
  const describe = (v: ClientChange['before']) => (v ? Object.entries(v).map(([k, x]) => `${t(`team.historyFields.${k}`, { defaultValue: k })}: ${x === null ? '' : String(x)}`).join('; ') : '');
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  const q = (page: number) => `${TEAM_PATH}?${new URLSearchParams({ ...(history.kind ? { kind: history.kind } : {}), page: String(page) })}#history-title`;
  return (
    <section aria-labelledby="history-title" className="form-section history">
      <h2 id="history-title">{t('team.history')}</h2>
      <p className="muted">{t('team.historyIntro')}</p>
      <Form method="get" action={TEAM_PATH} className="history-filter" preventScrollReset>
        <div className="field">
          <label htmlFor="history-kind">{t('team.historyKind')}</label>
          <select id="history-kind" name="kind" defaultValue={history.kind}>
            <option value="">{t('team.historyAll')}</option>
            {CHANGE_KINDS.map((k) => <option key={k} value={k}>{t(`team.kinds.${k}`)}</option>)}
          </select>
        </div>
        <button type="submit" className="secondary">{t('team.historyFilter')}</button>
        <a href={`${TEAM_PATH}/history.csv${history.kind ? `?kind=${history.kind}` : ''}`} download>{t('team.historyCsv')}</a>
      </Form>
      {history.data.length ? (
        <table className="history-table">
          <caption className="visually-hidden">{t('team.history')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('team.historyWhen')}</th>
              <th scope="col">{t('team.historyBy')}</th>
              <th scope="col">{t('team.historyWhat')}</th>
              <th scope="col">{t('team.historyBefore')}</th>
              <th scope="col">{t('team.historyAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((e) => (
              <tr key={e.id}>
                <td data-label={t('team.historyWhen')}><time dateTime={e.createdAt}>{e.when}</time></td>
                <td data-label={t('team.historyBy')} className="wrap">{e.actorEmail}</td>
                <td data-label={t('team.historyWhat')} className="wrap">
                  {`${t(`team.kinds.${e.kind}`)} · ${t(`team.actions_.${e.action}`)}: ${e.kind === 'primary-contact' ? t(`team.${e.subject}`, { defaultValue: e.subject }) : e.subject}`}
                </td>
                <td data-label={t('team.historyBefore')} className="wrap">{describe(e.before)}</td>
                <td data-label={t('team.historyAfter')} className="wrap">{describe(e.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('team.historyEmpty')}</p>
      )}
      {pages > 1 ? (
        <nav aria-label={t('team.historyPages')} className="history-pages">
          {history.page > 1 ? <Link to={q(history.page - 1)}>{t('team.previous')}</Link> : null}
          <span>{t('team.pageOf', { page: history.page, pages })}</span>
          {history.page < pages ? <Link to={q(history.page + 1)}>{t('team.next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
