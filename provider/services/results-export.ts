/**
 * The results exports (document 2 §9): the export route (routes/exports.ts) picks the rows and
 * queues a job; the job (exportJob, registered by provider/app.ts) builds the CSV and e-mails it,
 * on whichever node takes it.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Zip, ZipPassThrough } from 'fflate';
import type { Analysis } from '../../contract/results.ts';
import { type ExportLayout, ZIP_ABOVE_BYTES } from '../../contract/exports.ts';
import { wineryCsv } from './winery-csv.ts';
import { labDate, labToday } from '../../contract/lab-time.ts';
import { accessRefusal } from '../../contract/access.ts';
import { BOM, csvField, safeCell } from '../../lib/csv.ts';
import type { ProviderDeps } from '../deps.ts';
import { type ResultFilter, exportAddressee, resultIdChunks, resultsById } from '../repositories/results.ts';
import { amendmentsOfResults } from '../repositories/bench.ts';
import { labelVerdictCells } from './compliance.ts';
import { specificationCells } from './specifications.ts';
import { finishExport } from './export-limits.ts';
import { resultsExportMail } from './mail-templates.ts';

/**
 * Preliminary values: a result still Pending Validation is measured but not
 * validated; its value is shown only to a caller who accepted the preliminary-results agreement
 * (document 2 §4). Every other caller, the CSV exports included, gets the row without its value.
 */
export function withheld(a: Analysis): Analysis {
  return a.validationStatus === 'Pending Validation' ? { ...a, result: null, formattedResult: null } : a;
}

// ─── CSV ──────────────────────────────────────────────────────────────────

export const CSV_HEADER = [
  'Group', 'Sample ID', 'Sample name', 'Logged', 'Reported', 'Analysis number', 'Analysis', 'Panel', 'Result', 'Units',
  'Method', 'Validation status', 'Status', 'Test date', 'Label claim', 'Specification',
];
/** The header line, as the in-memory CSV and the streamed one both write it. */
const HEADER_LINE = CSV_HEADER.map(csvField).join(',');

/** The result; "Preliminary" where the value is withheld until the agreement (withheld), as the page shows it. */
function resultCell(r: Analysis): string {
  const value = r.formattedResult ?? r.result;
  return r.validationStatus === 'Pending Validation' && !value ? 'Preliminary' : safeCell(value);
}

type Amended = { oldFormatted: string | null; oldResult?: string | null; reason: string; reportVersion: number };

/** An amended value names, in its cell, the value it replaced and why (the CSV keeps its columns). */
function amendedNote(amendments: Amended[] | undefined): string {
  if (!amendments?.length) return '';
  return ` (${amendments.map((m) => `amended in version ${m.reportVersion}; was ${m.oldFormatted ?? m.oldResult ?? ''}: ${m.reason}`).join('; ')})`;
}

/** One row of the results CSV (without its line end); `label`: the label claim's verdict, on the alcohol row it judged. */
function csvLine(r: Analysis, amendments: Amended[] | undefined = r.amendments, label = '', spec = ''): string {
  return [
    r.reportBatchId, safeCell(r.friendlyNumber), safeCell(r.sampleDescription), labDate(r.loggedAt), labDate(r.reportedAt),
    safeCell(r.number), safeCell(r.analyte), safeCell(r.panelDescription), amendments?.length ? safeCell(`${resultCell(r)}${amendedNote(amendments)}`) : resultCell(r), safeCell(r.units),
    safeCell(r.testMethod), r.validationStatus, r.status, labDate(r.testDate), safeCell(label), safeCell(spec),
  ].map(csvField).join(',');
}

/**
 * The results CSV. Written by hand rather than with csv-stringify (the same output, tested, but
 * for a lone line feed, which csv-stringify left unquoted): on the 55,000-row history
 * csv-stringify alone took ~1.5 s of the request, this a fraction of it.
 */
export function resultsCsv(rows: Analysis[]): string {
  return `${[HEADER_LINE, ...rows.map((r) => csvLine(r))].join('\r\n')}\r\n`;
}

/**
 * Rows read per query while the export is written: memory holds one chunk, whatever the history's
 * size. 1,000 rather than 5,000: each chunk's rows outlive a few young-generation collections, and
 * V8 then keeps them (and the garbage of the chunks after them) in the old generation until a full
 * collection; smaller chunks roughly halved the peak growth of the process (tests/bench/README.md).
 */
const EXPORT_CHUNK = 1_000;

/** Rows read per query while a direct download is streamed. */
const DIRECT_CHUNK = 1_000;

/**
 * The CSV of the given result ids as a stream (the direct download of a small export): the
 * header with its byte-order mark, then the rows DIRECT_CHUNK at a time as the client reads.
 */
