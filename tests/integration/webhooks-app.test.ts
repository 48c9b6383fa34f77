/**
 * The webhook pages and the export layout through the app (no JavaScript): an Administrator
 * registers an endpoint (the secret shown once, never again), a refused address is named under
 * the URL field with what was typed kept, a Full User is kept out; the results export's layout
 * choice gives the InnoVint file.
 */
import { describe, expect, it } from 'vitest';
import { appsPerTest } from '../helpers/sign-in.ts';

describe('webhooks and export layouts in the app', () => {
  const { as } = appsPerTest({ now: '2026-11-21T17:00:00Z' });

  it('registers an endpoint and shows its secret once; refuses a private address on the field; keeps a Full User out', async () => {
    const a = await as('owner@example.com');
    const settings = await a.get('/dashboard/client-settings');
    expect(settings.html).toContain('href="/dashboard/client-settings/webhooks"');
    const refused = await a.post('/dashboard/client-settings/webhooks', { url: 'https://10.0.0.1/hook', events: 'batch.released' });
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('This address cannot receive webhooks');
    expect(refused.html).toContain('value="https://10.0.0.1/hook"');
    const ok = await a.post('/dashboard/client-settings/webhooks', { url: 'https://93.184.216.34/hook', events: 'invoice.issued' });
    expect(ok.res.status).toBe(200);
    const secret = ok.html.match(/whsec_[A-Za-z0-9+/=]{32}/)?.[0];
    expect(secret).toBeTruthy();
    // The answer with the secret is kept by no cache.
    expect(ok.res.headers.get('cache-control')).toMatch(/no-store/);
    const list = await a.get('/dashboard/client-settings/webhooks');
    // how a receiver checks a message is said on the page (the customer has no README)
    expect(list.html).toContain('webhook-signature');
    expect(list.html).not.toContain('README');
    expect(list.html).toContain('https://93.184.216.34/hook');
    expect(list.html).not.toContain(secret!);
    const id = list.html.match(/href="\/dashboard\/client-settings\/webhooks\/(\d+)"/)![1];
    const detail = await a.get(`/dashboard/client-settings/webhooks/${id}`);
    expect(detail.html).toContain('Send test event');
    expect(detail.html).not.toContain(secret!);

    const full = await as('full@example.com');
    const page = await full.request('/dashboard/client-settings/webhooks');
    expect(page.status).not.toBe(200);
  });

  it('exports the results in the InnoVint layout when chosen', async () => {
    const a = await as('owner@example.com');
    const page = await a.get('/dashboard/results?view=analyses&q=Alcohol');
    expect(page.html).toContain('<option value="innovint">InnoVint analysis import</option>');
    const r = await a.post('/dashboard/results/export', { intent: 'export', view: 'analyses', q: 'Alcohol', from: '', to: '', layout: 'innovint' });
    expect(r.res.headers.get('content-disposition')).toMatch(/^attachment; filename="C10234-results-innovint-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.html).toMatch(/^\uFEFF?Lot Code,Vessel Code,Analysis Date/);
    expect(r.html).toMatch(/Alcohol \(% v\/v[^)]*\)/);
  });
});
