/**
 * The database, as Kysely sees it.
 *
 * Conventions (one set for SQLite and PostgreSQL):
 * - tables are snake_case plurals, columns camelCase (the specification's field names),
 *   except `street_1`/`street_2`, which the specification spells that way;
 * - booleans are integers 0/1; money is integer cents; times are UTC ISO-8601 text;
 * - ids are integer surrogate keys unless the domain has a natural key (country code, supply key).
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Bool = number;
type Id = Generated<number>;
type Created = ColumnType<string, string | undefined, never>;
type Updated = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  id: Id;
  pid: string;
  email: string;
  passwordHash: string | null;
  firstname: string;
  lastname: string;
  phone: string | null;
  jobTitle: string | null;
  administrator: Bool;
  godmode: Bool;
  isBetaUser: Bool;
  lastClientId: number | null;
  confirmedAt: string | null;
  createdAt: Created;
  updatedAt: Updated;
}

/** Opaque tokens, stored as SHA-256 hashes: bearer sessions, password resets, confirmations. */
export interface TokensTable {
  id: Id;
  userId: number;
  /** `two-factor`: a sign-in ticket (the password was right, a code is still needed) */
  kind: 'session' | 'reset' | 'confirmation' | 'two-factor';
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: Created;
  /** a confirmation link's own sign-up: the password hash and JSON names it sets when used */
  passwordHash: string | null;
  profile: string | null;
  /** a session's last use (written at most once a minute; the page's poll does not count) */
  lastUsedAt: string | null;
  /** a session's browser, as its User-Agent said at sign-in (trimmed) */
  userAgent: string | null;
  /** a session's client address at sign-in, as the server determined it (TRUST_PROXY) */
  address: string | null;
}

