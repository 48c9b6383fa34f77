/**
 * Paying invoices through the app, as a browser without JavaScript: ticking unpaid
 * invoices (kept across filters, per client), the Make a Payment aside and its total, paying by
 * post/redirect/get to the receipt (paid, declined), a double submit, a tampered row, the receipt
 * PDF; the payment methods page (every validation message, numbers never echoed, add, delete with
 * its confirmation page, the autopay method refused) and autopay; who sees the Send Invoices toggle.
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_ACH, SANDBOX_CARDS } from '../../provider/services/gateway.ts';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

const { as } = appsPerTest();
const pageRows = (html: string) => [...html.matchAll(/name="page" value="([^"]+)"/g)].map((m) => m[1]);
const fieldOf = (html: string, name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))![1];
const asideOf = (html: string) => {
  const start = html.indexOf('id="make-payment-title"');
  return start < 0 ? '' : htmlText(html.slice(start, html.indexOf('</aside>', start)));
};

describe('Make a Payment', () => {
  it('ticks unpaid invoices only, keeps them across filters, shows lines and total, pays to the receipt, clears the selection', async () => {
    const a = await as('billing@example.com');
    const { html } = await a.get('/dashboard/billing');
    expect(html).toContain('Make a Payment');
    // not a site administrator: no toggle to Send Invoices
    expect(html).not.toContain('class="view-toggle"');
    const rows = pageRows(html);
    const unpaidShown = (html.match(/status-unpaid/g) ?? []).length;
    expect(rows.length).toBe(unpaidShown);
    expect((html.match(/name="selected"/g) ?? []).length).toBe(unpaidShown);
    expect(rows.length).toBeGreaterThan(2);
    const [r1, r2] = rows.map((r) => r.split(':'));
    const sel = await a.post('/dashboard/billing', { intent: 'select', page: rows, selected: [r1[0], r2[0]] });
    expect(sel.res.status).toBe(303);
    // Another filter (paid invoices only): the selection stays
    const paidView = await a.get('/dashboard/billing?status=PAID');
    const aside = asideOf(paidView.html);
    expect(aside).toContain('2 invoices selected');
    expect(aside).toContain(r1[0]);
    expect(aside).toContain(r2[0]);
    const cents = Number(r1[1]) + Number(r2[1]);
    const usd = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(aside).toContain(`Total ${usd}`);
    expect(paidView.html).not.toContain('name="selected"'); // no unpaid row on a PAID-only page
    // posting the PAID page (no rows of its own) keeps the others
    await a.post('/dashboard/billing?status=PAID', { intent: 'select', page: [] });
    expect(asideOf((await a.get('/dashboard/billing')).html)).toContain('2 invoices selected');

    const page = await a.get('/dashboard/billing');
    expect(page.html.match(/<input[^>]*name="methodId"[^>]*value="1"[^>]*>/)![0]).toContain('checked');
    const pay = await a.post('/dashboard/billing', { intent: 'pay', page: pageRows(page.html), selected: [r1[0], r2[0]], methodId: '1', payKey: fieldOf(page.html, 'payKey'), shownTotal: fieldOf(page.html, 'shownTotal') });
    expect(pay.res.status).toBe(303);
    expect(pay.location).toMatch(/^\/dashboard\/billing\/receipt\?order=ORD-\d+$/);
    const receipt = await a.get(pay.location!);
    const r = htmlText(receipt.html);
    expect(r).toContain('Thank you for your payment.');
    expect(r).toContain('A copy of this receipt was sent to your e-mail address.');
    expect(r).toContain(r1[0]);
    expect(r).toContain(usd);
    expect(r).toContain('Visa ending in 4242');
    const orderNumber = pay.location!.split('=')[1];
    expect(r).toContain(orderNumber);
    const pdfHref = receipt.html.match(/href="(\/dashboard\/billing\/receipt\/[^"]+\/pdf)"/)![1];
    const pdf = await a.request(pdfHref);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // the selection is cleared; the invoices are paid
    const after = await a.get('/dashboard/billing');
    expect(asideOf(after.html)).toContain('Tick the unpaid invoices');
    const statuses = await a.provider.db.selectFrom('invoices').select('status').where('invoiceNumber', 'in', [r1[0], r2[0]]).execute();
    expect(statuses.map((s) => s.status)).toEqual(['PAID', 'PAID']);
    expect(a.provider.outbox().some((m) => m.subject.startsWith(`Payment receipt ${orderNumber}`) && m.attachments.length === 1)).toBe(true);

    // Back and submit the same form again: the same receipt, one charge.
    const again = await a.post('/dashboard/billing', { intent: 'pay', page: pageRows(page.html), selected: [r1[0], r2[0]], methodId: '1', payKey: fieldOf(page.html, 'payKey'), shownTotal: fieldOf(page.html, 'shownTotal') });
    expect(again.location).toBe(pay.location);
    expect(await a.provider.charges(`order-${orderNumber}`)).toHaveLength(1);
  });

  it('asks to check a total that changed in the same post; refuses a tampered price with nothing charged', async () => {
    const a = await as('billing@example.com');
    const page = await a.get('/dashboard/billing');
    const [row] = pageRows(page.html);
    const n = row.split(':')[0];
    // ticked and paid at once: the total shown was $0.00
    const first = await a.post('/dashboard/billing', { intent: 'pay', page: [row], selected: [n], methodId: '1', payKey: fieldOf(page.html, 'payKey'), shownTotal: '0' });
    expect(first.location).toBe('/dashboard/billing');
    expect(htmlText((await a.get('/dashboard/billing')).html)).toContain('Your selection changed. Check the invoices and the total, then press Pay again.');
    // a row whose price was edited in the form
    const parts = row.split(':');
    const forged = [parts[0], '1', parts[2], parts[3]].join(':');
    await a.post('/dashboard/billing', { intent: 'select', page: [forged], selected: [n] });
    const p3 = await a.get('/dashboard/billing');
    const tampered = await a.post('/dashboard/billing', { intent: 'pay', page: [], methodId: '1', payKey: fieldOf(p3.html, 'payKey'), shownTotal: '1' });
    expect(tampered.location).toBe('/dashboard/billing');
    expect(htmlText((await a.get('/dashboard/billing')).html)).toContain('One of the selected invoices is no longer unpaid or its amount changed. Nothing was charged');
    expect(await a.provider.charges()).toHaveLength(0);
  });

  it('a declined card lands on the receipt page: nothing charged and why; the invoice stays selected', async () => {
    const a = await as('billing@example.com');
    const add = await a.post('/dashboard/billing/payment-methods', {
      intent: 'card', number: SANDBOX_CARDS.declined, expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 2), firstName: 'Laura', lastName: 'Chen',
      street: '1 Vine St', city: 'Napa', state: 'CA', zip: '94558', country: '',
    });
    expect(add.res.status).toBe(303);
    const method = await a.provider.db.selectFrom('payment_methods').select('id').where('lastFour', '=', '0002').executeTakeFirstOrThrow();
    const page = await a.get('/dashboard/billing');
    const [row] = pageRows(page.html);
    await a.post('/dashboard/billing', { intent: 'select', page: [row], selected: [row.split(':')[0]] });
    const p2 = await a.get('/dashboard/billing');
    const pay = await a.post('/dashboard/billing', { intent: 'pay', page: [], methodId: String(method.id), payKey: fieldOf(p2.html, 'payKey'), shownTotal: fieldOf(p2.html, 'shownTotal') });
    const receipt = htmlText((await a.get(pay.location!)).html);
    expect(receipt).toContain('Payment not made');
    expect(receipt).toContain('Nothing was charged.');
    expect(receipt).toContain('The card was declined.');
    expect(receipt).not.toContain('Download receipt');
    expect(asideOf((await a.get('/dashboard/billing')).html)).toContain(row.split(':')[0]);
  });

  it('gives site administrators the toggle to Send Invoices', async () => {
    const a = await as('admin@example.com');
    const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    await a.post('/active-client', { clientId: String(client.id), redirectTo: '/dashboard/billing' });
    const pay = await a.get('/dashboard/billing');
    expect(pay.html).toContain('class="view-toggle"');
    expect(pay.html).toContain('href="/dashboard/billing?view=send"');
    const send = await a.get('/dashboard/billing?view=send');
    expect(send.html).toContain('id="send-invoices-title"');
    expect(send.html).not.toContain('id="make-payment-title"');
  });
});

describe('payment methods page', () => {
  const year = String(new Date().getUTCFullYear() + 2);
  it('refuses an expiry month already past in this year of the lab clock, and takes this month', async () => {
    // A fixed clock (21 November 2026), so the months before it are known whatever the date the suite runs.
    const a = await as('billing@example.com', { now: '2026-11-21T17:00:00Z' });
    const card = { intent: 'card', number: '5555 5555 5555 4444', expiryYear: '2026', firstName: 'Laura', lastName: 'Chen', street: '1 Vine St', city: 'Napa', state: 'CA', zip: '94558' };
    const past = await a.post('/dashboard/billing/payment-methods', { ...card, expiryMonth: '10' });
    expect(past.res.status).toBe(400);
    expect(htmlText(past.html)).toContain('The card has expired: choose an expiry month and year that are not in the past.');
    const current = await a.post('/dashboard/billing/payment-methods', { ...card, expiryMonth: '11' });
    expect(current.res.status).toBe(303);
    expect(htmlText((await a.get('/dashboard/billing/payment-methods')).html)).toContain('Mastercard ending in 4444');
  });

  it('shows every card and ACH validation message, never echoes a number, saves both', async () => {
    const a = await as('billing@example.com');
    const page = await a.get('/dashboard/billing/payment-methods?add=card');
    expect(htmlText(page.html)).toContain('Visa ending in 4242');
    const empty = await a.post('/dashboard/billing/payment-methods', { intent: 'card' });
    expect(empty.res.status).toBe(400);
    const e = htmlText(empty.html);
    for (const m of ['Card number is a required field', 'Expiry month is a required field', 'Expiry year is a required field', 'First name is a required field', 'Last name is a required field', 'Street is a required field', 'City is a required field', 'State is a required field', 'ZIP code is a required field']) expect(e).toContain(m);
    expect(empty.html).toContain('<title>Error: Payment methods');
    // an empty form is told what is required, never that its (unchosen) expiry has passed
    expect(e).not.toContain('The card has expired');
    const bad = await a.post('/dashboard/billing/payment-methods', { intent: 'card', number: '4111 1111 1111 1112', expiryMonth: '1', expiryYear: '2020', firstName: 'Laura', lastName: 'Chen', street: '1 Vine', city: 'Napa', state: 'CA', zip: '94558' });
    expect(htmlText(bad.html)).toContain('Enter a valid card number.');
    expect(htmlText(bad.html)).toContain('The card has expired');
    expect(bad.html).not.toContain('4111 1111 1111 1112');
    expect(bad.html).not.toContain('4111111111111112');
    expect(bad.html).toContain('value="Laura"');
    const brand = await a.post('/dashboard/billing/payment-methods', { intent: 'card', number: '9999999999999995', expiryMonth: '12', expiryYear: year, firstName: 'L', lastName: 'C', street: 's', city: 'c', state: 'CA', zip: '1' });
    expect(htmlText(brand.html)).toContain('We accept Visa, Mastercard, American Express and Discover.');
    const ok = await a.post('/dashboard/billing/payment-methods', { intent: 'card', number: '5555 5555 5555 4444', expiryMonth: '12', expiryYear: year, firstName: 'Laura', lastName: 'Chen', street: '1 Vine St', city: 'Napa', state: 'CA', zip: '94558', country: 'usa' });
    expect(ok.res.status).toBe(303);
    const list = htmlText((await a.get('/dashboard/billing/payment-methods')).html);
    expect(list).toContain('The card was saved.');
    expect(list).toContain('Mastercard ending in 4444');
    expect((await a.provider.db.selectFrom('payment_methods').select('country').where('lastFour', '=', '4444').executeTakeFirstOrThrow()).country).toBe('United States');

    const achEmpty = await a.post('/dashboard/billing/payment-methods', { intent: 'ach' });
    const ae = htmlText(achEmpty.html);
    for (const m of ['Routing number is a required field', 'Account number is a required field', 'Confirm account number is a required field', 'Choose checking or savings', 'Choose business or personal', 'Field must be checked']) expect(ae).toContain(m);
    const achBad = await a.post('/dashboard/billing/payment-methods', { intent: 'ach', routingNumber: '011000016', accountNumber: SANDBOX_ACH.approved, confirmAccountNumber: '000123456780', achAccountType: 'CHECKING', achType: 'BUSINESS', generalAchAgreement: 'on' });
    const ab = htmlText(achBad.html);
    expect(ab).toContain('Enter a valid 9-digit routing number.');
    expect(ab).toContain('The account numbers do not match.');
    expect(ab).toContain('Field must be checked');
    expect(achBad.html).not.toContain(SANDBOX_ACH.approved);
    const achOk = await a.post('/dashboard/billing/payment-methods', { intent: 'ach', routingNumber: SANDBOX_ACH.routingNumber, accountNumber: SANDBOX_ACH.approved, confirmAccountNumber: SANDBOX_ACH.approved, achAccountType: 'SAVINGS', achType: 'PERSONAL', generalAchAgreement: 'on', businessAchAgreement: 'on' });
    expect(achOk.res.status).toBe(303);
    const after = htmlText((await a.get('/dashboard/billing/payment-methods')).html);
    expect(after).toContain('Savings account ending in 6789');
    expect(after).toContain('Personal (PPD)');
  });

  it('deletes with a confirmation page; refuses the autopay method with the reason; saves autopay', async () => {
    const a = await as('billing@example.com');
    const page = await a.get('/dashboard/billing/payment-methods');
    expect(htmlText(page.html)).toContain('Autopay is inactive.');
    const noFreq = await a.post('/dashboard/billing/payment-methods', { intent: 'autopay', paymentObjectId: '1', state: 'ACTIVE' });
    expect(htmlText(noFreq.html)).toContain('Frequency is a required field');
    const save = await a.post('/dashboard/billing/payment-methods', { intent: 'autopay', paymentObjectId: '1', frequency: 'WEEKLY', state: 'ACTIVE' });
    expect(save.res.status).toBe(303);
    const saved = htmlText((await a.get('/dashboard/billing/payment-methods')).html);
    expect(saved).toContain('Autopay was saved.');
    expect(saved).toMatch(/Autopay is active \(Weekly\)\. Next run: \d\d\/\d\d\/\d{4}\./);
    expect(saved).toContain('Autopay pays with this method: choose another method for autopay before deleting it.');
    // the confirmation page, then the refusal with its reason
    const confirm = await a.get('/dashboard/billing/payment-methods/1/delete');
    expect(htmlText(confirm.html)).toContain('Delete this payment method?');
    const refused = await a.post('/dashboard/billing/payment-methods/1/delete', {});
    expect(refused.res.status).toBe(303);
    expect(htmlText((await a.get(refused.location!)).html)).toContain('Autopay pays with this method');
    // another method deletes
    await a.post('/dashboard/billing/payment-methods', { intent: 'card', number: SANDBOX_CARDS.approved, expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1), firstName: 'L', lastName: 'C', street: 's', city: 'c', state: 'CA', zip: '1' });
    const id = (await a.provider.db.selectFrom('payment_methods').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const del = await a.post(`/dashboard/billing/payment-methods/${id}/delete`, {});
    expect(del.location).toBe('/dashboard/billing/payment-methods');
    const gone = htmlText((await a.get(del.location!)).html);
    expect(gone).toContain('The payment method was deleted.');
  });

  it('is not for reporting users', async () => {
    const a = await as('reporting@example.com');
    for (const path of ['/dashboard/billing/payment-methods', '/dashboard/billing/receipt?order=ORD-1']) {
      const r = await a.get(path, false);
      expect(r.res.status).toBe(302);
      expect(r.res.headers.get('location')).toBe('/launchpad');
    }
  });
});
