/**
 * /dashboard/results/group/{batch}/sample/{sample}/share: share the sample's report, or its export
 * pack for one market (`?market=` picks it), with a buyer or importer who has no account. The
 * form makes a link (what it shows, 7, 30 or 90 days, optional passcode)
 * and shows its address once; the list shows every link of the sample with its state, who made
 * it, until when, each opening (time, address, browser) and a revoke button for a live one.
 * Works without JavaScript: both forms post to this route's action. Server code in
 * share-links.server.ts.
 */
import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/share-links';
import { PageHead } from '../../../ui/page-head.tsx';
import { ErrorSummary, Field, SelectField, linkedFields, useFormErrors } from '../../../ui/form.tsx';
import { useSchemaForm } from '../../../ui/schema-form.ts';
import { labDate } from '../../../../contract/lab-time.ts';
import { OPENINGS_SHOWN, PASSCODE_LIMITS, SHARE_EXPIRY_DAYS, type ShareLink } from '../../../../contract/share-links.ts';
import { LABELS, SHOWS, shareSchema } from './share-links.form.ts';
import { shareLinksAction, shareLinksLoader } from './share-links.server.ts';
import sharedHref from '../../../styles/shared.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sharedHref }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return shareLinksLoader(context, request, params);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return shareLinksAction(context, request, params);
}

export default function ShareLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sample, samplePath, links, shows } = loaderData;
  const [form, fields] = useSchemaForm(shareSchema, { id: 'share-link', lastResult: actionData?.result, defaultValue: { shows, days: '30', passcode: '' } });
  const { summary, of } = useFormErrors(linkedFields({ shows: fields.shows.id, days: fields.days.id, passcode: fields.passcode.id }, fields), form.errors, { labels: LABELS });
  const created = actionData?.created ?? null;
  return (
    <section className="share-links">
      <PageHead title={t('shareLinks.manage.title', { sample: sample.friendlyNumber })} failed={summary.length > 0} />
      <p>
        <Link to={samplePath} className="secondary">
          ← {t('shareLinks.manage.back')}
        </Link>
      </p>
      <h1>{t('shareLinks.manage.title', { sample: sample.friendlyNumber })}</h1>
      <p>{t('shareLinks.manage.lead', { description: sample.description })}</p>
      {created ? (
        <div className="banner banner-success share-created" role="status">
          <h2>{t('shareLinks.manage.createdTitle')}</h2>
          <label htmlFor="share-url">{t('shareLinks.manage.createdUrl')}</label>
          <input id="share-url" type="text" readOnly value={created.url} aria-describedby="share-url-hint" />
          <p id="share-url-hint">
            {t('shareLinks.manage.createdHint', { until: labDate(created.expiresAt, true) })}
            {created.hasPasscode ? ` ${t('shareLinks.manage.createdPasscode')}` : ''}
          </p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="share-form">
        <h2>{t('shareLinks.manage.newTitle')}</h2>
        <ErrorSummary errors={summary} />
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="create" />
        <SelectField
          {...getInputProps(fields.shows, { type: 'text' })}
          key={fields.shows.key}
          id={fields.shows.id}
          label={t('shareLinkPacks.shows')}
          hint={t('shareLinkPacks.showsHint')}
          errors={of(fields.shows)}
        >
          {SHOWS.map((m) => (
            <option key={m} value={m}>
              {m === 'report' ? t('shareLinkPacks.showsReport') : t('shareLinkPacks.showsPack', { market: t(`exportPack.markets.${m}`) })}
            </option>
          ))}
        </SelectField>
        <SelectField {...getInputProps(fields.days, { type: 'text' })} key={fields.days.key} id={fields.days.id} label={t('shareLinks.manage.expiry')} errors={of(fields.days)}>
          {SHARE_EXPIRY_DAYS.map((d) => (
            <option key={d} value={String(d)}>
              {t('shareLinks.manage.days', { count: d })}
            </option>
          ))}
        </SelectField>
        <Field
          {...getInputProps(fields.passcode, { type: 'text' })}
          key={fields.passcode.key}
          id={fields.passcode.id}
          label={t('shareLinks.manage.passcode')}
          optional
          hint={t('shareLinks.manage.passcodeHint', { min: PASSCODE_LIMITS.min })}
          autoComplete="off"
          spellCheck={false}
          maxLength={PASSCODE_LIMITS.max}
          errors={of(fields.passcode)}
        />
        <button type="submit">{t('shareLinks.manage.create')}</button>
      </Form>
      <h2>{t('shareLinks.manage.listTitle')}</h2>
      {links.length ? links.map((l) => <LinkCard key={l.id} link={l} />) : <p className="muted">{t('shareLinks.manage.none')}</p>}
    </section>
  );
}

function LinkCard({ link }: { link: ShareLink }) {
  const { t } = useTranslation();
  const titleId = `share-link-${link.id}`;
  return (
    <article className="share-link" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t('shareLinks.manage.linkTitle', { date: labDate(link.createdAt, true) })} <span className={`badge share-state-${link.state}`}>{t(`shareLinks.manage.state.${link.state}`)}</span>
      </h3>
      <dl className="facts">
        <dt>{t('shareLinks.manage.shows')}</dt>
        <dd>{link.kind === 'export-pack' && link.market ? t('shareLinkPacks.showsPack', { market: t(`exportPack.markets.${link.market}`) }) : t(`shareLinks.kind.${link.kind === 'report' ? 'report' : 'other'}`, { market: link.market ?? '' })}</dd>
        <dt>{t('shareLinks.manage.by')}</dt>
        <dd>{link.sharedByName}</dd>
        <dt>{link.state === 'revoked' ? t('shareLinks.manage.revokedAt') : t('shareLinks.manage.until')}</dt>
        <dd>{labDate(link.state === 'revoked' ? link.revokedAt : link.expiresAt, true)}</dd>
        <dt>{t('shareLinks.manage.passcode')}</dt>
        <dd>{link.hasPasscode ? t('shareLinks.manage.yes') : t('shareLinks.manage.no')}</dd>
      </dl>
      {link.state === 'active' ? (
        <Form method="post">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="id" value={String(link.id)} />
          <button type="submit" className="secondary outline" aria-describedby={titleId}>
            {t('shareLinks.manage.revoke')}
          </button>
        </Form>
      ) : null}
      {link.openings.length ? (
        <details className="share-openings">
          <summary>{t('shareLinks.manage.openings', { count: link.openingCount })}</summary>
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">{t('shareLinks.manage.openingsOf', { date: labDate(link.createdAt, true) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('shareLinks.manage.openedAt')}</th>
                  <th scope="col">{t('shareLinks.manage.what')}</th>
                  <th scope="col">{t('shareLinks.manage.address')}</th>
                  <th scope="col">{t('shareLinks.manage.browser')}</th>
                </tr>
              </thead>
              <tbody>
                {link.openings.map((o, i) => (
                  <tr key={i}>
                    <td>{labDate(o.openedAt, true)}</td>
                    <td>{t(`shareLinks.manage.whatKind.${o.what}`)}</td>
                    <td>{o.address}</td>
                    <td className="share-browser">{o.userAgent ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {link.openingCount > OPENINGS_SHOWN ? <p className="muted">{t('shareLinks.manage.latestOnly', { count: OPENINGS_SHOWN })}</p> : null}
        </details>
      ) : (
        <p className="muted">{t('shareLinks.manage.openings', { count: 0 })}</p>
      )}
    </article>
  );
}
