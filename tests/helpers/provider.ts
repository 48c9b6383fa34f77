/**
 * A provider on a fresh, migrated database, with an outbox in a temporary folder and a clock
 * tests can move. Each test builds its own. The database is SQLite in memory, or with
 * TEST_DATABASE=postgres a fresh PostgreSQL database (tests/helpers/database.ts) that
 * `closeProvider` drops.
 *
 * The gateway is the sandbox, or with TEST_GATEWAY=authorizenet the Authorize.Net adapter against
 * this test process's stand-in of its API (tests/helpers/authorizenet-standin.ts): the same tests
 * then show its idempotency and error mapping are the sandbox's. `charges(reference)` and
 * `newGateway()` work with either.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProvider } from '../../provider/app.ts';
import type { DB } from '../../provider/db/connect.ts';
import { fixedClock } from '../../lib/clock.ts';
import { type PaymentGateway, createSandboxGateway } from '../../provider/services/gateway.ts';
import { createAuthorizeNetGateway, invoiceNumberOf } from '../../provider/services/authorizenet.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/log.ts';
import { type StandIn, startAuthorizeNetStandIn } from './authorizenet-standin.ts';
import { memoryLogger } from '../../lib/log.ts';
import { createMailer, readOutbox } from '../../provider/services/mailer.ts';
import { createTableJobs } from '../../provider/services/jobs.ts';
import { issueSessionToken } from '../../provider/services/sessions.ts';
import { reportAccessCode } from '../../provider/services/report-codes.ts';
import { demoSeedStart, testDatabase } from './database.ts';

export interface TestProviderOptions {
  /** seed the demo data (small history unless `large`) */
  seed?: boolean;
  large?: boolean;
  now?: string;
  /**
   * Run the jobs a request queued as soon as it has answered (default true), so a test reads the
   * outbox right after an export as before; false leaves them queued until `jobs.drain()`.
   */
  autoDrain?: boolean;
}

/** TEST_GATEWAY=authorizenet: the adapter against the stand-in instead of the sandbox. */
export const TEST_GATEWAY: 'sandbox' | 'authorizenet' = (() => {
  const v = (process.env.TEST_GATEWAY ?? 'sandbox').toLowerCase();
  if (v === 'authorizenet' || v === 'sandbox' || v === '') return v === 'authorizenet' ? 'authorizenet' : 'sandbox';
  throw new Error(`TEST_GATEWAY=${v}: expected "sandbox" or "authorizenet".`);
})();

let standInStarted: Promise<StandIn> | undefined;
/** This test process's stand-in of Authorize.Net (started on first use, closed by tests/setup.ts). */
export const authorizeNetStandIn = () => (standInStarted ??= startAuthorizeNetStandIn({ lateAnswerMs: 2500 }));
export async function closeAuthorizeNetStandIn() {
  const s = standInStarted;
  standInStarted = undefined;
  if (s) await (await s).close();
}

/** A gateway of the kind the run tests (another process's, when called again on the same database). */
async function testGateway(db: DB, clock: Clock, log: Logger): Promise<PaymentGateway> {
  if (TEST_GATEWAY === 'sandbox') return createSandboxGateway(db, clock);
  const s = await authorizeNetStandIn();
  return createAuthorizeNetGateway(db, { apiLoginId: s.apiLoginId, transactionKey: s.transactionKey, endpoint: s.url, timeoutMs: 1000, clock, log, pollMs: 20 });
}

