/**
 * The analyses catalogue: categories (7061 wineries, 7063 breweries, 7055 distilled spirits), sample types, collections and analyses with their components and forms.
 * Generated once from the laboratory's domain reference data (fees, turnaround times, accreditation
 * flags, containers and every number marked illustrative there are demo values). Edit freely.
 */
import type { SeedAnalysis, SeedNamed } from './types.ts';

export const analysisCategories: SeedNamed[] = [
  {
    "id": 7055,
    "name": "Distilled Spirits"
  },
  {
    "id": 7061,
    "name": "Wineries"
  },
  {
    "id": 7063,
    "name": "Breweries"
  }
];

export const sampleTypes: SeedNamed[] = [
  {
    "id": 1,
    "name": "Wine"
  },
  {
    "id": 2,
    "name": "Juice/Must"
  },
  {
    "id": 3,
    "name": "Grapes"
  },
  {
    "id": 4,
    "name": "Grapes/Juice/Wine"
  },
  {
    "id": 5,
    "name": "Grapes/Wine"
  },
  {
    "id": 6,
    "name": "Beer"
  },
  {
    "id": 7,
    "name": "Spirits"
  },
  {
    "id": 8,
    "name": "Water"
  },
  {
    "id": 9,
    "name": "Soil"
  },
  {
    "id": 10,
    "name": "Vine Tissue"
  },
  {
    "id": 11,
    "name": "Cork"
  },
  {
    "id": 12,
    "name": "Air (sorbent trap)"
  }
];

export const collections: SeedNamed[] = [
  {
    "id": 1,
    "name": "Juice Panel"
  },
  {
    "id": 2,
    "name": "Maturity Monitoring"
  },
  {
    "id": 3,
    "name": "Juice Analyses"
  },
  {
    "id": 4,
    "name": "Phenolics"
  },
  {
    "id": 5,
    "name": "Microbiology"
  },
  {
    "id": 6,
    "name": "Wine Chemistry"
  },
  {
    "id": 7,
    "name": "Fermentation"
  },
  {
    "id": 8,
    "name": "Bottling Panel"
  },
  {
    "id": 9,
    "name": "Stability"
  },
  {
    "id": 10,
    "name": "Export"
  },
  {
    "id": 11,
    "name": "Aromas & Taints"
  },
  {
    "id": 12,
    "name": "Smoke Taint"
  },
  {
    "id": 13,
    "name": "Agrochemicals"
  },
  {
    "id": 14,
    "name": "Vineyard"
  },
  {
    "id": 15,
    "name": "Water"
  },
  {
    "id": 16,
    "name": "Beer Chemistry"
  },
  {
    "id": 17,
    "name": "Packaging"
  },
  {
    "id": 18,
    "name": "Labeling"
  },
  {
    "id": 19,
    "name": "Spirits Chemistry"
  },
  {
    "id": 20,
    "name": "Harvest"
  }
];

