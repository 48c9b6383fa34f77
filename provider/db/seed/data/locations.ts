/**
 * Laboratories and sample dropboxes (CA, OR, WA) with their opening hours (Pacific time).
 * Generated once from the laboratory's domain reference data (fees, turnaround times, accreditation
 * flags, containers and every number marked illustrative there are demo values). Edit freely.
 * `imageName` is a file in public/images/locations/dropboxes/ (document 1 §7); it is null because
 * we have no photographs of these places, and the pages show none rather than a broken image.
 */
import type { SeedLocation } from './types.ts';

export const locations: SeedLocation[] = [
  {
    "slug": "st-helena",
    "type": "primary_lab",
    "name": "St. Helena Main Laboratory",
    "state": "CA",
    "city": "St. Helena",
    "street_1": "899 Adams Street, Suite A",
    "postalCode": "94574",
    "country": "US",
    "phone": "(707) 963-4806",
    "latitude": 38.5052,
    "longitude": -122.4703,
    "imageName": null,
    "description": "Our main laboratory, in St. Helena since 1978. Samples are received Monday to Friday 8:00 AM to 6:30 PM; during harvest (mid-August to mid-November) we also receive samples Saturday 9:00 AM to 3:00 PM and Sunday 10:00 AM to 2:00 PM for drop-off and juice panels.",
    "securityCode": null,
    "accessDescription": null,
    "hours": [
      {
        "day": 0,
        "openTime": null,
        "closeTime": null
      },
      {
        "day": 1,
        "openTime": "08:00",
        "closeTime": "18:30"
      },
      {
        "day": 2,
        "openTime": "08:00",
        "closeTime": "18:30"
      },
      {
        "day": 3,
        "openTime": "08:00",
        "closeTime": "18:30"
      },
      {
        "day": 4,
        "openTime": "08:00",
        "closeTime": "18:30"
      },
      {
        "day": 5,
        "openTime": "08:00",
        "closeTime": "18:30"
      },
      {
        "day": 6,
        "openTime": null,
        "closeTime": null
      }
    ]
  },
  {
    "slug": "healdsburg",
    "type": "satellite_lab",
    "name": "Healdsburg Laboratory",
    "state": "CA",
    "city": "Healdsburg",
    "street_1": "1050 Grove Street, Suite C",
    "postalCode": "95448",
    "country": "US",
    "phone": "(707) 555-0148",
    "latitude": 38.6105,
    "longitude": -122.8692,
    "imageName": null,
    "description": "Sonoma County satellite lab (harvest juice analyses). Open Monday to Friday 8:00 AM to 5:30 PM, and Saturday 9:00 AM to 1:00 PM during harvest.",
    "securityCode": null,
    "accessDescription": null,
    "hours": [
      {
        "day": 0,
        "openTime": null,
        "closeTime": null
      },
      {
        "day": 1,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 2,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 3,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 4,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 5,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 6,
        "openTime": null,
        "closeTime": null
      }
    ]
  },
  {
    "slug": "paso-robles",
    "type": "satellite_lab",
    "name": "Paso Robles Laboratory",
    "state": "CA",
    "city": "Paso Robles",
    "street_1": "3220 Ramada Drive, Suite B",
    "postalCode": "93446",
    "country": "US",
    "phone": "(805) 555-0171",
    "latitude": 35.6266,
    "longitude": -120.691,
    "imageName": null,
    "description": "Central Coast satellite lab. Open Monday to Friday 8:00 AM to 5:30 PM, and Saturday 9:00 AM to 1:00 PM during harvest.",
    "securityCode": null,
    "accessDescription": null,
    "hours": [
      {
        "day": 0,
        "openTime": null,
        "closeTime": null
      },
      {
        "day": 1,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 2,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 3,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 4,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 5,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 6,
        "openTime": null,
        "closeTime": null
      }
    ]
  },
  {
    "slug": "newberg",
    "type": "satellite_lab",
    "name": "Newberg Laboratory",
    "state": "OR",
    "city": "Newberg",
    "street_1": "2100 Portland Road, Suite 4",
    "postalCode": "97132",
    "country": "US",
    "phone": "(503) 555-0126",
    "latitude": 45.3001,
    "longitude": -122.9732,
    "imageName": null,
    "description": "Willamette Valley satellite lab. Open Monday to Friday 8:00 AM to 5:30 PM, and Saturday 9:00 AM to 1:00 PM during harvest.",
    "securityCode": null,
    "accessDescription": null,
    "hours": [
      {
        "day": 0,
        "openTime": null,
        "closeTime": null
      },
      {
        "day": 1,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 2,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 3,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 4,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 5,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 6,
        "openTime": null,
        "closeTime": null
      }
    ]
  },
  {
    "slug": "walla-walla",
    "type": "satellite_lab",
    "name": "Walla Walla Laboratory",
    "state": "WA",
    "city": "Walla Walla",
    "street_1": "1325 Dell Avenue",
    "postalCode": "99362",
    "country": "US",
    "phone": "(509) 555-0193",
    "latitude": 46.0646,
    "longitude": -118.343,
    "imageName": null,
    "description": "Washington/Walla Walla satellite lab. Open Monday to Friday 8:00 AM to 5:30 PM, and Saturday 9:00 AM to 1:00 PM during harvest.",
    "securityCode": null,
    "accessDescription": null,
    "hours": [
      {
        "day": 0,
        "openTime": null,
        "closeTime": null
      },
      {
        "day": 1,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 2,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 3,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 4,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 5,
        "openTime": "08:00",
        "closeTime": "17:30"
      },
      {
        "day": 6,
        "openTime": null,
        "closeTime": null
      }
    ]
  },
  {
    "slug": "dropbox-napa-ca",
    "type": "dropbox",
    "name": "Napa Dropbox",
    "state": "CA",
    "city": "Napa",
    "street_1": "1040 Soscol Avenue",
    "postalCode": "94559",
    "country": "US",
    "phone": null,
    "latitude": 38.2975,
    "longitude": -122.2869,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Napa Valley Wine Supply, serving Napa Valley. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "6060",
    "accessDescription": "The dropbox is outside Napa Valley Wine Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-calistoga-ca",
    "type": "dropbox",
    "name": "Calistoga Dropbox",
    "state": "CA",
    "city": "Calistoga",
    "street_1": "1455 Lincoln Avenue",
    "postalCode": "94515",
    "country": "US",
    "phone": null,
    "latitude": 38.5788,
    "longitude": -122.5797,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Calistoga Cellar Services, serving Napa Valley. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "4377",
    "accessDescription": "The dropbox is outside Calistoga Cellar Services, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-sonoma-ca",
    "type": "dropbox",
    "name": "Sonoma Dropbox",
    "state": "CA",
    "city": "Sonoma",
    "street_1": "21800 Eighth Street East",
    "postalCode": "95476",
    "country": "US",
    "phone": null,
    "latitude": 38.2919,
    "longitude": -122.458,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Carneros Winery Supply, serving Sonoma Valley / Carneros. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "5700",
    "accessDescription": "The dropbox is outside Carneros Winery Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-santa-rosa-ca",
    "type": "dropbox",
    "name": "Santa Rosa Dropbox",
    "state": "CA",
    "city": "Santa Rosa",
    "street_1": "3575 Industrial Drive",
    "postalCode": "95403",
    "country": "US",
    "phone": null,
    "latitude": 38.4405,
    "longitude": -122.7141,
    "imageName": null,
    "description": "Refrigerated sample dropbox at North Coast Lab Depot, serving Russian River Valley / Sonoma Coast. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "6537",
    "accessDescription": "The dropbox is outside North Coast Lab Depot, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-geyserville-ca",
    "type": "dropbox",
    "name": "Geyserville Dropbox",
    "state": "CA",
    "city": "Geyserville",
    "street_1": "21025 Geyserville Avenue",
    "postalCode": "95441",
    "country": "US",
    "phone": null,
    "latitude": 38.7077,
    "longitude": -122.9042,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Alexander Valley Grange, serving Alexander Valley / Dry Creek Valley. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "1740",
    "accessDescription": "The dropbox is outside Alexander Valley Grange, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-ukiah-ca",
    "type": "dropbox",
    "name": "Ukiah Dropbox",
    "state": "CA",
    "city": "Ukiah",
    "street_1": "1280 Airport Park Boulevard",
    "postalCode": "95482",
    "country": "US",
    "phone": null,
    "latitude": 39.1502,
    "longitude": -123.2078,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Mendocino Crush Services, serving Mendocino. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "3297",
    "accessDescription": "The dropbox is outside Mendocino Crush Services, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-lodi-ca",
    "type": "dropbox",
    "name": "Lodi Dropbox",
    "state": "CA",
    "city": "Lodi",
    "street_1": "1250 East Victor Road",
    "postalCode": "95240",
    "country": "US",
    "phone": null,
    "latitude": 38.1302,
    "longitude": -121.2724,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Lodi Winegrape Services, serving Lodi. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "3180",
    "accessDescription": "The dropbox is outside Lodi Winegrape Services, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-plymouth-ca",
    "type": "dropbox",
    "name": "Plymouth Dropbox",
    "state": "CA",
    "city": "Plymouth",
    "street_1": "18101 Highway 49",
    "postalCode": "95669",
    "country": "US",
    "phone": null,
    "latitude": 38.4819,
    "longitude": -120.8447,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Amador Vintners Supply, serving Sierra Foothills (Amador). Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "3657",
    "accessDescription": "The dropbox is outside Amador Vintners Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-livermore-ca",
    "type": "dropbox",
    "name": "Livermore Dropbox",
    "state": "CA",
    "city": "Livermore",
    "street_1": "2200 Research Drive",
    "postalCode": "94550",
    "country": "US",
    "phone": null,
    "latitude": 37.6819,
    "longitude": -121.768,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Livermore Valley Winery Supply, serving Livermore Valley. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "1020",
    "accessDescription": "The dropbox is outside Livermore Valley Winery Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-soledad-ca",
    "type": "dropbox",
    "name": "Soledad Dropbox",
    "state": "CA",
    "city": "Soledad",
    "street_1": "870 Front Street",
    "postalCode": "93960",
    "country": "US",
    "phone": null,
    "latitude": 36.4247,
    "longitude": -121.3263,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Santa Lucia Vineyard Services, serving Monterey / Santa Lucia Highlands. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "7617",
    "accessDescription": "The dropbox is outside Santa Lucia Vineyard Services, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-templeton-ca",
    "type": "dropbox",
    "name": "Templeton Dropbox",
    "state": "CA",
    "city": "Templeton",
    "street_1": "1150 Las Tablas Road",
    "postalCode": "93465",
    "country": "US",
    "phone": null,
    "latitude": 35.5497,
    "longitude": -120.706,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Paso Robles Cellar Supply, serving Paso Robles. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "4260",
    "accessDescription": "The dropbox is outside Paso Robles Cellar Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-san-luis-obispo-ca",
    "type": "dropbox",
    "name": "San Luis Obispo Dropbox",
    "state": "CA",
    "city": "San Luis Obispo",
    "street_1": "3450 Broad Street",
    "postalCode": "93401",
    "country": "US",
    "phone": null,
    "latitude": 35.2828,
    "longitude": -120.6596,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Edna Valley Crush Pad, serving Edna Valley / Arroyo Grande. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "6177",
    "accessDescription": "The dropbox is outside Edna Valley Crush Pad, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-buellton-ca",
    "type": "dropbox",
    "name": "Buellton Dropbox",
    "state": "CA",
    "city": "Buellton",
    "street_1": "175 Industrial Way",
    "postalCode": "93427",
    "country": "US",
    "phone": null,
    "latitude": 34.6136,
    "longitude": -120.1927,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Santa Ynez Valley Winery Supply, serving Sta. Rita Hills / Santa Ynez Valley. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "3900",
    "accessDescription": "The dropbox is outside Santa Ynez Valley Winery Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-mcminnville-or",
    "type": "dropbox",
    "name": "McMinnville Dropbox",
    "state": "OR",
    "city": "McMinnville",
    "street_1": "801 NE Alpine Avenue",
    "postalCode": "97128",
    "country": "US",
    "phone": null,
    "latitude": 45.2101,
    "longitude": -123.1987,
    "imageName": null,
    "description": "Refrigerated sample dropbox at McMinnville Wine Works, serving Willamette Valley (McMinnville / Eola-Amity). Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "8337",
    "accessDescription": "The dropbox is outside McMinnville Wine Works, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-dundee-or",
    "type": "dropbox",
    "name": "Dundee Dropbox",
    "state": "OR",
    "city": "Dundee",
    "street_1": "1180 Highway 99W",
    "postalCode": "97115",
    "country": "US",
    "phone": null,
    "latitude": 45.2782,
    "longitude": -123.0101,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Dundee Hills Cellar Supply, serving Dundee Hills. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "8940",
    "accessDescription": "The dropbox is outside Dundee Hills Cellar Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-salem-or",
    "type": "dropbox",
    "name": "Salem Dropbox",
    "state": "OR",
    "city": "Salem",
    "street_1": "2455 Turner Road SE",
    "postalCode": "97301",
    "country": "US",
    "phone": null,
    "latitude": 44.9429,
    "longitude": -123.0351,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Mid-Valley Vineyard Services, serving Willamette Valley (south). Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "5097",
    "accessDescription": "The dropbox is outside Mid-Valley Vineyard Services, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-roseburg-or",
    "type": "dropbox",
    "name": "Roseburg Dropbox",
    "state": "OR",
    "city": "Roseburg",
    "street_1": "1840 NE Stephens Street",
    "postalCode": "97470",
    "country": "US",
    "phone": null,
    "latitude": 43.2165,
    "longitude": -123.3417,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Umpqua Winegrowers Supply, serving Umpqua Valley. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "1380",
    "accessDescription": "The dropbox is outside Umpqua Winegrowers Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-medford-or",
    "type": "dropbox",
    "name": "Medford Dropbox",
    "state": "OR",
    "city": "Medford",
    "street_1": "3550 Table Rock Road",
    "postalCode": "97501",
    "country": "US",
    "phone": null,
    "latitude": 42.3265,
    "longitude": -122.8756,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Rogue Valley Crush Services, serving Rogue Valley. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "5457",
    "accessDescription": "The dropbox is outside Rogue Valley Crush Services, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-hood-river-or",
    "type": "dropbox",
    "name": "Hood River Dropbox",
    "state": "OR",
    "city": "Hood River",
    "street_1": "1250 Eighth Street",
    "postalCode": "97031",
    "country": "US",
    "phone": null,
    "latitude": 45.7054,
    "longitude": -121.5215,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Gorge Winery Supply, serving Columbia Gorge. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "8220",
    "accessDescription": "The dropbox is outside Gorge Winery Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-prosser-wa",
    "type": "dropbox",
    "name": "Prosser Dropbox",
    "state": "WA",
    "city": "Prosser",
    "street_1": "2880 Lee Road",
    "postalCode": "99350",
    "country": "US",
    "phone": null,
    "latitude": 46.2068,
    "longitude": -119.7689,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Yakima Valley Vintners Supply, serving Yakima Valley / Horse Heaven Hills. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "9417",
    "accessDescription": "The dropbox is outside Yakima Valley Vintners Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-benton-city-wa",
    "type": "dropbox",
    "name": "Benton City Dropbox",
    "state": "WA",
    "city": "Benton City",
    "street_1": "53205 N Sunset Road",
    "postalCode": "99320",
    "country": "US",
    "phone": null,
    "latitude": 46.2632,
    "longitude": -119.4878,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Red Mountain Cellar Services, serving Red Mountain. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "2460",
    "accessDescription": "The dropbox is outside Red Mountain Cellar Services, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-richland-wa",
    "type": "dropbox",
    "name": "Richland Dropbox",
    "state": "WA",
    "city": "Richland",
    "street_1": "2705 Saint Andrews Loop",
    "postalCode": "99352",
    "country": "US",
    "phone": null,
    "latitude": 46.2857,
    "longitude": -119.2845,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Tri-Cities Wine Depot, serving Columbia Valley (Tri-Cities). Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "7977",
    "accessDescription": "The dropbox is outside Tri-Cities Wine Depot, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-zillah-wa",
    "type": "dropbox",
    "name": "Zillah Dropbox",
    "state": "WA",
    "city": "Zillah",
    "street_1": "500 First Avenue",
    "postalCode": "98953",
    "country": "US",
    "phone": null,
    "latitude": 46.4021,
    "longitude": -120.262,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Rattlesnake Hills Vineyard Supply, serving Yakima Valley (Rattlesnake Hills). Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "2100",
    "accessDescription": "The dropbox is outside Rattlesnake Hills Vineyard Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  },
  {
    "slug": "dropbox-woodinville-wa",
    "type": "dropbox",
    "name": "Woodinville Dropbox",
    "state": "WA",
    "city": "Woodinville",
    "street_1": "19501 144th Avenue NE",
    "postalCode": "98072",
    "country": "US",
    "phone": null,
    "latitude": 47.7543,
    "longitude": -122.1635,
    "imageName": null,
    "description": "Refrigerated sample dropbox at Woodinville Warehouse District Supply, serving Woodinville winery district. Courier pickup Monday to Friday around 3:30 PM; Monday to Saturday during harvest, with a second 11:00 AM weekday pickup in peak weeks.",
    "securityCode": "1137",
    "accessDescription": "The dropbox is outside Woodinville Warehouse District Supply, to the right of the loading dock. Enter the security code on the keypad, place samples upright in the refrigerated bins with a completed submission form, and close the lid firmly. Available 24 hours a day, 7 days a week.",
    "hours": [
      {
        "day": 0,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 1,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 2,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 3,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 4,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 5,
        "openTime": "00:00",
        "closeTime": "23:59"
      },
      {
        "day": 6,
        "openTime": "00:00",
        "closeTime": "23:59"
      }
    ]
  }
];