export async function testProvider(opts: TestProviderOptions = {}) {
  const clock = fixedClock(opts.now ?? new Date().toISOString());
  const large = opts.large ?? false;
  // One template per starting point: seeded small or large at a fixed time, or "now", seeded when
  // the run first asks for it (tests/helpers/database.ts).
  const database = await testDatabase(opts.seed ? demoSeedStart(large, opts.now) : {});
  const db = database.db;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-outbox-'));
  const log = memoryLogger();
  // The table runner on both engines, never polling: jobs run when drained, on the test's clock.
  const jobs = createTableJobs({ db, log, now: () => clock.now() });
  const gateway = await testGateway(db, clock, log);
  // TEST_GATEWAY=authorizenet: the demo's payment methods (sandbox tokens) are vaulted at the
  // stand-in as approved test numbers, so the tests that pay with them pay through the adapter.
  if (TEST_GATEWAY === 'authorizenet' && opts.seed) {
    for (const m of await db.selectFrom('payment_methods').select(['id', 'type', 'cardExpMonth', 'cardExpYear']).where('vaultId', 'like', 'sandbox_tok_%').execute()) {
      const v = m.type === 'ACH'
        ? await gateway.vaultBankAccount({ routingNumber: '011000015', accountNumber: '000123456789', accountType: 'CHECKING', achType: 'BUSINESS', nameOnAccount: 'Demo account' })
        : await gateway.vaultCard({ number: '4242424242424242', expiryMonth: m.cardExpMonth ?? 12, expiryYear: m.cardExpYear ?? 2030 });
      await db.updateTable('payment_methods').set({ vaultId: v.vaultId }).where('id', '=', m.id).execute();
    }
  }
  const deps = {
    db,
    jobs,
    mailer: createMailer({ outboxDir, from: 'Lab <no-reply@lab.example>', log }),
    gateway,
    clock,
    log,
    publicUrl: 'http://lab.test',
    sessionTtlMs: 24 * 3600_000,
    reportCodeSecret: 'test-report-code-secret-0123456789abcdef',
    twoFactorSecret: 'test-two-factor-secret-0123456789abcdefgh',
    labInbox: 'lab@lab.example',
  };
  const app = createProvider(deps);
  if (opts.autoDrain ?? true) {
    const request = app.request.bind(app);
    app.request = (async (...args: Parameters<typeof request>) => {
      const res = await request(...args);
      await jobs.drain();
      return res;
    }) as typeof app.request;
  }

  /** Calls the provider like an API client would. */
  async function call(method: string, url: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const res = await app.request(url, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers };
  }

  /** A bearer token for a user, by e-mail, without going through login. */
  async function tokenFor(email: string): Promise<string> {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return issueSessionToken(db, clock, user.id, deps.sessionTtlMs);
  }

  /** A lab report's access code (derived from its number, never stored: services/report-codes.ts). */
  const accessCode = (reportNumber: string) => reportAccessCode(deps.reportCodeSecret, reportNumber);

  /** The charges the gateway made for a reference (or all): the sandbox's ledger, or the stand-in's transactions. */
  async function charges(reference?: string): Promise<{ approved: boolean }[]> {
    if (TEST_GATEWAY === 'sandbox') {
      let q = db.selectFrom('sandbox_charges').select('outcome');
      if (reference !== undefined) q = q.where('reference', '=', reference);
      return (await q.execute()).map((r) => ({ approved: r.outcome === 'approve' || r.outcome === 'ach-return' }));
    }
    // The stand-in serves the whole test file: count the transactions of this provider's references.
    const s = await authorizeNetStandIn();
    const references = reference !== undefined ? [reference] : (await db.selectFrom('gateway_charges').select('reference').execute()).map((r) => r.reference);
    return references.flatMap((r) => s.charges(invoiceNumberOf(r))).map((t) => ({ approved: t.responseCode === '1' }));
  }
  /** Another process's gateway on the same database. */
  const newGateway = () => testGateway(db, clock, log);

  return { app, db, deps, jobs, clock, log, outboxDir, call, tokenFor, accessCode, charges, newGateway, outbox: () => readOutbox(outboxDir), closeDatabase: database.close };
}

export type TestProvider = Awaited<ReturnType<typeof testProvider>>;

export async function closeProvider(p: { db: DB; outboxDir: string; closeDatabase?: () => Promise<void> }) {
  if (p.closeDatabase) await p.closeDatabase();
  else await p.db.destroy();
  fs.rmSync(p.outboxDir, { recursive: true, force: true });
}

/** The demo accounts a test calls the API as, one per role (and another client's user, and godmode). */
export const ROLE_EMAILS = ['owner@example.com', 'full@example.com', 'reporting@example.com', 'billing@example.com', 'mike.oconnell@redwoodcoastbrewing.example', 'godmode@example.com'] as const;

/** A bearer token per account, named by the e-mail's first word (owner, full, reporting, billing, mike, godmode). */
export async function roleTokens(p: TestProvider, emails: readonly string[] = ROLE_EMAILS): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const email of emails) tokens[email.split('@')[0].split('.')[0]] = await p.tokenFor(email);
  return tokens;
}
