/**
 * What the provider is wired with (server.ts, the tests): the database, the mailer, the jobs,
 * the payment gateway, the clock and the settings. Route handlers reach it as `c.var.deps`;
 * services take it (or the part they need) as an argument.
 */
import type { DB } from './db/connect.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/log.ts';
import type { PaymentGateway } from './services/gateway.ts';
import type { Mailer } from './services/mailer.ts';
import type { Jobs } from './services/jobs.ts';
import type { PositivePayLimits } from './repositories/positive-pay.ts';
import type { FaxGateway } from './services/fax.ts';
import type { WebhookOptions } from './services/webhooks.ts';

export interface ProviderDeps {
  db: DB;
  mailer: Mailer;
  /** durable background jobs (services/jobs.ts): pg-boss on PostgreSQL, the jobs table on SQLite */
  jobs: Jobs;
  gateway: PaymentGateway;
  /** the fax gateway deliveries send through (services/fax.ts; config FAX_GATEWAY); the sandbox when not given */
  fax?: FaxGateway;
  /** how long after an ACH debit its settlement is first looked at (default 0: at once) */
  achSettleAfterMs?: number;
  clock: Clock;
  log: Logger;
  /** where jobs write their temporary files (the results export's CSV and ZIP): the data folder's `tmp/`; else the system's temporary folder */
  workDir?: string;
  /** the web app's public origin, for links in e-mails (e.g. http://localhost:3000) */
  publicUrl: string;
  /** how long a bearer session token lives */
  sessionTtlMs: number;
  /** where contact messages, courier requests and supply orders go (config LAB_INBOX, default lab@lab.example) */
  labInbox: string;
  /** the key lab report access codes are derived with (services/report-codes.ts; config REPORT_CODE_SECRET) */
  reportCodeSecret: string;
  /**
   * the key two-factor sign-in derives its own keys from (services/two-factor.ts: the TOTP
   * secrets' encryption, the recovery codes' hashes; config TWO_FACTOR_SECRET)
   */
  twoFactorSecret: string;
  /** the positive-pay store's idle time-out and budget (routes/positive-pay.ts; tests shrink them) */
  positivePay?: PositivePayLimits;
  /**
   * PROVIDER_SECRET: the secret web nodes sign the visitor's address with when they call this
   * provider over HTTP (services/visitor-address.ts); without it a forwarded address is ignored.
   */
  visitorSecret?: string;
  /** calls an API token may make per minute (services/api-tokens.ts API_CALLS_PER_MINUTE when not given; tests shrink it) */
  apiCallsPerMinute?: number;
  /** webhook delivery: the resolver, loopback receivers (tests only: config WEBHOOKS_TEST_LOOPBACK), the time-out */
  webhooks?: WebhookOptions;
}
