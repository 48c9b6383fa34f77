/**
 * The Authorize.Net adapter against a local stand-in of its JSON API
 * (tests/helpers/authorizenet-standin.ts): vaulting a card and a bank account, charges approved,
 * declined and for insufficient funds, a time-out whose retry asks the processor instead of
 * charging again, two processes charging one reference at once, the duplicate window, settlement
 * (settled, returned R01, voided, still pending), removal, no full number in the log or the
 * database, and the configuration that chooses it. Runs on SQLite and (TEST_DATABASE=postgres)
 * on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import type { DB } from '../../provider/db/connect.ts';
import { AUTHORIZENET_SANDBOX_ENDPOINT, createAuthorizeNetGateway, invoiceNumberOf } from '../../provider/services/authorizenet.ts';
import { GatewayError, GatewayTimeoutError, type PaymentGateway } from '../../provider/services/gateway.ts';
import { createGateway } from '../../provider/services/gateways.ts';
import { memoryLogger } from '../../lib/log.ts';
import { STANDIN_ACH, STANDIN_CARDS, type StandIn, startAuthorizeNetStandIn } from '../helpers/authorizenet-standin.ts';
import { type TestDatabase, testDatabase } from '../helpers/database.ts';
import { closeProvider, testProvider } from '../helpers/provider.ts';
import { createProvider } from '../../provider/app.ts';

/** Short enough to keep the suite quick, long enough for a loaded 2-core machine to answer. */
const TIMEOUT_MS = 1500;

let standIn: StandIn;
let database: TestDatabase;
let db: DB;
const log = memoryLogger();
let gateway: PaymentGateway;
const newGateway = (over: Partial<Parameters<typeof createAuthorizeNetGateway>[1]> = {}, on: DB = db) =>
  createAuthorizeNetGateway(on, { apiLoginId: standIn.apiLoginId, transactionKey: standIn.transactionKey, endpoint: standIn.url, timeoutMs: TIMEOUT_MS, log, pollMs: 20, ...over });

beforeAll(async () => {
  standIn = await startAuthorizeNetStandIn({ lateAnswerMs: TIMEOUT_MS * 2 });
  database = await testDatabase();
  db = database.db;
  gateway = newGateway();
});
afterAll(async () => {
  await standIn?.close();
  await database?.close();
});

let n = 0;
const newReference = () => `order-ORD-${String(Date.now()).slice(-6)}${++n}`;
const card = (number: string) => gateway.vaultCard({ number, expiryMonth: 12, expiryYear: 2030 });
const ledger = (reference: string) => db.selectFrom('gateway_charges').selectAll().where('reference', '=', reference).executeTakeFirst();

