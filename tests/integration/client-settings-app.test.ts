/**
 * /dashboard/client-settings through the app's request handler (a browser without JavaScript):
 * who sees it, read-only information, add/edit/delete a location with the §5 rules (errors keep
 * what was typed), a primary address not deletable, tampering refused, the mailed-copies
 * switches (administrators only) one state with the go-paperless banner; fax numbers (add in
 * any usual spelling, stored E.164, edit, delete after confirmation, tampering refused).
 */
import { describe, expect, it } from 'vitest';
import { type TestApp } from '../helpers/app.ts';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

const PATH = '/dashboard/client-settings';
const { as: signedIn } = appsPerTest();
const napaAddress = async (app: TestApp, label: string) =>
  (await app.provider.db.selectFrom('addresses').innerJoin('clients', 'clients.id', 'addresses.clientId').select('addresses.id').where('clients.code', '=', 'C10234').where('addresses.label', '=', label).executeTakeFirstOrThrow()).id;
const place = { intent: 'add', label: 'Tasting room', street_1: '1 Vine Street', street_2: '', city: 'Yountville', country: 'United States', state: 'CA', stateText: '', postalCode: '94599', phone: '7075550190', notes: '', shipping: 'on' };

describe('client settings page', () => {
  it('shows the information read-only and the locations; the administrator gets the controls and mailed copies', async () => {
    const app = await signedIn('owner@example.com');
    const page = await app.get(PATH);
    expect(page.res.status).toBe(200);
    const body = htmlText(page.html);
    expect(body).toContain('Napa Ridge Cellars, LLC');
    expect(body).toContain('To change them, contact the laboratory.');
    expect(body).toContain('Primary mailing address: Office');
    expect(body).toContain('Primary shipping address: Winery');
    expect(page.html).toMatch(/<details class="location card-form" id="location-\d+">/);
    expect(page.html).toContain('?add=1#add-location');
    expect(body).toContain('Mail paper copies of invoices');
    expect(page.html).toContain('href="/dashboard/client-settings"');
  });

  it('is read-only for a Full User; hidden from Reporting and Billing Users and for a client that must re-sign', async () => {
    const full = await signedIn('full@example.com');
    const page = await full.get(PATH);
    expect(page.res.status).toBe(200);
    expect(page.html).not.toContain('?add=1');
    expect(page.html).not.toContain('Mail paper copies');
    const forged = await full.post(PATH, place);
    expect(forged.res.status).toBe(400);
    expect(await full.provider.db.selectFrom('addresses').select('id').where('street_1', '=', '1 Vine Street').executeTakeFirst()).toBeUndefined();
    for (const email of ['reporting@example.com', 'billing@example.com', 'hannah.olsen@willamette-hollow.example']) {
      const app = await signedIn(email);
      const r = await app.get(PATH, false);
      expect(r.res.status, email).toBe(302);
      expect((await app.get('/dashboard/results')).html).not.toContain('href="/dashboard/client-settings"');
    }
  });
});

