import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Supply } from '../../../../contract/supplies.ts';

/** The chosen items and their quantities (steps 1 and 2). */
export function Summary({ supplies, quantities }: { supplies: Supply[]; quantities: Record<string, number> }) {
  const { t } = useTranslation();
  return (
    <table className="supplies-summary">
      <caption>{t('supplies.summary')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('supplies.item')}</th>
          <th scope="col">{t('supplies.qty')}</th>
        </tr>
      </thead>
      <tbody>
        {supplies
          .filter((s) => quantities[s.key])
          .map((s) => (
            <tr key={s.key}>
              <td>
                {s.name}
                {s.packSize ? <small className="muted"> ({s.packSize})</small> : null}
              </td>
              <td>{quantities[s.key]}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** Step 2: the placed order's number and summary, and the way back to the catalogue. */
export interface ShipTo {
  name: string;
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export function Placed({ supplies, quantities, id, shipTo }: { supplies: Supply[]; quantities: Record<string, number>; id: number; shipTo?: ShipTo }) {
  const { t } = useTranslation();
  return (
    <div className="supplies-step supplies-placed" role="status">
      <h2>{t('supplies.placedTitle')}</h2>
      <p>
        {t('supplies.orderNumber')} <strong className="order-number">{id}</strong>
      </p>
      <p>{t('supplies.placedText')}</p>
      {shipTo ? (
        <div className="supplies-ship-to">
          <h3>{t('supplies.shipTo')}</h3>
          <address>
            {shipTo.name}
            <br />
            {shipTo.street_1}
            {shipTo.street_2 ? <><br />{shipTo.street_2}</> : null}
            <br />
            {`${shipTo.city}, ${shipTo.state} ${shipTo.postalCode}`}
            <br />
            {shipTo.country}
          </address>
        </div>
      ) : null}
      <Summary supplies={supplies} quantities={quantities} />
      <div className="form-buttons">
        {/* Back resets every quantity to zero (document 2 §4). */}
        <Link role="button" className="secondary" to="/dashboard/shop/order-supplies">
          {t('supplies.backToCatalogue')}
        </Link>
      </div>
    </div>
  );
}