describe('vaulting', () => {
  it('vaults a card as a customer profile with one payment profile: the vault id names both, only brand and last four come back', async () => {
    const v = await card(STANDIN_CARDS.approved);
    expect(v).toEqual({ vaultId: expect.stringMatching(/^anet:\d+:\d+$/), brand: 'VISA', lastFour: '4242' });
    const [, profileId, paymentId] = v.vaultId.split(':');
    const profile = standIn.profiles().find((p) => p.id === profileId)!;
    expect(profile.payments.map((p) => [p.id, p.kind, p.lastFour])).toEqual([[paymentId, 'card', '4242']]);
    const body = JSON.parse(standIn.rawRequests.at(-1)!.body);
    expect(body.createCustomerProfileRequest.profile.paymentProfiles.payment.creditCard).toEqual({ cardNumber: STANDIN_CARDS.approved, expirationDate: '2030-12' });
    expect(body.createCustomerProfileRequest.validationMode).toBe('none');
  });

  it('vaults a bank account for eCheck: business → businessChecking and CCD, personal → checking and PPD, savings', async () => {
    const business = await gateway.vaultBankAccount({ routingNumber: STANDIN_ACH.routingNumber, accountNumber: STANDIN_ACH.approved, accountType: 'CHECKING', achType: 'BUSINESS', nameOnAccount: 'Napa Ridge Cellars Accounts Payable' });
    expect(business).toEqual({ vaultId: expect.stringMatching(/^anet:\d+:\d+$/), lastFour: '6789' });
    const sent = JSON.parse(standIn.rawRequests.at(-1)!.body).createCustomerProfileRequest.profile.paymentProfiles;
    expect(sent.customerType).toBe('business');
    expect(sent.payment.bankAccount).toEqual({ accountType: 'businessChecking', routingNumber: STANDIN_ACH.routingNumber, accountNumber: STANDIN_ACH.approved, nameOnAccount: 'Napa Ridge Cellars Acc', echeckType: 'CCD' });
    await gateway.vaultBankAccount({ routingNumber: STANDIN_ACH.routingNumber, accountNumber: STANDIN_ACH.approved, accountType: 'CHECKING', achType: 'PERSONAL', nameOnAccount: 'Laura Chen' });
    expect(JSON.parse(standIn.rawRequests.at(-1)!.body).createCustomerProfileRequest.profile.paymentProfiles.payment.bankAccount).toMatchObject({ accountType: 'checking', echeckType: 'PPD' });
    await gateway.vaultBankAccount({ routingNumber: STANDIN_ACH.routingNumber, accountNumber: STANDIN_ACH.approved, accountType: 'SAVINGS', achType: 'PERSONAL', nameOnAccount: 'Laura Chen' });
    expect(JSON.parse(standIn.rawRequests.at(-1)!.body).createCustomerProfileRequest.profile.paymentProfiles.payment.bankAccount).toMatchObject({ accountType: 'savings', echeckType: 'PPD' });
  });

  it('refuses a bad number before sending it, and reports a refusal of the processor as a GatewayError', async () => {
    const sent = standIn.rawRequests.length;
    await expect(card('4242424242424241')).rejects.toThrow(new GatewayError('The card number is not valid.'));
    await expect(gateway.vaultBankAccount({ routingNumber: '011000016', accountNumber: STANDIN_ACH.approved })).rejects.toThrow('The routing number is not valid.');
    expect(standIn.rawRequests.length).toBe(sent);
    const wrongKey = newGateway({ transactionKey: 'not-the-key' });
    await expect(wrongKey.vaultCard({ number: STANDIN_CARDS.approved, expiryMonth: 1, expiryYear: 2031 })).rejects.toThrow('The payment service did not accept this payment method.');
    expect(log.lines.some((l) => l.msg === 'payment service refused a request' && l.data?.code === 'E00007')).toBe(true);
  });
});

