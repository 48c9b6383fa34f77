/** The provider's liveness and readiness answers. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeProvider, testProvider, type TestProvider } from '../helpers/provider.ts';

let p: TestProvider;
beforeEach(async () => {
  p = await testProvider();
});
afterEach(() => closeProvider(p));

describe('health', () => {
  it('answers /healthz while the process runs', async () => {
    const r = await p.call('GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ alive: true });
  });

  it('is ready when the database answers and every migration has run', async () => {
    const r = await p.call('GET', '/readyz');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ready: true });
  });

  it('is not ready (503, naming them) while migrations are pending', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(p.db);
    await sql`delete from kysely_migration where name = ${rows[0].name}`.execute(p.db);
    const r = await p.call('GET', '/readyz');
    expect(r.status).toBe(503);
    expect(r.json.ready).toBe(false);
    expect(r.json.reason).toContain(rows[0].name);
  });
});
