/**
 * The same migrations, seed and provider code on PostgreSQL. Runs when a PostgreSQL server
 * answers at PG_TEST_URL (default postgres://postgres@127.0.0.1:5432/postgres, as on the
 * project's machines); otherwise it is skipped with a note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createProvider } from '../../provider/app.ts';
import { connect, type DB } from '../../provider/db/connect.ts';
import { migrateToLatest } from '../../provider/db/migrate.ts';
import { seedDemo } from '../../provider/seed/index.ts';
import { systemClock } from '../../provider/services/clock.ts';
import { createSandboxGateway } from '../../provider/services/gateway.ts';
import { memoryLogger } from '../../provider/services/log.ts';
import { createMailer } from '../../provider/services/mailer.ts';
import { issueSessionToken } from '../../provider/services/sessions.ts';
import os from 'node:os';

const adminUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `lab_test_${process.pid}_${Date.now()}`;

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const available = await reachable();
if (!available) console.log(`PostgreSQL not reachable at ${adminUrl}: the PostgreSQL checks are skipped.`);

describe.skipIf(!available)('on PostgreSQL', () => {
  let db: DB;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    db = await connect(url.toString());
    await migrateToLatest(db);
    await seedDemo(db, { large: false });
  });
  afterAll(async () => {
    await db?.destroy();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  });

  it('migrates, seeds and answers provider calls', async () => {
    const log = memoryLogger();
    const app = createProvider({
      db, log, clock: systemClock, gateway: createSandboxGateway(db), publicUrl: 'http://lab.test', sessionTtlMs: 3600_000,
      mailer: createMailer({ outboxDir: os.tmpdir(), from: 'x@lab.test', log }),
    });
    const users = await db.selectFrom('users').select(['id', 'email']).execute();
    expect(users.map((u) => u.email)).toContain('owner@example.com');
    const token = await issueSessionToken(db, systemClock, users[0].id, 3600_000);
    const ping = await app.request('/auth-ping.json', { headers: { authorization: `Bearer ${token}` } });
    expect(ping.status).toBe(200);
    const list = await app.request('/analyses.json?limit=5');
    expect(list.status).toBe(200);
  });
});
