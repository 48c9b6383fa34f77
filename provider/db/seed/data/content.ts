/**
 * CMS content for the public site: content pages (HTML), FAQs, people, seminars, notifications
 * and disclaimers. Written for the demo; the laboratory is modelled on a St. Helena wine lab
 * founded in 1978 and accredited to ISO/IEC 17025.
 */

export interface SeedPage {
  slug: string;
  title: string;
  content: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('\n');

export const contentPages: SeedPage[] = [
  {
    slug: 'our-story',
    title: 'Our Story',
    content: p(
      'Vinlab Analytical Laboratories was founded in 1978 by Gordon and Marjorie Burns in St. Helena, in the heart of the Napa Valley. What began as a small bench lab serving a handful of neighbouring wineries has grown into one of the most trusted independent laboratories for the wine, beer and spirits industries, serving more than nine thousand clients across North America and beyond.',
      'From the start, our founders believed that winemakers deserved analytical results they could act on the same day: fast, precise and explained by people who understand cellars and vineyards. That conviction still shapes everything we do, from the way we schedule harvest shifts to the way our chemists answer the phone.',
      '<h2>Growing with the industry</h2>',
      'As West Coast winemaking matured, so did we. We opened satellite laboratories in Healdsburg, Paso Robles, Newberg and Walla Walla so that samples could reach an instrument within hours of being drawn, and we built a network of refrigerated dropboxes from Mendocino to the Columbia Valley.',
      'Along the way we introduced tests that are now part of everyday winemaking: real-time PCR detection of spoilage organisms, HPLC phenolic profiling, glutathione analysis in juice and, after the fire seasons of the last decade, extended volatile and glycosylated smoke-marker panels on triple-quadrupole GC-MS/MS.',
      '<h2>Still family-minded</h2>',
      'Today more than fifty chemists, microbiologists and client-service specialists work in our St. Helena building and satellite labs. During harvest we process well over a thousand samples a day, seven days a week. We remain independent, and we still measure ourselves by the same simple test our founders set: would a winemaker make a better decision because of the number we reported?',
    ),
  },
  {
    slug: 'applied-innovation',
    title: 'Applied innovation',
    content: p(
      'Innovation at Vinlab is practical. We add one or two new analyses every year, and each one starts with a question a client could not answer with the tools available. Our research team works alongside production chemists so that a promising method moves from the literature to a validated, accredited routine test as quickly as the science allows.',
      '<h2>Smoke exposure</h2>',
      'When wildfires began to threaten West Coast vineyards, we expanded our St. Helena laboratory and installed a fleet of triple-quadrupole GC-MS/MS and LC-MS/MS instruments. Our extended volatile panel measures guaiacol, 4-methylguaiacol, the cresols, syringol and 4-methylsyringol, while our glycosylated markers panel quantifies the bound forms that can release smoky aromas during fermentation and ageing. Together with a growing database of non-exposed fruit, these results let growers and winemakers judge exposure against natural background levels rather than a simple detected / not detected answer.',
      '<h2>Molecular microbiology</h2>',
      'Our Scorpions™ real-time PCR assays detect and count Brettanomyces, Zygosaccharomyces, lactic and acetic acid bacteria and other organisms directly from juice and wine, without waiting days for plates to grow. Newer assays confirm the implantation of non-Saccharomyces yeasts and screen beer for hop-resistant bacteria and diastaticus yeast.',
      '<h2>Phenolics and the vineyard</h2>',
      'HPLC phenolic profiling of grapes and wines, glutathione in juice, and soil and vine tissue analyses connect decisions in the vineyard with results in the cellar. Our vintage reports publish anonymised harvest chemistry so the whole industry can see how a season is unfolding.',
    ),
  },
  {
    slug: 'the-ets-difference',
    title: 'The Vinlab Difference',
    content: p(
      'Many laboratories can run a test. What sets Vinlab apart is the combination of speed, breadth and judgement behind every result we release.',
      '<h2>Speed when it matters</h2>',
      'Juice panels are typically reported in two to seven hours during harvest, and most wine chemistry the next business day. Couriers collect samples from wineries across Napa and Sonoma each morning, and our dropboxes are emptied every weekday afternoon. Results are published to the client portal the moment they are validated.',
      '<h2>Breadth under one roof</h2>',
      'More than 265 analyses, from Brix and free SO2 to pesticide residues, haloanisoles and smoke glycosides, are performed in our own laboratories. One submission form, one sample and one report can cover chemistry, microbiology and contaminant testing.',
      '<h2>Experts you can call</h2>',
      'Every result is reviewed by a chemist before release, and our technical staff are available by phone to help interpret numbers, plan trials or troubleshoot a stuck fermentation. It is not unusual for a winemaker to call about one result and hang up with a plan for the whole cellar.',
      '<h2>Trusted data</h2>',
      'We are accredited to ISO/IEC 17025 and participate in international proficiency programmes. Our export certificates are accepted by importing authorities around the world.',
    ),
  },
  {
    slug: 'quality',
    title: 'Quality',
    content: p(
      'Quality is not a department at Vinlab; it is the way every analysis is planned, performed and reported. Our quality system follows ISO/IEC 17025, the international standard for the competence of testing and calibration laboratories, and is audited every year by an independent accreditation body.',
      '<h2>How we assure every result</h2>',
      '<ul><li>Methods are validated for accuracy, precision, linearity and limits of quantitation before they enter routine use.</li><li>Every analytical run includes certified reference materials, blanks and duplicates, with control charts reviewed daily.</li><li>Instruments are calibrated with traceable standards, and balances, pipettes and thermometers are verified on a fixed schedule.</li><li>Results are reviewed by a second analyst or chemist before they are released to the client portal.</li></ul>',
      '<h2>Proficiency testing</h2>',
      'We take part in international inter-laboratory comparison programmes for wine, beer and spirits chemistry several times a year. Our performance scores are reviewed by management and are available to clients on request.',
      '<h2>Accreditation</h2>',
      'Our scope of accreditation lists the analyses and matrices covered by ISO/IEC 17025. Accredited analyses are marked in the analyses catalogue. We are also recognised by the US Alcohol and Tobacco Tax and Trade Bureau (TTB) for export certification.',
    ),
  },
  {
    slug: 'vintage-portal',
    title: 'Vintage Portal',
    content: p(
      'The Vintage Portal turns decades of harvest chemistry into a planning tool. Signed-in clients can choose an analysis, a varietal and an American Viticultural Area and see every anonymised juice result we have recorded for that combination, plotted by date with an exponential trend line.',
      'Use it to compare this season with previous vintages, to see when a region typically reaches picking Brix, or to anticipate acid and nitrogen adjustments before the fruit arrives at the crush pad.',
      '<h2>What is included</h2>',
      'Brix, pH, titratable acidity, malic and tartaric acids, potassium and the nitrogen measures (YAN, NOPA and ammonia) for Chardonnay, Sauvignon Blanc, Pinot Noir and Cabernet Sauvignon, plus the phenolic profile of young Cabernet Sauvignon wines. Data are anonymised and aggregated; no client or vineyard can be identified.',
      'The Vintage Portal is part of the client portal. Sign in and choose Vintage Portal from the laboratory services menu.',
    ),
  },
  {
    slug: 'expertise-on-call',
    title: 'Expertise On Call',
    content: p(
      'Behind every number is a team of chemists, microbiologists and enologists who are happy to talk about it. Expertise On Call is our promise that you can reach a specialist the same day to discuss a result, a method or a problem in the cellar.',
      '<h2>When to call us</h2>',
      '<ul><li>A fermentation is slowing and you want to know which tests will tell you why.</li><li>A smoke panel came back above background levels and you need to plan picking, pressing or treatment trials.</li><li>You are preparing wine for export and need to know which certificate and analyses the destination requires.</li><li>You want to set up a monitoring programme for Brettanomyces, dissolved oxygen or bottling quality.</li></ul>',
      'Call the laboratory during business hours or use the contact form from any analysis page; the message is routed to the specialist for that analysis. During harvest our phones are staffed on weekends too.',
    ),
  },
  {
    slug: 'our-services',
    title: 'Our Services',
    content: p(
      'Vinlab Analytical Laboratories provides analytical services for the whole production cycle, from vineyard soil to the bottle on the shelf.',
      '<h2>Vineyard and harvest</h2>',
      'Soil and vine tissue nutrient panels, grape maturity and phenolic panels, smoke-marker testing and agrochemical residue screens help growers decide when and how to pick.',
      '<h2>Juice and fermentation</h2>',
      'Same-day juice panels, yeast assimilable nitrogen, glutathione, protein stability and PCR screening for spoilage organisms give winemakers what they need at the crush pad. Fermentation and stuck-fermentation panels follow every tank to dryness.',
      '<h2>Wine, beer and spirits</h2>',
      'Routine chemistry, malolactic monitoring, phenolics, aroma and taint compounds, bottling panels and microbiological stability for wine; alcohol, extract, bitterness, diacetyl and packaging oxygen for beer; proof, obscuration, congeners and metals for spirits.',
      '<h2>Compliance and export</h2>',
      'TTB-recognised alcohol analysis, nutrition facts, and certificate panels for the European Union, Canada, China, Japan, Korea, Taiwan, Brazil and other destinations.',
      '<h2>Logistics</h2>',
      'Morning courier pickups, refrigerated dropboxes in California, Oregon and Washington, free sampling supplies and a client portal with 24/7 access to results, reports and invoices.',
    ),
  },
  {
    slug: 'vintage-reports',
    title: 'Vintage Reports',
    content: p(
      'Each harvest we publish trend charts of juice chemistry for the major West Coast varietals, drawn from the anonymised results of samples submitted to our laboratories.',
      'The charts show how Brix, pH, titratable acidity, malic and tartaric acids, potassium and nitrogen evolved through the season, vintage by vintage, so you can see at a glance whether this year is early or late, ripe or lean.',
      'A separate set of charts follows the phenolic composition of young Cabernet Sauvignon wines: anthocyanins, polymeric anthocyanins, catechin, tannin and the catechin to tannin ratio.',
      'Charts are updated weekly during harvest. For the underlying data, sign in to the Vintage Portal.',
    ),
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    content: p(
      'These terms and conditions apply to all analytical services provided by Vinlab Analytical Laboratories ("Vinlab", "we") to the client named on the sample submission ("you"). By submitting samples you accept these terms.',
      '<h2>1. Samples</h2>',
      'You are responsible for collecting representative samples, labelling them correctly and shipping them under appropriate conditions. Results apply only to the samples as received. We may decline samples that are leaking, unlabelled, insufficient in volume or unsafe to handle.',
      '<h2>2. Analyses and methods</h2>',
      'We perform analyses using validated methods chosen by us unless a specific method is agreed in writing. Turnaround times are estimates and are not guaranteed.',
      '<h2>3. Reports</h2>',
      'Reports are issued electronically through the client portal. A report may be reproduced only in full. Preliminary results are provided for convenience and may change on validation.',
      '<h2>4. Fees and payment</h2>',
      'Fees are those in effect on the date the samples are received. Invoices are due within thirty days. Past-due balances incur a service charge of 2% per month, and accounts with past-due balances may be placed on credit hold.',
      '<h2>5. Liability</h2>',
      'Our liability for any claim arising from our services is limited to the fees paid for the analyses concerned. We are not liable for indirect or consequential losses.',
      '<h2>6. Sample retention</h2>',
      'Liquid samples are retained for thirty days after reporting and then discarded, unless you request longer storage in writing.',
    ),
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of Use',
    content: p(
      'This website and client portal are operated by Vinlab Analytical Laboratories. By using them you agree to these terms of use.',
      '<h2>Accounts</h2>',
      'You are responsible for keeping your sign-in details confidential and for all activity under your account. Client administrators control who may see results and invoices for their company and should remove team members who no longer need access.',
      '<h2>Acceptable use</h2>',
      'You may not attempt to access data belonging to other clients, interfere with the operation of the site, or use automated tools to extract content except through interfaces we provide.',
      '<h2>Content</h2>',
      'Publications, vintage reports and other content on this site are provided for general information and do not replace professional advice for a specific wine or situation. Content may not be republished without permission.',
      '<h2>Changes</h2>',
      'We may update these terms from time to time. Continued use of the site after a change means you accept the updated terms.',
    ),
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    content: p(
      'Vinlab Analytical Laboratories respects your privacy. This policy explains what personal information we collect through this website and client portal and how we use it.',
      '<h2>Information we collect</h2>',
      'We collect the information you give us when you create an account, submit samples, request a courier, order supplies, pay an invoice or contact us: your name, e-mail address, telephone number, company and addresses. We keep a log of sign-ins and significant actions for security.',
      '<h2>How we use it</h2>',
      'We use your information to provide analytical services, deliver results and invoices, arrange pickups and deliveries, and respond to your questions. We do not sell personal information.',
      '<h2>Payments</h2>',
      'Card and bank details are handled by our payment gateway. We keep only a token, the card brand or account type, the last four digits and the expiry date; we never store full card or account numbers.',
      '<h2>Your choices</h2>',
      'You can update your profile in the client portal and ask us to correct or delete your information by contacting us. Some records must be kept to meet accounting and accreditation requirements.',
    ),
  },
  {
    slug: 'security',
    title: 'Security',
    content: p(
      'Your results and invoices are confidential business information, and we protect them accordingly.',
      '<ul><li>All traffic to this site is encrypted with TLS.</li><li>Passwords are stored only as salted, memory-hard hashes (Argon2id).</li><li>Access to each client\'s data is limited to the team members its administrators invite, with role-based permissions for results and billing.</li><li>Sign-in attempts are rate-limited and unusual activity is logged and reviewed.</li><li>Payment card data never reaches our servers; it is tokenised by our payment gateway.</li></ul>',
      'If you believe you have found a security vulnerability, please contact us at security@example.com. We appreciate responsible disclosure and will respond promptly.',
    ),
  },
  {
    slug: 'technical-tools',
    title: 'Technical Tools',
    content: p(
      'A collection of calculators and references our clients use every day.',
      '<ul><li><strong>Molecular SO2 calculator</strong>: the free SO2 needed to reach a target molecular SO2 at a given pH.</li><li><strong>Potential alcohol</strong>: estimated alcohol from glucose + fructose or Brix.</li><li><strong>Bentonite trial planner</strong>: addition rates from heat-stability results.</li><li><strong>Unit conversions</strong>: g/L to g/100 mL, mg N/L to ppm, proof to % v/v.</li><li><strong>Positive pay file generator</strong>: builds a bank positive-pay file for checks.</li></ul>',
      'The calculators are provided as a convenience; check critical additions with a bench trial before treating a whole lot.',
    ),
  },
  {
    slug: 'accreditation',
    title: 'Accreditation',
    content: p(
      'Vinlab Analytical Laboratories is accredited to ISO/IEC 17025:2017, General requirements for the competence of testing and calibration laboratories. Accreditation confirms that our quality management system, staff competence, methods and equipment meet the international standard and that our results are technically valid.',
      'Our scope of accreditation covers the main chemistry, microbiology and contaminant analyses for wine, juice, grapes, beer and distilled spirits. Accredited analyses are marked in the analyses catalogue; the full scope certificate is available on request.',
      'We also participate in proficiency testing schemes and are recognised for export certification by the US Alcohol and Tobacco Tax and Trade Bureau.',
    ),
  },
  {
    slug: 'teams',
    title: 'Working with your team',
    content: p(
      'The client portal lets each company decide who sees what. Client administrators invite team members by e-mail and give each a role.',
      '<ul><li><strong>Administrator</strong>: everything, including team and client settings.</li><li><strong>Full User</strong>: lab results and invoices, courier and supply requests, but not client settings.</li><li><strong>Reporting User</strong>: lab results only.</li><li><strong>Billing User</strong>: invoices and payments only.</li></ul>',
      'Administrators can also choose a primary accounting contact and a primary reporting contact, and decide who receives reports and invoices by e-mail.',
    ),
  },
  {
    slug: 'categories',
    title: 'Analyses by industry',
    content: p(
      'Our catalogue is organised for the three industries we serve.',
      '<ul><li><a href="/analyses/all-analyses?category=7061">Wineries</a>: vineyard, harvest, fermentation, stability, bottling, smoke and export analyses.</li><li><a href="/analyses/all-analyses?category=7063">Breweries</a>: beer chemistry, spoilage PCR, packaging oxygen, nutrition facts and brewing water.</li><li><a href="/analyses/all-analyses?category=7055">Distilled spirits</a>: proof, obscuration, congeners, metals and export panels.</li></ul>',
    ),
  },
  {
    slug: 'sale',
    title: 'Harvest Supplies and Offers',
    content: p(
      'Sampling supplies are free for clients: sample tubes, wine bottles, labels and ThermoPod insulated envelopes can be ordered from the client portal and usually ship within two business days.',
      'Atmospheric smoke traps are available as kits for vineyards in fire-prone areas. Order early in the season; during active fire events we ship by priority service.',
      'Ask about volume pricing for harvest maturity monitoring programmes: clients who commit to weekly grape panels across their blocks receive the eleven-plus sample tier from the first sample.',
    ),
  },
  {
    slug: 'terms-and-conditions-and-credit-agreement',
    title: 'Terms and Conditions and Credit Agreement',
    content: p(
      'This agreement between Vinlab Analytical Laboratories and the client governs the provision of analytical services on credit. It incorporates the laboratory\'s terms and conditions of service.',
      '<h2>1. Credit terms</h2>',
      'Approved clients may submit samples on account. Invoices are issued when results are reported and are payable within thirty (30) days of the invoice date.',
      '<h2>2. Service charges</h2>',
      'Balances not paid when due incur a service charge of two percent (2%) per month, or the maximum rate permitted by law if lower. Service charges are invoiced monthly as finance charges.',
      '<h2>3. Credit hold</h2>',
      'Accounts with balances more than sixty days past due may be placed on credit hold. While on credit hold, new samples are analysed only against prepayment and results may be withheld until the account is brought current.',
      '<h2>4. Authorised signatory</h2>',
      'The person accepting this agreement confirms that they are authorised to bind the client and that the company information provided is accurate. The laboratory may ask an administrator of the client to re-sign this agreement when its terms change.',
      '<h2>5. Collection costs</h2>',
      'The client agrees to pay reasonable costs of collection, including attorney fees, for amounts not paid when due.',
      '<h2>6. Governing law</h2>',
      'This agreement is governed by the laws of the State of California. Venue for any dispute is Napa County.',
    ),
  },
];

export const faqs: { question: string; answer: string }[] = [
  { question: 'How do I send samples to the laboratory?', answer: 'Drop them at any of our laboratories or refrigerated dropboxes, ship them by overnight courier, or request a courier pickup from the client portal before 10:00 AM Pacific for same-day collection in our service area. Include a completed submission form with every shipment.' },
  { question: 'How quickly will I get results?', answer: 'Juice panels are usually reported the same day, often within two to seven hours during harvest. Most wine chemistry is reported the next business day; smoke, agrochemical and export panels take five to seven business days. Turnaround times for each analysis are listed in the catalogue.' },
  { question: 'Where can I see my results?', answer: 'Results are published to the client portal as soon as they are validated. You can search by sample, filter by date, download lab reports as PDF for completed batches, and export results to CSV.' },
  { question: 'What does "Preliminary" mean on a result?', answer: 'A preliminary result has been measured but not yet validated by a chemist. It may change. The batch becomes Completed and the lab report becomes available once every result has been validated.' },
  { question: 'How much sample do I need to send?', answer: 'A 50 mL tube is enough for a juice panel and most single chemistry tests; send a full 125 mL or 375 mL bottle for bottling panels, dissolved gases and export certificates, and 200 berries for a grape maturity panel. Requirements are listed on each analysis page.' },
  { question: 'Are sampling supplies free?', answer: 'Yes. Tubes, bottles, labels and insulated envelopes are free for clients and can be ordered from the client portal. Atmospheric smoke trap kits are charged per kit.' },
  { question: 'How do I add a colleague to our account?', answer: 'A client administrator can invite team members from Team Settings in the client portal and choose their role: Administrator, Full User, Reporting User or Billing User.' },
  { question: 'Which analyses do I need for export?', answer: 'Choose the destination on the Exporting page of the analyses catalogue to see the certificate and the analyses it requires. Our export panels combine the required analyses for the main markets in a single submission.' },
  { question: 'How do I pay an invoice?', answer: 'Open Billing in the client portal, select the unpaid invoices and pay by saved card or bank account (ACH). You can also enrol in autopay. A receipt is e-mailed to you after payment.' },
  { question: 'My grapes may have been exposed to smoke. What should I test?', answer: 'Start with the Smoke Taint Complete Panel on a representative berry sample from each block, ideally a week before harvest. Compare the results with background levels for the varietal using the Smoke Impact Report in the client portal, and call us to discuss the results.' },
  { question: 'Is the laboratory accredited?', answer: 'Yes. Vinlab Analytical Laboratories is accredited to ISO/IEC 17025. Accredited analyses are marked in the catalogue.' },
  { question: 'What are your opening hours?', answer: 'Our St. Helena laboratory receives samples Monday to Friday, 8:00 AM to 6:30 PM Pacific, with extended weekend hours during harvest. Dropboxes are available 24 hours a day; see the locations page for each site.' },
];

export const people: { name: string; title: string }[] = [
  { name: 'Gordon Burns', title: 'Co-founder' },
  { name: 'Marjorie Burns', title: 'Co-founder' },
  { name: 'Eric Hervé', title: 'Research Director' },
  { name: 'Catherine Lowe', title: 'Laboratory Director' },
  { name: 'Rafael Ortega', title: 'Director of Microbiology' },
  { name: 'Megan Sato', title: 'Quality Manager' },
  { name: 'David Abernathy', title: 'Client Services Director' },
  { name: 'Lucía Fernández', title: 'Senior Enologist, Expertise On Call' },
];

/**
 * Seminars and events, placed relative to the seed date (days; negative = past). `imgUrl` is a
 * path under public/ (e.g. /images/seminars/….svg) and stays null until such a file exists: we
 * have no event photographs, and a URL to a missing file would only be a broken image.
 */
export const seminars: { title: string; offsetDays: number; hour: number; location: string; eventUrl: string | null; imgUrl: string | null }[] = [
  { title: 'Harvest Chemistry Kick-off: Reading Your Juice Panel', offsetDays: -320, hour: 17, location: 'St. Helena Main Laboratory, St. Helena, CA', eventUrl: null, imgUrl: null },
  { title: 'Smoke Exposure: Background Levels and What They Mean', offsetDays: -210, hour: 16, location: 'Webinar', eventUrl: 'https://events.example.com/smoke-background-levels', imgUrl: null },
  { title: 'Brettanomyces Control in the Cellar', offsetDays: -150, hour: 17, location: 'Healdsburg Laboratory, Healdsburg, CA', eventUrl: null, imgUrl: null },
  { title: 'Bottling Quality: Oxygen, SO2 and Sterility', offsetDays: -75, hour: 16, location: 'Newberg Laboratory, Newberg, OR', eventUrl: null, imgUrl: null },
  { title: 'Export Certificates Made Simple', offsetDays: -20, hour: 17, location: 'Webinar', eventUrl: 'https://events.example.com/export-certificates', imgUrl: null },
  { title: 'Vintage Review: Lessons from This Harvest', offsetDays: 18, hour: 17, location: 'St. Helena Main Laboratory, St. Helena, CA', eventUrl: 'https://events.example.com/vintage-review', imgUrl: null },
  { title: 'Phenolics Workshop: From Berry to Barrel', offsetDays: 45, hour: 16, location: 'Walla Walla Laboratory, Walla Walla, WA', eventUrl: null, imgUrl: null },
  { title: 'Craft Brewing Quality Control Essentials', offsetDays: 72, hour: 17, location: 'Paso Robles Laboratory, Paso Robles, CA', eventUrl: 'https://events.example.com/brewing-qc', imgUrl: null },
  { title: 'Unified Wine & Grape Symposium: Visit Our Booth', offsetDays: 60, hour: 16, location: 'SAFE Credit Union Convention Center, Sacramento, CA', eventUrl: 'https://events.example.com/unified-symposium', imgUrl: null },
];

export const notifications: { title: string; messageBody: string; showPriority: boolean; truncateMessage: boolean }[] = [
  {
    title: 'Thanksgiving holiday hours',
    messageBody: 'All laboratories and courier routes are closed on Thanksgiving Day and the Friday after. Dropboxes remain open; samples left over the holiday weekend will be collected on Monday morning. Juice samples should be frozen if they cannot be delivered before 6:30 PM on the Wednesday before Thanksgiving.',
    showPriority: true,
    truncateMessage: false,
  },
  {
    title: 'Smoke testing capacity during the fire season',
    messageBody:
      'Because of the fires burning in Northern California and southern Oregon, demand for smoke-marker testing is very high. We have added evening and weekend shifts on our GC-MS/MS instruments and are currently reporting Smoke Taint Complete Panels in five to seven business days. To help us serve everyone, please send one representative sample per block rather than several samples from the same block, collect berries from both sides of the row and from the top, middle and bottom of clusters, keep berry samples cold (but not frozen) and ship them in ThermoPod envelopes, and fill in the block, varietal, exposure dates and intended harvest date on the Smoke Sample Submission Form. Samples with a harvest date within seven days are prioritised automatically. Atmospheric smoke traps can be ordered from the supplies page of the client portal; kits ship by priority service while fires are active. Call us if you need help interpreting results against varietal background levels.',
    showPriority: false,
    truncateMessage: true,
  },
  {
    title: 'New: Glycosylated smoke markers in wine',
    messageBody: 'The Smoke Taint Panel – Glycosylated (Bound) Markers is now accredited for wine as well as grapes and juice. See the analysis page for sample requirements.',
    showPriority: false,
    truncateMessage: false,
  },
];

export const disclaimers: { tag: string; text: string }[] = [
  {
    tag: 'smoke-impact',
    text:
      'The Smoke Impact Comparative Report compares the smoke-marker results of a grape sample with the 95th and 99th percentile background levels measured in grapes of the same varietal that were not exposed to smoke. Background levels are drawn from published data and from samples submitted to the laboratory; they vary with region, vintage, ripeness and analytical method, and they will be updated as more data become available. A result above a background level indicates that the fruit may have been exposed to smoke; it does not by itself predict the sensory impact on the finished wine, which also depends on winemaking choices. A result below the background levels does not guarantee that the wine will be free of smoke character. This report is provided for information only and is not a warranty of the quality or merchantability of any grapes or wine. Vinlab Analytical Laboratories accepts no liability for decisions made on the basis of this report, including decisions on harvest, purchase, rejection or pricing of fruit.',
  },
  {
    tag: 'preliminary-results',
    text: 'Preliminary results have been measured but not yet validated and may change. They are provided for convenience and must not be used for compliance, label or contractual purposes.',
  },
];
