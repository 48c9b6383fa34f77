/**
 * provider/db/types.ts is written by hand beside the migrations' column DSL; this test keeps the
 * two in step. It migrates a fresh database (SQLite, or PostgreSQL with
 * TEST_DATABASE=postgres), reads the `Database` interface with the TypeScript compiler API
 * (tests/helpers/db-types.ts), and checks that every table and column of either is in the other,
 * with a compatible type: text for strings (and string unions), an integer or real for numbers,
 * a blob/bytea for buffers; nullable exactly when the type admits null; and a column an insert may
 * leave out (Generated, or a ColumnType taking undefined) has a default or counts itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type TableMetadata } from 'kysely';
import { migrateToLatest } from '../../provider/db/migrate.ts';
import { readDatabaseTypes, type TypedSchema, type ValueKind } from '../helpers/db-types.ts';
import { TEST_ENGINE, testDatabase, type TestDatabase } from '../helpers/database.ts';

/** What each engine's column type holds, as the driver hands it back. */
const KIND_OF: Record<string, ValueKind> = {
  // SQLite (the migrations' DSL writes these four)
  integer: 'number', real: 'number', text: 'text', blob: 'bytes',
  // PostgreSQL (its type names); `pg` reads int4 and float8 as numbers, and the pool reads int8
  // as a number too (provider/db/connect.ts). Two columns are bigint there (devices.userId,
  // supplies.maxPerOrder) where the rest of the schema uses integer.
  int4: 'number', int8: 'number', float8: 'number', bytea: 'bytes', varchar: 'text',
};

let database: TestDatabase;
let tables: TableMetadata[];
let typed: TypedSchema;
/**
 * SQLite's primary-key columns. An `integer primary key` is the row id: reported as nullable, it
 * never holds null and numbers itself. Any other primary key without `not null` takes null on
 * SQLite (a legacy quirk; on PostgreSQL a primary key never does): the types say not null, which
 * is what both engines hold in practice, so those count as not null too.
 */
const primaryKeys = new Set<string>();
const rowIds = new Set<string>();

beforeAll(async () => {
  typed = readDatabaseTypes();
  database = await testDatabase({ migrate: false });
  await migrateToLatest(database.db);
  tables = (await database.db.introspection.getTables()).filter((t) => !t.schema || t.schema === 'public');
  if (database.engine === 'sqlite') {
    // The FTS5 search indexes (migrations/2026-11-27-results-search-index.ts) and the shadow tables
    // FTS5 keeps for them (`<name>_data`, `_idx`, …) are indexes, not tables the types name: only
    // db/dialect.ts's rowsContaining reads them, by raw SQL.
    const fts = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and sql like 'create virtual table%'`.execute(database.db)).rows.map((r) => r.name);
    tables = tables.filter((t) => !fts.some((v) => t.name === v || t.name.startsWith(`${v}_`)));
    for (const t of tables) {
      const pk = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${t.name}) where pk > 0`.execute(database.db);
      for (const c of pk.rows) primaryKeys.add(`${t.name}.${c.name}`);
      if (pk.rows.length === 1 && /^integer$/i.test(pk.rows[0].type)) rowIds.add(`${t.name}.${pk.rows[0].name}`);
    }
  }
});
afterAll(() => database?.close());

describe(`provider/db/types.ts against the migrated schema on ${TEST_ENGINE}`, () => {
  it('names every migrated table, and only those', () => {
    expect(Object.keys(typed).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it('names every column of each table, and only those', () => {
    const problems: string[] = [];
    for (const table of tables) {
      const declared = typed[table.name];
      if (!declared) continue; // the test above names it
      const migrated = new Set(table.columns.map((c) => c.name));
      for (const c of migrated) if (!(c in declared)) problems.push(`${table.name}.${c}: migrated, missing from types.ts`);
      for (const c of Object.keys(declared)) if (!migrated.has(c)) problems.push(`${table.name}.${c}: in types.ts, not migrated`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every column a compatible type, null exactly where the column takes null, and a default where inserts leave it out', () => {
    const problems: string[] = [];
    for (const table of tables) {
      for (const column of table.columns) {
        const declared = typed[table.name]?.[column.name];
        if (!declared) continue;
        const at = `${table.name}.${column.name} (${column.dataType}${column.isNullable ? ' null' : ''}; types.ts: ${declared.written})`;
        const kind = KIND_OF[column.dataType.toLowerCase()];
        if (!kind) problems.push(`${at}: no mapping for the column type ${column.dataType}`);
        else if (declared.kinds.length !== 1 || declared.kinds[0] !== kind) problems.push(`${at}: holds ${kind}, declared ${declared.kinds.join(' | ')}`);
        const rowId = rowIds.has(`${table.name}.${column.name}`);
        const nullable = column.isNullable && !primaryKeys.has(`${table.name}.${column.name}`);
        if (nullable !== declared.nullable) problems.push(`${at}: ${nullable ? 'takes' : 'refuses'} null, declared ${declared.nullable ? 'nullable' : 'not null'}`);
        if (declared.optionalOnInsert && !column.hasDefaultValue && !column.isAutoIncrementing && !rowId && !nullable) problems.push(`${at}: optional on insert, but the column has no default`);
      }
    }
    expect(problems).toEqual([]);
  });
});
