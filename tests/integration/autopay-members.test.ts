/**
 * Autopay and saved methods follow the payer's billing right (a security finding: a Billing User
 * set up autopay with their card, was removed from the team, and the next run charged their card
 * for the client and e-mailed them the receipt).
 *
 * - Removing a member, or giving them a role without billing rights, ends the autopay they set up
 *   (or that pays with their methods), detaches their saved methods from the client (rows kept
 *   for the receipts), and e-mails the client's administrators; the page's schedule says so
 *   until an administrator sets autopay up again with a method of their own.
 * - Every autopay run reads the payer's and the method owner's rights when it runs: a payer who
 *   lost them (however: a membership row gone, a role changed, an account not confirmed) is
 *   refused, nothing charged, the run recorded as refused, the administrators e-mailed, never the
 *   former member. A charge of a saved method whose owner lost the right is refused too; the
 *   outcome of a payment finished after the payer lost the right goes to the administrators.
 * Runs on SQLite and (TEST_DATABASE=postgres) on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { SANDBOX_CARDS } from '../../provider/services/gateway.ts';
import { INTERRUPTED_AFTER_MS, recoverInterruptedPayments } from '../../provider/services/payments.ts';
import { autopayTick } from '../../provider/services/autopay.ts';

const NOW = '2026-11-21T17:00:00Z';
/** The first due time after NOW: 06:00 Pacific on the next day. */
const DUE = '2026-11-22T14:00:30Z';
const EMAILS = { owner: 'owner@example.com', billing: 'billing@example.com', full: 'full@example.com' };
type Who = keyof typeof EMAILS;

const card = (number: string, expiryMonth = 12) => ({
  paymentObject: { type: 'CARD', number, expiryMonth, expiryYear: 2029, firstName: 'Laura', lastName: 'Chen' },
  billingAddress: { street_1: '1 Vine St', city: 'Napa', state: 'CA', postalCode: '94558', country: 'USA' },
});

/** A provider on a fresh seeded database, with the team of Napa Ridge Cellars (C10234) and a few helpers. */
async function setup() {
  const q = await testProvider({ seed: true, now: NOW, autoDrain: false });
  const A = await q.db.selectFrom('clients').select(['id', 'code', 'name']).where('code', '=', 'C10234').executeTakeFirstOrThrow();
  const users = {} as Record<Who, { id: number; pid: string; readonly token: Promise<string>; membershipId: number }>;
  for (const [k, email] of Object.entries(EMAILS) as [Who, string][]) {
    const u = await q.db.selectFrom('users').select(['id', 'pid']).where('email', '=', email).executeTakeFirstOrThrow();
    const m = await q.db.selectFrom('memberships').select('id').where('clientId', '=', A.id).where('userId', '=', u.id).executeTakeFirstOrThrow();
    // a fresh sign-in for each call: the test clock moves by days, past a session's idle time
    users[k] = { ...u, membershipId: m.id, get token() { return q.tokenFor(email); } };
  }
  /** Another expiry month makes another card: the same number and expiry is refused as saved already for the client. */
  const addCard = async (who: Who, number: string = SANDBOX_CARDS.approved, expiryMonth = 12) => {
    const r = await q.call('POST', `/users/${users[who].pid}/clients/${A.code}/payment_methods.json`, { token: await users[who].token, body: card(number, expiryMonth) });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    return r.json.id as number;
  };
  const setAutopay = async (who: Who, methodId: number) => {
    const r = await q.call('POST', `/clients/${A.code}/scheduled_payment.json`, { token: await users[who].token, body: { frequency: 'DAILY', state: 'ACTIVE', paymentObjectId: methodId } });
    return r;
  };
  const schedule = async (who: Who = 'owner') => (await q.call('GET', `/clients/${A.code}/scheduled_payment.json`, { token: await users[who].token })).json;
  const methodIds = async (who: Who = 'owner') => ((await q.call('GET', `/users/${users[who].pid}/clients/${A.code}/payment_methods.json`, { token: await users[who].token })).json.data as { id: number }[]).map((m) => m.id);
  const unpaid = async () =>
    (await q.db.selectFrom('invoices').select('invoiceNumber').where('clientId', '=', A.id).where('status', '=', 'UNPAID').where('amountDue', '>', 0).execute()).map((i) => i.invoiceNumber).sort();
  /** The billing user is the primary accounting contact: their removal names the owner instead. */
  const removeBilling = async () => q.call('DELETE', `/clients/${A.id}/memberships/${users.billing.membershipId}.json?primaryAccountingId=${users.owner.membershipId}`, { token: await users.owner.token });
  const mailsTo = (email: string) => q.outbox().filter((m) => m.to.includes(email));
  return { q, A, users, addCard, setAutopay, schedule, methodIds, unpaid, removeBilling, mailsTo };
}

