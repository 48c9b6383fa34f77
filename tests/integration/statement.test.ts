/**
 * The statement of account (billing): the provider's PDF (open invoices aged against the lab's
 * clock, payments of the chosen month, the balance), its roles and credit hold, and the monthly
 * statement mailed on the 1st once per member and month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, roleTokens, testProvider, type TestProvider } from '../helpers/provider.ts';
import { pdfText } from '../helpers/pdf.ts';
import { agingTotals } from '../../contract/statement.ts';
import { formatCents } from '../../contract/money.ts';

let p: TestProvider;
let A: number;
let B: number;
const tokens: Record<string, string> = {};
const NOW = '2026-11-21T17:00:00Z';

const usd = formatCents;

beforeAll(async () => {
  p = await testProvider({ seed: true, now: NOW });
  const byCode = async (code: string) => (await p.db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  A = await byCode('C10234');
  B = await byCode('C11402');
  Object.assign(tokens, await roleTokens(p, ['billing@example.com', 'owner@example.com', 'reporting@example.com', 'colin.reyes@sierracrest.example', 'godmode@example.com']));
  // Known open invoices at each aging boundary (due days in lab time, noon), and a payment in October.
  const due = (day: string) => new Date(`${day}T12:00:00-08:00`).toISOString();
  const rows: [string, string, number][] = [
    ['ST-CURRENT', '2026-11-21', 10_000], ['ST-D1', '2026-11-20', 2_000], ['ST-D30', '2026-10-22', 3_000],
    ['ST-D31', '2026-10-21', 4_000], ['ST-D61', '2026-09-21', 5_000], ['ST-D91', '2026-08-22', 6_000],
  ];
  for (const [invoiceNumber, day, cents] of rows) {
    await p.db.insertInto('invoices').values({
      clientId: A, invoiceNumber, batchId: null, dateIssued: due(day).replace(/T.*/, 'T18:00:00.000Z'), dueAt: due(day), totalAmount: cents, amountDue: cents,
      nakedBalance: cents, status: 'UNPAID', docType: 'Invoice', orderNumber: null, isOfflineInvoice: 0,
    }).execute();
  }
  const user = await p.db.selectFrom('users').select('id').where('email', '=', 'billing@example.com').executeTakeFirstOrThrow();
  await p.db.insertInto('orders').values({ orderNumber: 'ORD-ST-OCT', clientId: A, userId: user.id, orderTotal: 12_345, state: 'successful', paidAt: '2026-10-15T18:00:00.000Z', paymentMethodId: null, createdAt: '2026-10-15T17:55:00.000Z' }).execute();
  await p.db.insertInto('orders').values({ orderNumber: 'ORD-ST-NOV', clientId: A, userId: user.id, orderTotal: 999, state: 'successful', paidAt: '2026-11-02T18:00:00.000Z', paymentMethodId: null, createdAt: '2026-11-02T17:55:00.000Z' }).execute();
}, 120_000);
afterAll(() => closeProvider(p));

const statement = (client: number, token: string | undefined, query = '') =>
  p.app.request(`/clients/${client}/statement.pdf${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /clients/{clientId}/statement.pdf', () => {
  it('prints open invoices in their aging buckets, the payments of the last month by default, and the balance', async () => {
    const res = await statement(A, tokens.billing);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="statement-C10234-2026-10.pdf"');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Statement of account');
    expect(text).toContain('Statement date 11/21/2026');
    expect(text).toContain('Payments period October 2026');
    for (const n of ['ST-CURRENT', 'ST-D1', 'ST-D30', 'ST-D31', 'ST-D61', 'ST-D91']) expect(text).toContain(n);
    expect(text).toMatch(/ST-CURRENT .* Current \$100\.00/);
    expect(text).toMatch(/ST-D1 .* 1 days past due \$20\.00/);
    expect(text).toMatch(/ST-D91 .* 91 days past due \$60\.00/);
    // the aging row and the balance are what the database's open invoices add up to
    const open = await p.db.selectFrom('invoices').select(['dueAt', 'amountDue']).where('clientId', '=', A).where('status', '=', 'UNPAID').execute();
    const totals = agingTotals(open, new Date(NOW));
    const balance = open.reduce((s, i) => s + i.amountDue, 0);
    expect(text).toContain(`Balance ${[totals.current, totals['1-30'], totals['31-60'], totals['61-90'], totals['over-90'], balance].map(usd).join(' ')}`);
    expect(totals['over-90']).toBeGreaterThanOrEqual(6_000);
    expect(text).toContain('Payments received in October 2026');
    expect(text).toMatch(/ORD-ST-OCT 10\/15\/2026 Paid \$123\.45/);
    expect(text).not.toContain('ORD-ST-NOV');
  });

  it('lists the payments of a chosen month; refuses a month that is not one', async () => {
    const text = await pdfText(new Uint8Array(await (await statement(A, tokens.billing, '?month=2026-11')).arrayBuffer()));
    expect(text).toContain('Payments received in November 2026');
    expect(text).toContain('ORD-ST-NOV');
    expect(text).not.toContain('ORD-ST-OCT');
    expect((await statement(A, tokens.billing, '?month=2026-13')).status).toBe(400);
    expect((await statement(A, tokens.billing, '?month=last')).status).toBe(400);
  });

  it('lets the billing roles in, on credit hold too; refuses reporting users, other clients and strangers', async () => {
    expect((await statement(A, tokens.owner)).status).toBe(200);
    expect((await statement(A, tokens.godmode)).status).toBe(200);
    expect((await statement(A, tokens.reporting)).status).toBe(403);
    expect((await statement(A, tokens.colin)).status).toBe(403);
    expect((await statement(A, undefined)).status).toBe(401);
    await p.db.updateTable('clients').set({ status: 'Credit Hold' }).where('id', '=', A).execute();
    try {
      expect((await statement(A, tokens.billing)).status).toBe(200);
    } finally {
      await p.db.updateTable('clients').set({ status: 'Approved' }).where('id', '=', A).execute();
    }
    void B;
  });
});