describe('charging', () => {
  it.each([
    ['approved', STANDIN_CARDS.approved, { status: 'approved', message: 'Approved' }],
    ['declined', STANDIN_CARDS.declined, { status: 'declined', code: 'declined', message: 'The card was declined.' }],
    ['insufficient funds', STANDIN_CARDS.insufficientFunds, { status: 'declined', code: 'insufficient_funds', message: 'Insufficient funds.' }],
  ])('%s: answered as the sandbox answers, recorded once by reference, the same answer again without a second charge', async (_name, number, expected) => {
    const v = await card(number);
    const reference = newReference();
    const r = await gateway.charge(v.vaultId, 12_345, reference);
    expect(r).toMatchObject(expected);
    const [tx] = standIn.charges(reference);
    expect(tx).toMatchObject({ amount: 123.45, invoiceNumber: reference, refId: reference, paymentProfileId: v.vaultId.split(':')[2] });
    if (r.status === 'approved') expect(r.chargeId).toBe(tx.transId);
    expect(await ledger(reference)).toMatchObject({ state: expected.status, amount: 12_345, vaultId: v.vaultId, gateway: 'authorizenet' });
    expect(await gateway.charge(v.vaultId, 12_345, reference)).toEqual(r);
    expect(standIn.chargeRequests(reference)).toBe(1);
    const sent = JSON.parse(standIn.rawRequests.filter((q) => q.type === 'createTransactionRequest').at(-1)!.body).createTransactionRequest;
    expect(Object.keys(sent)).toEqual(['merchantAuthentication', 'refId', 'transactionRequest']);
    expect(sent.transactionRequest).toMatchObject({ transactionType: 'authCaptureTransaction', amount: '123.45', order: { invoiceNumber: reference } });
    expect(sent.transactionRequest.transactionSettings.setting).toEqual([{ settingName: 'duplicateWindow', settingValue: '28800' }]);
  });

  it('nothing to charge, or a method of another gateway: invalid, nothing sent', async () => {
    const v = await card(STANDIN_CARDS.approved);
    const before = standIn.chargeRequests();
    expect(await gateway.charge(v.vaultId, 0, newReference())).toMatchObject({ status: 'declined', code: 'invalid' });
    expect(await gateway.charge('sandbox_tok_abc', 100, newReference())).toMatchObject({ status: 'declined', code: 'invalid' });
    expect(standIn.chargeRequests()).toBe(before);
  });

  it('a reference longer than Authorize.Net takes (20) is sent as a stable hash', async () => {
    const v = await card(STANDIN_CARDS.approved);
    const reference = `autopay-run-${'x'.repeat(30)}-${n++}`;
    expect(await gateway.charge(v.vaultId, 500, reference)).toMatchObject({ status: 'approved' });
    expect(invoiceNumberOf(reference)).toHaveLength(20);
    expect(standIn.charges(invoiceNumberOf(reference))).toHaveLength(1);
  });
});

