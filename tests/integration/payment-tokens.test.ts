/**
 * The payment processor's tokens stay on the server: no answer of the payment calls (methods,
 * orders, payments, autopay) carries a method's vault token (the sandbox's `sandbox_tok_…`,
 * Authorize.Net's customer and payment profile ids), nor a field named after one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
let token: string;
let pid: string;
let client: { id: number; code: string };

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  client = await p.db.selectFrom('clients').select(['id', 'code']).where('code', '=', 'C10234').executeTakeFirstOrThrow();
  token = await p.tokenFor('billing@example.com');
  pid = (await p.db.selectFrom('users').select('pid').where('email', '=', 'billing@example.com').executeTakeFirstOrThrow()).pid;
}, 120_000);
afterAll(() => closeProvider(p));

/** Every key of a JSON value, nested. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** The vault tokens the database holds now (and their parts: Authorize.Net's are `anet:{profile}:{payment profile}`). */
async function vaultTokens(): Promise<string[]> {
  const rows = await p.db.selectFrom('payment_methods').select('vaultId').where('vaultId', '!=', 'removed').execute();
  return rows.flatMap((r) => [r.vaultId, ...r.vaultId.split(':').filter((part) => /^\d{4,}$/.test(part))]);
}

async function expectNoToken(answer: { status: number; text: string; json: unknown }, what: string) {
  expect(answer.status, what).toBeLessThan(300);
  for (const t of await vaultTokens()) expect(answer.text.includes(t), `${what} carries ${t}`).toBe(false);
  expect(keysOf(answer.json).filter((k) => /vault|profile|token/i.test(k)), what).toEqual([]);
}

const call = async (method: string, url: string, body?: unknown) => {
  const r = await p.call(method, url, { token, body });
  return { status: r.status, json: r.json, text: JSON.stringify(r.json) };
};

describe('the payment calls', () => {
  it('list, add and use payment methods without answering the gateway token', async () => {
    const methodsUrl = `/users/${pid}/clients/${client.code}/payment_methods.json`;
    const list = await call('GET', methodsUrl);
    expect(list.json.data.length).toBeGreaterThan(0);
    await expectNoToken(list, 'GET payment_methods.json');

    const added = await call('POST', methodsUrl, {
      paymentObject: { type: 'CARD', number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, firstName: 'Laura', lastName: 'Chen' },
      billingAddress: { street_1: '1 Vine St', city: 'Napa', state: 'CA', postalCode: '94558', country: 'USA' },
    });
    await expectNoToken(added, 'POST payment_methods.json');
    await expectNoToken(await call('GET', methodsUrl), 'GET payment_methods.json after adding');

    const invoice = await p.db.selectFrom('invoices').select(['invoiceNumber', 'amountDue']).where('clientId', '=', client.id).where('status', '=', 'UNPAID').where('amountDue', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const order = await call('POST', '/orders.json', { order: { userPid: pid, clientCode: client.code, lineItemsAttributes: [{ invoiceNumber: invoice.invoiceNumber, price: invoice.amountDue / 100 }], idempotencyKey: `tokens-test-${Date.now()}-key` } });
    await expectNoToken(order, 'POST orders.json');
    const paid = await call('POST', `/order/${order.json.order.id}/payments/${added.json.id}.json`);
    expect(paid.json.state).toBe('successful');
    await expectNoToken(paid, 'POST order payments');
    await expectNoToken(await call('GET', `/orders/${client.code}/${order.json.order.orderNumber}.json`), 'GET order');

    const schedule = await call('POST', `/clients/${client.code}/scheduled_payment.json`, { frequency: 'MONTHLY', state: 'ACTIVE', paymentObjectId: added.json.id, userPid: pid });
    await expectNoToken(schedule, 'POST scheduled_payment.json');
    await expectNoToken(await call('GET', `/clients/${client.code}/scheduled_payment.json`), 'GET scheduled_payment.json');
  });
});
