import { ROUTES } from '../../config/paths.ts';

/**
 * The user guide of /documentation, one chapter per area, written for a perfumer. Say only what the screens do today
 * (read the screen before changing a sentence); regulatory wording follows /work/shared/compliance-rules.md.
 */
export type GuideLink = { label: string; to: string };
export type GuideTopic = { heading: string; paragraphs: readonly string[]; links?: readonly GuideLink[] };
export type GuideChapter = { id: string; title: string; summary: string; topics: readonly GuideTopic[] };

export const DOCUMENTATION_GUIDE: readonly GuideChapter[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    summary: 'An account, the sidebar, and the palette that finds any screen.',
    topics: [
      {
        heading: 'Your account',
        paragraphs: [
          'Open Log in, choose Sign Up and give your e-mail and a password of at least six characters. When the deployment asks for confirmation, follow the link in the e-mail it sends. A forgotten password is reset from “Forgot password?” on the sign-in form.',
        ],
        links: [{ label: 'Sign in', to: ROUTES.login.path }],
      },
      {
        heading: 'Finding your way',
        paragraphs: [
          'The sidebar lists the working areas; on a phone it opens from the menu button. Press Ctrl+K (⌘K on a Mac) anywhere to open the palette and jump to a screen by typing part of its name.',
          'The sun and moon button switches between light and dark; Settings holds the theme, fonts and density.',
        ],
      },
      {
        heading: 'Telling us what you think',
        paragraphs: [
          'Signed in, the Feedback button at the bottom right sends a bug report, an idea or a question with the page you were on. For anything else, the contact form reaches the administrators of this deployment.',
        ],
        links: [
          { label: 'Contact', to: ROUTES.contact.path },
          { label: 'Your feedback', to: ROUTES.feedback.path },
        ],
      },
    ],
  },
  {
    id: 'materials',
    title: 'Materials',
    summary: 'The library of raw materials, their identifiers, odour, regulatory status and your own materials.',
    topics: [
      {
        heading: 'The library',
        paragraphs: [
          'Materials Library lists every material the administrator has imported from the reference datasets, with its CAS number, odour family and note position. Search by name, synonym or CAS number; filter by odour family, note position or what is in your inventory, and sort the list.',
          'When the library is empty, the reference data has not been imported yet: an administrator does it from Reference Data Import.',
        ],
        links: [{ label: 'Materials Library', to: ROUTES.materials.path }],
      },
      {
        heading: 'A material’s page',
        paragraphs: [
          'Each material shows its identifiers (CAS, EC, synonyms), structure, composition where it is known, odour profile and note position, the IFRA Standards that restrict it with their limit per category, its entries in the EU Cosmetics Regulation annexes, the formulas of yours that use it, and the sources and licences its data comes from.',
        ],
      },
      {
        heading: 'Your own materials',
        paragraphs: [
          'New material adds a material that only you see: a substance with its CAS number, a natural, a base or an accord described by its composition, or a dilution of a library material in a solvent at a given strength. The compliance engine reads the composition, so a dilution, a base or an accord is checked through what it contains.',
        ],
      },
      {
        heading: 'AI enrichment',
        paragraphs: [
          'With an AI provider connected in Settings, a material page can ask for an enrichment (odour profile, usage notes and more). The answer is kept apart, with where it came from, and changes nothing in the material’s data; its cost counts against the monthly limit you set.',
        ],
      },
    ],
  },
  {
    id: 'formulas-and-compliance',
    title: 'Formulas and compliance',
    summary: 'The spreadsheet editor, the finished product, IFRA and EU checks as you type, versions and batches.',
    topics: [
      {
        heading: 'Writing a formula',
        paragraphs: [
          'The formula editor is a spreadsheet: type part of a material’s name in a row and pick it from the library, then its amount in grams (or in percent). Totals, percentages and the compliance verdict update with every keystroke. Ctrl+Z undoes and Ctrl+Shift+Z redoes; the keyboard button lets you move through the grid with the arrows, Enter to edit and Escape to cancel.',
          'With Auto-save on (Settings → Preferences) the formula is saved as you edit, in one version every few minutes; otherwise save it yourself. Each Save keeps a version (Save just after an auto-save keeps the version it wrote rather than a copy); History lists them, compares an older version with the current one row by row, and restores an older one as a new version.',
        ],
        links: [
          { label: 'New formula', to: ROUTES.formulaEditor.path },
          { label: 'Formulas', to: ROUTES.formulaLab.path },
        ],
      },
      {
        heading: 'The finished product',
        paragraphs: [
          'Beside the grid, say what the concentrate becomes: the IFRA category (1 to 12, with 5A–5D, 7A/7B, 10A/10B and 11A/11B), the dosage of concentrate in the finished product, leave-on or rinse-off, and the markets. A dosage given in volume (v/v) is converted to weight with the densities of the concentrate and the base before any check, because IFRA limits are by weight.',
        ],
      },
      {
        heading: 'How compliance is checked',
        paragraphs: [
          'Every line is expanded into the substances it contains: dilutions through their strength, bases and natural materials through their composition (the lot’s certificate of analysis when a line names a lot, otherwise the library’s data and the IFRA Annex maxima). The concentration of each restricted substance in the finished product is compared with the limit of each IFRA Standard for your category, isomers and group members summed; phototoxic materials are added together where IFRA requires it. For the EU, Annex II bans and Annex III maxima are checked as well.',
          'The verdict reads one of four ways: compliant; compliant, specifications to confirm (a Standard asks for a purity or a combination that cannot be computed: tick it once you have checked it, and the tick is recorded with your name and the time); not compliant; or cannot be verified (a material has no composition data, so no one can certify the formula). The panel also gives the maximum dosage for the category, rounded down.',
        ],
      },
      {
        heading: 'EU allergens',
        paragraphs: [
          'The allergens of Regulation (EU) 2023/1545 are summed per entry in the finished product and must be declared on the label when they exceed 0.001 % in a leave-on product or 0.01 % in a rinse-off product (strictly above). They are named as the Regulation names them for labels.',
        ],
        links: [{ label: 'Regulatory Database', to: ROUTES.regulatory.path }],
      },
      {
        heading: 'The formula library, import and export',
        paragraphs: [
          'Formulas lists your saved formulas: search by name, ingredient or date, open, duplicate, export as JSON or CSV, or delete. Import JSON or CSV reads a formula file and reports every row it rejected with the reason, so nothing is dropped silently.',
          'Formula Analysis shows a saved formula’s composition and its compliance for every category; the Formula Wizard proposes a starting formula from a brief, using only materials in your library.',
        ],
      },
      {
        heading: 'Batches',
        paragraphs: [
          'Batch scales the formula to a weight or a volume and lists what to weigh. Recording the batch takes each library material out of your inventory and says which ones were short.',
        ],
      },
    ],
  },
  {
    id: 'certificates',
    title: 'Certificates and declarations',
    summary: 'The IFRA certificate of conformity and the EU allergen declaration, as PDFs you sign and send.',
    topics: [
      {
        heading: 'Issuing the documents',
        paragraphs: [
          'In the formula editor, Certificates issues the IFRA certificate of conformity and the EU allergen declaration for the category, dosage and product type you chose, to download or preview. They are made from the last saved version, so save first.',
          'Fill in Settings → Company before the first one: company name, address, signatory and their role appear on every document.',
        ],
        links: [{ label: 'Settings', to: ROUTES.settings.path }],
      },
      {
        heading: 'When a document is refused',
        paragraphs: [
          'A certificate is only issued for a formula that can be certified: every numeric limit met, no prohibited material added, every specification ticked and no material without composition data. Otherwise the panel says why and which line to look at.',
        ],
      },
      {
        heading: 'Certificates of analysis',
        paragraphs: [
          'When a formula line names an inventory lot, the composition from that lot’s certificate of analysis replaces the library’s for that line, so your documents follow the material you actually weighed.',
        ],
      },
    ],
  },
  {
    id: 'inventory',
    title: 'Inventory',
    summary: 'Lots on your shelf: quantities, suppliers, expiry, prices and certificates of analysis.',
    topics: [
      {
        heading: 'Lots',
        paragraphs: [
          'Add a lot with its material, quantity and unit, and if you like its lot number, supplier, purchase and expiry dates, price paid and currency, and where it is kept (“Fridge, shelf B”). Stock per material is the sum of its lots.',
        ],
        links: [{ label: 'Inventory', to: ROUTES.inventory.path }],
      },
      {
        heading: 'Certificates of analysis',
        paragraphs: [
          'A lot can carry the constituents of its certificate of analysis. Compliance then uses them for any formula line that names the lot. Saving the analysis with no constituent removes it.',
        ],
      },
      {
        heading: 'CSV',
        paragraphs: [
          'Import CSV adds many lots at once and says what it imported and what it could not read; Export CSV gives your whole inventory back as a spreadsheet file.',
        ],
      },
    ],
  },
  {
    id: 'shopping',
    title: 'Shopping',
    summary: 'What to order, from whom, at what price per gram.',
    topics: [
      {
        heading: 'The shopping list',
        paragraphs: [
          'Add materials from the library or from a formula. Each line shows the vendor, the price per gram, the quantity and the line total; click a quantity to change it (Enter or leaving the field saves, Escape cancels, 0 removes the line). Totals are given per currency, never added across currencies. The cart in the top bar opens the same list from any screen.',
        ],
        links: [{ label: 'Shopping List', to: ROUTES.shoppingList.path }],
      },
      {
        heading: 'Buying for a batch',
        paragraphs: [
          'Buy for a batch takes a formula and a batch size and adds what the batch needs minus what your inventory holds.',
        ],
      },
      {
        heading: 'Vendors and prices',
        paragraphs: [
          'Prices come from vendor price lists: import one as CSV (naming the vendor and currency when the file does not), or let an administrator connect a vendor catalogue. The vendor comparison shows each offer for the quantity you need; the export menu writes one file per vendor, ready to order.',
        ],
      },
    ],
  },
  {
    id: 'intelligence',
    title: 'Intelligence',
    summary: 'The perfume library, trends, market intelligence and perfume news.',
    topics: [
      {
        heading: 'Perfume library',
        paragraphs: [
          'Commercial perfumes with brand, year, perfumers, notes and accords, from the perfume catalogue an administrator imports. Filter by brand and other fields and open a perfume to see its pyramid.',
        ],
        links: [{ label: 'Perfume Library', to: ROUTES.commercialPerfumes.path }],
      },
      {
        heading: 'Trends and market intelligence',
        paragraphs: [
          'Intelligence and Market Intelligence chart what the imported catalogue shows: rising and falling notes, the most active brands and perfumers, launches over time. They stay empty, and say so, until trends have been computed from an imported catalogue.',
        ],
        links: [
          { label: 'Intelligence', to: ROUTES.intelligence.path },
          { label: 'Market Intelligence', to: ROUTES.marketIntelligence.path },
        ],
      },
      {
        heading: 'Perfume news',
        paragraphs: [
          'Articles from the news feeds the administrator has connected, refreshed in the background; the latest headlines also run in the header. On Intelligence, a briefing can be written from them with your AI provider when one is connected.',
        ],
        links: [{ label: 'Perfume News', to: ROUTES.perfumeNews.path }],
      },
    ],
  },
  {
    id: 'settings',
    title: 'Settings and account',
    summary: 'Appearance, preferences, AI providers, your company details, password and plan.',
    topics: [
      {
        heading: 'Settings',
        paragraphs: [
          'Changes are saved as you make them. Appearance: theme, light or dark, density, fonts for the interface, the spreadsheet and reports, font size and reduced motion. Preferences: auto-save, tips, notifications, and the material classifier and consolidation with their thresholds.',
          'AI: your own API key per provider, or the base URL of an OpenAI-compatible server (a local model needs no key), the active provider and a monthly cost limit in US dollars (0 turns AI off). Company: the issuer printed on certificates and declarations.',
        ],
        links: [{ label: 'Settings', to: ROUTES.settings.path }],
      },
      {
        heading: 'Account',
        paragraphs: ['Account shows your profile, lets you change your password, and shows your plan and billing.'],
        links: [{ label: 'Account', to: ROUTES.account.path }],
      },
    ],
  },
  {
    id: 'admin',
    title: 'Administration',
    summary: 'For administrators of a deployment: reference data, users, messages and checks.',
    topics: [
      {
        heading: 'Admin Tools',
        paragraphs: [
          'Administrators (ADMIN_EMAILS once verified, or an admin role) see Admin Tools in the sidebar. It gathers the system and server dashboards, beta feedback, contact messages, user invites, reference-data and perfume-catalogue imports, material groups, vendor data sources, formula statistics (counts only, never contents) and the IFRA checks.',
        ],
        links: [{ label: 'Admin Tools', to: ROUTES.adminTools.path }],
      },
      {
        heading: 'Reference data',
        paragraphs: [
          'The IFRA Standards, their Annex contributions, the EU annexes and the materials datasets are imported from their published files; each import records the dataset, version, licence, row counts and checksum, and running it again updates rather than duplicates.',
        ],
      },
      {
        heading: 'Contact messages',
        paragraphs: [
          'Every message sent through Contact or Support is stored and mailed to each administrator (without SMTP, mail waits in the outbox). Contact Messages lists them, newest first, and marks them answered or archived.',
        ],
      },
    ],
  },
];
