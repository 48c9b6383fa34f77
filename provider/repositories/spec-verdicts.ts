/**
 * A result's verdict against its sample's house specification, in SQL (SQLite and PostgreSQL),
 * so the results list can filter by it, count and page in the database, and print the badges
 * from the same query that reads the page's rows. It is `judge` and `measuredOf`
 * (contract/specifications.ts, contract/compliance.ts) written as an expression: the value read
 * as they read it ("<x" as x, "ND" as 0, commas dropped; text, ">x" and values pending validation
 * not judged), the limit found by analyte name as `limitFor` finds it (case and spacing aside; the
 * first by position), bounds compared in thousandths. A unit of agreement with the JavaScript
 * rules is tests/integration/spec-verdicts.test.ts.
 *
 * The rank: 2 fail, 1 warning, 0 pass, null not judged. A specification applies only to the
 * results of its own client, whatever a sample's column says.
 */
import { type RawBuilder, sql } from 'kysely';
import type { SpecVerdict } from '../../contract/specifications.ts';
import type { DB } from '../db/connect.ts';
import { isPostgres } from '../db/dialect.ts';

export const VERDICT_OF_RANK: Record<number, SpecVerdict> = { 0: 'pass', 1: 'warning', 2: 'fail' };

export const verdictOf = (rank: unknown): SpecVerdict | null => (rank === null || rank === undefined ? null : (VERDICT_OF_RANK[Number(rank)] ?? null));

/** The lowest rank a filter keeps: 'fail' (out of specification) or 'warning' (warning or fail). */
export const rankAtLeast = (f: 'fail' | 'warning') => (f === 'fail' ? 2 : 1);

/** A name as limitFor compares it: trimmed, runs of spaces as one, lower case. */
function norm(pg: boolean, column: string): string {
  return pg
    ? `lower(btrim(regexp_replace(${column}, '\\s+', ' ', 'g')))`
    : `lower(trim(replace(replace(replace(replace(${column}, char(9), ' '), '  ', ' '), '  ', ' '), '  ', ' ')))`;
}

/** The stored result as a number (measuredOf), or null. */
function measured(pg: boolean, column: string): string {
  const ws = pg ? `E' \\t\\n\\r'` : `' ' || char(9) || char(10) || char(13)`;
  const trimmed = pg ? `btrim(${column}, ${ws})` : `trim(${column}, ${ws})`;
  const x = `replace(${trimmed}, ',', '')`;
  const y = pg
    ? `(case when left(${x}, 1) in ('<', '≤') then ltrim(substr(${x}, 2), ${ws}) else ${x} end)`
    : `(case when substr(${x}, 1, 1) in ('<', '≤') then ltrim(substr(${x}, 2), ${ws}) else ${x} end)`;
  // [+-]?(\d+(\.\d+)?|\.\d+): SQLite has no regular expressions, so the same shape by GLOB.
  const valid = pg
    ? `${y} ~ '^[+-]?([0-9]+(\\.[0-9]+)?|\\.[0-9]+)$'`
    : `(${y} glob '*[0-9]*' and ${y} not glob '*[^0-9.+-]*' and substr(${y}, 2) not glob '*[+-]*' and ${y} not glob '*.*.*' and ${y} not glob '*.')`;
  return `(case when lower(${trimmed}) in ('nd', 'not detected') then 0.0 when ${valid} then cast(${y} as ${pg ? 'double precision' : 'real'}) end)`;
}

/**
 * The verdict rank of the result aliased `r`; `specificationId`: the SQL of its sample's
 * specification id (by default read from the sample by key); `clientId`: the rows' client, when
 * known, so a client without specifications is answered once for the statement, not per row.
 */
export function verdictRank(db: DB, r = 'r', specificationId?: string, clientId?: number): RawBuilder<number | null> {
  const pg = isPostgres(db);
  const col = (c: string) => `"${r}"."${c}"`;
  const spec = specificationId ?? `(select "vs"."specificationId" from "samples" as "vs" where "vs"."id" = ${col('sampleId')})`;
  const value = measured(pg, col('result'));
  const k = (v: string) => `floor(${v} * 1000 + 0.5)`;
  const kv = k(value);
  const limit = `(select case
      when ("vl"."min" is not null and (case when "vl"."minInclusive" = 1 then ${kv} < ${k('"vl"."min"')} else ${kv} <= ${k('"vl"."min"')} end))
        or ("vl"."max" is not null and (case when "vl"."maxInclusive" = 1 then ${kv} > ${k('"vl"."max"')} else ${kv} >= ${k('"vl"."max"')} end)) then 2
      when ("vl"."warnLow" is not null and ${kv} < ${k('"vl"."warnLow"')}) or ("vl"."warnHigh" is not null and ${kv} > ${k('"vl"."warnHigh"')}) then 1
      else 0 end
    from "specification_limits" as "vl" inner join "specifications" as "vp" on "vp"."id" = "vl"."specificationId"
    where "vl"."specificationId" = ${spec} and "vp"."clientId" = ${col('clientId')} and ${norm(pg, '"vl"."analyte"')} = ${norm(pg, col('analyte'))}
    order by "vl"."position" limit 1)`;
  // Whether the client has any specification (uncorrelated: evaluated once), then the sample's: a
  // row without one costs a look-up by key, not the value's parsing.
  const none = clientId === undefined ? sql`false` : sql`not exists (select 1 from "specifications" as "vn" where "vn"."clientId" = ${clientId})`;
  return sql<number | null>`(case when ${none} or ${sql.raw(spec)} is null or coalesce(${sql.raw(col('validationStatus'))}, '') = 'Pending Validation' or ${sql.raw(value)} is null then null else ${sql.raw(limit)} end)`;
}

/** The ids of a client's samples assigned one of its specifications (what the filters start from). */
export function specifiedSamples(db: DB, clientId: number) {
  return db.selectFrom('samples as ss').select('ss.id').where('ss.specificationId', 'in', db.selectFrom('specifications as sc').select('sc.id').where('sc.clientId', '=', clientId));
}

/** The worst verdict rank of a sample's results (the samples view's badge); `sample`: the samples alias. */
export function sampleRank(db: DB, sample = 's'): RawBuilder<number | null> {
  const rank = verdictRank(db, 'vr', `"${sample}"."specificationId"`);
  return sql<number | null>`(case when ${sql.ref(`${sample}.specificationId`)} is null then null else (select max(${rank}) from "results" as "vr" where "vr"."sampleId" = ${sql.ref(`${sample}.id`)}) end)`;
}
