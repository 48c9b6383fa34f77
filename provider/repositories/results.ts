/**
 * Results by analysis (document 2 §7): the rows of `results` joined to their sample and batch,
 * filtered by search phrase, date range and level, sorted and paged. Plain functions taking the
 * database (or a transaction) first; scoping to the caller's client is the caller's (each
 * query names the client it reads).
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Analysis, ResultSort } from '../../contract/results.ts';
import type { Role } from '../../contract/roles.ts';
import type { DB } from '../db/connect.ts';
import { isPostgres, likeAny, likePattern, notIndexed, rowsContaining, trigramIndexed } from '../db/dialect.ts';
import { labDayEnd, labDayStart } from '../../contract/lab-time.ts';
import { rankAtLeast, specifiedSamples, verdictOf, verdictRank } from './spec-verdicts.ts';

const RESULT_COLUMNS = [
  'r.id', 'r.number', 'r.sampleId', 'r.batchId', 'r.clientId', 'r.acode', 'r.analyte', 'r.description', 'r.analysisDescription',
  'r.result', 'r.formattedResult', 'r.units', 'r.comments', 'r.validationStatus', 'r.status', 'r.testMethod', 'r.testDate',
  'r.isPanel', 'r.panelDescription', 'r.sortOrder', 'r.loggedAt', 'r.reportedAt', 'r.submittedAt',
  's.friendlyNumber', 's.description as sampleDescription', 'b.status as batchStatus',
] as const;

/** The result's own columns of RESULT_COLUMNS (resultsById reads the sample's and batch's by key). */
const OWN_COLUMNS = RESULT_COLUMNS.filter((c) => c.startsWith('r.'));

function toAnalysis(r: any): Analysis {
  return {
    id: r.id, number: r.number, sampleId: r.sampleId, reportBatchId: r.batchId, friendlyNumber: r.friendlyNumber,
    sampleDescription: r.sampleDescription, clientId: r.clientId, acode: r.acode, analyte: r.analyte, description: r.description,
    analysisDescription: r.analysisDescription, result: r.result, formattedResult: r.formattedResult, units: r.units,
    comments: r.comments, validationStatus: r.validationStatus, status: r.status, testMethod: r.testMethod, testDate: r.testDate,
    isPanel: !!r.isPanel, panelDescription: r.panelDescription, sortOrder: r.sortOrder, loggedAt: r.loggedAt, reportedAt: r.reportedAt,
    submittedAt: r.submittedAt, batchStatus: r.batchStatus,
    // the list's pages read the verdict with the row (spec-verdicts.ts); other reads leave it out
    // (only a judged row carries it: the answer of a client without specifications is as before)
    ...(verdictOf(r.specVerdict) ? { specVerdict: verdictOf(r.specVerdict) } : {}),
  };
}

/** Results joined to their sample and batch (what an Analysis shows). */
function joined(db: DB) {
  return db.selectFrom('results as r').innerJoin('samples as s', 's.id', 'r.sampleId').innerJoin('batches as b', 'b.id', 'r.batchId');
}

const SORT_COLUMN: Record<ResultSort, string> = {
  analyte: 'r.analyte',
  logged_at: 'r.loggedAt',
  formatted_result: 'r.formattedResult',
  report_batch_id: 'r.batchId',
  description: 'r.description',
  panel_description: 'r.panelDescription',
  status: 'r.status',
  friendly_number: 's.friendlyNumber',
  number: 'r.number',
  validation_status: 'r.validationStatus',
};

export type ResultFilter = {
  searchPhrase?: string;
  startDate?: string;
  endDate?: string;
  level?: 'test' | 'panel';
  /** only results out of their sample's specification ('fail'), or warning or fail ('warning') */
  specification?: 'fail' | 'warning';
};

/**
 * The ids of a client's results the search phrase finds: the analysis
 * (analyte), the panel, the group (batch) number, and the sample id or sample name (through the
 * client's samples). Each part is an index lookup (the trigram search index, results by sample,
 * results by batch), so the work grows with the rows found, not with the client's history.
 */
function searchParts(db: DB, clientId: number, phrase: string) {
  const ofClient = { column: 'clientId', value: clientId };
  return {
    results: rowsContaining(db, { table: 'results', fts: 'results_search', columns: ['analyte', 'panelDescription'] }, phrase, ofClient),
    samples: samplesContaining(db, clientId, phrase),
    batchId: /^\d{1,12}$/.test(phrase) ? Number(phrase) : null,
  };
}

