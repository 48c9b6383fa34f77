/**
 * Configuration, validated once at start. A missing or malformed value stops the server
 * with a message that names it. Every variable is listed in `.env.example`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { deriveReportCodeSecret } from '../provider/services/report-codes.ts';
import { deriveTwoFactorSecret } from '../provider/services/two-factor.ts';
import type { PaymentGatewayConfig } from '../provider/services/gateways.ts';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  /** where `npm run build` wrote the bundle (server/ and client/); the tests build elsewhere at times */
  BUILD_DIR: z.string().default('build'),
  DATABASE_URL: z.string().optional(),
  PROVIDER_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SESSION_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  REPORT_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TWO_FACTOR_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Several nodes: how many web nodes serve the site behind a load balancer.
  NODES: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').default(1)),
  // Signs the visitor's address a web node forwards to a provider at PROVIDER_URL (and checks it there).
  PROVIDER_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  // A sign-in unused this long ends; the poll of an open page does not count as use.
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  // How often each node looks for due autopay schedules; the journeys use a short tick.
  AUTOPAY_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // How long after an ACH debit its settlement is first looked at. A real eCheck takes
  // business days (the job retries until then); the sandbox settles at the first look.
  ACH_SETTLE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // How many page requests one node works on at once; the others wait their turn.
  PAGE_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(30),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Laboratory Portal <no-reply@lab.example>'),
  LAB_INBOX: z.string().email().default('lab@lab.example'),
  SEED_DEMO: flag,
  // How many proxies stand in front (each appends to X-Forwarded-For); true/1 is one.
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v || v === 'false') return 0;
      if (v === 'true') return 1;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      ctx.addIssue({ code: 'custom', message: 'must be the number of proxies in front (0, 1, 2, …) or true/false' });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  // The payment processor: the built-in sandbox, or Authorize.Net with its credentials.
  PAYMENT_GATEWAY: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sandbox', 'authorizenet']).default('sandbox')),
  AUTHORIZENET_API_LOGIN_ID: z.string().trim().optional(),
  AUTHORIZENET_TRANSACTION_KEY: z.string().trim().optional(),
  AUTHORIZENET_ENDPOINT: optionalUrl,
  AUTHORIZENET_TIMEOUT_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(120).default(20)),
  // External targets: off unless an operator sets them (shared/spec/README.md).
  ADMIN_URL: optionalUrl,
  TIMECLOCK_URL: optionalUrl,
  CAREERS_URL: optionalUrl,
  HELP_URL: optionalUrl,
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().trim().optional(),
  VIDEO_URL: optionalUrl,
  PUBLICATIONS_ARCHIVE_URL: optionalUrl,
  CHAT_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

/** Authorize.Net's sandbox endpoint, the default of AUTHORIZENET_ENDPOINT (the adapter's own default too: provider/services/authorizenet.ts). */
const AUTHORIZENET_SANDBOX_ENDPOINT = 'https://apitest.authorize.net/xml/v1/request.api';

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  providerUrl?: string;
  /** shared by web nodes and their provider: signs the visitor's address (provider/services/visitor-address.ts) */
  providerSecret?: string;
  /** why this node counts as one of several (NODES > 1, PROVIDER_URL, PostgreSQL), or null */
  severalNodes: string | null;
  publicUrl: string;
  sessionSecret: string;
  /** the key lab report access codes are derived with (provider/services/report-codes.ts) */
  reportCodeSecret: string;
  /** the key two-factor secrets are encrypted and recovery codes hashed with (provider/services/two-factor.ts) */
  twoFactorSecret: string;
  sessionTtlMs: number;
  /** a sign-in not used for this long ends (SESSION_IDLE_MINUTES) */
  sessionIdleMs: number;
  /** how often each node looks for due autopay schedules (AUTOPAY_TICK_SECONDS) */
  autopayTickMs: number;
  /** how long after an ACH debit its settlement is first looked at (ACH_SETTLE_AFTER_SECONDS) */
  achSettleAfterMs: number;
  /** page requests rendered at once by this node (PAGE_CONCURRENCY); the rest wait in line */
  pageConcurrency: number;
  /** how far V8 lets the heap grow past what survived the last full collection, in % (HEAP_GROWING_PERCENT; 0: V8's own, up to 300 %) */
  heapGrowingPercent: number;
  secureCookies: boolean;
  smtpUrl?: string;
  mailFrom: string;
  labInbox: string;
  outboxDir: string;
  seedDemo: boolean;
  /** the number of trusted proxies in front of the server (0: none) */
  trustProxy: number;
  logLevel: Env['LOG_LEVEL'];
  /** the payment gateway the provider charges through (provider/services/gateways.ts) */
  payments: PaymentGatewayConfig;
  /** the build's absolute folder (BUILD_DIR) */
  buildDir: string;
  /** the part the browser may see */
  public: PublicConfig;
}

