/**
 * Compliance checks on results samples:
 * - `samples.labelAlcohol` (% vol), `labelTerm` ('non-alcoholic' | 'alcohol-free'), `labelMarket`
 *   ('US' | 'EU'), `labelExtended` (the EU's wider wine tolerance applies): the label claim the
 *   sample's alcohol is judged against; `samples.colour` ('red' | 'white' | 'rose'): which SO2 and
 *   volatile-acidity limits and which molecular SO2 target apply. All null until the client says.
 * - `submission_samples.labelAlcohol`: the claim typed on the order; the receiving desk carries it
 *   over to the results sample.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const real = sql.raw(isPostgres(db) ? 'double precision' : 'real') as any;
  await db.schema.alterTable('samples').addColumn('labelAlcohol', real).execute();
  await db.schema.alterTable('samples').addColumn('labelTerm', 'text').execute();
  await db.schema.alterTable('samples').addColumn('labelMarket', 'text').execute();
  await db.schema.alterTable('samples').addColumn('labelExtended', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('samples').addColumn('colour', 'text').execute();
  await db.schema.alterTable('submission_samples').addColumn('labelAlcohol', real).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submission_samples').dropColumn('labelAlcohol').execute();
  for (const col of ['colour', 'labelExtended', 'labelMarket', 'labelTerm', 'labelAlcohol']) await db.schema.alterTable('samples').dropColumn(col).execute();
}