export const analyses: SeedAnalysis[] = [
  {
    "id": 100,
    "acode": "J-100",
    "testName": "Juice Panel",
    "description": "Reports Brix (soluble solids), Glucose + Fructose, pH, Titratable Acidity (to pH 8.2, as tartaric), L-Malic Acid, Tartaric Acid, Potassium, Ammonia (as N), Alpha-Amino Compounds (NOPA, as N) and Yeast Assimilable Nitrogen (YAN). Technique: Enzymatic + Potentiometry + ICP-OES. Flagship harvest panel. Keep juice chilled; ship within 24 h to limit fermentation. Turnaround: same day (typically 2–7 hours in harvest). Sample required: 50 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "Same day (typically 2–7 hours in harvest)",
    "feeOne": 9500,
    "feeTwoToTen": 8600,
    "feeElevenPlus": 7600,
    "sampleType": "Juice/Must",
    "technique": "Enzymatic + Potentiometry + ICP-OES",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": true,
    "position": 1,
    "collectionIds": [
      1,
      20
    ],
    "components": [
      {
        "analyteName": "Brix (soluble solids)",
        "units": "°Brix",
        "method": "Density meter (oscillating U-tube)",
        "methodDeveloper": null,
        "methodDescription": "Digital density meter at 20 °C; soluble solids reported as °Brix.",
        "description": null
      },
      {
        "analyteName": "Glucose + Fructose",
        "units": "g/L",
        "method": "Enzymatic (hexokinase/G6PDH/PGI)",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "Potentiometry",
        "methodDeveloper": null,
        "methodDescription": "Glass-electrode pH measurement at 20 °C, calibrated daily with traceable buffers.",
        "description": null
      },
      {
        "analyteName": "Titratable Acidity (to pH 8.2, as tartaric)",
        "units": "g/L",
        "method": "Autotitration",
        "methodDeveloper": null,
        "methodDescription": "Automated titration with standardised sodium hydroxide to a pH 8.2 end point, expressed as tartaric acid.",
        "description": null
      },
      {
        "analyteName": "L-Malic Acid",
        "units": "g/L",
        "method": "Enzymatic (L-MDH)",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": "Malolactic fermentation is usually considered complete below 0.30 g/L."
      },
      {
        "analyteName": "Tartaric Acid",
        "units": "g/L",
        "method": "Colorimetric (ammonium vanadate)",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Potassium",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Ammonia (as N)",
        "units": "mg N/L",
        "method": "Enzymatic (GLDH)",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Alpha-Amino Compounds (NOPA, as N)",
        "units": "mg N/L",
        "method": "Spectrophotometric (OPA/NAC)",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Yeast Assimilable Nitrogen (YAN)",
        "units": "mg N/L",
        "method": "Calculated: ammonia-N + NOPA-N",
        "methodDeveloper": null,
        "methodDescription": "Sum of ammonia nitrogen and alpha-amino (NOPA) nitrogen.",
        "description": "The nitrogen available to yeast; musts below about 150 mg N/L are at risk of sluggish fermentation and hydrogen sulfide."
      }
    ],
    "forms": [
      {
        "name": "Harvest Sample Submission Form",
        "description": "Fill in one line per sample and put the form in the sleeve of the shipping envelope.",
        "formUrl": "/forms/harvest-sample-submission.pdf"
      }
    ]
  },
  {
    "id": 101,
    "acode": "J-101",
    "testName": "Grape Maturity Panel (Brix, pH, TA)",
    "description": "Reports Brix, pH, Titratable Acidity and Berry Weight. Technique: Density meter + Potentiometry + Titration. Berries are crushed in the lab; collect ~200 berries across the block (both sides of row, top/middle/bottom of cluster). Turnaround: same day. Sample required: 200-berry sample. Container: 1-gallon zip-top bag with berry sample label.",
    "turnaroundTime": "Same day",
    "feeOne": 3400,
    "feeTwoToTen": 3100,
    "feeElevenPlus": 2700,
    "sampleType": "Grapes",
    "technique": "Density meter + Potentiometry + Titration",
    "accredited": true,
    "sampleVolume": "200-berry sample",
    "sampleContainerType": "1-gallon zip-top bag with berry sample label",
    "categoryId": 7061,
    "matrixId": 3,
    "popular": true,
    "position": 2,
    "collectionIds": [
      2,
      20
    ],
    "components": [
      {
        "analyteName": "Brix",
        "units": "°Brix",
        "method": "Density meter",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "Potentiometry",
        "methodDeveloper": null,
        "methodDescription": "Glass-electrode pH measurement at 20 °C, calibrated daily with traceable buffers.",
        "description": null
      },
      {
        "analyteName": "Titratable Acidity",
        "units": "g/L",
        "method": "Autotitration",
        "methodDeveloper": null,
        "methodDescription": "Automated titration with standardised sodium hydroxide to a pH 8.2 end point, expressed as tartaric acid.",
        "description": null
      },
      {
        "analyteName": "Berry Weight",
        "units": "g/berry",
        "method": "Gravimetric",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Grape Sampling Guide",
        "description": "How to collect a representative 200-berry sample across a block.",
        "formUrl": "/forms/grape-sampling-guide.pdf"
      }
    ]
  },
  {
    "id": 102,
    "acode": "J-102",
    "testName": "Extended Maturity Panel",
    "description": "Reports Brix, Glucose + Fructose, pH, Titratable Acidity, L-Malic Acid, Potassium and Berry Weight. Technique: Density meter + Enzymatic + ICP-OES. Turnaround: same day. Sample required: 200-berry sample. Container: 1-gallon zip-top bag with berry sample label.",
    "turnaroundTime": "Same day",
    "feeOne": 6200,
    "feeTwoToTen": 5600,
    "feeElevenPlus": 5000,
    "sampleType": "Grapes",
    "technique": "Density meter + Enzymatic + ICP-OES",
    "accredited": true,
    "sampleVolume": "200-berry sample",
    "sampleContainerType": "1-gallon zip-top bag with berry sample label",
    "categoryId": 7061,
    "matrixId": 3,
    "popular": true,
    "position": 3,
    "collectionIds": [
      2,
      20
    ],
    "components": [
      {
        "analyteName": "Brix",
        "units": "°Brix",
        "method": "Density meter",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Glucose + Fructose",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "Potentiometry",
        "methodDeveloper": null,
        "methodDescription": "Glass-electrode pH measurement at 20 °C, calibrated daily with traceable buffers.",
        "description": null
      },
      {
        "analyteName": "Titratable Acidity",
        "units": "g/L",
        "method": "Autotitration",
        "methodDeveloper": null,
        "methodDescription": "Automated titration with standardised sodium hydroxide to a pH 8.2 end point, expressed as tartaric acid.",
        "description": null
      },
      {
        "analyteName": "L-Malic Acid",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": "Malolactic fermentation is usually considered complete below 0.30 g/L."
      },
      {
        "analyteName": "Potassium",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Berry Weight",
        "units": "g/berry",
        "method": "Gravimetric",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Grape Sampling Guide",
        "description": "How to collect a representative 200-berry sample across a block.",
        "formUrl": "/forms/grape-sampling-guide.pdf"
      }
    ]
  },
  {
    "id": 103,
    "acode": "J-103",
    "testName": "Brix",
    "description": "Brix. Technique: Density meter. Turnaround: same day. Sample required: 15 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 1200,
    "feeTwoToTen": 1100,
    "feeElevenPlus": 1000,
    "sampleType": "Juice/Must",
    "technique": "Density meter",
    "accredited": true,
    "sampleVolume": "15 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 4,
    "collectionIds": [
      3,
      20
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 104,
    "acode": "J-104",
    "testName": "Glucose + Fructose",
    "description": "Glucose + Fructose. Technique: Enzymatic. Used to estimate potential alcohol before harvest and at crush. Turnaround: same day. Sample required: 15 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 2200,
    "feeTwoToTen": 2000,
    "feeElevenPlus": 1800,
    "sampleType": "Juice/Must",
    "technique": "Enzymatic",
    "accredited": true,
    "sampleVolume": "15 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 5,
    "collectionIds": [
      3
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 105,
    "acode": "J-105",
    "testName": "pH",
    "description": "pH. Technique: Potentiometry. Turnaround: same day. Sample required: 15 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 1200,
    "feeTwoToTen": 1100,
    "feeElevenPlus": 1000,
    "sampleType": "Juice/Must",
    "technique": "Potentiometry",
    "accredited": true,
    "sampleVolume": "15 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 6,
    "collectionIds": [
      3
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 106,
    "acode": "J-106",
    "testName": "Titratable Acidity",
    "description": "Titratable Acidity. Technique: Autotitration to pH 8.2. Turnaround: same day. Sample required: 25 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 1500,
    "feeTwoToTen": 1400,
    "feeElevenPlus": 1200,
    "sampleType": "Juice/Must",
    "technique": "Autotitration to pH 8.2",
    "accredited": true,
    "sampleVolume": "25 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 7,
    "collectionIds": [
      3
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 107,
    "acode": "J-107",
    "testName": "L-Malic Acid",
    "description": "L-Malic Acid. Technique: Enzymatic (L-MDH). Turnaround: same day. Sample required: 15 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 2200,
    "feeTwoToTen": 2000,
    "feeElevenPlus": 1800,
    "sampleType": "Juice/Must",
    "technique": "Enzymatic (L-MDH)",
    "accredited": true,
    "sampleVolume": "15 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": true,
    "position": 8,
    "collectionIds": [
      3,
      20
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 108,
    "acode": "J-108",
    "testName": "Tartaric Acid",
    "description": "Tartaric Acid. Technique: Colorimetric (ammonium vanadate). Turnaround: 1 business day. Sample required: 15 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "1 business day",
    "feeOne": 3000,
    "feeTwoToTen": 2700,
    "feeElevenPlus": 2400,
    "sampleType": "Juice/Must",
    "technique": "Colorimetric (ammonium vanadate)",
    "accredited": false,
    "sampleVolume": "15 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 9,
    "collectionIds": [
      3
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 109,
    "acode": "J-109",
    "testName": "Potassium",
    "description": "Potassium. Technique: ICP-OES. Turnaround: 1 business day. Sample required: 15 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "1 business day",
    "feeOne": 2800,
    "feeTwoToTen": 2500,
    "feeElevenPlus": 2200,
    "sampleType": "Juice/Must",
    "technique": "ICP-OES",
    "accredited": true,
    "sampleVolume": "15 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 10,
    "collectionIds": [
      3
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 110,
    "acode": "J-110",
    "testName": "YAN Panel (Ammonia + Alpha-Amino Nitrogen)",
    "description": "Reports Ammonia (as N), Alpha-Amino Compounds (NOPA) and Yeast Assimilable Nitrogen. Technique: Enzymatic + Spectrophotometric (OPA). Turnaround: same day. Sample required: 25 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 3800,
    "feeTwoToTen": 3400,
    "feeElevenPlus": 3000,
    "sampleType": "Juice/Must",
    "technique": "Enzymatic + Spectrophotometric (OPA)",
    "accredited": true,
    "sampleVolume": "25 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": true,
    "position": 11,
    "collectionIds": [
      3,
      20
    ],
    "components": [
      {
        "analyteName": "Ammonia (as N)",
        "units": "mg N/L",
        "method": "Enzymatic (GLDH)",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Alpha-Amino Compounds (NOPA)",
        "units": "mg N/L",
        "method": "Spectrophotometric (OPA/NAC)",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Yeast Assimilable Nitrogen",
        "units": "mg N/L",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "The nitrogen available to yeast; musts below about 150 mg N/L are at risk of sluggish fermentation and hydrogen sulfide."
      }
    ],
    "forms": []
  },
  {
    "id": 111,
    "acode": "J-111",
    "testName": "Glutathione (Juice)",
    "description": "Glutathione (Juice). Technique: LC-MS/MS. Juice must be stabilised at pressing with the Glutathione Sampling Kit; glutathione oxidises within minutes of air exposure. Turnaround: 2–3 business days. Sample required: 10 mL (glutathione kit). Container: Glutathione sampling kit tube (pre-dosed stabiliser, freeze after sampling).",
    "turnaroundTime": "2–3 business days",
    "feeOne": 11000,
    "feeTwoToTen": 9900,
    "feeElevenPlus": 8800,
    "sampleType": "Juice/Must",
    "technique": "LC-MS/MS",
    "accredited": false,
    "sampleVolume": "10 mL (glutathione kit)",
    "sampleContainerType": "Glutathione sampling kit tube (pre-dosed stabiliser, freeze after sampling)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 12,
    "collectionIds": [
      3
    ],
    "components": [
      {
        "analyteName": "Reduced Glutathione (GSH)",
        "units": "mg/L",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Glutathione Sampling Instructions",
        "description": "Stabilising juice at the press for glutathione analysis.",
        "formUrl": "/forms/glutathione-sampling.pdf"
      }
    ]
  },
  {
    "id": 112,
    "acode": "J-112",
    "testName": "Heat-Unstable Proteins (ELISA)",
    "description": "Reports Thaumatin-like Proteins and Chitinases. Technique: ELISA (thaumatin-like proteins & chitinases). Predicts bentonite needs early, before fermentation, by measuring the proteins responsible for heat instability. Turnaround: 2 business days. Sample required: 25 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "2 business days",
    "feeOne": 7500,
    "feeTwoToTen": 6800,
    "feeElevenPlus": 6000,
    "sampleType": "Juice/Must",
    "technique": "ELISA (thaumatin-like proteins & chitinases)",
    "accredited": false,
    "sampleVolume": "25 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 13,
    "collectionIds": [
      3
    ],
    "components": [
      {
        "analyteName": "Thaumatin-like Proteins",
        "units": "mg/L",
        "method": "ELISA",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Chitinases",
        "units": "mg/L",
        "method": "ELISA",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 113,
    "acode": "J-113",
    "testName": "Laccase Activity (Botrytis)",
    "description": "Laccase Activity (Botrytis). Technique: Spectrophotometric (syringaldazine). Turnaround: 1 business day. Sample required: 25 mL. Container: 50 mL polypropylene screw-cap tube (lab-supplied).",
    "turnaroundTime": "1 business day",
    "feeOne": 4500,
    "feeTwoToTen": 4000,
    "feeElevenPlus": 3600,
    "sampleType": "Juice/Must",
    "technique": "Spectrophotometric (syringaldazine)",
    "accredited": false,
    "sampleVolume": "25 mL",
    "sampleContainerType": "50 mL polypropylene screw-cap tube (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 14,
    "collectionIds": [
      3
    ],
    "components": [
      {
        "analyteName": "Laccase Activity",
        "units": "units/mL",
        "method": "Spectrophotometric",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 114,
    "acode": "J-114",
    "testName": "Grape Phenolic Panel",
    "description": "Reports Total Anthocyanins (as malvidin-3-glucoside), Catechin, Epicatechin, Tannin, Quercetin Glycosides and Berry Weight. Technique: HPLC-DAD (berry extract). Part of our HPLC phenolics program for evaluating phenolic compounds in grapes and wines. Turnaround: 2–3 business days. Sample required: 200-berry sample (frozen OK). Container: 1-gallon zip-top bag with berry sample label.",
    "turnaroundTime": "2–3 business days",
    "feeOne": 15000,
    "feeTwoToTen": 13500,
    "feeElevenPlus": 12000,
    "sampleType": "Grapes",
    "technique": "HPLC-DAD (berry extract)",
    "accredited": false,
    "sampleVolume": "200-berry sample (frozen OK)",
    "sampleContainerType": "1-gallon zip-top bag with berry sample label",
    "categoryId": 7061,
    "matrixId": 3,
    "popular": false,
    "position": 15,
    "collectionIds": [
      4,
      20
    ],
    "components": [
      {
        "analyteName": "Total Anthocyanins (as malvidin-3-glucoside)",
        "units": "mg/L extract",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Catechin",
        "units": "mg/L extract",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Epicatechin",
        "units": "mg/L extract",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Tannin",
        "units": "mg/L extract",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Quercetin Glycosides",
        "units": "mg/L extract",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Berry Weight",
        "units": "g/berry",
        "method": "Gravimetric",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 115,
    "acode": "J-115",
    "testName": "Scorpions Juice Panel",
    "description": "Reports Brettanomyces bruxellensis, Zygosaccharomyces bailii, Hanseniaspora uvarum (Kloeckera), Acetobacter spp., Gluconobacter spp., Lactobacillus spp., Pediococcus spp., Total Yeast and Total Bacteria. Technique: Real-time PCR (Scorpion probes). Scorpions™ real-time PCR detects spoilage organisms in juice before they become a problem in fermentation. Turnaround: 1–2 business days. Sample required: 15 mL. Container: Sterile 50 mL tube (lab-supplied, do not rinse).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 9500,
    "feeTwoToTen": 8600,
    "feeElevenPlus": 7600,
    "sampleType": "Juice/Must",
    "technique": "Real-time PCR (Scorpion probes)",
    "accredited": false,
    "sampleVolume": "15 mL",
    "sampleContainerType": "Sterile 50 mL tube (lab-supplied, do not rinse)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 16,
    "collectionIds": [
      5,
      20
    ],
    "components": [
      {
        "analyteName": "Brettanomyces bruxellensis",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": "Spoilage yeast responsible for 4-ethylphenol and 4-ethylguaiacol (\"Brett\" character)."
      },
      {
        "analyteName": "Zygosaccharomyces bailii",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Hanseniaspora uvarum (Kloeckera)",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Acetobacter spp.",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Gluconobacter spp.",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Lactobacillus spp.",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Pediococcus spp.",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Total Yeast",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Total Bacteria",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Microbiology Sample Submission Form",
        "description": "Chain of custody for PCR and plating samples; use sterile tubes.",
        "formUrl": "/forms/microbiology-sample-submission.pdf"
      }
    ]
  },
  {
    "id": 116,
    "acode": "J-116",
    "testName": "Non-Saccharomyces Yeast Implant Check",
    "description": "Reports Torulaspora delbrueckii, Metschnikowia pulcherrima, Lachancea thermotolerans and Pichia kluyveri. Technique: Real-time PCR. PCR diagnostics confirm the implantation of commercial non-Saccharomyces strains. Turnaround: 1–2 business days. Sample required: 15 mL. Container: Sterile 50 mL tube (lab-supplied, do not rinse).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 8500,
    "feeTwoToTen": 7600,
    "feeElevenPlus": 6800,
    "sampleType": "Juice/Must",
    "technique": "Real-time PCR",
    "accredited": false,
    "sampleVolume": "15 mL",
    "sampleContainerType": "Sterile 50 mL tube (lab-supplied, do not rinse)",
    "categoryId": 7061,
    "matrixId": 2,
    "popular": false,
    "position": 17,
    "collectionIds": [
      5,
      20
    ],
    "components": [
      {
        "analyteName": "Torulaspora delbrueckii",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Metschnikowia pulcherrima",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Lachancea thermotolerans",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Pichia kluyveri",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 200,
    "acode": "W-200",
    "testName": "Alcohol (FTIR)",
    "description": "Alcohol (FTIR). Technique: FTIR. Turnaround: 1 business day. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "1 business day",
    "feeOne": 1800,
    "feeTwoToTen": 1600,
    "feeElevenPlus": 1400,
    "sampleType": "Wine",
    "technique": "FTIR",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": true,
    "position": 18,
    "collectionIds": [
      6
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 201,
    "acode": "W-201",
    "testName": "Alcohol by GC (label/TTB)",
    "description": "Alcohol by GC (label/TTB). Technique: GC-FID. Reference method for label/export alcohol statements. Turnaround: 1–2 business days. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 3200,
    "feeTwoToTen": 2900,
    "feeElevenPlus": 2600,
    "sampleType": "Wine",
    "technique": "GC-FID",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 19,
    "collectionIds": [
      6
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 202,
    "acode": "W-202",
    "testName": "Alcohol (Ebulliometry)",
    "description": "Alcohol (Ebulliometry). Technique: Ebulliometry. Quick in-process check; not recommended for sweet wines (>2 g/L RS) without dilution. Turnaround: same day. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 2000,
    "feeTwoToTen": 1800,
    "feeElevenPlus": 1600,
    "sampleType": "Wine",
    "technique": "Ebulliometry",
    "accredited": false,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 20,
    "collectionIds": [
      6
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 203,
    "acode": "W-203",
    "testName": "Volatile Acidity",
    "description": "Volatile Acidity. Technique: Enzymatic (acetic acid) / Cash still distillation. Turnaround: same day. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 2000,
    "feeTwoToTen": 1800,
    "feeElevenPlus": 1600,
    "sampleType": "Wine",
    "technique": "Enzymatic (acetic acid) / Cash still distillation",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": true,
    "position": 21,
    "collectionIds": [
      6
    ],
    "components": [
      {
        "analyteName": "Volatile Acidity (as acetic acid)",
        "units": "g/L",
        "method": "Enzymatic or steam distillation",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 204,
    "acode": "W-204",
    "testName": "Free & Total SO2",
    "description": "Reports Free SO2, Total SO2 and Molecular SO2. Technique: Aeration-Oxidation (Rankine). Turnaround: same day. Sample required: 100 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 2800,
    "feeTwoToTen": 2500,
    "feeElevenPlus": 2200,
    "sampleType": "Wine",
    "technique": "Aeration-Oxidation (Rankine)",
    "accredited": true,
    "sampleVolume": "100 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": true,
    "position": 22,
    "collectionIds": [
      6
    ],
    "components": [
      {
        "analyteName": "Free SO2",
        "units": "mg/L",
        "method": "Aeration-oxidation",
        "methodDeveloper": "OIV",
        "methodDescription": "SO2 is swept from the acidified sample by a stream of air into hydrogen peroxide and the sulfuric acid formed is titrated.",
        "description": null
      },
      {
        "analyteName": "Total SO2",
        "units": "mg/L",
        "method": "Aeration-oxidation",
        "methodDeveloper": "OIV",
        "methodDescription": "SO2 is swept from the acidified sample by a stream of air into hydrogen peroxide and the sulfuric acid formed is titrated.",
        "description": null
      },
      {
        "analyteName": "Molecular SO2",
        "units": "mg/L",
        "method": "Calculated from free SO2 and pH",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "The antimicrobial form of SO2; 0.5–0.8 mg/L is the usual target for red and white wines."
      }
    ],
    "forms": []
  },
  {
    "id": 205,
    "acode": "W-205",
    "testName": "Residual Sugar (Glucose + Fructose)",
    "description": "Residual Sugar (Glucose + Fructose). Technique: Enzymatic. Turnaround: same day. Sample required: 25 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 2200,
    "feeTwoToTen": 2000,
    "feeElevenPlus": 1800,
    "sampleType": "Wine",
    "technique": "Enzymatic",
    "accredited": true,
    "sampleVolume": "25 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": true,
    "position": 23,
    "collectionIds": [
      6
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 206,
    "acode": "W-206",
    "testName": "Malolactic Panel",
    "description": "Reports L-Malic Acid and L-Lactic Acid. Technique: Enzymatic. ML considered complete at L-malic < 0.30 g/L (common industry practice; some wineries use <0.10 g/L). Turnaround: same day. Sample required: 25 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 3500,
    "feeTwoToTen": 3200,
    "feeElevenPlus": 2800,
    "sampleType": "Wine",
    "technique": "Enzymatic",
    "accredited": true,
    "sampleVolume": "25 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": true,
    "position": 24,
    "collectionIds": [
      7
    ],
    "components": [
      {
        "analyteName": "L-Malic Acid",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": "Malolactic fermentation is usually considered complete below 0.30 g/L."
      },
      {
        "analyteName": "L-Lactic Acid",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 207,
    "acode": "W-207",
    "testName": "Fermentation Monitoring Panel",
    "description": "Reports Glucose + Fructose, Alcohol, Volatile Acidity, L-Malic Acid and pH. Technique: FTIR + Enzymatic. Turnaround: same day. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 5500,
    "feeTwoToTen": 5000,
    "feeElevenPlus": 4400,
    "sampleType": "Wine",
    "technique": "FTIR + Enzymatic",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": true,
    "position": 25,
    "collectionIds": [
      7,
      20
    ],
    "components": [
      {
        "analyteName": "Glucose + Fructose",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Alcohol",
        "units": "% v/v",
        "method": "FTIR",
        "methodDeveloper": null,
        "methodDescription": "Fourier-transform infrared spectroscopy calibrated against reference methods.",
        "description": null
      },
      {
        "analyteName": "Volatile Acidity",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "L-Malic Acid",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": "Malolactic fermentation is usually considered complete below 0.30 g/L."
      },
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "Potentiometry",
        "methodDeveloper": null,
        "methodDescription": "Glass-electrode pH measurement at 20 °C, calibrated daily with traceable buffers.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 208,
    "acode": "W-208",
    "testName": "Stuck Fermentation Panel",
    "description": "Reports Glucose, Fructose, Alcohol, Volatile Acidity, Yeast Viability and Spoilage Organism Screen. Technique: Enzymatic + FTIR + qPCR + Microscopy. Turnaround: 1–2 business days. Sample required: 100 mL. Container: Sterile 50 mL tube (lab-supplied, do not rinse).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 14500,
    "feeTwoToTen": 13000,
    "feeElevenPlus": 11600,
    "sampleType": "Wine",
    "technique": "Enzymatic + FTIR + qPCR + Microscopy",
    "accredited": false,
    "sampleVolume": "100 mL",
    "sampleContainerType": "Sterile 50 mL tube (lab-supplied, do not rinse)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 26,
    "collectionIds": [
      7
    ],
    "components": [
      {
        "analyteName": "Glucose",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Fructose",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Alcohol",
        "units": "% v/v",
        "method": "FTIR",
        "methodDeveloper": null,
        "methodDescription": "Fourier-transform infrared spectroscopy calibrated against reference methods.",
        "description": null
      },
      {
        "analyteName": "Volatile Acidity",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Yeast Viability",
        "units": "% viable",
        "method": "Flow cytometry / methylene blue",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Spoilage Organism Screen",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 209,
    "acode": "W-209",
    "testName": "Citric Acid",
    "description": "Citric Acid. Technique: Enzymatic. Turnaround: 1 business day. Sample required: 25 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "1 business day",
    "feeOne": 2800,
    "feeTwoToTen": 2500,
    "feeElevenPlus": 2200,
    "sampleType": "Wine",
    "technique": "Enzymatic",
    "accredited": true,
    "sampleVolume": "25 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 27,
    "collectionIds": [
      6
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 210,
    "acode": "W-210",
    "testName": "Acetaldehyde",
    "description": "Acetaldehyde. Technique: Enzymatic (ALDH). Turnaround: 1 business day. Sample required: 50 mL. Container: 375 mL glass bottle filled to the top, no headspace, screw cap.",
    "turnaroundTime": "1 business day",
    "feeOne": 3000,
    "feeTwoToTen": 2700,
    "feeElevenPlus": 2400,
    "sampleType": "Wine",
    "technique": "Enzymatic (ALDH)",
    "accredited": false,
    "sampleVolume": "50 mL",
    "sampleContainerType": "375 mL glass bottle filled to the top, no headspace, screw cap",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 28,
    "collectionIds": [
      6
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 211,
    "acode": "W-211",
    "testName": "Dissolved Oxygen",
    "description": "Dissolved Oxygen. Technique: Luminescent (optical) sensor. Sample must be taken without aeration; analyse unopened bottle where possible. Turnaround: same day. Sample required: Full sealed bottle. Container: 375 mL glass bottle filled to the top, no headspace, screw cap.",
    "turnaroundTime": "Same day",
    "feeOne": 2000,
    "feeTwoToTen": 1800,
    "feeElevenPlus": 1600,
    "sampleType": "Wine",
    "technique": "Luminescent (optical) sensor",
    "accredited": false,
    "sampleVolume": "Full sealed bottle",
    "sampleContainerType": "375 mL glass bottle filled to the top, no headspace, screw cap",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 29,
    "collectionIds": [
      8
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 212,
    "acode": "W-212",
    "testName": "Dissolved CO2",
    "description": "Dissolved CO2. Technique: Volume-expansion (CarboQC-type) / Carbodoseur. Turnaround: same day. Sample required: Full sealed bottle. Container: 375 mL glass bottle filled to the top, no headspace, screw cap.",
    "turnaroundTime": "Same day",
    "feeOne": 2000,
    "feeTwoToTen": 1800,
    "feeElevenPlus": 1600,
    "sampleType": "Wine",
    "technique": "Volume-expansion (CarboQC-type) / Carbodoseur",
    "accredited": false,
    "sampleVolume": "Full sealed bottle",
    "sampleContainerType": "375 mL glass bottle filled to the top, no headspace, screw cap",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 30,
    "collectionIds": [
      8
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 213,
    "acode": "W-213",
    "testName": "Turbidity",
    "description": "Turbidity. Technique: Nephelometry. Turnaround: same day. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 1200,
    "feeTwoToTen": 1100,
    "feeElevenPlus": 1000,
    "sampleType": "Wine",
    "technique": "Nephelometry",
    "accredited": false,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 31,
    "collectionIds": [
      8
    ],
    "components": [
      {
        "analyteName": "Turbidity",
        "units": "NTU",
        "method": "Nephelometry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 214,
    "acode": "W-214",
    "testName": "Wine Color & Hue",
    "description": "Reports Absorbance 420 nm, Absorbance 520 nm, Absorbance 620 nm, Color Intensity and Hue (420/520). Technique: UV-Vis spectrophotometry. Turnaround: 1 business day. Sample required: 25 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "1 business day",
    "feeOne": 1800,
    "feeTwoToTen": 1600,
    "feeElevenPlus": 1400,
    "sampleType": "Wine",
    "technique": "UV-Vis spectrophotometry",
    "accredited": false,
    "sampleVolume": "25 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 32,
    "collectionIds": [
      6
    ],
    "components": [
      {
        "analyteName": "Absorbance 420 nm",
        "units": "AU",
        "method": "Spectrophotometry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Absorbance 520 nm",
        "units": "AU",
        "method": "Spectrophotometry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Absorbance 620 nm",
        "units": "AU",
        "method": "Spectrophotometry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Color Intensity",
        "units": "AU",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Hue (420/520)",
        "units": "ratio",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 215,
    "acode": "W-215",
    "testName": "Heat Stability (Protein)",
    "description": "Reports ΔNTU after heating and Bentonite Addition Trial (optional). Technique: Heat test (80 °C, 2 h) + nephelometry. Turnaround: 1–2 business days. Sample required: 100 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 3500,
    "feeTwoToTen": 3200,
    "feeElevenPlus": 2800,
    "sampleType": "Wine",
    "technique": "Heat test (80 °C, 2 h) + nephelometry",
    "accredited": false,
    "sampleVolume": "100 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 33,
    "collectionIds": [
      9
    ],
    "components": [
      {
        "analyteName": "ΔNTU after heating",
        "units": "NTU",
        "method": "Nephelometry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Bentonite Addition Trial (optional)",
        "units": "g/hL",
        "method": "Bench trial",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 216,
    "acode": "W-216",
    "testName": "Cold Stability (Tartrates)",
    "description": "Cold Stability (Tartrates). Technique: Conductivity (mini-contact test). Turnaround: 1–2 business days. Sample required: 100 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 3500,
    "feeTwoToTen": 3200,
    "feeElevenPlus": 2800,
    "sampleType": "Wine",
    "technique": "Conductivity (mini-contact test)",
    "accredited": false,
    "sampleVolume": "100 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 34,
    "collectionIds": [
      9
    ],
    "components": [
      {
        "analyteName": "Conductivity Drop",
        "units": "% / µS/cm",
        "method": "Conductimetry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 217,
    "acode": "W-217",
    "testName": "Bottling Panel",
    "description": "Reports Alcohol, pH, Titratable Acidity, Volatile Acidity, Free SO2, Total SO2, Molecular SO2, Glucose + Fructose, L-Malic Acid, Dissolved Oxygen, Dissolved CO2 and Turbidity. Technique: FTIR + Enzymatic + A-O + sensors. Pre-bottling release panel. Turnaround: 1 business day. Sample required: 375 mL (full bottle). Container: 375 mL glass bottle filled to the top, no headspace, screw cap.",
    "turnaroundTime": "1 business day",
    "feeOne": 13500,
    "feeTwoToTen": 12200,
    "feeElevenPlus": 10800,
    "sampleType": "Wine",
    "technique": "FTIR + Enzymatic + A-O + sensors",
    "accredited": true,
    "sampleVolume": "375 mL (full bottle)",
    "sampleContainerType": "375 mL glass bottle filled to the top, no headspace, screw cap",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": true,
    "position": 35,
    "collectionIds": [
      8
    ],
    "components": [
      {
        "analyteName": "Alcohol",
        "units": "% v/v",
        "method": "FTIR / GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "Potentiometry",
        "methodDeveloper": null,
        "methodDescription": "Glass-electrode pH measurement at 20 °C, calibrated daily with traceable buffers.",
        "description": null
      },
      {
        "analyteName": "Titratable Acidity",
        "units": "g/L",
        "method": "Autotitration",
        "methodDeveloper": null,
        "methodDescription": "Automated titration with standardised sodium hydroxide to a pH 8.2 end point, expressed as tartaric acid.",
        "description": null
      },
      {
        "analyteName": "Volatile Acidity",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Free SO2",
        "units": "mg/L",
        "method": "Aeration-oxidation",
        "methodDeveloper": "OIV",
        "methodDescription": "SO2 is swept from the acidified sample by a stream of air into hydrogen peroxide and the sulfuric acid formed is titrated.",
        "description": null
      },
      {
        "analyteName": "Total SO2",
        "units": "mg/L",
        "method": "Aeration-oxidation",
        "methodDeveloper": "OIV",
        "methodDescription": "SO2 is swept from the acidified sample by a stream of air into hydrogen peroxide and the sulfuric acid formed is titrated.",
        "description": null
      },
      {
        "analyteName": "Molecular SO2",
        "units": "mg/L",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "The antimicrobial form of SO2; 0.5–0.8 mg/L is the usual target for red and white wines."
      },
      {
        "analyteName": "Glucose + Fructose",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "L-Malic Acid",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": "Malolactic fermentation is usually considered complete below 0.30 g/L."
      },
      {
        "analyteName": "Dissolved Oxygen",
        "units": "mg/L",
        "method": "Luminescent sensor",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Dissolved CO2",
        "units": "mg/L",
        "method": "Volume expansion",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Turbidity",
        "units": "NTU",
        "method": "Nephelometry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 218,
    "acode": "W-218",
    "testName": "Copper & Iron",
    "description": "Reports Copper and Iron. Technique: ICP-OES. Turnaround: 2 business days. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "2 business days",
    "feeOne": 4000,
    "feeTwoToTen": 3600,
    "feeElevenPlus": 3200,
    "sampleType": "Wine",
    "technique": "ICP-OES",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 36,
    "collectionIds": [
      6
    ],
    "components": [
      {
        "analyteName": "Copper",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Iron",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 219,
    "acode": "W-219",
    "testName": "Heavy Metals Panel",
    "description": "Reports Lead, Arsenic, Cadmium, Copper and Zinc. Technique: ICP-MS. Turnaround: 3–5 business days. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "3–5 business days",
    "feeOne": 9500,
    "feeTwoToTen": 8600,
    "feeElevenPlus": 7600,
    "sampleType": "Wine",
    "technique": "ICP-MS",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 37,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Lead",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Arsenic",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Cadmium",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Copper",
        "units": "mg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Zinc",
        "units": "mg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 220,
    "acode": "W-220",
    "testName": "Methanol",
    "description": "Methanol. Technique: GC-FID (headspace). Turnaround: 2–3 business days. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "2–3 business days",
    "feeOne": 4500,
    "feeTwoToTen": 4000,
    "feeElevenPlus": 3600,
    "sampleType": "Wine",
    "technique": "GC-FID (headspace)",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 38,
    "collectionIds": [
      10
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 221,
    "acode": "W-221",
    "testName": "Ethyl Carbamate",
    "description": "Ethyl Carbamate. Technique: GC-MS. Turnaround: 5 business days. Sample required: 100 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "5 business days",
    "feeOne": 12000,
    "feeTwoToTen": 10800,
    "feeElevenPlus": 9600,
    "sampleType": "Wine",
    "technique": "GC-MS",
    "accredited": true,
    "sampleVolume": "100 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 39,
    "collectionIds": [
      10
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 222,
    "acode": "W-222",
    "testName": "Sorbic Acid",
    "description": "Sorbic Acid. Technique: HPLC-UV. Turnaround: 2–3 business days. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "2–3 business days",
    "feeOne": 4500,
    "feeTwoToTen": 4000,
    "feeElevenPlus": 3600,
    "sampleType": "Wine",
    "technique": "HPLC-UV",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 40,
    "collectionIds": [
      10
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 223,
    "acode": "W-223",
    "testName": "Brettanomyces Markers (4-EP / 4-EG)",
    "description": "Reports 4-Ethylphenol and 4-Ethylguaiacol. Technique: GC-MS. Turnaround: 2–3 business days. Sample required: 100 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "2–3 business days",
    "feeOne": 7500,
    "feeTwoToTen": 6800,
    "feeElevenPlus": 6000,
    "sampleType": "Wine",
    "technique": "GC-MS",
    "accredited": true,
    "sampleVolume": "100 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 41,
    "collectionIds": [
      11
    ],
    "components": [
      {
        "analyteName": "4-Ethylphenol",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "4-Ethylguaiacol",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 224,
    "acode": "W-224",
    "testName": "Volatile Sulfur Compounds Panel",
    "description": "Reports Hydrogen Sulfide, Methyl Mercaptan (methanethiol), Ethyl Mercaptan (ethanethiol), Dimethyl Sulfide, Dimethyl Disulfide, Diethyl Disulfide and Carbon Disulfide. Technique: GC-SCD (sulfur chemiluminescence). Turnaround: 3 business days. Sample required: 375 mL (full, no headspace). Container: 375 mL glass bottle filled to the top, no headspace, screw cap.",
    "turnaroundTime": "3 business days",
    "feeOne": 14000,
    "feeTwoToTen": 12600,
    "feeElevenPlus": 11200,
    "sampleType": "Wine",
    "technique": "GC-SCD (sulfur chemiluminescence)",
    "accredited": false,
    "sampleVolume": "375 mL (full, no headspace)",
    "sampleContainerType": "375 mL glass bottle filled to the top, no headspace, screw cap",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 42,
    "collectionIds": [
      11
    ],
    "components": [
      {
        "analyteName": "Hydrogen Sulfide",
        "units": "µg/L",
        "method": "GC-SCD",
        "methodDeveloper": null,
        "methodDescription": "Gas chromatography with a sulfur chemiluminescence detector; samples are analysed within 48 h of receipt.",
        "description": null
      },
      {
        "analyteName": "Methyl Mercaptan (methanethiol)",
        "units": "µg/L",
        "method": "GC-SCD",
        "methodDeveloper": null,
        "methodDescription": "Gas chromatography with a sulfur chemiluminescence detector; samples are analysed within 48 h of receipt.",
        "description": null
      },
      {
        "analyteName": "Ethyl Mercaptan (ethanethiol)",
        "units": "µg/L",
        "method": "GC-SCD",
        "methodDeveloper": null,
        "methodDescription": "Gas chromatography with a sulfur chemiluminescence detector; samples are analysed within 48 h of receipt.",
        "description": null
      },
      {
        "analyteName": "Dimethyl Sulfide",
        "units": "µg/L",
        "method": "GC-SCD",
        "methodDeveloper": null,
        "methodDescription": "Gas chromatography with a sulfur chemiluminescence detector; samples are analysed within 48 h of receipt.",
        "description": null
      },
      {
        "analyteName": "Dimethyl Disulfide",
        "units": "µg/L",
        "method": "GC-SCD",
        "methodDeveloper": null,
        "methodDescription": "Gas chromatography with a sulfur chemiluminescence detector; samples are analysed within 48 h of receipt.",
        "description": null
      },
      {
        "analyteName": "Diethyl Disulfide",
        "units": "µg/L",
        "method": "GC-SCD",
        "methodDeveloper": null,
        "methodDescription": "Gas chromatography with a sulfur chemiluminescence detector; samples are analysed within 48 h of receipt.",
        "description": null
      },
      {
        "analyteName": "Carbon Disulfide",
        "units": "µg/L",
        "method": "GC-SCD",
        "methodDeveloper": null,
        "methodDescription": "Gas chromatography with a sulfur chemiluminescence detector; samples are analysed within 48 h of receipt.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 225,
    "acode": "W-225",
    "testName": "Haloanisoles (TCA/TBA) in Wine",
    "description": "Reports 2,4,6-Trichloroanisole (TCA), 2,3,4,6-Tetrachloroanisole (TeCA), 2,4,6-Tribromoanisole (TBA) and Pentachloroanisole (PCA). Technique: SPME GC-MS/MS. Turnaround: 2–3 business days. Sample required: 250 mL. Container: 250 mL amber glass bottle, PTFE-lined cap.",
    "turnaroundTime": "2–3 business days",
    "feeOne": 11000,
    "feeTwoToTen": 9900,
    "feeElevenPlus": 8800,
    "sampleType": "Wine",
    "technique": "SPME GC-MS/MS",
    "accredited": true,
    "sampleVolume": "250 mL",
    "sampleContainerType": "250 mL amber glass bottle, PTFE-lined cap",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 43,
    "collectionIds": [
      11
    ],
    "components": [
      {
        "analyteName": "2,4,6-Trichloroanisole (TCA)",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": "The main cause of cork taint; sensory threshold around 1–4 ng/L."
      },
      {
        "analyteName": "2,3,4,6-Tetrachloroanisole (TeCA)",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      },
      {
        "analyteName": "2,4,6-Tribromoanisole (TBA)",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      },
      {
        "analyteName": "Pentachloroanisole (PCA)",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 226,
    "acode": "W-226",
    "testName": "Methoxypyrazines",
    "description": "Reports 3-Isobutyl-2-methoxypyrazine (IBMP), 3-Isopropyl-2-methoxypyrazine (IPMP) and 3-sec-Butyl-2-methoxypyrazine (SBMP). Technique: SPME GC-MS/MS. Turnaround: 3–5 business days. Sample required: 100 mL or 200 berries. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "3–5 business days",
    "feeOne": 15000,
    "feeTwoToTen": 13500,
    "feeElevenPlus": 12000,
    "sampleType": "Grapes/Juice/Wine",
    "technique": "SPME GC-MS/MS",
    "accredited": false,
    "sampleVolume": "100 mL or 200 berries",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 4,
    "popular": false,
    "position": 44,
    "collectionIds": [
      11
    ],
    "components": [
      {
        "analyteName": "3-Isobutyl-2-methoxypyrazine (IBMP)",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      },
      {
        "analyteName": "3-Isopropyl-2-methoxypyrazine (IPMP)",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      },
      {
        "analyteName": "3-sec-Butyl-2-methoxypyrazine (SBMP)",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 227,
    "acode": "W-227",
    "testName": "Ochratoxin A",
    "description": "Ochratoxin A. Technique: LC-MS/MS (or HPLC-FLD after immunoaffinity cleanup). Turnaround: 5 business days. Sample required: 100 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "5 business days",
    "feeOne": 12000,
    "feeTwoToTen": 10800,
    "feeElevenPlus": 9600,
    "sampleType": "Wine",
    "technique": "LC-MS/MS (or HPLC-FLD after immunoaffinity cleanup)",
    "accredited": true,
    "sampleVolume": "100 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 45,
    "collectionIds": [
      10
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 228,
    "acode": "W-228",
    "testName": "Red Wine Phenolic Panel",
    "description": "Reports Catechin, Epicatechin, Gallic Acid, Caftaric Acid, Quercetin Glycosides, Quercetin (aglycone), Malvidin-3-glucoside, Total Anthocyanins, Polymeric Anthocyanins, Tannin and Catechin:Tannin Ratio. Technique: HPLC-DAD. Turnaround: 2–3 business days. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "2–3 business days",
    "feeOne": 15000,
    "feeTwoToTen": 13500,
    "feeElevenPlus": 12000,
    "sampleType": "Wine",
    "technique": "HPLC-DAD",
    "accredited": false,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 46,
    "collectionIds": [
      4
    ],
    "components": [
      {
        "analyteName": "Catechin",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Epicatechin",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Gallic Acid",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Caftaric Acid",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Quercetin Glycosides",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Quercetin (aglycone)",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Malvidin-3-glucoside",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Total Anthocyanins",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Polymeric Anthocyanins",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Tannin",
        "units": "mg/L",
        "method": "HPLC-DAD",
        "methodDeveloper": null,
        "methodDescription": "Reversed-phase HPLC with diode-array detection at compound-specific wavelengths.",
        "description": null
      },
      {
        "analyteName": "Catechin:Tannin Ratio",
        "units": "ratio",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 229,
    "acode": "W-229",
    "testName": "Tannin (HPLC)",
    "description": "Tannin (HPLC). Technique: HPLC-DAD. Turnaround: 2 business days. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "2 business days",
    "feeOne": 8500,
    "feeTwoToTen": 7600,
    "feeElevenPlus": 6800,
    "sampleType": "Wine",
    "technique": "HPLC-DAD",
    "accredited": false,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 47,
    "collectionIds": [
      4
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 230,
    "acode": "W-230",
    "testName": "Total Phenols",
    "description": "Total Phenols. Technique: Folin-Ciocalteu spectrophotometry. Turnaround: 1 business day. Sample required: 25 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "1 business day",
    "feeOne": 3000,
    "feeTwoToTen": 2700,
    "feeElevenPlus": 2400,
    "sampleType": "Wine",
    "technique": "Folin-Ciocalteu spectrophotometry",
    "accredited": false,
    "sampleVolume": "25 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 48,
    "collectionIds": [
      4
    ],
    "components": [
      {
        "analyteName": "Total Phenols (GAE)",
        "units": "mg/L",
        "method": "Folin-Ciocalteu",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 231,
    "acode": "W-231",
    "testName": "Density / Specific Gravity",
    "description": "Density / Specific Gravity. Technique: Oscillating U-tube density meter. Turnaround: same day. Sample required: 50 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "Same day",
    "feeOne": 1200,
    "feeTwoToTen": 1100,
    "feeElevenPlus": 1000,
    "sampleType": "Wine",
    "technique": "Oscillating U-tube density meter",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 49,
    "collectionIds": [
      6
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 232,
    "acode": "W-232",
    "testName": "Oak Extractives Panel",
    "description": "Reports cis-Oak Lactone, trans-Oak Lactone, Vanillin, Guaiacol, 4-Methylguaiacol, Eugenol, Furfural and 5-Methylfurfural. Technique: GC-MS. Useful context for smoke results: oak contributes guaiacol and syringol to wine. Turnaround: 3 business days. Sample required: 100 mL. Container: 125 mL PET sample bottle, screw cap (lab-supplied).",
    "turnaroundTime": "3 business days",
    "feeOne": 14000,
    "feeTwoToTen": 12600,
    "feeElevenPlus": 11200,
    "sampleType": "Wine",
    "technique": "GC-MS",
    "accredited": false,
    "sampleVolume": "100 mL",
    "sampleContainerType": "125 mL PET sample bottle, screw cap (lab-supplied)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 50,
    "collectionIds": [
      11
    ],
    "components": [
      {
        "analyteName": "cis-Oak Lactone",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "trans-Oak Lactone",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Vanillin",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Guaiacol",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "A primary marker of smoke exposure; also extracted from toasted oak."
      },
      {
        "analyteName": "4-Methylguaiacol",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "A smoke marker found with guaiacol; also extracted from toasted oak."
      },
      {
        "analyteName": "Eugenol",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Furfural",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "5-Methylfurfural",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 300,
    "acode": "M-300",
    "testName": "Scorpions Wine Panel",
    "description": "Reports Brettanomyces bruxellensis, Zygosaccharomyces bailii, Saccharomyces cerevisiae, Oenococcus oeni, Lactobacillus spp., Lactobacillus kunkeei, Pediococcus spp., Acetobacter spp., Gluconobacter spp., Total Yeast and Total Bacteria. Technique: Real-time PCR (Scorpion probes). Turnaround: 1–2 business days. Sample required: 50 mL. Container: Sterile 50 mL tube (lab-supplied, do not rinse).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 11500,
    "feeTwoToTen": 10400,
    "feeElevenPlus": 9200,
    "sampleType": "Wine",
    "technique": "Real-time PCR (Scorpion probes)",
    "accredited": false,
    "sampleVolume": "50 mL",
    "sampleContainerType": "Sterile 50 mL tube (lab-supplied, do not rinse)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": true,
    "position": 51,
    "collectionIds": [
      5
    ],
    "components": [
      {
        "analyteName": "Brettanomyces bruxellensis",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": "Spoilage yeast responsible for 4-ethylphenol and 4-ethylguaiacol (\"Brett\" character)."
      },
      {
        "analyteName": "Zygosaccharomyces bailii",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Saccharomyces cerevisiae",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Oenococcus oeni",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Lactobacillus spp.",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Lactobacillus kunkeei",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Pediococcus spp.",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Acetobacter spp.",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Gluconobacter spp.",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Total Yeast",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      },
      {
        "analyteName": "Total Bacteria",
        "units": "cells/mL",
        "method": "qPCR (Scorpions)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR (Scorpions™) on DNA extracted from the sample; results in cells/mL.",
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Microbiology Sample Submission Form",
        "description": "Chain of custody for PCR and plating samples; use sterile tubes.",
        "formUrl": "/forms/microbiology-sample-submission.pdf"
      }
    ]
  },
  {
    "id": 301,
    "acode": "M-301",
    "testName": "Brettanomyces (PCR)",
    "description": "Brettanomyces (PCR). Technique: Real-time PCR. Turnaround: 1–2 business days. Sample required: 50 mL. Container: Sterile 50 mL tube (lab-supplied, do not rinse).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 6500,
    "feeTwoToTen": 5800,
    "feeElevenPlus": 5200,
    "sampleType": "Wine",
    "technique": "Real-time PCR",
    "accredited": false,
    "sampleVolume": "50 mL",
    "sampleContainerType": "Sterile 50 mL tube (lab-supplied, do not rinse)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 52,
    "collectionIds": [
      5
    ],
    "components": [
      {
        "analyteName": "Brettanomyces bruxellensis",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": "Spoilage yeast responsible for 4-ethylphenol and 4-ethylguaiacol (\"Brett\" character)."
      }
    ],
    "forms": []
  },
  {
    "id": 302,
    "acode": "M-302",
    "testName": "Microscopic Examination",
    "description": "Microscopic Examination. Technique: Phase-contrast microscopy. Turnaround: same day. Sample required: 25 mL. Container: Sterile 50 mL tube (lab-supplied, do not rinse).",
    "turnaroundTime": "Same day",
    "feeOne": 2500,
    "feeTwoToTen": 2200,
    "feeElevenPlus": 2000,
    "sampleType": "Wine",
    "technique": "Phase-contrast microscopy",
    "accredited": false,
    "sampleVolume": "25 mL",
    "sampleContainerType": "Sterile 50 mL tube (lab-supplied, do not rinse)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 53,
    "collectionIds": [
      5
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 303,
    "acode": "M-303",
    "testName": "Culture Plating (Yeast & Bacteria)",
    "description": "Reports Total Yeast, Non-Saccharomyces / Brett and Bacteria. Technique: Membrane filtration + selective media (WL, WLD, MRS). Turnaround: 5–7 business days. Sample required: 100 mL. Container: Sterile 50 mL tube (lab-supplied, do not rinse).",
    "turnaroundTime": "5–7 business days",
    "feeOne": 4500,
    "feeTwoToTen": 4000,
    "feeElevenPlus": 3600,
    "sampleType": "Wine",
    "technique": "Membrane filtration + selective media (WL, WLD, MRS)",
    "accredited": false,
    "sampleVolume": "100 mL",
    "sampleContainerType": "Sterile 50 mL tube (lab-supplied, do not rinse)",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 54,
    "collectionIds": [
      5
    ],
    "components": [
      {
        "analyteName": "Total Yeast",
        "units": "CFU/mL",
        "method": "WL agar",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Non-Saccharomyces / Brett",
        "units": "CFU/mL",
        "method": "WLD/cycloheximide agar",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Bacteria",
        "units": "CFU/mL",
        "method": "MRS/apple-juice agar",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 304,
    "acode": "M-304",
    "testName": "Bottled Wine Sterility Check",
    "description": "Reports Yeast and Bacteria. Technique: Membrane filtration plating. Turnaround: 5 business days. Sample required: 750 mL (unopened bottle). Container: Unopened finished bottle.",
    "turnaroundTime": "5 business days",
    "feeOne": 5500,
    "feeTwoToTen": 5000,
    "feeElevenPlus": 4400,
    "sampleType": "Wine",
    "technique": "Membrane filtration plating",
    "accredited": true,
    "sampleVolume": "750 mL (unopened bottle)",
    "sampleContainerType": "Unopened finished bottle",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 55,
    "collectionIds": [
      8
    ],
    "components": [
      {
        "analyteName": "Yeast",
        "units": "CFU/bottle",
        "method": "Membrane filtration",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Bacteria",
        "units": "CFU/bottle",
        "method": "Membrane filtration",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 400,
    "acode": "SM-400",
    "testName": "Smoke Taint Panel – Free Volatile Phenols",
    "description": "Reports Guaiacol, 4-Methylguaiacol, o-Cresol, m-Cresol, p-Cresol, Syringol and 4-Methylsyringol. Technique: GC-MS/MS. Extended volatile panel. Results are compared with varietal background levels in the Smoke Impact Report. Reported per kg of berries or per litre. Turnaround: 3–5 business days. Sample required: 250 berries (~300 g) or 60 mL juice/wine. Container: Berries: 1-gallon zip-top bag, keep cold; liquids: 125 mL bottle.",
    "turnaroundTime": "3–5 business days",
    "feeOne": 18500,
    "feeTwoToTen": 16600,
    "feeElevenPlus": 14800,
    "sampleType": "Grapes/Juice/Wine",
    "technique": "GC-MS/MS",
    "accredited": true,
    "sampleVolume": "250 berries (~300 g) or 60 mL juice/wine",
    "sampleContainerType": "Berries: 1-gallon zip-top bag, keep cold; liquids: 125 mL bottle",
    "categoryId": 7061,
    "matrixId": 4,
    "popular": false,
    "position": 56,
    "collectionIds": [
      12
    ],
    "components": [
      {
        "analyteName": "Guaiacol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": "A primary marker of smoke exposure; also extracted from toasted oak."
      },
      {
        "analyteName": "4-Methylguaiacol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": "A smoke marker found with guaiacol; also extracted from toasted oak."
      },
      {
        "analyteName": "o-Cresol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "m-Cresol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "p-Cresol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "Syringol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "4-Methylsyringol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Smoke Sample Submission Form",
        "description": "Block, varietal, exposure dates and sampling details for smoke testing.",
        "formUrl": "/forms/smoke-sample-submission.pdf"
      }
    ]
  },
  {
    "id": 401,
    "acode": "SM-401",
    "testName": "Smoke Taint Panel – Glycosylated (Bound) Markers",
    "description": "Reports Guaiacol rutinoside, 4-Methylguaiacol rutinoside, Cresol rutinosides (o/m/p), Phenol rutinoside, Syringol gentiobioside and 4-Methylsyringol gentiobioside. Technique: LC-MS/MS. Glycosides are odourless in fruit but release volatile phenols during fermentation and ageing. Turnaround: 5–7 business days. Sample required: 250 berries (~300 g) or 60 mL juice/wine. Container: Berries: 1-gallon zip-top bag, keep cold; liquids: 125 mL bottle.",
    "turnaroundTime": "5–7 business days",
    "feeOne": 29500,
    "feeTwoToTen": 26600,
    "feeElevenPlus": 23600,
    "sampleType": "Grapes/Juice/Wine",
    "technique": "LC-MS/MS",
    "accredited": false,
    "sampleVolume": "250 berries (~300 g) or 60 mL juice/wine",
    "sampleContainerType": "Berries: 1-gallon zip-top bag, keep cold; liquids: 125 mL bottle",
    "categoryId": 7061,
    "matrixId": 4,
    "popular": false,
    "position": 57,
    "collectionIds": [
      12
    ],
    "components": [
      {
        "analyteName": "Guaiacol rutinoside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": "Bound (glycosylated) form of guaiacol, odourless in fruit but released during fermentation and ageing."
      },
      {
        "analyteName": "4-Methylguaiacol rutinoside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "Cresol rutinosides (o/m/p)",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "Phenol rutinoside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "Syringol gentiobioside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": "Usually the most abundant bound smoke marker in exposed fruit."
      },
      {
        "analyteName": "4-Methylsyringol gentiobioside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Smoke Sample Submission Form",
        "description": "Block, varietal, exposure dates and sampling details for smoke testing.",
        "formUrl": "/forms/smoke-sample-submission.pdf"
      }
    ]
  },
  {
    "id": 402,
    "acode": "SM-402",
    "testName": "Smoke Screen – Guaiacol & 4-Methylguaiacol",
    "description": "Reports Guaiacol and 4-Methylguaiacol. Technique: GC-MS/MS. The historic primary markers of smoke exposure, with empirical guidelines in use since 2008. Turnaround: 2–3 business days. Sample required: 250 berries (~300 g) or 60 mL juice/wine. Container: Berries: 1-gallon zip-top bag; liquids: 125 mL bottle.",
    "turnaroundTime": "2–3 business days",
    "feeOne": 11000,
    "feeTwoToTen": 9900,
    "feeElevenPlus": 8800,
    "sampleType": "Grapes/Juice/Wine",
    "technique": "GC-MS/MS",
    "accredited": true,
    "sampleVolume": "250 berries (~300 g) or 60 mL juice/wine",
    "sampleContainerType": "Berries: 1-gallon zip-top bag; liquids: 125 mL bottle",
    "categoryId": 7061,
    "matrixId": 4,
    "popular": false,
    "position": 58,
    "collectionIds": [
      12,
      20
    ],
    "components": [
      {
        "analyteName": "Guaiacol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": "A primary marker of smoke exposure; also extracted from toasted oak."
      },
      {
        "analyteName": "4-Methylguaiacol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": "A smoke marker found with guaiacol; also extracted from toasted oak."
      }
    ],
    "forms": [
      {
        "name": "Smoke Sample Submission Form",
        "description": "Block, varietal, exposure dates and sampling details for smoke testing.",
        "formUrl": "/forms/smoke-sample-submission.pdf"
      }
    ]
  },
  {
    "id": 403,
    "acode": "SM-403",
    "testName": "Smoke Taint Complete Panel (Free + Bound)",
    "description": "Reports Guaiacol, 4-Methylguaiacol, o-Cresol, m-Cresol, p-Cresol, Syringol, 4-Methylsyringol, Guaiacol rutinoside, 4-Methylguaiacol rutinoside, Cresol rutinosides (o/m/p), Phenol rutinoside, Syringol gentiobioside and 4-Methylsyringol gentiobioside. Technique: GC-MS/MS + LC-MS/MS. Turnaround: 5–7 business days. Sample required: 500 berries (~600 g) or 125 mL juice/wine. Container: Berries: 1-gallon zip-top bag, keep cold; liquids: 125 mL bottle.",
    "turnaroundTime": "5–7 business days",
    "feeOne": 42500,
    "feeTwoToTen": 38200,
    "feeElevenPlus": 34000,
    "sampleType": "Grapes/Juice/Wine",
    "technique": "GC-MS/MS + LC-MS/MS",
    "accredited": false,
    "sampleVolume": "500 berries (~600 g) or 125 mL juice/wine",
    "sampleContainerType": "Berries: 1-gallon zip-top bag, keep cold; liquids: 125 mL bottle",
    "categoryId": 7061,
    "matrixId": 4,
    "popular": true,
    "position": 59,
    "collectionIds": [
      12,
      20
    ],
    "components": [
      {
        "analyteName": "Guaiacol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": "A primary marker of smoke exposure; also extracted from toasted oak."
      },
      {
        "analyteName": "4-Methylguaiacol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": "A smoke marker found with guaiacol; also extracted from toasted oak."
      },
      {
        "analyteName": "o-Cresol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "m-Cresol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "p-Cresol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "Syringol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "4-Methylsyringol",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "GC-MS/MS (stable isotope dilution)",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Each marker is quantified against its deuterium-labelled internal standard on triple-quadrupole GC-MS/MS.",
        "description": null
      },
      {
        "analyteName": "Guaiacol rutinoside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": "Bound (glycosylated) form of guaiacol, odourless in fruit but released during fermentation and ageing."
      },
      {
        "analyteName": "4-Methylguaiacol rutinoside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "Cresol rutinosides (o/m/p)",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "Phenol rutinoside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "Syringol gentiobioside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": "Usually the most abundant bound smoke marker in exposed fruit."
      },
      {
        "analyteName": "4-Methylsyringol gentiobioside",
        "units": "µg/kg (grapes) or µg/L (juice/wine)",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Smoke Sample Submission Form",
        "description": "Block, varietal, exposure dates and sampling details for smoke testing.",
        "formUrl": "/forms/smoke-sample-submission.pdf"
      }
    ]
  },
  {
    "id": 404,
    "acode": "SM-404",
    "testName": "Total (Acid-Hydrolysable) Volatile Phenols",
    "description": "Reports Total Guaiacol, Total 4-Methylguaiacol, Total o-Cresol, Total m-Cresol, Total p-Cresol, Total Syringol and Total 4-Methylsyringol. Technique: Acid hydrolysis + GC-MS/MS. Acid hydrolysis releases the bound (glycosylated) phenols, giving the total pool that may express in wine. Turnaround: 5 business days. Sample required: 250 berries or 60 mL. Container: Berries: 1-gallon zip-top bag; liquids: 125 mL bottle.",
    "turnaroundTime": "5 business days",
    "feeOne": 21000,
    "feeTwoToTen": 18900,
    "feeElevenPlus": 16800,
    "sampleType": "Grapes/Juice/Wine",
    "technique": "Acid hydrolysis + GC-MS/MS",
    "accredited": false,
    "sampleVolume": "250 berries or 60 mL",
    "sampleContainerType": "Berries: 1-gallon zip-top bag; liquids: 125 mL bottle",
    "categoryId": 7061,
    "matrixId": 4,
    "popular": false,
    "position": 60,
    "collectionIds": [
      12
    ],
    "components": [
      {
        "analyteName": "Total Guaiacol",
        "units": "µg/kg or µg/L",
        "method": "Acid hydrolysis (pH ~1, 100 °C) + GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total 4-Methylguaiacol",
        "units": "µg/kg or µg/L",
        "method": "Acid hydrolysis (pH ~1, 100 °C) + GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total o-Cresol",
        "units": "µg/kg or µg/L",
        "method": "Acid hydrolysis (pH ~1, 100 °C) + GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total m-Cresol",
        "units": "µg/kg or µg/L",
        "method": "Acid hydrolysis (pH ~1, 100 °C) + GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total p-Cresol",
        "units": "µg/kg or µg/L",
        "method": "Acid hydrolysis (pH ~1, 100 °C) + GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Syringol",
        "units": "µg/kg or µg/L",
        "method": "Acid hydrolysis (pH ~1, 100 °C) + GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total 4-Methylsyringol",
        "units": "µg/kg or µg/L",
        "method": "Acid hydrolysis (pH ~1, 100 °C) + GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 405,
    "acode": "SM-405",
    "testName": "Atmospheric Smoke Trap Analysis",
    "description": "Reports Guaiacol, 4-Methylguaiacol, Syringol, o-Cresol, m-Cresol, p-Cresol and Phenol. Technique: Thermal desorption / solvent extraction GC-MS/MS. Vineyard-deployed passive traps indicate smoke presence/intensity by block; does not replace berry testing. Turnaround: 3–5 business days. Sample required: 1 exposed trap + 1 field blank. Container: Atmospheric trap (sorbent cartridge) in sealed pouch. Pricing depends on the number of traps deployed and the exposure period; please contact us for a quote before ordering.",
    "turnaroundTime": "3–5 business days",
    "feeOne": -100,
    "feeTwoToTen": -100,
    "feeElevenPlus": -100,
    "sampleType": "Air (sorbent trap)",
    "technique": "Thermal desorption / solvent extraction GC-MS/MS",
    "accredited": false,
    "sampleVolume": "1 exposed trap + 1 field blank",
    "sampleContainerType": "Atmospheric trap (sorbent cartridge) in sealed pouch",
    "categoryId": 7061,
    "matrixId": 12,
    "popular": false,
    "position": 61,
    "collectionIds": [
      12
    ],
    "components": [
      {
        "analyteName": "Guaiacol",
        "units": "ng/trap",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "A primary marker of smoke exposure; also extracted from toasted oak."
      },
      {
        "analyteName": "4-Methylguaiacol",
        "units": "ng/trap",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "A smoke marker found with guaiacol; also extracted from toasted oak."
      },
      {
        "analyteName": "Syringol",
        "units": "ng/trap",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "o-Cresol",
        "units": "ng/trap",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "m-Cresol",
        "units": "ng/trap",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "p-Cresol",
        "units": "ng/trap",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Phenol",
        "units": "ng/trap",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Atmospheric Trap Exposure Log",
        "description": "Record deployment and retrieval times and GPS positions for each trap.",
        "formUrl": "/forms/atmospheric-trap-exposure-log.pdf"
      }
    ]
  },
  {
    "id": 500,
    "acode": "AG-500",
    "testName": "Agrochemical Residue Screen (Multi-Residue)",
    "description": "A multi-residue screen for 175 pesticide active ingredients used in vineyards (fungicides, insecticides, acaricides, herbicides and plant growth regulators), by QuEChERS extraction + LC-MS/MS and GC-MS/MS. Reported against US EPA tolerances and key export-market MRLs (EU default 0.01 mg/kg where no MRL is set). Polar compounds (glyphosate, fosetyl, chlormequat…) need the single-residue methods. Turnaround: 5–7 business days. Sample required: 1 kg grapes or 250 mL wine. Container: Grapes: 1-gallon zip-top bag, refrigerated; wine: 250 mL bottle.",
    "turnaroundTime": "5–7 business days",
    "feeOne": 45000,
    "feeTwoToTen": 40500,
    "feeElevenPlus": 36000,
    "sampleType": "Grapes/Wine",
    "technique": "QuEChERS extraction + LC-MS/MS and GC-MS/MS",
    "accredited": true,
    "sampleVolume": "1 kg grapes or 250 mL wine",
    "sampleContainerType": "Grapes: 1-gallon zip-top bag, refrigerated; wine: 250 mL bottle",
    "categoryId": 7061,
    "matrixId": 5,
    "popular": false,
    "position": 62,
    "collectionIds": [
      13
    ],
    "components": [
      {
        "analyteName": "2,4-D",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Abamectin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide/acaricide"
      },
      {
        "analyteName": "Acephate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Acequinocyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Acetamiprid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Ametoctradin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Azinphos-methyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Azoxystrobin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Benalaxyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Benthiavalicarb-isopropyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Bifenazate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Bifenthrin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide/acaricide"
      },
      {
        "analyteName": "Boscalid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Bupirimate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Buprofezin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Captan",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Carbaryl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Carbendazim",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Carbofuran",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Carfentrazone-ethyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Chlorantraniliprole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Chlorfenapyr",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide/acaricide"
      },
      {
        "analyteName": "Chlormequat",
        "units": "mg/kg",
        "method": "LC-MS/MS (QuPPe single-residue polar method)",
        "methodDeveloper": null,
        "methodDescription": "Single-residue polar pesticide method (QuPPe).",
        "description": "Plant growth regulator. Requires separate polar-pesticide method (not covered by the QuEChERS multi-residue screen)."
      },
      {
        "analyteName": "Chlorothalonil",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Chlorpyrifos",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Chlorpyrifos-methyl",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Clethodim",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Clofentezine",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Clothianidin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Cyantraniliprole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Cyazofamid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Cyflufenamid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Cyflumetofen",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Cyfluthrin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Cymoxanil",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Cypermethrin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Cyproconazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Cyprodinil",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Deltamethrin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Diazinon",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Dichlofluanid",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Dichlorvos",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Difenoconazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Dimethoate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Dimethomorph",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Dinotefuran",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Diquat",
        "units": "mg/kg",
        "method": "LC-MS/MS (QuPPe single-residue polar method)",
        "methodDeveloper": null,
        "methodDescription": "Single-residue polar pesticide method (QuPPe).",
        "description": "Herbicide. Requires separate polar-pesticide method (not covered by the QuEChERS multi-residue screen)."
      },
      {
        "analyteName": "Dithianon",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Diuron",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Emamectin benzoate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Endosulfan",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Esfenvalerate",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Ethaboxam",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Ethephon",
        "units": "mg/kg",
        "method": "LC-MS/MS (QuPPe single-residue polar method)",
        "methodDeveloper": null,
        "methodDescription": "Single-residue polar pesticide method (QuPPe).",
        "description": "Plant growth regulator. Requires separate polar-pesticide method (not covered by the QuEChERS multi-residue screen)."
      },
      {
        "analyteName": "Ethoprophos",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Nematicide"
      },
      {
        "analyteName": "Etofenprox",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Etoxazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Famoxadone",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fenamidone",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fenamiphos",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Nematicide"
      },
      {
        "analyteName": "Fenarimol",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fenazaquin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Fenbuconazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fenbutatin oxide",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Fenhexamid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fenitrothion",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Fenoxycarb",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Fenpropathrin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide/acaricide"
      },
      {
        "analyteName": "Fenpyrazamine",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fenpyroximate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Fipronil",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Flonicamid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Fluazifop-P-butyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Fluazinam",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Flubendiamide",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Fludioxonil",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fluensulfone",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Nematicide"
      },
      {
        "analyteName": "Flumioxazin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Fluopicolide",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fluopyram",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fluoxastrobin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Flupyradifurone",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Flutriafol",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Fluxapyroxad",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Folpet",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Forchlorfenuron",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Plant growth regulator"
      },
      {
        "analyteName": "Formetanate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide/acaricide"
      },
      {
        "analyteName": "Fosetyl-aluminium",
        "units": "mg/kg",
        "method": "LC-MS/MS (QuPPe single-residue polar method)",
        "methodDeveloper": null,
        "methodDescription": "Single-residue polar pesticide method (QuPPe).",
        "description": "Fungicide. Requires separate polar-pesticide method (not covered by the QuEChERS multi-residue screen)."
      },
      {
        "analyteName": "Gibberellic acid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Plant growth regulator"
      },
      {
        "analyteName": "Glufosinate-ammonium",
        "units": "mg/kg",
        "method": "LC-MS/MS (QuPPe single-residue polar method)",
        "methodDeveloper": null,
        "methodDescription": "Single-residue polar pesticide method (QuPPe).",
        "description": "Herbicide. Requires separate polar-pesticide method (not covered by the QuEChERS multi-residue screen)."
      },
      {
        "analyteName": "Glyphosate",
        "units": "mg/kg",
        "method": "LC-MS/MS (QuPPe single-residue polar method)",
        "methodDeveloper": null,
        "methodDescription": "Single-residue polar pesticide method (QuPPe).",
        "description": "Herbicide. Requires separate polar-pesticide method (not covered by the QuEChERS multi-residue screen)."
      },
      {
        "analyteName": "Hexythiazox",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Imidacloprid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Indaziflam",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Indoxacarb",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Iprodione",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Iprovalicarb",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Isofetamid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Isoxaben",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Kresoxim-methyl",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Lambda-cyhalothrin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Malathion",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Mandipropamid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Mepanipyrim",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Mepiquat",
        "units": "mg/kg",
        "method": "LC-MS/MS (QuPPe single-residue polar method)",
        "methodDeveloper": null,
        "methodDescription": "Single-residue polar pesticide method (QuPPe).",
        "description": "Plant growth regulator. Requires separate polar-pesticide method (not covered by the QuEChERS multi-residue screen)."
      },
      {
        "analyteName": "Metalaxyl (incl. metalaxyl-M / mefenoxam)",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Metconazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Methamidophos",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Methidathion",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Methiocarb",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Methomyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Methoxyfenozide",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Metrafenone",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Myclobutanil",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Napropamide",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Norflurazon",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Novaluron",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Omethoate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Oryzalin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Oxamyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Oxathiapiprolin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Oxyfluorfen",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Paclobutrazol",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Plant growth regulator"
      },
      {
        "analyteName": "Paraquat",
        "units": "mg/kg",
        "method": "LC-MS/MS (QuPPe single-residue polar method)",
        "methodDeveloper": null,
        "methodDescription": "Single-residue polar pesticide method (QuPPe).",
        "description": "Herbicide. Requires separate polar-pesticide method (not covered by the QuEChERS multi-residue screen)."
      },
      {
        "analyteName": "Penconazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Pendimethalin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Penthiopyrad",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Permethrin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Phosalone",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide/acaricide"
      },
      {
        "analyteName": "Phosmet",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Picoxystrobin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Piperonyl butoxide",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Synergist"
      },
      {
        "analyteName": "Pirimicarb",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Pirimiphos-methyl",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Procymidone",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Profenofos",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Propargite",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Propiconazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Propyzamide (pronamide)",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Proquinazid",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Pymetrozine",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Pyraclostrobin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Pyridaben",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide/acaricide"
      },
      {
        "analyteName": "Pyrimethanil",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Pyriofenone",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Pyriproxyfen",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Quinoxyfen",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Rimsulfuron",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "S-metolachlor",
        "units": "mg/kg",
        "method": "LC-MS/MS or GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Saflufenacil",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Simazine",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Spinetoram",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Spinosad",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Spirodiclofen",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Spiromesifen",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide/acaricide"
      },
      {
        "analyteName": "Spirotetramat",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Spiroxamine",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Sulfoxaflor",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Tebuconazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Tebufenozide",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Tebufenpyrad",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Acaricide"
      },
      {
        "analyteName": "Tetraconazole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Thiacloprid",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Thiamethoxam",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Thiophanate-methyl",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Tolfenpyrad",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Insecticide"
      },
      {
        "analyteName": "Tolylfluanid",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Triadimefon",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Triadimenol",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Trifloxystrobin",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Triflumizole",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Trifluralin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Herbicide"
      },
      {
        "analyteName": "Valifenalate",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Vinclozolin",
        "units": "mg/kg",
        "method": "GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      },
      {
        "analyteName": "Zoxamide",
        "units": "mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "QuEChERS multi-residue extraction.",
        "description": "Fungicide"
      }
    ],
    "forms": [
      {
        "name": "Agrochemical Screen Chain of Custody",
        "description": "Chain-of-custody record required for agrochemical residue testing.",
        "formUrl": "/forms/agrochemical-chain-of-custody.pdf"
      }
    ]
  },
  {
    "id": 501,
    "acode": "AG-501",
    "testName": "Glyphosate, AMPA & Glufosinate",
    "description": "Reports Glyphosate, AMPA and Glufosinate. Technique: Derivatisation-free LC-MS/MS. Turnaround: 5–7 business days. Sample required: 500 g grapes or 100 mL wine. Container: Grapes: zip-top bag; wine: 125 mL bottle.",
    "turnaroundTime": "5–7 business days",
    "feeOne": 22500,
    "feeTwoToTen": 20200,
    "feeElevenPlus": 18000,
    "sampleType": "Grapes/Wine",
    "technique": "Derivatisation-free LC-MS/MS",
    "accredited": false,
    "sampleVolume": "500 g grapes or 100 mL wine",
    "sampleContainerType": "Grapes: zip-top bag; wine: 125 mL bottle",
    "categoryId": 7061,
    "matrixId": 5,
    "popular": false,
    "position": 63,
    "collectionIds": [
      13
    ],
    "components": [
      {
        "analyteName": "Glyphosate",
        "units": "µg/L or mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "AMPA",
        "units": "µg/L or mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "Glufosinate",
        "units": "µg/L or mg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Agrochemical Screen Chain of Custody",
        "description": "Chain-of-custody record required for agrochemical residue testing.",
        "formUrl": "/forms/agrochemical-chain-of-custody.pdf"
      }
    ]
  },
  {
    "id": 600,
    "acode": "EX-600",
    "testName": "EU Export Panel (VI-1)",
    "description": "Reports Total Alcoholic Strength, Actual Alcoholic Strength, Total Dry Extract, Total Acidity (as tartaric), Volatile Acidity (as acetic), Citric Acid, Total Sulphur Dioxide and Residual Sugar. Technique: Reference methods (OIV/AOAC) by TTB-certified/ISO 17025 lab. VI-1 long-form analysis; US wineries may instead self-certify under the 2006 US–EC wine agreement. Turnaround: 2–3 business days. Sample required: 750 mL (1 bottle). Container: Finished bottle or 375 mL glass bottle.",
    "turnaroundTime": "2–3 business days",
    "feeOne": 16500,
    "feeTwoToTen": 14800,
    "feeElevenPlus": 13200,
    "sampleType": "Wine",
    "technique": "Reference methods (OIV/AOAC) by TTB-certified/ISO 17025 lab",
    "accredited": true,
    "sampleVolume": "750 mL (1 bottle)",
    "sampleContainerType": "Finished bottle or 375 mL glass bottle",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 64,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Total Alcoholic Strength",
        "units": "% vol",
        "method": "Calculated (actual + potential)",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Actual Alcoholic Strength",
        "units": "% vol",
        "method": "GC-FID / densimetry after distillation",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Dry Extract",
        "units": "g/L",
        "method": "Densimetry (Tabarié) / gravimetric",
        "methodDeveloper": "OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Acidity (as tartaric)",
        "units": "g/L",
        "method": "Titration pH 7.0 (OIV)",
        "methodDeveloper": "OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Volatile Acidity (as acetic)",
        "units": "g/L",
        "method": "Steam distillation",
        "methodDeveloper": "OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Citric Acid",
        "units": "g/L",
        "method": "Enzymatic / HPLC",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Sulphur Dioxide",
        "units": "mg/L",
        "method": "Aeration-oxidation / iodometry",
        "methodDeveloper": "OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Residual Sugar",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Export Certificate Request (EU VI-1)",
        "description": "Download, fill in and send with your samples.",
        "formUrl": "/forms/export-certificate-eu-vi1.pdf"
      }
    ]
  },
  {
    "id": 601,
    "acode": "EX-601",
    "testName": "Brazil Export Panel",
    "description": "Reports Alcohol at 20 °C, Sugars, Total Acidity, Volatile Acidity, Total Sulfates (as K2SO4), Reduced Dry Extract, Methyl Alcohol and Gas Overpressure (sparkling only). Technique: Reference methods by accredited lab. Turnaround: 3–5 business days. Sample required: 750 mL (1 bottle). Container: Finished bottle.",
    "turnaroundTime": "3–5 business days",
    "feeOne": 21000,
    "feeTwoToTen": 18900,
    "feeElevenPlus": 16800,
    "sampleType": "Wine",
    "technique": "Reference methods by accredited lab",
    "accredited": true,
    "sampleVolume": "750 mL (1 bottle)",
    "sampleContainerType": "Finished bottle",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 65,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Alcohol at 20 °C",
        "units": "% vol",
        "method": "Densimetry after distillation / GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Sugars",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Acidity",
        "units": "mEq/L (pH 8.2)",
        "method": "Titration",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Volatile Acidity",
        "units": "mEq/L",
        "method": "Steam distillation",
        "methodDeveloper": "OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Sulfates (as K2SO4)",
        "units": "g/L",
        "method": "Gravimetric (BaSO4)",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Reduced Dry Extract",
        "units": "g/L",
        "method": "Densimetry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Methyl Alcohol",
        "units": "mg/L",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Gas Overpressure (sparkling only)",
        "units": "atm at 20 °C",
        "method": "Aphrometer",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Export Certificate Request (Brazil)",
        "description": "Download, fill in and send with your samples.",
        "formUrl": "/forms/export-certificate-brazil.pdf"
      }
    ]
  },
  {
    "id": 602,
    "acode": "EX-602",
    "testName": "China Export Panel",
    "description": "Reports Alcohol, Total Sugar, Sugar-free Dry Extract, Volatile Acidity, Total SO2, Methanol, Copper, Lead and Sorbic Acid. Technique: Reference methods by accredited lab. Turnaround: 3–5 business days. Sample required: 750 mL (1 bottle). Container: Finished bottle.",
    "turnaroundTime": "3–5 business days",
    "feeOne": 26000,
    "feeTwoToTen": 23400,
    "feeElevenPlus": 20800,
    "sampleType": "Wine",
    "technique": "Reference methods by accredited lab",
    "accredited": true,
    "sampleVolume": "750 mL (1 bottle)",
    "sampleContainerType": "Finished bottle",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 66,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Alcohol",
        "units": "% vol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Sugar",
        "units": "g/L",
        "method": "Enzymatic",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Sugar-free Dry Extract",
        "units": "g/L",
        "method": "Densimetry",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Volatile Acidity",
        "units": "g/L",
        "method": "Steam distillation",
        "methodDeveloper": "OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total SO2",
        "units": "mg/L",
        "method": "Aeration-oxidation",
        "methodDeveloper": "OIV",
        "methodDescription": "SO2 is swept from the acidified sample by a stream of air into hydrogen peroxide and the sulfuric acid formed is titrated.",
        "description": null
      },
      {
        "analyteName": "Methanol",
        "units": "mg/L",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Copper",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Lead",
        "units": "mg/kg",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Sorbic Acid",
        "units": "mg/L",
        "method": "HPLC-UV",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Export Certificate Request (China)",
        "description": "Download, fill in and send with your samples.",
        "formUrl": "/forms/export-certificate-china.pdf"
      }
    ]
  },
  {
    "id": 603,
    "acode": "EX-603",
    "testName": "Canada (Liquor Board) Certificate of Analysis Panel",
    "description": "Reports Alcohol, Free SO2, Total SO2, Sugar, Sorbic Acid, Volatile Acidity, Ethyl Carbamate, Arsenic, Lead, Copper and Pesticide Screen. Technique: Reference methods; ISO/IEC 17025 accredited scope required. Turnaround: 5–7 business days. Sample required: 2 × 750 mL bottles. Container: Finished bottles.",
    "turnaroundTime": "5–7 business days",
    "feeOne": 39500,
    "feeTwoToTen": 35600,
    "feeElevenPlus": 31600,
    "sampleType": "Wine",
    "technique": "Reference methods; ISO/IEC 17025 accredited scope required",
    "accredited": true,
    "sampleVolume": "2 × 750 mL bottles",
    "sampleContainerType": "Finished bottles",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 67,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Alcohol",
        "units": "% vol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Free SO2",
        "units": "mg/L",
        "method": "Aeration-oxidation",
        "methodDeveloper": "OIV",
        "methodDescription": "SO2 is swept from the acidified sample by a stream of air into hydrogen peroxide and the sulfuric acid formed is titrated.",
        "description": null
      },
      {
        "analyteName": "Total SO2",
        "units": "mg/L",
        "method": "Aeration-oxidation",
        "methodDeveloper": "OIV",
        "methodDescription": "SO2 is swept from the acidified sample by a stream of air into hydrogen peroxide and the sulfuric acid formed is titrated.",
        "description": null
      },
      {
        "analyteName": "Sugar",
        "units": "g/L",
        "method": "Enzymatic/HPLC",
        "methodDeveloper": "AOAC / OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Sorbic Acid",
        "units": "mg/L",
        "method": "HPLC-UV",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Volatile Acidity",
        "units": "g/L",
        "method": "Steam distillation",
        "methodDeveloper": "OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Ethyl Carbamate",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Arsenic",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Lead",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Copper",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Pesticide Screen",
        "units": "µg/L",
        "method": "LC-MS/MS + GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Liquor Board Certificate of Analysis Request",
        "description": "Download, fill in and send with your samples.",
        "formUrl": "/forms/export-certificate-canada.pdf"
      }
    ]
  },
  {
    "id": 604,
    "acode": "EX-604",
    "testName": "Japan Export Panel",
    "description": "Reports Total SO2 and Sorbic Acid. Technique: Aeration-oxidation + HPLC. Turnaround: 2–3 business days. Sample required: 375 mL. Container: Finished bottle.",
    "turnaroundTime": "2–3 business days",
    "feeOne": 8500,
    "feeTwoToTen": 7600,
    "feeElevenPlus": 6800,
    "sampleType": "Wine",
    "technique": "Aeration-oxidation + HPLC",
    "accredited": true,
    "sampleVolume": "375 mL",
    "sampleContainerType": "Finished bottle",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 68,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Total SO2",
        "units": "mg/kg",
        "method": "Aeration-oxidation (limit 350 mg/kg)",
        "methodDeveloper": "OIV",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Sorbic Acid",
        "units": "mg/kg",
        "method": "HPLC-UV (limit 200 mg/kg)",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Export Certificate Request (Japan)",
        "description": "Download, fill in and send with your samples.",
        "formUrl": "/forms/export-certificate-japan.pdf"
      }
    ]
  },
  {
    "id": 605,
    "acode": "EX-605",
    "testName": "Korea / Taiwan Export Panel",
    "description": "Reports Methanol, Lead, Total SO2, Sorbic Acid, Benzoic Acid, Ochratoxin A and Ethyl Carbamate. Technique: GC-FID + ICP-MS + HPLC + A-O. Turnaround: 3–5 business days. Sample required: 750 mL (1 bottle). Container: Finished bottle.",
    "turnaroundTime": "3–5 business days",
    "feeOne": 23000,
    "feeTwoToTen": 20700,
    "feeElevenPlus": 18400,
    "sampleType": "Wine",
    "technique": "GC-FID + ICP-MS + HPLC + A-O",
    "accredited": true,
    "sampleVolume": "750 mL (1 bottle)",
    "sampleContainerType": "Finished bottle",
    "categoryId": 7061,
    "matrixId": 1,
    "popular": false,
    "position": 69,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Methanol",
        "units": "mg/L",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Lead",
        "units": "mg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Total SO2",
        "units": "mg/L",
        "method": "Aeration-oxidation",
        "methodDeveloper": "OIV",
        "methodDescription": "SO2 is swept from the acidified sample by a stream of air into hydrogen peroxide and the sulfuric acid formed is titrated.",
        "description": null
      },
      {
        "analyteName": "Sorbic Acid",
        "units": "g/L",
        "method": "HPLC-UV",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Benzoic Acid",
        "units": "g/L",
        "method": "HPLC-UV",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Ochratoxin A",
        "units": "µg/kg",
        "method": "LC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Liquid chromatography with tandem mass spectrometry, quantified against matrix-matched standards.",
        "description": null
      },
      {
        "analyteName": "Ethyl Carbamate",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Export Certificate Request (Korea / Taiwan)",
        "description": "Download, fill in and send with your samples.",
        "formUrl": "/forms/export-certificate-korea-taiwan.pdf"
      }
    ]
  },
  {
    "id": 700,
    "acode": "CK-700",
    "testName": "Cork Releasable TCA (Soak Test)",
    "description": "Reports Releasable 2,4,6-TCA and Releasable TBA. Technique: Wine-simulant soak (24 h) + SPME GC-MS/MS. Turnaround: 3 business days. Sample required: 20–50 corks per lot. Container: Sealed bag of natural corks, lot ID on label.",
    "turnaroundTime": "3 business days",
    "feeOne": 9500,
    "feeTwoToTen": 8600,
    "feeElevenPlus": 7600,
    "sampleType": "Cork",
    "technique": "Wine-simulant soak (24 h) + SPME GC-MS/MS",
    "accredited": true,
    "sampleVolume": "20–50 corks per lot",
    "sampleContainerType": "Sealed bag of natural corks, lot ID on label",
    "categoryId": 7061,
    "matrixId": 11,
    "popular": false,
    "position": 70,
    "collectionIds": [
      11
    ],
    "components": [
      {
        "analyteName": "Releasable 2,4,6-TCA",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      },
      {
        "analyteName": "Releasable TBA",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 701,
    "acode": "CK-701",
    "testName": "Cork Moisture & Dimensional Check",
    "description": "Reports Moisture, Length and Diameter. Technique: Gravimetric / calipers. Turnaround: 2 business days. Sample required: 20 corks. Container: Sealed bag of corks. Priced per cork lot according to the sampling plan (number of corks per lot); please contact us for a quote.",
    "turnaroundTime": "2 business days",
    "feeOne": -100,
    "feeTwoToTen": -100,
    "feeElevenPlus": -100,
    "sampleType": "Cork",
    "technique": "Gravimetric / calipers",
    "accredited": false,
    "sampleVolume": "20 corks",
    "sampleContainerType": "Sealed bag of corks",
    "categoryId": 7061,
    "matrixId": 11,
    "popular": false,
    "position": 71,
    "collectionIds": [
      8
    ],
    "components": [
      {
        "analyteName": "Moisture",
        "units": "%",
        "method": "Gravimetric",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Length",
        "units": "mm",
        "method": "Calipers",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Diameter",
        "units": "mm",
        "method": "Calipers",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 800,
    "acode": "V-800",
    "testName": "Vine Petiole / Leaf Nutrient Panel",
    "description": "Reports Total Nitrogen, Nitrate-N, Phosphorus, Potassium, Calcium, Magnesium, Zinc, Boron, Manganese, Iron and Copper. Technique: ICP-OES + combustion (Dumas) N. Turnaround: 3–5 business days. Sample required: 75–100 petioles at bloom or veraison. Container: Paper bag, air-dried.",
    "turnaroundTime": "3–5 business days",
    "feeOne": 5500,
    "feeTwoToTen": 5000,
    "feeElevenPlus": 4400,
    "sampleType": "Vine Tissue",
    "technique": "ICP-OES + combustion (Dumas) N",
    "accredited": false,
    "sampleVolume": "75–100 petioles at bloom or veraison",
    "sampleContainerType": "Paper bag, air-dried",
    "categoryId": 7061,
    "matrixId": 10,
    "popular": false,
    "position": 72,
    "collectionIds": [
      14
    ],
    "components": [
      {
        "analyteName": "Total Nitrogen",
        "units": "%",
        "method": "Combustion",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Nitrate-N",
        "units": "mg/kg",
        "method": "Ion-selective/colorimetric",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Phosphorus",
        "units": "%",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Potassium",
        "units": "%",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Calcium",
        "units": "%",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Magnesium",
        "units": "%",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Zinc",
        "units": "mg/kg",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Boron",
        "units": "mg/kg",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Manganese",
        "units": "mg/kg",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Iron",
        "units": "mg/kg",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Copper",
        "units": "mg/kg",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 801,
    "acode": "V-801",
    "testName": "Vineyard Soil Panel",
    "description": "Reports pH, Electrical Conductivity, Organic Matter, Phosphorus, Potassium, Calcium, Magnesium, Sodium, Cation Exchange Capacity, Zinc and Boron. Technique: ICP-OES (Mehlich-3) + pH/EC + LOI. Turnaround: 5–7 business days. Sample required: 500 g composite (0–30 cm). Container: Soil sample bag.",
    "turnaroundTime": "5–7 business days",
    "feeOne": 7500,
    "feeTwoToTen": 6800,
    "feeElevenPlus": 6000,
    "sampleType": "Soil",
    "technique": "ICP-OES (Mehlich-3) + pH/EC + LOI",
    "accredited": false,
    "sampleVolume": "500 g composite (0–30 cm)",
    "sampleContainerType": "Soil sample bag",
    "categoryId": 7061,
    "matrixId": 9,
    "popular": false,
    "position": 73,
    "collectionIds": [
      14
    ],
    "components": [
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "1:1 water",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Electrical Conductivity",
        "units": "dS/m",
        "method": "Saturated paste",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Organic Matter",
        "units": "%",
        "method": "Loss on ignition",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Phosphorus",
        "units": "mg/kg",
        "method": "Mehlich-3/ICP",
        "methodDeveloper": "Mehlich (1984)",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Potassium",
        "units": "mg/kg",
        "method": "Mehlich-3/ICP",
        "methodDeveloper": "Mehlich (1984)",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Calcium",
        "units": "mg/kg",
        "method": "Mehlich-3/ICP",
        "methodDeveloper": "Mehlich (1984)",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Magnesium",
        "units": "mg/kg",
        "method": "Mehlich-3/ICP",
        "methodDeveloper": "Mehlich (1984)",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Sodium",
        "units": "mg/kg",
        "method": "Mehlich-3/ICP",
        "methodDeveloper": "Mehlich (1984)",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Cation Exchange Capacity",
        "units": "meq/100 g",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Zinc",
        "units": "mg/kg",
        "method": "DTPA/ICP",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Boron",
        "units": "mg/kg",
        "method": "Hot water/ICP",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Soil Sampling Instructions",
        "description": "Depths, number of cores and bagging for vineyard soil samples.",
        "formUrl": "/forms/soil-sampling-instructions.pdf"
      }
    ]
  },
  {
    "id": 900,
    "acode": "WA-900",
    "testName": "Winery Water Panel",
    "description": "Reports pH, Total Dissolved Solids, Hardness (as CaCO3), Alkalinity (as CaCO3), Sodium, Chloride, Sulfate, Nitrate-N, Boron and Iron. Technique: ICP-OES + Ion chromatography + titration. Turnaround: 3–5 business days. Sample required: 500 mL. Container: 500 mL HDPE bottle.",
    "turnaroundTime": "3–5 business days",
    "feeOne": 9500,
    "feeTwoToTen": 8600,
    "feeElevenPlus": 7600,
    "sampleType": "Water",
    "technique": "ICP-OES + Ion chromatography + titration",
    "accredited": true,
    "sampleVolume": "500 mL",
    "sampleContainerType": "500 mL HDPE bottle",
    "categoryId": 7061,
    "matrixId": 8,
    "popular": false,
    "position": 74,
    "collectionIds": [
      15
    ],
    "components": [
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "Potentiometry",
        "methodDeveloper": null,
        "methodDescription": "Glass-electrode pH measurement at 20 °C, calibrated daily with traceable buffers.",
        "description": null
      },
      {
        "analyteName": "Total Dissolved Solids",
        "units": "mg/L",
        "method": "Gravimetric/conductivity",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Hardness (as CaCO3)",
        "units": "mg/L",
        "method": "Calculated from Ca, Mg",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Alkalinity (as CaCO3)",
        "units": "mg/L",
        "method": "Titration",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Sodium",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Chloride",
        "units": "mg/L",
        "method": "Ion chromatography",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Sulfate",
        "units": "mg/L",
        "method": "Ion chromatography",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Nitrate-N",
        "units": "mg/L",
        "method": "Ion chromatography",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Boron",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Iron",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 901,
    "acode": "WA-901",
    "testName": "Water Haloanisole Screen",
    "description": "Reports 2,4,6-Trichloroanisole, 2,4,6-Trichlorophenol and 2,4,6-Tribromoanisole. Technique: SPME GC-MS/MS. Turnaround: 3 business days. Sample required: 250 mL. Container: 250 mL amber glass bottle, PTFE-lined cap.",
    "turnaroundTime": "3 business days",
    "feeOne": 11000,
    "feeTwoToTen": 9900,
    "feeElevenPlus": 8800,
    "sampleType": "Water",
    "technique": "SPME GC-MS/MS",
    "accredited": false,
    "sampleVolume": "250 mL",
    "sampleContainerType": "250 mL amber glass bottle, PTFE-lined cap",
    "categoryId": 7061,
    "matrixId": 8,
    "popular": false,
    "position": 75,
    "collectionIds": [
      11
    ],
    "components": [
      {
        "analyteName": "2,4,6-Trichloroanisole",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      },
      {
        "analyteName": "2,4,6-Trichlorophenol",
        "units": "ng/L",
        "method": "GC-MS/MS after derivatisation",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "2,4,6-Tribromoanisole",
        "units": "ng/L",
        "method": "SPME GC-MS/MS",
        "methodDeveloper": null,
        "methodDescription": "Solid-phase microextraction of the headspace followed by GC-MS/MS with labelled internal standards.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1100,
    "acode": "BR-100",
    "testName": "Beer Basic Panel",
    "description": "Reports Alcohol by Volume, Original Extract (Original Gravity), Real Extract, Apparent Extract, Real Degree of Fermentation, pH, Color and Bitterness. Technique: Density/NIR alcohol analyser + spectrophotometry. Turnaround: 1–2 business days. Sample required: 2 × 12 oz cans/bottles. Container: Sealed package (can or bottle).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 6500,
    "feeTwoToTen": 5800,
    "feeElevenPlus": 5200,
    "sampleType": "Beer",
    "technique": "Density/NIR alcohol analyser + spectrophotometry",
    "accredited": true,
    "sampleVolume": "2 × 12 oz cans/bottles",
    "sampleContainerType": "Sealed package (can or bottle)",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": true,
    "position": 76,
    "collectionIds": [
      16
    ],
    "components": [
      {
        "analyteName": "Alcohol by Volume",
        "units": "% v/v",
        "method": "Density + NIR (Alcolyzer-type)",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Original Extract (Original Gravity)",
        "units": "°P",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Real Extract",
        "units": "°P",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Apparent Extract",
        "units": "°P",
        "method": "Density",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Real Degree of Fermentation",
        "units": "%",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "Potentiometry",
        "methodDeveloper": null,
        "methodDescription": "Glass-electrode pH measurement at 20 °C, calibrated daily with traceable buffers.",
        "description": null
      },
      {
        "analyteName": "Color",
        "units": "SRM",
        "method": "ASBC Beer-10 (A430)",
        "methodDeveloper": "ASBC",
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Bitterness",
        "units": "IBU",
        "method": "ASBC Beer-23A",
        "methodDeveloper": "ASBC",
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1101,
    "acode": "BR-101",
    "testName": "Alcohol by Volume (Beer)",
    "description": "Alcohol by Volume (Beer). Technique: Density + NIR. Turnaround: 1 business day. Sample required: 12 oz. Container: Sealed package.",
    "turnaroundTime": "1 business day",
    "feeOne": 2500,
    "feeTwoToTen": 2200,
    "feeElevenPlus": 2000,
    "sampleType": "Beer",
    "technique": "Density + NIR",
    "accredited": true,
    "sampleVolume": "12 oz",
    "sampleContainerType": "Sealed package",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 77,
    "collectionIds": [
      16
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 1102,
    "acode": "BR-102",
    "testName": "Bitterness Units (IBU)",
    "description": "Bitterness Units (IBU). Technique: Isooctane extraction + UV 275 nm (ASBC Beer-23A). Turnaround: 1–2 business days. Sample required: 12 oz. Container: Sealed package.",
    "turnaroundTime": "1–2 business days",
    "feeOne": 3500,
    "feeTwoToTen": 3200,
    "feeElevenPlus": 2800,
    "sampleType": "Beer",
    "technique": "Isooctane extraction + UV 275 nm (ASBC Beer-23A)",
    "accredited": true,
    "sampleVolume": "12 oz",
    "sampleContainerType": "Sealed package",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 78,
    "collectionIds": [
      16
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 1103,
    "acode": "BR-103",
    "testName": "Beer Color (SRM)",
    "description": "Beer Color (SRM). Technique: Spectrophotometry A430 (ASBC Beer-10A). Turnaround: 1 business day. Sample required: 12 oz. Container: Sealed package.",
    "turnaroundTime": "1 business day",
    "feeOne": 2000,
    "feeTwoToTen": 1800,
    "feeElevenPlus": 1600,
    "sampleType": "Beer",
    "technique": "Spectrophotometry A430 (ASBC Beer-10A)",
    "accredited": true,
    "sampleVolume": "12 oz",
    "sampleContainerType": "Sealed package",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 79,
    "collectionIds": [
      16
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 1104,
    "acode": "BR-104",
    "testName": "Vicinal Diketones (Diacetyl & 2,3-Pentanedione)",
    "description": "Reports Diacetyl (2,3-butanedione) and 2,3-Pentanedione. Technique: Headspace GC-ECD. Optional forced-VDK test (precursors converted by heating 60 °C). Turnaround: 2 business days. Sample required: 12 oz. Container: Sealed package or 50 mL tube from tank (cold).",
    "turnaroundTime": "2 business days",
    "feeOne": 7500,
    "feeTwoToTen": 6800,
    "feeElevenPlus": 6000,
    "sampleType": "Beer",
    "technique": "Headspace GC-ECD",
    "accredited": false,
    "sampleVolume": "12 oz",
    "sampleContainerType": "Sealed package or 50 mL tube from tank (cold)",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 80,
    "collectionIds": [
      16
    ],
    "components": [
      {
        "analyteName": "Diacetyl (2,3-butanedione)",
        "units": "µg/L",
        "method": "HS GC-ECD",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "2,3-Pentanedione",
        "units": "µg/L",
        "method": "HS GC-ECD",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1105,
    "acode": "BR-105",
    "testName": "Gluten (R5 Competitive ELISA)",
    "description": "Gluten (R5 Competitive ELISA). Technique: Competitive ELISA (R5). Competitive format is required for hydrolysed/fermented products. Turnaround: 3–5 business days. Sample required: 12 oz. Container: Sealed package.",
    "turnaroundTime": "3–5 business days",
    "feeOne": 9500,
    "feeTwoToTen": 8600,
    "feeElevenPlus": 7600,
    "sampleType": "Beer",
    "technique": "Competitive ELISA (R5)",
    "accredited": false,
    "sampleVolume": "12 oz",
    "sampleContainerType": "Sealed package",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 81,
    "collectionIds": [
      16
    ],
    "components": [
      {
        "analyteName": "Gluten",
        "units": "ppm (mg/kg)",
        "method": "Competitive R5 ELISA",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1106,
    "acode": "BR-106",
    "testName": "Beer Spoilage PCR Panel",
    "description": "Reports Lactobacillus spp., Pediococcus spp., Hop-resistance genes (horA, horC, hitA), Saccharomyces cerevisiae var. diastaticus (STA1), Brettanomyces spp. and Megasphaera / Pectinatus. Technique: Real-time PCR. Turnaround: 1–2 business days. Sample required: 50 mL. Container: Sterile 50 mL tube (lab-supplied, do not rinse).",
    "turnaroundTime": "1–2 business days",
    "feeOne": 9500,
    "feeTwoToTen": 8600,
    "feeElevenPlus": 7600,
    "sampleType": "Beer",
    "technique": "Real-time PCR",
    "accredited": false,
    "sampleVolume": "50 mL",
    "sampleContainerType": "Sterile 50 mL tube (lab-supplied, do not rinse)",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 82,
    "collectionIds": [
      5
    ],
    "components": [
      {
        "analyteName": "Lactobacillus spp.",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Pediococcus spp.",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Hop-resistance genes (horA, horC, hitA)",
        "units": "detected/not detected",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Saccharomyces cerevisiae var. diastaticus (STA1)",
        "units": "detected/not detected",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Brettanomyces spp.",
        "units": "cells/mL",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      },
      {
        "analyteName": "Megasphaera / Pectinatus",
        "units": "detected/not detected",
        "method": "qPCR",
        "methodDeveloper": "Vinlab Analytical Laboratories",
        "methodDescription": "Species-specific real-time PCR on DNA extracted from the sample.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1107,
    "acode": "BR-107",
    "testName": "Total Package Oxygen",
    "description": "Reports Headspace O2, Dissolved O2 and Total Package Oxygen. Technique: Luminescent oxygen sensor (piercing device). Turnaround: same day. Sample required: 3 sealed packages. Container: Sealed cans/bottles (do not refrigerate-shock).",
    "turnaroundTime": "Same day",
    "feeOne": 3500,
    "feeTwoToTen": 3200,
    "feeElevenPlus": 2800,
    "sampleType": "Beer",
    "technique": "Luminescent oxygen sensor (piercing device)",
    "accredited": false,
    "sampleVolume": "3 sealed packages",
    "sampleContainerType": "Sealed cans/bottles (do not refrigerate-shock)",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 83,
    "collectionIds": [
      17
    ],
    "components": [
      {
        "analyteName": "Headspace O2",
        "units": "ppb",
        "method": "Luminescent",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Dissolved O2",
        "units": "ppb",
        "method": "Luminescent",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Package Oxygen",
        "units": "ppb",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "Sum of headspace and dissolved oxygen in the package; lower is better for shelf life."
      }
    ],
    "forms": []
  },
  {
    "id": 1108,
    "acode": "BR-108",
    "testName": "Carbonation (CO2 Volumes)",
    "description": "Carbonation (CO2 Volumes). Technique: Volume-expansion (CarboQC-type). Turnaround: same day. Sample required: 12 oz. Container: Sealed package.",
    "turnaroundTime": "Same day",
    "feeOne": 2000,
    "feeTwoToTen": 1800,
    "feeElevenPlus": 1600,
    "sampleType": "Beer",
    "technique": "Volume-expansion (CarboQC-type)",
    "accredited": false,
    "sampleVolume": "12 oz",
    "sampleContainerType": "Sealed package",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 84,
    "collectionIds": [
      17
    ],
    "components": [
      {
        "analyteName": "CO2",
        "units": "volumes (v/v)",
        "method": "Volume expansion",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1109,
    "acode": "BR-109",
    "testName": "Nutrition Facts Panel (Beer)",
    "description": "Reports Calories, Carbohydrates, Protein, Fat and Alcohol. Technique: Calculated from density/alcohol + proximate analysis. Turnaround: 5–7 business days. Sample required: 2 × 12 oz. Container: Sealed packages.",
    "turnaroundTime": "5–7 business days",
    "feeOne": 15000,
    "feeTwoToTen": 13500,
    "feeElevenPlus": 12000,
    "sampleType": "Beer",
    "technique": "Calculated from density/alcohol + proximate analysis",
    "accredited": false,
    "sampleVolume": "2 × 12 oz",
    "sampleContainerType": "Sealed packages",
    "categoryId": 7063,
    "matrixId": 6,
    "popular": false,
    "position": 85,
    "collectionIds": [
      18
    ],
    "components": [
      {
        "analyteName": "Calories",
        "units": "kcal/serving",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Carbohydrates",
        "units": "g/serving",
        "method": "By difference",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Protein",
        "units": "g/serving",
        "method": "Combustion N × 6.25",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Fat",
        "units": "g/serving",
        "method": "Gravimetric",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Alcohol",
        "units": "g/serving",
        "method": "Density + NIR",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Nutrition Facts Request Form",
        "description": "Serving size and label details for nutrition calculations.",
        "formUrl": "/forms/nutrition-facts-request.pdf"
      }
    ]
  },
  {
    "id": 1110,
    "acode": "BR-110",
    "testName": "Brewing Water Profile",
    "description": "Reports Calcium, Magnesium, Sodium, Sulfate, Chloride, Bicarbonate / Alkalinity, Residual Alkalinity and pH. Technique: ICP-OES + Ion chromatography + titration. Turnaround: 3 business days. Sample required: 500 mL. Container: 500 mL HDPE bottle.",
    "turnaroundTime": "3 business days",
    "feeOne": 8500,
    "feeTwoToTen": 7600,
    "feeElevenPlus": 6800,
    "sampleType": "Water",
    "technique": "ICP-OES + Ion chromatography + titration",
    "accredited": true,
    "sampleVolume": "500 mL",
    "sampleContainerType": "500 mL HDPE bottle",
    "categoryId": 7063,
    "matrixId": 8,
    "popular": false,
    "position": 86,
    "collectionIds": [
      15
    ],
    "components": [
      {
        "analyteName": "Calcium",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Magnesium",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Sodium",
        "units": "mg/L",
        "method": "ICP-OES",
        "methodDeveloper": "EPA 200.7 (modified)",
        "methodDescription": "Inductively coupled plasma optical emission spectrometry after acid digestion.",
        "description": null
      },
      {
        "analyteName": "Sulfate",
        "units": "mg/L",
        "method": "Ion chromatography",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Chloride",
        "units": "mg/L",
        "method": "Ion chromatography",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Bicarbonate / Alkalinity",
        "units": "mg/L as CaCO3",
        "method": "Titration",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Residual Alkalinity",
        "units": "mg/L as CaCO3",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "pH",
        "units": "pH units",
        "method": "Potentiometry",
        "methodDeveloper": null,
        "methodDescription": "Glass-electrode pH measurement at 20 °C, calibrated daily with traceable buffers.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1200,
    "acode": "DS-100",
    "testName": "Proof / Alcohol by Volume (Spirits)",
    "description": "Reports Alcohol and Proof. Technique: Oscillating U-tube density meter (with distillation where obscured). Turnaround: 1 business day. Sample required: 200 mL. Container: 200 mL glass bottle or finished bottle.",
    "turnaroundTime": "1 business day",
    "feeOne": 3000,
    "feeTwoToTen": 2700,
    "feeElevenPlus": 2400,
    "sampleType": "Spirits",
    "technique": "Oscillating U-tube density meter (with distillation where obscured)",
    "accredited": true,
    "sampleVolume": "200 mL",
    "sampleContainerType": "200 mL glass bottle or finished bottle",
    "categoryId": 7055,
    "matrixId": 7,
    "popular": false,
    "position": 87,
    "collectionIds": [
      19
    ],
    "components": [
      {
        "analyteName": "Alcohol",
        "units": "% v/v at 20 °C",
        "method": "Density meter",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Proof",
        "units": "° proof (US)",
        "method": "Calculated (2 × % v/v at 60 °F)",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1201,
    "acode": "DS-101",
    "testName": "Obscuration",
    "description": "Obscuration. Technique: Density before/after distillation. Turnaround: 1–2 business days. Sample required: 200 mL. Container: Glass bottle.",
    "turnaroundTime": "1–2 business days",
    "feeOne": 3500,
    "feeTwoToTen": 3200,
    "feeElevenPlus": 2800,
    "sampleType": "Spirits",
    "technique": "Density before/after distillation",
    "accredited": true,
    "sampleVolume": "200 mL",
    "sampleContainerType": "Glass bottle",
    "categoryId": 7055,
    "matrixId": 7,
    "popular": false,
    "position": 88,
    "collectionIds": [
      19
    ],
    "components": [
      {
        "analyteName": "Obscuration",
        "units": "% v/v",
        "method": "Apparent vs true proof",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": "Difference between apparent and true proof caused by dissolved solids."
      }
    ],
    "forms": []
  },
  {
    "id": 1202,
    "acode": "DS-102",
    "testName": "Congeners Panel",
    "description": "Reports Methanol, Acetaldehyde, Ethyl Acetate, n-Propanol, Isobutanol, n-Butanol, 2-Methyl-1-butanol (active amyl), 3-Methyl-1-butanol (isoamyl), Ethyl Lactate and Furfural. Technique: GC-FID. Turnaround: 2–3 business days. Sample required: 50 mL. Container: Glass vial/bottle.",
    "turnaroundTime": "2–3 business days",
    "feeOne": 12000,
    "feeTwoToTen": 10800,
    "feeElevenPlus": 9600,
    "sampleType": "Spirits",
    "technique": "GC-FID",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "Glass vial/bottle",
    "categoryId": 7055,
    "matrixId": 7,
    "popular": false,
    "position": 89,
    "collectionIds": [
      19
    ],
    "components": [
      {
        "analyteName": "Methanol",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Acetaldehyde",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Ethyl Acetate",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "n-Propanol",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Isobutanol",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "n-Butanol",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "2-Methyl-1-butanol (active amyl)",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "3-Methyl-1-butanol (isoamyl)",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Ethyl Lactate",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Furfural",
        "units": "g/100 L absolute alcohol",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1203,
    "acode": "DS-103",
    "testName": "Methanol (Spirits)",
    "description": "Methanol (Spirits). Technique: GC-FID. Turnaround: 1–2 business days. Sample required: 50 mL. Container: Glass vial/bottle.",
    "turnaroundTime": "1–2 business days",
    "feeOne": 4500,
    "feeTwoToTen": 4000,
    "feeElevenPlus": 3600,
    "sampleType": "Spirits",
    "technique": "GC-FID",
    "accredited": true,
    "sampleVolume": "50 mL",
    "sampleContainerType": "Glass vial/bottle",
    "categoryId": 7055,
    "matrixId": 7,
    "popular": false,
    "position": 90,
    "collectionIds": [
      19
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 1204,
    "acode": "DS-104",
    "testName": "Ethyl Carbamate (Spirits)",
    "description": "Ethyl Carbamate (Spirits). Technique: GC-MS. Turnaround: 5 business days. Sample required: 100 mL. Container: Glass bottle.",
    "turnaroundTime": "5 business days",
    "feeOne": 12000,
    "feeTwoToTen": 10800,
    "feeElevenPlus": 9600,
    "sampleType": "Spirits",
    "technique": "GC-MS",
    "accredited": true,
    "sampleVolume": "100 mL",
    "sampleContainerType": "Glass bottle",
    "categoryId": 7055,
    "matrixId": 7,
    "popular": false,
    "position": 91,
    "collectionIds": [
      10
    ],
    "components": [],
    "forms": []
  },
  {
    "id": 1205,
    "acode": "DS-105",
    "testName": "Metals Panel (Spirits)",
    "description": "Reports Copper, Lead and Arsenic. Technique: ICP-MS. Turnaround: 3–5 business days. Sample required: 100 mL. Container: Glass bottle.",
    "turnaroundTime": "3–5 business days",
    "feeOne": 8500,
    "feeTwoToTen": 7600,
    "feeElevenPlus": 6800,
    "sampleType": "Spirits",
    "technique": "ICP-MS",
    "accredited": true,
    "sampleVolume": "100 mL",
    "sampleContainerType": "Glass bottle",
    "categoryId": 7055,
    "matrixId": 7,
    "popular": false,
    "position": 92,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Copper",
        "units": "mg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Lead",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Arsenic",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1206,
    "acode": "DS-106",
    "testName": "Sugars in Liqueurs / Flavored Spirits",
    "description": "Reports Sucrose, Glucose, Fructose and Total Sugars. Technique: HPLC-RI. Turnaround: 2–3 business days. Sample required: 100 mL. Container: Glass bottle.",
    "turnaroundTime": "2–3 business days",
    "feeOne": 4500,
    "feeTwoToTen": 4000,
    "feeElevenPlus": 3600,
    "sampleType": "Spirits",
    "technique": "HPLC-RI",
    "accredited": true,
    "sampleVolume": "100 mL",
    "sampleContainerType": "Glass bottle",
    "categoryId": 7055,
    "matrixId": 7,
    "popular": false,
    "position": 93,
    "collectionIds": [
      18
    ],
    "components": [
      {
        "analyteName": "Sucrose",
        "units": "g/L",
        "method": "HPLC-RI",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Glucose",
        "units": "g/L",
        "method": "HPLC-RI",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Fructose",
        "units": "g/L",
        "method": "HPLC-RI",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Total Sugars",
        "units": "g/L",
        "method": "Calculated",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": []
  },
  {
    "id": 1207,
    "acode": "DS-107",
    "testName": "Spirits Export Panel (EU/Canada)",
    "description": "Reports Alcohol, Methanol, Ethyl Carbamate, Arsenic, Lead and Sugars (liqueurs). Technique: GC-FID + ICP-MS + density. Turnaround: 5–7 business days. Sample required: 2 × 750 mL. Container: Finished bottles.",
    "turnaroundTime": "5–7 business days",
    "feeOne": 24000,
    "feeTwoToTen": 21600,
    "feeElevenPlus": 19200,
    "sampleType": "Spirits",
    "technique": "GC-FID + ICP-MS + density",
    "accredited": true,
    "sampleVolume": "2 × 750 mL",
    "sampleContainerType": "Finished bottles",
    "categoryId": 7055,
    "matrixId": 7,
    "popular": false,
    "position": 94,
    "collectionIds": [
      10
    ],
    "components": [
      {
        "analyteName": "Alcohol",
        "units": "% v/v",
        "method": "Density meter",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Methanol",
        "units": "g/hL a.a.",
        "method": "GC-FID",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Ethyl Carbamate",
        "units": "µg/L",
        "method": "GC-MS",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      },
      {
        "analyteName": "Arsenic",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Lead",
        "units": "µg/L",
        "method": "ICP-MS",
        "methodDeveloper": "EPA 200.8 (modified)",
        "methodDescription": "Inductively coupled plasma mass spectrometry after microwave digestion.",
        "description": null
      },
      {
        "analyteName": "Sugars (liqueurs)",
        "units": "g/L",
        "method": "HPLC-RI",
        "methodDeveloper": null,
        "methodDescription": null,
        "description": null
      }
    ],
    "forms": [
      {
        "name": "Spirits Export Request Form",
        "description": "Destination, label proof and product category for spirits export certificates.",
        "formUrl": "/forms/spirits-export-request.pdf"
      }
    ]
  }
];