export function resultsCsvStream(db: ProviderDeps['db'], ids: number[], shape: (a: Analysis) => Analysis = (a) => a): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let at = -1;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at < 0) {
        at = 0;
        controller.enqueue(encoder.encode(`${BOM}${HEADER_LINE}\r\n`));
        return;
      }
      if (at >= ids.length) {
        controller.close();
        return;
      }
      const rows = await resultsById(db, ids.slice(at, at + DIRECT_CHUNK));
      at += DIRECT_CHUNK;
      const labels = await labelVerdictCells(db, rows);
      const specs = await specificationCells(db, rows);
      if (rows.length) controller.enqueue(encoder.encode(`${rows.map((r) => csvLine(shape(r), r.amendments, labels.get(r.id), specs.get(r.id))).join('\r\n')}\r\n`));
    },
  });
}

/** Writes to a file stream, waiting while its buffer is full (so memory does not fill with what the disk has not taken). */
async function put(out: fs.WriteStream, data: string | Uint8Array): Promise<void> {
  if (!out.write(data)) await once(out, 'drain');
}

async function closeStream(out: fs.WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.end(resolve);
  });
}

/** The given ids, EXPORT_CHUNK at a time. */
async function* chunksOf(ids: number[]): AsyncGenerator<number[]> {
  for (let i = 0; i < ids.length; i += EXPORT_CHUNK) yield ids.slice(i, i + EXPORT_CHUNK);
}

/**
 * The CSV of the given result ids (their order; a list, or chunks of it as a walk of the history
 * reads them), streamed into `file`: the rows are read a chunk at a time and written as they
 * come. Answers the rows written (ids of rows deleted since are left out) and the file's size in bytes.
 */
export async function writeResultsCsv(
  db: ProviderDeps['db'],
  ids: number[] | AsyncIterable<number[]>,
  file: string,
  shape: (a: Analysis) => Analysis = (a) => a,
): Promise<{ rows: number; bytes: number }> {
  const out = fs.createWriteStream(file);
  let written = 0;
  await put(out, `${BOM}${HEADER_LINE}\r\n`);
  for await (const chunk of Array.isArray(ids) ? chunksOf(ids) : ids) {
    const rows = await resultsById(db, chunk);
    const amendments = await amendmentsOfResults(db, rows.map((r) => r.id));
    const labels = await labelVerdictCells(db, rows);
    const specs = await specificationCells(db, rows);
    if (rows.length) await put(out, `${rows.map((r) => csvLine(shape(r), amendments.filter((m) => m.resultId === r.id), labels.get(r.id), specs.get(r.id))).join('\r\n')}\r\n`);
    written += rows.length;
  }
  await closeStream(out);
  return { rows: written, bytes: fs.statSync(file).size };
}

/**
 * A ZIP entry deflated by Node's zlib (native, a fixed few hundred KB of state) rather than
 * fflate's JavaScript deflater, whose output pieces are new array buffers each: they piled up
 * ~32 MB outside the heap while a whole history's CSV was zipped (tests/bench/README.md). fflate
 * still writes the archive's headers, sizes and CRC (ZipPassThrough is its documented base for
 * another compressor: the CRC and size are of the data pushed, before compression).
 */
class ZipZlibDeflate extends ZipPassThrough {
  private readonly deflater = zlib.createDeflateRaw({ level: 6 });
  private taken: Promise<void> = Promise.resolve();
  constructor(name: string) {
    super(name);
    this.compression = 8;
    this.deflater.on('data', (piece: Buffer) => this.ondata(null, piece as Uint8Array<ArrayBuffer>, false));
    this.deflater.on('end', () => this.ondata(null, new Uint8Array(0), true));
    this.deflater.on('error', (err: Error) => this.ondata(Object.assign(new Error(err.message, { cause: err }), { code: 0 }), null as unknown as Uint8Array<ArrayBuffer>, true));
  }
  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    if (chunk.length) this.taken = new Promise((resolve) => this.deflater.write(chunk, () => resolve()));
    if (final) this.deflater.end();
  }
  /** Resolves once zlib has read the last chunk pushed (its memory may then be reused). */
  consumed(): Promise<void> {
    return this.taken;
  }
}

/** Bytes read from the CSV at a time while it is zipped, into one buffer reused for the whole file. */
const ZIP_READ_BYTES = 64 * 1024;

/**
 * `file` as the one entry `name` of a ZIP archive written to `zipFile`, streamed: read into one
 * reused buffer, deflated by zlib off the event loop, written as it comes, so the memory it takes
 * does not grow with the file. Answers the archive's size.
 */
