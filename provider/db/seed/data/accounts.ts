/**
 * Demo clients, users, team memberships, addresses and faxes.
 * Client A (Napa Ridge Cellars) is the big one: every demo role is a member, it receives mailed
 * documents and carries five years of lab history. All e-mail domains are reserved (.example / example.com).
 */
import type { ClientStatus, Role } from '../../types.ts';

export const DEMO_PASSWORD = 'harvest-2026';

export type ClientKind = 'winery' | 'brewery' | 'distillery';

export interface SeedClient {
  key: string;
  code: string;
  name: string;
  officialBusinessName: string;
  businessType: string;
  status: ClientStatus;
  primaryPhone: string;
  stateRegisteredIn: string;
  resignAgreement: boolean;
  receivesMailedDocuments: boolean;
  kind: ClientKind;
  /** AVAs or towns the client's samples come from */
  sites: string[];
  /** wineries: [smoke varietal code, share of samples, AVAs where it is grown] */
  plantings: [string, number, string[]][];
  /** number of batches of lab history (client A: the large history instead) */
  historyBatches: number;
  /** years of client relationship (createdAt) */
  clientSinceYears: number;
}

export const clients: SeedClient[] = [
  {
    key: 'A', code: 'C10234', name: 'Napa Ridge Cellars', officialBusinessName: 'Napa Ridge Cellars, LLC',
    businessType: 'Limited Liability Corporation (LLC)', status: 'Approved', primaryPhone: '707-555-0134', stateRegisteredIn: 'CA',
    resignAgreement: false, receivesMailedDocuments: true, kind: 'winery',
    sites: ['Oakville', 'Rutherford', 'St. Helena', 'Stags Leap District', 'Howell Mountain', 'Los Carneros', 'Coombsville'],
    plantings: [
      ['CS', 40, ['Oakville', 'Rutherford', 'St. Helena', 'Stags Leap District', 'Howell Mountain']],
      ['ME', 12, ['Oakville', 'St. Helena', 'Coombsville']],
      ['CH', 15, ['Los Carneros', 'Coombsville']],
      ['SB', 12, ['Rutherford', 'St. Helena', 'Oakville']],
      ['PN', 10, ['Los Carneros']],
      ['SY', 6, ['Coombsville', 'Howell Mountain']],
    ], historyBatches: 0, clientSinceYears: 12,
  },
  {
    key: 'B', code: 'C10871', name: 'Willamette Hollow Vineyards', officialBusinessName: 'Willamette Hollow Vineyards, Inc.',
    businessType: 'Corporation', status: 'Approved', primaryPhone: '503-555-0117', stateRegisteredIn: 'OR',
    resignAgreement: true, receivesMailedDocuments: false, kind: 'winery',
    sites: ['Dundee Hills', 'Eola-Amity Hills', 'Yamhill-Carlton'], plantings: [['PN', 70, ['Dundee Hills', 'Eola-Amity Hills', 'Yamhill-Carlton']], ['CH', 30, ['Dundee Hills', 'Eola-Amity Hills']]], historyBatches: 40, clientSinceYears: 7,
  },
  {
    key: 'C', code: 'C11402', name: 'Redwood Coast Brewing Co.', officialBusinessName: 'Redwood Coast Brewing Company, LLC',
    businessType: 'Limited Liability Corporation (LLC)', status: 'Credit Hold', primaryPhone: '707-555-0162', stateRegisteredIn: 'CA',
    resignAgreement: false, receivesMailedDocuments: false, kind: 'brewery',
    sites: ['Santa Rosa'], plantings: [], historyBatches: 36, clientSinceYears: 5,
  },
  {
    key: 'D', code: 'C11955', name: 'Sierra Crest Distilling', officialBusinessName: 'Sierra Crest Distilling Company',
    businessType: 'Partnership', status: 'Review', primaryPhone: '209-555-0145', stateRegisteredIn: 'CA',
    resignAgreement: false, receivesMailedDocuments: false, kind: 'distillery',
    sites: ['Plymouth'], plantings: [], historyBatches: 22, clientSinceYears: 3,
  },
  {
    key: 'E', code: 'C12310', name: 'Golden Hour Wine Co.', officialBusinessName: 'June Park DBA Golden Hour Wine Co.',
    businessType: 'Individual/DBA (Sole Proprietorship)', status: 'Denied', primaryPhone: '209-555-0188', stateRegisteredIn: 'CA',
    resignAgreement: false, receivesMailedDocuments: false, kind: 'winery',
    sites: ['Lodi'], plantings: [['ZI', 100, ['Lodi']]], historyBatches: 0, clientSinceYears: 1,
  },
  {
    key: 'F', code: 'C12688', name: 'Limestone Terrace Estate', officialBusinessName: 'Limestone Terrace Estate Winery, LLC',
    businessType: 'Limited Liability Corporation (LLC)', status: 'Pending Approval', primaryPhone: '805-555-0129', stateRegisteredIn: 'CA',
    resignAgreement: false, receivesMailedDocuments: false, kind: 'winery',
    sites: ['Paso Robles'], plantings: [['SY', 40, ['Paso Robles']], ['ZI', 30, ['Paso Robles']], ['CS', 30, ['Paso Robles']]], historyBatches: 0, clientSinceYears: 0,
  },
  {
    key: 'G', code: 'C12901', name: 'Columbia Bench Cellars', officialBusinessName: 'Columbia Bench Cellars LLC',
    businessType: 'Other', status: 'none', primaryPhone: '509-555-0173', stateRegisteredIn: 'WA',
    resignAgreement: false, receivesMailedDocuments: false, kind: 'winery',
    sites: ['Red Mountain', 'Horse Heaven Hills', 'Walla Walla Valley'], plantings: [['CS', 50, ['Red Mountain', 'Horse Heaven Hills']], ['ME', 25, ['Red Mountain', 'Walla Walla Valley']], ['SY', 25, ['Walla Walla Valley']]], historyBatches: 15, clientSinceYears: 2,
  },
  {
    key: 'H', code: 'C10412', name: 'Dry Creek Heritage Vineyards', officialBusinessName: 'DeLuca Family Vineyards, Inc.',
    businessType: 'Corporation', status: 'Approved', primaryPhone: '707-555-0151', stateRegisteredIn: 'CA',
    resignAgreement: false, receivesMailedDocuments: false, kind: 'winery',
    sites: ['Dry Creek Valley', 'Alexander Valley', 'Russian River Valley'], plantings: [['ZI', 40, ['Dry Creek Valley']], ['CS', 30, ['Alexander Valley']], ['SB', 15, ['Dry Creek Valley', 'Russian River Valley']], ['PN', 15, ['Russian River Valley']]], historyBatches: 45, clientSinceYears: 15,
  },
  {
    key: 'I', code: 'C11120', name: 'Alder Creek Spirits', officialBusinessName: 'Alder Creek Spirits, LLC',
    businessType: 'Limited Liability Corporation (LLC)', status: 'Approved', primaryPhone: '707-555-0186', stateRegisteredIn: 'CA',
    resignAgreement: false, receivesMailedDocuments: false, kind: 'distillery',
    sites: ['Healdsburg'], plantings: [], historyBatches: 30, clientSinceYears: 6,
  },
];

