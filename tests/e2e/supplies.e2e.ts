/**
 * Order supplies journeys (document 2 §2, §4, §5), without and with JavaScript, axe on every
 * page: a Full User orders two packs of sample tubes and one roll of berry labels, ships them
 * to another of the client's saved addresses, fills the shipping form and sees the order number
 * (the lab's e-mail in the outbox); an order of nothing is refused (with JavaScript the button
 * stays disabled until a quantity is above 0).
 */
import { expect, it } from 'vitest';
import { journeys, lastMailTo } from './support.ts';

const PAGE = '/dashboard/shop/order-supplies';

journeys('supplies', ({ js, open, submit, visit }) => {
  it('a full user orders sample tubes and labels and sees the order number', async () => {
    const page = await open(undefined, { as: 'full@example.com' });
    await visit(page, PAGE);
    await expect.poll(() => page.getByRole('heading', { name: 'Order supplies', level: 1 }).count()).toBe(1);
    await page.getByLabel('Quantity: 50 mL Sample Tubes').fill('2');
    await page.getByLabel('Quantity: Berry Sample Labels').fill('1');
    await submit(page, page.getByRole('button', { name: 'Order items' }));
    await expect.poll(() => page.getByRole('group', { name: 'Shipping address' }).count()).toBe(1);
    expect(await page.getByLabel('Street', { exact: true }).inputValue()).toBe('7850 St. Helena Highway');

    // Back keeps the quantities; on again.
    await submit(page, page.getByRole('button', { name: 'Back', exact: true }));
    await expect.poll(() => page.getByLabel('Quantity: 50 mL Sample Tubes').inputValue()).toBe('2');
    await submit(page, page.getByRole('button', { name: 'Order items' }));
    await expect.poll(() => page.getByRole('group', { name: 'Shipping address' }).count()).toBe(1);

    // Another of the client's saved shipping addresses: with JavaScript choosing fills
    // the fields at once; without, "Use this address" reloads the form prefilled with it.
    const saved = page.getByLabel('Saved shipping address');
    expect(await saved.locator('option:checked').textContent()).toContain('7850 St. Helena Highway');
    await saved.selectOption({ label: 'Barrel Warehouse: 2100 Jefferson Street, Unit 6, Napa, CA 94559' });
    if (js) await expect.poll(() => page.getByLabel('Street', { exact: true }).inputValue()).toBe('2100 Jefferson Street');
    await submit(page, page.getByRole('button', { name: 'Use this address' }));
    await expect.poll(() => page.getByLabel('Street', { exact: true }).inputValue()).toBe('2100 Jefferson Street');
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Napa');
    expect(await page.getByLabel('Postal code', { exact: true }).inputValue()).toBe('94559');
    // The contact phone is the one the form was filled with: choosing an address does not replace it.
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('707-555-0135');
    expect(await saved.locator('option:checked').textContent()).toContain('Barrel Warehouse');

    const email = `orders-${js ? 'js' : 'nojs'}@winery.example`;
    await page.getByLabel('First name').fill('Fran');
    await page.getByLabel('Last name').fill('Fuller');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Street line 2').fill('Lab door');
    await submit(page, page.getByRole('button', { name: 'Place order' }));
    await expect.poll(() => page.getByText('Your order has been placed').count()).toBe(1);
    const number = (await page.locator('.order-number').textContent())!;
    expect(number).toMatch(/^\d+$/);
    expect(page.url()).toContain(`placed=${number}`);
    expect(await page.locator('.supplies-summary').textContent()).toContain('Berry Sample Labels');
    // The confirmation goes to the signed-in user, never to the typed address.
    const mail = lastMailTo('full@example.com', new RegExp(`Your supply order ${number}$`));
    expect(mail?.text).toContain('2 × 50 mL Sample Tubes');
    expect(mail?.text).toContain('2100 Jefferson Street\nLab door\nNapa, CA 94559');
    expect(lastMailTo(email, new RegExp(`Your supply order ${number}$`))).toBeUndefined();

    // Back resets every quantity to zero.
    await submit(page, page.getByRole('button', { name: 'Back to supplies' }));
    await expect.poll(() => page.getByLabel('Quantity: 50 mL Sample Tubes').inputValue()).toBe('0');
  });

  it('ordering nothing is refused with a message', async () => {
    const page = await open(undefined, { as: 'full@example.com' });
    await visit(page, PAGE);
    const button = page.getByRole('button', { name: 'Order items' });
    if (js) {
      await expect.poll(() => button.isDisabled()).toBe(true);
      await page.getByLabel('Quantity: Wine Sample Labels').fill('1');
      await expect.poll(() => button.isDisabled()).toBe(false);
      await page.getByLabel('Quantity: Wine Sample Labels').fill('0');
      await expect.poll(() => button.isDisabled()).toBe(true);
      // The server refuses it as well (a link or a form posted before the page was ready).
      await visit(page, `${PAGE}?step=1`);
    } else {
      await submit(page, button);
    }
    await expect.poll(() => page.locator('.error-summary').count()).toBe(1);
    expect(await page.locator('.error-summary').textContent()).toContain('Enter a quantity above 0 for at least one item to order.');
    expect(await page.title()).toMatch(/^Error: Order supplies/);
  });

  it('a client awaiting the lab’s approval sees a notice instead of the catalogue', async () => {
    const page = await open(undefined, { as: 'wes.holloway@limestoneterrace.example' });
    await visit(page, PAGE);
    const notice = page.locator('.client-approval');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('Limestone Terrace Estate is awaiting the laboratory’s approval');
    expect(await page.getByRole('button', { name: 'Order items' }).count()).toBe(0);
    expect(await page.getByLabel('Quantity: 50 mL Sample Tubes').count()).toBe(0);
  });
});