async function withSetup(fn: (s: Awaited<ReturnType<typeof setup>>) => Promise<void>) {
  const s = await setup();
  try {
    await fn(s);
  } finally {
    await closeProvider(s.q);
  }
}

/** One tick at the due time and the jobs it queued; answers the runs of the client, newest first. */
async function runDue(q: TestProvider, clientId: number, at = DUE) {
  q.clock.set(at);
  await autopayTick(q.deps);
  await q.jobs.drain();
  return q.db.selectFrom('autopay_runs').selectAll().where('clientId', '=', clientId).orderBy('dueAt', 'desc').execute();
}

describe('a member removed or given a role without billing rights', () => {
  it('removal: their autopay ends, their methods leave the client (kept for receipts), the administrators are told; a new schedule can be set up', async () => {
    await withSetup(async ({ q, A, users, addCard, setAutopay, schedule, methodIds, unpaid, removeBilling, mailsTo }) => {
      const theirs = await addCard('billing');
      expect((await setAutopay('billing', theirs)).status).toBe(200);
      const ownerCard = await addCard('owner', '5555555555554444');
      const listed = await methodIds();
      expect(listed).toEqual(expect.arrayContaining([theirs, 1, ownerCard]));
      const receiptOf = await q.db.selectFrom('orders').select('orderNumber').where('clientId', '=', A.id).where('paymentMethodId', '=', 1).where('state', '=', 'successful').executeTakeFirstOrThrow();
      const before = await unpaid();
      const chargesBefore = (await q.charges()).length;

      const r = await removeBilling();
      expect(r.status, JSON.stringify(r.json)).toBe(200);

      const s = await schedule();
      expect(s).toMatchObject({ state: 'INACTIVE', paymentObjectId: null, nextRunAt: null, ended: { reason: 'member-removed', payer: 'Laura Chen' } });
      // Their methods are no longer "Pay with" choices; the rows stay (removed) for the receipts that name them.
      expect(await methodIds()).toEqual(listed.filter((id) => id !== theirs && id !== 1));
      const rows = await q.db.selectFrom('payment_methods').select(['id', 'removedAt', 'removedReason', 'lastFour']).where('userId', '=', users.billing.id).where('clientId', '=', A.id).execute();
      expect(rows.map((m) => m.id).sort()).toEqual([1, theirs].sort());
      expect(rows.every((m) => m.removedAt && m.removedReason === 'member-removed')).toBe(true);
      const pdf = await q.call('GET', `/clients/${A.id}/orders/${receiptOf.orderNumber}/receipt`, { token: await users.owner.token });
      expect(pdf.status).toBe(200);
      // Nobody can pay with them.
      const inv = await q.db.selectFrom('invoices').select(['invoiceNumber', 'amountDue']).where('clientId', '=', A.id).where('status', '=', 'UNPAID').where('amountDue', '>', 0).orderBy('id').executeTakeFirstOrThrow();
      const order = await q.call('POST', '/orders.json', { token: await users.full.token, body: { order: { userPid: users.full.pid, clientCode: A.code, lineItemsAttributes: [{ invoiceNumber: inv.invoiceNumber, price: inv.amountDue / 100 }], idempotencyKey: 'autopay-members-test-1' } } });
      expect(order.status).toBe(201);
      expect((await q.call('POST', `/order/${order.json.order.id}/payments/${theirs}.json`, { token: await users.full.token })).status).toBe(404);

      // The administrators are e-mailed; the former member is not.
      const notice = mailsTo(EMAILS.owner).find((m) => m.subject === `Autopay ended — ${A.name}`);
      expect(notice?.text).toContain('Laura Chen was removed from the team');
      expect(notice?.text).toContain('/dashboard/billing/payment-methods');
      expect(mailsTo(EMAILS.billing).some((m) => /autopay/i.test(m.subject))).toBe(false);

      // The due time passes: nothing runs, nothing charged.
      expect(await runDue(q, A.id)).toEqual([]);
      expect((await q.charges()).length).toBe(chargesBefore);
      expect(await unpaid()).toEqual(before);

      // An administrator sets autopay up again with a method of their own: the notice goes, the next run pays with it.
      const again = await setAutopay('owner', ownerCard);
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ state: 'ACTIVE', paymentObjectId: ownerCard, ended: null });
      const [run] = await runDue(q, A.id, '2026-11-23T14:00:30Z');
      expect(run.state).toBe('paid');
      const paid = await q.db.selectFrom('orders').selectAll().where('id', '=', run.orderId!).executeTakeFirstOrThrow();
      expect([paid.paymentMethodId, paid.userId]).toEqual([ownerCard, users.owner.id]);
      expect(mailsTo(EMAILS.owner).some((m) => m.subject.startsWith(`Payment receipt ${paid.orderNumber}`))).toBe(true);
      expect(mailsTo(EMAILS.billing).some((m) => m.subject.includes(paid.orderNumber))).toBe(false);
    });
  });

  it('a role without billing rights does the same; a role that keeps them changes nothing', async () => {
    await withSetup(async ({ q, A, users, addCard, setAutopay, schedule, methodIds, mailsTo }) => {
      const fullCard = await addCard('full');
      const theirs = await addCard('billing', SANDBOX_CARDS.approved, 11);
      expect((await setAutopay('billing', theirs)).status).toBe(200);

      // Full User → Administrator keeps the billing right: the full user's card stays.
      const up = await q.call('PUT', `/clients/${A.id}/memberships/${users.full.membershipId}.json`, { token: await users.owner.token, body: { role: 'Administrator' } });
      expect(up.status, JSON.stringify(up.json)).toBe(200);
      expect(await methodIds()).toContain(fullCard);
      expect((await schedule()).state).toBe('ACTIVE');

      // Billing User → Reporting User: no billing right any more.
      const down = await q.call('PUT', `/clients/${A.id}/memberships/${users.billing.membershipId}.json`, { token: await users.owner.token, body: { role: 'Reporting User' } });
      expect(down.status, JSON.stringify(down.json)).toBe(200);
      expect(await schedule()).toMatchObject({ state: 'INACTIVE', paymentObjectId: null, ended: { reason: 'role-changed', payer: 'Laura Chen' } });
      const ids = await methodIds();
      expect(ids).toContain(fullCard);
      expect(ids).not.toContain(theirs);
      expect(ids).not.toContain(1);
      // Both administrators now (the owner, and the full user made one) are told; the downgraded member is not.
      for (const admin of [EMAILS.owner, EMAILS.full]) {
        expect(mailsTo(admin).find((m) => m.subject === `Autopay ended — ${A.name}`)?.text, admin).toContain('Laura Chen was given a role without billing rights');
      }
      expect(mailsTo(EMAILS.billing).some((m) => /autopay/i.test(m.subject))).toBe(false);
      expect(await runDue(q, A.id)).toEqual([]);

      // The full user (an administrator now) sets autopay up with their own card.
      expect((await setAutopay('full', fullCard)).json).toMatchObject({ state: 'ACTIVE', paymentObjectId: fullCard, ended: null });
    });
  });
});