export interface SeedUser {
  key: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  jobTitle: string | null;
  administrator?: boolean;
  godmode?: boolean;
  isBetaUser?: boolean;
  /** client key of lastClientId */
  lastClient?: string;
  /** shown by the CLI and returned by seedDemo */
  demo?: string;
}

export const users: SeedUser[] = [
  { key: 'godmode', email: 'godmode@example.com', firstname: 'Dana', lastname: 'Whitfield', phone: '707-555-0101', jobTitle: 'Laboratory Systems Manager', administrator: true, godmode: true, isBetaUser: true, demo: 'Site administrator with godmode: sees every client, replaces vintage chart images' },
  { key: 'admin', email: 'admin@example.com', firstname: 'Marcus', lastname: 'Lee', phone: '707-555-0102', jobTitle: 'Client Services Lead', administrator: true, demo: 'Site administrator: lands on the launchpad, passes every role gate' },
  { key: 'owner', email: 'owner@example.com', firstname: 'Elena', lastname: 'Marquez', phone: '707-555-0103', jobTitle: 'Owner & Winemaker', lastClient: 'A', isBetaUser: true, demo: 'Administrator of Napa Ridge Cellars (C10234) and Willamette Hollow Vineyards (C10871, must re-sign the agreement)' },
  { key: 'full', email: 'full@example.com', firstname: 'Jacob', lastname: 'Turner', phone: '707-555-0104', jobTitle: 'Assistant Winemaker', lastClient: 'A', demo: 'Full User of Napa Ridge Cellars' },
  { key: 'reporting', email: 'reporting@example.com', firstname: 'Priya', lastname: 'Shah', phone: '707-555-0105', jobTitle: 'Enologist', lastClient: 'A', demo: 'Reporting User of Napa Ridge Cellars and of Redwood Coast Brewing Co. (C11402, on credit hold)' },
  { key: 'billing', email: 'billing@example.com', firstname: 'Laura', lastname: 'Chen', phone: '707-555-0106', jobTitle: 'Controller', lastClient: 'A', demo: 'Billing User of Napa Ridge Cellars: invoices, payment methods, autopay' },
  { key: 'newcomer', email: 'newcomer@example.com', firstname: 'Sam', lastname: 'Rivera', phone: '541-555-0107', jobTitle: null, demo: 'Confirmed user linked to no client: is sent to create a client' },
  // Other team members.
  { key: 'tomas', email: 'tomas.alvarez@napa-ridge.example', firstname: 'Tomás', lastname: 'Alvarez', phone: '707-555-0121', jobTitle: 'Cellar Master', lastClient: 'A' },
  { key: 'grace', email: 'grace.kim@napa-ridge.example', firstname: 'Grace', lastname: 'Kim', phone: '707-555-0122', jobTitle: 'Vineyard Manager', lastClient: 'A' },
  { key: 'hannah', email: 'hannah.olsen@willamette-hollow.example', firstname: 'Hannah', lastname: 'Olsen', phone: '503-555-0123', jobTitle: 'Winemaker', lastClient: 'B' },
  { key: 'ivy', email: 'ivy.brooks@willamette-hollow.example', firstname: 'Ivy', lastname: 'Brooks', phone: '503-555-0124', jobTitle: 'Office Manager', lastClient: 'B' },
  { key: 'mike', email: 'mike.oconnell@redwoodcoastbrewing.example', firstname: 'Mike', lastname: "O'Connell", phone: '707-555-0125', jobTitle: 'Head Brewer', lastClient: 'C' },
  { key: 'rosa', email: 'rosa.diaz@redwoodcoastbrewing.example', firstname: 'Rosa', lastname: 'Diaz', phone: '707-555-0126', jobTitle: 'Bookkeeper', lastClient: 'C' },
  { key: 'colin', email: 'colin.reyes@sierracrest.example', firstname: 'Colin', lastname: 'Reyes', phone: '209-555-0127', jobTitle: 'Master Distiller', lastClient: 'D' },
  { key: 'june', email: 'june@goldenhourwine.example', firstname: 'June', lastname: 'Park', phone: '209-555-0128', jobTitle: 'Proprietor', lastClient: 'E' },
  { key: 'wes', email: 'wes.holloway@limestoneterrace.example', firstname: 'Wes', lastname: 'Holloway', phone: '805-555-0129', jobTitle: 'General Manager', lastClient: 'F' },
  { key: 'kara', email: 'kara.lindqvist@columbiabench.example', firstname: 'Kara', lastname: 'Lindqvist', phone: '509-555-0130', jobTitle: 'Winemaker', lastClient: 'G' },
  { key: 'frank', email: 'frank.deluca@drycreekheritage.example', firstname: 'Frank', lastname: 'DeLuca', phone: '707-555-0131', jobTitle: 'President', lastClient: 'H' },
  { key: 'nina', email: 'nina.patel@drycreekheritage.example', firstname: 'Nina', lastname: 'Patel', phone: '707-555-0132', jobTitle: 'Lab Manager', lastClient: 'H' },
  { key: 'ava', email: 'ava.sinclair@aldercreekspirits.example', firstname: 'Ava', lastname: 'Sinclair', phone: '707-555-0133', jobTitle: 'Founder & Distiller', lastClient: 'I' },
];