/** Two-factor sign-in (TOTP): the secret encrypted (services/two-factor.ts), on once `enabledAt` is set. */
export interface TwoFactorTable {
  userId: number;
  /** AES-256-GCM ciphertext of the TOTP secret, never the secret itself */
  secret: string;
  enabledAt: string | null;
  /** the last RFC 6238 time step a code was accepted for (no replay of it or an earlier one) */
  lastStep: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One-time recovery codes, as keyed hashes only. */
export interface RecoveryCodesTable {
  id: Id;
  userId: number;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

/** Devices (browsers) a user signed in from: a hash of the device cookie's token. */
export interface DevicesTable {
  id: Id;
  userId: number;
  tokenHash: string;
  createdAt: string;
  lastUsedAt: string;
}

/** Rate-limit ledger: failed logins, report-verification guesses (kind + key). */
export interface AttemptsTable {
  id: Id;
  kind: string;
  key: string;
  createdAt: Created;
}

/** One CSV export a user asked for: the in-flight marker (finishedAt null) and the daily count (services/export-limits.ts). */
export interface ExportRunsTable {
  id: Id;
  userId: number;
  clientId: number;
  kind: string;
  startedAt: string;
  finishedAt: string | null;
  /** sent, failed, or abandoned (left unfinished past the stale limit) */
  outcome: string | null;
  rows: number | null;
  bytes: number | null;
}

/** A durable job of the table runner (services/jobs.ts). */
export interface JobsTable {
  id: Id;
  name: string;
  /** JSON */
  payload: string;
  state: 'queued' | 'active' | 'done' | 'failed';
  attempts: Generated<number>;
  maxAttempts: number;
  runAt: string;
  /** the lease of the node running it: past it, another node takes the job again */
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/**
 * A delivery event recorded in the transaction that caused it (the outbox of
 * services/delivery-events.ts), until its fan-out job is queued.
 */
export interface DeliveryAnnouncementsTable {
  id: Id;
  /** deliveryEventKey(event): unique */
  eventKey: string;
  /** the DeliveryEvent as JSON */
  event: string;
  createdAt: string;
  /** the lease of the node queueing it: past it, the tick may queue it again */
  claimedUntil: string | null;
  /** when its fan-out job was queued; null: not yet */
  announcedAt: string | null;
}

export type ClientStatus = 'Credit Hold' | 'Approved' | 'Review' | 'Denied' | 'Pending Approval' | 'none';

export interface ClientsTable {
  id: Id;
  code: string;
  name: string;
  officialBusinessName: string;
  businessType: string;
  status: ClientStatus;
  primaryPhone: string | null;
  stateRegisteredIn: string | null;
  resignAgreement: Bool;
  receivesMailedDocuments: Bool;
  /** the mailed-copies switches; receivesMailedDocuments is on exactly when one of them is */
  mailedInvoices: Generated<Bool>;
  /** every member must sign in with a second factor to use this client */
  requireTwoFactor: Generated<Bool>;
  mailedReports: Generated<Bool>;
  lockVersion: Generated<number>;
  createdAt: Created;
  updatedAt: Updated;
}

export type Role = 'Administrator' | 'Full User' | 'Reporting User' | 'Billing User';

export interface MembershipsTable {
  id: Id;
  clientId: number;
  /** null while an invitation is pending */
  userId: number | null;
  email: string;
  firstname: string | null;
  lastname: string | null;
  role: Role;
  invoices: Bool;
  reports: Bool;
  primaryAccounting: Bool;
  primaryReporting: Bool;
  invitationTokenHash: string | null;
  invitationExpiresAt: string | null;
  acceptedAt: string | null;
  createdAt: Created;
  updatedAt: Updated;
}

export interface AddressesTable {
  id: Id;
  clientId: number;
  label: string | null;
  street_1: string;
  street_2: string | null;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  phone: string | null;
  notes: string | null;
  primary: Bool;
  mailing: Bool;
  invoices: Bool;
  reports: Bool;
  inServiceArea: Bool;
  mostRecent: Bool;
  /** a street address a shipment or courier can go to */
  shipping: Generated<Bool>;
  /** the client's one primary mailing address, and its one primary shipping address (may be the same row) */
  primaryMailing: Generated<Bool>;
  primaryShipping: Generated<Bool>;
  createdAt: Created;
  updatedAt: Updated;
}

export interface FaxesTable {
  id: Id;
  clientId: number;
  number: string;
  label: string | null;
  invoices: Bool;
  reports: Bool;
  createdAt: Created;
  updatedAt: Updated;
}

/** The client's change history; rows are only inserted (before/after are JSON). */
export interface ClientChangesTable {
  id: Id;
  clientId: number;
  /** who made the change (null once that user is deleted; actorEmail stays) */
  userId: number | null;
  actorEmail: string;
  kind: 'member' | 'role' | 'primary-contact' | 'address' | 'mailed-copies' | 'fax' | 'two-factor' | 'client' | 'block';
  action: 'added' | 'invited' | 'changed' | 'removed' | 'resent' | 'accepted' | 'declined';
  /** what was changed, in words (an e-mail, an address label, a fax number) */
  subject: string;
  before: string | null;
  after: string | null;
  createdAt: string;
}

export interface NamedTable {
  id: number;
  name: string;
}

export interface AnalysesTable {
  id: number;
  acode: string;
  testName: string;
  description: string;
  turnaroundTime: string;
  /** cents; -100 means "see description for pricing" (the specification's fee of -1) */
  feeOne: number;
  feeTwoToTen: number;
  feeElevenPlus: number;
  sampleType: string;
  technique: string;
  accredited: Bool;
  sampleVolume: string | null;
  sampleContainerType: string | null;
  analysesCategoryId: number;
  analysesMatrixNameId: number;
  popular: Bool;
  position: number;
}

export interface AnalysisCollectionsTable {
  analysisId: number;
  collectionId: number;
}

export interface AnalysisComponentsTable {
  id: Id;
  analysisId: number;
  analyteName: string;
  units: string | null;
  method: string | null;
  methodDeveloper: string | null;
  methodDescription: string | null;
  description: string | null;
  accredited: Bool;
  position: number;
}

export interface AttachmentFormsTable {
  id: Id;
  analysisId: number;
  name: string;
  description: string | null;
  formUrl: string;
}

export interface CountriesTable {
  countryCode: string;
  name: string;
  region: string | null;
  document: string | null;
  issuer: string | null;
  notes: string | null;
}

export interface AnalysisCountriesTable {
  analysisId: number;
  countryCode: string;
  requirement: string | null;
}

export interface ContentPagesTable {
  id: Id;
  slug: string;
  title: string;
  content: string;
  updatedAt: Updated;
}

export interface PublicationsTable {
  id: Id;
  title: string;
  description: string;
  content: string;
  heroUrl: string | null;
  heroImageFileName: string | null;
  categoryId: number;
  versionNumber: string;
  reviewedAt: string;
  createdAt: Created;
}

export interface PublicationAnalysesTable {
  publicationId: number;
  analysisId: number;
  position: number;
}

export interface PublicationRelationsTable {
  publicationId: number;
  relatedId: number;
  position: number;
}

export interface SeminarsTable {
  id: Id;
  title: string;
  eventDate: string;
  startDate: string;
  location: string;
  eventUrl: string | null;
  imgUrl: string | null;
}

export interface FaqsTable {
  id: Id;
  question: string;
  answer: string;
  position: number;
}

export interface PeopleTable {
  id: Id;
  name: string;
  title: string | null;
  imageUrl: string | null;
  position: number;
}

export interface LocationsTable {
  id: Id;
  slug: string;
  type: 'primary_lab' | 'satellite_lab' | 'dropbox';
  name: string;
  state: string;
  city: string;
  street_1: string;
  postalCode: string;
  country: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  imageName: string | null;
  description: string | null;
  securityCode: string | null;
  accessDescription: string | null;
}

export interface LocationHoursTable {
  id: Id;
  locationId: number;
  /** 0 = Sunday … 6 = Saturday */
  day: number;
  dayName: string;
  /** "HH:mm" in the lab's clock (America/Los_Angeles) */
  openTime: string | null;
  closeTime: string | null;
  openOnDay: Bool;
}

export interface NotificationsTable {
  id: Id;
  title: string;
  messageBody: string;
  sortOrder: number;
  showPriority: Bool;
  truncateMessage: Bool;
  createdAt: Created;
}

export interface NotificationAcksTable {
  notificationId: number;
  userId: number;
  createdAt: Created;
}

export interface ContactMessagesTable {
  id: Id;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  userId: number | null;
  createdAt: Created;
}

export type BatchStatus = 'Preliminary' | 'Completed' | 'Pending';

export interface BatchesTable {
  /** the batch ("group") number the lab prints */
  id: number;
  clientId: number;
  status: BatchStatus;
  submittedAt: string;
  createdAt: Created;
  updatedAt: Updated;
}

export interface SamplesTable {
  id: Id;
  batchId: number;
  clientId: number;
  friendlyNumber: string;
  description: string;
  varietalCode: string | null;
  loggedAt: string;
  reportedAt: string | null;
  /** the vineyard block a grape or juice sample came from (migrations/2026-11-30-vineyard-blocks.ts) */
  blockId: number | null;
  /** the AVA the sample came from; null when not known (migrations/2026-11-30-sample-ava.ts) */
  ava: string | null;
  /** the label claim and wine colour the compliance checks read (migrations/2026-12-01-label-specs.ts) */
  labelAlcohol: ColumnType<number | null, number | null | undefined, number | null>;
  labelTerm: ColumnType<string | null, string | null | undefined, string | null>;
  labelMarket: ColumnType<string | null, string | null | undefined, string | null>;
  labelExtended: Generated<number>;
  colour: ColumnType<string | null, string | null | undefined, string | null>;
  /** the house specification the sample is judged against (migrations/2026-12-01-label-specs.ts) */
  specificationId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A client's house specification (migrations/2026-12-01-label-specs.ts). */
export interface SpecificationsTable {
  id: Id;
  clientId: number;
  name: string;
  sampleType: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One analyte's range of a specification; booleans 0/1. */
export interface SpecificationLimitsTable {
  id: Id;
  specificationId: number;
  position: number;
  analyte: string;
  min: number | null;
  max: number | null;
  minInclusive: Bool;
  maxInclusive: Bool;
  warnLow: number | null;
  warnHigh: number | null;
}

export interface ResultsTable {
  id: Id;
  sampleId: number;
  batchId: number;
  clientId: number;
  /** the analysis number on the lab report */
  number: string;
  acode: string;
  analyte: string;
  description: string;
  analysisDescription: string | null;
  result: string | null;
  formattedResult: string | null;
  units: string | null;
  comments: string | null;
  /** 'Validated' | 'Pending Validation' */
  validationStatus: string;
  /** 'Completed' | 'In Progress' | 'Pending' */
  status: string;
  testMethod: string | null;
  testDate: string | null;
  isPanel: Bool;
  panelDescription: string | null;
  sortOrder: number;
  loggedAt: string;
  reportedAt: string | null;
  submittedAt: string;
  /** the lab bench: who entered the value and when, who verified it and when (null for history) */
  enteredBy: ColumnType<number | null, number | null | undefined, number | null>;
  enteredAt: ColumnType<string | null, string | null | undefined, string | null>;
  verifiedBy: ColumnType<number | null, number | null | undefined, number | null>;
  verifiedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Each issue of a batch's lab report: version 1 at release, one more per amendment. */
export interface ReportVersionsTable {
  id: Id;
  batchId: number;
  clientId: number;
  version: number;
  issuedBy: number | null;
  issuedAt: string;
}

/** A released value changed with a reason, and the report version that change made. */
export interface ResultAmendmentsTable {
  id: Id;
  resultId: number;
  batchId: number;
  reportVersion: number;
  oldResult: string | null;
  oldFormatted: string | null;
  newResult: string | null;
  newFormatted: string | null;
  reason: string;
  amendedBy: number;
  amendedAt: string;
}

/** An instrument CSV between its preview and its confirmation (rows as JSON). */
export interface BenchUploadsTable {
  id: string;
  batchId: number;
  userId: number;
  rows: string;
  createdAt: string;
}

/** A lab report as issued: what /wreports/{reportNumber} verifies. */
export interface LabReportsTable {
  reportNumber: string;
  clientId: number;
  batchId: number;
  sampleId: number | null;
  // No access code: it is derived from the report number (services/report-codes.ts), never stored.
  issuedAt: string;
}

export interface CourierRequestsTable {
  id: Id;
  clientId: number;
  userId: number | null;
  addressId: number | null;
  address: string;
  phoneNumber: string;
  instructions: string | null;
  status: 'pending' | 'confirmed' | 'cancelled';
  /** the form's hidden key: the same form posted twice makes one request */
  idempotencyKey: string | null;
  createdAt: Created;
  updatedAt: Updated;
}

export interface SuppliesTable {
  key: string;
  name: string;
  subheading: string;
  description: string;
  packSize: string | null;
  position: number;
  /** the most of this supply one order may carry (migration 2026-11-25-forms-supply-limits) */
  maxPerOrder: Generated<number>;
}

export interface SupplyRequestsTable {
  id: Id;
  clientId: number;
  userId: number;
  /** JSON of the request block (names, address, supplies map) */
  request: string;
  createdAt: Created;
}

export interface InvoicesTable {
  id: Id;
  clientId: number;
  invoiceNumber: string;
  batchId: number | null;
  dateIssued: string;
  totalAmount: number;
  amountDue: number;
  nakedBalance: number;
  status: 'PAID' | 'UNPAID' | 'PENDING';
  docType: 'Invoice' | 'Finance Charge';
  orderNumber: string | null;
  isOfflineInvoice: Bool;
  dueAt: string;
}

export interface OrdersTable {
  id: Id;
  orderNumber: string;
  clientId: number;
  userId: number;
  orderTotal: number;
  /** created → processing (the one payment attempt) → successful | pending (ACH, until settled) | failed */
  state: 'created' | 'processing' | 'successful' | 'pending' | 'failed';
  paidAt: string | null;
  paymentMethodId: number | null;
  createdAt: Created;
  /** the creating form's (or autopay run's) key, unique (migration 2026-11-26-payments) */
  idempotencyKey: string | null;
  /** when a payment attempt claimed it (created → processing; migration 2026-11-26-order-recovery) */
  claimedAt: string | null;
  failureReason: string | null;
  /** declined, insufficient_funds, timeout, ach_return, … */
  failureCode: string | null;
}

export interface OrderLineItemsTable {
  id: Id;
  orderId: number;
  invoiceNumber: string;
  batchNumber: number | null;
  docType: string;
  price: number;
}

export interface PaymentsTable {
  id: Id;
  orderId: number;
  paymentMethodId: number;
  amount: number;
  state: 'successful' | 'pending' | 'failed';
  gatewayReference: string | null;
  message: string | null;
  createdAt: Created;
}

export interface PaymentMethodsTable {
  id: Id;
  clientId: number;
  userId: number;
  type: 'CARD' | 'ACH';
  /** card brand (VISA …) or ACH account type (CHECKING | SAVINGS) */
  accountType: string;
  achType: string | null;
  lastFour: string;
  cardExpMonth: number | null;
  cardExpYear: number | null;
  vaultId: string;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip: string | null;
  createdAt: Created;
  /** ACH authorisation (Nacha): the agreement text and version the user ticked, who and when */
  agreementText: string | null;
  agreementVersion: string | null;
  agreedAt: string | null;
  agreedByUserId: number | null;
  /** deleted by a user: kept for the payments that name it, out of every list */
  removedAt: string | null;
  /** why it left the client when not deleted by a user: its owner lost the client's billing right (services/payer-rights.ts) */
  removedReason: string | null;
  /** a bank account's HMAC of routing and account number (services/payment-methods.ts), to refuse saving it twice; null for cards */
  fingerprint: string | null;
}

export interface ScheduledPaymentsTable {
  id: Id;
  clientId: number;
  userId: number;
  paymentMethodId: number | null;
  frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY' | null;
  state: 'ACTIVE' | 'INACTIVE';
  updatedAt: Updated;
  /** the next due time while ACTIVE (UTC ISO) */
  nextRunAt: string | null;
  /** when and why autopay was ended because its payer lost the billing right (cleared when saved again; services/payer-rights.ts) */
  endedAt: string | null;
  endedReason: string | null;
  /** who the payer was (name or e-mail), for the administrators' notice */
  endedPayer: string | null;
}

/** One autopay run per client and due time (unique): two nodes ticking at once charge once. */
export interface AutopayRunsTable {
  id: Id;
  clientId: number;
  dueAt: string;
  state: 'queued' | 'paid' | 'pending' | 'failed' | 'nothing' | 'refused';
  orderId: number | null;
  message: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** The monthly statement mailed to a member of a client (unique per client, member and month). */
export interface StatementMailsTable {
  id: Id;
  clientId: number;
  userId: number;
  /** yyyy-MM */
  month: string;
  createdAt: string;
  sentAt: string | null;
}

/** The sandbox gateway's charges, one per idempotency reference. */
export interface SandboxChargesTable {
  reference: string;
  vaultId: string;
  amount: number;
  outcome: string;
  chargeId: string | null;
  createdAt: string;
}

/** A real processor's charges (Authorize.Net), one per idempotency reference (migration 2026-11-26-authnet). */
export interface GatewayChargesTable {
  reference: string;
  gateway: string;
  vaultId: string;
  amount: number;
  state: 'claimed' | 'unknown' | 'approved' | 'declined';
  code: 'declined' | 'insufficient_funds' | 'invalid' | null;
  chargeId: string | null;
  message: string | null;
  claimedAt: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Invoice reports sent (Send Invoices, POST /finance_reports.json): the code calls the feature
 * "invoice report"; the table keeps the name the specification's API path gives it.
 */
export interface FinanceReportsTable {
  id: Id;
  clientId: number;
  userId: number;
  recipients: string;
  invoices: string;
  createdAt: Created;
}

/** Harvest juice chemistry for the vintage portal: one row per measured result. */
export interface VintageResultsTable {
  id: Id;
  analysis: string;
  varietal: string;
  ava: string;
  timestamp: string;
  result: number;
}

export interface VintageChartsTable {
  id: Id;
  varietal: string;
  analyte: string;
  contentType: string;
  image: ColumnType<Buffer, Buffer, Buffer>;
  updatedAt: Updated;
}

/** The vintage portal's analyses: URL id, name in vintage_results, unit, result analyte names. */
export interface VintageAnalysesTable {
  id: string;
  name: string;
  units: string;
  /** JSON array of the analyte names of the lab's result rows that measure this analysis */
  analyteNames: string;
  position: number;
}

/** Where the smoke baselines of a matrix ('grape', 'wine') come from (printed on the report). */
export interface SmokeBaselineSourcesTable {
  matrix: string;
  source: string;
}

export interface SmokeBaselinesTable {
  id: Id;
  varietalCode: string;
  varietalName: string;
  matrix: 'grape' | 'wine';
  analyte: string;
  p95Operator: string;
  p95Value: number;
  p99Operator: string;
  p99Value: number;
}

export interface DisclaimersTable {
  tag: string;
  text: string;
}

export interface DisclaimerAcknowledgementsTable {
  id: Id;
  clientId: number;
  userId: number;
  agreementTag: string;
  agreementText: string;
  createdAt: Created;
}

/** The server's event log ("track an event"). */
export interface EventsTable {
  id: Id;
  kind: string;
  userId: number | null;
  data: string | null;
  createdAt: Created;
}

/** Search index (document 1 §3): one row per searchable thing, kept current by the writers. */
export interface SearchDocumentsTable {
  id: Id;
  index: 'content-page' | 'publication' | 'people' | 'analyses' | 'location' | 'search-sym-link';
  refId: string;
  title: string;
  body: string;
  url: string;
}

/** A positive-pay batch: anonymous, keyed by the hash of the id the visitor's session holds. */
export interface PositivePayBatchesTable {
  idHash: string;
  /** JSON: the batch (rows and the next row id) */
  batch: string;
  /** JSON: what the form last held */
  draft: string;
  version: number;
  /** how many checks the batch holds (the store's budget counts these) */
  checks: number;
  touchedAt: string;
  expiresAt: string;
  createdAt: string;
}

/** The sandbox payment gateway's vault: no card or account number, only the token's facts. */
export interface SandboxVaultTable {
  vaultId: string;
  kind: 'card' | 'bank-account';
  lastFour: string;
  brand: string | null;
  declined: Generated<number>;
  createdAt: string;
  /** approve, decline, insufficient, timeout, ach-return (migration 2026-11-26-payments) */
  outcome: Generated<string>;
}

/** An order of samples and tests (migrations/2026-11-26-submissions.ts). */
export type SubmissionState = 'draft' | 'submitted' | 'received' | 'cancelled';

export interface SubmissionsTable {
  id: Id;
  clientId: number;
  userId: number;
  /** the API token whose draft this is (provider/api-v1/); null: the page's */
  apiTokenId: Generated<number | null>;
  state: SubmissionState;
  /** SUB-000123, given at submit */
  number: string | null;
  /** 'dropbox' | 'courier' | 'shipping' */
  delivery: string | null;
  dropboxLocationId: number | null;
  /** the submitter's language at submit ('en' | 'de'): the PDFs and e-mails use it */
  language: string;
  /** cents, fixed at submit */
  totalCents: number | null;
  /** the results batch the receiving desk created */
  batchId: number | null;
  createdAt: Created;
  updatedAt: Updated;
  submittedAt: string | null;
  receivedAt: string | null;
  receivedBy: number | null;
  cancelledAt: string | null;
}

export interface SubmissionSamplesTable {
  id: Id;
  submissionId: number;
  position: number;
  description: string;
  sampleTypeId: number;
  varietal: string | null;
  vintage: number | null;
  clientReference: string | null;
  lot: string | null;
  /** SUB-000123-01, given at submit; the barcode encodes it */
  sampleNumber: string | null;
  /** 'ok' | 'leaking' | 'warm' | 'insufficient-volume', set at the desk */
  condition: string | null;
  conditionNote: string | null;
  receivedAt: string | null;
  /** the results sample created at receiving */
  resultSampleId: number | null;
  /** the vineyard block of a grape or juice sample */
  blockId: number | null;
  /** the AVA of a wine, juice or grape sample, chosen on the order (migrations/2026-12-01-sample-ava-order.ts) */
  ava: string | null;
  /** the label alcohol % typed on the order (migrations/2026-12-01-label-specs.ts) */
  labelAlcohol: ColumnType<number | null, number | null | undefined, number | null>;
  /** the house specification chosen on the order */
  specificationId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A client's vineyard block (migrations/2026-11-30-vineyard-blocks.ts); targets null: the varietal's default. */
/** A sample shared with someone without an account (migrations/2026-12-01-share-links.ts). */
export interface ShareLinksTable {
  id: Id;
  clientId: number;
  sampleId: number;
  /** what the link shows: 'report' (the sample's released results and report PDF) */
  kind: string;
  /** the market of a kind that is per market; null for the report */
  market: string | null;
  /** SHA-256 (hex) of the link's secret */
  tokenHash: string;
  passcodeHash: string | null;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: number | null;
  sharedByName: string;
  createdAt: string;
}

/** An opening of a shared page ('page') or of its PDF ('pdf'). */
export interface ShareLinkOpeningsTable {
  id: Id;
  shareLinkId: number;
  openedAt: string;
  what: string;
  address: string;
  userAgent: string | null;
}

export interface VineyardBlocksTable {
  id: Id;
  clientId: number;
  name: string;
  vineyard: string;
  varietal: string;
  acres: number | null;
  targetBrix: number | null;
  taMax: number | null;
  phMin: number | null;
  phMax: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubmissionAnalysesTable {
  sampleId: number;
  analysisId: number;
  position: number;
}

/** How many results each client has, kept by triggers on `results`. */
export interface ClientResultCountsTable {
  clientId: number;
  n: number;
}

/** One row (id 1): the data version, bumped by triggers on every write a page shows (db/data-version.ts). */
export interface DataVersionTable {
  id: number;
  version: number;
}

export interface SampleResultCountsTable {
  sampleId: number;
  clientId: number;
  n: number;
}

/** A client's webhook endpoint (migration 2026-12-01-webhooks). */
export interface WebhookEndpointsTable {
  id: Id;
  clientId: number;
  url: string;
  description: string | null;
  /** the event types, comma-separated */
  events: string;
  /** the signing secret, sealed (services/webhooks.ts) */
  secretSealed: string;
  previousSecretSealed: string | null;
  previousUntil: string | null;
  failingSince: string | null;
  disabledAt: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveriesTable {
  id: Id;
  endpointId: number;
  clientId: number;
  messageId: string;
  eventKey: string;
  eventType: string;
  payload: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  nextAttemptAt: string | null;
  claimedUntil: string | null;
  lastStatus: number | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface WebhookAttemptsTable {
  id: Id;
  deliveryId: number;
  endpointId: number;
  attempt: number;
  at: string;
  durationMs: number;
  status: number | null;
  detail: string | null;
}

export interface Database {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  users: UsersTable;
  tokens: TokensTable;
  attempts: AttemptsTable;
  devices: DevicesTable;
  export_runs: ExportRunsTable;
  jobs: JobsTable;
  delivery_announcements: DeliveryAnnouncementsTable;
  clients: ClientsTable;
  memberships: MembershipsTable;
  addresses: AddressesTable;
  client_changes: ClientChangesTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  faxes: FaxesTable;
  analysis_categories: NamedTable;
  sample_types: NamedTable;
  collections: NamedTable;
  analyses: AnalysesTable;
  analysis_collections: AnalysisCollectionsTable;
  analysis_components: AnalysisComponentsTable;
  attachment_forms: AttachmentFormsTable;
  countries: CountriesTable;
  analysis_countries: AnalysisCountriesTable;
  content_pages: ContentPagesTable;
  publication_categories: NamedTable;
  publications: PublicationsTable;
  publication_analyses: PublicationAnalysesTable;
  publication_relations: PublicationRelationsTable;
  seminars: SeminarsTable;
  faqs: FaqsTable;
  people: PeopleTable;
  locations: LocationsTable;
  location_hours: LocationHoursTable;
  notifications: NotificationsTable;
  notification_acks: NotificationAcksTable;
  contact_messages: ContactMessagesTable;
  batches: BatchesTable;
  samples: SamplesTable;
  results: ResultsTable;
  report_versions: ReportVersionsTable;
  result_amendments: ResultAmendmentsTable;
  bench_uploads: BenchUploadsTable;
  lab_reports: LabReportsTable;
  courier_requests: CourierRequestsTable;
  supplies: SuppliesTable;
  supply_requests: SupplyRequestsTable;
  invoices: InvoicesTable;
  orders: OrdersTable;
  order_line_items: OrderLineItemsTable;
  payments: PaymentsTable;
  payment_methods: PaymentMethodsTable;
  scheduled_payments: ScheduledPaymentsTable;
  finance_reports: FinanceReportsTable;
  vintage_results: VintageResultsTable;
  vintage_charts: VintageChartsTable;
  smoke_baselines: SmokeBaselinesTable;
  vintage_analyses: VintageAnalysesTable;
  vineyard_blocks: VineyardBlocksTable;
  specifications: SpecificationsTable;
  specification_limits: SpecificationLimitsTable;
  smoke_baseline_sources: SmokeBaselineSourcesTable;
  disclaimers: DisclaimersTable;
  disclaimer_acknowledgements: DisclaimerAcknowledgementsTable;
  events: EventsTable;
  search_documents: SearchDocumentsTable;
  client_result_counts: ClientResultCountsTable;
  sample_result_counts: SampleResultCountsTable;
  data_version: DataVersionTable;
  positive_pay_batches: PositivePayBatchesTable;
  sandbox_vault: SandboxVaultTable;
  sandbox_charges: SandboxChargesTable;
  gateway_charges: GatewayChargesTable;
  autopay_runs: AutopayRunsTable;
  statement_mails: StatementMailsTable;
  submissions: SubmissionsTable;
  submission_samples: SubmissionSamplesTable;
  submission_analyses: SubmissionAnalysesTable;
  deliveries: DeliveriesTable;
  delivery_preferences: DeliveryPreferencesTable;
  delivery_notices: DeliveryNoticesTable;
  mailroom_letters: MailroomLettersTable;
  fax_sends: FaxSendsTable;
  delivery_digests: DeliveryDigestsTable;
  share_links: ShareLinksTable;
  share_link_openings: ShareLinkOpeningsTable;
  api_tokens: ApiTokensTable;
  api_token_calls: ApiTokenCallsTable;
  api_token_windows: ApiTokenWindowsTable;
}

export type DeliveryEventKind = 'report-released' | 'report-amended' | 'invoice-issued' | 'spec-failed';
export type DeliveryChannel = 'email' | 'in-app' | 'mail' | 'fax';
export type DeliveryState = 'queued' | 'sending' | 'sent' | 'failed' | 'bounced';
/** how a member wants a client's reports and invoices by e-mail */
export type DeliveryMode = 'pdf' | 'link' | 'digest' | 'none';

/** One recipient's copy of one event on one channel (migration 2026-11-30-deliveries). */
export interface DeliveriesTable {
  id: Id;
  eventKey: string;
  eventKind: DeliveryEventKind;
  clientId: number;
  batchId: number | null;
  invoiceId: number | null;
  reportVersion: number | null;
  /** the sample of a 'spec-failed' event (migration 2026-12-01-spec-notices) */
  sampleId: number | null;
  /** `user:5`, `address:3`, `fax:2` */
  recipientKey: string;
  /** what the log shows: an e-mail address, an address's first line, a fax number */
  recipient: string;
  userId: number | null;
  addressId: number | null;
  faxId: number | null;
  channel: DeliveryChannel;
  mode: DeliveryMode | null;
  state: DeliveryState;
  reason: string | null;
  attempts: Generated<number>;
  claimedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryPreferencesTable {
  userId: number;
  clientId: number;
  mode: DeliveryMode;
  updatedAt: string;
}

export interface DeliveryNoticesTable {
  id: Id;
  userId: number;
  clientId: number;
  eventKey: string;
  eventKind: DeliveryEventKind;
  batchId: number | null;
  invoiceId: number | null;
  reportVersion: number | null;
  /** the sample of a 'spec-failed' event */
  sampleId: number | null;
  createdAt: string;
  readAt: string | null;
}

export interface MailroomLettersTable {
  id: Id;
  deliveryId: number;
  clientId: number;
  /** JSON: the address block's lines */
  addressBlock: string;
  createdAt: string;
  printedAt: string | null;
  printedBy: number | null;
}

export interface FaxSendsTable {
  id: Id;
  deliveryId: number | null;
  number: string;
  provider: string;
  providerId: string | null;
  status: 'sent' | 'failed';
  error: string | null;
  pages: number | null;
  createdAt: string;
}

export interface DeliveryDigestsTable {
  labDay: string;
  queuedAt: string;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Client = Selectable<ClientsTable>;
export type Membership = Selectable<MembershipsTable>;

/** The client API's tokens (migrations/2026-12-01-api-tokens.ts): only each token's hash. */
export interface ApiTokensTable {
  id: Id;
  clientId: number;
  name: string;
  tokenHash: string;
  /** space-separated scopes (contract/api-tokens.ts API_SCOPES) */
  scopes: string;
  /** newline-separated addresses and CIDR networks; empty: any address */
  allowedIps: Generated<string>;
  createdBy: number | null;
  createdByEmail: string | null;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
  creatorRemovedAt: string | null;
}

export interface ApiTokenCallsTable {
  id: Id;
  tokenId: number;
  clientId: number;
  at: string;
  method: string;
  path: string;
  status: number;
  address: string | null;
}

export interface ApiTokenWindowsTable {
  tokenId: number;
  windowStart: string;
  count: number;
}
