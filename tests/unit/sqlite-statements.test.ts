import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cachedStatements, sqliteDialect } from '../../provider/db/connect.ts';

describe('kept SQLite statements', () => {
  it('hands back the statement prepared for the same SQL, and a fresh one while it is being walked', () => {
    const raw = new SQLite(':memory:');
    raw.exec('create table t (n integer); insert into t values (1), (2), (3);');
    const kept = cachedStatements(raw);
    const first = kept.prepare('select n from t order by n');
    expect(kept.prepare('select n from t order by n')).toBe(first);
    const walking = first.iterate();
    expect(walking.next().value).toEqual({ n: 1 });
    const second = kept.prepare('select n from t order by n');
    expect(second).not.toBe(first);
    expect(second.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...walking]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(kept.prepare('select n from t order by n')).toBe(first);
    kept.close();
  });

  it('keeps at most `max` statements, the least recently used dropped first', () => {
    const raw = new SQLite(':memory:');
    const kept = cachedStatements(raw, 2);
    const a = kept.prepare('select 1');
    const b = kept.prepare('select 2');
    expect(kept.prepare('select 1')).toBe(a);
    kept.prepare('select 3');
    expect(kept.prepare('select 1')).toBe(a);
    expect(kept.prepare('select 2')).not.toBe(b);
    kept.close();
  });

  it('answers Kysely queries, streams included, and sees a table changed after a statement was kept', async () => {
    const db = new Kysely<any>({ dialect: sqliteDialect(new SQLite(':memory:')) });
    await sql`create table t (n integer)`.execute(db);
    await db.insertInto('t').values([{ n: 1 }, { n: 2 }]).execute();
    const select = () => db.selectFrom('t').selectAll().orderBy('n').execute();
    expect(await select()).toEqual([{ n: 1 }, { n: 2 }]);
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('t').selectAll().orderBy('n').stream()) streamed.push(row);
    expect(streamed).toEqual([{ n: 1 }, { n: 2 }]);
    await sql`alter table t add column m integer default 7`.execute(db);
    expect(await select()).toEqual([{ n: 1, m: 7 }, { n: 2, m: 7 }]);
    await db.destroy();
  });
});
