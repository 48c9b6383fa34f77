/**
 * The product's own copy of the regulatory tables the compliance checks read: alcohol label
 * tolerances (TTB, EU), the molecular SO2 formula and targets, and the legal limits of the export
 * markets. Copied from the laboratory's domain reference (as of `TABLES_AS_OF`); the product never
 * reads that reference at run time. Rules change: every verdict shows the rule's source and this
 * date, with a line that the table is a guide and not legal advice.
 */

export const TABLES_AS_OF = '2026-11';

export const LABEL_MARKETS = ['US', 'EU'] as const;
export type LabelMarket = (typeof LABEL_MARKETS)[number];

export const PRODUCTS = ['wine', 'beer', 'spirits', 'cider'] as const;
export type Product = (typeof PRODUCTS)[number];

/** The words a beer label may carry instead of a figure (US: 27 CFR 7.65). */
export const LABEL_TERMS = ['non-alcoholic', 'alcohol-free'] as const;
export type LabelTerm = (typeof LABEL_TERMS)[number];

export interface ToleranceRule {
  market: LabelMarket;
  product: Product;
  /** the rule applies to a label figure above this (exclusive) */
  labelAbove?: number;
  /** the rule applies to a label figure at most this (inclusive) */
  labelAtMost?: number;
  tolerance: number;
  /** EU wine: the wider tolerance for wine bottled more than 3 years, sparkling, liqueur and overripe-grape wines */
  extended?: boolean;
  source: string;
}

export const TOLERANCE_RULES: ToleranceRule[] = [
  { market: 'US', product: 'wine', labelAbove: 14, tolerance: 1.0, source: '27 CFR 4.36(b)' },
  { market: 'US', product: 'wine', labelAtMost: 14, tolerance: 1.5, source: '27 CFR 4.36(b)' },
  { market: 'US', product: 'beer', tolerance: 0.3, source: '27 CFR 7.65(c), T.D. TTB-176 (2022)' },
  { market: 'US', product: 'spirits', tolerance: 0.3, source: '27 CFR 5.65(c); 27 CFR 19.356(c)' },
  { market: 'EU', product: 'wine', tolerance: 0.5, source: 'Reg. (EU) 2019/33 Art. 44' },
  { market: 'EU', product: 'wine', tolerance: 0.8, extended: true, source: 'Reg. (EU) 2019/33 Art. 44' },
  { market: 'EU', product: 'beer', labelAtMost: 5.5, tolerance: 0.5, source: 'Reg. (EU) 1169/2011 Annex XII' },
  { market: 'EU', product: 'beer', labelAbove: 5.5, tolerance: 1.0, source: 'Reg. (EU) 1169/2011 Annex XII' },
  { market: 'EU', product: 'cider', tolerance: 1.0, source: 'Reg. (EU) 1169/2011 Annex XII' },
  { market: 'EU', product: 'spirits', tolerance: 0.3, source: 'Reg. (EU) 1169/2011 Annex XII (other beverages above 1.2 % vol)' },
];

/** US wine tax classes: not over 14 %, over 14 to 21 %, over 21 %. A tolerance never carries a wine across a line. */
export const US_WINE_TAX_LINES = { lines: [14, 21], source: '27 CFR 4.36(c); TTB 2018: tolerances unchanged by the 16 % tax class' } as const;

/** US beer: a beer labelled 0.5 % or more may never measure below 0.5 %; "non-alcoholic" below 0.5 %, "alcohol free" 0.0 %, no tolerance. */
export const US_BEER_FLOOR = { floor: 0.5, source: '27 CFR 7.65(c), T.D. TTB-176 (2022)' } as const;

export const MOLECULAR_SO2 = {
  /** pKa of the bisulfite equilibrium in wine at 20 °C: molecular = free / (1 + 10^(pH − 1.81)) */
  pKa: 1.81,
  targets: { red: 0.5, white: 0.8, dessert: 1.5 },
  /** residual sugar (g/L) from which a wine is judged by the dessert target: the EU "sweet" threshold */
  dessertSugarGL: 45,
  source: 'Molecular SO2 = free SO2 / (1 + 10^(pH − 1.81)); targets 0.5 (red), 0.8 (white), 1.5 (dessert) mg/L',
} as const;

