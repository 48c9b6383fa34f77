/**
 * Each supply's most per order ("Up to 5 per order" in the catalogue text) is a
 * column the provider enforces, not prose. Existing rows take the number their description
 * states; a supply whose text names none keeps the general cap (MAX_SUPPLY_QUANTITY).
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { perOrderLimit } from '../../../contract/supplies.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('supplies')
    .addColumn('maxPerOrder', sql.raw(isPostgres(db) ? 'bigint' : 'integer') as any, (c) => c.notNull().defaultTo(99))
    .execute();
  const rows = await db.selectFrom('supplies').select(['key', 'description']).execute();
  for (const r of rows as { key: string; description: string }[]) {
    await db.updateTable('supplies').set({ maxPerOrder: perOrderLimit(r.description) }).where('key', '=', r.key).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('supplies').dropColumn('maxPerOrder').execute();
}
