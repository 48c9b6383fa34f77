/**
 * Peak memory of the results export: `npx tsx tests/bench/export-memory.ts <database> [provider folder]`.
 * Runs the export job of the whole history of the client with the most results, as the export
 * route queues it (the filter and the newest result id: the job walks the history a chunk at a
 * time; a checkout older than that walk is given every result id, newest first, as its route
 * queued them), mailing into a temporary outbox, in this process alone, and prints the resident
 * memory before, its peak (VmHWM from /proc/self/status, and process.memoryUsage().rss sampled
 * every 20 ms), its growth, the time and the attachment's size. Exits 1 when the peak grew by
 * more than EXPORT_RSS_LIMIT_MB (64): the export must not hold the history in memory.
 * The optional second argument is another checkout's `provider` folder (e.g. /work/main/provider),
 * to measure its export the same way (before/after).
 * It measures the job as the server runs it: with the server's young generation (the start
 * command's `--max-semi-space-size=8`: it runs itself again with it when started without) and the
 * heap settings the server applies at start (tuneHeap).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

if (!process.execArgv.some((a) => a.startsWith('--max-semi-space-size'))) {
  const again = spawnSync(process.execPath, ['--max-semi-space-size=8', '--import', 'tsx', import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}
const { tuneHeap } = await import('../../lib/heap.ts');
const { loadConfig } = await import('../../server/config.ts');
// the server's own setting: its default, or HEAP_GROWING_PERCENT as the server would read it
tuneHeap(loadConfig({ DATA_DIR: os.tmpdir(), HEAP_GROWING_PERCENT: process.env.HEAP_GROWING_PERCENT }).heapGrowingPercent);
const [database, providerDir = path.resolve(import.meta.dirname, '../../provider')] = process.argv.slice(2);
if (!database) throw new Error('usage: export-memory.ts <database> [provider folder]');
const load = (rel: string) => import(pathToFileURL(path.join(providerDir, rel)).href);
const { connect } = await load('db/connect.ts');
const { exportJob } = await load('services/results-export.ts');
const { createMailer, readOutbox } = await load('services/mailer.ts');
const { countResults, latestResultIds, newestResultId } = await import('../../provider/repositories/results.ts');
const walks = fs.readFileSync(path.join(providerDir, 'services/results-export.ts'), 'utf8').includes('history?:');
const LIMIT_MB = Number(process.env.EXPORT_RSS_LIMIT_MB ?? 64);
const { createLogger } = await import('../../lib/log.ts');

const status = (key: string) => Number(/(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith(key)) ?? '')?.[1] ?? 0) / 1024;
const db = await connect(database);
const main = await db.selectFrom('results').select('clientId').groupBy('clientId').orderBy((eb: any) => eb.fn.countAll(), 'desc').limit(1).executeTakeFirstOrThrow();
// A member who may open the results (the job checks again, and mails nothing to a Billing User).
const user = await db.selectFrom('memberships').select('userId').where('clientId', '=', main.clientId).where('role', 'in', ['Administrator', 'Full User']).where('acceptedAt', 'is not', null).limit(1).executeTakeFirstOrThrow();
const total = await countResults(db, main.clientId, {});
// What the route queues: the history to walk, or (an older checkout) the list of its ids.
const rows = walks ? { history: { filter: {}, maxId: await newestResultId(db) } } : { ids: await latestResultIds(db, main.clientId, {}, total) };
const runId = Number((await db.insertInto('export_runs').values({ userId: user.userId, clientId: main.clientId, kind: 'results', startedAt: new Date().toISOString() } as any).returning('id').executeTakeFirstOrThrow()).id);
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-memory-'));
const log = createLogger('warn');
const mailer = createMailer({ outboxDir, from: 'Lab <no-reply@lab.example>', log });
const clock = { now: () => new Date() };
globalThis.gc?.();
// The peak (VmHWM) from here on: what reading the database and the imports took is not the export's.
try {
  fs.writeFileSync('/proc/self/clear_refs', '5');
} catch {
  // an older kernel: VmHWM is the process's whole peak, an upper bound
}
const before = process.memoryUsage().rss / 2 ** 20;
let sampled = before;
const timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss / 2 ** 20)), 20);
const t0 = performance.now();
// As the job runner hands it over: the payload as stored (JSON) and read back.
const job = JSON.parse(JSON.stringify({ runId, userId: user.userId, clientId: main.clientId, label: 'results', ...rows, preliminaryAccepted: true }));
await exportJob({ db, clock, mailer, workDir: path.join(outboxDir, 'tmp') }).run(job);
const ms = performance.now() - t0;
clearInterval(timer);
const [mail] = readOutbox(outboxDir);
const attachment = mail.attachments[0];
console.log(JSON.stringify({
  provider: providerDir, walks, rows: total, ms: Math.round(ms), rssBeforeMB: Math.round(before), rssPeakSampledMB: Math.round(sampled), vmHWMMB: Math.round(status('VmHWM')),
  growthMB: Math.round(Math.max(sampled, status('VmHWM')) - before), limitMB: LIMIT_MB,
  attachment: attachment.filename, attachmentBytes: fs.statSync(attachment.path).size,
}));
fs.rmSync(outboxDir, { recursive: true, force: true });
await db.destroy();
const growth = Math.max(sampled, status('VmHWM')) - before;
if (growth > LIMIT_MB) {
  console.error(`The export's peak resident memory grew by ${Math.round(growth)} MB (limit ${LIMIT_MB} MB).`);
  process.exitCode = 1;
}
