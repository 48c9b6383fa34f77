/**
 * Every action checks what its page hides. Send Invoices (the e-mailed invoice report) is shown
 * only to site administrators (document 3 §2, §6: the toggle to it is for administrators, site
 * flag); the billing page's action and the provider's POST /finance_reports.json refuse it to
 * everyone else, a Billing User and the client's own Administrator included, by the same rule
 * (contract/billing.ts maySendInvoices). And the Results page, which shows the re-sign form
 * instead of the results and their export while the agreement must be re-signed, does not
 * export then either.
 */
import { describe, expect, it } from 'vitest';
import { type TestApp } from '../helpers/app.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

const { as } = appsPerTest();

async function onNapa(a: TestApp) {
  const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
  await a.post('/active-client', { clientId: String(client.id), redirectTo: '/dashboard/billing' });
  return client.id;
}

describe('Send Invoices: site administrators only, in the page, its action and the provider', () => {
  it('refuses a Billing User and a client Administrator at the provider (403 with the reason), preview and send alike', async () => {
    const a = await as('billing@example.com');
    const A = await onNapa(a);
    const invoice = (await a.provider.db.selectFrom('invoices').select('invoiceNumber').where('clientId', '=', A).executeTakeFirstOrThrow()).invoiceNumber;
    const before = a.provider.outbox().length;
    for (const email of ['billing@example.com', 'owner@example.com', 'full@example.com']) {
      const token = await a.provider.tokenFor(email);
      for (const preview of [true, false]) {
        const r = await a.provider.call('POST', '/finance_reports.json', { token, body: { clientId: A, recipients: ['books@winery.example'], invoices: [invoice], preview } });
        expect(r.status, `${email} preview=${preview}`).toBe(403);
        expect(r.json.error).toBe('Only site administrators may send invoices by e-mail');
      }
    }
    expect(a.provider.outbox().length).toBe(before);
    const admin = await a.provider.call('POST', '/finance_reports.json', { token: await a.provider.tokenFor('admin@example.com'), body: { clientId: A, recipients: ['books@winery.example'], invoices: [invoice] } });
    expect(admin.status).toBe(201);
  });

  it('a Billing User: the page never shows the view, and its action refuses send, confirm and reset with 403; nothing is mailed', async () => {
    const a = await as('billing@example.com');
    const A = await onNapa(a);
    const page = await a.get('/dashboard/billing?view=send');
    expect(page.res.status).toBe(200);
    expect(page.html).not.toContain('name="intent" value="send"');
    expect(page.html).not.toContain('href="/dashboard/billing?view=send"');
    const invoices = (await a.provider.db.selectFrom('invoices').select('invoiceNumber').where('clientId', '=', A).limit(2).execute()).map((i) => i.invoiceNumber);
    const before = a.provider.outbox().length;
    for (const intent of ['confirm', 'send', 'reset']) {
      const r = await a.post('/dashboard/billing?view=send', { intent, recipient: 'books@winery.example', invoices });
      expect(r.res.status, intent).toBe(403);
      expect(r.html).not.toContain('The Selected Invoices Have Been Sent');
    }
    expect(a.provider.outbox().length).toBe(before);
    expect(await a.provider.db.selectFrom('finance_reports').select('id').where('clientId', '=', A).execute()).toEqual([]);
    // The payment view's intents stay open to a Billing User.
    const select = await a.post('/dashboard/billing', { intent: 'select', invoices });
    expect(select.res.status).toBe(303);
  });

  it('a client Administrator (not a site administrator) is refused the same way', async () => {
    const a = await as('owner@example.com');
    const A = await onNapa(a);
    const invoices = (await a.provider.db.selectFrom('invoices').select('invoiceNumber').where('clientId', '=', A).limit(1).execute()).map((i) => i.invoiceNumber);
    const r = await a.post('/dashboard/billing?view=send', { intent: 'confirm', recipient: 'books@winery.example', invoices });
    expect(r.res.status).toBe(403);
    expect(a.provider.outbox().some((m) => m.to.includes('books@winery.example'))).toBe(false);
  });

  it('a site administrator sends', async () => {
    const a = await as('admin@example.com');
    const A = await onNapa(a);
    const invoices = (await a.provider.db.selectFrom('invoices').select('invoiceNumber').where('clientId', '=', A).limit(1).execute()).map((i) => i.invoiceNumber);
    const r = await a.post('/dashboard/billing?view=send', { intent: 'confirm', recipient: 'books@winery.example', invoices });
    expect(r.res.status).toBe(303);
    expect(a.provider.outbox().some((m) => m.to.includes('books@winery.example'))).toBe(true);
  });
});

describe('Results while the agreement must be re-signed: the page shows the re-sign form, not the export', () => {
  it('an export posted by URL goes back to the form and e-mails nothing', async () => {
    const a = await as('owner@example.com');
    const B = await a.provider.db.selectFrom('clients').select(['id', 'resignAgreement']).where('code', '=', 'C10871').executeTakeFirstOrThrow();
    expect(B.resignAgreement).toBeTruthy();
    await a.post('/active-client', { clientId: String(B.id) });
    const page = await a.get('/dashboard/results');
    expect(page.html).not.toContain('name="intent" value="export"');
    const before = a.provider.outbox().length;
    const r = await a.post('/dashboard/results', { intent: 'export', view: 'analyses', from: '01/01/2020', to: '12/31/2026' });
    expect(r.res.status).toBe(303);
    expect(r.location).toBe('/dashboard/results');
    await a.provider.jobs.drain();
    expect(a.provider.outbox().length).toBe(before);
  });
});