describe('exactly one charge per reference', () => {
  it('a time-out whose charge went through: the retry with the same reference asks the processor and answers that charge', async () => {
    const v = await card(STANDIN_CARDS.lateAnswer);
    const reference = newReference();
    await expect(gateway.charge(v.vaultId, 2_000, reference)).rejects.toBeInstanceOf(GatewayTimeoutError);
    expect(await ledger(reference)).toMatchObject({ state: 'unknown' });
    const retry = await gateway.charge(v.vaultId, 2_000, reference);
    expect(retry).toMatchObject({ status: 'approved', chargeId: standIn.charges(reference)[0].transId });
    expect(standIn.chargeRequests(reference)).toBe(1);
    expect(standIn.charges(reference)).toHaveLength(1);
    expect(await ledger(reference)).toMatchObject({ state: 'approved', chargeId: retry.chargeId });
    expect(log.lines.some((l) => l.msg === 'payment service time-out' && l.data?.request === 'createTransactionRequest')).toBe(true);
  });

  it('a time-out that charged nothing: the retry finds nothing, charges, and times out again; no transaction at all', async () => {
    const v = await card(STANDIN_CARDS.timeout);
    const reference = newReference();
    await expect(gateway.charge(v.vaultId, 2_000, reference)).rejects.toBeInstanceOf(GatewayTimeoutError);
    await expect(gateway.charge(v.vaultId, 2_000, reference)).rejects.toBeInstanceOf(GatewayTimeoutError);
    expect(standIn.charges(reference)).toHaveLength(0);
    expect(await ledger(reference)).toMatchObject({ state: 'unknown' });
  });

  it('two processes charging the same reference at once: one charge, both answer it', async () => {
    const v = await card(STANDIN_CARDS.approved);
    const reference = newReference();
    const other = newGateway();
    const results = await Promise.all([gateway.charge(v.vaultId, 7_700, reference), other.charge(v.vaultId, 7_700, reference), newGateway().charge(v.vaultId, 7_700, reference)]);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ status: 'approved', chargeId: standIn.charges(reference)[0].transId });
    expect(standIn.chargeRequests(reference)).toBe(1);
  });

  it('two processes at once while the answer is lost: one charge; the waiting one asks the processor after the time-out', async () => {
    const v = await card(STANDIN_CARDS.lateAnswer);
    const reference = newReference();
    const [a, b] = await Promise.allSettled([gateway.charge(v.vaultId, 3_300, reference), newGateway().charge(v.vaultId, 3_300, reference)]);
    const answered = [a, b].filter((r) => r.status === 'fulfilled');
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect((answered[0] as PromiseFulfilledResult<{ status: string }>).value.status).toBe('approved');
    expect(standIn.chargeRequests(reference)).toBe(1);
  });

  it('a claim whose process died: taken over after the lease, the processor asked, no second charge', async () => {
    const v = await card(STANDIN_CARDS.approved);
    const reference = newReference();
    const first = await gateway.charge(v.vaultId, 5_500, reference);
    // as if the process had died after the processor charged and before it wrote the answer
    const long = new Date(Date.now() - 60_000).toISOString();
    await db.updateTable('gateway_charges').set({ state: 'claimed', chargeId: null, claimedAt: long }).where('reference', '=', reference).execute();
    const quick = newGateway({ timeoutMs: 200 });
    expect(await quick.charge(v.vaultId, 5_500, reference)).toMatchObject({ status: 'approved', chargeId: first.chargeId });
    expect(standIn.chargeRequests(reference)).toBe(1);
  });

  it('a claim still held by a live process that never answers: the waiting one gives up as a time-out, charging nothing', async () => {
    const v = await card(STANDIN_CARDS.approved);
    const reference = newReference();
    const now = new Date().toISOString();
    // claimed a minute "from now": it stays younger than the lease for the whole wait, as a live
    // process's claim does (the waiting one never takes it over)
    const live = new Date(Date.now() + 60_000).toISOString();
    await db.insertInto('gateway_charges').values({ reference, gateway: 'authorizenet', vaultId: v.vaultId, amount: 100, state: 'claimed', code: null, chargeId: null, message: null, claimedAt: live, createdAt: now, updatedAt: now }).execute();
    await expect(newGateway({ timeoutMs: 100 }).charge(v.vaultId, 100, reference)).rejects.toBeInstanceOf(GatewayTimeoutError);
    expect(standIn.chargeRequests(reference)).toBe(0);
  });

  it('a ledger that lost the claim (another database, a restored backup): the duplicate window refuses the second charge and the first is answered', async () => {
    const v = await card(STANDIN_CARDS.approved);
    const reference = newReference();
    const first = await gateway.charge(v.vaultId, 4_400, reference);
    const elsewhere = await testDatabase();
    try {
      const second = await newGateway({}, elsewhere.db).charge(v.vaultId, 4_400, reference);
      expect(second).toMatchObject({ status: 'approved', chargeId: first.chargeId });
    } finally {
      await elsewhere.close();
    }
    expect(standIn.chargeRequests(reference)).toBe(2);
    expect(standIn.charges(reference)).toHaveLength(1);
  });
});

