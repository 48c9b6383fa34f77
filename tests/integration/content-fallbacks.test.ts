/**
 * Content that fails to load costs its own part of the page, never the page (document 1 §8): a CMS
 * content page whose content the provider cannot give, and the site administrator's list of all
 * clients, each show their translated fallback message and keep the rest of the page working.
 */
import { describe, expect, it } from 'vitest';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

const { as, open } = appsPerTest();

describe('a content page whose content fails to load', () => {
  it('keeps the page (its title, the about tabs, its related links, the site menu) and says the content could not be loaded', async () => {
    const app = await open({ failingCalls: /\/cms\/content_pages\.json/ });
    const page = await app.get('/about-us/quality');
    expect(page.res.status).toBe(200);
    const text = htmlText(page.html);
    // the toast and the message in place of the content
    expect(page.html).toContain('class="flash flash-error" role="alert"');
    expect(page.html).toMatch(/<p class="load-failed" role="status"[^>]*>This page&#x27;s content could not be loaded\./);
    expect(text).toContain("This page's content could not be loaded. Please try again later.");
    // the rest of the page: its name, the about tabs, the related links, the site's navigation and footer
    expect(page.html).toMatch(/<h1>Quality<\/h1>/);
    expect(page.html).toContain('href="/about-us/our-story"');
    expect(page.html).toContain('href="/accreditation"');
    expect(page.html).toContain('<nav');
    expect(page.html).toContain('<footer');
    // other pages of the site still answer
    expect((await app.get('/contact-us')).res.status).toBe(200);
  });

  it('in German too, and a page the provider does not have is still the 404 page', async () => {
    const app = await open({ failingCalls: /\/cms\/content_pages\.json/ });
    const de = await app.get('/our-services?lng=de');
    const html = de.html;
    expect(de.res.status).toBe(200);
    expect(html).toContain('Der Inhalt dieser Seite konnte nicht geladen werden.');
    const missing = await open({ withoutCalls: /\/cms\/content_pages\.json/ });
    expect((await missing.get('/privacy')).res.status).toBe(404);
  });
});

describe("the site administrator's list of all clients failing to load", () => {
  it('shows all-godmode-clients-error and keeps the page: the clients awaiting approval, the search, the launchpad menu', async () => {
    const a = await as('admin@example.com', { failingCalls: /^\/users\/\d+\/clients/ });
    const page = await a.get('/launchpad/clients');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('class="flash flash-error" role="alert"');
    expect(page.html).toMatch(/<p class="load-failed" role="status"[^>]*>The clients could not be loaded\.<\/p>/);
    expect(page.html).toContain('<h1');
    expect(page.html).toMatch(/<form[^>]*role="search"/);
    expect(page.html).toContain('href="/launchpad/new-client"');
    // not "no client matches": the list is not empty, it did not load
    expect(htmlText(page.html)).not.toContain('No client matches');
  });
});
