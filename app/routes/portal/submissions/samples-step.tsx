/** Step 1: the draft's samples with their tests, the picker of the sample being filled, adding a sample, the total. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActionFailure } from './order-analyses.server.ts';
import { ORDER_ANALYSES_PATH } from './order-analyses.form.ts';
import { type Data, Total } from './order-analyses-parts.tsx';
import { SampleCard } from './sample-card.tsx';
import { SampleForm } from './sample-form.tsx';
import { Picker } from './test-picker.tsx';

export function Samples({ d, failure }: { d: Data; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const view = d.draft;
  return (
    <>
      <p>{t('orders.intro')}</p>
      <h2 id="samples-title" tabIndex={-1}>
        {t('orders.samplesTitle')}
      </h2>
      {view.samples.length ? (
        <ol className="order-samples">
          {view.samples.map((s, i) => (
            <li key={s.id}>
              <SampleCard d={d} sample={s} first={i === 0} failure={failure?.sampleId === s.id ? failure : undefined} />
              {d.picker?.sampleId === s.id ? <Picker d={d} sample={s} failure={failure?.sampleId === s.id ? failure : undefined} /> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('orders.noSamples')}</p>
      )}
      {view.samples.length < d.maxSamples ? (
        <section className="card add-sample" aria-labelledby="add-sample-title">
          <h2 id="add-sample-title">{t('orders.addSampleTitle')}</h2>
          <SampleForm d={d} intent="add-sample" failure={failure?.intent === 'add-sample' ? failure : undefined} />
        </section>
      ) : null}
      <p className="muted">{t('orders.limitNote', { max: d.maxSamples })}</p>
      <Total view={view} />
      {view.samples.length ? (
        <p>
          <Link role="button" to={`${ORDER_ANALYSES_PATH}?step=review`}>
            {t('orders.review')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
