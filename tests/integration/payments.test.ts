/**
 * Paying invoices through the provider: payment methods (card, ACH, delete), orders and
 * payments with exactly one charge under races (the same call at once, two providers on one
 * database), tampered requests refused with nothing charged, the sandbox's test numbers, the
 * receipt PDF and e-mail, ACH settlement and return, autopay runs on a controlled clock, the roles.
 * Runs on SQLite and (TEST_DATABASE=postgres) on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, TEST_GATEWAY, testProvider, type TestProvider } from '../helpers/provider.ts';
import { createProvider } from '../../provider/app.ts';
import { SANDBOX_ACH, SANDBOX_CARDS } from '../../provider/services/gateway.ts';
import { ACH_AGREEMENT_VERSION } from '../../contract/payments.ts';
import { INTERRUPTED_AFTER_MS, recoverInterruptedPayments } from '../../provider/services/payments.ts';
import { autopayTick } from '../../provider/services/autopay.ts';
import * as repo from '../../provider/repositories/payments.ts';
import { pdfText } from '../helpers/pdf.ts';

/** A second bank account the sandbox approves (any number but the returned one): the approved one is saved already, and a same routing and account is refused as a duplicate. */
const OTHER_ACCOUNT = '000123456780';
/** Every test number the suite types in (searched for afterwards: none may be kept anywhere). */
const USED_NUMBERS = [...Object.values(SANDBOX_CARDS), SANDBOX_ACH.approved, SANDBOX_ACH.returned, OTHER_ACCOUNT, '4111111111111111', '5555555555554444'];

let p: TestProvider;
let A: { id: number; code: string };
let C: { id: number; code: string };
const tokens: Record<string, string> = {};
const pids: Record<string, string> = {};
const EMAILS = { billing: 'billing@example.com', full: 'full@example.com', owner: 'owner@example.com', reporting: 'reporting@example.com', admin: 'admin@example.com', colin: 'colin.reyes@sierracrest.example' };

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  const byCode = async (code: string) => p.db.selectFrom('clients').select(['id', 'code']).where('code', '=', code).executeTakeFirstOrThrow();
  A = await byCode('C10234');
  C = await byCode('C11402');
  for (const [k, email] of Object.entries(EMAILS)) {
    tokens[k] = await p.tokenFor(email);
    pids[k] = (await p.db.selectFrom('users').select('pid').where('email', '=', email).executeTakeFirstOrThrow()).pid;
  }
}, 120_000);
afterAll(() => closeProvider(p));

let keyN = 0;
const newKey = () => `test-key-${Date.now()}-${++keyN}-abcdef`;
const methodsUrl = (who: string, code = A.code) => `/users/${pids[who]}/clients/${code}/payment_methods.json`;
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  paymentObject: { type: 'CARD', number, expiryMonth: 12, expiryYear: 2029, firstName: 'Laura', lastName: 'Chen', ...extra },
  billingAddress: { street_1: '1 Vine St', city: 'Napa', state: 'CA', postalCode: '94558', country: 'USA' },
});
const ach = (accountNumber: string, extra: Record<string, unknown> = {}) => ({
  paymentObject: {
    type: 'ACH', routingNumber: SANDBOX_ACH.routingNumber, accountNumber, achAccountType: 'CHECKING', achType: 'BUSINESS',
    generalAchAgreement: true, businessAchAgreement: true, agreementVersion: ACH_AGREEMENT_VERSION, ...extra,
  },
});
async function addMethod(body: unknown, who = 'billing'): Promise<number> {
  const r = await p.call('POST', methodsUrl(who), { token: tokens[who], body });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.id;
}
/** Unpaid invoices of A not yet used by a test (each test pays its own). */
const taken = new Set<string>();
async function unpaid(n: number) {
  const rows = await p.db.selectFrom('invoices').select(['invoiceNumber', 'amountDue', 'batchId']).where('clientId', '=', A.id).where('status', '=', 'UNPAID').where('amountDue', '>', 0).orderBy('id').execute();
  const free = rows.filter((r) => !taken.has(r.invoiceNumber)).slice(0, n);
  if (free.length < n) throw new Error('the seed has too few unpaid invoices');
  for (const r of free) taken.add(r.invoiceNumber);
  return free.map((r) => ({ invoiceNumber: r.invoiceNumber, price: r.amountDue / 100, batchNumber: r.batchId }));
}
const orderOf = (items: unknown[], key = newKey(), who = 'billing', code = A.code) =>
  p.call('POST', '/orders.json', { token: tokens[who], body: { order: { userPid: pids[who], clientCode: code, lineItemsAttributes: items, idempotencyKey: key } } });
