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

describe('the monthly statement mailed on the 1st', () => {
  it('mails each member who receives invoices once per client and month, with the PDF, however often the tick runs and on two nodes', async () => {
    const { statementTick } = await import('../../provider/services/statements.ts');
    const q = await testProvider({ seed: true, now: '2026-11-30T20:00:00Z', autoDrain: false });
    try {
      const flagged = await q.db
        .selectFrom('memberships as m').innerJoin('users as u', 'u.id', 'm.userId').innerJoin('clients as c', 'c.id', 'm.clientId')
        .select(['m.clientId', 'm.userId', 'm.role', 'u.email', 'c.code'])
        .where('m.invoices', '=', 1).where('m.acceptedAt', 'is not', null).where('u.confirmedAt', 'is not', null).where('c.status', 'in', ['Approved', 'Credit Hold'])
        .execute();
      const billingRoles = flagged.filter((f) => f.role !== 'Reporting User');
      expect(billingRoles.length).toBeGreaterThan(0);
      // 30 November in California: nothing yet
      expect(await statementTick(q.deps)).toBe(0);
      // 1 December 06:00 lab time: two nodes tick at the same moment, then again a minute later
      q.clock.set('2026-12-01T14:00:00Z');
      const other = { ...q.deps };
      const [n1, n2] = await Promise.all([statementTick(q.deps), statementTick(other)]);
      expect(n1 + n2).toBe(flagged.length);
      q.clock.advance(60_000);
      expect(await statementTick(q.deps)).toBe(0);
      await q.jobs.drain();
      await q.jobs.drain();
      const mails = q.outbox().filter((m) => m.subject.startsWith('Statement of account November 2026'));
      expect(mails).toHaveLength(billingRoles.length);
      for (const f of billingRoles) {
        const mine = mails.filter((m) => m.to.includes(f.email) && m.subject.includes(`(${f.code})`));
        expect(mine, `${f.email} ${f.code}`).toHaveLength(1);
        const pdf = mine[0].attachments.find((a) => a.filename === `statement-${f.code}-2026-11.pdf`)!;
        expect(pdf.contentType).toBe('application/pdf');
        expect(await pdfText(pdf.path)).toContain('Payments received in November 2026');
      }
      // the rows: one per member, client and month
      const rows = await q.db.selectFrom('statement_mails').select(['clientId', 'userId', 'month']).execute();
      expect(rows).toHaveLength(flagged.length);
      expect(new Set(rows.map((r) => `${r.clientId}/${r.userId}/${r.month}`)).size).toBe(rows.length);
      // a job run again sends nothing more
      const { statementMailJob } = await import('../../provider/services/statements.ts');
      const all = await q.db.selectFrom('statement_mails').select('id').execute();
      for (const r of all) await statementMailJob(q.deps)({ id: r.id });
      expect(q.outbox().filter((m) => m.subject.startsWith('Statement of account November 2026'))).toHaveLength(billingRoles.length);
      // after the catch-up week nothing more is queued; the next month starts again
      q.clock.set('2026-12-09T14:00:00Z');
      await q.db.updateTable('memberships').set({ invoices: 1 }).where('invoices', '=', 0).where('acceptedAt', 'is not', null).execute();
      expect(await statementTick(q.deps)).toBe(0);
    } finally {
      await closeProvider(q);
    }
  }, 120_000);

  it('sends nothing to a member removed or unflagged after the tick', async () => {
    const { statementTick } = await import('../../provider/services/statements.ts');
    const q = await testProvider({ seed: true, now: '2026-12-01T14:00:00Z', autoDrain: false });
    try {
      const queued = await statementTick(q.deps);
      expect(queued).toBeGreaterThan(1);
      const rows = await q.db.selectFrom('statement_mails as s').innerJoin('users as u', 'u.id', 's.userId').select(['s.clientId', 's.userId', 'u.email']).execute();
      const [gone, unflagged] = rows;
      await q.db.deleteFrom('memberships').where('clientId', '=', gone.clientId).where('userId', '=', gone.userId).execute();
      await q.db.updateTable('memberships').set({ invoices: 0 }).where('clientId', '=', unflagged.clientId).where('userId', '=', unflagged.userId).execute();
      await q.jobs.drain();
      const mails = q.outbox().filter((m) => m.subject.startsWith('Statement of account'));
      const code = async (id: number) => (await q.db.selectFrom('clients').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
      const to = async (r: { clientId: number; email: string }) => {
        const c = await code(r.clientId);
        return mails.filter((m) => m.to.includes(r.email) && m.subject.includes(`(${c})`)).length;
      };
      expect(await to(gone)).toBe(0);
      expect(await to(unflagged)).toBe(0);
      expect(mails.length).toBeGreaterThan(0);
    } finally {
      await closeProvider(q);
    }
  }, 120_000);
});
