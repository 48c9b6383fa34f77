/** One sample of the draft: its tests priced with their report dates, adding tests, copying the previous sample's, removing, changing its fields. */
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubmissionSample } from '../../../../contract/submissions.ts';
import { formatCents } from '../../../../contract/money.ts';
import type { ActionFailure } from './order-analyses.server.ts';
import { ORDER_ANALYSES_PATH } from './order-analyses.form.ts';
import { type Data, Hidden, LinePriceText, useDay } from './order-analyses-parts.tsx';
import { SampleForm } from './sample-form.tsx';

function SampleLines({ sample: s }: { sample: SubmissionSample }) {
  const { t } = useTranslation();
  const day = useDay();
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="table-scroll">
      <table className="order-lines">
        <thead>
          <tr>
            <th scope="col">{t('orders.test')}</th>
            <th scope="col">{t('orders.turnaround')}</th>
            <th scope="col">{t('orders.price')}</th>
            <th scope="col">{t('orders.reportBy')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('orders.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.analysisId}>
              <th scope="row">
                <span className="muted">{l.acode}</span> {l.testName}
              </th>
              <td>{l.turnaroundTime}</td>
              <td>
                <LinePriceText line={l} />
              </td>
              <td>{day(l.expectedReportDate) ?? t('orders.toConfirm')}</td>
              <td>
                <Form method="post" preventScrollReset>
                  <Hidden intent="remove-test" sampleId={s.id} />
                  <input type="hidden" name="analysisId" value={l.analysisId} />
                  <button type="submit" className="secondary outline small" disabled={busy} aria-label={t('orders.removeTest', { test: l.testName, n: s.position })}>
                    {t('orders.remove')}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('orders.subtotal')}
            </th>
            <td>{formatCents(s.subtotalCents)}</td>
            <td>{day(s.expectedReportDate) ?? ''}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function SampleCard({ d, sample: s, first, failure }: { d: Data; sample: SubmissionSample; first: boolean; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const block = s.blockId ? d.blocks.find((b) => b.id === s.blockId) : undefined;
  const facts = [s.sampleType, s.varietal, s.vintage, s.ava && `${t('sampleAva.short')}: ${s.ava}`, block && `${t('orders.block')}: ${block.name} (${block.vineyard})`, s.clientReference && `${t('orders.clientReference')}: ${s.clientReference}`, s.lot && `${t('orders.lot')}: ${s.lot}`, s.labelAlcohol != null && `${t('labelClaim.labelAlcohol')}: ${s.labelAlcohol}`].filter(Boolean);
  const editing = failure?.intent === 'update-sample';
  return (
    <article className="card order-sample" id={`sample-${s.id}`} aria-labelledby={`sample-${s.id}-title`} tabIndex={-1}>
      <header>
        <h3 id={`sample-${s.id}-title`}>
          {t('orders.sample', { n: s.position })}: {s.description}
        </h3>
        <p className="muted">{facts.join(' · ')}</p>
      </header>
      {s.lines.length ? <SampleLines sample={s} /> : <p className="muted">{t('orders.noTests')}</p>}
      <div className="sample-actions">
        {d.picker?.sampleId !== s.id ? (
          <Link to={`${ORDER_ANALYSES_PATH}?pick=${s.id}#picker`} preventScrollReset>
            {t('orders.addTests')}
          </Link>
        ) : null}
        {!first ? (
          <Form method="post" preventScrollReset>
            <Hidden intent="copy-previous" sampleId={s.id} />
            <button type="submit" className="secondary" disabled={busy}>
              {t('orders.copyPrevious')}
            </button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset>
          <Hidden intent="remove-sample" sampleId={s.id} />
          <button type="submit" className="secondary outline" disabled={busy}>
            {t('orders.removeSample')}
          </button>
        </Form>
      </div>
      <details open={editing} className="edit-sample">
        <summary>{t('orders.editSample')}</summary>
        <SampleForm
          d={d}
          intent="update-sample"
          sampleId={s.id}
          values={{ description: s.description, sampleTypeId: String(s.sampleTypeId), varietal: s.varietal ?? '', vintage: s.vintage ? String(s.vintage) : '', clientReference: s.clientReference ?? '', lot: s.lot ?? '', blockId: s.blockId ? String(s.blockId) : '', ava: s.ava ?? '', labelAlcohol: s.labelAlcohol == null ? '' : String(s.labelAlcohol), specificationId: s.specificationId ? String(s.specificationId) : '' }}
          failure={editing ? failure : undefined}
        />
      </details>
    </article>
  );
}
