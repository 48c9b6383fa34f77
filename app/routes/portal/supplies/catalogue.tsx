import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Supply } from '../../../../contract/supplies.ts';
import { ErrorSummary, Field } from '../../../ui/form.tsx';
import type { Step0Error } from './order-supplies.form.ts';

/** Step 0, the catalogue: a GET form of quantity inputs named by supply key; with JavaScript, "Order items" stays disabled until a quantity is above 0. */
export function Catalogue({ supplies, quantities, error, wrong }: { supplies: Supply[]; quantities: Record<string, number>; error: Step0Error; wrong: string[] }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  const [any, setAny] = useState(Object.keys(quantities).length > 0);
  useEffect(() => setHydrated(true), []);
  const firstId = supplies[0] ? `qty-${supplies[0].key}` : 'supplies-order';
  return (
    <div className="supplies-step supplies-catalogue">
      {error === 'supplies.placedNotFound' ? (
        <div className="banner banner-warning" role="alert">
          <p>{t(error)}</p>
        </div>
      ) : (
        <ErrorSummary
          errors={
            error === 'supplies.quantityInvalid'
              ? supplies.filter((s) => wrong.includes(s.key)).map((s) => ({ id: `qty-${s.key}`, message: t('supplies.quantityOver', { name: s.name, max: s.maxPerOrder }) }))
              : error
                ? [{ id: firstId, message: t(error) }]
                : []
          }
        />
      )}
      <div className="supplies-columns">
        <Form
          method="get"
          id="supplies-order"
          onInput={(e) => setAny([...e.currentTarget.querySelectorAll<HTMLInputElement>('input[type="number"]')].some((i) => Number(i.value) > 0))}
        >
          <input type="hidden" name="step" value="1" />
          <ul className="supply-cards">
            {supplies.map((s) => (
              <li key={s.key} className="card supply-card">
                <h2>{s.name}</h2>
                <p className="muted">{s.subheading}</p>
                <p>{s.description}</p>
                <Field
                  id={`qty-${s.key}`}
                  name={s.key}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={s.maxPerOrder}
                  step={1}
                  label={t('supplies.quantity', { name: s.name })}
                  hint={t('supplies.quantityHint', { max: s.maxPerOrder })}
                  defaultValue={String(quantities[s.key] ?? 0)}
                  errors={wrong.includes(s.key) ? [t('supplies.quantityInvalid', { max: s.maxPerOrder })] : undefined}
                />
              </li>
            ))}
          </ul>
          <div className="form-buttons">
            <button type="submit" disabled={hydrated && !any}>
              {t('supplies.orderItems')}
            </button>
          </div>
        </Form>
        <aside className="supplies-info" aria-labelledby="supplies-info-title">
          <h2 id="supplies-info-title">{t('supplies.infoTitle')}</h2>
          <p>{t('supplies.info1')}</p>
          <p>{t('supplies.info2')}</p>
          <p>
            {t('supplies.info3')} <Link to="/contact-us">{t('supplies.contact')}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