export interface PublicConfig {
  adminUrl?: string;
  timeclockUrl?: string;
  careersUrl?: string;
  helpUrl?: string;
  mapTileUrl?: string;
  /** the tile provider's required credit (HTML allowed, e.g. a link), shown on the map */
  mapTileAttribution?: string;
  videoUrl?: string;
  publicationsArchiveUrl?: string;
  chatUrl?: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  const e = parsed.data;
  // Links in e-mails and the verification address printed on lab reports are built from the
  // public origin: a real deployment must name it. The demo (SEED_DEMO) uses the address it
  // listens on.
  if (e.NODE_ENV === 'production' && !e.SEED_DEMO && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required in production (the https origin visitors use, e.g. https://portal.lab.example): e-mailed links and the verification address on lab reports are built from it.\nSee .env.example for every variable.',
    );
  }
  // Several nodes: every node must sign and read session cookies with one secret. A
  // node that generated its own into its DATA_DIR would refuse the cookies the others signed,
  // and a visitor would be signed out whenever the load balancer sent them elsewhere.
  const severalNodes = e.NODES > 1 ? `NODES=${e.NODES}`
    : e.PROVIDER_URL ? 'PROVIDER_URL is set (the provider is shared by several web nodes)'
    : e.DATABASE_URL && /^postgres(ql)?:\/\//.test(e.DATABASE_URL) ? 'DATABASE_URL is PostgreSQL (a database several nodes share)'
    : null;
  if (severalNodes && !e.SESSION_SECRET) {
    throw new ConfigError(
      `Invalid configuration:\n  SESSION_SECRET: required when several nodes serve the site (${severalNodes}). Every node must sign session cookies with the same secret; a secret generated into one node's DATA_DIR would sign visitors out whenever the load balancer sends them to another node. Give every node the same value of 32 or more characters (e.g. from \`openssl rand -base64 48\`).\nSee .env.example for every variable.`,
    );
  }
  if (e.PROVIDER_URL && !e.PROVIDER_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  PROVIDER_SECRET: required with PROVIDER_URL. The web node signs each visitor\'s address with it, so the provider counts sign-in and verification attempts per visitor rather than per web node; give the provider the same value (32 or more characters).\nSee .env.example for every variable.',
    );
  }
  if (e.PAYMENT_GATEWAY === 'authorizenet') {
    const missing = (['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_TRANSACTION_KEY'] as const).filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required with PAYMENT_GATEWAY=authorizenet (the merchant account's API credentials, from Account → Security Settings → API Credentials & Keys in the Authorize.Net merchant interface).`).join('\n')}\nSee .env.example for every variable.`,
      );
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const sessionSecret = e.SESSION_SECRET ?? sessionSecretFromDataDir(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? path.join(dataDir, 'lab.sqlite'),
    providerUrl: e.PROVIDER_URL?.replace(/\/$/, ''),
    providerSecret: e.PROVIDER_SECRET,
    severalNodes,
    publicUrl,
    sessionSecret,
    // Its own variable, so SESSION_SECRET can be rotated without changing every printed code.
    reportCodeSecret: e.REPORT_CODE_SECRET ?? deriveReportCodeSecret(sessionSecret),
    // Its own variable too: rotating SESSION_SECRET must not make every stored TOTP secret unreadable.
    twoFactorSecret: e.TWO_FACTOR_SECRET ?? deriveTwoFactorSecret(sessionSecret),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    autopayTickMs: e.AUTOPAY_TICK_SECONDS * 1000,
    achSettleAfterMs: e.ACH_SETTLE_AFTER_SECONDS * 1000,
    pageConcurrency: e.PAGE_CONCURRENCY,
    heapGrowingPercent: e.HEAP_GROWING_PERCENT,
    // Secure cookies follow the public origin's scheme: a production server reached over plain
    // http (npm start on localhost) must still be able to sign in. server.ts warns about it.
    secureCookies: publicUrl.startsWith('https:'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    labInbox: e.LAB_INBOX,
    outboxDir: path.join(dataDir, 'outbox'),
    seedDemo: e.NODE_ENV !== 'production' || e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
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
    buildDir: path.resolve(e.BUILD_DIR),
    public: {
      adminUrl: e.ADMIN_URL,
      timeclockUrl: e.TIMECLOCK_URL,
      careersUrl: e.CAREERS_URL,
      helpUrl: e.HELP_URL,
      mapTileUrl: e.MAP_TILE_URL || undefined,
      mapTileAttribution: e.MAP_TILE_ATTRIBUTION || undefined,
      videoUrl: e.VIDEO_URL,
      publicationsArchiveUrl: e.PUBLICATIONS_ARCHIVE_URL,
      chatUrl: e.CHAT_URL,
    },
  };
}

/**
 * With no SESSION_SECRET (one node only), one is generated once into the data folder and
 * reused. Written exclusively (`wx`): of two processes starting at once on one folder, the
 * second reads the first one's secret instead of replacing it.
 */
function sessionSecretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
  return secret;
}
