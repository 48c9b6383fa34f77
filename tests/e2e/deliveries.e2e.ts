/**
 * Delivery of a released report, without and with JavaScript: a member of Napa Ridge Cellars
 * (C10234) who receives its reports chooses how in their user settings (link only without
 * JavaScript, the PDF attached with it); the lab enters (bench@), verifies and releases
 * (verifier@) one of that client's batches; the server's job runner sends it: the member finds
 * the e-mail in the outbox as they chose and the notice under Notices; the client's
 * Administrator sees in the delivery log the fax to the "Winery lab" line (the fax sandbox never
 * answers a number ending in 0198) failed, and sends it again.
 */
import { expect, it } from 'vitest';
import { signInTo, withServerDb } from './database.ts';
import { journeys, lastMailTo, type Page } from './support.ts';

const CLIENT = 'C10234';
const MEMBER = 'full@example.com';
const WINERY_LAB_FAX = '+17075550198';
/** the jobs run on the server's table runner (polled every 0.5 s): generous on a loaded machine */
const JOBS = { timeout: 60_000, interval: 500 };
const WIDE = { width: 1280, height: 900 };

async function valueRows(page: Page) {
  return page.locator('tr[data-acode]').evaluateAll((rows) =>
    rows.map((r) => ({ sample: r.getAttribute('data-sample')!, acode: r.getAttribute('data-acode')!, analyte: r.getAttribute('data-analyte')!, units: r.getAttribute('data-units')!, state: r.getAttribute('data-state')! })),
  );
}

const cell = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

journeys('deliveries', (tools) => {
  const { js, open, submit, visit } = tools;
  /** the batch this mode released (the second test reads its deliveries) */
  let batch = '';

  it('sends a released report to the member by e-mail as they chose, and shows it under Notices', async () => {
    // the member's choice first: link only without JavaScript, the PDF attached with it
    const mode = js ? 'pdf' : 'link';
    const member = await open('/launchpad/user-settings', { as: MEMBER, viewport: WIDE });
    await member.getByLabel(`Napa Ridge Cellars (${CLIENT})`).selectOption(mode);
    await submit(member, member.getByRole('button', { name: 'Save e-mail preferences' }));
    expect(await member.getByText('Your e-mail preferences are saved.').count()).toBe(1);
    expect(await member.getByLabel(`Napa Ridge Cellars (${CLIENT})`).inputValue()).toBe(mode);

    // the lab: the client's newest batch on the worklist (the lab bench journey takes the oldest)
    const bench = await open('/launchpad/bench', { as: 'bench@example.com', viewport: WIDE });
    const link = bench.locator('.bench-worklist tbody tr', { hasText: `(${CLIENT})` }).last().locator('th a');
    batch = (await link.textContent())!.trim();
    await submit(bench, link);
    const rows = (await valueRows(bench)).filter((r) => r.state !== 'released');
    const panel = (r: (typeof rows)[number]) => rows.filter((x) => x.sample === r.sample && x.acode === r.acode).length > 1;
    if (rows.length) {
      const csv = ['sample,analysis,value,unit,analyte', ...rows.map((r) => [r.sample, r.acode, r.units ? '2.50' : 'Clean', r.units, panel(r) ? r.analyte : ''].map(cell).join(','))];
      await bench.getByLabel('Or paste the rows').fill(csv.join('\n'));
      await submit(bench, bench.getByRole('button', { name: 'Preview' }));
      await submit(bench, bench.getByRole('button', { name: /^Apply \d+ rows?$/ }));
      expect(await bench.locator('.flash').allInnerTexts()).toContainEqual(expect.stringContaining('Instrument file applied'));
    }
    const verifier = await open(`/launchpad/bench/${batch}`, { as: 'verifier@example.com', viewport: WIDE });
    for (const box of await verifier.locator('input[name=resultIds]').all()) await box.check();
    await submit(verifier, verifier.getByRole('button', { name: 'Verify ticked values' }));
    await submit(verifier, verifier.getByRole('button', { name: `Release batch ${batch}` }));
    expect(await verifier.getByText(`Batch ${batch} released: report and invoice are on their way.`).count()).toBe(1);

    // the e-mail, as the member chose
    const subject = new RegExp(`^Results ready for batch ${batch} \\(${CLIENT}\\)$`);
    await expect.poll(() => lastMailTo(MEMBER, subject), JOBS).toBeDefined();
    const mail = lastMailTo(MEMBER, subject)!;
    expect(mail.text).toContain(`/dashboard/results/group/${batch}`);
    if (mode === 'pdf') {
      expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
      expect(mail.text).toContain('attached as a PDF');
    } else {
      expect(mail.attachments).toEqual([]);
      expect(mail.text).not.toContain('attached');
    }

    // the notice in the app
    await visit(member, '/launchpad/notices');
    const notice = member.locator('.notice-list li', { hasText: `Results ready for batch ${batch}` });
    expect(await notice.count()).toBe(1);
    expect(await notice.textContent()).toContain(`Napa Ridge Cellars (${CLIENT})`);
    await submit(member, notice.getByRole('button', { name: 'Mark read' }));
    expect(await member.locator('.notice-list li', { hasText: `Results ready for batch ${batch}` }).locator('.badge').count()).toBe(0);
  });

  it("shows the client's Administrator the failed fax in the delivery log, and sends it again", async () => {
    expect(batch, 'the release of the test before').not.toBe('');
    await signInTo('owner@example.com', CLIENT);
    const owner = await open(undefined, { as: 'owner@example.com', viewport: WIDE });
    const faxesSent = () => withServerDb(async (db) => (await db.selectFrom('fax_sends').select('id').where('number', '=', WINERY_LAB_FAX).execute()).length);
    const faxRow = () => owner.locator('table.delivery-log tbody tr', { hasText: WINERY_LAB_FAX }).filter({ hasText: `Results ready for batch ${batch}` });
    // the fax is sent by a job after the release: the log is read again until it shows the failure
    await expect
      .poll(async () => {
        await visit(owner, '/dashboard/client-settings/deliveries?state=failed');
        return faxRow().count();
      }, JOBS)
      .toBe(1);
    expect(await faxRow().textContent()).toContain('No answer');
    expect(await owner.locator('table.delivery-log tbody tr', { hasText: MEMBER }).filter({ hasText: `Results ready for batch ${batch}` }).count()).toBe(0);

    const before = await faxesSent();
    await submit(owner, faxRow().getByRole('button', { name: 'Send again' }));
    expect(await owner.getByText('The copy is queued to be sent again.').count()).toBe(1);
    // sent again: the gateway is called once more (and the sandbox does not answer that line again either)
    await expect.poll(faxesSent, JOBS).toBe(before + 1);
    await expect
      .poll(async () => {
        await visit(owner, '/dashboard/client-settings/deliveries?state=failed');
        return faxRow().count();
      }, JOBS)
      .toBe(1);

    // and the member's e-mail copy was sent
    await visit(owner, '/dashboard/client-settings/deliveries?state=sent');
    const email = owner.locator('table.delivery-log tbody tr', { hasText: MEMBER }).filter({ hasText: `Results ready for batch ${batch}` }).filter({ hasText: 'E-mail' });
    expect(await email.count()).toBe(1);
  });
});
