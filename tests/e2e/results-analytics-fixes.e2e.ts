/**
 * Results, analytics and public pages as a new user meets them, without and with JavaScript:
 * results by analysis readable in the first screen at every width (sticky header), the filter
 * bar's rows, "Write a message" opening the contact form, the locations maps' numbered pins
 * apart from each other over the land.
 */
import { expect, it } from 'vitest';
import { journeys } from './support.ts';

journeys('results and analytics fixes', ({ js, open, visit, submit }) => {
  it('results by analysis: compact rows with the result in view at 390, 1400 and 1920 px; the header sticks; the filter bar in rows', async () => {
    const page = await open(undefined, { viewport: { width: 390, height: 844 }, as: 'full@example.com' });
    for (const [width, height] of [[390, 844], [1400, 900], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height });
      await visit(page, '/dashboard/results?view=analyses');
      const rows = page.locator('.analyses-table tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThan(10);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width}`).toBeLessThanOrEqual(width);
      const result = await rows.first().locator('td.cell-result').boundingBox();
      expect(result, `result cell at ${width}`).not.toBeNull();
      expect(result!.x + result!.width, `result in view at ${width}`).toBeLessThanOrEqual(width);
      // compact rows (two or three lines), not ~290 px cards: five rows in less than 560 px
      const first = await rows.first().boundingBox();
      const fifth = await rows.nth(4).boundingBox();
      expect(fifth!.y + fifth!.height - first!.y, `five rows at ${width}`).toBeLessThan(560);
      // the first row is in the first screen: the filters and the sort are closed <details> on
      // phones, one row of fields and actions from 1024 px
      const firstTop = await rows.first().evaluate((r) => r.getBoundingClientRect().top);
      if (width < 1920) expect(firstTop, `first row inside the first screen at ${width}×${height}`).toBeLessThan(height);
      if (width < 600) {
        expect(await page.locator('details.results-filters').evaluate((d) => (d as HTMLDetailsElement).open), 'filters closed on a phone').toBe(false);
        expect(await page.locator('#results-q').isVisible()).toBe(false);
        await page.locator('details.results-filters > summary').click();
      }
      const field = async (sel: string) => (await page.locator(sel).boundingBox())!;
      const [q, from, to, size] = await Promise.all(['#results-q', '#results-from', '#results-to', '#results-size'].map(field));
      if (width >= 600) for (const [name, b] of [['from', from], ['to', to], ['size', size]] as const) expect(Math.abs(b.y - q.y), `${name} level with the search at ${width}`).toBeLessThan(4);
      else expect(Math.abs(from.y - to.y), 'the dates side by side on phones').toBeLessThan(4);
      const apply = (await page.getByRole('button', { name: 'Apply' }).boundingBox())!;
      if (width >= 1024) expect(apply.y + apply.height, `Apply in the fields' row at ${width}`).toBeLessThan(q.y + q.height + 4);
      else expect(apply.y, `Apply under the fields at ${width}`).toBeGreaterThan(Math.max(to.y + to.height, size.y + size.height));
    }
    // a filter set opens the filters on a phone, so what narrows the list is in view
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/dashboard/results?view=analyses&q=Brix');
    expect(await page.locator('details.results-filters').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    // the header row stays at the top of the screen while the rows scroll under it
    await page.evaluate(() => window.scrollBy(0, 1500));
    const head = await page.locator('.analyses-table thead th').first().boundingBox();
    expect(head!.y).toBeLessThan(5);
    expect(head!.y).toBeGreaterThanOrEqual(-1);
  });

  it('contact: "Write a message" opens the form', async () => {
    const page = await open('/contact-us', { viewport: { width: 390, height: 844 } });
    expect(await page.locator('#contact-form').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await submit(page, page.getByRole('link', { name: 'Write a message' }));
    await expect.poll(() => page.locator('#contact-form').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.getByLabel('First name').isVisible()).toBe(true);
  });

  it('locations: the maps draw the land; no two numbered pins overlap; the lists carry the same numbers', async () => {
    const page = await open('/locations', { viewport: { width: 1280, height: 900 } });
    // with JavaScript the journeys' tile server's OpenLayers map takes the drawn map's place
    if (js) {
      expect(await page.locator('.location-list .pin-number').first().textContent()).toBe('1');
      return;
    }
    const labMap = page.locator('svg.svg-map').first();
    expect(await labMap.locator('path.map-land').count()).toBe(1);
    const boxes = await labMap.locator('.map-pin > circle[r="11"]').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width })));
    expect(boxes.length).toBeGreaterThan(1);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const d = Math.hypot(boxes[i].x - boxes[j].x, boxes[i].y - boxes[j].y);
        expect(d, `pins ${i + 1} and ${j + 1}`).toBeGreaterThanOrEqual(boxes[i].w * 0.95);
      }
    }
    expect(await page.locator('.location-list .pin-number').allTextContents()).toEqual(boxes.map((_, i) => String(i + 1)));
  });
});
