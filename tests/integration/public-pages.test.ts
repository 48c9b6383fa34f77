/**
 * The public site, app side, through the built request handler: every public route
 * answers 200 (and every old path its 301), pages with nothing to enhance ship no JavaScript,
 * the contact and soil forms reach the outbox, dropbox codes only for signed-in users, search,
 * report verification (code posted, never in the URL) and the godmode chart upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers/app.ts';
import { closeProvider } from '../helpers/provider.ts';
import { htmlText } from '../helpers/html.ts';
import { signIn } from '../helpers/sign-in.ts';

let app: TestApp;
beforeAll(async () => {
  app = await testApp({ seed: true });
});
afterAll(() => closeProvider(app.provider));

export const PUBLIC_PAGES = [
  '/about-us', '/about-us/our-story', '/about-us/the-ets-difference', '/about-us/quality', '/about-us/applied-innovation', '/about-us/seminars',
  '/our-services', '/our-services/services', '/analysis-reports', '/vintage-portal', '/expertise-on-call', '/vintage-reports',
  '/categories', '/sale', '/teams', '/privacy', '/security', '/terms-and-conditions', '/terms-and-conditions-and-credit-agreement',
  '/technical-tools', '/accreditation', '/careers', '/terramea', '/sustainability', '/publications', '/contact-us', '/contact',
  '/global-search', '/search', '/locations',
];
// /locations too: without a map tile URL (as here) its map is the server's SVG
const NO_JS = ['/locations', '/about-us', '/about-us/our-story', '/about-us/quality', '/privacy', '/terms-and-conditions', '/technical-tools', '/accreditation', '/sustainability', '/publications', '/about-us/seminars'];

const login = (email: string) => signIn(app, email);

describe('public routes', () => {
  it.each(PUBLIC_PAGES)('%s answers 200 with a page, one title and a description, in English and German', async (path) => {
    const { res, html } = await app.get(path, false);
    expect(res.status).toBe(200);
    expect(html).toContain('<h1');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    const de = await app.get(`${path}?lng=de`, false);
    await app.get('/?lng=en', false); // the language choice is remembered in a cookie: back to English
    expect(de.html).toContain('<html lang="de"');
    expect(de.html).toMatch(/<title>[^<]*Vinlab Analytische Laboratorien<\/title>/);
  });

  it('publication detail and report verification answer 200; unknown ones 404', async () => {
    const list = await app.provider.call('GET', '/cms/publications.json');
    const { res, html } = await app.get(`/publications/publication/${list.json[0].id}`, false);
    expect(res.status).toBe(200);
    expect(html).toContain('/analyses/analysis/');
    expect((await app.get('/publications/publication/999999', false)).res.status).toBe(404);
    expect((await app.get('/wreports/R-1', false)).res.status).toBe(200);
  });

  it.each([
    ['/library', '/publications'],
    ['/library?searchTerm=smoke', '/publications?searchTerm=smoke'],
    ['/library/12', '/publications/publication/12'],
    ['/about-us/people', '/'],
  ])('old path %s answers 301 to %s', async (from, to) => {
    const { res } = await app.get(from, false);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it.each(['/library/smoke-taint', '/analyses/pesticide-panel'])('%s, under an old prefix but naming nothing, is the 404 page', async (path) => {
    const { res, html } = await app.get(path, false);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Page not found');
  });

  it('/admin and /timeclock are 404 when no target is configured', async () => {
    expect((await app.get('/admin', false)).res.status).toBe(404);
    expect((await app.get('/timeclock', false)).res.status).toBe(404);
  });

  it.each(NO_JS)('%s ships no JavaScript', async (path) => {
    const { html } = await app.get(path, false);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
  });

  it('report verification has no footer', async () => {
    const { html } = await app.get('/wreports/R-1', false);
    expect(html).not.toContain('site-footer');
  });
});

describe('publications', () => {
  it('filters by term, category and sorts; escapes the echoed term', async () => {
    const { html } = await app.get('/publications?searchTerm=%3Cscript%3Ealert(1)%3C%2Fscript%3E', false);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;');
    const smoke = await app.get('/publications?searchTerm=smoke%20exposure', false);
    expect(smoke.html).toMatch(/publications\/publication\/\d+/);
    const alpha = await app.get('/publications?sort=alphabetical', false);
    const titles = [...alpha.html.matchAll(/<h2 class="h3"><a href="\/publications\/publication\/\d+"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(titles.length).toBeGreaterThan(2);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });
});

describe('contact form', () => {
  it('shows each field its own error (the note its own), then sends and flashes', async () => {
    const bad = await app.post('/contact-us', { firstName: '', lastName: 'Doe', email: 'not-an-email', phone: '', note: '' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('<title>Error: ');
    expect(bad.html).toMatch(/id="cp-note-error"[^>]*>.*Note is required/);
    expect(bad.html).toMatch(/id="cp-first-name-error"[^>]*>.*First name is required/);
    const ok = await app.post('/contact-us', { firstName: 'Jane', lastName: 'Doe <b>', email: 'jane@example.com', phone: '707 555 0100', note: 'Please call me about Brix.' });
    expect(ok.res.status).toBe(303);
    expect(app.provider.outbox().some((m) => m.text.includes('Please call me about Brix.'))).toBe(true);
    const after = await app.get(ok.location!, false);
    expect(after.html).toContain('Your message has been sent');
  });
});

describe('soil form', () => {
  it('shows the four messages, then the thank-you and reaches the outbox', async () => {
    const bad = await app.post('/terramea', { name: '', email: '', phone: '', message: '' });
    expect(bad.res.status).toBe(400);
    for (const m of ['Your name is required.', 'Your phone number is required.', 'A message is required.']) expect(bad.html).toContain(m);
    const ok = await app.post('/terramea', { name: 'Sam Vine', email: 'sam@example.com', phone: '707 555 0101', message: 'Three blocks of loam.' });
    expect(ok.res.status).toBe(303);
    expect(app.provider.outbox().some((m) => m.text.includes('Three blocks of loam.'))).toBe(true);
    const after = await app.get(ok.location!, false);
    expect(after.html).toContain('Send Another Message');
  });
});

describe('search', () => {
  it('groups results by type, each linking to its page; refuses 5,000 characters', async () => {
    const { html } = await app.get('/global-search?q=smoke', false);
    expect(html).toContain('id="results-publication"');
    const long = await app.get(`/search?q=${'a'.repeat(5000)}`, false);
    expect(long.res.status).toBe(200);
    expect(long.html).toContain('Please use at most 200 characters.');
    const markup = await app.get('/search?q=%3Cimg%20src%3Dx%3E', false);
    expect(markup.html).not.toContain('<img src=x>');
  });
});

describe('report verification', () => {
  it('succeeds with the right code (posted, not in the URL) and fails with a wrong one', async () => {
    const report = await app.provider.db.selectFrom('lab_reports').selectAll().executeTakeFirstOrThrow();
    const wrong = await app.post(`/wreports/${report.reportNumber}`, { accessCode: 'WRONG' });
    expect(wrong.res.status).toBe(200);
    expect(wrong.html).toContain('could not be verified');
    const code = app.provider.accessCode(report.reportNumber);
    const right = await app.post(`/wreports/${report.reportNumber}`, { accessCode: code });
    expect(right.res.status).toBe(200);
    expect(right.html).toContain('This report is authentic.');
    expect(right.html).not.toContain(`accessCode=${code}`);
  });

  it('a verified report shows its number, client, sample, dates and status', async () => {
    const report = await app.provider.db
      .selectFrom('lab_reports')
      .innerJoin('samples', 'samples.id', 'lab_reports.sampleId')
      .innerJoin('clients', 'clients.id', 'lab_reports.clientId')
      .select(['lab_reports.reportNumber', 'samples.friendlyNumber', 'clients.name'])
      .orderBy('lab_reports.reportNumber', 'desc')
      .executeTakeFirstOrThrow();
    const { html } = await app.post(`/wreports/${report.reportNumber}`, { accessCode: app.provider.accessCode(report.reportNumber) });
    const facts = Object.fromEntries([...html.matchAll(/<dt>([^<]+)<\/dt><dd>(.*?)<\/dd>/gs)].map((m) => [m[1], htmlText(m[2]).trim()]));
    expect(facts['Report number']).toBe(report.reportNumber);
    expect(facts.Client).toBe(report.name);
    expect(facts.Sample).toContain(report.friendlyNumber);
    for (const date of ['Received', 'Reported', 'Issued']) expect(facts[date], date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(facts.Status).toMatch(/^Complete/);
  });
});

describe('locations and dropbox codes', () => {
  it('hides the security code when signed out and shows it when signed in', async () => {
    const box = await app.provider.db.selectFrom('locations').selectAll().where('type', '=', 'dropbox').where('securityCode', 'is not', null).executeTakeFirstOrThrow();
    const out = await app.get(`/locations?access=${box.slug}`, false);
    expect(out.html).toContain('id="access-dialog"');
    expect(out.html).not.toContain(box.securityCode!);
    expect(out.html).toContain('Please log in');
    await login('full@example.com');
    const signedIn = await app.get(`/locations?access=${box.slug}`, false);
    expect(signedIn.html).toContain(box.securityCode!);
    expect(signedIn.html).toContain('id="sample-dropboxes"');
    // the contact form is prefilled from the signed-in user's account, phone included
    const account = await app.provider.db.selectFrom('users').select(['firstname', 'email', 'phone']).where('email', '=', 'full@example.com').executeTakeFirstOrThrow();
    expect(account.phone).toBeTruthy();
    const contact = await app.get('/contact-us', false);
    for (const [id, value] of [['cp-first-name', account.firstname], ['cp-email', account.email], ['cp-phone', account.phone!]]) {
      expect(contact.html).toMatch(new RegExp(`id="${id}"[^>]*value="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    }
  });
});

describe('vintage reports', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const uploadAs = async (page: string, file: File) => {
    const m = page.match(/name="csrf" value="([^"]+)"/);
    const form = new FormData();
    form.set('csrf', m ? m[1] : 'none');
    form.set('varietal', 'pinot-noir');
    form.set('analyte', 'brix');
    form.set('image', file);
    return app.request('/vintage-reports', { method: 'POST', body: form });
  };

  it('shows the filters and images; only a godmode user gets the replace forms and may upload', async () => {
    const all = await app.get('/vintage-reports', false);
    expect(all.html).toContain('All Varietals');
    expect(all.html).toContain('/vintage-reports/charts/cabernet-sauvignon-phenolics/catechin-tannin-ratio');
    expect(all.html).not.toContain('type="file"');
    expect(all.html, 'nothing to enhance for a visitor: no JavaScript').not.toMatch(/<link[^>]*modulepreload/);
    const pinot = await app.get('/vintage-reports?varietal=pinot-noir', false);
    expect(pinot.html).not.toContain('/vintage-reports/charts/chardonnay/');
    const img = await app.request('/vintage-reports/charts/pinot-noir/brix');
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');

    // a signed-in user without godmode is refused
    await login('admin@example.com');
    const page = await app.get('/vintage-reports', false);
    expect((await uploadAs(page.html, new File([new Uint8Array(PNG)], 'a.png', { type: 'image/png' }))).status).toBe(403);
    await app.post('/logout', {});

    await login('godmode@example.com');
    const god = await app.get('/vintage-reports', false);
    expect(god.html).toContain('type="file"');
    expect(god.html, 'drag and drop for the godmode user').toMatch(/<link[^>]*modulepreload/);
    const bad = await uploadAs(god.html, new File(['not an image'], 'x.png', { type: 'image/png' }));
    expect(bad.status).toBe(415);
    expect(await bad.text()).toContain('Only PNG, JPEG or WebP images can be uploaded.');
    const ok = await uploadAs(god.html, new File([new Uint8Array(PNG)], 'chart.png', { type: 'image/png' }));
    expect(ok.status).toBe(303);
    const replaced = await app.request('/vintage-reports/charts/pinot-noir/brix');
    expect(replaced.headers.get('content-type')).toBe('image/png');
  });
});

describe('German pages name things in German', () => {
  const german = async (path: string) => {
    const page = await app.get(`${path}${path.includes('?') ? '&' : '?'}lng=de`, false);
    await app.get('/?lng=en', false); // the language choice is remembered in a cookie: back to English
    return page.html;
  };

  it('vintage reports: varietals and analytes in captions, alt text and filters', async () => {
    const html = await german('/vintage-reports');
    for (const name of ['Titrierbare Säure', 'Äpfelsäure', 'Kalium', 'Weinsäure', 'Ammoniak', 'Polymere Anthocyane', 'Cabernet Sauvignon – Phenolik']) expect(html).toContain(name);
    expect(html).toContain('alt="Chardonnay: Kalium nach Datum, über die letzten Jahrgänge"');
    for (const name of ['Titratable Acidity', 'Malic Acid', 'Potassium', 'Tartaric Acid', '>Ammonia<', 'Polymeric Anthocyanins', 'Sauvignon Phenolics']) expect(html).not.toContain(name);
    const en = await app.get('/vintage-reports', false);
    expect(en.html).toContain('<figcaption>Malic Acid</figcaption>');
  });

  it('soil: chart captions on the page and the texts drawn in the charts; the honeypot label', async () => {
    const html = await german('/terramea');
    for (const title of ['Gesamte organische Substanz', 'Kationenaustauschkapazität', 'Pilzanteil', 'Bodenzusammensetzung']) expect(html).toContain(`<figcaption>${title}</figcaption>`);
    for (const title of ['Total Organic Matter', 'Cation Exchange Capacity', 'Fungi Ratio', 'Please leave this field blank']) expect(html).not.toContain(title);
    expect(html).toContain('src="/terramea/charts/fungi-ratio.de.svg"');
    expect(html).toContain('Bitte lassen Sie dieses Feld leer');
    const chart = await app.request('/terramea/charts/fungi-ratio.de.svg');
    expect(chart.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await chart.text();
    expect(svg).toContain('Verhältnis von Pilzen zu Bakterien');
    expect(svg).toContain('Pilze: 38');
    expect(svg).not.toContain('Fungi');
    expect(await (await app.request('/terramea/charts/cec.de.svg')).text()).toContain('12,5'); // German decimals
    expect(await (await app.request('/terramea/charts/fungi-ratio.svg')).text()).toContain('Fungi to Bacteria Ratio');
    expect((await app.request('/terramea/charts/cec.fr.svg')).status).toBe(404);
    expect((await app.get('/terramea', false)).html).toContain('src="/terramea/charts/fungi-ratio.en.svg"');
  });

  it('report verification: the status', async () => {
    const report = await app.provider.db
      .selectFrom('lab_reports')
      .innerJoin('samples', 'samples.id', 'lab_reports.sampleId')
      .select(['lab_reports.reportNumber'])
      .where('samples.reportedAt', 'is not', null)
      .executeTakeFirstOrThrow();
    await app.get('/?lng=de', false);
    const { html } = await app.post(`/wreports/${report.reportNumber}`, { accessCode: app.provider.accessCode(report.reportNumber) });
    await app.get('/?lng=en', false);
    expect(html).toContain('Dieser Bericht ist echt.');
    expect(html).toMatch(/<dt>Status<\/dt><dd>Abgeschlossen<\/dd>/);
  });

  it('search: a location names its kind in the reader’s language', async () => {
    const lab = await app.provider.db.selectFrom('locations').select(['name', 'city']).where('type', '!=', 'dropbox').executeTakeFirstOrThrow();
    const q = encodeURIComponent(lab.city);
    const html = await german(`/global-search?q=${q}`);
    const section = html.slice(html.indexOf('id="results-location"'));
    expect(section).toMatch(/<p class="muted">Labor: /);
    expect(section).not.toMatch(/ laboratory<\/p>/);
    const en = await app.get(`/global-search?q=${q}`, false);
    expect(en.html.slice(en.html.indexOf('id="results-location"'))).toMatch(/<p class="muted">Laboratory: /);
  });

  it('API reference in German: says the calls are described in the English document, and marks those texts English', async () => {
    const html = await german('/api-reference');
    expect(html).toContain('Die Beschreibungen der Aufrufe stammen aus dem OpenAPI-Dokument und sind englisch');
    expect(html).toMatch(/<h2 id="listResults-title" lang="en">/);
    const en = await app.get('/api-reference', false);
    expect(en.html).not.toContain('Die Beschreibungen der Aufrufe');
    expect(en.html).not.toContain("The calls' descriptions come from");
    expect(en.html).toMatch(/<h2 id="listResults-title">/);
  });
});
