/**
 * The vintage report's charts (`vintage_charts`: a drawing or an uploaded image per varietal and
 * analyte) and the results they are drawn from (`vintage_results`). Plain functions taking the
 * database first.
 */
import type { DB } from '../db/connect.ts';

/** Every result of the varietal and analysis, oldest first. */
export async function vintageResultsOf(db: DB, varietal: string, analysis: string) {
  return db.selectFrom('vintage_results').select(['timestamp', 'result']).where('varietal', '=', varietal).where('analysis', '=', analysis).orderBy('timestamp').execute();
}

export async function chartRows(db: DB) {
  return db.selectFrom('vintage_charts').select(['varietal', 'analyte', 'updatedAt']).execute();
}

export async function findChart(db: DB, varietal: string, analyte: string) {
  return db.selectFrom('vintage_charts').select(['contentType', 'image', 'updatedAt']).where('varietal', '=', varietal).where('analyte', '=', analyte).executeTakeFirst();
}

/**
 * Stores a chart. `replace: 'same-type'` replaces only a stored chart of the same type (a new
 * drawing replaces an older drawing, never an upload that came in meanwhile); 'any' replaces whatever is there.
 */
export async function storeChart(db: DB, chart: { varietal: string; analyte: string; contentType: string; image: Buffer; updatedAt: string }, replace: 'same-type' | 'any'): Promise<void> {
  const { contentType, image, updatedAt } = chart;
  await db
    .insertInto('vintage_charts')
    .values(chart)
    .onConflict((oc) => {
      const columns = oc.columns(['varietal', 'analyte']);
      return replace === 'any' ? columns.doUpdateSet({ contentType, image, updatedAt }) : columns.doUpdateSet({ image, updatedAt }).where('vintage_charts.contentType', '=', contentType);
    })
    .execute();
}
