/**
 * Shapes of the seed's reference data modules (provider/db/seed/data/*.ts).
 * The generated modules were written once from the laboratory's domain reference files;
 * the product never reads those files at run time.
 */

export interface SeedComponent {
  analyteName: string;
  units: string | null;
  method: string | null;
  methodDeveloper: string | null;
  methodDescription: string | null;
  description: string | null;
}

export interface SeedAttachmentForm {
  name: string;
  description: string;
  formUrl: string;
}

export interface SeedAnalysis {
  id: number;
  acode: string;
  testName: string;
  description: string;
  turnaroundTime: string;
  /** cents; -100 = "see description for pricing" */
  feeOne: number;
  feeTwoToTen: number;
  feeElevenPlus: number;
  sampleType: string;
  technique: string;
  accredited: boolean;
  sampleVolume: string | null;
  sampleContainerType: string | null;
  categoryId: number;
  matrixId: number;
  popular: boolean;
  position: number;
  collectionIds: number[];
  components: SeedComponent[];
  forms: SeedAttachmentForm[];
}

export interface SeedNamed {
  id: number;
  name: string;
}

export interface SeedCountry {
  countryCode: string;
  name: string;
  region: string | null;
  document: string | null;
  issuer: string | null;
  notes: string | null;
  /** acode → requirement text */
  analyses: { acode: string; requirement: string }[];
}

export interface SeedHours {
  /** 0 = Sunday … 6 = Saturday */
  day: number;
  openTime: string | null;
  closeTime: string | null;
}

export interface SeedLocation {
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
  hours: SeedHours[];
}

export interface SeedSupply {
  key: string;
  name: string;
  subheading: string;
  description: string;
  packSize: string | null;
}

export interface SeedSmokeVarietal {
  code: string;
  name: string;
}

export interface SeedSmokeBaseline {
  varietalCode: string;
  varietalName: string;
  matrix: 'grape' | 'wine';
  analyte: string;
  p95Operator: string;
  p95Value: number;
  p99Operator: string;
  p99Value: number;
}

export interface SeedRange {
  min: number;
  typical: number;
  max: number;
  units: string;
}

export interface SeedVintageVarietal {
  varietal: string;
  color: 'red' | 'white';
  /** analyte display name → range (harvest juice) */
  ranges: Record<string, SeedRange>;
  /** harvest windows by state as [month, day] start and end */
  windows: Record<'CA' | 'OR' | 'WA', { start: [number, number]; end: [number, number] }>;
  /** AVAs sampled for the vintage portal */
  avas: string[];
}

export interface SeedAva {
  name: string;
  state: string;
  counties: string;
}
