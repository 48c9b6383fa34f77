/**
 * Payment orders cannot be counted from outside their client: the pay call, the order, its
 * receipt and their portal pages answer an order of another client exactly as an order that does
 * not exist (the provider's 404 "Order not found"; the portal's receipt-not-found page). A member
 * of the order's own client whose role may not pay still hears why (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../provider/repositories/payments.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { signIn } from '../helpers/sign-in.ts';


/** Napa Ridge Cellars (C10234) has paid orders; Colin is an Administrator of Sierra Crest (C11955) only. */
const STRANGER = 'colin.reyes@sierracrest.example';

async function clientOf(db: TestProvider['db'], code: string) {
  return db.selectFrom('clients').select(['id', 'code']).where('code', '=', code).executeTakeFirstOrThrow();
}
async function paidOrder(db: TestProvider['db']) {
  const client = await clientOf(db, 'C10234');
  const order = await db.selectFrom('orders').select(['id', 'orderNumber']).where('clientId', '=', client.id).where('state', '=', 'successful').orderBy('id').executeTakeFirstOrThrow();
  return { client, order };
}

describe('the provider', () => {
  let p: TestProvider;
  beforeAll(async () => {
    p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  }, 120_000);
  afterAll(() => closeProvider(p));

  const answer = async (method: string, path: string, who: string) => {
    const r = await p.call(method, path, { token: await p.tokenFor(who) });
    return { status: r.status, json: r.json };
  };

  it('pay: an order of another client answers as an unknown order', async () => {
    const napa = await paidOrder(p.db);
    const unknown = (await p.db.selectFrom('orders').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id! + 1000;
    const [method] = await repo.methodsOfClient(p.db, napa.client.id);
    const strange = await answer('POST', `/order/${napa.order.id}/payments/${method.id}.json`, STRANGER);
    const missing = await answer('POST', `/order/${unknown}/payments/${method.id}.json`, STRANGER);
    expect(strange).toEqual({ status: 404, json: { error: 'Order not found', code: 'not-found' } });
    expect(strange).toEqual(missing);
    // someone of no client at all, too
    expect(await answer('POST', `/order/${napa.order.id}/payments/${method.id}.json`, 'newcomer@example.com')).toEqual(missing);
    // a member of the order's client whose role may not pay is told so
    expect((await answer('POST', `/order/${napa.order.id}/payments/${method.id}.json`, 'reporting@example.com')).status).toBe(403);
    // and the order's own payer reads its outcome
    expect((await answer('POST', `/order/${napa.order.id}/payments/${method.id}.json`, 'billing@example.com')).json.state).toBe('successful');
  });

  it("the order and its receipt: another client's order number under one's own client is not found, like an unknown one", async () => {
    const napa = await paidOrder(p.db);
    const own = await clientOf(p.db, 'C11955');
    const json = (code: string, number: string) => answer('GET', `/orders/${code}/${number}.json`, STRANGER);
    expect(await json(own.code, napa.order.orderNumber)).toEqual({ status: 404, json: { error: 'Order not found', code: 'not-found' } });
    expect(await json(own.code, napa.order.orderNumber)).toEqual(await json(own.code, 'ORD-00000001'));
    const receipt = (clientId: number, number: string) => answer('GET', `/clients/${clientId}/orders/${number}/receipt`, STRANGER);
    expect(await receipt(own.id, napa.order.orderNumber)).toEqual({ status: 404, json: { error: 'Order not found', code: 'not-found' } });
    expect(await receipt(own.id, napa.order.orderNumber)).toEqual(await receipt(own.id, 'ORD-00000001'));
    // under the order's own client: refused by the client, whether the order exists or not
    expect((await json(napa.client.code, napa.order.orderNumber)).status).toBe(403);
    expect(await json(napa.client.code, napa.order.orderNumber)).toEqual(await json(napa.client.code, 'ORD-00000001'));
    expect(await receipt(napa.client.id, napa.order.orderNumber)).toEqual(await receipt(napa.client.id, 'ORD-00000001'));
  });
});

describe('the portal pages in front of them', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await testApp({ seed: true, now: '2026-11-21T17:00:00Z' });
  }, 120_000);
  afterAll(() => closeProvider(app.provider));

  const strip = (html: string, number: string) => html.replaceAll(number, 'N');

  it('the receipt page and its PDF say "not found" for another client\'s order as for an unknown one', async () => {
    const napa = await paidOrder(app.provider.db);
    await signIn(app, STRANGER);
    const strange = await app.get(`/dashboard/billing/receipt?order=${napa.order.orderNumber}`, false);
    const missing = await app.get('/dashboard/billing/receipt?order=ORD-00000001', false);
    expect(strange.res.status).toBe(404);
    expect(missing.res.status).toBe(404);
    expect(strip(strange.html, napa.order.orderNumber)).toBe(strip(missing.html, 'ORD-00000001'));
    const pdfStrange = await app.get(`/dashboard/billing/receipt/${napa.order.orderNumber}/pdf`, false);
    const pdfMissing = await app.get('/dashboard/billing/receipt/ORD-00000001/pdf', false);
    expect(pdfStrange.res.status).toBe(404);
    expect(pdfMissing.res.status).toBe(404);
    expect(strip(pdfStrange.html, napa.order.orderNumber)).toBe(strip(pdfMissing.html, 'ORD-00000001'));
  });
});
