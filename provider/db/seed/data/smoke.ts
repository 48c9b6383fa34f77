/**
 * Smoke-taint background levels by varietal (95th/99th percentiles; grapes µg/kg, unoaked wine µg/L). Operator "<" marks a bound at the limit of quantitation, "<=" an upper percentile bound.
 * Generated once from the laboratory's domain reference data (fees, turnaround times, accreditation
 * flags, containers and every number marked illustrative there are demo values). Edit freely.
 */
import type { SeedSmokeBaseline, SeedSmokeVarietal } from './types.ts';

export const smokeVarietals: SeedSmokeVarietal[] = [
  {
    "code": "CS",
    "name": "Cabernet Sauvignon"
  },
  {
    "code": "PN",
    "name": "Pinot Noir"
  },
  {
    "code": "CH",
    "name": "Chardonnay"
  },
  {
    "code": "ME",
    "name": "Merlot"
  },
  {
    "code": "SY",
    "name": "Syrah"
  },
  {
    "code": "SB",
    "name": "Sauvignon Blanc"
  },
  {
    "code": "ZI",
    "name": "Zinfandel"
  }
];

export const smokeMarkers: { name: string; form: "free" | "bound" }[] = [
  {
    "name": "Guaiacol",
    "form": "free"
  },
  {
    "name": "4-Methylguaiacol",
    "form": "free"
  },
  {
    "name": "o-Cresol",
    "form": "free"
  },
  {
    "name": "m-Cresol",
    "form": "free"
  },
  {
    "name": "p-Cresol",
    "form": "free"
  },
  {
    "name": "Syringol",
    "form": "free"
  },
  {
    "name": "4-Methylsyringol",
    "form": "free"
  },
  {
    "name": "Guaiacol rutinoside",
    "form": "bound"
  },
  {
    "name": "4-Methylguaiacol rutinoside",
    "form": "bound"
  },
  {
    "name": "Cresol rutinosides (o/m/p)",
    "form": "bound"
  },
  {
    "name": "Phenol rutinoside",
    "form": "bound"
  },
  {
    "name": "Syringol gentiobioside",
    "form": "bound"
  },
  {
    "name": "4-Methylsyringol gentiobioside",
    "form": "bound"
  }
];

