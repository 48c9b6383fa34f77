/**
 * Harvest juice chemistry by varietal, Cabernet Sauvignon phenolic ranges, harvest windows and AVAs for the vintage portal.
 * Generated once from the laboratory's domain reference data (fees, turnaround times, accreditation
 * flags, containers and every number marked illustrative there are demo values). Edit freely.
 */
import type { SeedAva, SeedRange, SeedVintageVarietal } from './types.ts';

export const vintageVarietals: SeedVintageVarietal[] = [
  {
    "varietal": "Chardonnay",
    "color": "white",
    "ranges": {
      "Brix": {
        "min": 21.5,
        "typical": 23.5,
        "max": 25.5,
        "units": "°Brix"
      },
      "pH": {
        "min": 3.15,
        "typical": 3.35,
        "max": 3.6,
        "units": "pH units"
      },
      "Titratable Acidity": {
        "min": 5.5,
        "typical": 7.5,
        "max": 10,
        "units": "g/L (as tartaric, to pH 8.2)"
      },
      "Malic Acid": {
        "min": 1.5,
        "typical": 2.8,
        "max": 5,
        "units": "g/L"
      },
      "Potassium": {
        "min": 1100,
        "typical": 1500,
        "max": 2100,
        "units": "mg/L"
      },
      "Tartaric Acid": {
        "min": 4.5,
        "typical": 5.8,
        "max": 7.5,
        "units": "g/L"
      },
      "YAN": {
        "min": 120,
        "typical": 220,
        "max": 380,
        "units": "mg N/L"
      },
      "NOPA": {
        "min": 80,
        "typical": 150,
        "max": 260,
        "units": "mg N/L (alpha-amino nitrogen)"
      },
      "Ammonia": {
        "min": 25,
        "typical": 70,
        "max": 150,
        "units": "mg N/L (ammonia expressed as N)"
      }
    },
    "windows": {
      "CA": {
        "start": [
          8,
          15
        ],
        "end": [
          9,
          30
        ]
      },
      "OR": {
        "start": [
          9,
          15
        ],
        "end": [
          10,
          15
        ]
      },
      "WA": {
        "start": [
          9,
          1
        ],
        "end": [
          9,
          30
        ]
      }
    },
    "avas": [
      "Los Carneros",
      "Russian River Valley",
      "Sonoma Coast",
      "Napa Valley",
      "Santa Lucia Highlands",
      "Sta. Rita Hills",
      "Willamette Valley",
      "Columbia Valley"
    ]
  },
  {
    "varietal": "Sauvignon Blanc",
    "color": "white",
    "ranges": {
      "Brix": {
        "min": 20.5,
        "typical": 22.5,
        "max": 24.5,
        "units": "°Brix"
      },
      "pH": {
        "min": 3.05,
        "typical": 3.25,
        "max": 3.5,
        "units": "pH units"
      },
      "Titratable Acidity": {
        "min": 6,
        "typical": 8,
        "max": 11,
        "units": "g/L (as tartaric, to pH 8.2)"
      },
      "Malic Acid": {
        "min": 1.8,
        "typical": 3.2,
        "max": 5.5,
        "units": "g/L"
      },
      "Potassium": {
        "min": 1100,
        "typical": 1450,
        "max": 2000,
        "units": "mg/L"
      },
      "Tartaric Acid": {
        "min": 5,
        "typical": 6.2,
        "max": 8,
        "units": "g/L"
      },
      "YAN": {
        "min": 140,
        "typical": 250,
        "max": 420,
        "units": "mg N/L"
      },
      "NOPA": {
        "min": 90,
        "typical": 170,
        "max": 280,
        "units": "mg N/L (alpha-amino nitrogen)"
      },
      "Ammonia": {
        "min": 30,
        "typical": 80,
        "max": 170,
        "units": "mg N/L (ammonia expressed as N)"
      }
    },
    "windows": {
      "CA": {
        "start": [
          8,
          15
        ],
        "end": [
          9,
          15
        ]
      },
      "OR": {
        "start": [
          9,
          25
        ],
        "end": [
          10,
          31
        ]
      },
      "WA": {
        "start": [
          8,
          25
        ],
        "end": [
          9,
          15
        ]
      }
    },
    "avas": [
      "Napa Valley",
      "Rutherford",
      "St. Helena",
      "Dry Creek Valley",
      "Alexander Valley",
      "Paso Robles",
      "Yakima Valley"
    ]
  },
  {
    "varietal": "Pinot Noir",
    "color": "red",
    "ranges": {
      "Brix": {
        "min": 22,
        "typical": 24.3,
        "max": 26.5,
        "units": "°Brix"
      },
      "pH": {
        "min": 3.25,
        "typical": 3.45,
        "max": 3.7,
        "units": "pH units"
      },
      "Titratable Acidity": {
        "min": 5,
        "typical": 6.8,
        "max": 9,
        "units": "g/L (as tartaric, to pH 8.2)"
      },
      "Malic Acid": {
        "min": 1.2,
        "typical": 2.5,
        "max": 4.5,
        "units": "g/L"
      },
      "Potassium": {
        "min": 1300,
        "typical": 1750,
        "max": 2300,
        "units": "mg/L"
      },
      "Tartaric Acid": {
        "min": 4.5,
        "typical": 5.5,
        "max": 7,
        "units": "g/L"
      },
      "YAN": {
        "min": 100,
        "typical": 200,
        "max": 350,
        "units": "mg N/L"
      },
      "NOPA": {
        "min": 70,
        "typical": 135,
        "max": 240,
        "units": "mg N/L (alpha-amino nitrogen)"
      },
      "Ammonia": {
        "min": 20,
        "typical": 65,
        "max": 140,
        "units": "mg N/L (ammonia expressed as N)"
      }
    },
    "windows": {
      "CA": {
        "start": [
          8,
          15
        ],
        "end": [
          9,
          30
        ]
      },
      "OR": {
        "start": [
          9,
          15
        ],
        "end": [
          10,
          15
        ]
      },
      "WA": {
        "start": [
          9,
          1
        ],
        "end": [
          9,
          30
        ]
      }
    },
    "avas": [
      "Los Carneros",
      "Russian River Valley",
      "Sonoma Coast",
      "Anderson Valley",
      "Sta. Rita Hills",
      "Santa Lucia Highlands",
      "Willamette Valley",
      "Dundee Hills",
      "Eola-Amity Hills"
    ]
  },
  {
    "varietal": "Cabernet Sauvignon",
    "color": "red",
    "ranges": {
      "Brix": {
        "min": 23.5,
        "typical": 25.8,
        "max": 28.5,
        "units": "°Brix"
      },
      "pH": {
        "min": 3.4,
        "typical": 3.65,
        "max": 3.95,
        "units": "pH units"
      },
      "Titratable Acidity": {
        "min": 4.5,
        "typical": 5.9,
        "max": 8,
        "units": "g/L (as tartaric, to pH 8.2)"
      },
      "Malic Acid": {
        "min": 0.8,
        "typical": 1.8,
        "max": 3.5,
        "units": "g/L"
      },
      "Potassium": {
        "min": 1600,
        "typical": 2050,
        "max": 2700,
        "units": "mg/L"
      },
      "Tartaric Acid": {
        "min": 4.5,
        "typical": 5.6,
        "max": 7.2,
        "units": "g/L"
      },
      "YAN": {
        "min": 80,
        "typical": 160,
        "max": 280,
        "units": "mg N/L"
      },
      "NOPA": {
        "min": 55,
        "typical": 110,
        "max": 190,
        "units": "mg N/L (alpha-amino nitrogen)"
      },
      "Ammonia": {
        "min": 15,
        "typical": 50,
        "max": 110,
        "units": "mg N/L (ammonia expressed as N)"
      }
    },
    "windows": {
      "CA": {
        "start": [
          9,
          15
        ],
        "end": [
          11,
          5
        ]
      },
      "OR": {
        "start": [
          10,
          1
        ],
        "end": [
          10,
          31
        ]
      },
      "WA": {
        "start": [
          9,
          25
        ],
        "end": [
          10,
          25
        ]
      }
    },
    "avas": [
      "Napa Valley",
      "Oakville",
      "Rutherford",
      "St. Helena",
      "Stags Leap District",
      "Howell Mountain",
      "Alexander Valley",
      "Paso Robles",
      "Red Mountain",
      "Walla Walla Valley",
      "Horse Heaven Hills"
    ]
  }
];

