// Every screen of the app as a lazily loaded chunk with a `preload` (route-level code splitting): the router draws them,
// and starts the page's own screen as the entry runs (router.tsx).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ROUTES } from '../config/paths.ts';
import { type RouteId } from '../config/paths.ts';
import { loadAfterFirstPaint } from '../lib/after-first-paint.ts';

/** A lazily loaded screen; `preload` starts fetching its chunk (when its route matches, before the guard renders). */
export type Screen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
export const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen => {
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = { default: module[name] };
      return loaded;
    });
  // A chunk the route's loader already fetched renders at once: a thenable that is already settled lets React skip
  // the suspension (a shown fallback would hold the screen back by React's 300 ms reveal throttle).
  return Object.assign(
    lazy(
      () =>
        (loaded
          ? { then: (resolve: (value: { default: ComponentType }) => void) => resolve(loaded!) }
          : preload()) as Promise<{ default: ComponentType }>,
    ),
    { preload },
  );
};

// One lazy chunk per screen module (route-level code splitting).
const MarketingScreen = named(() => import('./routes/marketing/marketing-screen.tsx'), 'MarketingScreen');
const MaterialImageQaScreen = named(
  () => import('./routes/materials/material-image-qa-screen.tsx'),
  'MaterialImageQaScreen',
);
const IntelligenceScreen = named(() => import('./routes/intelligence/intelligence-screen.tsx'), 'IntelligenceScreen');
const FormulaEditorScreen = named(() => import('./routes/formulas/formula-editor-screen.tsx'), 'FormulaEditorScreen');
const FormulaLabScreen = named(() => import('./routes/formulas/formula-lab-screen.tsx'), 'FormulaLabScreen');
const FormulaWizardScreen = named(() => import('./routes/formulas/formula-wizard-screen.tsx'), 'FormulaWizardScreen');

type RedirectId = { [K in RouteId]: (typeof ROUTES)[K] extends { redirectTo: string } ? K : never }[RouteId];
export type ScreenId = Exclude<RouteId, RedirectId>;

