/**
 * Billing as a new user met it, through the app without JavaScript: Pay kept in view once
 * invoices are selected, a saved method refused when saved twice, the usual method pre-selected,
 * every method with its expiry or type, a refused pay call landing on the receipt, one rule for
 * "ending in", and the wording of pending, returned and delete; then the shell and desk: the
 * courier's pick-up day, the sign-in messages, the honeypot in a text view, the Send Invoices
 * confirmation first, the desk's field after a scan.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTime } from 'luxon';
import { courierPickupDay } from '../../contract/lab-hours.ts';
import { SANDBOX_ACH } from '../../provider/services/gateway.ts';
import { paymentFailedMail } from '../../provider/services/mail-templates.ts';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

const { as } = appsPerTest();
const pageRows = (html: string) => [...html.matchAll(/name="page" value="([^"]+)"/g)].map((m) => m[1]);
const fieldOf = (html: string, name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))![1];
const year = String(new Date().getUTCFullYear() + 2);
const mastercard = { intent: 'card', number: '5555 5555 5555 4444', expiryMonth: '12', expiryYear: year, firstName: 'Laura', lastName: 'Chen', street: '1 Vine St', city: 'Napa', state: 'CA', zip: '94558', country: '' };
const ach = { intent: 'ach', routingNumber: SANDBOX_ACH.routingNumber, accountNumber: SANDBOX_ACH.approved, confirmAccountNumber: SANDBOX_ACH.approved, achAccountType: 'CHECKING', achType: 'BUSINESS', generalAchAgreement: 'on', businessAchAgreement: 'on' };

describe('Make a Payment in view', () => {
  it('puts the aside before the list once something is selected, with a bar holding the total and Pay', async () => {
    const a = await as('billing@example.com');
    const first = await a.get('/dashboard/billing');
    // nothing selected: the list first, no bar
    expect(first.html.indexOf('class="invoice-table')).toBeLessThan(first.html.indexOf('id="make-payment-title"'));
    expect(first.html).not.toContain('class="pay-bar"');
    const [row] = pageRows(first.html);
    await a.post('/dashboard/billing', { intent: 'select', page: [row], selected: [row.split(':')[0]] });
    const { html } = await a.get('/dashboard/billing');
    expect(html.indexOf('id="make-payment-title"')).toBeLessThan(html.indexOf('class="invoice-table'));
    const bar = html.slice(html.indexOf('class="pay-bar"'), html.indexOf('</form>', html.indexOf('class="pay-bar"')));
    const cents = Number(row.split(':')[1]);
    const usd = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(htmlText(bar)).toContain(`1 invoice selected · ${usd}`);
    expect(bar).toMatch(/<button type="submit" value="pay" name="intent">Pay \$/);
  });
});

describe('saved methods', () => {
  it('refuses the same card or bank account saved twice, with the reason on its field', async () => {
    const a = await as('billing@example.com');
    expect((await a.post('/dashboard/billing/payment-methods', mastercard)).res.status).toBe(303);
    const again = await a.post('/dashboard/billing/payment-methods', mastercard);
    expect(again.res.status).toBe(409);
    expect(htmlText(again.html)).toContain('This card (same brand, last four digits and expiry) is already saved for this client');
    expect(again.html).not.toContain('5555 5555 5555 4444');
    // another expiry is another card
    expect((await a.post('/dashboard/billing/payment-methods', { ...mastercard, expiryMonth: '11' })).res.status).toBe(303);
    expect((await a.post('/dashboard/billing/payment-methods', ach)).res.status).toBe(303);
    const achAgain = await a.post('/dashboard/billing/payment-methods', { ...ach, achAccountType: 'SAVINGS' });
    expect(achAgain.res.status).toBe(409);
    expect(htmlText(achAgain.html)).toContain('This bank account (same routing and account number) is already saved for this client');
    const rows = await a.provider.db.selectFrom('payment_methods').select(['lastFour', 'fingerprint']).where('removedAt', 'is', null).execute();
    expect(rows.filter((r) => r.lastFour === '4444')).toHaveLength(2);
    const saved = rows.filter((r) => r.fingerprint);
    expect(saved).toHaveLength(1);
    // an HMAC, never the number
    expect(saved[0].fingerprint).not.toContain(SANDBOX_ACH.approved);
  });

  it('pre-selects the usual method, not the newest; shows expiry or type beside every method', async () => {
    const a = await as('billing@example.com');
    await a.post('/dashboard/billing/payment-methods', mastercard);
    await a.post('/dashboard/billing/payment-methods', ach);
    const { html } = await a.get('/dashboard/billing');
    const radios = [...html.matchAll(/<input[^>]*name="methodId"[^>]*>/g)].map((m) => m[0]);
    expect(radios.length).toBeGreaterThanOrEqual(3);
    const checked = radios.filter((r) => / checked/.test(r));
    expect(checked).toHaveLength(1);
    // the seeded Visa (the client's oldest and the one its payments used), not the account just added
    expect(checked[0]).toContain('value="1"');
    const asideAt = html.indexOf('id="make-payment-title"');
    const aside = htmlText(html.slice(asideAt, html.indexOf('</aside>', asideAt)));
    expect(aside).toContain('Checking account ending in 6789 Business (CCD)');
    expect(aside).toMatch(/Mastercard ending in 4444 expires 12\/\d{4}/);
    const methods = await a.get('/dashboard/billing/payment-methods');
    const autopay = methods.html.slice(methods.html.indexOf('id="autopay-method"'));
    expect(htmlText(autopay.slice(0, autopay.indexOf('</select>')))).toContain('Checking account ending in 6789 · Business (CCD)');
  });
});

describe('the receipt whether or not the payment succeeded', () => {
  it('a refused pay call (a method not the client’s) lands on the receipt: not paid, why, nothing under "Invoices paid"', async () => {
    const a = await as('billing@example.com');
    const page = await a.get('/dashboard/billing');
    const [row] = pageRows(page.html);
    await a.post('/dashboard/billing', { intent: 'select', page: [row], selected: [row.split(':')[0]] });
    const p2 = await a.get('/dashboard/billing');
    const pay = await a.post('/dashboard/billing', { intent: 'pay', page: [], methodId: '99999', payKey: fieldOf(p2.html, 'payKey'), shownTotal: fieldOf(p2.html, 'shownTotal') });
    expect(pay.res.status).toBe(303);
    expect(pay.location).toMatch(/^\/dashboard\/billing\/receipt\?order=ORD-\d+&refused=/);
    const r = htmlText((await a.get(pay.location!)).html);
    expect(r).toContain('Payment not made');
    expect(r).toContain('Nothing was charged.');
    expect(r).toContain('That payment method is no longer available.');
    expect(r).toContain('Invoices in this payment (not paid)');
    expect(r).not.toContain('Invoices paid');
    // an unknown refusal key in the address is not shown
    const forged = htmlText((await a.get(pay.location!.replace(/refused=[^&]+/, 'refused=payments.thanks'))).html);
    expect(forged).not.toContain('Thank you');
  });
});

describe('one wording', () => {
  it('names a method by its last four digits on the receipt, asks its delete question with a question mark, says what pending is', async () => {
    const a = await as('billing@example.com');
    const del = htmlText((await a.get('/dashboard/billing/payment-methods/1/delete')).html);
    expect(del).toMatch(/Do you want to delete Visa ending in 4242 ?\?/);
    const empty = htmlText((await a.post('/dashboard/billing/payment-methods', { intent: 'card' })).html);
    expect(empty).not.toContain('expired');
    const filter = htmlText((await a.get('/dashboard/billing')).html);
    expect(filter).toContain('Payment in progress');
  });

  it('says "The bank returned the debit" once in the return mail', () => {
    const mail = paymentFailedMail({
      firstname: 'Laura', client: { name: 'Hillside', code: 'C1' }, order: { orderNumber: 'ORD-1', orderTotal: 5000 }, lines: [{ invoiceNumber: 'INV-1', batchNumber: 3, price: 5000 }],
      context: 'return', publicUrl: 'http://x', reason: 'The bank returned the debit (R01: Insufficient funds)',
    });
    expect(mail.text.match(/returned the debit/g)).toHaveLength(1);
    expect(mail.text).toContain('The bank returned the debit of $50.00 for Hillside (C1): R01: Insufficient funds');
  });
});

describe('the card form and the invoice sizes', () => {
  it('takes the billing address from one of the client’s saved addresses (a GET choice), an id not the client’s ignored', async () => {
    const a = await as('billing@example.com');
    const page = await a.get('/dashboard/billing/payment-methods?add=card');
    expect(page.html).toMatch(/<select id="card-address"[^>]*name="address"[^>]*form="card-address-choice"/);
    const warehouse = (await a.provider.db.selectFrom('addresses').select('id').where('street_1', '=', '2100 Jefferson Street').executeTakeFirstOrThrow()).id;
    expect(page.html).toContain(`<option value="${warehouse}">Barrel Warehouse: 2100 Jefferson Street, Unit 6, Napa, CA 94559</option>`);
    const chosen = await a.get(`/dashboard/billing/payment-methods?add=card&address=${warehouse}`);
    expect(chosen.html).toMatch(/name="street"[^>]*value="2100 Jefferson Street, Unit 6"|value="2100 Jefferson Street, Unit 6"[^>]*name="street"/);
    expect(chosen.html).toMatch(/name="zip"[^>]*value="94559"|value="94559"[^>]*name="zip"/);
    const foreign = await a.get('/dashboard/billing/payment-methods?add=card&address=999999');
    expect(foreign.html).not.toContain('value="2100 Jefferson Street, Unit 6"');
  });

  it('offers 150 invoices per page on the wide grid only', async () => {
    const a = await as('billing@example.com');
    const { html } = await a.get('/dashboard/billing');
    expect(html).toMatch(/<option value="150" class="wide-only">150<\/option>/);
    expect(html).toMatch(/<option value="100">100<\/option>/);
  });
});

describe('the shell, courier and desk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the pick-up day: after Saturday’s cut-off the next day the lab is open, never a closed Sunday', async () => {
    // Saturday 28 November 2026, 10:30 AM Pacific: after the cut-off
    vi.useFakeTimers({ toFake: ['Date'], now: DateTime.fromISO('2026-11-28T10:30', { zone: 'America/Los_Angeles' }).toMillis() });
    const a = await as('full@example.com');
    const lab = await a.provider.db.selectFrom('locations').select('id').where('type', '=', 'primary_lab').executeTakeFirstOrThrow();
    const week = (await a.provider.db.selectFrom('location_hours').select(['day', 'openTime', 'closeTime', 'openOnDay']).where('locationId', '=', lab.id).execute())
      .map((h) => ({ day: h.day, openTime: h.openTime, closeTime: h.closeTime, openOnDay: !!h.openOnDay }));
    const day = courierPickupDay(week, new Date())!;
    const weekday = DateTime.fromISO(day, { zone: 'America/Los_Angeles' }).toFormat('cccc');
    expect(weekday).not.toBe('Sunday');
    expect(week.find((h) => h.day === DateTime.fromISO(day).weekday % 7)?.openOnDay).toBe(true);
    const shown = `${weekday}, ${DateTime.fromISO(day).toFormat('MM/dd/yyyy')}`;
    const notice = htmlText((await a.get('/dashboard/shop/request-courier')).html);
    expect(notice).toContain(`Schedule for ${shown}`);
    const form = await a.get('/dashboard/shop/request-courier?tomorrow=1');
    expect(htmlText(form.html)).toContain(`This request will be scheduled for pick-up on ${shown}, the next day the laboratory is open.`);
    const addressId = form.html.match(/<option value="(\d+)">/)![1];
    const r = await a.post('/dashboard/shop/request-courier?tomorrow=1', { addressId, phoneNumber: '707-555-0199', instructions: '' });
    const sent = htmlText((await a.get(r.location!)).html);
    expect(sent).toContain(`Pick-up day: ${shown}.`);
  });

  it('says why the login page shows: after logging out, and for a page that needs a sign-in', async () => {
    const a = await as('full@example.com');
    const out = await a.post('/logout', {});
    expect(out.location).toBe('/login?signedOut=1');
    expect(htmlText((await a.get(out.location!)).html)).toContain('You have logged out.');
    const deep = await a.get('/dashboard/billing', false);
    const to = deep.res.headers.get('location')!;
    expect(to).toMatch(/^\/login\?redirectTo=/);
    expect(htmlText((await a.get(to)).html)).toContain('Please log in to see that page');
    expect(htmlText((await a.get('/login')).html)).not.toContain('Please log in to see that page');
  });

  it('tells the page how long until the idle limit; "stay" counts as use', async () => {
    const a = await as('full@example.com');
    const ping = await a.request('/auth-ping', { headers: { accept: 'application/json' } });
    const body = (await ping.json()) as { signedIn: boolean; idleLeftMs: number };
    expect(body.signedIn).toBe(true);
    expect(body.idleLeftMs).toBeGreaterThan(25 * 60_000);
    expect(body.idleLeftMs).toBeLessThanOrEqual(30 * 60_000);
  });

  it('keeps the honeypot out of a text-only view of a public form', async () => {
    const a = await as('full@example.com');
    const { html } = await a.get('/contact-us');
    expect(html).toMatch(/<div id="[^"]*_wrap" class="__honeypot_inputs" hidden="" aria-hidden="true">/);
    expect(htmlText(html)).not.toContain('Please leave this field blank');
  });

  it('shows the Send Invoices confirmation right under the title', async () => {
    const a = await as('admin@example.com');
    const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    await a.post('/active-client', { clientId: String(client.id), redirectTo: '/dashboard/billing' });
    const { html } = await a.get('/dashboard/billing?view=send');
    const chosen = [...html.matchAll(/name="invoices" value="([^"]+)"/g)].map((m) => m[1]).slice(0, 2);
    const confirm = await a.post('/dashboard/billing?view=send', { intent: 'send', recipient: 'books@winery.example', invoices: chosen });
    const at = confirm.html.indexOf('class="send-confirm"');
    expect(at).toBeGreaterThan(confirm.html.indexOf('<h1>Billing</h1>'));
    expect(at).toBeLessThan(confirm.html.indexOf('class="billing-balance"'));
    expect(at).toBeLessThan(confirm.html.indexOf('id="billing-size"'));
  });

  it('empties the desk’s scan field after a scan that was found, keeps an unknown one', async () => {
    const a = await as('godmode@example.com');
    const sub = await a.provider.db.selectFrom('submissions').select('number').where('number', 'is not', null).executeTakeFirstOrThrow();
    const found = await a.get(`/launchpad/receiving?code=${sub.number}`);
    expect(found.html).toContain(sub.number!);
    expect(found.html.match(/<input[^>]*name="code"[^>]*>/)![0]).not.toContain(`value="${sub.number}"`);
    const unknown = await a.get('/launchpad/receiving?code=SUB-999999');
    expect(unknown.html.match(/<input[^>]*name="code"[^>]*>/)![0]).toContain('value="SUB-999999"');
  });
});