describe('settlement and removal', () => {
  it('settled, returned with the bank return code (R01), voided, still pending, unknown reference', async () => {
    const ok = await gateway.vaultBankAccount({ routingNumber: STANDIN_ACH.routingNumber, accountNumber: STANDIN_ACH.approved, accountType: 'CHECKING', achType: 'BUSINESS', nameOnAccount: 'Napa Ridge' });
    const bad = await gateway.vaultBankAccount({ routingNumber: STANDIN_ACH.routingNumber, accountNumber: STANDIN_ACH.returned, accountType: 'CHECKING', achType: 'BUSINESS', nameOnAccount: 'Napa Ridge' });
    const r1 = newReference();
    const r2 = newReference();
    expect(await gateway.charge(ok.vaultId, 9_900, r1)).toMatchObject({ status: 'approved' });
    expect(await gateway.charge(bad.vaultId, 9_900, r2)).toMatchObject({ status: 'approved' });
    expect(await gateway.settle(r1)).toEqual({ settled: true });
    expect(await gateway.settle(r2)).toEqual({ settled: false, returnCode: 'R01', reason: 'Insufficient funds.' });
    const tx = standIn.charges(r1)[0];
    standIn.setStatus(tx.transId, 'capturedPendingSettlement');
    await expect(gateway.settle(r1)).rejects.toThrow(GatewayError);
    standIn.setStatus(tx.transId, 'voided');
    expect(await gateway.settle(r1)).toEqual({ settled: false, returnCode: 'voided', reason: 'The debit was voided.' });
    expect(await gateway.settle('order-ORD-none')).toMatchObject({ settled: false, returnCode: 'R03' });
  });

  it('removes the payment profile and its customer profile; removing again, or a sandbox token, is quiet', async () => {
    const v = await card(STANDIN_CARDS.approved);
    const profileId = v.vaultId.split(':')[1];
    expect(standIn.profiles().some((p) => p.id === profileId)).toBe(true);
    await gateway.remove(v.vaultId);
    expect(standIn.profiles().some((p) => p.id === profileId)).toBe(false);
    expect(standIn.requestTypes.slice(-2)).toEqual(['deleteCustomerPaymentProfileRequest', 'deleteCustomerProfileRequest']);
    await gateway.remove(v.vaultId);
    const sent = standIn.requestTypes.length;
    await gateway.remove('sandbox_tok_0123');
    expect(standIn.requestTypes.length).toBe(sent);
    const other = await card(STANDIN_CARDS.approved);
    await expect(newGateway({ transactionKey: 'not-the-key' }).remove(other.vaultId)).rejects.toThrow('The payment service could not remove this payment method.');
  });
});

describe('through the provider', () => {
  it('paying an order whose charge answer is lost: the provider retries with the same reference, one charge, the order PAID', async () => {
    const p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
    try {
      const app = createProvider({ ...p.deps, gateway: newGateway({}, p.db) });
      const token = await p.tokenFor('billing@example.com');
      const user = await p.db.selectFrom('users').select('pid').where('email', '=', 'billing@example.com').executeTakeFirstOrThrow();
      const client = await p.db.selectFrom('clients').select(['id', 'code']).where('code', '=', 'C10234').executeTakeFirstOrThrow();
      const json = async (r: Response | Promise<Response>) => {
        const res = await r;
        return { status: res.status, json: (await res.json()) as any };
      };
      const post = (url: string, body?: unknown) =>
        json(app.request(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }));
      const method = await post(`/users/${user.pid}/clients/${client.code}/payment_methods.json`, {
        paymentObject: { type: 'CARD', number: STANDIN_CARDS.lateAnswer, expiryMonth: 12, expiryYear: 2030, firstName: 'Laura', lastName: 'Chen' },
        billingAddress: { street_1: '1 Vine St', city: 'Napa', state: 'CA', postalCode: '94558', country: 'USA' },
      });
      expect(method.status).toBe(201);
      const invoice = await p.db.selectFrom('invoices').select(['invoiceNumber', 'amountDue']).where('clientId', '=', client.id).where('status', '=', 'UNPAID').where('amountDue', '>', 0).executeTakeFirstOrThrow();
      const order = await post('/orders.json', { order: { userPid: user.pid, clientCode: client.code, lineItemsAttributes: [{ invoiceNumber: invoice.invoiceNumber, price: invoice.amountDue / 100 }], idempotencyKey: `anet-test-key-${Date.now()}` } });
      expect(order.status).toBe(201);
      const paid = await post(`/order/${order.json.order.id}/payments/${method.json.id}.json`);
      expect(paid.json.state).toBe('successful');
      const reference = `order-${order.json.order.orderNumber}`;
      expect(standIn.chargeRequests(invoiceNumberOf(reference))).toBe(1);
      expect(standIn.charges(invoiceNumberOf(reference))).toHaveLength(1);
      expect(p.log.lines.some((l) => l.msg === 'payment gateway time-out, retrying once with the same reference')).toBe(true);
      const status = await p.db.selectFrom('invoices').select('status').where('invoiceNumber', '=', invoice.invoiceNumber).executeTakeFirstOrThrow();
      expect(status.status).toBe('PAID');
    } finally {
      await closeProvider(p);
    }
  });
});

