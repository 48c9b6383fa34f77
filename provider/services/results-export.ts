/**
 * The results exports (document 2 §9): the export route (routes/exports.ts) picks the rows and
 * queues a job; the job (exportJob, registered by provider/app.ts) builds the CSV and e-mails it,
 * on whichever node takes it (issue 14 item 4).
 */
import { strToU8, zip } from 'fflate';
import type { Analysis } from '../../contract/results.ts';
import { ZIP_ABOVE_BYTES } from '../../contract/exports.ts';
import { labDate, labToday } from '../../contract/lab-time.ts';
import { BOM, csvField, safeCell } from '../../lib/csv.ts';
import type { ProviderDeps } from '../http.ts';
import { exportAddressee, resultsById } from '../repositories/results.ts';
import { finishExport } from './export-limits.ts';
import { resultsExportMail } from './mail-templates.ts';

/**
 * Preliminary values (issue 15 item 3): a result still Pending Validation is measured but not
 * validated; its value is shown only to a caller who accepted the preliminary-results agreement
 * (document 2 §4). Every other caller, the CSV exports included, gets the row without its value.
 */
export function withheld(a: Analysis): Analysis {
  return a.validationStatus === 'Pending Validation' ? { ...a, result: null, formattedResult: null } : a;
}

// ─── CSV ──────────────────────────────────────────────────────────────────

export const CSV_HEADER = [
  'Group', 'Sample ID', 'Sample name', 'Logged', 'Reported', 'Analysis number', 'Analysis', 'Panel', 'Result', 'Units',
  'Method', 'Validation status', 'Status', 'Test date',
];

/** The result; "Preliminary" where the value is withheld until the agreement (withheld), as the page shows it. */
function resultCell(r: Analysis): string {
  const value = r.formattedResult ?? r.result;
  return r.validationStatus === 'Pending Validation' && !value ? 'Preliminary' : safeCell(value);
}

/**
 * The results CSV. Written by hand rather than with csv-stringify (the same output, tested, but
 * for a lone line feed, which csv-stringify left unquoted): on the 55,000-row history
 * csv-stringify alone took ~1.5 s of the request, this a fraction of it.
 */
export function resultsCsv(rows: Analysis[]): string {
  const lines = [CSV_HEADER.map(csvField).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.reportBatchId, safeCell(r.friendlyNumber), safeCell(r.sampleDescription), labDate(r.loggedAt), labDate(r.reportedAt),
        safeCell(r.number), safeCell(r.analyte), safeCell(r.panelDescription), resultCell(r), safeCell(r.units),
        safeCell(r.testMethod), r.validationStatus, r.status, labDate(r.testDate),
      ].map(csvField).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** One file in a ZIP archive, compressed off the event loop (fflate's async zip runs in a worker). */
function zipOne(name: string, content: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => zip({ [name]: [strToU8(content), { level: 6 }] }, (err, data) => (err ? reject(err) : resolve(data))));
}

// ─── the job ──────────────────────────────────────────────────────────────

/** What the export job is given: the rows chosen when the user asked (result ids, in order). */
export interface ExportJob {
  runId: number;
  userId: number;
  clientId: number;
  label: string;
  ids: number[];
  preliminaryAccepted: boolean;
}
export const EXPORT_JOB = 'results-export';

/**
 * The export job's handler and its final failure (registered by provider/app.ts). The mail is
 * sent last, so a failed attempt sent nothing; the run is closed as sent, or as failed once the
 * last attempt failed: either way the user's in-flight marker is released.
 */
export function exportJob(deps: Pick<ProviderDeps, 'db' | 'clock' | 'mailer'>) {
  return {
    async run(job: ExportJob) {
      const { db, clock } = deps;
      const { user, client } = await exportAddressee(db, job.userId, job.clientId);
      const rows: Analysis[] = [];
      // Chunked to stay under SQLite's parameter limit.
      for (let i = 0; i < job.ids.length; i += 5000) rows.push(...(await resultsById(db, job.ids.slice(i, i + 5000))));
      const done = await mailCsv(deps, user, client, job.preliminaryAccepted ? rows : rows.map(withheld), job.label);
      await finishExport(db, clock, job.runId, 'sent', done);
    },
    async onFailed(job: ExportJob) {
      await finishExport(deps.db, deps.clock, job.runId, 'failed');
    },
  };
}

/**
 * E-mails the rows as a CSV (with its byte-order mark); one larger than ZIP_ABOVE_BYTES goes as a
 * ZIP holding the CSV (issue 15 item 10: a whole history is ~10 MB of CSV, a few hundred KB zipped).
 * ZIP rather than gzip: every office machine opens a ZIP by double-click, a .gz needs a tool.
 */
async function mailCsv(
  deps: Pick<ProviderDeps, 'clock' | 'mailer'>,
  user: { email: string; firstname: string },
  client: { name: string; code: string },
  rows: Analysis[],
  label: string,
): Promise<{ rows: number; bytes: number }> {
  const { mailer, clock } = deps;
  const day = labToday(clock.now());
  const base = `${client.code}-${label}-${day}`.replace(/[^\w.-]/g, '_');
  const csv = BOM + resultsCsv(rows);
  const csvBytes = Buffer.byteLength(csv);
  const zipped = csvBytes > ZIP_ABOVE_BYTES;
  const attachment = zipped
    ? { filename: `${base}.zip`, content: Buffer.from(await zipOne(`${base}.csv`, csv)), contentType: 'application/zip' }
    : { filename: `${base}.csv`, content: csv, contentType: 'text/csv' };
  await mailer.send({
    to: user.email,
    ...resultsExportMail({ firstname: user.firstname, client, rows: rows.length, zippedCsv: zipped ? `${base}.csv` : undefined }),
    attachments: [attachment],
  });
  return { rows: rows.length, bytes: zipped ? attachment.content.length : csvBytes };
}
