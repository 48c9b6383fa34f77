/**
 * Plausible analytical values for the seeded lab history: harvest juice chemistry follows the
 * varietal ranges (correlated with ripeness), smoke markers follow the varietal background
 * levels, and everything else draws from typical commercial ranges.
 */
import type { Rng } from './random.ts';
import type { SeedRange } from './data/types.ts';
import { vintageVarietals, cabernetPhenolics } from './data/vintage.ts';
import { smokeBaselines } from './data/smoke.ts';

export type Matrix = 'grape' | 'juice' | 'wine' | 'beer' | 'spirits' | 'water' | 'soil' | 'tissue';

export interface SampleContext {
  matrix: Matrix;
  /** full varietal name, for wineries */
  varietal: string | null;
  varietalCode: string | null;
  color: 'red' | 'white';
  /** 0 = early in ripening … 1 = at harvest */
  ripeness: number;
  /** 0 = not exposed, 1 = light, 2 = heavy smoke exposure */
  smoke: 0 | 1 | 2;
  /** alcoholic fermentation progress 0…1 (1 = dry) */
  fermentation: number;
  /** malolactic progress 0…1 */
  malolactic: number;
  /** juice chemistry drawn once per sample so panels agree with each other */
  juice?: Record<string, number>;
  /** wine base values drawn once per sample */
  wine?: Record<string, number>;
}

export interface Value {
  result: string | null;
  formatted: string | null;
  units: string | null;
  comment: string | null;
}

const NAME_TO_VARIETAL: Record<string, string> = {
  Merlot: 'Cabernet Sauvignon',
  Syrah: 'Cabernet Sauvignon',
  Zinfandel: 'Cabernet Sauvignon',
};

function juiceRanges(varietal: string | null): Record<string, SeedRange> {
  const name = varietal ? (NAME_TO_VARIETAL[varietal] ?? varietal) : 'Cabernet Sauvignon';
  return (vintageVarietals.find((v) => v.varietal === name) ?? vintageVarietals[vintageVarietals.length - 1]).ranges;
}

