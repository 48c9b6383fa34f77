// The pricing rule lives in contract/pricing.ts (the provider prices orders with it too).
export { type PriceDisplay, formatDollars, priceDisplay } from '../../contract/pricing.ts';
