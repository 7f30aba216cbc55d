import type { RouteId } from '../../config/paths.ts';

/**
 * What each screen owned by a later release will hold, in one or two honest sentences.
 * Never promise dates; say what fills the screen.
 */
export const AREA_DESCRIPTIONS: Partial<Record<RouteId, string>> = {
  resources:
    'Resources gathers reference reading for perfumers: the IFRA standards, EU allergen rules and the licences of every dataset Sillage imports. Entries appear here as the reference datasets are imported.',
  discoveries:
    'Discoveries collects notable materials and accords found across the library and your formulas. It fills as the materials library is imported and formulas are saved.',
  materials:
    'The materials library lists every imported material with CAS, odour profile, note position and regulatory status. It fills when an administrator imports the reference datasets at /populator.',
  materialsConsolidation:
    'Consolidation finds duplicate materials (same CAS, near-identical names) and merges them, using the thresholds and batch size from your settings. It works once the materials library is imported.',
  inventory:
    'Inventory tracks the materials on your shelf: quantity, supplier, lot and cost per gram. Add stock from the materials library or the shopping list.',
  professionalIntelligence:
    'Professional intelligence brings market, company and ingredient analysis together in one briefing. It fills once news sources and market datasets are imported.',
  professionalStudio:
    'The professional studio combines a formula with its compliance report, costing and analysis in one workspace. It opens from a saved formula.',
  professionalStudioV2:
    'The second professional studio layout, with the same formula workspace arranged for wide screens. It opens from a saved formula.',
  shoppingList:
    'Your shopping list: materials with vendor, price per gram, quantity and line totals, with a best-price refresh. Add materials from the library or a formula; the list is empty until you do.',
  materialIntelligence:
    'Material intelligence shows a material’s toxicology, odour profile, supplier pricing and usage notes, enriched by your chosen AI provider with your own API key.',
  formula:
    'The formula editor is a spreadsheet with auto-complete from the materials library and live IFRA and EU allergen checks as you type. Open a formula from Formulas or start a new one.',
  formulaEditor:
    'A new formula opens here in the spreadsheet editor, with live IFRA and EU allergen checks as you type.',
  formulaAnalysis:
    'Formula analysis shows a formula’s note pyramid, odour families, cost and full compliance report for every IFRA category. Pick one of your saved formulas to analyse it.',
  marketIntelligence:
    'Market intelligence charts trending materials and market movements from imported market data. It fills when market datasets and news sources are imported.',
  perfumerIntel:
    'Intelligence briefings summarise industry trends, news and ingredient movements for perfumers, generated with your AI provider from imported news. Briefings appear once news sources are connected.',
  intelligence:
    'Intelligence briefings summarise industry trends, news and ingredient movements for perfumers, generated with your AI provider from imported news. Briefings appear once news sources are connected.',
  perfumeNews:
    'Perfume news lists articles from the connected news sources with their relevance, sentiment and the brands and ingredients they mention. Articles appear once a news source is connected.',
  trendingTest:
    'Trending perfumes and ingredients computed from the imported perfume catalogue and news. It fills when those sources are imported.',
  formulaWizard:
    'The formula wizard builds a starting formula from a brief (family, notes, budget, IFRA category), drawing only on materials in your library.',
  formulaLab:
    'Formulas is your formula library: search by name, ingredient or date, open, duplicate, export or delete. It is empty until you save your first formula.',
  formulaLabBrowser:
    'The formula browser: every saved formula with its ingredient count and a preview of its first ten ingredients. It is empty until you save your first formula.',
  formulaLabEditor: 'The lab editor opens one saved formula for editing, versioning and analysis.',
  commercialPerfumes:
    'The perfume library lists commercial perfumes with brand, year, perfumer, notes and accords from the imported perfume catalogue. It fills when an administrator imports the catalogue.',
  topPerfumes:
    'Top perfumes ranks the imported perfume catalogue by rating and popularity. It fills when the catalogue is imported.',
  fragranticaShowcase:
    'A visual showcase of perfumes from the imported catalogue, with notes and accords. It fills when the catalogue is imported.',
  fragranticaData:
    'Browse and check the raw rows of the imported perfume catalogue, with the dataset’s name, version and licence.',
  fragranticaAutomation:
    'Import the perfume catalogue from its published file: upload it here or point Sillage at a local folder. Each run records the dataset, version, licence, row count and checksum.',
  populator:
    'Import the reference datasets (materials, IFRA standards, EU allergen annexes) from their published files. Each import records its dataset, version, licence, row counts and checksum, and re-running it updates rather than duplicates.',
  scrapers:
    'Data sources lists the connected news feeds and vendor price sources, with when each last ran and what it brought in.',
  testMaterialImage: 'Generated illustrations of materials, made with your image provider and API key from settings.',
  testMaterialImageStyles: 'Compare illustration styles for material images before generating a full set.',
  testMaterialImageHybrids: 'Illustrations that blend two materials, for accords and mood boards.',
  formulaAdmin: 'Formula administration: usage per tier, shared formulas and formula data checks across all users.',
  adminTools:
    'Admin tools gathers the administration screens: reference-data imports, user invites, beta feedback, system and enrichment dashboards, and IFRA checks.',
  adminSuperDashboard:
    'The system dashboard shows users, tiers, database status, migrations and background jobs across the deployment.',
  adminSystem:
    'The system dashboard shows users, tiers, database status, migrations and background jobs across the deployment.',
  adminServerDashboard: 'Server health: request rates, response times and errors from the request logs.',
  adminEnrichmentDashboard:
    'Progress of AI enrichment batches over the materials library: done, queued, failed, and cost so far.',
  adminMaterialGroups:
    'Material groups: the odour families and chemical groups materials belong to, and their colours in charts.',
  adminIfraSystemCheck:
    'Checks the imported IFRA standards against reference formulas for every IFRA category, to confirm the compliance engine and the data agree.',
  adminIfraPdfTest:
    'Generates sample IFRA certificates and allergen declarations as PDF to check their layout and content.',
};
