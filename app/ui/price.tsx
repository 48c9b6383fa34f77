import { useTranslation } from 'react-i18next';
import { priceDisplay } from '../../contract/pricing.ts';

type Fees = { feeOne: number; feeTwoToTen: number; feeElevenPlus: number };

/** One tier's price, or (without `tier`, or when the first tier is below 1) the pricing message. */
export function PriceText({ fees, tier }: { fees: Fees; tier?: 'one' | 'twoToTen' | 'elevenPlus' }) {
  const { t } = useTranslation();
  const shown = priceDisplay(fees);
  if (shown.kind === 'see-description') return <>{t('analyses.seeDescriptionPricing')}</>;
  if (shown.kind === 'contact-us') return <>{t('analyses.contactForPricing')}</>;
  const amount = shown.tiers.find((x) => x.key === (tier ?? 'one'))?.amount;
  return <>{amount ?? t('analyses.contactForPricing')}</>;
}

/** The three tiers as a definition list (detail sidebar), or the pricing message. */
export function PriceTiers({ fees }: { fees: Fees }) {
  const { t } = useTranslation();
  const shown = priceDisplay(fees);
  if (shown.kind !== 'tiers') return <p className="price-message"><PriceText fees={fees} /></p>;
  const labels = { one: 'analyses.priceOne', twoToTen: 'analyses.priceTwoToTen', elevenPlus: 'analyses.priceElevenPlus' } as const;
  return (
    <dl className="price-tiers">
      {shown.tiers.map((tier) => (
        <div key={tier.key}>
          <dt>{t(labels[tier.key])}</dt>
          <dd>{tier.amount ?? t('analyses.contactForPricing')}</dd>
        </div>
      ))}
    </dl>
  );
}
