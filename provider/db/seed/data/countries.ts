/**
 * Export destinations and the catalogue analyses their certificates call for.
 * Generated once from the laboratory's domain reference data (fees, turnaround times, accreditation
 * flags, containers and every number marked illustrative there are demo values). Edit freely.
 */
import type { SeedCountry } from './types.ts';

export const countries: SeedCountry[] = [
  {
    "countryCode": "EU",
    "name": "European Union",
    "region": "Europe",
    "document": "VI-1 (long form) import document, or the simplified self-certified certificate allowed for US wine under the 2006 US–EC wine agreement",
    "issuer": "Analysis by a TTB-certified laboratory/chemist (long form); self-certifying wineries registered with TTB (simplified form)",
    "notes": "VI-1 also carries a statement on oenological practices; self-certification requires a TTB 'Attachment IV' statement and EU notification (TTB notifies the EU twice a year).",
    "analyses": [
      {
        "acode": "EX-600",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-201",
        "requirement": "Required: Total alcoholic strength (% vol); Required: Actual alcoholic strength (% vol)"
      },
      {
        "acode": "W-231",
        "requirement": "Required: Total dry extract (g/L)"
      },
      {
        "acode": "W-203",
        "requirement": "Required: Volatile acidity (as acetic acid) (g/L)"
      },
      {
        "acode": "W-209",
        "requirement": "Required: Citric acid (g/L)"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Total sulphur dioxide (mg/L)"
      },
      {
        "acode": "W-205",
        "requirement": "Optional: Residual sugar (g/L)"
      }
    ]
  },
  {
    "countryCode": "GB",
    "name": "United Kingdom",
    "region": "Europe",
    "document": "No routine analytical import certificate (the post-Brexit VI-1/IMA-1 requirement was repeatedly postponed and then dropped)",
    "issuer": "n/a – importer due diligence",
    "notes": "Retailer technical specs (e.g., supermarkets) often request a full analysis; treat as commercial, not regulatory.",
    "analyses": [
      {
        "acode": "W-201",
        "requirement": "Optional: Alcohol (% vol)"
      },
      {
        "acode": "W-204",
        "requirement": "Optional: Total SO2 (mg/L)"
      },
      {
        "acode": "W-205",
        "requirement": "Optional: Residual sugar (g/L)"
      }
    ]
  },
  {
    "countryCode": "CH",
    "name": "Switzerland",
    "region": "Europe",
    "document": "No analytical certificate normally required; product must meet Swiss beverage ordinance limits",
    "issuer": "n/a",
    "notes": "Importers commonly ask for a recent basic analysis for label/tax checks.",
    "analyses": [
      {
        "acode": "W-201",
        "requirement": "Optional: Alcohol (% vol)"
      },
      {
        "acode": "W-204",
        "requirement": "Optional: Total SO2 (mg/L)"
      },
      {
        "acode": "W-205",
        "requirement": "Optional: Residual sugar (g/L)"
      },
      {
        "acode": "W-203",
        "requirement": "Optional: Volatile acidity (g/L)"
      }
    ]
  },
  {
    "countryCode": "NO",
    "name": "Norway (Vinmonopolet)",
    "region": "Europe",
    "document": "Tender/product-sample submission to the state retail monopoly; monopoly laboratory checks compliance",
    "issuer": "Importer submits samples; monopoly lab analyses",
    "notes": "Pre-shipment analysis from the winery's lab helps avoid rejections (alcohol tolerance, sugar declaration).",
    "analyses": [
      {
        "acode": "EX-600",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-201",
        "requirement": "Required: Alcohol (% vol)"
      },
      {
        "acode": "W-205",
        "requirement": "Required: Sugar (g/L)"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Total SO2 (mg/L)"
      },
      {
        "acode": "W-220",
        "requirement": "Optional: Methanol (mg/L)"
      },
      {
        "acode": "W-219",
        "requirement": "Optional: Heavy metals (Pb) (µg/L)"
      }
    ]
  },
  {
    "countryCode": "SE",
    "name": "Sweden (Systembolaget)",
    "region": "Europe",
    "document": "Tender/product-sample submission to the state retail monopoly; product control analysis",
    "issuer": "Importer submits samples; monopoly-contracted lab analyses",
    "notes": "Sugar content is published to consumers, so declared values should match lab results.",
    "analyses": [
      {
        "acode": "EX-600",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-201",
        "requirement": "Required: Alcohol (% vol)"
      },
      {
        "acode": "W-205",
        "requirement": "Required: Sugar (g/L)"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Total SO2 (mg/L)"
      },
      {
        "acode": "W-220",
        "requirement": "Optional: Methanol (mg/L)"
      },
      {
        "acode": "W-219",
        "requirement": "Optional: Lead (µg/L)"
      },
      {
        "acode": "W-222",
        "requirement": "Optional: Sorbic acid (mg/L)"
      }
    ]
  },
  {
    "countryCode": "CA",
    "name": "Canada",
    "region": "North America",
    "document": "Annual Certificate of Analysis for each listed product (provincial liquor boards, e.g. LCBO); otherwise the board tests and charges back the vendor",
    "issuer": "Vendor-supplied COA from an ISO/IEC 17025 lab accredited for each reported test, or LCBO Quality Assurance lab",
    "notes": "Spirits list instead: alcohol, sugars (liqueurs/vodka/fruit spirit/dry gin), ethyl carbamate, arsenic, lead, synthetic dyes, methanol. Beer: alcohol, ethyl carbamate, sugars, arsenic, lead, pesticides.",
    "analyses": [
      {
        "acode": "EX-603",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-201",
        "requirement": "Required: Alcohol (% vol)"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Free SO2 (mg/L); Required: Total SO2 (mg/L)"
      },
      {
        "acode": "W-205",
        "requirement": "Required: Sugars (g/L)"
      },
      {
        "acode": "W-222",
        "requirement": "Required: Sorbic acid (mg/L)"
      },
      {
        "acode": "W-203",
        "requirement": "Required: Volatile acidity (g/L)"
      },
      {
        "acode": "W-221",
        "requirement": "Required: Ethyl carbamate (µg/L)"
      },
      {
        "acode": "W-219",
        "requirement": "Required: Arsenic (µg/L); Required: Lead (µg/L)"
      },
      {
        "acode": "W-218",
        "requirement": "Required: Copper (wine) (mg/L)"
      },
      {
        "acode": "AG-500",
        "requirement": "Required: Pesticides (incl. azinphos-methyl, carbaryl, chlorpyrifos …) (µg/L)"
      },
      {
        "acode": "W-227",
        "requirement": "Optional: Ochratoxin A (wine-based coolers) (µg/L)"
      }
    ]
  },
  {
    "countryCode": "MX",
    "name": "Mexico",
    "region": "North America",
    "document": "No analytical certificate routinely required for wine; Spanish labelling per NOM-142-SSA1/SCFI-2014; importer registry",
    "issuer": "n/a",
    "notes": "Label alcohol tolerance checks are the most common compliance issue.",
    "analyses": [
      {
        "acode": "W-201",
        "requirement": "Optional: Alcohol (% vol)"
      },
      {
        "acode": "DS-103",
        "requirement": "Optional: Methanol (spirits) (mg/100 mL a.a.)"
      }
    ]
  },
  {
    "countryCode": "BR",
    "name": "Brazil",
    "region": "South America",
    "document": "Certificate of analysis (separate from the certificate of origin) from an officially recognised laboratory; MAPA may sample before import release",
    "issuer": "Laboratory on the exporting country's list of recognised entities; TTB issues the certificate of origin",
    "notes": "Historically wines >14% vol needed a 'certificate of typicity'. The previous 11/12-parameter list (incl. chlorides, ash, citric acid) is still offered by some labs.",
    "analyses": [
      {
        "acode": "EX-601",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-201",
        "requirement": "Required: Alcohol at 20 °C (% vol)"
      },
      {
        "acode": "W-205",
        "requirement": "Required: Sugars (g/L)"
      },
      {
        "acode": "W-203",
        "requirement": "Required: Volatile acidity (mEq/L)"
      },
      {
        "acode": "W-231",
        "requirement": "Required: Reduced dry extract (g/L)"
      },
      {
        "acode": "W-220",
        "requirement": "Required: Methyl alcohol (mg/L)"
      },
      {
        "acode": "W-212",
        "requirement": "Required: Gas pressure (sparkling/semi-sparkling only) (atm at 20 °C)"
      },
      {
        "acode": "W-209",
        "requirement": "Optional: Citric acid (g/L)"
      }
    ]
  },
  {
    "countryCode": "CN",
    "name": "China",
    "region": "Asia",
    "document": "TTB one-page Consolidated Wine Export Certificate (origin, health/sanitation, authenticity/free sale) since 1 Mar 2014; wine inspected on arrival against GB 15037 / GB 2758 / GB 7718",
    "issuer": "TTB (certificate); GACC/China customs (inspection)",
    "notes": "Common rejection causes 2013–2015: insufficient sugar-free dry extract, excessive copper, excessive sorbic acid, labelling/paperwork.",
    "analyses": [
      {
        "acode": "EX-602",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-201",
        "requirement": "Required: Alcohol (% vol)"
      },
      {
        "acode": "W-205",
        "requirement": "Required: Total sugar (g/L)"
      },
      {
        "acode": "W-231",
        "requirement": "Required: Sugar-free dry extract (g/L), limit ≥16.0 white, ≥17.0 rosé, ≥18.0 red"
      },
      {
        "acode": "W-203",
        "requirement": "Required: Volatile acidity (g/L), limit ≤1.2 (GB 15037, general knowledge)"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Total SO2 (mg/L), limit ≤250 dry wine (GB 2760, general knowledge)"
      },
      {
        "acode": "W-220",
        "requirement": "Required: Methanol (mg/L), limit ≤250 white/rosé, ≤400 red (GB 15037, general knowledge)"
      },
      {
        "acode": "W-218",
        "requirement": "Required: Copper (mg/L), limit ≤1.0; Optional: Iron (mg/L)"
      },
      {
        "acode": "W-219",
        "requirement": "Required: Lead (mg/kg), limit ≤0.2 (GB 2762, general knowledge)"
      },
      {
        "acode": "W-222",
        "requirement": "Required: Sorbic acid (mg/L), limit ≤200"
      },
      {
        "acode": "W-209",
        "requirement": "Optional: Citric acid (g/L)"
      }
    ]
  },
  {
    "countryCode": "HK",
    "name": "Hong Kong",
    "region": "Asia",
    "document": "No import duty on wine since 2008 and no analytical certificate required",
    "issuer": "n/a",
    "notes": "Re-exports to mainland China must meet PRC requirements.",
    "analyses": [
      {
        "acode": "W-204",
        "requirement": "Optional: Total SO2 (mg/L)"
      },
      {
        "acode": "W-222",
        "requirement": "Optional: Sorbic acid (mg/L)"
      }
    ]
  },
  {
    "countryCode": "JP",
    "name": "Japan",
    "region": "Asia",
    "document": "Food import notification under the Food Sanitation Act; test results from designated Japanese or recognised foreign official labs accepted in lieu of port inspection",
    "issuer": "Importer (notification); MHLW quarantine station",
    "notes": "For non-vintage wines the test report should be within 1 year of the import notification; vintage wines can reuse earlier reports.",
    "analyses": [
      {
        "acode": "EX-604",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Total sulphur dioxide (mg/kg), limit ≤350 (0.35 g/kg)"
      },
      {
        "acode": "W-222",
        "requirement": "Required: Sorbic acid (mg/kg), limit ≤200 (wine); not permitted in brandy"
      }
    ]
  },
  {
    "countryCode": "KR",
    "name": "South Korea",
    "region": "Asia",
    "document": "First-import 'precision inspection' by MFDS-designated labs, then document/sampling inspections",
    "issuer": "MFDS-designated testing institute",
    "notes": "Calorie labelling being phased in for larger alcohol companies from 2023.",
    "analyses": [
      {
        "acode": "EX-605",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Sulphur dioxide (mg/L), limit ≤350"
      },
      {
        "acode": "W-222",
        "requirement": "Required: Sorbic acid (g/L), limit ≤0.2"
      },
      {
        "acode": "W-220",
        "requirement": "Required: Methanol (mg/mL), limit ≤1.0 (1,000 mg/L)"
      },
      {
        "acode": "W-219",
        "requirement": "Required: Lead (mg/kg), limit ≤0.2"
      },
      {
        "acode": "W-227",
        "requirement": "Required: Ochratoxin A (µg/kg), limit ≤2"
      },
      {
        "acode": "W-221",
        "requirement": "Required: Ethyl carbamate (µg/L), limit ≤30 (wine)"
      }
    ]
  },
  {
    "countryCode": "TW",
    "name": "Taiwan",
    "region": "Asia",
    "document": "Imported-alcohol inspection by the Ministry of Finance (National Treasury Agency); lot-sampling or document release",
    "issuer": "NTA / Customs; test fees per NTA schedule",
    "notes": "2006 liberalisation: inspection batch raised from 9 L to 90 L and minimum CIF price for exemption cut from NT$8,000 to NT$4,000/L. NTA test fees (NT$): methanol 2,500; lead 2,000; SO2 2,000; plasticizers 5,000.",
    "analyses": [
      {
        "acode": "EX-605",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-220",
        "requirement": "Required: Methanol (mg/L (on 100% ethanol basis)), limit category-dependent, 1,000–4,000"
      },
      {
        "acode": "W-219",
        "requirement": "Required: Lead (mg/L), limit ≤0.3"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Sulphur dioxide (g/L), limit ≤0.4 (fruit-based)"
      },
      {
        "acode": "W-222",
        "requirement": "Required: Sorbic acid (g/L), limit ≤0.2"
      }
    ]
  },
  {
    "countryCode": "SG",
    "name": "Singapore",
    "region": "Asia",
    "document": "No analytical certificate; SFA food-import licence and labelling rules",
    "issuer": "n/a",
    "notes": "SO2 and preservative limits under the Singapore Food Regulations apply.",
    "analyses": [
      {
        "acode": "W-204",
        "requirement": "Optional: Total SO2 (mg/L)"
      },
      {
        "acode": "W-222",
        "requirement": "Optional: Sorbic acid (mg/L)"
      }
    ]
  },
  {
    "countryCode": "IN",
    "name": "India",
    "region": "Asia",
    "document": "FSSAI import clearance; product must meet Food Safety and Standards (Alcoholic Beverages) Regulations 2018",
    "issuer": "FSSAI-notified laboratories (port sampling)",
    "notes": "Regulations effective 1 Apr 2019; 2020 amendment set ±0.5% alcohol tolerance for wines and defined dry/sparkling/fortified wine categories.",
    "analyses": [
      {
        "acode": "W-201",
        "requirement": "Required: Alcohol (% vol), limit label tolerance ±0.5% for wine"
      },
      {
        "acode": "W-220",
        "requirement": "Required: Methanol (g/L a.a.)"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Total SO2 (mg/L)"
      },
      {
        "acode": "W-203",
        "requirement": "Required: Volatile acidity (g/L)"
      },
      {
        "acode": "W-219",
        "requirement": "Optional: Lead (mg/L)"
      },
      {
        "acode": "W-218",
        "requirement": "Optional: Copper (mg/L)"
      },
      {
        "acode": "W-205",
        "requirement": "Optional: Residual sugar (dry wine ≤0.9% sugar) (%)"
      }
    ]
  },
  {
    "countryCode": "AU",
    "name": "Australia",
    "region": "Oceania",
    "document": "No certificate normally; Imported Food Inspection Scheme (risk-based) against the FSANZ Food Standards Code (Std 4.5.1 Wine Production Requirements)",
    "issuer": "Department of Agriculture (IFIS)",
    "notes": "Allergen (egg/milk fining) and additive declarations on labels are frequently checked.",
    "analyses": [
      {
        "acode": "W-204",
        "requirement": "Optional: Total SO2 (mg/L), limit ≤250 (≤300 if >35 g/L sugar) – general knowledge"
      },
      {
        "acode": "W-222",
        "requirement": "Optional: Sorbic acid (mg/L)"
      },
      {
        "acode": "W-201",
        "requirement": "Optional: Alcohol (% vol)"
      }
    ]
  },
  {
    "countryCode": "ZA",
    "name": "South Africa",
    "region": "Africa",
    "document": "Certificate from a recognised official authority plus, for wine for direct consumption, an analysis report from an officially recognised lab (EU–SA agreement pattern)",
    "issuer": "Recognised laboratory in the country of origin",
    "notes": "Parameter list documented for EU-origin wine; US exporters should confirm with the importer.",
    "analyses": [
      {
        "acode": "EX-600",
        "requirement": "Panel covering the required analyses for this destination"
      },
      {
        "acode": "W-201",
        "requirement": "Required: Total alcoholic strength (% vol); Required: Actual alcoholic strength (% vol)"
      },
      {
        "acode": "W-231",
        "requirement": "Required: Total dry extract (g/L)"
      },
      {
        "acode": "W-203",
        "requirement": "Required: Volatile acidity (as acetic) (g/L)"
      },
      {
        "acode": "W-209",
        "requirement": "Required: Citric acid (g/L)"
      },
      {
        "acode": "W-205",
        "requirement": "Required: Residual sugar (g/L)"
      },
      {
        "acode": "W-204",
        "requirement": "Required: Total SO2 (mg/L)"
      }
    ]
  },
  {
    "countryCode": "APEC",
    "name": "APEC economies (generic)",
    "region": "Asia-Pacific",
    "document": "APEC model wine export certificate may be used for APEC economies other than China",
    "issuer": "TTB",
    "notes": "Use the country-specific entries above where they exist.",
    "analyses": [
      {
        "acode": "W-201",
        "requirement": "Optional: Alcohol (% vol)"
      },
      {
        "acode": "W-204",
        "requirement": "Optional: Total SO2 (mg/L)"
      }
    ]
  }
];
