/**
 * A released result outside its sample's house specification, without and with JavaScript: a
 * Full User who receives reports gives a sample of a batch on the lab's worklist a specification
 * its coming value fails; the analyst enters the batch, the second person verifies and releases
 * it; the Full User's notices then name the sample, and the link opens it with its failing badge.
 */
import { expect, it } from 'vitest';
import { journeys, type Page } from './support.ts';

async function openRows(page: Page) {
  return (
    await page.locator('tr[data-acode]').evaluateAll((rows) =>
      rows.map((r) => ({ sample: r.getAttribute('data-sample')!, acode: r.getAttribute('data-acode')!, analyte: r.getAttribute('data-analyte')!, units: r.getAttribute('data-units')!, state: r.getAttribute('data-state')! })),
    )
  ).filter((r) => r.state !== 'released');
}

const cell = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

journeys('specification notice', (tools) => {
  const { js, open, submit, visit } = tools;
  const viewport = { width: 1280, height: 900 };

  it('tells the report recipients of a released result outside the sample\'s specification', async () => {
    // a batch of Napa Ridge Cellars waiting on the bench, and a measured value of one of its samples
    const bench = await open('/launchpad/bench', { as: 'bench@example.com', viewport });
    const link = bench.locator('.bench-worklist tbody tr', { hasText: '(C10234)' }).locator('th a').first();
    const batch = (await link.textContent())!.trim();
    await submit(bench, link);
    const all = await openRows(bench);
    const target = all.find((r) => r.units);
    expect(target, 'a value with a unit on the batch').toBeDefined();

    // the client: a specification the value 2.50 fails, given to that sample
    const client = await open(undefined, { as: 'tomas.alvarez@napa-ridge.example', viewport });
    const name = `Notice ${js ? 'js' : 'no js'}`;
    await visit(client, '/dashboard/client-settings/specifications');
    const form = client.locator('#add-specification');
    await form.getByLabel('Name').fill(name);
    const limit = form.locator('fieldset').first();
    await limit.getByLabel('Analyte', { exact: true }).fill(target!.analyte);
    await limit.getByLabel('Maximum', { exact: true }).fill('1');
    await submit(client, form.getByRole('button', { name: 'Save specification' }));
    await expect.poll(() => client.getByText(`The specification ${name} was added.`).count()).toBe(1);
    await visit(client, `/dashboard/results?q=${encodeURIComponent(target!.sample)}`);
    const href = (await client.locator(`a[href*="/group/${batch}/sample/${encodeURIComponent(target!.sample)}"]`).first().getAttribute('href'))!.split('?')[0];
    await visit(client, href);
    await client.getByLabel('Judge this sample against').selectOption({ label: name });
    await submit(client, client.locator('.sample-spec-form').getByRole('button', { name: 'Save specification' }));
    await expect.poll(() => client.getByText('The sample\'s specification was saved.').count()).toBe(1);

    // the analyst enters every open value from a file; the second person verifies and releases
    const panel = (r: (typeof all)[number]) => all.filter((x) => x.sample === r.sample && x.acode === r.acode).length > 1;
    const csv = ['sample,analysis,value,unit,analyte', ...all.map((r) => [r.sample, r.acode, r.units ? '2.50' : 'Clean', r.units, panel(r) ? r.analyte : ''].map(cell).join(','))];
    await bench.getByLabel('Or paste the rows').fill(csv.join('\n'));
    await submit(bench, bench.getByRole('button', { name: 'Preview' }));
    await submit(bench, bench.getByRole('button', { name: /^Apply \d+ rows?$/ }));
    const second = await open(undefined, { as: 'verifier@example.com', viewport });
    await visit(second, `/launchpad/bench/${batch}`);
    for (const box of await second.locator('input[name=resultIds]').all()) await box.check();
    await submit(second, second.getByRole('button', { name: 'Verify ticked values' }));
    await submit(second, second.getByRole('button', { name: `Release batch ${batch}` }));
    expect(await second.getByText(`Batch ${batch} released: report and invoice are on their way.`).count()).toBe(1);

    // the notice names the sample and opens it, its value failing
    const notice = `Sample ${target!.sample} has a result outside its specification (batch ${batch})`;
    await expect.poll(async () => {
      await visit(client, '/launchpad/notices');
      return client.getByText(notice).count();
      // the release's delivery is a job: its notice comes within seconds
    }, { timeout: 30_000, interval: 1_000 }).toBe(1);
    // "Open the sample" is a button (it makes the notice's client the active one on the way)
    await submit(client, client.locator('li.notice', { hasText: notice }).getByRole('button', { name: 'Open the sample' }));
    expect(new URL(client.url()).pathname).toBe(href);
    expect(await client.locator('.spec-badge', { hasText: 'Fail' }).count()).toBeGreaterThan(0);
  });
});
