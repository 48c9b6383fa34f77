/**
 * The laboratory's approval of new clients and the order page around it, without and with
 * JavaScript, axe on every page: a site administrator denies a pending client (a reason is
 * needed) and approves another from the launchpad; a pending client is told up front on the order
 * page; the review step shows only what the chosen delivery needs (at once with JavaScript, after
 * Continue without); the terms open in a new tab.
 */
import { expect, it } from 'vitest';
import { journeys } from './support.ts';
import { withServerDb } from './database.ts';

const PAGE = '/dashboard/shop/order-analyses';

/** Two clients awaiting approval of this run's own (journeys share one server; the seeded one stays pending for the others). */
async function pendingClients(js: boolean) {
  const now = new Date().toISOString();
  const names = [`Deny Me Cellars ${js ? 'JS' : 'HTML'}`, `Approve Me Cellars ${js ? 'JS' : 'HTML'}`];
  await withServerDb(async (db) => {
    for (const [i, name] of names.entries()) {
      await db.insertInto('clients').values({
        code: `C9${js ? 1 : 0}${i}00`, name, officialBusinessName: `${name} LLC`, businessType: 'Other', status: 'Pending Approval', primaryPhone: null, stateRegisteredIn: null,
        resignAgreement: 0, receivesMailedDocuments: 0, createdAt: now, updatedAt: now,
      }).execute();
    }
  });
  return names;
}

journeys('order approval', ({ js, open, submit, visit }) => {
  it('a site administrator denies a pending client with its reason and approves another on the launchpad', async () => {
    const [deny, approve] = await pendingClients(js);
    const page = await open(undefined, { as: 'godmode@example.com' });
    await visit(page, '/launchpad/clients');
    // the launchpad's own menu is here too
    expect(await page.getByRole('navigation', { name: 'Launchpad' }).getByRole('link', { name: 'Create new client' }).count()).toBe(1);
    const denyForm = page.getByRole('form', { name: `Decide on ${deny}` });
    await expect.poll(() => denyForm.count()).toBe(1);
    await submit(page, denyForm.getByRole('button', { name: `Deny ${deny}` }));
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    expect(await page.locator('.error-summary').textContent()).toContain('Give the reason for denying this client');
    await page.getByRole('form', { name: `Decide on ${deny}` }).getByLabel('Reason').fill('We could not verify the licence.');
    await submit(page, page.getByRole('form', { name: `Decide on ${deny}` }).getByRole('button', { name: `Deny ${deny}` }));
    await expect.poll(() => page.getByText(`${deny} is denied`).count()).toBe(1);
    await submit(page, page.getByRole('form', { name: `Decide on ${approve}` }).getByRole('button', { name: `Approve ${approve}` }));
    await expect.poll(() => page.getByText(`${approve} is approved`).count()).toBe(1);
    expect(await page.getByRole('form', { name: `Decide on ${approve}` }).count()).toBe(0);
    const status = await withServerDb((db) => db.selectFrom('clients').select(['name', 'status']).where('name', 'in', [deny, approve]).orderBy('name').execute());
    expect(status).toEqual([{ name: approve, status: 'Approved' }, { name: deny, status: 'Denied' }]);
  });

  it('a client awaiting approval is told up front on the order page; the terms open in a new tab', async () => {
    const page = await open(undefined, { as: 'wes.holloway@limestoneterrace.example' });
    await visit(page, PAGE);
    const notice = page.locator('.client-approval');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('You can prepare your order now');
    await visit(page, '/launchpad/new-client');
    const terms = page.getByRole('link', { name: 'Read the terms (opens in a new tab)' });
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.getAttribute('rel')).toContain('noopener');
  });

  it('the review step shows what the chosen delivery needs: the lab’s address to ship to, or the dropbox', async () => {
    const page = await open(undefined, { as: 'tomas.alvarez@napa-ridge.example' });
    await visit(page, PAGE);
    expect((await page.locator('.steps').innerText()).replace(/\s+/g, ' ')).toBe('1. Samples and tests 2. Review and submit');
    if (!(await page.locator('.order-sample').count())) {
      const form = page.locator('.add-sample');
      await form.getByLabel('Sample description').fill('Chardonnay barrel 5');
      await form.getByLabel('Sample type').selectOption({ label: 'Wine' });
      await submit(page, form.getByRole('button', { name: 'Add sample' }));
      await expect.poll(() => page.locator('.order-sample').count()).toBe(1);
    }
    await visit(page, `${PAGE}?step=review`);
    expect(await page.getByTestId('lab-address').count()).toBe(0);
    expect(await page.getByLabel(/^Dropbox/).count()).toBe(0);
    await page.getByLabel('Ship them to the lab').check();
    if (!js) await submit(page, page.getByRole('button', { name: 'Continue with this delivery' }));
    else expect(await page.getByRole('button', { name: 'Continue with this delivery' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('lab-address').count()).toBe(1);
    expect(await page.getByTestId('lab-address').textContent()).toContain('899 Adams Street, Suite A, St. Helena, CA 94574');
    await page.getByLabel('Leave them in a dropbox').check();
    if (!js) await submit(page, page.getByRole('button', { name: 'Continue with this delivery' }));
    await expect.poll(() => page.getByLabel('Dropbox', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('lab-address').count()).toBe(0);
    expect(await page.getByText('Dropbox (optional)').count()).toBe(0);
  });
});
