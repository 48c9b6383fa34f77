/**
 * The payment methods page when autopay was ended because its payer lost the billing right, as a
 * browser without JavaScript: a Billing User sets up autopay with their card; the administrator
 * removes them; the page tells the administrator what ended and why, no longer offers the former
 * member's methods, and autopay set up again with the administrator's own card clears the notice.
 * A refused run shows as refused among the runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeProvider } from '../helpers/provider.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { SANDBOX_CARDS } from '../../provider/services/gateway.ts';
import { autopayTick } from '../../provider/services/autopay.ts';
import { htmlText } from '../helpers/html.ts';
import { signIn } from '../helpers/sign-in.ts';

let app: TestApp | undefined;
afterEach(async () => {
  if (app) await closeProvider(app.provider);
  app = undefined;
});
const PAGE = '/dashboard/billing/payment-methods';
const cardForm = (number: string) => ({ intent: 'card', number, expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1), firstName: 'Elena', lastName: 'Marquez', street: '1 Vine St', city: 'Napa', state: 'CA', zip: '94558' });
/** The options of the autopay method select. */
const autopayOptions = (html: string) => {
  const start = html.indexOf('id="autopay-method"');
  return start < 0 ? [] : [...html.slice(start, html.indexOf('</select>', start)).matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]));
};

describe('autopay ended because its payer lost the billing right', () => {
  it('tells the administrator on the page, offers only the remaining methods, and clears once autopay is set up again', async () => {
    const a = (app = await testApp({ seed: true, now: new Date().toISOString() }));
    const db = a.provider.db;
    await signIn(a, 'billing@example.com');
    expect((await a.post(PAGE, { intent: 'autopay', paymentObjectId: '1', frequency: 'WEEKLY', state: 'ACTIVE' })).res.status).toBe(303);
    await a.post('/logout', {});

    const client = await db.selectFrom('clients').select(['id']).where('code', '=', 'C10234').executeTakeFirstOrThrow();
    const member = async (email: string) =>
      db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId').select('memberships.id').where('memberships.clientId', '=', client.id).where('users.email', '=', email).executeTakeFirstOrThrow();
    const billing = await member('billing@example.com');
    const owner = await member('owner@example.com');
    const removed = await a.provider.call('DELETE', `/clients/${client.id}/memberships/${billing.id}.json?primaryAccountingId=${owner.id}`, { token: await a.provider.tokenFor('owner@example.com') });
    expect(removed.status).toBe(200);

    await signIn(a, 'owner@example.com');
    const page = await a.get(PAGE);
    const shown = htmlText(page.html);
    expect(shown).toContain('Autopay was ended');
    expect(shown).toMatch(/Autopay was ended on \d\d\/\d\d\/\d{4} because Laura Chen, who set it up, was removed from the team\./);
    expect(shown).toContain('Their saved payment methods were removed from this client');
    expect(shown).toContain('Autopay is inactive.');
    // the former member's card (id 1) is no longer a choice, for autopay or to pay with
    expect(autopayOptions(page.html)).not.toContain(1);
    expect(page.html).not.toContain('payment-methods/1/delete');

    // The administrator adds a card of their own and sets autopay up again: the notice goes.
    expect((await a.post(PAGE, cardForm(SANDBOX_CARDS.approved))).res.status).toBe(303);
    const mine = (await db.selectFrom('payment_methods').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    expect(autopayOptions((await a.get(PAGE)).html)).toContain(mine);
    expect((await a.post(PAGE, { intent: 'autopay', paymentObjectId: String(mine), frequency: 'DAILY', state: 'ACTIVE' })).res.status).toBe(303);
    const after = htmlText((await a.get(PAGE)).html);
    expect(after).toContain('Autopay was saved.');
    expect(after).not.toContain('Autopay was ended');
    expect(after).toMatch(/Autopay is active \(Daily\)/);

    // A run refused at run time (the owner's card, its owner downgraded behind the team's back) shows as refused.
    await db.updateTable('scheduled_payments').set({ nextRunAt: new Date(Date.now() - 60_000).toISOString() }).where('clientId', '=', client.id).execute();
    await db.updateTable('memberships').set({ role: 'Reporting User' }).where('id', '=', owner.id).execute();
    expect(await autopayTick(a.provider.deps)).toBe(1);
    await a.provider.jobs.drain();
    await db.updateTable('memberships').set({ role: 'Administrator' }).where('id', '=', owner.id).execute();
    const refused = htmlText((await a.get(PAGE)).html);
    expect(refused).toContain('Refused: the payer no longer has billing rights; nothing charged');
    expect(refused).toMatch(/Elena Marquez, who set it up, no longer has billing rights for this client\. Its run was refused: nothing was charged\./);
  });
});