/**
 * The lab bench's two lab-staff accounts (site administrators with godmode): one enters
 * results, the other verifies them (four eyes). Seeded after `users` with fixed dates, so the
 * rest of the seed draws the same numbers as before.
 */
export const labStaff: SeedUser[] = [
  { key: 'bench', email: 'bench@example.com', firstname: 'Ines', lastname: 'Moreau', phone: '707-555-0111', jobTitle: 'Laboratory Analyst', administrator: true, godmode: true, demo: 'Lab staff: enters results on the bench (/launchpad/bench)' },
  { key: 'verifier', email: 'verifier@example.com', firstname: 'Owen', lastname: 'Park', phone: '707-555-0112', jobTitle: 'Quality Manager', administrator: true, godmode: true, demo: 'Lab staff: verifies the values another analyst entered, releases and amends' },
];


export interface SeedMembership {
  client: string;
  /** user key, or null for a pending invitation */
  user: string | null;
  email?: string;
  firstname?: string;
  lastname?: string;
  role: Role;
  invoices?: boolean;
  reports?: boolean;
  primaryAccounting?: boolean;
  primaryReporting?: boolean;
}

export const memberships: SeedMembership[] = [
  { client: 'A', user: 'owner', role: 'Administrator', invoices: true, reports: true },
  { client: 'A', user: 'full', role: 'Full User', reports: true, primaryReporting: true },
  { client: 'A', user: 'reporting', role: 'Reporting User', reports: true },
  { client: 'A', user: 'billing', role: 'Billing User', invoices: true, primaryAccounting: true },
  { client: 'A', user: 'tomas', role: 'Full User', reports: true },
  { client: 'A', user: 'grace', role: 'Reporting User', reports: true },
  { client: 'A', user: null, email: 'harvest.intern@napa-ridge.example', firstname: 'Leo', lastname: 'Martins', role: 'Reporting User', reports: true },
  { client: 'B', user: 'owner', role: 'Administrator', invoices: true, reports: true, primaryAccounting: true },
  { client: 'B', user: 'hannah', role: 'Full User', reports: true, primaryReporting: true },
  { client: 'B', user: 'ivy', role: 'Billing User', invoices: true },
  { client: 'C', user: 'mike', role: 'Administrator', reports: true, primaryReporting: true },
  { client: 'C', user: 'rosa', role: 'Billing User', invoices: true, primaryAccounting: true },
  { client: 'C', user: 'reporting', role: 'Reporting User', reports: true },
  { client: 'D', user: 'colin', role: 'Administrator', invoices: true, reports: true, primaryAccounting: true, primaryReporting: true },
  { client: 'E', user: 'june', role: 'Administrator', invoices: true, reports: true, primaryAccounting: true, primaryReporting: true },
  { client: 'F', user: 'wes', role: 'Administrator', invoices: true, reports: true, primaryAccounting: true, primaryReporting: true },
  { client: 'G', user: 'kara', role: 'Administrator', invoices: true, reports: true, primaryAccounting: true, primaryReporting: true },
  { client: 'H', user: 'frank', role: 'Administrator', invoices: true, primaryAccounting: true },
  { client: 'H', user: 'nina', role: 'Full User', reports: true, primaryReporting: true },
  { client: 'I', user: 'ava', role: 'Administrator', invoices: true, reports: true, primaryAccounting: true, primaryReporting: true },
];

