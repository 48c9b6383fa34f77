/**
 * Seeds the demo data: `npx tsx provider/seed/cli.ts [database]`
 * The database is the argument, else DATABASE_URL, else data/lab.sqlite. It is migrated first;
 * a database that already has users is left alone.
 * `--small`: a short history. `--results-rows=N` (the bench): the main client's
 * history copied back in time until it has N results (seed/grow.ts).
 */
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { growResults } from './grow.ts';
import { seedDemo } from './index.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--small' && !a.startsWith('--results-rows='));
  const large = !process.argv.includes('--small');
  const grow = Number(process.argv.find((a) => a.startsWith('--results-rows='))?.split('=')[1] ?? 0);
  if (!Number.isInteger(grow) || grow < 0) throw new Error('--results-rows= takes a whole number');
  const url = args[0] ?? process.env.DATABASE_URL ?? 'data/lab.sqlite';
  const db = await connect(url);
  try {
    const t0 = performance.now();
    await migrateToLatest(db);
    const migrated = Math.round(performance.now() - t0);
    const result = await seedDemo(db, { large });
    if (!result) {
      console.log(`${url} already has users: nothing seeded.`);
      return 0;
    }
    console.log(`Seeded ${url} (migrations ${migrated} ms).`);
    if (grow) {
      const t1 = performance.now();
      const main = await db.selectFrom('results').select('clientId').groupBy('clientId').orderBy((eb) => eb.fn.countAll(), 'desc').limit(1).executeTakeFirstOrThrow();
      const added = await growResults(db, main.clientId, grow);
      console.log(`Client ${main.clientId} grown to ${grow} results (${added} copied back in time, ${Math.round(performance.now() - t1)} ms).`);
    }
    console.log(`\nDemo accounts (password: ${result.password})`);
    const width = Math.max(...result.accounts.map((a) => a.email.length));
    for (const a of result.accounts) console.log(`  ${a.email.padEnd(width)}  ${a.description}`);
    console.log('\nTimings (ms)');
    for (const [step, ms] of Object.entries(result.timings)) console.log(`  ${step.padEnd(22)} ${String(ms).padStart(6)}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