describe('client settings forms', () => {
  it('adds a location with the US masks, and keeps what was typed on error', async () => {
    const app = await signedIn('owner@example.com');
    const bad = await app.post(`${PATH}?add=1`, { ...place, state: '', postalCode: '9459', phone: '555', city: '' });
    expect(bad.res.status).toBe(400);
    const body = htmlText(bad.html);
    expect(bad.html).toContain('class="error-summary"');
    expect(body).toContain('City is required');
    expect(body).toContain('Enter a 5-digit postal code.');
    expect(body).toContain('Enter the phone as ###-###-####.');
    expect(bad.html).toContain('value="1 Vine Street"');
    const ok = await app.post(`${PATH}?add=1`, place);
    expect(ok.res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The location was added.');
    const row = await app.provider.db.selectFrom('addresses').selectAll().where('street_1', '=', '1 Vine Street').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: '707-555-0190', shipping: 1, mailing: 0, state: 'CA' });
    const abroad = await app.post(`${PATH}?add=1`, { ...place, street_1: 'Weinstraße 4', country: 'Germany', state: '', stateText: 'Rheinland-Pfalz', postalCode: '67146', phone: '+49 6326 1234' });
    expect(abroad.res.status).toBe(303);
  });

  it('edits a location, deletes another after confirmation, never a primary one, and refuses another client\'s', async () => {
    const app = await signedIn('owner@example.com');
    const carneros = await napaAddress(app, 'Carneros Vineyard');
    const form = await app.get(`${PATH}?edit=${carneros}`);
    expect(form.html).toContain('value="1200 Duhig Road"');
    const saved = await app.post(`${PATH}?edit=${carneros}`, { ...place, intent: 'edit', id: String(carneros), label: 'Carneros Vineyard', street_1: '1200 Duhig Road', city: 'Napa', postalCode: '94559', reports: 'on' });
    expect(saved.res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The location was saved.');
    const confirm = await app.get(`${PATH}?delete=${carneros}`);
    expect(htmlText(confirm.html)).toContain('Delete the location Carneros Vineyard?');
    expect((await app.post(`${PATH}?delete=${carneros}`, { intent: 'delete', id: String(carneros) })).res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The location was deleted.');
    const office = await napaAddress(app, 'Office');
    const primary = await app.post(PATH, { intent: 'delete', id: String(office) });
    expect(primary.res.status).toBe(400);
    expect(htmlText(primary.html)).toContain('A primary address cannot be deleted');
    const redwood = (await app.provider.db.selectFrom('addresses').innerJoin('clients', 'clients.id', 'addresses.clientId').select('addresses.id').where('clients.code', '=', 'C11402').executeTakeFirstOrThrow()).id;
    const tamper = await app.post(PATH, { intent: 'delete', id: String(redwood) });
    expect(tamper.res.status).toBe(400);
    expect(await app.provider.db.selectFrom('addresses').select('id').where('id', '=', redwood).executeTakeFirst()).toBeTruthy();
  });

  it('switches mailed copies off, which ends the go-paperless banner', async () => {
    const app = await signedIn('owner@example.com');
    expect((await app.get('/dashboard/results')).html).toContain('Go paperless');
    const r = await app.post(PATH, { intent: 'mailed', mailedReports: 'on' });
    expect(r.res.status).toBe(303);
    const page = await app.get(PATH);
    expect(htmlText(page.html)).toContain('Mailed copies were updated.');
    expect(page.html).toMatch(/id="mailed-invoices" name="mailedInvoices"(?![^>]*checked)/);
    expect((await app.get('/dashboard/results')).html).toContain('Go paperless');
    await app.post(PATH, { intent: 'mailed' });
    expect((await app.get('/dashboard/results')).html).not.toMatch(/<button[^>]*>Go paperless<\/button>/);
  });

  it('adds a fax in any usual spelling (stored E.164), refuses a bad one keeping what was typed, edits and deletes it', async () => {
    const app = await signedIn('owner@example.com');
    const page = await app.get(PATH);
    expect(htmlText(page.html)).toContain('Office (707) 555-0199');
    expect(htmlText(page.html)).toContain('Office (707) 555-0199 Receives invoices');
    expect(page.html).toContain('?addFax=1#add-fax');
    const form = await app.get(`${PATH}?addFax=1`);
    expect(form.html).toContain('id="fax-add-number"');

    const bad = await app.post(`${PATH}?addFax=1`, { intent: 'fax-add', number: '555-01', label: 'Cellar' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('class="error-summary"');
    expect(htmlText(bad.html)).toContain('Enter a fax number with its area code');
    expect(htmlText(bad.html)).toContain('Choose what this number receives');
    expect(bad.html).toContain('value="555-01"');
    expect(bad.html).toContain('value="Cellar"');

    expect((await app.post(`${PATH}?addFax=1`, { intent: 'fax-add', number: '(707) 555 0177', label: 'Cellar', reports: 'on' })).res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The fax number was added.');
    const row = await app.provider.db.selectFrom('faxes').selectAll().where('label', '=', 'Cellar').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ number: '+17075550177', reports: 1, invoices: 0 });
    const twice = await app.post(`${PATH}?addFax=1`, { intent: 'fax-add', number: '+1 707 555 0177', invoices: 'on' });
    expect(twice.res.status).toBe(400);
    expect(htmlText(twice.html)).toContain('This fax number is already listed.');

    const edit = await app.get(`${PATH}?editFax=${row.id}`);
    expect(edit.html).toContain('value="(707) 555-0177"');
    expect((await app.post(`${PATH}?editFax=${row.id}`, { intent: 'fax-edit', id: String(row.id), number: '+49 6326 1234', label: 'Cellar', invoices: 'on' })).res.status).toBe(303);
    const after = await app.get(PATH);
    expect(htmlText(after.html)).toContain('The fax number was saved.');
    expect(htmlText(after.html)).toContain('Cellar +49 6326 1234');
    expect(htmlText((await app.get(`${PATH}?deleteFax=${row.id}`)).html)).toContain('Delete the fax number Cellar (+49 6326 1234)?');
    expect((await app.post(`${PATH}?deleteFax=${row.id}`, { intent: 'fax-delete', id: String(row.id) })).res.status).toBe(303);
    expect(htmlText((await app.get(PATH)).html)).toContain('The fax number was deleted.');
    expect(await app.provider.db.selectFrom('faxes').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();

    const dryCreek = (await app.provider.db.selectFrom('faxes').innerJoin('clients', 'clients.id', 'faxes.clientId').select('faxes.id').where('clients.code', '=', 'C10412').executeTakeFirstOrThrow()).id;
    const tamper = await app.post(PATH, { intent: 'fax-delete', id: String(dryCreek) });
    expect(tamper.res.status).toBe(400);
    expect(htmlText(tamper.html)).toContain("This fax number is not one of this client's. Nothing was changed.");
    expect(await app.provider.db.selectFrom('faxes').select('id').where('id', '=', dryCreek).executeTakeFirst()).toBeTruthy();
  });

  it('shows a Full User the fax numbers read-only and refuses a forged change', async () => {
    const app = await signedIn('full@example.com');
    const page = await app.get(PATH);
    expect(htmlText(page.html)).toContain('Winery lab (707) 555-0198');
    expect(page.html).not.toContain('?addFax=1');
    expect(page.html).not.toContain('?editFax=');
    const forged = await app.post(PATH, { intent: 'fax-add', number: '707-555-0166', reports: 'on' });
    expect(forged.res.status).toBe(400);
    expect(await app.provider.db.selectFrom('faxes').select('id').where('number', '=', '+17075550166').executeTakeFirst()).toBeUndefined();
  });
});
