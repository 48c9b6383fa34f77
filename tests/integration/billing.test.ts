/**
 * Billing (document 3 §2, §7): the provider's invoice list (roles, filters, paging, balance in
 * dollars, bad input) and the e-mailed invoice report (outbox with PDF and CSV attachments);
 * then the app's /dashboard/billing page through the request handler (list, filters, paging,
 * send and reset, invoice PDF download, row opening, gates).
 */
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';
import { testApp, type TestApp } from '../helpers/app.ts';
import { invoiceLines } from '../../provider/services/invoice-pdf.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  let out = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out += content.items.map((it: any) => ('str' in it ? it.str : '')).join(' ') + '\n';
  }
  return out.replace(/\s+/g, ' ');
}

let p: TestProvider;
let A: number;
let C: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  p = await testProvider({ seed: true, now: '2026-11-21T17:00:00Z' });
  const byCode = async (code: string) => (await p.db.selectFrom('clients').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  A = await byCode('C10234');
  C = await byCode('C11402');
  for (const [k, email] of Object.entries({
    billing: 'billing@example.com', full: 'full@example.com', owner: 'owner@example.com', reporting: 'reporting@example.com',
    colin: 'colin.reyes@sierracrest.example', admin: 'admin@example.com', rosa: 'rosa.diaz@redwoodcoastbrewing.example',
  })) tokens[k] = await p.tokenFor(email);
}, 120_000);
afterAll(() => closeProvider(p));

const list = (client: number, token: string, query = '') => p.call('GET', `/clients/${client}/invoices.json${query}`, { token });