export const COLOURS = ['red', 'white', 'rose'] as const;
export type Colour = (typeof COLOURS)[number];

export type Analyte =
  | 'alcohol' | 'totalSo2' | 'freeSo2' | 'volatileAcidity' | 'methanol' | 'ochratoxinA' | 'lead' | 'copper' | 'arsenic'
  | 'cadmium' | 'citricAcid' | 'sulfates' | 'excessSodium' | 'sorbicAcid' | 'titratableAcidity';

export type LimitUnit = 'mg/L' | 'g/L' | 'µg/L' | 'meq/L' | '% vol';

export interface LimitRule {
  analyte: Analyte;
  unit: LimitUnit;
  min?: number;
  max?: number;
  when?: {
    colour?: Colour[];
    /** sugar conditions in g/L: below (exclusive), at least (inclusive), at most (inclusive), above (exclusive) */
    sugarBelowGL?: number;
    sugarAtLeastGL?: number;
    sugarAtMostGL?: number;
    sugarAboveGL?: number;
    /** sparkling and Brazilian wine classes: the portal checks still table wine */
    style?: ('sparkling-quality' | 'sparkling-other' | 'table' | 'fine')[];
  };
  note?: string;
  source: string;
  unverified?: boolean;
}

/** 1 meq/L of volatile acidity = 0.060 g/L as acetic acid. */
export const VA_G_PER_MEQ = 0.06;

export const EXPORT_MARKETS = ['EU', 'OIV', 'US', 'CA', 'AU', 'JP', 'CN', 'BR'] as const;
export type ExportMarket = (typeof EXPORT_MARKETS)[number];