describe('an autopay run checks the payer and the method owner when it runs', () => {
  it('a payer whose membership went another way (no team call): refused, nothing charged, recorded, administrators e-mailed', async () => {
    await withSetup(async ({ q, A, users, addCard, setAutopay, schedule, methodIds, unpaid, mailsTo }) => {
      const theirs = await addCard('billing');
      expect((await setAutopay('billing', theirs)).status).toBe(200);
      const before = await unpaid();
      const chargesBefore = (await q.charges()).length;
      // The membership row is gone without the team route (another tool, an older node): the run itself must refuse.
      await q.db.deleteFrom('memberships').where('id', '=', users.billing.membershipId).execute();

      const [run] = await runDue(q, A.id);
      expect(run).toMatchObject({ state: 'refused', orderId: null });
      expect(run.message).toMatch(/no longer has billing rights.*Nothing was charged/);
      expect((await q.charges()).length).toBe(chargesBefore);
      expect(await unpaid()).toEqual(before);
      expect(await q.db.selectFrom('orders').select('id').where('idempotencyKey', '=', `autopay-run-${run.id}`).execute()).toEqual([]);
      // Visible where the runs are shown, and the schedule is ended with its reason.
      const s = await schedule();
      expect(s.runs[0]).toMatchObject({ state: 'refused', orderNumber: null });
      expect(s).toMatchObject({ state: 'INACTIVE', ended: { reason: 'payer-lost-right', payer: 'Laura Chen' } });
      expect(await methodIds()).not.toContain(theirs);
      const notice = mailsTo(EMAILS.owner).find((m) => m.subject === `Autopay run refused — ${A.name}`);
      expect(notice?.text).toContain('Nothing was charged');
      expect(mailsTo(EMAILS.billing)).toEqual([]);
      // The next due day: nothing queued.
      expect((await runDue(q, A.id, '2026-11-23T14:00:30Z')).length).toBe(1);
    });
  });

  it('a run queued before the removal, a role changed in the database, an unconfirmed account, a method owner without the right: each refused', async () => {
    await withSetup(async ({ q, A, users, addCard, setAutopay, unpaid, removeBilling, mailsTo }) => {
      const theirs = await addCard('billing');
      expect((await setAutopay('billing', theirs)).status).toBe(200);
      const before = await unpaid();
      const chargesBefore = (await q.charges()).length;
      // Queued at 06:00, the member removed before a worker took it.
      q.clock.set(DUE);
      expect(await autopayTick(q.deps)).toBe(1);
      expect((await removeBilling()).status).toBe(200);
      await q.jobs.drain();
      const [queued] = await q.db.selectFrom('autopay_runs').selectAll().where('clientId', '=', A.id).execute();
      expect(queued.state).toBe('refused');
      expect((await q.charges()).length).toBe(chargesBefore);
      expect(await unpaid()).toEqual(before);
      expect(mailsTo(EMAILS.billing)).toEqual([]);

      // The same checks, one change at a time, made in the database behind the team's back.
      const cases: [string, () => Promise<unknown>, 'payer-lost-right' | 'method-owner-lost-right'][] = [
        ['role', () => q.db.updateTable('memberships').set({ role: 'Reporting User' }).where('id', '=', users.full.membershipId).execute(), 'payer-lost-right'],
        ['unconfirmed', () => q.db.updateTable('users').set({ confirmedAt: null }).where('id', '=', users.full.id).execute(), 'payer-lost-right'],
      ];
      let day = 23;
      for (const [name, change, reason] of cases) {
        // the full user sets autopay up with a fresh card; the change; the next due time
        await q.db.updateTable('memberships').set({ role: 'Full User' }).where('id', '=', users.full.membershipId).execute();
        await q.db.updateTable('users').set({ confirmedAt: NOW }).where('id', '=', users.full.id).execute();
        q.clock.set(`2026-11-${day - 1}T17:00:00Z`);
        const m = await addCard('full');
        expect((await setAutopay('full', m)).status, name).toBe(200);
        await change();
        const [run] = await runDue(q, A.id, `2026-11-${day}T14:00:30Z`);
        expect([name, run.state]).toEqual([name, 'refused']);
        expect((await q.db.selectFrom('scheduled_payments').select('endedReason').where('clientId', '=', A.id).executeTakeFirstOrThrow()).endedReason, name).toBe(reason);
        expect((await q.charges()).length, name).toBe(chargesBefore);
        day += 2;
      }

      // The owner pays autopay with the full user's card; the full user loses the right: the owner's run is refused (the method's owner).
      await q.db.updateTable('memberships').set({ role: 'Full User' }).where('id', '=', users.full.membershipId).execute();
      await q.db.updateTable('users').set({ confirmedAt: NOW }).where('id', '=', users.full.id).execute();
      q.clock.set(`2026-11-${day - 1}T17:00:00Z`);
      const fullCard = await addCard('full');
      expect((await setAutopay('owner', fullCard)).status).toBe(200);
      await q.db.updateTable('memberships').set({ role: 'Reporting User' }).where('id', '=', users.full.membershipId).execute();
      const [run] = await runDue(q, A.id, `2026-11-${day}T14:00:30Z`);
      expect(run.state).toBe('refused');
      const ended = await q.db.selectFrom('scheduled_payments').select(['endedReason', 'endedPayer', 'state']).where('clientId', '=', A.id).executeTakeFirstOrThrow();
      expect(ended).toEqual({ endedReason: 'method-owner-lost-right', endedPayer: 'Jacob Turner', state: 'INACTIVE' });
      expect((await q.charges()).length).toBe(chargesBefore);
      expect(await unpaid()).toEqual(before);
      expect(mailsTo(EMAILS.billing)).toEqual([]);
      expect(mailsTo(EMAILS.full).some((m) => /autopay|receipt/i.test(m.subject))).toBe(false);
    });
  });

  it('a saved method whose owner lost the right is not charged by anyone; a payment finished after the payer left is told to the administrators', async () => {
    await withSetup(async ({ q, A, users, addCard, mailsTo }) => {
      const fullCard = await addCard('full');
      const ownerCard = await addCard('owner', '5555555555554444');
      const invoices = await q.db.selectFrom('invoices').select(['invoiceNumber', 'amountDue']).where('clientId', '=', A.id).where('status', '=', 'UNPAID').where('amountDue', '>', 0).orderBy('id').limit(2).execute();
      const orderFor = async (who: Who, i: number, key: string) => {
        const r = await q.call('POST', '/orders.json', { token: await users[who].token, body: { order: { userPid: users[who].pid, clientCode: A.code, lineItemsAttributes: [{ invoiceNumber: invoices[i].invoiceNumber, price: invoices[i].amountDue / 100 }], idempotencyKey: key } } });
        expect(r.status).toBe(201);
        return r.json.order.id as number;
      };
      // The full user's role changed behind the team's back: their card (still listed) is refused at the charge.
      await q.db.updateTable('memberships').set({ role: 'Reporting User' }).where('id', '=', users.full.membershipId).execute();
      const o1 = await orderFor('owner', 0, 'autopay-members-owner-1');
      const refused = await q.call('POST', `/order/${o1}/payments/${fullCard}.json`, { token: await users.owner.token });
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatch(/no longer has billing rights/);
      expect(await q.charges()).toHaveLength(0);
      // nor can autopay be set up with it
      const set = await q.call('POST', `/clients/${A.code}/scheduled_payment.json`, { token: await users.owner.token, body: { frequency: 'DAILY', state: 'ACTIVE', paymentObjectId: fullCard } });
      expect(set.status).toBe(400);

      // A payment the billing user began, interrupted, and finished by the scheduler after they were removed:
      // the gateway's answer is applied (never a second charge), and the receipt goes to the administrators.
      const billingCard = await addCard('billing', SANDBOX_CARDS.approved, 11);
      const o2 = await orderFor('billing', 1, 'autopay-members-billing-1');
      await q.db.updateTable('orders').set({ state: 'processing', paymentMethodId: billingCard, claimedAt: q.clock.now().toISOString() }).where('id', '=', o2).execute();
      await q.db.updateTable('invoices').set({ status: 'PENDING', orderNumber: (await q.db.selectFrom('orders').select('orderNumber').where('id', '=', o2).executeTakeFirstOrThrow()).orderNumber }).where('invoiceNumber', '=', invoices[1].invoiceNumber).execute();
      await q.db.deleteFrom('memberships').where('id', '=', users.billing.membershipId).execute();
      q.clock.set(new Date(q.clock.now().getTime() + INTERRUPTED_AFTER_MS + 60_000).toISOString());
      expect(await recoverInterruptedPayments(q.deps)).toBe(1);
      const o2row = await q.db.selectFrom('orders').select(['orderNumber', 'state']).where('id', '=', o2).executeTakeFirstOrThrow();
      expect(o2row.state).toBe('failed');
      expect(await q.charges()).toHaveLength(0);
      expect(mailsTo(EMAILS.owner).some((m) => m.subject.includes(o2row.orderNumber))).toBe(true);
      expect(mailsTo(EMAILS.billing).some((m) => m.subject.includes(o2row.orderNumber))).toBe(false);
      expect(ownerCard).toBeGreaterThan(0);
    });
  });
});