export interface SeedAddress {
  client: string;
  label: string | null;
  street_1: string;
  street_2?: string;
  city: string;
  state: string;
  postalCode: string;
  country?: string;
  phone?: string;
  notes?: string;
  /** 'mailing' = primary mailing, 'shipping' = primary shipping, 'other' = another location */
  kind: 'mailing' | 'shipping' | 'other';
  invoices?: boolean;
  reports?: boolean;
  inServiceArea?: boolean;
  mostRecent?: boolean;
}

export const addresses: SeedAddress[] = [
  { client: 'A', kind: 'mailing', label: 'Office', street_1: 'PO Box 218', city: 'Oakville', state: 'CA', postalCode: '94562', phone: '707-555-0134', invoices: true, reports: true, inServiceArea: true },
  { client: 'A', kind: 'shipping', label: 'Winery', street_1: '7850 St. Helena Highway', city: 'Oakville', state: 'CA', postalCode: '94562', phone: '707-555-0135', notes: 'Deliveries at the crush pad gate; ring the lab bell.', inServiceArea: true, mostRecent: true },
  { client: 'A', kind: 'other', label: 'Carneros Vineyard', street_1: '1200 Duhig Road', city: 'Napa', state: 'CA', postalCode: '94559', phone: '707-555-0136', inServiceArea: true },
  { client: 'A', kind: 'other', label: 'Howell Mountain Vineyard', street_1: '450 White Cottage Road North', city: 'Angwin', state: 'CA', postalCode: '94508', phone: '707-555-0137', notes: 'Gate code at the office; no courier pickups after 2 PM.', inServiceArea: true },
  { client: 'A', kind: 'other', label: 'Barrel Warehouse', street_1: '2100 Jefferson Street', street_2: 'Unit 6', city: 'Napa', state: 'CA', postalCode: '94559', phone: '707-555-0138', inServiceArea: true },
  { client: 'B', kind: 'mailing', label: 'Office', street_1: '18250 NE Archery Summit Road', city: 'Dayton', state: 'OR', postalCode: '97114', phone: '503-555-0117', invoices: true, reports: true },
  { client: 'B', kind: 'shipping', label: 'Winery', street_1: '18250 NE Archery Summit Road', street_2: 'Building B', city: 'Dayton', state: 'OR', postalCode: '97114', phone: '503-555-0118', inServiceArea: true, mostRecent: true },
  { client: 'C', kind: 'mailing', label: 'Brewery', street_1: '3400 Coffey Lane', city: 'Santa Rosa', state: 'CA', postalCode: '95403', phone: '707-555-0162', invoices: true, reports: true, inServiceArea: true },
  { client: 'C', kind: 'shipping', label: 'Taproom', street_1: '455 Fourth Street', city: 'Santa Rosa', state: 'CA', postalCode: '95401', phone: '707-555-0163', inServiceArea: true, mostRecent: true },
  { client: 'D', kind: 'mailing', label: 'Distillery', street_1: '9700 Main Street', city: 'Plymouth', state: 'CA', postalCode: '95669', phone: '209-555-0145', invoices: true, reports: true },
  { client: 'E', kind: 'mailing', label: null, street_1: '1820 West Turner Road', city: 'Lodi', state: 'CA', postalCode: '95242', phone: '209-555-0188', invoices: true, reports: true },
  { client: 'F', kind: 'mailing', label: 'Estate', street_1: '6000 Vineyard Drive', city: 'Paso Robles', state: 'CA', postalCode: '93446', phone: '805-555-0129', invoices: true, reports: true },
  { client: 'G', kind: 'mailing', label: 'Winery', street_1: '53600 North Sunset Road', city: 'Benton City', state: 'WA', postalCode: '99320', phone: '509-555-0173', invoices: true, reports: true },
  { client: 'H', kind: 'mailing', label: 'Office', street_1: '3900 Dry Creek Road', city: 'Healdsburg', state: 'CA', postalCode: '95448', phone: '707-555-0151', invoices: true, reports: true, inServiceArea: true },
  { client: 'H', kind: 'shipping', label: 'Winery', street_1: '3900 Dry Creek Road', street_2: 'Cellar door', city: 'Healdsburg', state: 'CA', postalCode: '95448', phone: '707-555-0152', inServiceArea: true, mostRecent: true },
  { client: 'H', kind: 'other', label: 'Alexander Valley Ranch', street_1: '8200 Highway 128', city: 'Healdsburg', state: 'CA', postalCode: '95448', phone: '707-555-0153', inServiceArea: true },
  { client: 'I', kind: 'mailing', label: 'Distillery', street_1: '1420 Grove Street', city: 'Healdsburg', state: 'CA', postalCode: '95448', phone: '707-555-0186', invoices: true, reports: true, inServiceArea: true },
];

export const faxes: { client: string; number: string; label: string; invoices?: boolean; reports?: boolean }[] = [
  { client: 'A', number: '+17075550199', label: 'Office', invoices: true },
  { client: 'A', number: '+17075550198', label: 'Winery lab', reports: true },
  { client: 'H', number: '+15035550159', label: 'Office', invoices: true, reports: true },
];
