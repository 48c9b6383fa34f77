/**
 * The lab bench, without and with JavaScript: an analyst (bench@) opens the oldest batch of the
 * worklist, enters its values from an instrument CSV with a bad row (the preview names it, the
 * good rows apply) and types one value by hand; verifying their own values is refused; the
 * second person (verifier@) verifies them all and releases the batch (its invoice issued), then
 * amends a released value with a reason and sees it as amended.
 */
import { expect, it } from 'vitest';
import { journeys, type Page } from './support.ts';

/** Every value row of the batch page: what a CSV row names. */
async function valueRows(page: Page) {
  return page.locator('tr[data-acode]').evaluateAll((rows) =>
    rows.map((r) => ({ id: r.id, sample: r.getAttribute('data-sample')!, acode: r.getAttribute('data-acode')!, analyte: r.getAttribute('data-analyte')!, units: r.getAttribute('data-units')!, state: r.getAttribute('data-state')! })),
  );
}

const cell = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

journeys('lab bench', (tools) => {
  const { js, open, submit, visit } = tools;

  it('enters a batch from a CSV and by hand, refuses the analyst verifying their own values, verifies, releases and amends', async () => {
    const page = await open('/launchpad/bench', { as: 'bench@example.com', viewport: { width: 1280, height: 900 } });
    expect(await page.getByRole('heading', { name: 'Lab bench', level: 1 }).count()).toBe(1);
    const link = page.locator('.bench-worklist tbody tr th a').first();
    const batch = (await link.textContent())!.trim();
    await submit(page, link);
    expect(page.url()).toContain(`/launchpad/bench/${batch}`);

    // a batch may hold values released before (a Preliminary one): the file names the others
    const all = await valueRows(page);
    const panel = (r: (typeof all)[number]) => all.filter((x) => x.sample === r.sample && x.acode === r.acode).length > 1;
    const rows = all.filter((r) => r.state !== 'released');
    expect(rows.length).toBeGreaterThan(0);
    const csv = ['sample,analysis,value,unit,analyte', ...rows.map((r) => [r.sample, r.acode, r.units ? '2.50' : 'Clean', r.units, panel(r) ? r.analyte : ''].map(cell).join(',')), 'NOPE-0001,XX-1,1,,'];
    await page.getByLabel('Or paste the rows').fill(csv.join('\n'));
    await submit(page, page.getByRole('button', { name: 'Preview' }));
    expect(page.url()).toMatch(/\/uploads\//);
    const preview = (await page.locator('.bench-preview tbody').innerText()).split('\n');
    expect(preview.filter((l) => !/\tMatched$/.test(l)), preview.join('\n')).toEqual([expect.stringContaining('Unknown sample')]);
    await submit(page, page.getByRole('button', { name: /^Apply \d+ rows?$/ }));
    expect(await page.locator('.flash').allInnerTexts()).toContainEqual(expect.stringContaining(`Instrument file applied: ${rows.length} values entered.`));

    // one value typed by hand (a limit), checked against the unit
    const numeric = rows.find((r) => r.units);
    if (numeric) {
      const sample = page.locator(`section.bench-sample:has(#${numeric.id})`);
      await page.locator(`#${numeric.id} input[type=text]`).fill('lots');
      await submit(page, sample.getByRole('button', { name: /^Save values of/ }));
      expect(await page.locator('.error-summary').textContent()).toContain('Not a value for this analysis');
      await page.locator(`#${numeric.id} input[type=text]`).fill('<0.5');
      await submit(page, sample.getByRole('button', { name: /^Save values of/ }));
      expect(await page.locator(`#${numeric.id} input[type=text]`).inputValue()).toBe('<0.5');
    }

    // the analyst may not verify their own values
    await page.locator('input[name=resultIds]').first().check();
    await submit(page, page.getByRole('button', { name: 'Verify ticked values' }));
    expect(await page.locator('.error-summary').textContent()).toContain('You entered this value: another person verifies it.');

    // the second person verifies everything and releases
    const second = await open(undefined, { as: 'verifier@example.com', viewport: { width: 1280, height: 900 } });
    await visit(second, `/launchpad/bench/${batch}`);
    for (const box of await second.locator('input[name=resultIds]').all()) await box.check();
    await submit(second, second.getByRole('button', { name: 'Verify ticked values' }));
    expect(await second.locator('input[name=resultIds]').count()).toBe(0);
    expect(await second.locator(`#${rows[0].id}`).textContent()).toContain('Owen Park');
    await submit(second, second.getByRole('button', { name: `Release batch ${batch}` }));
    expect(await second.getByText(`Batch ${batch} released: report and invoice are on their way.`).count()).toBe(1);
    expect(await second.getByText(/^Invoice \d+ issued:/).count()).toBe(1);

    // a released value amended with a reason
    const reason = `Transcription error (${js ? 'js' : 'no js'})`;
    // the first value of the list is the batch's first
    await second.getByLabel('New value').fill(all[0].units ? '3.10' : 'Corrected');
    await second.getByLabel('Reason').fill(reason);
    await submit(second, second.getByRole('button', { name: 'Amend', exact: true }));
    expect(await second.getByText('Value amended: the report is now version 2.').count()).toBe(1);
    expect(await second.locator('.amendments').first().textContent()).toContain(reason);
  });
});
