/**
 * The provider's part of the process configuration: its secrets, the payment gateway and the
 * timing of payment jobs. server.ts reads it beside the app's (app/config.server.ts) and hands it
 * to the provider; the app never sees it. Every variable is listed in `.env.example`.
 */
import { z } from 'zod';
import { CONFIG_HINT, ConfigError, optionalUrl, parseEnv } from '../lib/config.ts';
import { deriveReportCodeSecret } from './services/report-codes.ts';
import { deriveTwoFactorSecret } from './services/two-factor.ts';
import type { PaymentGatewayConfig } from './services/gateways.ts';
import { type FaxGatewayConfig, PHAXIO_ENDPOINT } from './services/fax.ts';

export const providerEnvSchema = z.object({
  REPORT_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TWO_FACTOR_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // How often each node looks for due autopay schedules; the journeys use a short tick.
  AUTOPAY_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // How long after an ACH debit its settlement is first looked at. A real eCheck takes
  // business days (the job retries until then); the sandbox settles at the first look.
  ACH_SETTLE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Calls one client API token may make per minute (services/api-tokens.ts); the bench raises it.
  API_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(120),
  // The payment processor: the built-in sandbox, or Authorize.Net with its credentials.
  PAYMENT_GATEWAY: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sandbox', 'authorizenet']).default('sandbox')),
  AUTHORIZENET_API_LOGIN_ID: z.string().trim().optional(),
  AUTHORIZENET_TRANSACTION_KEY: z.string().trim().optional(),
  AUTHORIZENET_ENDPOINT: optionalUrl,
  AUTHORIZENET_TIMEOUT_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(120).default(20)),
  // The fax gateway deliveries send through: the built-in sandbox (records each send), or Phaxio.
  FAX_GATEWAY: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sandbox', 'phaxio']).default('sandbox')),
  PHAXIO_API_KEY: z.string().trim().optional(),
  PHAXIO_API_SECRET: z.string().trim().optional(),
  PHAXIO_ENDPOINT: optionalUrl,
  PHAXIO_TIMEOUT_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(120).default(30)),
  // Tests only: webhooks may be sent to a receiver on this machine (loopback, plain http). Refused
  // with NODE_ENV=production; every other address the SSRF guard refuses stays refused.
  WEBHOOKS_TEST_LOOPBACK: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
});

/** Authorize.Net's sandbox endpoint, the default of AUTHORIZENET_ENDPOINT (the adapter's own default too: provider/services/authorizenet.ts). */
const AUTHORIZENET_SANDBOX_ENDPOINT = 'https://apitest.authorize.net/xml/v1/request.api';

export interface ProviderConfig {
  /** the key lab report access codes are derived with (provider/services/report-codes.ts) */
  reportCodeSecret: string;
  /** the key two-factor secrets are encrypted and recovery codes hashed with (provider/services/two-factor.ts) */
  twoFactorSecret: string;
  /** how often each node looks for due autopay schedules (AUTOPAY_TICK_SECONDS) */
  autopayTickMs: number;
  /** how long after an ACH debit its settlement is first looked at (ACH_SETTLE_AFTER_SECONDS) */
  achSettleAfterMs: number;
  /** calls one client API token may make per minute (API_CALLS_PER_MINUTE) */
  apiCallsPerMinute: number;
  /** the payment gateway the provider charges through (provider/services/gateways.ts) */
  payments: PaymentGatewayConfig;
  /** the fax gateway deliveries send through (provider/services/fax.ts) */
  fax: FaxGatewayConfig;
  /** WEBHOOKS_TEST_LOOPBACK=1 (never in production): webhooks to loopback receivers over http */
  webhookTestLoopback: boolean;
}

/** The provider's configuration; its secrets derive from the session secret when not set apart. */
export function loadProviderConfig(source: NodeJS.ProcessEnv, sessionSecret: string): ProviderConfig {
  const e = parseEnv(providerEnvSchema, source);
  if (e.PAYMENT_GATEWAY === 'authorizenet') {
    const missing = (['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_TRANSACTION_KEY'] as const).filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required with PAYMENT_GATEWAY=authorizenet (the merchant account's API credentials, from Account → Security Settings → API Credentials & Keys in the Authorize.Net merchant interface).`).join('\n')}\n${CONFIG_HINT}`,
      );
    }
  }
  if (e.FAX_GATEWAY === 'phaxio') {
    const missing = (['PHAXIO_API_KEY', 'PHAXIO_API_SECRET'] as const).filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(`Invalid configuration:\n${missing.map((k) => `  ${k}: required with FAX_GATEWAY=phaxio (the account's API key and secret, from the Phaxio console → API Keys).`).join('\n')}\n${CONFIG_HINT}`);
    }
  }
  if (e.WEBHOOKS_TEST_LOOPBACK === '1' && source.NODE_ENV === 'production') {
    throw new ConfigError(`Invalid configuration:\n  WEBHOOKS_TEST_LOOPBACK: a test-only allowance (webhooks to this machine), refused with NODE_ENV=production.\n${CONFIG_HINT}`);
  }
  return {
    webhookTestLoopback: e.WEBHOOKS_TEST_LOOPBACK === '1',
    fax:
      e.FAX_GATEWAY === 'phaxio'
        ? { gateway: 'phaxio', apiKey: e.PHAXIO_API_KEY!, apiSecret: e.PHAXIO_API_SECRET!, endpoint: e.PHAXIO_ENDPOINT ?? PHAXIO_ENDPOINT, timeoutMs: e.PHAXIO_TIMEOUT_SECONDS * 1000 }
        : { gateway: 'sandbox' },
    // Its own variable, so SESSION_SECRET can be rotated without changing every printed code.
    reportCodeSecret: e.REPORT_CODE_SECRET ?? deriveReportCodeSecret(sessionSecret),
    // Its own variable too: rotating SESSION_SECRET must not make every stored TOTP secret unreadable.
    twoFactorSecret: e.TWO_FACTOR_SECRET ?? deriveTwoFactorSecret(sessionSecret),
    autopayTickMs: e.AUTOPAY_TICK_SECONDS * 1000,
    achSettleAfterMs: e.ACH_SETTLE_AFTER_SECONDS * 1000,
    apiCallsPerMinute: e.API_CALLS_PER_MINUTE,
    payments:
      e.PAYMENT_GATEWAY === 'authorizenet'
        ? {
            gateway: 'authorizenet',
            apiLoginId: e.AUTHORIZENET_API_LOGIN_ID!,
            transactionKey: e.AUTHORIZENET_TRANSACTION_KEY!,
            endpoint: e.AUTHORIZENET_ENDPOINT ?? AUTHORIZENET_SANDBOX_ENDPOINT,
            timeoutMs: e.AUTHORIZENET_TIMEOUT_SECONDS * 1000,
          }
        : { gateway: 'sandbox' },
  };
}
