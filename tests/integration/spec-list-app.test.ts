/**
 * House specifications in the results list, through the app (a browser without JavaScript), on
 * both engines: pass / warning / fail badges beside the results (by-analysis view) and the samples
 * (samples view), read as "Specification: Fail"; the "out of specification" filter (a GET form
 * field kept in the URL) leaves the failing results and counts them; a specification changed
 * shows at once, though the signed-in page cache kept the page (specifications are versioned
 * tables); another client's specification never judges a sample.
 */
import { describe, expect, it } from 'vitest';
import { htmlText } from '../helpers/html.ts';
import { appsPerTest } from '../helpers/sign-in.ts';

const NOW = '2026-11-18T18:00:00.000Z';
const { as: signedIn } = appsPerTest({ now: NOW });

describe('specification badges and filter in the results list', () => {
  it('shows the badges in both views, filters out of specification, follows a change at once', async () => {
    const app = await signedIn('full@example.com');
    const { db } = app.provider;
    const napa = (await db.selectFrom('clients').select('id').where('code', '=', 'C10234').executeTakeFirstOrThrow()).id;
    const batchId = (await db.selectFrom('batches').select('id').where('clientId', '=', napa).orderBy('submittedAt', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const sample = async (number: string, rows: [string, string][]) => {
      const id = (await db.insertInto('samples').values({ batchId, clientId: napa, friendlyNumber: number, description: `Tank ${number}`, varietalCode: 'CS', loggedAt: NOW, reportedAt: NOW }).returning('id').executeTakeFirstOrThrow()).id;
      let n = 0;
      for (const [analyte, result] of rows) {
        n++;
        await db.insertInto('results').values({
          sampleId: id, batchId, clientId: napa, number: `${number}-${n}`, acode: 'W-217', analyte, description: 'x', analysisDescription: analyte, result, formattedResult: result,
          units: null, comments: null, validationStatus: 'Validated', status: 'Completed', testMethod: null, testDate: NOW, isPanel: 0, panelDescription: null, sortOrder: n, loggedAt: NOW, reportedAt: NOW, submittedAt: NOW,
        }).execute();
      }
      return id;
    };
    const spec = (await db.insertInto('specifications').values({ clientId: napa, name: 'Estate', sampleType: null, createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('specification_limits').values({ specificationId: spec, position: 1, analyte: 'pH', min: 3.4, max: 3.8, minInclusive: 1, maxInclusive: 1, warnLow: null, warnHigh: 3.7 }).execute();
    const failing = await sample('SPL-0001', [['pH', '3.95'], ['Total SO2', '90']]);
    const warned = await sample('SPL-0002', [['pH', '3.75']]);
    await sample('SPL-0003', [['pH', '3.95']]);
    await db.updateTable('samples').set({ specificationId: spec }).where('id', 'in', [failing, warned]).execute();

    // by analysis: a badge beside each judged result, none for the rest
    const analyses = await app.get('/dashboard/results?view=analyses&q=SPL-000');
    const rowOf = (html: string, number: string, analyte: string) => htmlText(html.split('<tr').find((r) => r.includes(`>${number}<`) && r.includes(`>${analyte}<`)) ?? '');
    expect(rowOf(analyses.html, 'SPL-0001', 'pH')).toContain('3.95 Specification: Fail');
    expect(rowOf(analyses.html, 'SPL-0002', 'pH')).toContain('3.75 Specification: Warning');
    expect(rowOf(analyses.html, 'SPL-0003', 'pH')).not.toContain('Specification:');
    expect(rowOf(analyses.html, 'SPL-0001', 'Total SO2')).not.toContain('Specification:');
    expect(analyses.html).toContain('class="spec-badge spec-fail"');
    // the filter is a field of the GET form, offered whatever is chosen
    expect(analyses.html).toMatch(/<select id="results-spec" name="spec"/);

    // out of specification: the failing result alone, counted
    const out = await app.get('/dashboard/results?view=analyses&spec=fail');
    expect(htmlText(out.html)).toContain('1 analysis');
    expect(out.html.match(/class="spec-badge spec-\w+"/g)).toEqual(['class="spec-badge spec-fail"']);
    expect(out.html).toMatch(/<option value="fail" selected="">/);
    const either = await app.get('/dashboard/results?view=analyses&spec=warning');
    expect(htmlText(either.html)).toContain('2 analyses');
    // the page's links keep the filter (view switch, sort)
    expect(either.html).toMatch(/href="\/dashboard\/results\?spec=warning"/);
    // the export form carries the filter, and the CSV holds what the list shows
    expect(out.html).toContain('<input type="hidden" name="spec" value="fail"/>');
    const csv = await app.post('/dashboard/results/export', { intent: 'export', view: 'analyses', q: '', from: '', to: '', spec: 'fail' });
    expect(csv.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = csv.html.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SPL-0001');
    expect(lines[0]).toContain('3.95');

    // by sample: each sample's worst verdict beside it; the filter keeps the groups with a failing sample
    const samples = await app.get('/dashboard/results?q=SPL-000');
    const itemOf = (number: string) => htmlText(samples.html.split('<li').find((l) => l.includes(`${number} — `)) ?? '');
    expect(itemOf('SPL-0001')).toContain('Specification: Fail');
    expect(itemOf('SPL-0002')).toContain('Specification: Warning');
    expect(itemOf('SPL-0003')).not.toContain('Specification:');
    const groups = await app.get('/dashboard/results?spec=fail');
    expect(htmlText(groups.html)).toContain('1 group');
    expect(groups.html).toContain(`>${batchId}</th>`);

    // the kept page follows a changed specification at once
    await app.get('/dashboard/results?view=analyses&spec=fail');
    await db.updateTable('specification_limits').set({ max: 4 }).where('specificationId', '=', spec).execute();
    const after = await app.get('/dashboard/results?view=analyses&spec=fail');
    expect(htmlText(after.html)).toContain('0 analyses');
    expect(after.html).not.toContain('class="spec-badge');

    // another client's specification named by the sample's column: never applied
    const other = await db.selectFrom('clients').select('id').where('id', '!=', napa).executeTakeFirstOrThrow();
    const theirs = (await db.insertInto('specifications').values({ clientId: other.id, name: 'Theirs', sampleType: null, createdAt: NOW, updatedAt: NOW }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('specification_limits').values({ specificationId: theirs, position: 1, analyte: 'pH', min: 0, max: 1, minInclusive: 1, maxInclusive: 1, warnLow: null, warnHigh: null }).execute();
    await db.updateTable('samples').set({ specificationId: theirs }).where('id', 'in', [failing, warned]).execute();
    expect((await app.get('/dashboard/results?view=analyses&q=SPL-000')).html).not.toContain('class="spec-badge');
    expect(htmlText((await app.get('/dashboard/results?spec=warning')).html)).toContain('0 groups');
  });
});