export async function zipFile(file: string, name: string, zipPath: string): Promise<number> {
  const out = fs.createWriteStream(zipPath);
  const input = await fs.promises.open(file, 'r');
  let failed: Error | null = null;
  let done!: () => void;
  const written = new Promise<void>((resolve) => (done = resolve));
  const archive = new Zip((err, data, final) => {
    if (err) failed = err;
    else out.write(data);
    if (err || final) done();
  });
  const entry = new ZipZlibDeflate(name);
  archive.add(entry);
  try {
    const buffer = Buffer.allocUnsafe(ZIP_READ_BYTES);
    for (;;) {
      const { bytesRead } = await input.read(buffer, 0, ZIP_READ_BYTES, null);
      if (!bytesRead || failed) break;
      entry.push(buffer.subarray(0, bytesRead), false);
      await entry.consumed();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    if (!failed) {
      entry.push(new Uint8Array(0), true);
      archive.end();
      await written;
    }
  } finally {
    await input.close();
  }
  if (failed) {
    out.destroy();
    throw failed;
  }
  await closeStream(out);
  return fs.statSync(zipPath).size;
}

// ─── the job ──────────────────────────────────────────────────────────────

/**
 * What the export job is given: the rows chosen when the user asked. A batch, a sample or the
 * batches view: their result ids, in order. The results view (up to its whole history): the filter
 * and the newest result id then (`history`), which the job walks a chunk at a time, newest first
 * (resultIdChunks), so neither the job nor the request holds a list that grows with the history.
 */
export interface ExportJob {
  runId: number;
  userId: number;
  clientId: number;
  label: string;
  ids?: number[];
  history?: { filter: ResultFilter; maxId: number };
  preliminaryAccepted: boolean;
  /** a winery software's layout (services/winery-csv.ts); absent: the standard one */
  layout?: Exclude<ExportLayout, 'standard'>;
}
export const EXPORT_JOB = 'results-export';

/**
 * The export job's handler and its final failure (registered by provider/app.ts). The mail is
 * sent last, so a failed attempt sent nothing; the run is closed as sent, or as failed once the
 * last attempt failed: either way the user's in-flight marker is released.
 */
export function exportJob(deps: Pick<ProviderDeps, 'db' | 'clock' | 'mailer' | 'workDir'>) {
  return {
    async run(job: ExportJob) {
      const { db, clock } = deps;
      const { user, client, role } = await exportAddressee(db, job.userId, job.clientId);
      // The rule of the results calls, again as the mail is about to go: an export asked for just
      // before the client went on credit hold, or before the user left the client, is not mailed.
      if (accessRefusal(user, role, 'results', client)) {
        await finishExport(db, clock, job.runId, 'failed');
        return;
      }
      const done = await mailCsv(deps, user, client, job);
      await finishExport(db, clock, job.runId, 'sent', done);
    },
    async onFailed(job: ExportJob) {
      await finishExport(deps.db, deps.clock, job.runId, 'failed');
    },
  };
}

/**
 * E-mails the rows as a CSV (with its byte-order mark); one larger than ZIP_ABOVE_BYTES goes as a
 * ZIP holding the CSV (a whole history is ~10 MB of CSV, a few hundred KB zipped).
 * ZIP rather than gzip: every office machine opens a ZIP by double-click, a .gz needs a tool.
 * The CSV and the ZIP are files in a folder of their own under `workDir` (the
 * data folder's `tmp/`), written as streams, attached by path and removed once the mail is out:
 * the export's memory does not grow with the history.
 */
async function mailCsv(
  deps: Pick<ProviderDeps, 'db' | 'clock' | 'mailer' | 'workDir'>,
  user: { email: string; firstname: string },
  client: { name: string; code: string },
  job: ExportJob,
): Promise<{ rows: number; bytes: number }> {
  const { db, mailer, clock } = deps;
  const day = labToday(clock.now());
  const base = `${client.code}-${job.label}${job.layout ? `-${job.layout}` : ''}-${day}`.replace(/[^\w.-]/g, '_');
  const workDir = deps.workDir ?? os.tmpdir();
  fs.mkdirSync(workDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(workDir, 'export-'));
  try {
    const csvPath = path.join(dir, `${base}.csv`);
    const shape = job.preliminaryAccepted ? undefined : withheld;
    const source = job.history ? resultIdChunks(db, job.clientId, job.history.filter, job.history.maxId, EXPORT_CHUNK) : (job.ids ?? []);
    let written: { rows: number; bytes: number };
    if (job.layout) {
      // A winery layout is a row per sample with the analyses as columns: its rows are gathered
      // before they are written, so it holds the export's ids (the lab's own layout streams).
      const ids: number[] = [];
      if (Array.isArray(source)) ids.push(...source);
      else for await (const chunk of source) ids.push(...chunk);
      const { csv, rows } = await wineryCsv(db, ids, job.layout, shape);
      fs.writeFileSync(csvPath, csv);
      written = { rows, bytes: fs.statSync(csvPath).size };
    } else written = await writeResultsCsv(db, source, csvPath, shape);
    const { rows, bytes: csvBytes } = written;
    const zipped = csvBytes > ZIP_ABOVE_BYTES;
    const zipPath = path.join(dir, `${base}.zip`);
    const bytes = zipped ? await zipFile(csvPath, `${base}.csv`, zipPath) : csvBytes;
    const attachment = zipped
      ? { filename: `${base}.zip`, path: zipPath, contentType: 'application/zip' }
      : { filename: `${base}.csv`, path: csvPath, contentType: 'text/csv' };
    await mailer.send({
      to: user.email,
      ...resultsExportMail({ firstname: user.firstname, client, rows, zippedCsv: zipped ? `${base}.csv` : undefined }),
      attachments: [attachment],
    });
    return { rows, bytes };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