export const SCREENS: Record<ScreenId, Screen> = {
  landing: named(() => import('./routes/marketing/landing-redirect.tsx'), 'LandingRedirect'),
  legacy: named(() => import('./routes/marketing/legacy-screen.tsx'), 'LegacyScreen'),
  home: MarketingScreen,
  features: MarketingScreen,
  pricing: named(() => import('./routes/marketing/pricing-screen.tsx'), 'PricingScreen'),
  documentation: named(() => import('./routes/marketing/documentation-screen.tsx'), 'DocumentationScreen'),
  about: MarketingScreen,
  contact: named(() => import('./routes/marketing/contact-screen.tsx'), 'ContactScreen'),
  support: named(() => import('./routes/marketing/contact-screen.tsx'), 'ContactScreen'),
  privacy: named(() => import('./routes/marketing/privacy-screen.tsx'), 'PrivacyScreen'),
  terms: MarketingScreen,
  security: MarketingScreen,
  login: named(() => import('./routes/accounts/login-screen.tsx'), 'LoginScreen'),
  setupAdmin: named(() => import('./routes/accounts/setup-admin-screen.tsx'), 'SetupAdminScreen'),
  subscriptionSuccess: named(
    () => import('./routes/subscriptions/subscription-result-screen.tsx'),
    'SubscriptionResultScreen',
  ),
  subscriptionCancel: named(
    () => import('./routes/subscriptions/subscription-result-screen.tsx'),
    'SubscriptionResultScreen',
  ),
  resources: named(() => import('./routes/marketing/resources-screen.tsx'), 'ResourcesScreen'),
  tour: named(() => import('./routes/tour/tour-screen.tsx'), 'TourScreen'),
  acceptInvite: named(() => import('./routes/accounts/accept-invite-screen.tsx'), 'AcceptInviteScreen'),
  joinWorkspace: named(() => import('./routes/workspaces/join-workspace-screen.tsx'), 'JoinWorkspaceScreen'),
  discoveries: named(() => import('./routes/intelligence/discoveries-screen.tsx'), 'DiscoveriesScreen'),
  publicCertificate: named(
    () => import('./routes/regulatory/public-certificate-screen.tsx'),
    'PublicCertificateScreen',
  ),
  // Its first paint is in the entry (DashboardFallback, the greeting): its chunk follows that paint, not beside it.
  dashboard: named(
    loadAfterFirstPaint(() => import('./routes/dashboard/dashboard-screen.tsx')),
    'DashboardScreen',
  ),
  materials: named(() => import('./routes/materials/materials-screen.tsx'), 'MaterialsScreen'),
  materialDetail: named(() => import('./routes/materials/material-screen.tsx'), 'MaterialScreen'),
  regulatory: named(() => import('./routes/regulatory/regulatory-screen.tsx'), 'RegulatoryScreen'),
  regulatoryStandard: named(
    () => import('./routes/regulatory/regulatory-standard-screen.tsx'),
    'RegulatoryStandardScreen',
  ),
  marketCalendar: named(() => import('./routes/markets/market-calendar-screen.tsx'), 'MarketCalendarScreen'),
  sdsTemplates: named(() => import('./routes/regulatory/sds-templates-screen.tsx'), 'SdsTemplatesScreen'),
  materialsConsolidation: named(
    () => import('./routes/materials/materials-consolidation-screen.tsx'),
    'MaterialsConsolidationScreen',
  ),
  inventory: named(() => import('./routes/inventory/inventory-screen.tsx'), 'InventoryScreen'),
  planBatch: named(() => import('./routes/batches/plan-batch-screen.tsx'), 'PlanBatchScreen'),
  makingMode: named(() => import('./routes/batches/making-mode-screen.tsx'), 'MakingModeScreen'),
  professionalIntelligence: named(
    () => import('./routes/intelligence/professional-intelligence-screen.tsx'),
    'ProfessionalIntelligenceScreen',
  ),
  professionalStudio: named(
    () => import('./routes/dashboard/professional-studio-screen.tsx'),
    'ProfessionalStudioScreen',
  ),
  professionalStudioV2: named(
    () => import('./routes/dashboard/professional-studio-screen.tsx'),
    'ProfessionalStudioScreen',
  ),
  account: named(() => import('./routes/accounts/account-screen.tsx'), 'AccountScreen'),
  feedback: named(() => import('./routes/feedback/feedback-screen.tsx'), 'FeedbackScreen'),
  beta: named(() => import('./routes/feedback/beta-screen.tsx'), 'BetaScreen'),
  settings: named(() => import('./routes/settings/settings-screen.tsx'), 'SettingsScreen'),
  help: named(() => import('./routes/marketing/help-screen.tsx'), 'HelpScreen'),
  shoppingList: named(() => import('./routes/inventory/shopping-list-screen.tsx'), 'ShoppingListScreen'),
  materialIntelligence: named(
    () => import('./routes/ai/material-intelligence-screen.tsx'),
    'MaterialIntelligenceScreen',
  ),
  formula: FormulaEditorScreen,
  formulaEditor: FormulaEditorScreen,
  formulaAnalysis: named(() => import('./routes/formulas/formula-analysis-screen.tsx'), 'FormulaAnalysisScreen'),
  marketIntelligence: named(
    () => import('./routes/intelligence/market-intelligence-screen.tsx'),
    'MarketIntelligenceScreen',
  ),
  perfumerIntel: IntelligenceScreen,
  intelligence: IntelligenceScreen,
  perfumeNews: named(() => import('./routes/intelligence/perfume-news-screen.tsx'), 'PerfumeNewsScreen'),
  trendingTest: named(() => import('./routes/intelligence/trending-test-screen.tsx'), 'TrendingTestScreen'),
  formulaWizard: FormulaWizardScreen,
  formulaLab: FormulaLabScreen,
  formulaLabBrowser: FormulaLabScreen,
  formulaLabEditor: FormulaEditorScreen,
  sharedFormula: named(() => import('./routes/formulas/shared-formula-screen.tsx'), 'SharedFormulaScreen'),
  openShareLink: named(() => import('./routes/formulas/open-share-link-screen.tsx'), 'OpenShareLinkScreen'),
  commercialPerfumes: named(
    () => import('./routes/intelligence/commercial-perfumes-screen.tsx'),
    'CommercialPerfumesScreen',
  ),
  commercialPerfume: named(() => import('./routes/intelligence/perfume-screen.tsx'), 'PerfumeScreen'),
  topPerfumes: named(() => import('./routes/intelligence/top-perfumes-screen.tsx'), 'TopPerfumesScreen'),
  fragranticaShowcase: named(
    () => import('./routes/intelligence/fragrantica-showcase-screen.tsx'),
    'FragranticaShowcaseScreen',
  ),
  fragranticaData: named(() => import('./routes/intelligence/fragrantica-data-screen.tsx'), 'FragranticaDataScreen'),
  fragranticaAutomation: named(
    () => import('./routes/intelligence/fragrantica-automation-screen.tsx'),
    'FragranticaAutomationScreen',
  ),
  populator: named(() => import('./routes/reference-data/populator-screen.tsx'), 'PopulatorScreen'),
  referenceDataSetup: named(
    () => import('./routes/reference-data/reference-data-setup-screen.tsx'),
    'ReferenceDataSetupScreen',
  ),
  scrapers: named(() => import('./routes/reference-data/scrapers-screen.tsx'), 'ScrapersScreen'),
  testMaterialImage: MaterialImageQaScreen,
  testMaterialImageStyles: MaterialImageQaScreen,
  testMaterialImageHybrids: MaterialImageQaScreen,
  invites: named(() => import('./routes/accounts/invites-screen.tsx'), 'InvitesScreen'),
  workspace: named(() => import('./routes/workspaces/workspace-settings-screen.tsx'), 'WorkspaceSettingsScreen'),
  formulaAdmin: named(() => import('./routes/formulas/formula-admin-screen.tsx'), 'FormulaAdminScreen'),
  adminTools: named(() => import('./routes/admin/admin-tools-screen.tsx'), 'AdminToolsScreen'),
  adminSuperDashboard: named(() => import('./routes/admin/admin-system-screen.tsx'), 'AdminSystemScreen'),
  adminSystem: named(() => import('./routes/admin/admin-system-screen.tsx'), 'AdminSystemScreen'),
  adminBetaFeedback: named(() => import('./routes/feedback/admin-beta-feedback-screen.tsx'), 'AdminBetaFeedbackScreen'),
  adminServerDashboard: named(() => import('./routes/admin/admin-server-screen.tsx'), 'AdminServerScreen'),
  adminAnalytics: named(() => import('./routes/tracking/admin-analytics-screen.tsx'), 'AdminAnalyticsScreen'),
  adminEnrichmentDashboard: named(
    () => import('./routes/ai/admin-enrichment-dashboard-screen.tsx'),
    'AdminEnrichmentDashboardScreen',
  ),
  adminMaterialGroups: named(
    () => import('./routes/materials/admin-material-groups-screen.tsx'),
    'AdminMaterialGroupsScreen',
  ),
  adminIfraSystemCheck: named(
    () => import('./routes/regulatory/admin-ifra-system-check-screen.tsx'),
    'AdminIfraSystemCheckScreen',
  ),
  adminIfraPdfTest: named(() => import('./routes/regulatory/admin-ifra-pdf-test-screen.tsx'), 'AdminIfraPdfTestScreen'),
  adminContactMessages: named(
    () => import('./routes/marketing/admin-contact-messages-screen.tsx'),
    'AdminContactMessagesScreen',
  ),
};