export const cabernetPhenolics: Record<string, SeedRange> = {
  "Anthocyanins": {
    "min": 250,
    "typical": 550,
    "max": 1000,
    "units": "mg/L (as malvidin-3-glucoside)"
  },
  "Polymeric Anthocyanins": {
    "min": 25,
    "typical": 70,
    "max": 160,
    "units": "mg/L"
  },
  "Catechin": {
    "min": 15,
    "typical": 45,
    "max": 100,
    "units": "mg/L"
  },
  "Tannin": {
    "min": 800,
    "typical": 1700,
    "max": 3200,
    "units": "mg/L (HPLC, as catechin/procyanidin equivalents)"
  },
  "PA Tannin": {
    "min": 450,
    "typical": 950,
    "max": 1800,
    "units": "mg/L (as catechin equivalents, protein precipitation)"
  },
  "Catechin:Tannin Ratio": {
    "min": 0.01,
    "typical": 0.027,
    "max": 0.06,
    "units": "ratio (catechin ÷ tannin)"
  }
};

export const avas: SeedAva[] = [
  {
    "name": "Napa Valley",
    "state": "CA",
    "counties": "Napa"
  },
  {
    "name": "Oakville",
    "state": "CA",
    "counties": "Napa"
  },
  {
    "name": "Rutherford",
    "state": "CA",
    "counties": "Napa"
  },
  {
    "name": "St. Helena",
    "state": "CA",
    "counties": "Napa"
  },
  {
    "name": "Stags Leap District",
    "state": "CA",
    "counties": "Napa"
  },
  {
    "name": "Howell Mountain",
    "state": "CA",
    "counties": "Napa"
  },
  {
    "name": "Los Carneros",
    "state": "CA",
    "counties": "Napa / Sonoma"
  },
  {
    "name": "Sonoma Coast",
    "state": "CA",
    "counties": "Sonoma"
  },
  {
    "name": "Russian River Valley",
    "state": "CA",
    "counties": "Sonoma"
  },
  {
    "name": "Alexander Valley",
    "state": "CA",
    "counties": "Sonoma"
  },
  {
    "name": "Dry Creek Valley",
    "state": "CA",
    "counties": "Sonoma"
  },
  {
    "name": "Sonoma Valley",
    "state": "CA",
    "counties": "Sonoma"
  },
  {
    "name": "Anderson Valley",
    "state": "CA",
    "counties": "Mendocino"
  },
  {
    "name": "Lodi",
    "state": "CA",
    "counties": "San Joaquin / Sacramento"
  },
  {
    "name": "Sierra Foothills",
    "state": "CA",
    "counties": "Amador / El Dorado / Calaveras and others"
  },
  {
    "name": "Santa Cruz Mountains",
    "state": "CA",
    "counties": "Santa Cruz / Santa Clara / San Mateo"
  },
  {
    "name": "Santa Lucia Highlands",
    "state": "CA",
    "counties": "Monterey"
  },
  {
    "name": "Paso Robles",
    "state": "CA",
    "counties": "San Luis Obispo"
  },
  {
    "name": "Edna Valley",
    "state": "CA",
    "counties": "San Luis Obispo"
  },
  {
    "name": "Sta. Rita Hills",
    "state": "CA",
    "counties": "Santa Barbara"
  },
  {
    "name": "Willamette Valley",
    "state": "OR",
    "counties": "Yamhill / Polk / Marion and others"
  },
  {
    "name": "Dundee Hills",
    "state": "OR",
    "counties": "Yamhill"
  },
  {
    "name": "Eola-Amity Hills",
    "state": "OR",
    "counties": "Polk / Marion"
  },
  {
    "name": "Yamhill-Carlton",
    "state": "OR",
    "counties": "Yamhill"
  },
  {
    "name": "Chehalem Mountains",
    "state": "OR",
    "counties": "Yamhill / Washington / Clackamas"
  },
  {
    "name": "Umpqua Valley",
    "state": "OR",
    "counties": "Douglas"
  },
  {
    "name": "Rogue Valley",
    "state": "OR",
    "counties": "Jackson / Josephine"
  },
  {
    "name": "Columbia Gorge",
    "state": "OR/WA",
    "counties": "Hood River / Wasco (OR); Klickitat / Skamania (WA)"
  },
  {
    "name": "Columbia Valley",
    "state": "WA/OR",
    "counties": "Multiple (central & eastern WA; northern OR)"
  },
  {
    "name": "Yakima Valley",
    "state": "WA",
    "counties": "Yakima / Benton"
  },
  {
    "name": "Red Mountain",
    "state": "WA",
    "counties": "Benton"
  },
  {
    "name": "Horse Heaven Hills",
    "state": "WA",
    "counties": "Benton / Klickitat / Yakima"
  },
  {
    "name": "Wahluke Slope",
    "state": "WA",
    "counties": "Grant"
  },
  {
    "name": "Walla Walla Valley",
    "state": "WA/OR",
    "counties": "Walla Walla (WA); Umatilla (OR)"
  }
];