const pay = (orderId: number, methodId: number, who = 'billing', app = p.app) =>
  Promise.resolve(app.request(`/order/${orderId}/payments/${methodId}.json`, { method: 'POST', headers: { authorization: `Bearer ${tokens[who]}` } })).then(async (r) => ({ status: r.status, json: await r.json() as any }));
const statuses = async (numbers: string[]) =>
  (await p.db.selectFrom('invoices').select(['invoiceNumber', 'status']).where('invoiceNumber', 'in', numbers).execute()).map((r) => r.status);
/** The gateway's charges of an order (the sandbox's ledger, or with TEST_GATEWAY=authorizenet the stand-in's transactions). */
const charges = async (orderNumber: string) => (await p.charges(`order-${orderNumber}`)).length;

describe('payment methods', () => {
  it('adds a card: Luhn, brand, expiry and country checked; only the brand, last four and a token kept', async () => {
    const id = await addMethod(card('4111 1111 1111 1111'));
    const row = await p.db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'CARD', accountType: 'VISA', lastFour: '1111', country: 'United States', cardExpMonth: 12, cardExpYear: 2029 });
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    // the gateway this run tests (TEST_GATEWAY=authorizenet: the adapter's profile ids)
    expect(row.vaultId).toMatch(TEST_GATEWAY === 'authorizenet' ? /^anet:\d+:\d+$/ : /^sandbox_tok_/);
    const list = await p.call('GET', methodsUrl('billing'), { token: tokens.billing });
    expect(list.status).toBe(200);
    expect(list.json.data.find((m: any) => m.id === id)).toMatchObject({ type: 'CARD', accountType: 'VISA', lastFour: '1111', owner: expect.any(String), usedByAutopay: false });

    const bad = await p.call('POST', methodsUrl('billing'), { token: tokens.billing, body: card('4111111111111112') });
    expect([bad.status, bad.json.error]).toEqual([400, 'The card number is not valid.']);
    const brand = await p.call('POST', methodsUrl('billing'), { token: tokens.billing, body: card('9999999999999995') });
    expect([brand.status, brand.json.error]).toEqual([400, 'This card brand is not accepted.']);
    const expired = await p.call('POST', methodsUrl('billing'), { token: tokens.billing, body: card('4111111111111111', { expiryMonth: 10, expiryYear: 2026 }) });
    expect([expired.status, expired.json.error]).toEqual([400, 'The card has expired']);
    const missing = await p.call('POST', methodsUrl('billing'), { token: tokens.billing, body: { paymentObject: { type: 'CARD', number: '4111111111111111' } } });
    expect(missing.status).toBe(400);
  });

  it('adds an ACH account: routing checksum, both agreements, recorded with text, version, user and time', async () => {
    const id = await addMethod(ach(SANDBOX_ACH.approved));
    const row = await p.db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'ACH', accountType: 'CHECKING', achType: 'BUSINESS', lastFour: '6789', agreementVersion: ACH_AGREEMENT_VERSION, agreedAt: '2026-11-21T17:00:00.000Z' });
    expect(row.agreementText).toMatch(/authorize/);
    expect(row.agreedByUserId).toBe((await p.db.selectFrom('users').select('id').where('email', '=', EMAILS.billing).executeTakeFirstOrThrow()).id);
    const routing = await p.call('POST', methodsUrl('billing'), { token: tokens.billing, body: ach(SANDBOX_ACH.approved, { routingNumber: '011000016' }) });
    expect([routing.status, routing.json.error]).toEqual([400, 'The routing number is not valid.']);
    const unticked = await p.call('POST', methodsUrl('billing'), { token: tokens.billing, body: ach(SANDBOX_ACH.approved, { businessAchAgreement: false }) });
    expect(unticked.status).toBe(400);
    expect(unticked.json.error).toMatch(/businessAchAgreement must be accepted/);
  });

  it('is for billing, full users and administrators of the client, on their own user path', async () => {
    for (const who of ['billing', 'full', 'owner', 'admin']) expect((await p.call('GET', methodsUrl(who), { token: tokens[who] })).status, who).toBe(200);
    expect((await p.call('GET', methodsUrl('reporting'), { token: tokens.reporting })).status).toBe(403);
    expect((await p.call('GET', methodsUrl('colin'), { token: tokens.colin })).status).toBe(403);
    // another user's path
    expect((await p.call('GET', methodsUrl('billing'), { token: tokens.full })).status).toBe(403);
    expect((await p.call('GET', methodsUrl('billing'))).status).toBe(401);
  });

  it('deletes a method; refuses the one autopay uses, with the reason', async () => {
    const id = await addMethod(card('5555555555554444'));
    // another expiry: the same card with the same expiry is refused as saved already
    const used = await addMethod(card('4111111111111111', { expiryMonth: 11, expiryYear: 2030 }));
    const set = await p.call('POST', `/clients/${A.code}/scheduled_payment.json`, { token: tokens.billing, body: { frequency: 'MONTHLY', state: 'INACTIVE', paymentObjectId: used } });
    expect(set.status).toBe(200);
    const refused = await p.call('DELETE', `/users/${pids.billing}/clients/${A.code}/payment_methods/${used}.json`, { token: tokens.billing });
    expect([refused.status, refused.json.error]).toEqual([409, 'Autopay pays with this payment method: choose another method for autopay first']);
    expect((await p.call('GET', methodsUrl('billing'), { token: tokens.billing })).json.data.find((m: any) => m.id === used).usedByAutopay).toBe(true);
    const ok = await p.call('DELETE', `/users/${pids.billing}/clients/${A.code}/payment_methods/${id}.json`, { token: tokens.billing });
    expect(ok.status).toBe(204);
    expect((await p.call('GET', methodsUrl('billing'), { token: tokens.billing })).json.data.map((m: any) => m.id)).not.toContain(id);
    // someone else's method (a Full User may not delete the billing user's card)
    const other = await p.call('DELETE', `/users/${pids.full}/clients/${A.code}/payment_methods/${used}.json`, { token: tokens.full });
    expect(other.status).toBe(403);
  });
});