/**
 * The ids of a client's samples whose number or name holds `phrase`, ignoring case, from the
 * search indexes (rowsContaining): also the samples view's search (repositories/batches.ts).
 */
export function samplesContaining(db: DB, clientId: number, phrase: string): SelectQueryBuilder<any, any, { id: number }> {
  return isPostgres(db) && trigramIndexed(phrase)
    ? // the same rows, from the trigram index (migrations/2026-11-28-sample-result-counts.ts)
      ((db as unknown as Kysely<any>).selectFrom(sql`samples_containing(${clientId}, ${likePattern(phrase)})`.as('m')).select('m.id') as SelectQueryBuilder<any, any, { id: number }>)
    : rowsContaining(db, { table: 'samples', fts: 'samples_search', columns: ['friendlyNumber', 'description'] }, phrase, { column: 'clientId', value: clientId });
}
type SearchParts = ReturnType<typeof searchParts>;

function searchMatches(db: DB, clientId: number, phrase: string, parts: SearchParts) {
  const ofClient = db.selectFrom('results as t').select('t.id').where(notIndexed(db, 't.clientId'), '=', clientId);
  let ids = parts.results.union(ofClient.where('t.sampleId', 'in', parts.samples));
  if (parts.batchId !== null) ids = ids.union(ofClient.where('t.batchId', '=', parts.batchId));
  return ids;
}

/** Above this many matches a page of a search walks the client's results in order (it soon finds a page); below, it sorts the matches. */
export const DENSE_MATCHES = 5_000;

/**
 * The results of a client with the filters applied, on the results table alone (no joins), so
 * counting and paging walk one index. `walk`: a search is checked row by row while walking the
 * client's results in the page's order (for a page of many matches); otherwise the rows are
 * those the search finds (for counting, and a page of few matches).
 */
function filteredResults(db: DB, clientId: number, f: ResultFilter, walk = false, given?: SearchParts) {
  let q = db.selectFrom('results as r');
  const parts = f.searchPhrase ? (given ?? searchParts(db, clientId, f.searchPhrase)) : undefined;
  // A phrase no index can find (one or two characters) is checked row by row on the walk.
  if (f.searchPhrase && parts && (walk || !trigramIndexed(f.searchPhrase))) {
    q = q.where('r.clientId', '=', clientId).where((eb) =>
      eb.or([
        // on the row walked (the covering index holds both columns), not through the search index
        likeAny(db, 'r', ['analyte', 'panelDescription'], f.searchPhrase!),
        ...(parts.batchId !== null ? [eb('r.batchId', '=', parts.batchId)] : []),
        eb('r.sampleId', 'in', parts.samples),
      ]),
    );
  } else if (f.searchPhrase && parts) {
    // Driven by the matches: no condition on the client's index (every match is the client's).
    q = q.where('r.id', 'in', searchMatches(db, clientId, f.searchPhrase, parts));
  } else {
    // With the specification filter the rows come from the client's specified samples (few), not
    // from a walk of the client's history in the page's order (SQLite took the walk).
    q = q.where(f.specification ? notIndexed(db, 'r.clientId') : 'r.clientId', '=', clientId);
  }
  if (f.level === 'panel') q = q.where('r.isPanel', '=', 1);
  if (f.startDate) q = q.where('r.loggedAt', '>=', labDayStart(f.startDate));
  if (f.endDate) q = q.where('r.loggedAt', '<', labDayEnd(f.endDate));
  if (f.specification) {
    // From the client's samples that have a specification (few), then each of their results judged.
    q = q.where('r.sampleId', 'in', specifiedSamples(db, clientId)).where(sql<boolean>`${verdictRank(db)} >= ${rankAtLeast(f.specification)}`);
  }
  return q;
}