export const EXPORT_LIMITS: Record<ExportMarket, { name: string; rules: LimitRule[] }> = {
  EU: {
    name: 'European Union',
    rules: [
      { analyte: 'totalSo2', unit: 'mg/L', max: 150, when: { colour: ['red'], sugarBelowGL: 5 }, source: 'Reg. (EU) 2019/934 Annex I Part B' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 200, when: { colour: ['white', 'rose'], sugarBelowGL: 5 }, source: 'Reg. (EU) 2019/934 Annex I Part B' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 200, when: { colour: ['red'], sugarAtLeastGL: 5 }, source: 'Reg. (EU) 2019/934 Annex I Part B' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 250, when: { colour: ['white', 'rose'], sugarAtLeastGL: 5 }, source: 'Reg. (EU) 2019/934 Annex I Part B' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 185, when: { style: ['sparkling-quality'] }, source: 'Reg. (EU) 2019/934 Annex I Part B' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 235, when: { style: ['sparkling-other'] }, source: 'Reg. (EU) 2019/934 Annex I Part B' },
      { analyte: 'volatileAcidity', unit: 'meq/L', max: 18, when: { colour: ['white', 'rose'] }, source: 'Reg. (EU) 2019/934 Annex I Part C' },
      { analyte: 'volatileAcidity', unit: 'meq/L', max: 20, when: { colour: ['red'] }, source: 'Reg. (EU) 2019/934 Annex I Part C' },
    ],
  },
  OIV: {
    name: 'OIV international maxima',
    rules: [
      { analyte: 'volatileAcidity', unit: 'meq/L', max: 20, source: 'OIV-MA-C1-01 (2019)' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 150, when: { colour: ['red'], sugarAtMostGL: 4 }, source: 'OIV OENO 9/98' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 200, when: { colour: ['white', 'rose'], sugarAtMostGL: 4 }, source: 'OIV OENO 9/98' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 300, when: { sugarAboveGL: 4 }, source: 'OIV OENO 9/98' },
      { analyte: 'methanol', unit: 'mg/L', max: 400, when: { colour: ['red'] }, source: 'OIV-MA-C1-01' },
      { analyte: 'methanol', unit: 'mg/L', max: 250, when: { colour: ['white', 'rose'] }, source: 'OIV-MA-C1-01' },
      { analyte: 'ochratoxinA', unit: 'µg/L', max: 2, source: 'OIV-MA-C1-01' },
      { analyte: 'lead', unit: 'mg/L', max: 0.1, source: 'OIV-MA-C1-01 (from the 2019 harvest; 0.15 liqueur wine)' },
      { analyte: 'copper', unit: 'mg/L', max: 1, source: 'OIV-MA-C1-01' },
      { analyte: 'arsenic', unit: 'mg/L', max: 0.2, source: 'OIV-MA-C1-01' },
      { analyte: 'cadmium', unit: 'mg/L', max: 0.01, source: 'OIV-MA-C1-01' },
      { analyte: 'citricAcid', unit: 'g/L', max: 1, source: 'OIV-MA-C1-01' },
      { analyte: 'sulfates', unit: 'g/L', max: 1, source: 'OIV-MA-C1-01' },
      { analyte: 'excessSodium', unit: 'mg/L', max: 80, source: 'OIV-MA-C1-01' },
    ],
  },
  US: {
    name: 'United States',
    rules: [
      { analyte: 'totalSo2', unit: 'mg/L', max: 350, source: '27 CFR 4.22(b)(1)' },
      { analyte: 'volatileAcidity', unit: 'g/L', max: 1.4, when: { colour: ['red'] }, note: 'as acetic acid, excluding SO2', source: '27 CFR 4.21' },
      { analyte: 'volatileAcidity', unit: 'g/L', max: 1.2, when: { colour: ['white', 'rose'] }, note: 'as acetic acid, excluding SO2', source: '27 CFR 4.21' },
    ],
  },
  CA: {
    name: 'Canada',
    rules: [
      { analyte: 'freeSo2', unit: 'mg/L', max: 70, source: 'Food and Drug Regulations B.02.100' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 350, source: 'Food and Drug Regulations B.02.100' },
      { analyte: 'sorbicAcid', unit: 'mg/L', max: 500, source: 'Food and Drug Regulations B.02.100' },
    ],
  },
  AU: {
    name: 'Australia and New Zealand',
    rules: [
      { analyte: 'totalSo2', unit: 'mg/L', max: 250, when: { sugarBelowGL: 35 }, source: 'FSANZ Standard 4.5.1' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 300, when: { sugarAtLeastGL: 35 }, source: 'FSANZ Standard 4.5.1' },
    ],
  },
  JP: {
    name: 'Japan',
    rules: [
      { analyte: 'totalSo2', unit: 'mg/L', max: 350, source: 'Japanese food additive standards (via IVV Portugal market notes)' },
      { analyte: 'sorbicAcid', unit: 'mg/L', max: 200, source: 'Japanese food additive standards (via IVV Portugal market notes)' },
    ],
  },
  CN: {
    name: 'China',
    rules: [
      { analyte: 'sorbicAcid', unit: 'mg/L', max: 200, source: 'GB 2760 / GB 15037 (secondary sources)' },
      { analyte: 'copper', unit: 'mg/L', max: 1.0, source: 'GB 15037 (secondary sources)' },
      { analyte: 'methanol', unit: 'mg/L', max: 400, when: { colour: ['red'] }, source: 'GB 15037 (secondary sources)' },
      { analyte: 'methanol', unit: 'mg/L', max: 250, when: { colour: ['white', 'rose'] }, source: 'GB 15037 (secondary sources)' },
      { analyte: 'totalSo2', unit: 'mg/L', max: 250, source: 'GB 2760', unverified: true },
    ],
  },
  BR: {
    name: 'Brazil',
    rules: [
      { analyte: 'alcohol', unit: '% vol', min: 8.6, max: 14.0, when: { style: ['table', 'fine'] }, source: 'IN 14/2018 as amended by IN 48/2018, Table 4' },
      { analyte: 'titratableAcidity', unit: 'meq/L', min: 40, max: 130, source: 'IN 14/2018 Table 4' },
      { analyte: 'volatileAcidity', unit: 'meq/L', max: 20, source: 'IN 14/2018 Table 4' },
      { analyte: 'methanol', unit: 'mg/L', max: 400, when: { colour: ['red'] }, source: 'IN 14/2018 Table 4' },
      { analyte: 'methanol', unit: 'mg/L', max: 300, when: { colour: ['white', 'rose'] }, source: 'IN 14/2018 Table 4' },
    ],
  },
};
