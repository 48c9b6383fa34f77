// The logger lives in lib/ (both the app and the provider log through it): lib/log.ts.
export * from '../../lib/log.ts';