export async function countResults(db: DB, clientId: number, f: ResultFilter): Promise<number> {
  if (!f.searchPhrase && f.level !== 'panel' && !f.startDate && !f.endDate && !f.specification) {
    // The whole history: the count the triggers keep (migrations/2026-11-27-results-counts.ts).
    const kept = await db.selectFrom('client_result_counts').select('n').where('clientId', '=', clientId).executeTakeFirst();
    return Number(kept?.n ?? 0);
  }
  if (indexedSearch(f)) return countMatches(db, clientId, f.searchPhrase);
  const row = await filteredResults(db, clientId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many results a search alone finds, counted as three parts that do not overlap, so no part
 * is read twice or merged: the results of the samples found (their kept counts, one row a sample),
 * the results found by analysis or panel that are not of those samples, and the group's results
 * found by neither. Each part is the same rows searchMatches unites.
 */
async function countMatches(db: DB, clientId: number, phrase: string): Promise<number> {
  let n = 0;
  for (const q of matchCounts(db, clientId, phrase, searchParts(db, clientId, phrase))) n += Number((await q.executeTakeFirstOrThrow()).n);
  return n;
}

/** The queries countMatches adds up, one count (`n`) each, on the given search parts. */
function matchCounts(db: DB, clientId: number, phrase: string, parts: SearchParts) {
  const ofClient = () => db.selectFrom('results as t').select((eb) => eb.fn.countAll<number>().as('n'));
  const queries = [
    // the kept count of each sample found (migrations/2026-11-28-sample-result-counts.ts)
    db
      .selectFrom('sample_result_counts as k')
      .select(sql<number>`coalesce(sum(${sql.ref('k.n')}), 0)`.as('n'))
      .where('k.clientId', '=', clientId)
      .where('k.sampleId', 'in', parts.samples),
    // PostgreSQL: the trigram-indexed ILIKEs on the row itself (parts.results, by id, had it join the
    // matches back to all of the client's results: a scan of 500,000 rows for "acid")
    (isPostgres(db)
      ? ofClient().where('t.clientId', '=', clientId).where(likeAny(db, 't', ['analyte', 'panelDescription'], phrase))
      : ofClient().where('t.id', 'in', parts.results)
    ).where('t.sampleId', 'not in', parts.samples),
  ];
  if (parts.batchId !== null) {
    const textMatch = likeAny(db, 't', ['analyte', 'panelDescription'], phrase);
    queries.push(
      ofClient()
        .where('t.clientId', '=', clientId)
        .where('t.batchId', '=', parts.batchId)
        .where('t.sampleId', 'not in', parts.samples)
        .where(sql<boolean>`not coalesce(${textMatch}, false)`),
    );
  }
  return queries;
}

/**
 * Full rows (with their sample's and batch's columns) of the given result ids, in that order.
 * The sample and batch columns are read by key for each row (correlated subqueries), not joined:
 * PostgreSQL planned the join of a page's 100 ids as two hash joins over every sample and batch
 * of the database (4–7 ms of each results page of the 500,000-row client,
 * against 0.8 ms by key); SQLite reads them by key either way.
 */
export async function resultsById(db: DB, ids: number[], opts: { verdictsOf?: number } = {}): Promise<Analysis[]> {
  if (!ids.length) return [];
  let q = db
    .selectFrom('results as r')
    .select(OWN_COLUMNS as any)
    .select((eb) => [
      eb.selectFrom('samples as s').select('s.friendlyNumber').whereRef('s.id', '=', 'r.sampleId').as('friendlyNumber'),
      eb.selectFrom('samples as s').select('s.description').whereRef('s.id', '=', 'r.sampleId').as('sampleDescription'),
      eb.selectFrom('batches as b').select('b.status').whereRef('b.id', '=', 'r.batchId').as('batchStatus'),
    ])
    .where('r.id', 'in', ids);
  // The results list's page (of client `verdictsOf`): each row's verdict against its sample's specification, in the same query.
  if (opts.verdictsOf !== undefined) q = q.select(verdictRank(db, 'r', undefined, opts.verdictsOf).as('specVerdict'));
  const rows = await q.execute();
  const byId = new Map(rows.map((r: any) => [r.id as number, r]));
  return ids.map((id) => byId.get(id)).filter(Boolean).map(toAnalysis);
}

export type PageQuery = ResultFilter & { sort: ResultSort; direction: 'asc' | 'desc'; start: number; length: number };

/** The ids of one page, in its order (`walk`: see filteredResults). */
function pageIds(db: DB, clientId: number, q: PageQuery, walk: boolean, parts?: SearchParts) {
  let ids = filteredResults(db, clientId, q, walk, parts);
  if (q.sort === 'friendly_number') ids = ids.innerJoin('samples as s', 's.id', 'r.sampleId');
  return ids
    .select('r.id')
    .orderBy(sql.ref(SORT_COLUMN[q.sort]), q.direction)
    .orderBy('r.id', q.direction)
    .limit(q.length)
    .offset(q.start);
}

/**
 * One page: first the ids alone (an index walk, a "deferred join", so a late page skips only
 * index entries), then the full rows of those ids.
 */
export async function pageOfResults(
  db: DB,
  clientId: number,
  q: PageQuery,
  /** how many results the filters find (countResults), when known: picks how a search's page is found */
  total?: number,
): Promise<Analysis[]> {
  const rows = await pageIds(db, clientId, q, !!q.searchPhrase && (total === undefined || total > DENSE_MATCHES)).execute();
  return resultsById(db, rows.map((r) => r.id), { verdictsOf: clientId });
}

/** A search countMatches counts (a phrase an index finds, nothing else but the order and the page). */
function indexedSearch(f: ResultFilter): f is ResultFilter & { searchPhrase: string } {
  return !!f.searchPhrase && trigramIndexed(f.searchPhrase) && f.level !== 'panel' && !f.startDate && !f.endDate && !f.specification;
}

/**
 * The results page: how many results the filters find and the page of them (the results route).
 * A search on PostgreSQL is one statement (searchPage); anything else is counted, then paged.
 * `denseAbove`: the count above which a search's page walks the history (tests pass both sides).
 */
export async function resultsPage(db: DB, clientId: number, q: PageQuery, denseAbove = DENSE_MATCHES): Promise<{ data: Analysis[]; totalItems: number }> {
  if (isPostgres(db) && indexedSearch(q)) return searchPage(db, clientId, q, denseAbove);
  const totalItems = await countResults(db, clientId, q);
  const data = await pageOfResults(db, clientId, q, totalItems > denseAbove ? Number.MAX_SAFE_INTEGER : 0);
  return { data, totalItems };
}

/**
 * A search's count and page in one statement (PostgreSQL): the samples found
 * once (a materialized CTE, `found_samples`, which every part reads instead of matching the
 * samples again), the three-part count (countMatches), and the page both ways (walked, or the
 * matches sorted; the count picks one at run time, the other branch's filter is false before it
 * reads a row), joined to its sample and batch. One round trip instead of four, and the samples
 * matched once instead of twice. With no result on the page, one row of nulls carries the count.
 */
async function searchPage(db: DB, clientId: number, q: PageQuery & { searchPhrase: string }, denseAbove: number): Promise<{ data: Analysis[]; totalItems: number }> {
  const phrase = q.searchPhrase;
  const own = searchParts(db, clientId, phrase);
  const parts: SearchParts = { ...own, samples: (db as unknown as Kysely<any>).selectFrom('found_samples').select('found_samples.id') as typeof own.samples };
  const total = sql<number>`(select n from total)`;
  const branch = (walk: boolean) =>
    (db as unknown as Kysely<any>)
      .selectFrom(pageIds(db, clientId, q, walk, parts).where(total, walk ? '>' : '<=', denseAbove).as(walk ? 'walked' : 'sorted'))
      .select(walk ? 'walked.id' : 'sorted.id');
  const sortColumn = SORT_COLUMN[q.sort].split('.')[1];
  const rows: any[] = await (db as unknown as Kysely<any>)
    .with((cte) => cte('found_samples').materialized(), () => own.samples)
    .with('total', (d) => d.selectNoFrom(sql<number>`${sql.join(matchCounts(db, clientId, phrase, parts).map((c) => sql`(${c})`), sql` + `)}`.as('n')))
    .with('page', () => branch(true).unionAll(branch(false)))
    .selectFrom('total')
    .leftJoin(joined(db).innerJoin('page' as any, 'page.id' as any, 'r.id').select(RESULT_COLUMNS as any).select(verdictRank(db, 'r', '"s"."specificationId"', clientId).as('specVerdict')).as('x'), (j) => j.onTrue())
    .selectAll('x')
    .select('total.n as totalItems')
    .orderBy(sql.ref(`x.${sortColumn}`), q.direction)
    .orderBy('x.id', q.direction)
    .execute();
  return { totalItems: Number(rows[0]?.totalItems ?? 0), data: rows.filter((r) => r.id !== null).map(toAnalysis) };
}

/** The newest result id of every client (the bound of an export's history: what existed when it was asked for). */
export async function newestResultId(db: DB): Promise<number> {
  const row = await db.selectFrom('results').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The ids of the client's filtered results up to `maxId`, newest first (logged, then id, as
 * latestResultIds), `chunk` at a time: each query starts after the last row of the one before
 * (keyset paging), so the walk holds one chunk, whatever the history's size.
 */
export async function* resultIdChunks(db: DB, clientId: number, f: ResultFilter, maxId: number, chunk: number): AsyncGenerator<number[]> {
  let after: { id: number; loggedAt: string } | undefined;
  for (;;) {
    let q = filteredResults(db, clientId, f).select(['r.id', 'r.loggedAt']).where('r.id', '<=', maxId);
    if (after) {
      const last = after;
      q = q.where((eb) => eb.or([eb('r.loggedAt', '<', last.loggedAt), eb.and([eb('r.loggedAt', '=', last.loggedAt), eb('r.id', '<', last.id)])]));
    }
    const rows = await q.orderBy('r.loggedAt', 'desc').orderBy('r.id', 'desc').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map((r) => r.id);
    if (rows.length < chunk) return;
    after = rows[rows.length - 1];
  }
}

/** The ids of the newest `length` filtered results, newest first (the results export). */
export async function latestResultIds(db: DB, clientId: number, f: ResultFilter, length: number): Promise<number[]> {
  const rows = await filteredResults(db, clientId, f).select('r.id').orderBy('r.loggedAt', 'desc').orderBy('r.id', 'desc').limit(length).execute();
  return rows.map((r) => r.id);
}

/** One analysis (result row) with its sample and batch, whoever's it is (the caller checks the client). */
export async function findAnalysis(db: DB, id: number): Promise<Analysis | undefined> {
  const row = await joined(db).select(RESULT_COLUMNS as any).where('r.id', '=', id).executeTakeFirst();
  return row ? toAnalysis(row) : undefined;
}

/** The analyses of a batch or of one sample: panel analyses first, grouped by panel; then the rest in the lab's order (document 2 §2). */
export async function resultsOfSamples(db: DB, where: { batchId?: number; sampleId?: number }): Promise<Analysis[]> {
  let q = joined(db);
  if (where.batchId !== undefined) q = q.where('r.batchId', '=', where.batchId);
  if (where.sampleId !== undefined) q = q.where('r.sampleId', '=', where.sampleId);
  const rows = await q
    .select(RESULT_COLUMNS as any)
    .orderBy('s.friendlyNumber')
    .orderBy('r.isPanel', 'desc')
    .orderBy(sql`coalesce(${sql.ref('r.panelDescription')}, '')`)
    .orderBy('r.sortOrder')
    .orderBy('r.id')
    .execute();
  return rows.map(toAnalysis);
}

/**
 * The result ids of the given batches, in the order of the batches export: newest batch first,
 * then by sample and the lab's order. Chunked to stay under SQLite's parameter limit.
 */
export async function resultIdsOfBatches(db: DB, batchIds: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < batchIds.length; i += 500) {
    const chunk = batchIds.slice(i, i + 500);
    const part = await joined(db)
      .where('r.batchId', 'in', chunk)
      .select('r.id')
      .orderBy('b.submittedAt', 'desc')
      .orderBy('r.batchId', 'desc')
      .orderBy('s.friendlyNumber')
      .orderBy('r.sortOrder')
      .execute();
    ids.push(...part.map((r) => r.id));
  }
  return ids;
}

/** The highest reported time of a batch's results, or null. */
export async function latestReportedAt(db: DB, batchId: number): Promise<string | null> {
  const row = await db.selectFrom('results').select((eb) => eb.fn.max('reportedAt').as('at')).where('batchId', '=', batchId).executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

/**
 * Whom an export is mailed to (the user who asked) and the client it is of, with what the access
 * rule reads when the mail is about to go: the user's site flags, the client's state and the
 * user's accepted role (null when no longer a member).
 */
export async function exportAddressee(db: DB, userId: number, clientId: number) {
  const user = await db.selectFrom('users').select(['email', 'firstname', 'administrator', 'godmode']).where('id', '=', userId).executeTakeFirstOrThrow();
  const client = await db.selectFrom('clients').select(['name', 'code', 'status', 'resignAgreement']).where('id', '=', clientId).executeTakeFirstOrThrow();
  const membership = await db
    .selectFrom('memberships')
    .select('role')
    .where('clientId', '=', clientId)
    .where('userId', '=', userId)
    .where('acceptedAt', 'is not', null)
    .executeTakeFirst();
  return { user, client, role: (membership?.role ?? null) as Role | null };
}
