/**
 * The publications library: technical notes and guides, with their categories, related analyses
 * (by analysis code) and related publications (by key). Review dates are days before the seed date.
 */

export const publicationCategories: { id: number; name: string }[] = [
  { id: 1, name: 'Harvest & Vineyard' },
  { id: 2, name: 'Fermentation & Winemaking' },
  { id: 3, name: 'Smoke Exposure' },
  { id: 4, name: 'Microbiology' },
  { id: 5, name: 'Bottling & Stability' },
  { id: 6, name: 'Export & Compliance' },
  { id: 7, name: 'Beer & Spirits' },
];

export interface SeedPublication {
  key: string;
  title: string;
  description: string;
  content: string;
  categoryId: number;
  versionNumber: string;
  /** days before the seed date */
  reviewedDaysAgo: number;
  /** days between first publication and the last review */
  ageDays: number;
  analyses: string[];
  related: string[];
}

const html = (...parts: string[]) => parts.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('\n');

export const publications: SeedPublication[] = [
  {
    key: 'juice-panel', title: 'Reading Your Juice Panel', categoryId: 1, versionNumber: '3.2', reviewedDaysAgo: 95, ageDays: 2400,
    description: 'What each number on a harvest juice panel tells you, and which adjustments it points to before fermentation starts.',
    content: html(
      'The juice panel is the first full chemical picture of a lot. Brix and glucose + fructose set the potential alcohol; pH, titratable acidity, malic and tartaric acids and potassium describe the acid balance; and the nitrogen measures tell you whether the yeast will have enough to eat.',
      '<h2>Sugar</h2>', 'Brix measured by density includes non-sugar solids, so glucose + fructose by enzymatic analysis is the better predictor of alcohol. Expect roughly 0.55–0.60% alcohol per 10 g/L of fermentable sugar, depending on yeast and temperature.',
      '<h2>Acids and pH</h2>', 'High potassium raises pH and limits the effect of tartaric additions. When malic acid is high, remember that malolactic fermentation will lower titratable acidity and raise pH further.',
      '<h2>Nitrogen</h2>', 'Yeast assimilable nitrogen is the sum of ammonia and alpha-amino (NOPA) nitrogen. Musts below about 150 mg N/L, or high-Brix musts below 200 mg N/L, are at risk of sluggish fermentation and hydrogen sulfide; split nutrient additions between inoculation and one-third sugar depletion.',
    ),
    analyses: ['J-100', 'J-110', 'J-104', 'J-107'], related: ['maturity-sampling', 'yan-management'],
  },
  {
    key: 'maturity-sampling', title: 'Sampling Grapes for Maturity Monitoring', categoryId: 1, versionNumber: '2.0', reviewedDaysAgo: 400, ageDays: 2900,
    description: 'How to collect a berry sample that represents the block, and why sampling error is usually larger than analytical error.',
    content: html(
      'A maturity result is only as good as the sample behind it. Differences between vines, clusters and berries are large, and a handful of berries from the end of a row can easily be a full Brix away from the block average.',
      '<h2>A 200-berry sample</h2>', 'Walk a zig-zag through the block and collect single berries from both sides of the row, from the shoulders, middle and tips of clusters, and from exposed and shaded fruit. Avoid end rows, diseased vines and second crop.',
      '<h2>Handling</h2>', 'Keep the bag cool and deliver it the same day. Crushing berries in the field and sending juice changes the result: skins and seeds release potassium and phenolics during the time before analysis.',
      'Repeat the sampling weekly from veraison, then every few days as harvest approaches, and plot the results against previous vintages in the Vintage Portal.',
    ),
    analyses: ['J-101', 'J-102', 'J-114'], related: ['juice-panel', 'phenolic-ripeness'],
  },
  {
    key: 'phenolic-ripeness', title: 'Phenolic Ripeness: Beyond Brix', categoryId: 1, versionNumber: '1.4', reviewedDaysAgo: 640, ageDays: 2100,
    description: 'Using HPLC phenolic profiles of grapes to judge skin and seed maturity and to plan extraction.',
    content: html(
      'Sugar and acid tell only part of the ripeness story. Anthocyanins accumulate and then plateau, seed tannins decline in extractability as seeds brown, and the catechin to tannin ratio hints at how much bitter seed material a long maceration will release.',
      'Our grape phenolic panel extracts berries under standard conditions and measures anthocyanins, catechin, epicatechin, tannin and quercetin glycosides by HPLC. Tracked weekly, the profile shows when colour has peaked and whether seeds are ready for extended maceration.',
      'Use the results with tasting, not instead of it: phenolic numbers are most useful when compared with your own history for the same block.',
    ),
    analyses: ['J-114', 'W-228', 'W-229'], related: ['maturity-sampling', 'red-phenolics'],
  },
  {
    key: 'yan-management', title: 'Managing Yeast Nitrogen', categoryId: 2, versionNumber: '2.3', reviewedDaysAgo: 180, ageDays: 2600,
    description: 'Nitrogen requirements of wine yeast, how to measure them, and how to plan nutrient additions.',
    content: html(
      'Yeast need nitrogen to build biomass and keep fermenting as alcohol rises. When assimilable nitrogen runs short, fermentations slow, stick or produce hydrogen sulfide.',
      '<h2>Measuring</h2>', 'YAN is the sum of ammonia and primary amino nitrogen (NOPA). Proline, the most abundant amino acid in grape juice, is not used by yeast under fermentation conditions and is not included.',
      '<h2>Targets</h2>', 'Targets rise with sugar: around 150 mg N/L for 21 Brix musts and 250 mg N/L or more above 25 Brix. Organic nitrogen sources are generally better tolerated than diammonium phosphate, which should not be added after one-third sugar depletion.',
    ),
    analyses: ['J-110', 'J-100', 'W-207'], related: ['juice-panel', 'stuck-fermentation'],
  },
  {
    key: 'stuck-fermentation', title: 'Troubleshooting a Stuck Fermentation', categoryId: 2, versionNumber: '2.1', reviewedDaysAgo: 260, ageDays: 2500,
    description: 'A step-by-step approach to diagnosing and restarting a fermentation that has slowed or stopped.',
    content: html(
      'Fermentations stop for a handful of reasons: too little nitrogen, too much alcohol for the strain, temperature shocks, competing microorganisms, or inhibitory compounds such as fungicide residues.',
      '<h2>Measure first</h2>', 'Our stuck fermentation panel reports glucose and fructose separately, alcohol, volatile acidity, yeast viability and a PCR screen for spoilage organisms. A high fructose to glucose ratio is typical late in fermentation and requires a fructophilic restart strain.',
      '<h2>Restart</h2>', 'Rack off gross lees, adjust free SO2 only if bacteria are a threat, build a restart culture gradually acclimatised to alcohol, and keep the wine warm. Monitor sugar and volatile acidity every day until the wine is dry.',
    ),
    analyses: ['W-208', 'W-207', 'M-300', 'W-203'], related: ['yan-management', 'scorpions'],
  },
  {
    key: 'malolactic', title: 'Monitoring Malolactic Fermentation', categoryId: 2, versionNumber: '1.8', reviewedDaysAgo: 520, ageDays: 2200,
    description: 'When to test, what "complete" means, and how to protect wine once malic acid is gone.',
    content: html(
      'Malolactic fermentation converts malic acid to lactic acid, softening acidity and adding microbial stability once it is complete. Monitoring prevents both stuck MLF and spoilage by unwanted bacteria.',
      'Enzymatic L-malic acid is the reference measure. Most wineries consider MLF complete below 0.30 g/L; some use 0.10 g/L for wines that will not be sterile-filtered. Measure L-lactic acid at the same time to confirm the conversion.',
      'Once complete, add SO2 promptly, top the barrels and keep the cellar cool. A Scorpions panel identifies Oenococcus, Lactobacillus and Pediococcus populations if the fermentation behaves unusually.',
    ),
    analyses: ['W-206', 'M-300', 'W-204'], related: ['scorpions', 'so2-management'],
  },
  {
    key: 'so2-management', title: 'Free, Total and Molecular SO2', categoryId: 5, versionNumber: '3.0', reviewedDaysAgo: 60, ageDays: 2800,
    description: 'How sulfur dioxide protects wine, why pH matters so much, and how to set additions from lab results.',
    content: html(
      'Only the molecular form of SO2 is strongly antimicrobial, and its share of the free SO2 falls tenfold for each unit rise in pH. A wine at pH 3.8 needs about twice the free SO2 of a wine at pH 3.5 for the same protection.',
      'Aeration-oxidation remains the reference method for free and total SO2. We report molecular SO2 calculated from free SO2 and pH, so you can set additions directly against a 0.5–0.8 mg/L target.',
      'Total SO2 matters for labels and export limits: most destinations set limits between 150 and 350 mg/L depending on residual sugar and colour.',
    ),
    analyses: ['W-204', 'W-217', 'EX-604'], related: ['bottling-panel', 'malolactic'],
  },
  {
    key: 'bottling-panel', title: 'Before You Bottle: The Pre-Bottling Checklist', categoryId: 5, versionNumber: '2.6', reviewedDaysAgo: 120, ageDays: 2700,
    description: 'The analyses that protect a wine through bottling and the months on the shelf that follow.',
    content: html(
      'Bottling is the last chance to correct a wine. A bottling panel checks alcohol for the label, acidity and pH, volatile acidity, free and molecular SO2, residual sugar and malic acid, dissolved oxygen and CO2 and turbidity in a single submission.',
      '<h2>Stability</h2>', 'Run heat and cold stability tests on the final blend after fining and before filtration. Residual sugar above 1 g/L or malic acid above 0.3 g/L calls for sterile filtration and a sterility check on the first bottles.',
      '<h2>Oxygen</h2>', 'Dissolved oxygen picked up during transfers and filling is consumed by free SO2 within weeks. Measure it in the tank and again in bottles taken from the start, middle and end of the run.',
    ),
    analyses: ['W-217', 'W-215', 'W-216', 'M-304', 'W-211'], related: ['so2-management', 'heat-stability'],
  },
  {
    key: 'heat-stability', title: 'Protein Stability and Bentonite Trials', categoryId: 5, versionNumber: '1.5', reviewedDaysAgo: 730, ageDays: 1900,
    description: 'Predicting protein haze in white and rosé wines and finding the smallest effective bentonite addition.',
    content: html(
      'Thaumatin-like proteins and chitinases from the grape survive fermentation and can form a haze when bottled wine warms up. Heat stability tests accelerate that process in the lab.',
      'Our heat stability test measures the rise in turbidity after heating; a bentonite trial adds increasing doses to find the lowest rate that passes. Measuring the unstable proteins by ELISA in juice lets you plan bentonite needs before fermentation.',
    ),
    analyses: ['W-215', 'J-112', 'W-213'], related: ['bottling-panel'],
  },
  {
    key: 'smoke-sampling', title: 'Sampling Grapes After Smoke Exposure', categoryId: 3, versionNumber: '4.1', reviewedDaysAgo: 30, ageDays: 2200,
    description: 'How and when to sample vineyards after a fire so smoke-marker results represent the fruit you will pick.',
    content: html(
      'Smoke markers are not spread evenly through a vineyard. Blocks closer to the fire, on exposed slopes or with a thin canopy can differ widely from their neighbours.',
      '<h2>When</h2>', 'Volatile phenols and their glycosides keep accumulating in the berry after exposure. Sample about a week before the expected harvest date for the most useful result; earlier samples can underestimate the final levels.',
      '<h2>How</h2>', 'Collect at least 500 berries or 1 kg of clusters per block, from both sides of the row and all parts of the cluster. Keep samples cold but not frozen and ship them in an insulated envelope with the Smoke Sample Submission Form.',
    ),
    analyses: ['SM-403', 'SM-400', 'SM-401', 'SM-405'], related: ['smoke-background', 'smoke-winemaking'],
  },
  {
    key: 'smoke-background', title: 'Smoke Markers and Natural Background Levels', categoryId: 3, versionNumber: '2.2', reviewedDaysAgo: 75, ageDays: 1400,
    description: 'Why a detected smoke marker is not the same as smoke exposure, and how varietal baselines help interpret results.',
    content: html(
      'Guaiacol, cresols and syringol occur naturally in grapes at low levels, and some varietals carry more than others. A result therefore has to be judged against what unexposed fruit of the same varietal contains.',
      'Background databases of non-exposed grapes, such as the Australian Wine Research Institute database and the California data collected since 2021 with grower associations, describe those levels as 95th and 99th percentiles. A result above the 99th percentile is strong evidence of exposure; a result between the two calls for caution and more data.',
      'The Smoke Impact Report in the client portal plots each marker in your sample against these percentiles for the varietal you choose.',
    ),
    analyses: ['SM-403', 'SM-402', 'SM-404'], related: ['smoke-sampling', 'smoke-winemaking'],
  },
  {
    key: 'smoke-winemaking', title: 'Winemaking Options for Smoke-Affected Fruit', categoryId: 3, versionNumber: '1.3', reviewedDaysAgo: 300, ageDays: 1200,
    description: 'Harvest, pressing and cellar strategies that limit the extraction of smoke compounds.',
    content: html(
      'Most smoke compounds sit in the skins, bound to sugars. Anything that limits skin contact limits extraction: hand harvesting, whole-cluster pressing at low pressure, separating press fractions and keeping fruit cold.',
      'For red wines, shorter macerations and cooler fermentation temperatures reduce extraction. Treatments such as reverse osmosis with adsorbent columns or activated carbon can remove free volatile phenols, but the bound glycosides remain and may release aroma later.',
      'Test press fractions and finished wines with the free and glycosylated marker panels to follow the effect of each decision.',
    ),
    analyses: ['SM-400', 'SM-401', 'W-232'], related: ['smoke-background'],
  },
  {
    key: 'scorpions', title: 'Scorpions™ PCR: Finding Spoilage Before It Finds You', categoryId: 4, versionNumber: '3.4', reviewedDaysAgo: 210, ageDays: 3300,
    description: 'How real-time PCR detects and counts wine microorganisms in a day, and how to use the results.',
    content: html(
      'Traditional plating takes a week and misses organisms that are alive but not growing on the plate. Real-time PCR detects the DNA of each species directly in the wine, with results the next day.',
      'Our wine panel counts Brettanomyces, Zygosaccharomyces, Saccharomyces, Oenococcus, Lactobacillus, Pediococcus and acetic acid bacteria, plus total yeast and bacteria. Populations above a few hundred cells/mL of Brettanomyces in a red wine in barrel call for SO2 adjustment and closer monitoring.',
      'Screen juice at crush, wines after MLF and before bottling, and any lot that shows an unexpected rise in volatile acidity.',
    ),
    analyses: ['M-300', 'J-115', 'M-301'], related: ['brett', 'malolactic'],
  },
  {
    key: 'brett', title: 'Brettanomyces and Volatile Phenols', categoryId: 4, versionNumber: '2.5', reviewedDaysAgo: 455, ageDays: 3000,
    description: 'Linking Brettanomyces populations to 4-ethylphenol and 4-ethylguaiacol, and setting action levels.',
    content: html(
      'Brettanomyces converts hydroxycinnamic acids to 4-ethylphenol and 4-ethylguaiacol, the compounds behind barnyard and medicinal aromas. Their combined sensory threshold is around 400 µg/L, lower in light-bodied reds.',
      'Measure both the organism (PCR) and its products (GC-MS): a rising 4-ethylphenol with a low population suggests past activity, while a large population with low phenols warns of problems ahead.',
    ),
    analyses: ['W-223', 'M-301', 'M-300'], related: ['scorpions'],
  },
  {
    key: 'cork-taint', title: 'TCA and Other Haloanisoles', categoryId: 5, versionNumber: '1.9', reviewedDaysAgo: 860, ageDays: 3100,
    description: 'Sources of musty taints in wineries and how to screen corks, water and wine.',
    content: html(
      '2,4,6-trichloroanisole is detectable by many tasters at 2–4 ng/L. It and its cousins TeCA, TBA and PCA come from corks, but also from wooden structures, pallets, hoses and water treated with chlorine.',
      'Screen incoming cork lots with a releasable TCA soak test, test winery water that has been in contact with treated wood or chlorinated systems, and analyse any suspect wine by SPME GC-MS/MS before blending.',
    ),
    analyses: ['W-225', 'CK-700', 'WA-901'], related: ['bottling-panel'],
  },
  {
    key: 'red-phenolics', title: 'Red Wine Phenolics: Colour, Tannin and Ageing', categoryId: 2, versionNumber: '1.7', reviewedDaysAgo: 580, ageDays: 2000,
    description: 'Interpreting the HPLC red wine phenolic panel through maceration, pressing and élevage.',
    content: html(
      'Monomeric anthocyanins peak early in maceration and then decline as they combine with tannins into polymeric pigments, which give stable colour. Tracking anthocyanins, polymeric anthocyanins and tannin helps decide when to press and how a wine will age.',
      'A catechin to tannin ratio well above the norm for the varietal points to a large seed contribution, common with under-ripe seeds or long extended maceration.',
    ),
    analyses: ['W-228', 'W-229', 'W-214', 'W-230'], related: ['phenolic-ripeness'],
  },
  {
    key: 'eu-export', title: 'Exporting Wine to the European Union', categoryId: 6, versionNumber: '2.0', reviewedDaysAgo: 150, ageDays: 2500,
    description: 'The VI-1 document, the self-certification option for US wineries, and the analyses behind them.',
    content: html(
      'Wine imported into the EU must travel with a VI-1 document. The long form requires an analysis by a recognised laboratory of total and actual alcoholic strength, total dry extract, total acidity, volatile acidity, citric acid and total sulfur dioxide.',
      'Under the 2006 US–EC wine agreement, wineries registered with TTB may instead self-certify using a simplified form. Importers often still ask for an analysis to support it.',
      'Our EU export panel reports all VI-1 parameters plus residual sugar on one certificate.',
    ),
    analyses: ['EX-600', 'W-201', 'W-204'], related: ['canada-export', 'asia-export'],
  },
  {
    key: 'canada-export', title: 'Certificates of Analysis for Canadian Liquor Boards', categoryId: 6, versionNumber: '1.6', reviewedDaysAgo: 340, ageDays: 1800,
    description: 'What provincial liquor boards require, including metals, ethyl carbamate and pesticides.',
    content: html(
      'Canadian provincial liquor boards test every new product listing. Their certificate of analysis covers alcohol, free and total SO2, sugar, sorbic acid, volatile acidity, ethyl carbamate, arsenic, lead, copper and a pesticide screen.',
      'Submitting a complete certificate from an accredited laboratory with the listing shortens the approval process and avoids failed lots in the board\'s own laboratory.',
    ),
    analyses: ['EX-603', 'AG-500', 'W-221', 'W-219'], related: ['eu-export', 'pesticides'],
  },
  {
    key: 'asia-export', title: 'Export Requirements in Asia', categoryId: 6, versionNumber: '1.2', reviewedDaysAgo: 700, ageDays: 1500,
    description: 'China, Japan, Korea and Taiwan: the analyses importers and authorities ask for.',
    content: html(
      'Requirements differ widely across Asian markets. China asks for alcohol, sugar, dry extract, volatile acidity, SO2, methanol, copper, lead and sorbic acid. Japan focuses on SO2 and sorbic acid limits expressed per kilogram. Korea and Taiwan add methanol, lead, preservatives and, for Korea, ochratoxin A and ethyl carbamate.',
      'Choose the destination on the Exporting page of the catalogue to see the current list of analyses, and allow a week for the full panel.',
    ),
    analyses: ['EX-602', 'EX-604', 'EX-605'], related: ['eu-export'],
  },
  {
    key: 'pesticides', title: 'Agrochemical Residues in Grapes and Wine', categoryId: 6, versionNumber: '1.1', reviewedDaysAgo: 220, ageDays: 900,
    description: 'What a multi-residue screen covers, how results compare with tolerances and MRLs, and what it does not cover.',
    content: html(
      'Our agrochemical screen uses QuEChERS extraction with LC-MS/MS and GC-MS/MS to look for about 170 active ingredients used in vineyards: fungicides, insecticides, acaricides, herbicides and growth regulators.',
      'Results are reported against US EPA tolerances and the maximum residue limits of key export markets. Where an export market has no specific MRL, the EU applies a default of 0.01 mg/kg.',
      'Very polar compounds such as glyphosate, glufosinate and fosetyl need separate single-residue methods and are not part of the multi-residue screen.',
    ),
    analyses: ['AG-500', 'AG-501'], related: ['canada-export'],
  },
  {
    key: 'soil-health', title: 'Soil and Vine Nutrition Testing', categoryId: 1, versionNumber: '1.0', reviewedDaysAgo: 1100, ageDays: 1100,
    description: 'Pairing soil and petiole analyses to manage vine nutrition through the season.',
    content: html(
      'Soil tests describe what is available in the root zone; petiole and leaf tests describe what the vine actually took up. Together they guide fertiliser and cover-crop decisions.',
      'Sample petioles at bloom from leaves opposite the first cluster, and soil in the dormant season at two depths. Compare results with the same blocks in previous years rather than with generic sufficiency ranges alone.',
    ),
    analyses: ['V-800', 'V-801', 'WA-900'], related: ['maturity-sampling'],
  },
  {
    key: 'beer-qc', title: 'Quality Control for Craft Breweries', categoryId: 7, versionNumber: '1.3', reviewedDaysAgo: 410, ageDays: 1600,
    description: 'The measurements that keep a beer consistent from batch to batch and fresh in the package.',
    content: html(
      'Consistency is what brings drinkers back. Track original and real extract, alcohol, bitterness, colour and pH for every batch, and check diacetyl before the beer leaves the fermenter.',
      'In the package, total package oxygen predicts staling more than any other number; aim for under 100 ppb in cans and bottles. A spoilage PCR panel screens for hop-resistant lactic bacteria and diastaticus yeast, both of which can over-carbonate packaged beer.',
    ),
    analyses: ['BR-100', 'BR-104', 'BR-107', 'BR-106'], related: ['spirits-labeling'],
  },
  {
    key: 'spirits-labeling', title: 'Proof, Obscuration and Spirits Labels', categoryId: 7, versionNumber: '1.1', reviewedDaysAgo: 980, ageDays: 1300,
    description: 'How proof is measured and corrected for dissolved solids, and what TTB expects on the label.',
    content: html(
      'Label proof must fall within a narrow tolerance of the true value. Sugar, colour and other dissolved solids make a hydrometer read low; the difference is called obscuration and must be determined for aged and flavoured spirits.',
      'We determine true proof by density after distillation, report obscuration, and can add congeners, methanol and metals for export panels.',
    ),
    analyses: ['DS-100', 'DS-101', 'DS-102', 'DS-107'], related: ['beer-qc'],
  },
  {
    key: 'glutathione', title: 'Glutathione in White Juice', categoryId: 2, versionNumber: '1.0', reviewedDaysAgo: 1500, ageDays: 1500,
    description: 'Why glutathione protects aromatic white wines, and how to sample juice so the result means something.',
    content: html(
      'Glutathione is a natural antioxidant in grape juice that traps quinones and protects fresh thiol aromas in varietals such as Sauvignon Blanc. It is lost quickly when juice is exposed to air.',
      'Stabilise the juice at the press with our glutathione sampling kit, freeze it at once, and ship it frozen. Results help compare pressing regimes and the effect of inert-gas protection.',
    ),
    analyses: ['J-111', 'J-100'], related: ['juice-panel'],
  },
];