/** Juice chemistry for one sample: harvest-time values shifted back along the ripening curve. */
export function juiceChemistry(r: Rng, ranges: Record<string, SeedRange>, ripeness: number, vintageShift = 0): Record<string, number> {
  const g = (k: string) => r.around(ranges[k].min, ranges[k].typical, ranges[k].max);
  const lag = 1 - Math.min(1, Math.max(0, ripeness));
  const brix = g('Brix') - lag * 5.5 + vintageShift * 0.8;
  const pH = g('pH') - lag * 0.3 + vintageShift * 0.04;
  const ta = g('Titratable Acidity') + lag * 3.2 - vintageShift * 0.4;
  const malic = g('Malic Acid') + lag * 2.8 - vintageShift * 0.3;
  const tartaric = g('Tartaric Acid') + lag * 0.8;
  const potassium = g('Potassium') - lag * 350 + vintageShift * 40;
  const nopa = g('NOPA');
  const ammonia = g('Ammonia');
  return {
    Brix: clamp(brix, 15, 30),
    pH: clamp(pH, 2.9, 4.1),
    'Titratable Acidity': clamp(ta, 3.8, 14),
    'Malic Acid': clamp(malic, 0.5, 8),
    'Tartaric Acid': clamp(tartaric, 3.5, 9),
    Potassium: clamp(potassium, 900, 3000),
    NOPA: nopa,
    Ammonia: ammonia,
    YAN: nopa + ammonia,
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function fmt(v: number, decimals: number): string {
  return v.toFixed(decimals);
}

const formatters = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) formatters.set(decimals, (f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return f;
}

function num(v: number, decimals: number, units: string | null, comment: string | null = null): Value {
  const s = fmt(v, decimals);
  return { result: s, formatted: formatter(decimals).format(Number(s)), units, comment };
}

function below(limit: string, units: string | null, comment: string | null = null): Value {
  return { result: `<${limit}`, formatted: `<${limit}`, units, comment };
}

function text(t: string, units: string | null = null, comment: string | null = null): Value {
  return { result: t, formatted: t, units, comment };
}

/** Counts such as cells/mL: "ND" or a count with two significant figures. */
function count(r: Rng, pDetect: number, lo: number, hi: number, units: string | null, comment: string | null = null): Value {
  if (!r.chance(pDetect)) return { result: 'ND', formatted: 'Not Detected', units, comment: null };
  const v = Math.pow(10, lo + r() * (hi - lo));
  const p = Math.pow(10, Math.floor(Math.log10(v)) - 1);
  const rounded = Math.round(v / p) * p;
  return { result: String(rounded), formatted: formatter(0).format(rounded), units, comment };
}

type Spec = [min: number, typical: number, max: number, decimals: number, units?: string];

/** Typical ranges by analyte (wine unless noted); key "ACODE|analyte" overrides "analyte". */
const SPECS: Record<string, Spec> = {
  // wine chemistry
  'Alcohol': [12.6, 14.4, 15.9, 2, '% v/v'],
  'W-200|Alcohol (FTIR)': [12.6, 14.4, 15.9, 2, '% v/v'],
  'W-201|Alcohol by GC (label/TTB)': [12.6, 14.4, 15.9, 2, '% v/v'],
  'W-202|Alcohol (Ebulliometry)': [12.6, 14.4, 15.9, 1, '% v/v'],
  'W-205|Residual Sugar (Glucose + Fructose)': [0.2, 0.8, 4, 2, 'g/L'],
  'W-209|Citric Acid': [0.05, 0.22, 0.5, 2, 'g/L'],
  'W-210|Acetaldehyde': [8, 32, 90, 0, 'mg/L'],
  'W-211|Dissolved Oxygen': [0.1, 0.6, 2.5, 2, 'mg/L'],
  'W-212|Dissolved CO2': [250, 650, 1400, 0, 'mg/L'],
  'W-220|Methanol': [40, 140, 260, 0, 'mg/L'],
  'W-221|Ethyl Carbamate': [2, 7, 20, 1, 'µg/L'],
  'W-229|Tannin (HPLC)': [800, 1700, 3200, 0, 'mg/L'],
  'W-231|Density / Specific Gravity': [0.9905, 0.9935, 0.9965, 4, 'g/mL'],
  'Volatile Acidity (as acetic acid)': [0.22, 0.45, 0.95, 2],
  'Volatile Acidity': [0.22, 0.45, 0.95, 2],
  'Volatile Acidity (as acetic)': [0.22, 0.45, 0.95, 2],
  'Free SO2': [8, 27, 45, 0],
  'Total SO2': [35, 85, 150, 0],
  'Total Sulphur Dioxide': [35, 85, 150, 0],
  'Titratable Acidity': [5.0, 6.1, 7.8, 2],
  'Total Acidity (as tartaric)': [5.0, 6.1, 7.8, 2],
  'Total Acidity': [65, 82, 105, 0],
  'L-Lactic Acid': [0.1, 1.4, 3, 2],
  'Dissolved Oxygen': [0.1, 0.6, 2.5, 2],
  'Dissolved CO2': [250, 650, 1400, 0],
  'Turbidity': [0.3, 1.2, 6, 1],
  'Copper': [0.02, 0.08, 0.3, 2],
  'Iron': [0.8, 2.4, 6, 1],
  'Lead': [2, 6, 25, 1],
  'EX-602|Lead': [0.005, 0.02, 0.1, 3],
  'EX-605|Lead': [0.005, 0.02, 0.1, 3],
  'EX-601|Volatile Acidity': [4, 7.5, 14, 1],
  'Arsenic': [1, 4, 12, 1],
  'Cadmium': [0.1, 0.3, 1, 1],
  'Zinc': [0.2, 0.6, 1.5, 2],
  'Methanol': [40, 140, 260, 0],
  'Methyl Alcohol': [40, 140, 260, 0],
  'Ethyl Carbamate': [2, 7, 20, 1],
  'Citric Acid': [0.05, 0.22, 0.5, 2],
  'Residual Sugar': [0.3, 0.9, 4, 2],
  'Sugar': [0.3, 0.9, 4, 1],
  'Sugars': [0.3, 0.9, 4, 1],
  'Total Sugar': [0.3, 0.9, 4, 1],
  'Total Dry Extract': [24, 30, 38, 1],
  'Reduced Dry Extract': [22, 27, 34, 1],
  'Sugar-free Dry Extract': [22, 28, 35, 1],
  'Total Sulfates (as K2SO4)': [0.3, 0.6, 1.2, 2],
  'Absorbance 420 nm': [1.2, 2.6, 4.5, 3],
  'Absorbance 520 nm': [1.5, 3.4, 6.5, 3],
  'Absorbance 620 nm': [0.3, 0.8, 1.6, 3],
  'ΔNTU after heating': [0.3, 2.5, 15, 1],
  'Bentonite Addition Trial (optional)': [10, 30, 80, 0],
  'Conductivity Drop': [0.5, 3, 9, 1],
  'Total Phenols (GAE)': [1800, 2800, 4200, 0],
  'Gallic Acid': [10, 30, 70, 0],
  'Caftaric Acid': [20, 60, 130, 0],
  'Quercetin Glycosides': [15, 45, 100, 0],
  'Quercetin (aglycone)': [2, 8, 25, 1],
  'Malvidin-3-glucoside': [120, 300, 550, 0],
  'Epicatechin': [10, 30, 70, 0],
  'Catechin': [15, 45, 100, 0],
  'Tannin': [800, 1700, 3200, 0],
  'Total Anthocyanins': [250, 550, 1000, 0],
  'Polymeric Anthocyanins': [25, 70, 160, 0],
  'Catechin:Tannin Ratio': [0.01, 0.027, 0.06, 3],
  'cis-Oak Lactone': [20, 120, 400, 0],
  'trans-Oak Lactone': [10, 60, 200, 0],
  'Vanillin': [50, 180, 500, 0],
  'W-232|Guaiacol': [3, 12, 40, 1],
  'W-232|4-Methylguaiacol': [1, 5, 20, 1],
  'Eugenol': [5, 25, 80, 0],
  'Furfural': [50, 600, 2000, 0],
  '5-Methylfurfural': [20, 150, 600, 0],
  'Glucose': [0.1, 0.4, 3, 2],
  'Fructose': [0.3, 1.5, 8, 2],
  'Yeast Viability': [20, 65, 95, 0],
  // grapes (extract) / berries
  'J-114|Total Anthocyanins (as malvidin-3-glucoside)': [800, 1400, 2200, 0],
  'J-114|Catechin': [40, 100, 220, 0],
  'J-114|Epicatechin': [30, 70, 160, 0],
  'J-114|Tannin': [1500, 3000, 5500, 0],
  'J-114|Quercetin Glycosides': [20, 60, 140, 0],
  'Reduced Glutathione (GSH)': [5, 22, 60, 1],
  'Thaumatin-like Proteins': [20, 90, 250, 0],
  'Chitinases': [10, 45, 150, 0],
  'Laccase Activity': [0, 0.5, 6, 1],
  // beer
  'Alcohol by Volume': [4.2, 6.3, 9.5, 2, '% v/v'],
  'BR-101|Alcohol by Volume (Beer)': [4.2, 6.3, 9.5, 2, '% v/v'],
  'BR-102|Bitterness Units (IBU)': [15, 48, 95, 0, 'IBU'],
  'BR-103|Beer Color (SRM)': [3, 9, 40, 1, 'SRM'],
  'Original Extract (Original Gravity)': [10.5, 14.5, 21, 2],
  'Real Extract': [3.5, 5.2, 7.5, 2],
  'Apparent Extract': [1.6, 2.8, 4.8, 2],
  'Real Degree of Fermentation': [58, 66, 74, 1],
  'BR-100|pH': [4.0, 4.35, 4.7, 2],
  'Color': [3, 9, 40, 1],
  'Bitterness': [15, 48, 95, 0],
  'Diacetyl (2,3-butanedione)': [8, 30, 110, 0],
  '2,3-Pentanedione': [4, 15, 60, 0],
  'Gluten': [3, 12, 60, 0],
  'Headspace O2': [8, 35, 150, 0],
  'Dissolved O2': [5, 22, 80, 0],
  'CO2': [2.3, 2.6, 2.95, 2],
  'Calories': [110, 185, 320, 0],
  'Carbohydrates': [8, 15, 28, 1],
  'Protein': [1, 1.8, 3.2, 1],
  'Fat': [0, 0, 0.1, 1],
  'BR-109|Alcohol': [12, 18, 28, 1],
  'BR-110|Calcium': [20, 60, 140, 0],
  'BR-110|Magnesium': [3, 12, 35, 0],
  'BR-110|Sodium': [5, 20, 60, 0],
  'BR-110|Sulfate': [10, 80, 300, 0],
  'BR-110|Chloride': [10, 45, 150, 0],
  'Bicarbonate / Alkalinity': [20, 90, 220, 0],
  'Residual Alkalinity': [-40, 40, 160, 0],
  'BR-110|pH': [6.8, 7.6, 8.4, 2],
  // spirits
  'DS-100|Alcohol': [40, 46, 62, 2],
  'Proof': [80, 92, 124, 1],
  'Obscuration': [0, 0.3, 1.4, 2],
  'DS-102|Methanol': [2, 14, 60, 1],
  'DS-102|Acetaldehyde': [2, 9, 30, 1],
  'Ethyl Acetate': [10, 45, 130, 1],
  'n-Propanol': [8, 28, 80, 1],
  'Isobutanol': [12, 45, 120, 1],
  'n-Butanol': [0.2, 1.2, 5, 1],
  '2-Methyl-1-butanol (active amyl)': [8, 30, 75, 1],
  '3-Methyl-1-butanol (isoamyl)': [40, 120, 260, 1],
  'Ethyl Lactate': [2, 12, 45, 1],
  'DS-102|Furfural': [0.5, 2.5, 10, 1],
  'DS-103|Methanol (Spirits)': [2, 14, 60, 1, 'g/100 L absolute alcohol'],
  'DS-104|Ethyl Carbamate (Spirits)': [5, 25, 120, 0, 'µg/L'],
  'DS-105|Copper': [0.05, 0.4, 2.5, 2],
  'DS-105|Lead': [1, 4, 20, 1],
  'DS-105|Arsenic': [0.5, 2, 8, 1],
  'Sucrose': [0, 12, 80, 1],
  'DS-106|Glucose': [0, 8, 40, 1],
  'DS-106|Fructose': [0, 8, 40, 1],
  'DS-107|Alcohol': [40, 46, 62, 2],
  'DS-107|Methanol': [2, 14, 60, 1],
  'DS-107|Ethyl Carbamate': [5, 25, 120, 0],
  'DS-107|Arsenic': [0.5, 2, 8, 1],
  'DS-107|Lead': [1, 4, 20, 1],
  'Sugars (liqueurs)': [0, 4, 120, 1],
  // water, soil, tissue
  'WA-900|pH': [6.6, 7.4, 8.3, 2],
  'Total Dissolved Solids': [80, 260, 700, 0],
  'Hardness (as CaCO3)': [40, 150, 400, 0],
  'Alkalinity (as CaCO3)': [30, 120, 300, 0],
  'WA-900|Sodium': [5, 25, 90, 0],
  'WA-900|Chloride': [5, 30, 120, 0],
  'WA-900|Sulfate': [5, 35, 150, 0],
  'WA-900|Nitrate-N': [0.1, 1.5, 8, 1],
  'WA-900|Boron': [0.02, 0.15, 0.8, 2],
  'WA-900|Iron': [0.01, 0.08, 0.4, 2],
  'V-801|pH': [5.2, 6.5, 7.8, 1],
  'Electrical Conductivity': [0.2, 0.8, 2.5, 2],
  'Organic Matter': [1, 2.6, 5.5, 1],
  'V-801|Phosphorus': [8, 30, 90, 0],
  'V-801|Potassium': [90, 220, 500, 0],
  'V-801|Calcium': [600, 1800, 4000, 0],
  'V-801|Magnesium': [80, 300, 900, 0],
  'V-801|Sodium': [10, 40, 150, 0],
  'Cation Exchange Capacity': [6, 16, 35, 1],
  'V-801|Zinc': [0.5, 2, 8, 1],
  'V-801|Boron': [0.2, 0.6, 1.5, 2],
  'Total Nitrogen': [0.6, 0.9, 1.4, 2],
  'V-800|Nitrate-N': [200, 900, 2500, 0],
  'V-800|Phosphorus': [0.15, 0.3, 0.6, 2],
  'V-800|Potassium': [0.8, 1.6, 3, 2],
  'V-800|Calcium': [1, 1.8, 3, 2],
  'V-800|Magnesium': [0.25, 0.5, 1.2, 2],
  'V-800|Zinc': [20, 40, 90, 0],
  'V-800|Boron': [25, 40, 70, 0],
  'Manganese': [30, 90, 300, 0],
  'V-800|Iron': [30, 70, 200, 0],
  'V-800|Copper': [5, 12, 60, 0],
  'Moisture': [4, 6, 8, 1],
  'Length': [44, 45, 49, 1],
  'Diameter': [23.5, 24, 24.5, 1],
};

const HARVEST_KEYS: Record<string, string> = {
  'Brix (soluble solids)': 'Brix',
  'Brix': 'Brix',
  'pH': 'pH',
  'Titratable Acidity (to pH 8.2, as tartaric)': 'Titratable Acidity',
  'Titratable Acidity': 'Titratable Acidity',
  'L-Malic Acid': 'Malic Acid',
  'Tartaric Acid': 'Tartaric Acid',
  'Potassium': 'Potassium',
  'Ammonia (as N)': 'Ammonia',
  'Alpha-Amino Compounds (NOPA, as N)': 'NOPA',
  'Alpha-Amino Compounds (NOPA)': 'NOPA',
  'Yeast Assimilable Nitrogen (YAN)': 'YAN',
  'Yeast Assimilable Nitrogen': 'YAN',
};
const HARVEST_DECIMALS: Record<string, number> = {
  Brix: 1, pH: 2, 'Titratable Acidity': 2, 'Malic Acid': 2, 'Tartaric Acid': 2, Potassium: 0, Ammonia: 0, NOPA: 0, YAN: 0,
};
const JUICE_SINGLES: Record<string, [string, string]> = {
  'J-103': ['Brix', '°Brix'],
  'J-105': ['pH', 'pH units'],
  'J-106': ['Titratable Acidity', 'g/L'],
  'J-107': ['Malic Acid', 'g/L'],
  'J-108': ['Tartaric Acid', 'g/L'],
  'J-109': ['Potassium', 'mg/L'],
};

const SMOKE_ALIAS: Record<string, string> = {
  'Total Guaiacol': 'Guaiacol',
  'Total 4-Methylguaiacol': '4-Methylguaiacol',
  'Total o-Cresol': 'o-Cresol',
  'Total m-Cresol': 'm-Cresol',
  'Total p-Cresol': 'p-Cresol',
  'Total Syringol': 'Syringol',
  'Total 4-Methylsyringol': '4-Methylsyringol',
};

const baselineIndex = new Map(smokeBaselines.map((b) => [`${b.varietalCode}|${b.matrix}|${b.analyte}`, b]));

function smokeValue(r: Rng, ctx: SampleContext, acode: string, analyte: string): Value {
  const grape = ctx.matrix === 'grape';
  const units = grape ? 'µg/kg' : 'µg/L';
  const marker = SMOKE_ALIAS[analyte] ?? analyte;
  const b = baselineIndex.get(`${ctx.varietalCode ?? 'CS'}|${grape ? 'grape' : 'wine'}|${marker}`);
  const p95 = b?.p95Value ?? 1;
  const p99 = b?.p99Value ?? 2;
  const hydrolysed = acode === 'SM-404' ? 2.5 : 1;
  let v: number;
  if (ctx.smoke === 2) v = p99 * (1.8 + r() * 8);
  else if (ctx.smoke === 1) v = p95 * (0.8 + r() * 1.2) + (r() < 0.4 ? p99 - p95 : 0);
  else v = p95 * (0.15 + r() * 0.8);
  v *= hydrolysed;
  let comment: string | null = null;
  if (v > p99 * hydrolysed) comment = 'Above the 99th percentile background level for the varietal.';
  else if (v > p95 * hydrolysed) comment = 'Above the 95th percentile background level for the varietal.';
  if (v < 1) return below('1', units, null);
  return num(v, 1, units, comment);
}

/** The value of one analyte of one analysis for a sample. */
export function valueFor(r: Rng, ctx: SampleContext, acode: string, analyte: string, units: string | null): Value {
  // smoke markers
  if (acode.startsWith('SM-')) return smokeValue(r, ctx, acode, analyte);

  // harvest juice / grape chemistry
  if (acode.startsWith('J-') || (ctx.matrix === 'juice' && HARVEST_KEYS[analyte])) {
    ctx.juice ??= juiceChemistry(r, juiceRanges(ctx.varietal), ctx.ripeness);
    const single = JUICE_SINGLES[acode];
    const key = single ? single[0] : HARVEST_KEYS[analyte];
    if (key && ctx.juice[key] !== undefined) return num(ctx.juice[key], HARVEST_DECIMALS[key], single ? single[1] : units);
    if (analyte === 'Glucose + Fructose' || acode === 'J-104') {
      const gf = ctx.juice.Brix * 10.6 - 16 + r.normal() * 4;
      return num(gf, 0, 'g/L');
    }
    if (analyte === 'Berry Weight') return num(ctx.color === 'red' ? r.around(0.8, 1.1, 1.45) : r.around(1.1, 1.4, 1.9), 2, units);
  }

  // fermentation and malolactic chemistry
  if (acode === 'W-207' || acode === 'W-208') {
    const f = ctx.fermentation;
    if (analyte === 'Glucose + Fructose') return f > 0.97 ? num(0.3 + r() * 1.5, 2, units) : num((1 - f) * 240 + r() * 4, 1, units);
    if (analyte === 'Glucose') return num((1 - f) * 90 + 0.1 + r() * 0.5, 2, units);
    if (analyte === 'Fructose') return num((1 - f) * 130 + 0.4 + r() * 2, 2, units);
    if (analyte === 'Alcohol') return num(f * 14.6 + r.normal() * 0.2 + 0.1, 2, units);
    if (analyte === 'L-Malic Acid') return num(r.around(1.2, 2.2, 4), 2, units);
    if (analyte === 'pH') return num(r.around(3.3, 3.6, 3.9), 2, units);
    if (analyte === 'Spoilage Organism Screen') return count(r, 0.35, 2, 5, units, null);
  }
  if (acode === 'W-206') {
    const m = ctx.malolactic;
    const malic = m >= 1 ? 0.02 + r() * 0.25 : (1 - m) * r.around(1.2, 2, 3.5);
    if (analyte === 'L-Malic Acid') {
      if (malic < 0.05) return below('0.05', units, 'Malolactic fermentation complete (L-malic acid < 0.30 g/L).');
      return num(malic, 2, units, malic < 0.3 ? 'Malolactic fermentation complete (L-malic acid < 0.30 g/L).' : null);
    }
    if (analyte === 'L-Lactic Acid') return num(m * 1.4 + 0.1 + r() * 0.2, 2, units);
  }
  if (analyte === 'L-Malic Acid' && ctx.matrix === 'wine') {
    return r.chance(0.75) ? below('0.05', units) : num(0.05 + r() * 0.4, 2, units);
  }
  if (analyte === 'pH' && ctx.matrix === 'wine') {
    ctx.wine ??= {};
    ctx.wine.pH ??= ctx.color === 'red' ? r.around(3.42, 3.65, 3.95) : r.around(3.15, 3.35, 3.6);
    return num(ctx.wine.pH, 2, units);
  }
  if (analyte === 'Molecular SO2') {
    ctx.wine ??= {};
    const free = ctx.wine['Free SO2'] ?? 25;
    const pH = ctx.wine.pH ?? 3.6;
    return num(free / (1 + Math.pow(10, pH - 1.81)), 2, units);
  }
  if (analyte === 'Color Intensity' || analyte === 'Hue (420/520)') {
    ctx.wine ??= {};
    const a420 = ctx.wine['Absorbance 420 nm'] ?? 2.6;
    const a520 = ctx.wine['Absorbance 520 nm'] ?? 3.4;
    const a620 = ctx.wine['Absorbance 620 nm'] ?? 0.8;
    return analyte === 'Color Intensity' ? num(a420 + a520 + a620, 2, units) : num(a420 / a520, 3, units);
  }
  if (analyte === 'Total Package Oxygen') {
    ctx.wine ??= {};
    return num((ctx.wine['Headspace O2'] ?? 35) + (ctx.wine['Dissolved O2'] ?? 22), 0, units);
  }
  if (analyte === 'Proof') {
    ctx.wine ??= {};
    return num((ctx.wine.Alcohol ?? 45) * 2, 1, units);
  }
  if (analyte === 'Total Sugars') return num(r.around(0, 20, 150), 1, units);
  if (analyte === 'Total Alcoholic Strength' || analyte === 'Actual Alcoholic Strength' || analyte === 'Alcohol at 20 °C') {
    ctx.wine ??= {};
    ctx.wine.Alcohol ??= r.around(12.6, 14.4, 15.9);
    return num(ctx.wine.Alcohol + (analyte === 'Total Alcoholic Strength' ? 0.05 : 0), 2, units);
  }
  if (analyte === 'Gas Overpressure (sparkling only)') return text('N/A (still wine)', units);
  if (analyte === 'Pesticide Screen') return text('None detected above reporting limits', units);
  if (analyte === 'Benzoic Acid' || analyte === 'Sorbic Acid' || acode === 'W-222') return below(units === 'g/L' ? '0.01' : '10', units ?? 'mg/L');
  if (analyte === 'Ochratoxin A' || acode === 'W-227') return below('0.5', units ?? 'µg/L');

  // microbiology
  if (units && /cells\/mL|CFU|detected/.test(units)) {
    if (units === 'detected/not detected') return r.chance(0.05) ? text('Detected', units, 'Positive: confirm by culture and review sanitation.') : text('Not Detected', units);
    if (acode === 'M-304') return r.chance(0.04) ? num(r.int(1, 12), 0, units, 'Growth detected: check filter integrity.') : below('1', units);
    ctx.wine ??= {};
    const sums = ctx.wine;
    const fermenting = ctx.fermentation < 0.95 && ctx.fermentation > 0;
    if (analyte === 'Total Yeast' || analyte === 'Total Bacteria' || analyte === 'Bacteria' || analyte === 'Yeast') {
      // Totals cover at least the species counted above them in the panel.
      const key = /Yeast/.test(analyte) ? 'yeastSum' : 'bacteriaSum';
      const sum = sums[key] ?? 0;
      if (sum > 0) return count(r, 1, Math.log10(sum), Math.log10(sum * 1.6), units);
      return count(r, 0.5, 1, key === 'yeastSum' && fermenting ? 7 : 3, units);
    }
    let v: Value;
    if (analyte === 'Saccharomyces cerevisiae') v = count(r, fermenting ? 1 : 0.5, fermenting ? 5.5 : 1, fermenting ? 7.3 : 3.5, units);
    else if (analyte === 'Oenococcus oeni') v = count(r, 0.7, 2, 7, units);
    else if (analyte.startsWith('Brettanomyces')) {
      v = count(r, 0.18, 1, 4.5, units);
      if (v.result !== 'ND' && Number(v.result) >= 500) v.comment = 'Brettanomyces above 500 cells/mL: adjust SO2 and monitor closely.';
    } else v = count(r, 0.12, 1, 4, units);
    if (v.result !== 'ND' && !Number.isNaN(Number(v.result))) {
      const key = /bacter|coccus|Lactobacillus|Pediococcus|Oenococcus|Megasphaera/i.test(analyte) ? 'bacteriaSum' : 'yeastSum';
      sums[key] = (sums[key] ?? 0) + Number(v.result);
    }
    return v;
  }
  if (acode === 'M-302') return text(r.pick(['No microorganisms observed', 'Yeast cells observed, no bacteria', 'Few rod-shaped bacteria observed', 'Tartrate crystals, no microorganisms']));

  // taints
  if (/Trichloroanisole|TCA/.test(analyte)) return r.chance(0.06) ? num(0.6 + r() * 4, 1, units, r() < 0.5 ? null : 'Above the typical sensory threshold.') : below('0.5', units);
  if (/anisole|TBA|TeCA|PCA|Trichlorophenol/.test(analyte)) return below('0.5', units);
  if (analyte === '4-Ethylphenol') return r.chance(0.15) ? num(r.around(20, 180, 900), 0, units, null) : below('5', units);
  if (analyte === '4-Ethylguaiacol') return r.chance(0.15) ? num(r.around(5, 40, 180), 0, units) : below('5', units);
  if (/Sulfide|Mercaptan|Disulfide/.test(analyte)) {
    if (analyte === 'Dimethyl Sulfide') return num(r.around(2, 12, 40), 1, units);
    return r.chance(0.2) ? num(r.around(0.5, 1.5, 6), 1, units) : below('0.5', units);
  }
  if (/methoxypyrazine/.test(analyte)) return r.chance(0.6) ? num(r.around(2, 8, 25), 1, units) : below('2', units);
  if (acode === 'AG-501' || acode === 'AG-500') return { result: 'ND', formatted: 'Not Detected', units, comment: null };

  // table of typical ranges
  const spec = SPECS[`${acode}|${analyte}`] ?? SPECS[analyte];
  if (spec) {
    const [min, typical, max, decimals, unitOverride] = spec;
    let v = r.around(min, typical, max);
    if (ctx.color === 'white' && /Anthocyanin|Tannin|Malvidin|Phenols|Absorbance 520|Absorbance 620/.test(analyte)) v = v * 0.08;
    ctx.wine ??= {};
    ctx.wine[analyte] = v;
    return num(v, decimals, unitOverride ?? units);
  }
  if (ctx.matrix === 'wine' && cabernetPhenolics[analyte]) {
    const c = cabernetPhenolics[analyte];
    return num(r.around(c.min, c.typical, c.max), 0, units);
  }
  return num(r.around(0.5, 1, 2), 2, units);
}

/** Pesticide screen: almost everything not detected, the odd fungicide at trace level. */
export function pesticideValue(r: Rng, analyte: string, pesticideClass: string | null): Value {
  if (pesticideClass?.startsWith('Fungicide') && r.chance(0.04)) {
    const v = 0.01 + r() * 0.2;
    return num(v, 3, 'mg/kg', v > 0.1 ? 'Below the US EPA tolerance; check export-market MRLs.' : null);
  }
  return { result: 'ND', formatted: 'Not Detected', units: 'mg/kg', comment: null };
}