export const smokeBaselines: SeedSmokeBaseline[] = [
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 2.6,
    "p99Operator": "<=",
    "p99Value": 4
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.5
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 2.6,
    "p99Operator": "<=",
    "p99Value": 4
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.5
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 7.8,
    "p99Operator": "<=",
    "p99Value": 12
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "grape",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 3.9,
    "p99Operator": "<=",
    "p99Value": 6
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 3.9,
    "p99Operator": "<=",
    "p99Value": 6
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2.6,
    "p99Operator": "<=",
    "p99Value": 4
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 3.2,
    "p99Operator": "<=",
    "p99Value": 5
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.5
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 5.2,
    "p99Operator": "<=",
    "p99Value": 8
  },
  {
    "varietalCode": "CS",
    "varietalName": "Cabernet Sauvignon",
    "matrix": "wine",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 2.2,
    "p99Operator": "<=",
    "p99Value": 3.4
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.2
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.7,
    "p99Operator": "<=",
    "p99Value": 2.6
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 2.7,
    "p99Operator": "<=",
    "p99Value": 4.1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 3.2,
    "p99Operator": "<=",
    "p99Value": 5
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "grape",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.4
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 2.2,
    "p99Operator": "<=",
    "p99Value": 3.4
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "m-Cresol",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 1.5,
    "p99Operator": "<=",
    "p99Value": 2.3
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.2,
    "p99Operator": "<=",
    "p99Value": 1.8
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.8,
    "p99Operator": "<=",
    "p99Value": 2.8
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 3.5,
    "p99Operator": "<=",
    "p99Value": 5.4
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.2,
    "p99Operator": "<=",
    "p99Value": 1.8
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 3.4,
    "p99Operator": "<=",
    "p99Value": 5.3
  },
  {
    "varietalCode": "PN",
    "varietalName": "Pinot Noir",
    "matrix": "wine",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "Guaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 2.1,
    "p99Operator": "<=",
    "p99Value": 3.3
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.4
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.3
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "grape",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1.1,
    "p99Operator": "<=",
    "p99Value": 1.7
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "Guaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.4
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 1.2,
    "p99Operator": "<=",
    "p99Value": 1.9
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "CH",
    "varietalName": "Chardonnay",
    "matrix": "wine",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 2.3,
    "p99Operator": "<=",
    "p99Value": 3.5
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.5
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 2.9,
    "p99Operator": "<=",
    "p99Value": 4.5
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 6.5,
    "p99Operator": "<=",
    "p99Value": 10
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "grape",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 3.2,
    "p99Operator": "<=",
    "p99Value": 5
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 3.6,
    "p99Operator": "<=",
    "p99Value": 5.5
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2.6,
    "p99Operator": "<=",
    "p99Value": 4
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 3.6,
    "p99Operator": "<=",
    "p99Value": 5.5
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.5
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 4.5,
    "p99Operator": "<=",
    "p99Value": 7
  },
  {
    "varietalCode": "ME",
    "varietalName": "Merlot",
    "matrix": "wine",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 2.6,
    "p99Operator": "<=",
    "p99Value": 4
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 3.2,
    "p99Operator": "<=",
    "p99Value": 5
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 5.2,
    "p99Operator": "<=",
    "p99Value": 8
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2.9,
    "p99Operator": "<=",
    "p99Value": 4.5
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 3.9,
    "p99Operator": "<=",
    "p99Value": 6
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 9.1,
    "p99Operator": "<=",
    "p99Value": 14
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "grape",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 8.5,
    "p99Operator": "<=",
    "p99Value": 13.1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.3
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 4.5,
    "p99Operator": "<=",
    "p99Value": 6.9
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 8.2,
    "p99Operator": "<=",
    "p99Value": 12.6
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 4.2,
    "p99Operator": "<=",
    "p99Value": 6.4
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 4.7,
    "p99Operator": "<=",
    "p99Value": 7.2
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1.8,
    "p99Operator": "<=",
    "p99Value": 2.7
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 5.7,
    "p99Operator": "<=",
    "p99Value": 8.8
  },
  {
    "varietalCode": "SY",
    "varietalName": "Syrah",
    "matrix": "wine",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "Guaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.5
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "grape",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "Guaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "o-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "SB",
    "varietalName": "Sauvignon Blanc",
    "matrix": "wine",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 1.6,
    "p99Operator": "<=",
    "p99Value": 2.5
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 2.6,
    "p99Operator": "<=",
    "p99Value": 4
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2.6,
    "p99Operator": "<=",
    "p99Value": 4
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 2.9,
    "p99Operator": "<=",
    "p99Value": 4.5
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 6.5,
    "p99Operator": "<=",
    "p99Value": 10
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "grape",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "Guaiacol",
    "p95Operator": "<=",
    "p95Value": 2.3,
    "p99Operator": "<=",
    "p99Value": 3.5
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "o-Cresol",
    "p95Operator": "<=",
    "p95Value": 1.3,
    "p99Operator": "<=",
    "p99Value": 2
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "m-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "p-Cresol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "Syringol",
    "p95Operator": "<=",
    "p95Value": 3.2,
    "p99Operator": "<=",
    "p99Value": 5
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "4-Methylsyringol",
    "p95Operator": "<",
    "p95Value": 1,
    "p99Operator": "<",
    "p99Value": 1
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "Guaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 3.9,
    "p99Operator": "<=",
    "p99Value": 6
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "4-Methylguaiacol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2.6,
    "p99Operator": "<=",
    "p99Value": 4
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "Cresol rutinosides (o/m/p)",
    "p95Operator": "<=",
    "p95Value": 3.2,
    "p99Operator": "<=",
    "p99Value": 5
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "Phenol rutinoside",
    "p95Operator": "<=",
    "p95Value": 2,
    "p99Operator": "<=",
    "p99Value": 3
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "Syringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 4.5,
    "p99Operator": "<=",
    "p99Value": 7
  },
  {
    "varietalCode": "ZI",
    "varietalName": "Zinfandel",
    "matrix": "wine",
    "analyte": "4-Methylsyringol gentiobioside",
    "p95Operator": "<=",
    "p95Value": 1,
    "p99Operator": "<=",
    "p99Value": 1.5
  }
];