describe('no full card or account number is kept', () => {
  it('searches the log, the ledger and every request but the vaulting ones for the numbers typed', async () => {
    const numbers = [...Object.values(STANDIN_CARDS), STANDIN_ACH.approved, STANDIN_ACH.returned];
    let dump = JSON.stringify(log.lines) + JSON.stringify(await db.selectFrom('gateway_charges').selectAll().execute());
    dump += standIn.rawRequests.filter((r) => r.type !== 'createCustomerProfileRequest').map((r) => r.body).join('\n');
    expect(log.lines.length).toBeGreaterThan(3);
    for (const number of numbers) expect(dump, number).not.toContain(number);
    // the one place they went: the processor's vaulting requests
    expect(standIn.rawRequests.some((r) => r.type === 'createCustomerProfileRequest' && r.body.includes(STANDIN_CARDS.approved))).toBe(true);
  });
});

describe('configuration', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-config-'));
  const base = { NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret-000', DATA_DIR: dataDir } as const;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('the sandbox by default; Authorize.Net by PAYMENT_GATEWAY, at the sandbox endpoint unless told', () => {
    expect(loadConfig({ ...base }).payments).toEqual({ gateway: 'sandbox' });
    expect(loadConfig({ ...base, PAYMENT_GATEWAY: 'authorizenet', AUTHORIZENET_API_LOGIN_ID: 'login', AUTHORIZENET_TRANSACTION_KEY: 'key' }).payments).toEqual({
      gateway: 'authorizenet', apiLoginId: 'login', transactionKey: 'key', endpoint: AUTHORIZENET_SANDBOX_ENDPOINT, timeoutMs: 20_000,
    });
    expect(loadConfig({ ...base, PAYMENT_GATEWAY: 'authorizenet', AUTHORIZENET_API_LOGIN_ID: 'l', AUTHORIZENET_TRANSACTION_KEY: 'k', AUTHORIZENET_ENDPOINT: 'https://api.authorize.net/xml/v1/request.api', AUTHORIZENET_TIMEOUT_SECONDS: '8' }).payments).toMatchObject({
      endpoint: 'https://api.authorize.net/xml/v1/request.api', timeoutMs: 8000,
    });
  });

  it('refuses to start with Authorize.Net chosen and no credentials, naming what is missing', () => {
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'authorizenet' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'authorizenet' })).toThrow(/AUTHORIZENET_API_LOGIN_ID: required with PAYMENT_GATEWAY=authorizenet[\s\S]*AUTHORIZENET_TRANSACTION_KEY: required/);
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'authorizenet', AUTHORIZENET_API_LOGIN_ID: 'login' })).toThrow(/AUTHORIZENET_TRANSACTION_KEY: required/);
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('createGateway builds the one configured', async () => {
    const sandbox = createGateway({ payments: { gateway: 'sandbox' } }, db, { now: () => new Date() });
    expect((await sandbox.vaultCard({ number: STANDIN_CARDS.approved, expiryMonth: 1, expiryYear: 2031 })).vaultId).toMatch(/^sandbox_tok_/);
    const real = createGateway({ payments: { gateway: 'authorizenet', apiLoginId: standIn.apiLoginId, transactionKey: standIn.transactionKey, endpoint: standIn.url, timeoutMs: TIMEOUT_MS } }, db, { now: () => new Date() });
    expect((await real.vaultCard({ number: STANDIN_CARDS.approved, expiryMonth: 1, expiryYear: 2031 })).vaultId).toMatch(/^anet:/);
  });
});