describe('orders and payments', () => {
  let cardId: number;
  beforeAll(async () => {
    cardId = await addMethod(card(SANDBOX_CARDS.approved));
  });

  it('pays invoices by card: invoices PAID, receipt e-mailed with its PDF, the receipt file', async () => {
    const items = await unpaid(2);
    const o = await orderOf(items);
    expect(o.status).toBe(201);
    expect(o.json.order).toMatchObject({ state: 'created', orderTotal: Math.round((items[0].price + items[1].price) * 100) / 100 });
    const r = await pay(o.json.order.id, cardId);
    expect(r.status).toBe(200);
    expect(r.json.state).toBe('successful');
    expect(r.json.order.paymentCard).toEqual({ type: 'CARD', accountType: 'VISA', lastFour: '4242' });
    expect(await statuses(items.map((i) => i.invoiceNumber))).toEqual(['PAID', 'PAID']);
    const mail = p.outbox().find((m) => m.subject.includes(o.json.order.orderNumber))!;
    expect(mail.to).toEqual([EMAILS.billing]);
    expect(mail.text).toContain('Visa ending in 4242');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`receipt-${o.json.order.orderNumber}.pdf`]);
    const file = await p.app.request(`/clients/${A.id}/orders/${o.json.order.orderNumber}/receipt`, { headers: { authorization: `Bearer ${tokens.billing}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain(o.json.order.orderNumber);
    expect(text).toContain(items[0].invoiceNumber);
    expect(text).toContain('Visa ending in 4242');
    // also by client code
    expect((await p.app.request(`/clients/${A.code}/orders/${o.json.order.orderNumber}/receipt`, { headers: { authorization: `Bearer ${tokens.billing}` } })).status).toBe(200);
    const got = await p.call('GET', `/orders/${A.code}/${o.json.order.orderNumber}.json`, { token: tokens.billing });
    expect(got.json.order.state).toBe('successful');
  });

  it('one order per idempotency key, and one charge when the same payment is sent many times at once', async () => {
    const items = await unpaid(1);
    const key = newKey();
    const orders = await Promise.all([orderOf(items, key), orderOf(items, key), orderOf(items, key)]);
    const ids = new Set(orders.map((o) => o.json.order.id));
    expect(ids.size).toBe(1);
    expect(orders.map((o) => o.status).sort()).toEqual([200, 200, 201]);
    const id = orders[0].json.order.id;
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(id, cardId)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.json.state === 'successful').length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => ['successful', 'processing'].includes(r.json.state))).toBe(true);
    expect(await charges(orders[0].json.order.orderNumber)).toBe(1);
    expect((await p.db.selectFrom('payments').selectAll().where('orderId', '=', id).execute()).length).toBe(1);
    // Back and resubmit: the same answer, nothing charged again.
    expect((await pay(id, cardId)).json.state).toBe('successful');
    expect(await charges(orders[0].json.order.orderNumber)).toBe(1);
  });

  it('two server processes on one database, two orders for the same invoice at once: one charge', async () => {
    const other = createProvider({ ...p.deps, gateway: await p.newGateway() });
    const items = await unpaid(1);
    const [o1, o2] = await Promise.all([orderOf(items), orderOf(items)]);
    expect(o1.status).toBe(201);
    expect(o2.status).toBe(201);
    const [r1, r2] = await Promise.all([pay(o1.json.order.id, cardId), pay(o2.json.order.id, cardId, 'billing', other)]);
    const states = [r1.json.state, r2.json.state].sort();
    expect(states).toEqual(['failed', 'successful']);
    const failed = [r1, r2].find((r) => r.json.state === 'failed')!;
    expect(failed.json.order.failureCode).toBe('not_payable');
    expect(failed.json.order.failureReason).toMatch(/Nothing was charged/);
    const n = (await charges(o1.json.order.orderNumber)) + (await charges(o2.json.order.orderNumber));
    expect(n).toBe(1);
    expect(await statuses([items[0].invoiceNumber])).toEqual(['PAID']);
  });

  it('refuses tampered orders and payments, nothing charged', async () => {
    const [item] = await unpaid(1);
    const chargesBefore = (await p.charges()).length;
    const foreign = await p.db.selectFrom('invoices').select(['invoiceNumber', 'amountDue']).where('clientId', '=', C.id).where('status', '=', 'UNPAID').executeTakeFirstOrThrow();
    const r1 = await orderOf([{ invoiceNumber: foreign.invoiceNumber, price: foreign.amountDue / 100 }]);
    expect([r1.status, r1.json.error]).toEqual([400, `Unknown invoice for this client: ${foreign.invoiceNumber}`]);
    const paid = await p.db.selectFrom('invoices').select(['invoiceNumber', 'totalAmount']).where('clientId', '=', A.id).where('status', '=', 'PAID').executeTakeFirstOrThrow();
    const r2 = await orderOf([{ invoiceNumber: paid.invoiceNumber, price: paid.totalAmount / 100 }]);
    expect([r2.status, r2.json.error]).toEqual([409, `Invoice ${paid.invoiceNumber} is not unpaid (it is paid)`]);
    const r3 = await orderOf([{ ...item, price: 0.01 }]);
    expect([r3.status, r3.json.error]).toEqual([409, `The amount due of invoice ${item.invoiceNumber} is not 0.01`]);
    // another client's code the user is not a member of
    const r4 = await orderOf([item], newKey(), 'billing', C.code);
    expect(r4.status).toBe(403);
    // a payment method of another client, an unknown one
    const o = await orderOf([item]);
    const foreignMethod = await p.db.insertInto('payment_methods').values({
      clientId: C.id, userId: 1, type: 'CARD', accountType: 'VISA', achType: null, lastFour: '0000', cardExpMonth: 1, cardExpYear: 2030, vaultId: 'sandbox_tok_x',
      firstName: null, lastName: null, street: null, city: null, state: null, country: null, zip: null, createdAt: '2026-01-01T00:00:00Z',
      agreementText: null, agreementVersion: null, agreedAt: null, agreedByUserId: null,
    }).returning('id').executeTakeFirstOrThrow();
    const m1 = await pay(o.json.order.id, foreignMethod.id);
    expect([m1.status, m1.json.error]).toEqual([404, 'Payment method not found for this client']);
    expect((await pay(o.json.order.id, 999999)).status).toBe(404);
    // someone outside the client paying A's order
    expect(await pay(o.json.order.id, cardId, 'colin')).toEqual(await pay(999999, cardId));
    expect((await pay(o.json.order.id, cardId, 'colin')).status).toBe(404);
    expect((await pay(999999, cardId)).status).toBe(404);
    expect((await p.charges()).length).toBe(chargesBefore);
    expect(await statuses([item.invoiceNumber])).toEqual(['UNPAID']);
    // and the untouched order still pays
    expect((await pay(o.json.order.id, cardId)).json.state).toBe('successful');
  });

  it('a reporting user cannot order; a full user and a site administrator can', async () => {
    const [item] = await unpaid(1);
    expect((await orderOf([item], newKey(), 'reporting')).status).toBe(403);
    expect((await orderOf([item], newKey(), 'full')).status).toBe(201);
    expect((await orderOf([item], newKey(), 'admin')).status).toBe(201);
  });

  it.each([
    ['declined', SANDBOX_CARDS.declined, 'The card was declined. Nothing was charged.'],
    ['insufficient_funds', SANDBOX_CARDS.insufficientFunds, 'The payment was declined for insufficient funds. Nothing was charged.'],
    ['timeout', SANDBOX_CARDS.timeout, 'The payment service did not answer in time. Nothing was charged; please try again.'],
  ])('the sandbox %s number: failed, invoices unpaid again, the reason e-mailed', async (code, number, reason) => {
    const method = await addMethod(card(number));
    const items = await unpaid(1);
    const o = await orderOf(items);
    const r = await pay(o.json.order.id, method);
    expect(r.json.state).toBe('failed');
    expect(r.json.order).toMatchObject({ failureCode: code, failureReason: reason });
    expect(await statuses([items[0].invoiceNumber])).toEqual(['UNPAID']);
    const name = (await p.db.selectFrom('clients').select('name').where('id', '=', A.id).executeTakeFirstOrThrow()).name;
    const mail = p.outbox().find((m) => m.subject === `Payment not made: ${o.json.order.orderNumber} — ${name}`)!;
    expect(mail.text).toContain(reason);
    expect(mail.attachments).toEqual([]);
    const approvedCharges = (await p.charges(`order-${o.json.order.orderNumber}`)).filter((c) => c.approved);
    expect(approvedCharges).toEqual([]);
    // no receipt for an unpaid order
    expect((await p.app.request(`/clients/${A.id}/orders/${o.json.order.orderNumber}/receipt`, { headers: { authorization: `Bearer ${tokens.billing}` } })).status).toBe(409);
  });

  it('pays by ACH: PENDING until the settlement job, then PAID', async () => {
    const method = await addMethod(ach(OTHER_ACCOUNT));
    const items = await unpaid(1);
    const o = await orderOf(items);
    const r = await p.call('POST', `/order/${o.json.order.id}/payments/${method}.json`, { token: tokens.billing });
    expect(r.json.state).toBe('pending');
    // the settlement job ran after the request (the helper drains the queue)
    expect(await statuses([items[0].invoiceNumber])).toEqual(['PAID']);
    expect((await p.call('GET', `/orders/${A.code}/${o.json.order.orderNumber}.json`, { token: tokens.billing })).json.order.state).toBe('successful');
  });

  it('an ACH return: the invoice back to UNPAID and the return reason e-mailed', async () => {
    const method = await addMethod(ach(SANDBOX_ACH.returned));
    const items = await unpaid(1);
    const o = await orderOf(items);
    const r = await p.call('POST', `/order/${o.json.order.id}/payments/${method}.json`, { token: tokens.billing });
    expect(r.json.state).toBe('pending');
    expect(await statuses([items[0].invoiceNumber])).toEqual(['UNPAID']);
    const got = (await p.call('GET', `/orders/${A.code}/${o.json.order.orderNumber}.json`, { token: tokens.billing })).json.order;
    expect(got).toMatchObject({ state: 'failed', failureCode: 'ach_return', failureReason: 'The bank returned the debit (R01: Insufficient funds.)' });
    const mail = p.outbox().find((m) => m.subject.startsWith(`Bank debit returned: ${o.json.order.orderNumber}`))!;
    expect(mail.text).toContain('R01: Insufficient funds.');
  });
});

describe('autopay', () => {
  it('starts INACTIVE with no frequency; pays the unpaid invoices once per due time, across nodes, restarts and clock jumps', async () => {
    const q = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z', autoDrain: false });
    try {
      const token = await q.tokenFor(EMAILS.owner);
      const start = await q.call('GET', `/clients/${A.code}/scheduled_payment.json`, { token });
      expect(start.json).toMatchObject({ state: 'INACTIVE', frequency: null, paymentObjectId: null, runs: [] });
      const ownerPid = (await q.db.selectFrom('users').select('pid').where('email', '=', EMAILS.owner).executeTakeFirstOrThrow()).pid;
      const add = await q.call('POST', `/users/${ownerPid}/clients/${A.code}/payment_methods.json`, { token, body: card(SANDBOX_CARDS.approved) });
      const bad = await q.call('POST', `/clients/${A.code}/scheduled_payment.json`, { token, body: { state: 'ACTIVE', paymentObjectId: add.json.id } });
      expect(bad.status).toBe(400);
      const set = await q.call('POST', `/clients/${A.code}/scheduled_payment.json`, { token, body: { frequency: 'DAILY', state: 'ACTIVE', paymentObjectId: add.json.id } });
      // the next 06:00 in the lab's time (PST, UTC-8)
      expect(set.json).toMatchObject({ state: 'ACTIVE', frequency: 'DAILY', paymentObjectId: add.json.id, nextRunAt: '2026-11-22T14:00:00.000Z' });
      const unpaidBefore = await q.db.selectFrom('invoices').select('invoiceNumber').where('clientId', '=', A.id).where('status', '=', 'UNPAID').where('amountDue', '>', 0).execute();
      expect(unpaidBefore.length).toBeGreaterThan(0);

      expect(await autopayTick(q.deps)).toBe(0);
      q.clock.set('2026-11-22T14:00:30Z');
      // two nodes tick at once: one run
      const other = { ...q.deps, gateway: await q.newGateway() };
      const [a, b] = await Promise.all([autopayTick(q.deps), autopayTick(other)]);
      expect(a + b).toBe(1);
      expect(await autopayTick(q.deps)).toBe(0);
      // the job is done twice (a retried job, another node): one order, one charge
      const run = await q.db.selectFrom('autopay_runs').selectAll().executeTakeFirstOrThrow();
      expect(run.dueAt).toBe('2026-11-22T14:00:00.000Z');
      const { autopayRunJob } = await import('../../provider/services/autopay.ts');
      // (the one that finds the order being paid throws, so its job is retried later: that is the design)
      await Promise.all([
        q.jobs.drain(),
        autopayRunJob(other)({ runId: run.id }).catch((e: Error) => {
          if (!/being paid by another worker/.test(e.message)) throw e;
        }),
      ]);
      const orders = await q.db.selectFrom('orders').selectAll().where('idempotencyKey', '=', `autopay-run-${run.id}`).execute();
      expect(orders).toHaveLength(1);
      expect(await q.charges(`order-${orders[0].orderNumber}`)).toHaveLength(1);
      const paidNow = await q.db.selectFrom('invoices').select('status').where('invoiceNumber', 'in', unpaidBefore.map((i) => i.invoiceNumber)).execute();
      expect(paidNow.every((i) => i.status === 'PAID')).toBe(true);
      expect((await q.db.selectFrom('autopay_runs').select('state').where('id', '=', run.id).executeTakeFirstOrThrow()).state).toBe('paid');
      expect(q.outbox().some((m) => m.subject.startsWith(`Payment receipt ${orders[0].orderNumber}`) && m.text.startsWith('Hello') && m.text.includes('Autopay'))).toBe(true);

      // A clock that jumps back: nothing due, nothing run.
      q.clock.set('2026-11-20T00:00:00Z');
      expect(await autopayTick(q.deps)).toBe(0);
      // Down for four days (the runs of the 23rd to the 26th missed): caught up once, for the latest due time.
      await q.db.updateTable('invoices').set({ status: 'UNPAID', amountDue: 12345 }).where('invoiceNumber', '=', unpaidBefore[0].invoiceNumber).execute();
      q.clock.set('2026-11-26T20:00:00Z');
      expect(await autopayTick(q.deps)).toBe(1);
      expect(await autopayTick(q.deps)).toBe(0);
      await q.jobs.drain();
      const runs = await q.db.selectFrom('autopay_runs').select(['dueAt', 'state']).orderBy('dueAt').execute();
      expect(runs).toEqual([{ dueAt: '2026-11-22T14:00:00.000Z', state: 'paid' }, { dueAt: '2026-11-26T14:00:00.000Z', state: 'paid' }]);
      const view = await q.call('GET', `/clients/${A.code}/scheduled_payment.json`, { token: await q.tokenFor(EMAILS.owner) });
      expect(view.json.nextRunAt).toBe('2026-11-27T14:00:00.000Z');
      expect(view.json.runs).toHaveLength(2);
      // The next day with nothing unpaid: a run that records "nothing".
      q.clock.set('2026-11-27T14:01:00Z');
      expect(await autopayTick(q.deps)).toBe(1);
      await q.jobs.drain();
      expect((await q.db.selectFrom('autopay_runs').select('state').orderBy('dueAt', 'desc').executeTakeFirstOrThrow()).state).toBe('nothing');
    } finally {
      await closeProvider(q);
    }
  });
});

describe('a payment interrupted between its claim and its answer (the process stopped)', () => {
  it('is finished from the gateway\'s answer by one node: charged → paid, never charged → unpaid again; never a second charge', async () => {
    const cardId = await addMethod(card('4111111111111111', { expiryMonth: 10, expiryYear: 2031 }));
    const vaultId = (await p.db.selectFrom('payment_methods').select('vaultId').where('id', '=', cardId).executeTakeFirstOrThrow()).vaultId;
    /** An order claimed and locked as payPaymentOrder does, then left: `charged` says whether the charge reached the gateway first. */
    async function interrupted(charged: boolean) {
      const items = await unpaid(1);
      const o = (await orderOf(items)).json.order;
      const row = (await repo.paymentOrderById(p.db, o.id))!;
      expect(await repo.claimPaymentOrder(p.db, o.id, cardId, p.clock.now().toISOString())).toBe(true);
      expect(await repo.lockInvoices(p.db, A.id, [items[0].invoiceNumber], row.orderNumber)).toBe(1);
      if (charged) expect((await p.deps.gateway.charge(vaultId, row.orderTotal, `order-${row.orderNumber}`)).status).toBe('approved');
      return { id: o.id as number, orderNumber: row.orderNumber, invoice: items[0].invoiceNumber };
    }
    const charged = await interrupted(true);
    const never = await interrupted(false);
    // A user pressing Pay again meanwhile gets "processing", and nothing moves.
    expect((await pay(charged.id, cardId)).json.state).toBe('processing');
    expect(await statuses([charged.invoice, never.invoice])).toEqual(['PENDING', 'PENDING']);

    // Not yet: a charge may still be answering.
    expect(await recoverInterruptedPayments(p.deps)).toBe(0);
    p.clock.advance(INTERRUPTED_AFTER_MS + 60_000);
    // Two nodes tick at once: each order is taken over by one of them.
    const [a, b] = await Promise.all([recoverInterruptedPayments(p.deps), recoverInterruptedPayments({ ...p.deps, gateway: await p.newGateway() })]);
    expect(a + b).toBe(2);
    expect(await recoverInterruptedPayments(p.deps)).toBe(0);

    const orders = await p.db.selectFrom('orders').select(['id', 'state', 'failureCode']).where('id', 'in', [charged.id, never.id]).orderBy('id').execute();
    expect(orders).toEqual([{ id: charged.id, state: 'successful', failureCode: null }, { id: never.id, state: 'failed', failureCode: 'interrupted' }]);
    expect((await p.db.selectFrom('invoices').select('status').where('invoiceNumber', '=', charged.invoice).executeTakeFirstOrThrow()).status).toBe('PAID');
    expect((await p.db.selectFrom('invoices').select(['status', 'orderNumber']).where('invoiceNumber', '=', never.invoice).executeTakeFirstOrThrow())).toEqual({ status: 'UNPAID', orderNumber: null });
    expect([await charges(charged.orderNumber), await charges(never.orderNumber)]).toEqual([1, 0]);
    const mails = p.outbox().filter((m) => m.subject.includes(charged.orderNumber) || m.subject.includes(never.orderNumber)).map((m) => m.subject.replace(/ — .*/, ''));
    expect(mails.sort()).toEqual([`Payment not made: ${never.orderNumber}`, `Payment receipt ${charged.orderNumber}`]);
  });
});

describe('no card or account number is kept anywhere', () => {
  it('searches every table, the log and the outbox for the numbers the suite typed', async () => {
    const tables = ['payment_methods', 'sandbox_vault', 'sandbox_charges', 'gateway_charges', 'orders', 'payments', 'events', 'jobs', 'order_line_items', 'scheduled_payments'] as const;
    let dump = '';
    for (const t of tables) dump += JSON.stringify(await p.db.selectFrom(t).selectAll().execute());
    dump += JSON.stringify(p.log.lines);
    const fs = await import('node:fs');
    for (const m of p.outbox()) {
      dump += JSON.stringify(m);
      for (const a of m.attachments) dump += fs.readFileSync(a.path, 'latin1');
    }
    expect(dump.length).toBeGreaterThan(1000);
    for (const n of USED_NUMBERS) expect(dump, n).not.toContain(n);
  });
});
