/**
 * The demo data seed: accounts, clients, catalogue, content, locations, reference data,
 * vintage results and lab history, in one transaction with batched multi-row inserts.
 * Seeds only an empty database (no users); everything is deterministic for a given `now`.
 */
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../types.ts';
import { isPostgres } from '../dialect.ts';
import { hashPassword } from '../../services/passwords.ts';
import { newToken } from '../../services/tokens.ts';
import { addresses, clients, DEMO_PASSWORD, faxes, labStaff, memberships, users } from './data/accounts.ts';
import { seedHarvest } from './harvest.ts';
import { analyses, analysisCategories, collections, sampleTypes } from './data/catalogue.ts';
import { contentPages, disclaimers, faqs, notifications, people, seminars } from './data/content.ts';
import { countries } from './data/countries.ts';
import { locations } from './data/locations.ts';
import { publicationCategories, publications } from './data/publications.ts';
import { smokeBaselines } from './data/smoke.ts';
import { supplies } from './data/supplies.ts';
import type { SeedAnalysis } from './data/types.ts';
import { buildBilling } from './billing.ts';
import { buildHistory, type HistoryClient } from './history.ts';
import { rng, uuid } from './random.ts';
import { DAY, HOUR, iso, pacific, pacificParts } from './time.ts';
import { buildVintageResults } from './vintage.ts';
import { seedSubmissions } from './submissions.ts';
import { seedAnalytics } from './analytics.ts';
import { seedSettings } from './settings.ts';
import { perOrderLimit } from '../../../contract/supplies.ts';

export { DEMO_PASSWORD } from './data/accounts.ts';

export interface SeedResult {
  accounts: { email: string; description: string }[];
  password: string;
  timings: Record<string, number>;
}

export interface SeedOptions {
  /** the seed's "today"; dates are placed relative to it */
  now?: Date;
  /** five years of history for the main client (default true); false keeps a short history */
  large?: boolean;
}

/** Batches of lab history for the main client. */
export const LARGE_BATCHES = 2_600;
const SMALL_BATCHES = 120;

type DB = Kysely<Database>;

/** True when the database has no user yet (the seed only runs then). */
export async function isEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Multi-row inserts in chunks that stay under SQLite's variable limit. */
async function insertAll<T extends keyof Database & string>(db: DB, table: T, rows: Insertable<Database[T]>[], maxRows = 500): Promise<void> {
  if (!rows.length) return;
  const width = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(maxRows, Math.floor(30_000 / width)));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    for (const row of chunk) {
      if (Object.keys(row as object).length !== width) throw new Error(`seed: rows of ${table} have different columns`);
    }
    await db.insertInto(table).values(chunk as never).execute();
  }
}