describe('GET /clients/{clientId}/invoices.json', () => {
  it('lets billing, full, administrator and site administrators in; refuses reporting users and other clients', async () => {
    for (const who of ['billing', 'full', 'owner', 'admin']) expect((await list(A, tokens[who])).status, who).toBe(200);
    const reporting = await list(A, tokens.reporting);
    expect(reporting.status).toBe(403);
    expect(reporting.json.error).toBe('Your role does not allow this');
    expect((await list(A, tokens.colin)).status).toBe(403);
    expect((await p.call('GET', `/clients/${A}/invoices.json`)).status).toBe(401);
  });

  it('answers one page newest first, amounts in dollars, the balance of every unpaid invoice and the total', async () => {
    const r = await list(A, tokens.billing);
    expect(r.json.data).toHaveLength(50);
    const dates = r.json.data.map((i: any) => i.dateIssued);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rows = await p.db.selectFrom('invoices').selectAll().where('clientId', '=', A).execute();
    expect(r.json.recordsTotal).toBe(rows.length);
    const unpaidCents = rows.filter((i) => i.status === 'UNPAID').reduce((s, i) => s + i.amountDue, 0);
    expect(unpaidCents).toBeGreaterThan(0);
    expect(r.json.balance).toBeCloseTo(unpaidCents / 100, 2);
    const first = r.json.data[0];
    const stored = rows.find((i) => i.invoiceNumber === first.invoiceNumber)!;
    expect(first.totalAmount).toBe(stored.totalAmount / 100);
    expect(first).toMatchObject({ docType: expect.any(String), status: expect.stringMatching(/^(PAID|UNPAID|PENDING)$/), isOfflineInvoice: expect.any(Boolean) });
  });

  it('pages with start and length', async () => {
    const all = (await list(A, tokens.billing, '?length=150')).json;
    const second = (await list(A, tokens.billing, '?start=50&length=50')).json;
    expect(second.data.map((i: any) => i.id)).toEqual(all.data.slice(50, 100).map((i: any) => i.id));
    expect(second.recordsTotal).toBe(all.recordsTotal);
    const past = (await list(A, tokens.billing, `?start=${all.recordsTotal}`)).json;
    expect(past.data).toEqual([]);
  });

  it('filters by status, number and issue dates', async () => {
    for (const status of ['PAID', 'UNPAID', 'PENDING']) {
      const r = (await list(A, tokens.billing, `?status=${status.toLowerCase()}&length=500`)).json;
      expect(r.data.length, status).toBeGreaterThan(0);
      expect(r.data.every((i: any) => i.status === status)).toBe(true);
    }
    const any = (await list(A, tokens.billing, '?status=All')).json;
    const some = any.data[3];
    const byNumber = (await list(A, tokens.billing, `?number=${some.invoiceNumber}`)).json;
    expect(byNumber.data.map((i: any) => i.invoiceNumber)).toEqual([some.invoiceNumber]);
    expect(byNumber.recordsTotal).toBe(1);
    const fc = (await list(A, tokens.billing, '?number=fc-&length=500')).json;
    expect(fc.data.length).toBeGreaterThan(0);
    expect(fc.data.every((i: any) => i.docType === 'Finance Charge' && i.pdfAvailable === false)).toBe(true);
    const october = (await list(A, tokens.billing, '?startDate=10/01/2026&endDate=2026-10-31&length=500')).json;
    expect(october.data.length).toBeGreaterThan(0);
    for (const i of october.data) {
      expect(i.dateIssued >= '2026-10-01T07:00:00.000Z').toBe(true);
      expect(i.dateIssued < '2026-11-01T07:00:00.000Z').toBe(true);
    }
    const none = (await list(A, tokens.billing, '?number=no-such-invoice')).json;
    expect(none).toMatchObject({ data: [], recordsTotal: 0 });
    expect(none.balance).toBe(any.balance);
  });

  it('marks offline invoices and offers PDFs only for invoices of completed batches', async () => {
    const r = (await list(A, tokens.billing, '?length=500')).json;
    const offline = r.data.filter((i: any) => i.isOfflineInvoice);
    expect(offline.length).toBeGreaterThan(0);
    expect(offline.every((i: any) => !i.pdfAvailable && i.batchNumber === null)).toBe(true);
    const pending = r.data.filter((i: any) => i.status === 'PENDING');
    expect(pending.every((i: any) => !i.pdfAvailable)).toBe(true);
    expect(r.data.some((i: any) => i.pdfAvailable)).toBe(true);
  });

  it('refuses bad queries with clear messages', async () => {
    const cases: [string, RegExp][] = [
      ['?status=LATE', /status must be one of ALL, PAID, UNPAID, PENDING/],
      ['?startDate=31/31/2026', /Dates must be MM\/dd\/yyyy or yyyy-MM-dd/],
      ['?startDate=11/02/2026&endDate=11/01/2026', /start date must not be after the end date/],
      ['?length=0', /length must be at least 1/],
      ['?length=abc', /length/],
      ['?start=-1', /start must not be negative/],
      [`?number=${'9'.repeat(41)}`, /number must be at most 40 characters/],
    ];
    for (const [q, message] of cases) {
      const r = await list(A, tokens.billing, q);
      expect(r.status, q).toBe(400);
      expect(r.json.error, q).toMatch(message);
    }
  });
});

