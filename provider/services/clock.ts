// The clock lives in lib/ (both the app and the provider read it): lib/clock.ts.
export * from '../../lib/clock.ts';
