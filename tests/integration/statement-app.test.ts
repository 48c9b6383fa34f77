/**
 * The client's side through the app (no JavaScript): the billing page's statement form and due
 * dates, the statement download; the results page's ZIP of several lab reports; the results
 * CSV downloaded at once when small.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { appsPerTest } from '../helpers/sign-in.ts';
import { pdfText } from '../helpers/pdf.ts';

const NOW = '2026-11-21T17:00:00Z';

describe('the statement of account on /dashboard/billing', () => {
  const { as } = appsPerTest({ now: NOW });

  it('offers the statement by month (last month first), shows due dates and overdue, downloads the PDF', async () => {
    const a = await as('billing@example.com');
    const { html } = await a.get('/dashboard/billing?status=UNPAID&size=150');
    expect(html).toMatch(/<form class="statement-form"[^>]* action="\/dashboard\/billing\/statement.pdf" method="get">/);
    expect(html).toMatch(/<option value="2026-10" selected="">October 2026<\/option>/);
    expect(html).toContain('>Due<');
    expect(html).toMatch(/Overdue \(\d+ days?\)/);
    const res = await a.request('/dashboard/billing/statement.pdf?month=2026-10');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="statement-C10234-2026-10.pdf"');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Statement of account');
    expect(text).toContain('Payments received in October 2026');
    const bad = await a.request('/dashboard/billing/statement.pdf?month=2026-99');
    expect(bad.status).toBe(302);
    expect((await a.get(bad.headers.get('location')!)).html).toContain('Choose a month for the statement.');
  });

  it('keeps reporting users out of the statement', async () => {
    const a = await as('reporting@example.com');
    const res = await a.request('/dashboard/billing/statement.pdf');
    expect(res.status).not.toBe(200);
  });
});

describe('several lab reports at once on /dashboard/results', () => {
  const { as } = appsPerTest({ now: NOW });

  it('ticks Completed groups in a GET form and downloads one ZIP; none selected says so', async () => {
    const a = await as('owner@example.com');
    const { html } = await a.get('/dashboard/results');
    expect(html).toMatch(/<form id="reports-zip"[^>]* action="\/dashboard\/results\/reports.zip" method="get">/);
    const ids = [...html.matchAll(/<input type="checkbox" form="reports-zip" id="zip-\d+" name="batch" value="(\d+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(2);
    const res = await a.request(`/dashboard/results/reports.zip?back=&batch=${ids[0]}&batch=${ids[1]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(files).toEqual([`lab-report-C10234-${ids[0]}.pdf`, `lab-report-C10234-${ids[1]}.pdf`]);
    const none = await a.request('/dashboard/results/reports.zip?back=');
    expect(none.status).toBe(302);
    expect((await a.get(none.headers.get('location')!)).html).toContain('Select at least one completed group');
    const many = await a.request(`/dashboard/results/reports.zip?${Array.from({ length: 51 }, (_, i) => `batch=${i + 1}`).join('&')}`);
    expect((await a.get(many.headers.get('location')!)).html).toContain('At most 50 lab reports fit in one download');
  });

  it('downloads a small results CSV at once from the export form, and says so on the page', async () => {
    const a = await as('owner@example.com');
    const page = await a.get('/dashboard/results?view=analyses&q=Alcohol');
    expect(page.html).toMatch(/These [\d,]+ rows download at once\./);
    const mails = a.provider.outbox().length;
    expect(page.html).toMatch(/<form[^>]*action="\/dashboard\/results\/export"/);
    const r = await a.post('/dashboard/results/export', { intent: 'export', view: 'analyses', q: 'Alcohol', from: '', to: '' });
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.res.headers.get('content-disposition')).toMatch(/^attachment; filename="C10234-results-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.html).toContain('Group,Sample ID');
    expect(a.provider.outbox().length).toBe(mails);
  });
});