const b = (v: boolean | undefined) => (v ? 1 : 0);
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export async function seedDemo(db: DB, opts: SeedOptions = {}): Promise<SeedResult | null> {
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  let mark = t0;
  const lap = (name: string) => {
    const t = performance.now();
    timings[name] = Math.round(t - mark);
    mark = t;
  };

  if (!(await isEmpty(db))) return null;
  const now = (opts.now ?? new Date()).getTime();
  const large = opts.large ?? true;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  lap('hashPassword');

  const analysisByCode = new Map<string, SeedAnalysis>(analyses.map((a) => [a.acode, a]));
  const clientId = new Map(clients.map((c, i) => [c.key, i + 1]));
  const userId = new Map(users.map((u, i) => [u.key, i + 1]));
  const r = rng(0xacc0);

  const seeded = await db.transaction().execute(async (trx) => {
    if (!(await isEmpty(trx))) return false;

    // ------------------------------------------------------------------ accounts
    await insertAll(trx, 'clients', clients.map((c) => {
      const created = now - (c.clientSinceYears * 365 + r.int(5, 200)) * DAY;
      return {
        id: clientId.get(c.key)!,
        code: c.code,
        name: c.name,
        officialBusinessName: c.officialBusinessName,
        businessType: c.businessType,
        status: c.status,
        primaryPhone: c.primaryPhone,
        stateRegisteredIn: c.stateRegisteredIn,
        resignAgreement: b(c.resignAgreement),
        receivesMailedDocuments: b(c.receivesMailedDocuments),
        createdAt: iso(created),
        updatedAt: iso(now - r.int(1, 90) * DAY),
      };
    }));
    await insertAll(trx, 'users', users.map((u) => {
      const created = now - r.int(60, 1800) * DAY;
      return {
        id: userId.get(u.key)!,
        pid: uuid(r),
        email: u.email,
        passwordHash,
        firstname: u.firstname,
        lastname: u.lastname,
        phone: u.phone,
        jobTitle: u.jobTitle,
        administrator: b(u.administrator),
        godmode: b(u.godmode),
        isBetaUser: b(u.isBetaUser),
        lastClientId: u.lastClient ? clientId.get(u.lastClient)! : null,
        confirmedAt: iso(created + r.int(5, 120) * 60_000),
        createdAt: iso(created),
        updatedAt: iso(now - r.int(0, 30) * DAY),
      };
    }));
    await insertAll(trx, 'users', labStaff.map((u, i) => ({
      id: users.length + i + 1, pid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, email: u.email, passwordHash, firstname: u.firstname, lastname: u.lastname,
      phone: u.phone, jobTitle: u.jobTitle, administrator: b(u.administrator), godmode: b(u.godmode), isBetaUser: 0, lastClientId: null,
      confirmedAt: iso(now - 400 * DAY), createdAt: iso(now - 400 * DAY), updatedAt: iso(now - 400 * DAY),
    })));
    await insertAll(trx, 'memberships', memberships.map((m) => {
      const u = m.user ? users.find((x) => x.key === m.user)! : null;
      const created = now - (u ? r.int(30, 1500) : 3) * DAY;
      const invitation = u ? null : newToken();
      return {
        clientId: clientId.get(m.client)!,
        userId: u ? userId.get(u.key)! : null,
        email: u ? u.email : m.email!,
        firstname: u ? u.firstname : (m.firstname ?? null),
        lastname: u ? u.lastname : (m.lastname ?? null),
        role: m.role,
        invoices: b(m.invoices),
        reports: b(m.reports),
        primaryAccounting: b(m.primaryAccounting),
        primaryReporting: b(m.primaryReporting),
        invitationTokenHash: invitation ? invitation.hash : null,
        invitationExpiresAt: invitation ? iso(now + 11 * DAY) : null,
        acceptedAt: u ? iso(created + r.int(10, 600) * 60_000) : null,
        createdAt: iso(created),
        updatedAt: iso(created),
      };
    }));
    const addressRows = addresses.map((a, i) => ({
      id: i + 1,
      clientId: clientId.get(a.client)!,
      label: a.label,
      street_1: a.street_1,
      street_2: a.street_2 ?? null,
      city: a.city,
      state: a.state,
      country: a.country ?? 'United States',
      postalCode: a.postalCode,
      phone: a.phone ?? null,
      notes: a.notes ?? null,
      primary: b(a.kind !== 'other'),
      mailing: b(a.kind === 'mailing'),
      invoices: b(a.invoices),
      reports: b(a.reports),
      inServiceArea: b(a.inServiceArea),
      mostRecent: b(a.mostRecent),
      createdAt: iso(now - r.int(100, 1500) * DAY),
      updatedAt: iso(now - r.int(1, 99) * DAY),
    }));
    await insertAll(trx, 'addresses', addressRows);
    await insertAll(trx, 'faxes', faxes.map((f) => ({
      clientId: clientId.get(f.client)!, number: f.number, label: f.label, invoices: b(f.invoices), reports: b(f.reports),
      createdAt: iso(now - 900 * DAY), updatedAt: iso(now - 200 * DAY),
    })));
    lap('accounts');

    // ------------------------------------------------------------------ catalogue
    await insertAll(trx, 'analysis_categories', analysisCategories);
    await insertAll(trx, 'sample_types', sampleTypes);
    await insertAll(trx, 'collections', collections);
    await insertAll(trx, 'analyses', analyses.map((a) => ({
      id: a.id, acode: a.acode, testName: a.testName, description: a.description, turnaroundTime: a.turnaroundTime,
      feeOne: a.feeOne, feeTwoToTen: a.feeTwoToTen, feeElevenPlus: a.feeElevenPlus, sampleType: a.sampleType, technique: a.technique,
      accredited: b(a.accredited), sampleVolume: a.sampleVolume, sampleContainerType: a.sampleContainerType,
      analysesCategoryId: a.categoryId, analysesMatrixNameId: a.matrixId, popular: b(a.popular), position: a.position,
    })));
    await insertAll(trx, 'analysis_collections', analyses.flatMap((a) => a.collectionIds.map((collectionId) => ({ analysisId: a.id, collectionId }))));
    await insertAll(trx, 'analysis_components', analyses.flatMap((a) => a.components.map((c, i) => ({
      analysisId: a.id, analyteName: c.analyteName, units: c.units, method: c.method, methodDeveloper: c.methodDeveloper,
      methodDescription: c.methodDescription, description: c.description, accredited: b(a.accredited), position: i + 1,
    }))));
    await insertAll(trx, 'attachment_forms', analyses.flatMap((a) => a.forms.map((f) => ({ analysisId: a.id, name: f.name, description: f.description, formUrl: f.formUrl }))));
    await insertAll(trx, 'countries', countries.map((c) => ({ countryCode: c.countryCode, name: c.name, region: c.region, document: c.document, issuer: c.issuer, notes: c.notes })));
    await insertAll(trx, 'analysis_countries', countries.flatMap((c) => c.analyses.map((x) => ({ analysisId: analysisByCode.get(x.acode)!.id, countryCode: c.countryCode, requirement: x.requirement }))));
    lap('catalogue');

    // ------------------------------------------------------------------ content
    // Images: we have no photographs (people, publication heroes, seminars, dropboxes), so the
    // seed names none and the provider answers null; the pages render without them (people show
    // initials). Naming a file that is not in public/ would only give every visitor a broken
    // image (a 404). tests/integration/images.test.ts holds every image the provider names to that.
    await insertAll(trx, 'content_pages', contentPages.map((pg) => ({ slug: pg.slug, title: pg.title, content: pg.content, updatedAt: iso(now - r.int(10, 400) * DAY) })));
    await insertAll(trx, 'publication_categories', publicationCategories);
    const pubId = new Map(publications.map((pb, i) => [pb.key, i + 1]));
    await insertAll(trx, 'publications', publications.map((pb) => ({
      id: pubId.get(pb.key)!, title: pb.title, description: pb.description, content: pb.content,
      heroUrl: null, heroImageFileName: null, categoryId: pb.categoryId,
      versionNumber: pb.versionNumber, reviewedAt: iso(now - pb.reviewedDaysAgo * DAY), createdAt: iso(now - (pb.reviewedDaysAgo + pb.ageDays) * DAY),
    })));
    await insertAll(trx, 'publication_analyses', publications.flatMap((pb) => pb.analyses.map((code, i) => ({ publicationId: pubId.get(pb.key)!, analysisId: analysisByCode.get(code)!.id, position: i + 1 }))));
    await insertAll(trx, 'publication_relations', publications.flatMap((pb) => pb.related.map((k, i) => ({ publicationId: pubId.get(pb.key)!, relatedId: pubId.get(k)!, position: i + 1 }))));
    await insertAll(trx, 'seminars', seminars.map((s) => {
      const day = pacificParts(now + s.offsetDays * DAY);
      const start = pacific(day.year, day.month, day.day, s.hour, 0);
      return {
        title: s.title,
        eventDate: `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`,
        startDate: iso(start),
        location: s.location,
        eventUrl: s.eventUrl,
        imgUrl: s.imgUrl,
      };
    }));
    await insertAll(trx, 'faqs', faqs.map((f, i) => ({ question: f.question, answer: f.answer, position: i + 1 })));
    await insertAll(trx, 'people', people.map((pp, i) => ({ name: pp.name, title: pp.title, imageUrl: null, position: i + 1 })));
    await insertAll(trx, 'notifications', notifications.map((n, i) => ({
      title: n.title, messageBody: n.messageBody, sortOrder: i + 1, showPriority: b(n.showPriority), truncateMessage: b(n.truncateMessage), createdAt: iso(now - (i + 1) * 3 * DAY),
    })));
    await insertAll(trx, 'disclaimers', disclaimers);
    lap('content');

    // ------------------------------------------------------------------ locations and reference data
    await insertAll(trx, 'locations', locations.map((l, i) => {
      const { hours, ...row } = l;
      void hours;
      return { id: i + 1, ...row };
    }));
    await insertAll(trx, 'location_hours', locations.flatMap((l, i) => l.hours.map((h) => ({
      locationId: i + 1, day: h.day, dayName: DAY_NAMES[h.day], openTime: h.openTime, closeTime: h.closeTime, openOnDay: b(!!h.openTime),
    }))));
    await insertAll(trx, 'supplies', supplies.map((s, i) => ({ ...s, position: i + 1, maxPerOrder: perOrderLimit(s.description) })));
    await insertAll(trx, 'smoke_baselines', smokeBaselines);
    lap('locations+reference');

    await insertAll(trx, 'vintage_results', buildVintageResults(now));
    lap('vintage');

    // ------------------------------------------------------------------ lab history
    const historyClients: HistoryClient[] = clients
      .filter((c) => c.key === 'A' || c.historyBatches > 0)
      .map((c) => ({
        key: c.key,
        id: clientId.get(c.key)!,
        kind: c.kind,
        sites: c.sites,
        plantings: c.plantings,
        batches: c.historyBatches,
        since: now - Math.max(0.5, Math.min(c.key === 'A' ? 5 : 4, c.clientSinceYears)) * 365 * DAY,
        large: c.key === 'A',
        recent: c.key === 'A' ? 14 : c.key === 'C' || c.key === 'H' || c.key === 'B' ? 3 : 1,
      }));
    const pesticideClasses = new Map(analysisByCode.get('AG-500')!.components.map((c) => [c.analyteName, c.description]));
    const history = buildHistory({ now, clients: historyClients, analyses: analysisByCode, pesticideClasses, largeBatches: large ? LARGE_BATCHES : SMALL_BATCHES });
    lap('history:generate');
    await insertAll(trx, 'batches', history.batches);
    await insertAll(trx, 'samples', history.samples);
    await insertAll(trx, 'results', history.results);
    await insertAll(trx, 'lab_reports', history.labReports);
    lap('history:insert');
    await seedAnalytics(trx, { now, clientId });

    // ------------------------------------------------------------------ billing
    const clientA = clientId.get('A')!;
    const billingUser = userId.get('billing')!;
    const ownerUser = userId.get('owner')!;
    const mailingA = addresses.find((a) => a.client === 'A' && a.kind === 'mailing')!;
    await insertAll(trx, 'payment_methods', [
      {
        id: 1, clientId: clientA, userId: billingUser, type: 'CARD', accountType: 'VISA', achType: null, lastFour: '4242',
        cardExpMonth: 12, cardExpYear: pacificParts(now).year + 2, vaultId: `sandbox_tok_${r.code(20, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
        firstName: 'Laura', lastName: 'Chen', street: mailingA.street_1, city: mailingA.city, state: mailingA.state, country: 'United States', zip: mailingA.postalCode,
        createdAt: iso(now - 400 * DAY),
      },
      {
        id: 2, clientId: clientA, userId: ownerUser, type: 'ACH', accountType: 'CHECKING', achType: 'BUSINESS', lastFour: '6789',
        cardExpMonth: null, cardExpYear: null, vaultId: `sandbox_tok_${r.code(20, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
        firstName: 'Elena', lastName: 'Marquez', street: mailingA.street_1, city: mailingA.city, state: mailingA.state, country: 'United States', zip: mailingA.postalCode,
        createdAt: iso(now - 700 * DAY),
      },
    ]);
    const billing = buildBilling({
      now,
      info: history.info,
      analyses: analysisByCode,
      clients: clients.map((c) => ({
        key: c.key, id: clientId.get(c.key)!, code: c.code, status: c.status,
        payerUserId: c.key === 'A' ? billingUser : null, paymentMethodId: c.key === 'A' ? 1 : null,
      })),
    });
    await insertAll(trx, 'invoices', billing.invoices);
    await insertAll(trx, 'orders', billing.orders);
    await insertAll(trx, 'order_line_items', billing.orderLineItems);
    await insertAll(trx, 'payments', billing.payments);
    lap('billing');

    // ------------------------------------------------------------------ courier and supply requests
    await insertAll(trx, 'courier_requests', courierRequests(now, clientId, userId, addressRows));
    await insertAll(trx, 'supply_requests', supplyRequests(now, clientId, userId));
    await seedSubmissions(trx, { now, clientId, userId });
    lap('logistics');
    await seedSettings(trx, now, clientId, userId);
    await seedHarvest(trx, { now, clientId: clientId.get('A')! });

    if (isPostgres(trx)) {
      // Explicit ids were inserted into serial columns: move the sequences past them.
      for (const t of ['users', 'clients', 'addresses', 'samples', 'publications', 'locations', 'payment_methods', 'orders']) {
        await sql`select setval(pg_get_serial_sequence(${t}, 'id'), (select max(id) from ${sql.table(t)}))`.execute(trx);
      }
    }
    return true;
  });
  if (!seeded) return null;
  lap('commit');
  // PostgreSQL plans from statistics, and reads an index alone only where its visibility map says so: both made now, not when autovacuum first gets to the new tables.
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
  timings.total = Math.round(performance.now() - t0);

  return {
    accounts: [...users, ...labStaff].filter((u) => u.demo).map((u) => ({ email: u.email, description: u.demo! })),
    password: DEMO_PASSWORD,
    timings,
  };
}

function courierRequests(now: number, clientId: Map<string, number>, userId: Map<string, number>, addressRows: { id: number; clientId: number; street_1: string; street_2: string | null; city: string; state: string; postalCode: string; phone: string | null; mailing: number }[]): Insertable<Database['courier_requests']>[] {
  const r = rng(0xc0c0);
  const plan: [string, string[], number][] = [['A', ['owner', 'full', 'tomas'], 64], ['H', ['frank', 'nina'], 10], ['B', ['hannah'], 6], ['C', ['mike'], 5]];
  const notes = [null, null, null, 'Samples are in the cooler by the crush pad door.', 'Please call on arrival.', 'Pick up at the vineyard office; gate code at the office.', 'Two ThermoPod envelopes, keep upright.', 'Ring the lab bell at the cellar entrance.'];
  const rows: (Insertable<Database['courier_requests']> & { at: number })[] = [];
  for (const [key, members, n] of plan) {
    const cid = clientId.get(key)!;
    const places = addressRows.filter((a) => a.clientId === cid && !a.mailing);
    const options = places.length ? places : addressRows.filter((a) => a.clientId === cid);
    for (let i = 0; i < n; i++) {
      const latest = i === n - 1;
      // Mostly harvest mornings over the last two years; the latest is today's and still pending.
      let day = now - (latest ? 0 : r.int(2, 730)) * DAY;
      if (!latest) {
        for (let k = 0; k < 6; k++) {
          const m = pacificParts(day).month;
          if (m >= 8 && m <= 11) break;
          if (r.chance(0.6)) day = now - r.int(2, 730) * DAY;
        }
      }
      const p = pacificParts(day);
      let at = pacific(p.year, p.month, p.day, r.int(6, 9), r.int(0, 59));
      if (at > now - 20 * 60_000) {
        // Not yet morning in St. Helena: the request was made yesterday afternoon.
        const y = pacificParts(now - DAY);
        at = pacific(y.year, y.month, y.day, r.int(14, 17), r.int(0, 59));
      }
      const a = r.pick(options);
      const status = latest ? 'pending' : r.chance(0.86) ? 'confirmed' : 'cancelled';
      rows.push({
        at,
        clientId: cid,
        userId: userId.get(r.pick(members))!,
        addressId: a.id,
        address: `${a.street_1}${a.street_2 ? `, ${a.street_2}` : ''}, ${a.city}, ${a.state} ${a.postalCode}`,
        phoneNumber: a.phone ?? '707-555-0134',
        instructions: r.pick(notes),
        status,
        createdAt: iso(at),
        updatedAt: iso(status === 'pending' ? at : at + r.int(8, 75) * 60_000),
      });
    }
  }
  rows.sort((x, y) => x.at - y.at);
  return rows.map((row) => {
    const { at, ...rest } = row;
    void at;
    return rest;
  });
}

function supplyRequests(now: number, clientId: Map<string, number>, userId: Map<string, number>): Insertable<Database['supply_requests']>[] {
  const list: [string, string, number, Record<string, number>][] = [
    ['A', 'owner', 420, { sample_tubes: 4, juice_sample_labels: 2, thermopod_envelopes: 3 }],
    ['A', 'full', 330, { sample_bottles: 2, wine_sample_labels: 1 }],
    ['A', 'tomas', 95, { sample_tubes: 6, berry_sample_labels: 2, juice_sample_labels: 2, thermopod_envelopes: 5 }],
    ['A', 'owner', 40, { atmospheric_traps: 2 }],
    ['H', 'nina', 120, { sample_tubes: 2, glutathione_sampling: 1 }],
  ];
  const shipping: Record<string, { street_1: string; street_2: string; city: string; state: string; postalCode: string; phone: string }> = {
    A: { street_1: '7850 St. Helena Highway', street_2: '', city: 'Oakville', state: 'CA', postalCode: '94562', phone: '707-555-0135' },
    H: { street_1: '3900 Dry Creek Road', street_2: 'Cellar door', city: 'Healdsburg', state: 'CA', postalCode: '95448', phone: '707-555-0152' },
  };
  return list.map(([key, who, daysAgo, supplies]) => {
    const u = users.find((x) => x.key === who)!;
    const c = clients.find((x) => x.key === key)!;
    const at = now - daysAgo * DAY + 10 * HOUR;
    return {
      clientId: clientId.get(key)!,
      userId: userId.get(who)!,
      request: JSON.stringify({
        clientCode: c.code,
        clientName: c.name,
        firstname: u.firstname,
        lastname: u.lastname,
        ...shipping[key],
        country: 'United States',
        email: u.email,
        supplies,
      }),
      createdAt: iso(Math.min(at, now - HOUR)),
    };
  });
}
