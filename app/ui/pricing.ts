// The pricing rule lives in provider/contract/pricing.ts (the provider prices orders with it too).
export { type PriceDisplay, formatDollars, priceDisplay } from '../../provider/contract/pricing.ts';
