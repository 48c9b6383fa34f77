/**
 * Share links through the app's request handler (browsers without JavaScript): a Full User makes
 * a link with a passcode on the sample's share page (a bad passcode re-renders the form with an
 * error summary, what was chosen kept); a buyer in another browser is asked for the passcode
 * (a wrong one shows nothing of the report), the right one shows the report and its PDF form,
 * which downloads the PDF; the address is kept from other sites and from search engines; once
 * revoked, the page says so (410) and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest } from '../helpers/sign-in.ts';
import { testApp } from '../helpers/app.ts';
import { SHARE_LIMITS } from '../../contract/share-links.ts';
import { reportedSample } from '../helpers/samples.ts';

const NOW = '2026-11-18T18:00:00.000Z';
const { as: signedIn } = appsPerTest({ now: NOW });

describe('share links pages', () => {
  it('share with a passcode, open it as a buyer, download the PDF, revoke it', async () => {
    const app = await signedIn('full@example.com');
    const { db } = app.provider;
    const sample = await reportedSample(db);
    const samplePage = `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}`;
    expect((await app.get(samplePage)).html).toContain(`href="${samplePage}/share"`);
    const share = `${samplePage}/share`;
    expect(htmlText((await app.get(share)).html)).toContain('This sample has not been shared yet.');

    const bad = await app.post(share, { intent: 'create', days: '30', passcode: 'abc' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('class="error-summary"');
    expect(htmlText(bad.html)).toContain('The passcode must have at least 6 characters');
    expect(bad.html).toContain('value="abc"');

    const made = await app.post(share, { intent: 'create', days: '7', passcode: 'cellar-door-42' });
    expect(made.res.status).toBe(200);
    const url = made.html.match(/value="(http[^"]+\/shared\/[A-Za-z0-9_-]{43})"/)?.[1];
    expect(url).toBeTruthy();
    const path = new URL(url!).pathname;

    // The page with the link's secret is kept by no cache.
    expect(made.res.headers.get('cache-control'), 'the answer with the secret').toMatch(/no-store/);
    // A buyer's browser name with markup in it, which the member's page shows as text.
    const buyer = await testApp({ provider: app.provider, userAgent: 'BuyerBrowser/1.0 <img src=x onerror=alert(1)>' });
    const asked = await buyer.get(path);
    expect(asked.res.status).toBe(200);
    expect(asked.res.headers.get('referrer-policy')).toBe('same-origin');
    expect(asked.res.headers.get('x-robots-tag')).toContain('noindex');
    expect(asked.res.headers.get('cache-control')).toBe('no-store');
    expect(asked.html).toContain('name="robots" content="noindex"');
    expect(asked.html).not.toContain('Napa Ridge');
    expect(asked.html).not.toContain('/dashboard');
    expect(asked.html).not.toContain('<script');
    expect(htmlText(asked.html)).toContain('This shared report is protected by a passcode.');

    const wrong = await buyer.post(path, { passcode: 'not-the-one' });
    expect(wrong.res.status).toBe(200);
    expect(htmlText(wrong.html)).toContain('That passcode is not right.');
    expect(wrong.html).not.toContain('Napa Ridge');
    expect(wrong.html).not.toContain('not-the-one');

    const right = await buyer.post(path, { passcode: 'cellar-door-42' });
    expect(right.res.status).toBe(200);
    const text = htmlText(right.html);
    expect(text).toContain(`Lab report of sample ${sample.friendlyNumber}`);
    expect(text).toMatch(/Shared by .+ of Napa Ridge Cellars, until/);
    expect(right.html).toContain(`action="${path}/report.pdf"`);

    const pdf = await buyer.post(`${path}/report.pdf`, { passcode: 'cellar-door-42' });
    expect(pdf.res.status).toBe(200);
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.res.headers.get('cache-control')).toBe('no-store');
    // Without the passcode, the PDF goes back to the page (which asks for it).
    const noPass = await buyer.post(`${path}/report.pdf`, {});
    expect(noPass.res.status).toBe(303);
    expect(noPass.location).toBe(path);

    // The member sees both openings (page and PDF) with the buyer's browser.
    const listed = htmlText((await app.get(share)).html);
    expect(listed).toContain('Opened 2 times');
    expect(listed).toContain('BuyerBrowser/1.0');
    const listedHtml = (await app.get(share)).html;
    expect(listedHtml).not.toContain('<img src=x');
    expect(listedHtml).toContain('BuyerBrowser/1.0 &lt;img src=x onerror=alert(1)&gt;');
    const link = await db.selectFrom('share_links').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const revoked = await app.post(share, { intent: 'revoke', id: String(link.id) });
    expect(revoked.res.status).toBe(303);
    expect(htmlText((await app.get(share)).html)).toContain('The link is revoked: it no longer shows anything.');

    const gone = await buyer.get(path);
    expect(gone.res.status).toBe(410);
    expect(gone.res.headers.get('cache-control')).toBe('no-store');
    expect(htmlText(gone.html)).toContain('This link has been revoked by the person who shared it.');
    expect(gone.html).not.toContain('Napa Ridge');
    expect((await buyer.get('/shared/not-a-link')).res.status).toBe(404);
  });

  it('a Billing User cannot open the share page', async () => {
    const app = await signedIn('billing@example.com');
    const sample = await app.provider.db.selectFrom('samples').innerJoin('clients', 'clients.id', 'samples.clientId').select(['friendlyNumber', 'batchId']).where('clients.code', '=', 'C10234').executeTakeFirstOrThrow();
    const res = await app.get(`/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}/share`, false);
    expect(res.res.status).toBe(302);
  });
  it("shares the export pack for a market: the buyer sees its checks with sources and the guide line, nothing to order, and its PDF", async () => {
    const app = await signedIn('full@example.com');
    const sample = await reportedSample(app.provider.db);
    const share = `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}/share`;
    // From the export pack's "Share this export pack": the market is picked.
    expect((await app.get(`${share}?market=JP`)).html).toMatch(/<option value="JP" selected/);
    const made = await app.post(share, { intent: 'create', shows: 'EU', days: '30', passcode: '' });
    expect(made.res.status).toBe(200);
    const path = new URL(made.html.match(/value="(http[^"]+\/shared\/[A-Za-z0-9_-]{43})"/)![1]).pathname;
    expect(htmlText((await app.get(share)).html)).toContain('The export pack for European Union');
    const buyer = await testApp({ provider: app.provider });
    const page = await buyer.get(path);
    expect(page.res.status).toBe(200);
    const text = htmlText(page.html);
    expect(text).toContain(`Export pack for European Union: sample ${sample.friendlyNumber}`);
    expect(text).toContain('not legal advice');
    expect(text).toMatch(/Regulation|OIV|EU/);
    expect(page.html).not.toContain('order-missing');
    expect(page.html).not.toContain('<script');
    const pdf = await buyer.post(`${path}/report.pdf`, {});
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.res.headers.get('content-disposition')).toContain('export-pack-');
  });
  it('a sample with as many open links as it may have: the form says so and how to make room', async () => {
    const app = await signedIn('full@example.com');
    const { db } = app.provider;
    const sample = await reportedSample(db);
    const share = `/dashboard/results/group/${sample.batchId}/sample/${sample.friendlyNumber}/share`;
    for (let i = 0; i < SHARE_LIMITS.activePerSample; i++) {
      expect((await app.post(share, { intent: 'create', days: '30' })).res.status).toBe(200);
    }
    const refused = await app.post(share, { intent: 'create', days: '30' });
    expect(refused.res.status).toBe(409);
    expect(refused.html).toContain('class="error-summary"');
    expect(htmlText(refused.html)).toContain('This sample already has 20 open share links, the most it may have at once. Revoke one that is no longer needed, then create the new one.');
  });
});
