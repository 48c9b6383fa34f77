/**
 * The eight sampling supplies clients can order.
 * Generated once from the laboratory's domain reference data (fees, turnaround times, accreditation
 * flags, containers and every number marked illustrative there are demo values). Edit freely.
 */
import type { SeedSupply } from './types.ts';

export const supplies: SeedSupply[] = [
  {
    "key": "thermopod_envelopes",
    "name": "ThermoPod Insulated Shipping Envelopes",
    "subheading": "25 envelopes per pack (gel packs sold separately or supplied in harvest) · ships in 1–2 business days · no charge",
    "description": "Padded, foil-lined insulated mailers sized for up to six 50 mL juice tubes or two 125 mL bottles, with a slot for a frozen gel pack. Keep juice and berry samples cool during overnight courier or dropbox transit so fermentation and microbial growth do not skew Brix, malic acid or YAN results. Pre-freeze the gel pack for at least 12 h. Put tubes in the zip bag with absorbent pad, then into the envelope with the gel pack. Put the submission form in the outer sleeve; ship Mon–Thu for next-morning delivery. Up to 10 per order.",
    "packSize": "25 envelopes per pack (gel packs sold separately or supplied in harvest)"
  },
  {
    "key": "glutathione_sampling",
    "name": "Glutathione Sampling Kit",
    "subheading": "10 kits per box · ships in 2–3 business days (kits are dated; use within 6 months) · no charge",
    "description": "Single-use kit for juice glutathione (GSH) testing: a pre-dosed tube with an antioxidant/stabilising solution, a transfer pipette and a juice label. Juice must be stabilised as soon as it is pressed because glutathione oxidises within minutes of air exposure. Sample free-run juice straight from the press pan or tank valve. Fill to the 10 mL line, cap and invert 5 times. Freeze at once; ship frozen in a ThermoPod envelope. Up to 5 per order.",
    "packSize": "10 kits per box"
  },
  {
    "key": "sample_tubes",
    "name": "50 mL Sample Tubes",
    "subheading": "Bag of 50 tubes (sterile option: 25) · ships in 1–2 business days · no charge",
    "description": "Graduated 50 mL polypropylene screw-cap tubes (conical base) for juice, must and fermenting wine. Leak-tight for shipping; one tube is enough for the Juice Panel or most single chemistry tests. Sterile versions are used for PCR/microbiology samples. Fill to 45 mL max to leave headspace for expansion of fermenting samples. Write the sample ID on a juice or wine label, not on the cap. For microbiology use sterile tubes and do not rinse. Up to 20 per order.",
    "packSize": "bag of 50 tubes (sterile option: 25)"
  },
  {
    "key": "sample_bottles",
    "name": "Wine Sample Bottles",
    "subheading": "Case of 48 × 125 mL PET or 24 × 375 mL glass · ships in 1–2 business days · no charge",
    "description": "125 mL PET bottles with tamper-evident screw caps for finished or barrel wine, plus 375 mL glass bottles for tests needing a full sealed container (dissolved oxygen/CO2, sulfides, bottling panel, export certificates). Fill completely for oxygen- or sulfide-sensitive tests (no headspace). Chill red and white wines only if they will sit over 24 h before shipping. One bottle per sample ID; keep bottles upright. Up to 10 per order.",
    "packSize": "case of 48 × 125 mL PET or 24 × 375 mL glass"
  },
  {
    "key": "atmospheric_traps",
    "name": "Atmospheric Smoke Traps",
    "subheading": "Kit of 5 traps + 1 field blank, mounting clips, exposure log · ships in 3–5 business days; priority shipping during active fire events · $95 per kit",
    "description": "Passive sorbent-cartridge air samplers hung in the vineyard canopy during smoke events. They trap smoke volatile phenols (guaiacol, 4-methylguaiacol, syringol, cresols) from the air; the lab then measures them by GC-MS/MS to show which blocks were exposed and how heavily. Each kit has a sealed field blank. Open the foil pouch only when deploying; hang at fruit-zone height in the block centre. Record deployment and retrieval date/time and GPS position on the exposure log. Reseal in the original pouch after 3–7 days and return with the field blank, kept cool. Up to 4 per order.",
    "packSize": "kit of 5 traps + 1 field blank, mounting clips, exposure log"
  },
  {
    "key": "berry_sample_labels",
    "name": "Berry Sample Labels",
    "subheading": "Roll of 250 · ships in 1–2 business days · no charge",
    "description": "Water- and cold-resistant adhesive labels for berry and cluster bags. Fields: client, vineyard/block, varietal, clone/rootstock, date sampled, sampler, and tests requested (maturity, phenolics, smoke, agrochemical). Barcode for fast lab check-in. Fill in with a waterproof marker before the bag gets wet or cold. Stick the label on the bag, not on an inner liner. Scan the barcode in the client portal to pre-register the sample. Up to 5 per order.",
    "packSize": "roll of 250"
  },
  {
    "key": "juice_sample_labels",
    "name": "Juice Sample Labels",
    "subheading": "Roll of 500 · ships in 1–2 business days · no charge",
    "description": "Colour-coded labels sized for 50 mL tubes, for juice/must and fermentation samples. Fields: client, lot/tank ID, varietal, vineyard, crush date, temperature at sampling, tests requested. Barcode for check-in; resists condensation and freezing. Wrap the label around the tube body, not the cap. Use one label per tube; match the lot ID on the submission form. Frozen samples: label before freezing. Up to 5 per order.",
    "packSize": "roll of 500"
  },
  {
    "key": "wine_sample_labels",
    "name": "Wine Sample Labels",
    "subheading": "Roll of 500 · ships in 1–2 business days · no charge",
    "description": "Labels for bottles and tubes of finished, barrel or bottled wine. Fields: client, lot/barrel ID, vintage, varietal/blend, stage (barrel, tank, pre-bottling, bottled), and tests requested, including export-certificate destination. Barcode for check-in. For export certificates, include the exact label alcohol and the destination country. One label per container; do not cover the bottle's own label on finished goods. Scan the barcode in the client portal to attach the sample to an order. Up to 5 per order.",
    "packSize": "roll of 500"
  }
];