describe('POST /finance_reports.json', () => {
  async function pick(status?: string) {
    const r = (await list(A, tokens.billing, `?length=500${status ? `&status=${status}` : ''}`)).json;
    return r.data as any[];
  }

  it('e-mails the selected invoices with their PDFs and a CSV, and records the report', async () => {
    const all = await pick();
    const withPdf = all.filter((i) => i.pdfAvailable).slice(0, 2);
    const finance = all.find((i) => i.docType === 'Finance Charge');
    const chosen = [...withPdf.map((i) => i.invoiceNumber), { invoiceNumber: finance.invoiceNumber, docType: 'Finance Charge', price: finance.totalAmount }];
    const r = await p.call('POST', '/finance_reports.json', {
      token: tokens.admin,
      body: { clientId: A, recipients: ['Accounts@Winery.example', 'cfo@winery.example'], invoices: chosen },
    });
    expect(r.status).toBe(201);
    expect(r.json.recipients).toEqual(['accounts@winery.example', 'cfo@winery.example']);
    expect(r.json.invoices).toHaveLength(3);
    const mail = p.outbox().find((m) => m.to.includes('accounts@winery.example'))!;
    expect(mail.to).toEqual(['accounts@winery.example', 'cfo@winery.example']);
    expect(mail.subject).toBe('Invoices of Napa Ridge Cellars (C10234)');
    expect(mail.replyTo).toBe('admin@example.com');
    const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdfs.map((a) => a.filename)).toEqual(withPdf.map((i) => `invoice-${i.invoiceNumber}.pdf`));
    expect(fs.readFileSync(pdfs[0].path).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = mail.attachments.find((a) => a.contentType === 'text/csv')!;
    const lines = fs.readFileSync(csv.path, 'utf8').trim().split('\r\n');
    expect(lines[0]).toContain('Invoice number');
    expect(lines).toHaveLength(4);
    expect(lines.some((l) => l.startsWith(`${finance.invoiceNumber},Finance Charge`))).toBe(true);
    const row = await p.db.selectFrom('finance_reports').selectAll().where('id', '=', r.json.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.invoices)).toEqual(r.json.invoices);
    expect(JSON.parse(row.recipients)).toEqual(r.json.recipients);
  });

  it('validates recipients, the number of invoices and the invoices themselves', async () => {
    const all = await pick();
    const numbers = all.map((i) => i.invoiceNumber);
    const send = (body: unknown, token = tokens.admin) => p.call('POST', '/finance_reports.json', { token, body });
    const bad = await send({ clientId: A, recipients: ['not-an-address'], invoices: numbers.slice(0, 1) });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/recipient must be an e-mail address/);
    const none = await send({ clientId: A, recipients: [], invoices: numbers.slice(0, 1) });
    expect(none.json.error).toMatch(/at least one recipient/);
    const many = await send({ clientId: A, recipients: ['a@b.example'], invoices: numbers.slice(0, 21) });
    expect(many.status).toBe(400);
    expect(many.json.error).toMatch(/at most 20 invoices per e-mail/);
    const empty = await send({ clientId: A, recipients: ['a@b.example'], invoices: [] });
    expect(empty.json.error).toMatch(/at least one invoice/);
    const foreign = (await list(C, tokens.rosa)).json.data[0].invoiceNumber;
    const other = await send({ clientId: A, recipients: ['a@b.example'], invoices: [foreign] });
    expect(other.status).toBe(400);
    expect(other.json.error).toContain(foreign);
    expect((await send({ recipients: ['a@b.example'], invoices: numbers.slice(0, 1) })).json.error).toMatch(/clientId/);
    // Send Invoices is for site administrators (document 3 §2, §6): every client role is refused; nothing is sent
    const before = p.outbox().length;
    for (const who of ['billing', 'full', 'owner', 'reporting', 'colin']) {
      const r = await send({ clientId: A, recipients: ['a@b.example'], invoices: numbers.slice(0, 1) }, tokens[who]);
      expect(r.status, who).toBe(403);
      expect(r.json.error, who).toBe('Only site administrators may send invoices by e-mail');
    }
    expect((await send({ clientId: 'C10234', recipients: ['a@b.example'], invoices: numbers.slice(0, 1) }, tokens.admin)).status).toBe(201);
    expect(p.outbox().length).toBe(before + 1);
  });

  it('previews exactly what a send would e-mail, without sending or recording anything', async () => {
    const all = await pick();
    const chosen = [all.find((i) => i.pdfAvailable), all.find((i) => i.docType === 'Finance Charge')].map((i) => i.invoiceNumber);
    const before = p.outbox().length;
    const reports = (await p.db.selectFrom('finance_reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect((await p.call('POST', '/finance_reports.json', { token: tokens.billing, body: { clientId: A, recipients: ['Books@Winery.example'], invoices: chosen, preview: true } })).status).toBe(403);
    const r = await p.call('POST', '/finance_reports.json', { token: tokens.admin, body: { clientId: A, recipients: ['Books@Winery.example'], invoices: chosen, preview: true } });
    expect(r.status).toBe(200);
    expect(r.json.preview).toBe(true);
    expect(r.json.recipients).toEqual(['books@winery.example']);
    expect(r.json.invoices.map((i: any) => i.invoiceNumber)).toEqual(chosen);
    expect(r.json.attachments).toEqual([`invoice-${chosen[0]}.pdf`, expect.stringMatching(/^C10234-invoices-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(p.outbox().length).toBe(before);
    const after = (await p.db.selectFrom('finance_reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(reports));
  });
});

describe('the invoice PDF', () => {
  it('bills one line per ordered analysis and sample count; the lines add up to every invoice total', async () => {
    const invoices = await p.db.selectFrom('invoices').select(['batchId', 'totalAmount', 'invoiceNumber']).where('docType', '=', 'Invoice').where('batchId', 'is not', null).where('isOfflineInvoice', '=', 0).execute();
    expect(invoices.length).toBeGreaterThan(20);
    for (const inv of invoices) {
      const lines = await invoiceLines(p.db, inv.batchId!, inv.totalAmount);
      expect(lines.reduce((s, l) => s + l.amount, 0), inv.invoiceNumber).toBe(inv.totalAmount);
      // the seed's prices are the catalogue's: no adjustment is needed, so each line is a real item
      expect(lines.some((l) => l.description.startsWith('Adjustment')), inv.invoiceNumber).toBe(false);
      for (const l of lines) if (l.unitPrice !== null) expect(l.amount).toBe(l.unitPrice * l.quantity);
      // a panel is one line, not one per analyte
      expect(new Set(lines.map((l) => l.description)).size).toBe(lines.length);
    }
  });

  it('prints bill-to, remit-to, one invoice date, lines, a subtotal equal to the total, and how to pay', async () => {
    const all = (await list(A, tokens.billing, '?length=500')).json.data as any[];
    // the invoice with the most billed lines, and one with a panel
    const withPdf = all.filter((i) => i.pdfAvailable);
    const counts = await Promise.all(withPdf.map(async (i) => ({ i, n: (await invoiceLines(p.db, i.batchNumber, Math.round(i.totalAmount * 100))).length })));
    const biggest = counts.sort((x, y) => y.n - x.n)[0].i;
    const res = await p.app.request(`/clients/${A}/batches/${biggest.batchNumber}/report?report_type=billing`, { headers: { authorization: `Bearer ${tokens.billing}` } });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(text).toContain('INVOICE');
    expect(text).toContain(biggest.invoiceNumber);
    expect(text).toContain('Bill to');
    expect(text).toContain('Napa Ridge Cellars');
    expect(text).toContain('Remit to');
    expect(text).toContain('899 Adams Street');
    expect(text).toContain(`Subtotal ${usd(biggest.totalAmount)}`);
    expect(text).toContain(`Total ${usd(biggest.totalAmount)}`);
    expect(text).toContain(`Amount due ${usd(biggest.amountDue)}`);
    expect(text).toContain('Payment instructions');
    expect(text).toMatch(/Pay online: .*\/dashboard\/billing/);
    expect(text.match(/Invoice date/g)).toHaveLength(1);
    expect(text).not.toContain('Issued');
  });
});

// ─── the page ────────────────────────────────────────────────────────────────

describe('/dashboard/billing', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    if (app) await closeProvider(app.provider);
    app = undefined;
  });
  async function as(email: string) {
    app = await testApp({ seed: true, now: new Date().toISOString() });
    const r = await app.post('/login', { email, password: 'harvest-2026' });
    expect(r.res.status).toBe(303);
    return app;
  }
  const rowCount = (html: string) => (html.match(/<tr class="invoice-row/g) ?? []).length;

  it('lands a billing user on billing with the list, balance, filters and paging', async () => {
    const a = await as('billing@example.com');
    const landing = await a.get('/dashboard');
    expect(landing.url).toBe('/dashboard/billing');
    const { res, html } = await a.get('/dashboard/billing');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Billing | Vinlab Analytical Laboratories</title>');
    expect(html).toMatch(/Balance due/);
    expect(html).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    expect(rowCount(html)).toBe(50);
    // A billing user cannot open rows into results, nor download lab reports
    expect(html).not.toContain('/dashboard/billing/open/');
    const paid = await a.get('/dashboard/billing?status=PAID&size=100');
    expect(paid.html).not.toContain('status-unpaid');
    expect(paid.html).toContain('status-paid');
    expect(rowCount(paid.html)).toBeGreaterThan(50);
    const page2 = await a.get('/dashboard/billing?page=2');
    expect(page2.html).toContain('aria-current="page" aria-label="Go to page 2"');
    const none = await a.get('/dashboard/billing?number=no-such');
    expect(none.html).toContain('No invoices match these filters.');
    const badDate = await a.get('/dashboard/billing?from=13/45/2026');
    expect(badDate.html).toContain('Enter dates as MM/dd/yyyy.');
  });

  it('sends selected invoices, says so, and resets', async () => {
    // Send Invoices is the aside's second view, for site administrators (document 3 §2, §6)
    const a = await as('admin@example.com');
    const client = await a.provider.db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow();
    await a.post('/active-client', { clientId: String(client.id), redirectTo: '/dashboard/billing' });
    const { html } = await a.get('/dashboard/billing?view=send');
    const numbers = [...html.matchAll(/name="invoices" value="([^"]+)"/g)].map((m) => m[1]);
    // One checkbox per invoice: no hidden card copy that a failed submit re-ticks.
    expect(numbers.length).toBe(50);
    expect(new Set(numbers).size).toBe(numbers.length);
    const chosen = numbers.slice(0, 2);
    const failed = await a.post('/dashboard/billing?view=send', { intent: 'send', recipient: 'nope', invoices: chosen });
    expect(failed.res.status).toBe(400);
    expect(failed.html).toContain('<title>Error: Billing');
    expect(failed.html).toContain('Enter a valid e-mail address');
    expect(failed.html).toMatch(/2 \/ 20/);
    expect((failed.html.match(/<input type="checkbox"[^>]*name="invoices"[^>]*checked=""/g) ?? []).length).toBe(2);
    const tooMany = await a.post('/dashboard/billing?view=send', { intent: 'send', recipient: 'x@y.example', invoices: [...new Set(numbers)].slice(0, 21) });
    expect(tooMany.res.status).toBe(400);
    expect(tooMany.html).toContain('You can send at most 20 invoices per e-mail');
    // Send asks for a confirmation listing exactly the ticked invoices; nothing is mailed yet.
    const sentBefore = a.provider.outbox().length;
    const confirm = await a.post('/dashboard/billing?status=ALL&view=send', { intent: 'send', recipient: 'books@winery.example', invoices: chosen });
    expect(confirm.res.status).toBe(200);
    expect(confirm.html).toContain('2 invoices will be e-mailed to books@winery.example');
    const listed = confirm.html.slice(confirm.html.indexOf('class="send-confirm"'), confirm.html.indexOf('</section>', confirm.html.indexOf('class="send-confirm"')));
    expect([...listed.matchAll(/type="hidden" name="invoices" value="([^"]+)"/g)].map((m) => m[1])).toEqual(chosen);
    expect(a.provider.outbox().length).toBe(sentBefore);
    const ok = await a.post('/dashboard/billing?status=ALL&view=send', { intent: 'confirm', recipient: 'books@winery.example', invoices: chosen });
    expect(ok.res.status).toBe(303);
    expect(ok.location).toBe('/dashboard/billing?status=ALL&view=send');
    expect((await a.get(ok.location!)).html).toContain('The Selected Invoices Have Been Sent to books@winery.example');
    expect(a.provider.outbox().some((m) => m.to.includes('books@winery.example'))).toBe(true);
    const reset = await a.post('/dashboard/billing?view=send', { intent: 'reset' });
    expect(reset.res.status).toBe(303);
    expect((await a.get(reset.location!)).html).toContain('Send Invoices Form Has Been Reset');
  });

  it('downloads an invoice PDF; offline invoices and finance charges link to the contact page', async () => {
    const a = await as('owner@example.com');
    const { html } = await a.get('/dashboard/billing?size=150');
    const pdf = html.match(/href="(\/dashboard\/billing\/invoices\/\d+\/pdf)"/)![1];
    const res = await a.request(pdf);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/invoice-\d+\.pdf/);
    expect(html).toMatch(/href="\/contact-us\?message=[^"]+"/);
    expect(html).toContain('2% per month');
    // an administrator opens a batch invoice into results
    const open = html.match(/href="(\/dashboard\/billing\/open\/\d+)"/)![1];
    const r = await a.request(open);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toMatch(/^\/dashboard\/results/);
  });

  it('keeps reporting users out and sends them to the launchpad', async () => {
    const a = await as('reporting@example.com');
    const r = await a.get('/dashboard/billing', false);
    expect(r.res.status).toBe(302);
    expect(r.res.headers.get('location')).toBe('/launchpad');
  });
});
