/**
 * What provider/db/types.ts says about the database, read with the TypeScript compiler API:
 * every table of the `Database` interface and, per column, the kind of value a
 * select returns (text, number, bytes), whether it may be null, and whether an insert may leave
 * it out (Generated<…> or a ColumnType whose insert type takes undefined). The db-types test
 * compares this with a freshly migrated database, so the hand-written interface cannot drift
 * from the migrations.
 */
import path from 'node:path';
import ts from 'typescript';

export type ValueKind = 'text' | 'number' | 'bytes';

export interface TypedColumn {
  /** the TypeScript type as written, for messages */
  written: string;
  kinds: ValueKind[];
  nullable: boolean;
  /** an insert may leave it out (the database fills it) */
  optionalOnInsert: boolean;
}

export type TypedSchema = Record<string, Record<string, TypedColumn>>;

export const TYPES_FILE = path.resolve(import.meta.dirname, '../../provider/db/types.ts');

export function readDatabaseTypes(file = TYPES_FILE): TypedSchema {
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error(`no interface Database in ${file}`);
  const schema: TypedSchema = {};
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns: Record<string, TypedColumn> = {};
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of tableType.getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(column, database);
      const select = member(checker, type, '__select__', database) ?? type;
      const insert = member(checker, type, '__insert__', database);
      const parts = select.isUnion() ? select.types : [select];
      const kinds = new Set<ValueKind>();
      let nullable = false;
      for (const part of parts) {
        if (part.flags & ts.TypeFlags.Null) nullable = true;
        else if (part.flags & ts.TypeFlags.StringLike) kinds.add('text');
        else if (part.flags & ts.TypeFlags.NumberLike) kinds.add('number');
        else if (/^(Buffer|Uint8Array)\b/.test(checker.typeToString(part))) kinds.add('bytes');
        else throw new Error(`${table.name}.${column.name}: cannot map ${checker.typeToString(part)} to a column type`);
      }
      const insertParts = insert ? (insert.isUnion() ? insert.types : [insert]) : [];
      columns[column.name] = {
        written: checker.typeToString(type),
        kinds: [...kinds],
        nullable,
        optionalOnInsert: insertParts.some((p) => p.flags & ts.TypeFlags.Undefined),
      };
    }
    schema[table.name] = columns;
  }
  return schema;
}

function member(checker: ts.TypeChecker, type: ts.Type, name: string, at: ts.Node): ts.Type | undefined {
  const symbol = type.getProperty(name);
  return symbol ? checker.getTypeOfSymbolAtLocation(symbol, at) : undefined;
}
