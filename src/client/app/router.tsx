import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useParams, type Params } from 'react-router';
import { RouteErrorBoundary, ScreenErrorBoundary } from '../components/error-boundary.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { DashboardFallback } from './routes/dashboard/dashboard-header.tsx';
import { OpeningFormulaFallback } from './routes/formulas/formula-editor-fallback.tsx';
import { InventoryFallback } from './routes/inventory/inventory-fallback.tsx';
import { MaterialsFallback } from './routes/materials/materials-fallback.tsx';
import { ScreenLoader } from '../components/screen-loader.tsx';
import { ROUTES, type RouteDefinition, type RouteId } from '../config/paths.ts';
import { RouteGuard } from '../features/accounts/components/route-guard.tsx';
import { getSetupStatusQueryOptions } from '../features/accounts/api/setup-api.ts';
import { dashboardQueryOptions } from '../features/dashboard/api/dashboard-query.ts';
import { prefetchFormulaForEditor } from '../features/formulas/api/prefetch-formula.ts';
import { queryClient } from '../lib/query-client.ts';
import { isSignedInNow } from '../lib/session-store.ts';
import { afterScreenLoaded, loadAfterFirstPaint, noteScreenLoaded } from '../lib/after-first-paint.ts';
import { installLinkPrefetch, whenIdle } from '../lib/link-prefetch.ts';
import { inNextTask } from '../lib/in-next-task.ts';

/** A lazily loaded screen; `preload` starts fetching its chunk (when its route matches, before the guard renders). */
type Screen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen => {
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
type ScreenId = Exclude<RouteId, RedirectId>;

const SCREENS: Record<ScreenId, Screen> = {
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

/**
 * Data a screen needs, started when its route matches (before its lazy chunk has loaded), so the two load side by
 * side instead of one after the other. A prefetch never blocks the navigation: it returns nothing.
 */
type PrefetchArgs = { request: Request; params: Params };
const PREFETCH: Partial<Record<ScreenId, (args: PrefetchArgs) => void>> = {
  // The sign-in form waits for the setup status (so the fresh-instance notice does not push it down): ask at once.
  login: () => void queryClient.prefetchQuery(getSetupStatusQueryOptions()),
  // Signed in (known at once from the page, app-page.ts): the home screen's one request leaves with its chunk.
  dashboard: () => {
    if (isSignedInNow()) void queryClient.prefetchQuery(dashboardQueryOptions());
  },
  formula: ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    if (id) prefetchFormulaForEditor(queryClient, id);
  },
  formulaLabEditor: ({ params }) => {
    if (params.id) prefetchFormulaForEditor(queryClient, params.id);
  },
};

/** The address whose screen startScreenOfPage started: its RouteEntry does not ask for its data a second time. */
let startedPage: string | null = null;

/**
 * Starts the screen of the address the page was loaded at (its chunk, and its data if PREFETCH names it) as the app
 * entry runs, before React renders the shell: that first render is a transition of many slices, after which
 * RouteEntry's effect would start them (issue 34: a saved formula's reads left about 150 ms after its page had
 * arrived). Later navigations are started by RouteEntry.
 */
export function startScreenOfPage(): void {
  const { pathname, href } = window.location;
  for (const [id, route] of Object.entries(ROUTES) as Array<[RouteId, RouteDefinition]>) {
    const match = route.redirectTo ? null : matchPath(route.path, pathname);
    if (!match) continue;
    PREFETCH[id as ScreenId]?.({ request: new Request(href), params: match.params });
    startedPage = href;
    // The screen's chunk in a task of its own: resolving and appending its 60-odd preload links made, with the
    // entry's evaluation and the data's requests, one task of 180 ms at 4× CPU as /formula opened (issue 34).
    inNextTask(() => void SCREENS[id as ScreenId].preload().catch(() => {}));
    return;
  }
}

/** Starts loading the screen of one of our paths (a hovered or focused link), if a route matches it. */
export function preloadScreenFor(pathname: string): void {
  for (const [id, route] of Object.entries(ROUTES) as Array<[RouteId, RouteDefinition]>) {
    if (route.redirectTo || !matchPath(route.path, pathname)) continue;
    void SCREENS[id as ScreenId].preload().catch(() => {});
    return;
  }
}

/**
 * Links prefetch their screen on hover and focus; when idle, the screen the session leads to next is preloaded: the
 * materials library for a signed-in user, sign-in for a visitor. Preloading runs a screen's modules: sign-in's (its
 * forms' schemas, and zod) cost a signed-in phone about 100 ms of its main thread at 4× CPU for a screen it cannot
 * use until it signs out (issue 34, ADR 061).
 */
function useScreenPrefetch() {
  useEffect(() => {
    const stop = installLinkPrefetch(preloadScreenFor);
    // Idle once the first screen's code is there: before, the main thread idles only while that code downloads,
    // and these screens' (about 100 kB) would share the connection with it.
    let cancelIdle = () => {};
    let stopped = false;
    void afterScreenLoaded().then(() => {
      if (stopped) return;
      cancelIdle = whenIdle(() => {
        void (isSignedInNow() ? SCREENS.materials : SCREENS.login).preload().catch(() => {});
      });
    });
    return () => {
      stopped = true;
      stop();
      cancelIdle();
    };
  }, []);
}

const NotFoundScreen = named(() => import('./routes/marketing/not-found-screen.tsx'), 'NotFoundScreen');

/** A redirect route; `:param` segments of the target are filled from the current URL. */
function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const target = to.replaceAll(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  return <Navigate to={target} replace />;
}

/**
 * A matched route: its screen's chunk (and its data, if PREFETCH names it) start loading as soon as the route
 * matches, while the session is still being checked, not after the guard lets the screen render.
 */
function RouteEntry({
  screen,
  prefetch,
  notesItsDrawing = false,
  children,
}: {
  screen: Screen;
  prefetch?: (args: PrefetchArgs) => void;
  /** The screen calls noteScreenDrawn itself once its content has committed (the dashboard). */
  notesItsDrawing?: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  const params = useParams();
  useLayoutEffect(() => {
    // The first screen's chunk loaded lets the shell's extras and idle preloads go (after-first-paint.ts).
    void screen.preload().then(notesItsDrawing ? undefined : noteScreenLoaded, noteScreenLoaded);
    // The page's own screen was started as the entry ran (startScreenOfPage): its data is on its way.
    if (startedPage !== window.location.href) prefetch?.({ request: new Request(window.location.href), params });
    startedPage = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation
  }, [location.key]);
  return children;
}

/**
 * A screen's own loading state where it has one in the app entry: the dashboard (where every sign-in lands) shows
 * its greeting at once, exactly as the screen will draw it, instead of a loader (dashboard-header.tsx); the materials
 * library and the inventory their title and first line (their largest paint), as their screens draw them.
 */
const FALLBACKS: Partial<Record<ScreenId, ReactNode>> = {
  dashboard: <DashboardFallback />,
  materials: <MaterialsFallback />,
  inventory: <InventoryFallback />,
  // The editor's own loading block (the prerendered /formula draws it too, ADR 046).
  formula: <OpeningFormulaFallback />,
};
/** Screens that draw their content after their chunk and note it themselves (noteScreenDrawn): the dashboard. */
const NOTE_THEIR_DRAWING: ReadonlySet<ScreenId> = new Set(['dashboard']);

function renderScreen(
  route: RouteDefinition,
  LazyScreen: Screen,
  prefetch?: (args: PrefetchArgs) => void,
  fallback?: ReactNode,
  notesItsDrawing = false,
) {
  return (
    <RouteEntry screen={LazyScreen} prefetch={prefetch} notesItsDrawing={notesItsDrawing}>
      <RouteGuard guard={route.guard}>
        <ScreenErrorBoundary name={`${route.title} page`}>
          <Suspense fallback={fallback ?? <ScreenLoader title={route.title} />}>
            <LazyScreen />
          </Suspense>
        </ScreenErrorBoundary>
      </RouteGuard>
    </RouteEntry>
  );
}

/**
 * Every route of the app, in React Router's declarative mode (`<BrowserRouter>` in main.tsx): the data router
 * (createBrowserRouter, loaders) weighed about 12 kB gzip more in the app entry, and loaders were only used to
 * start a screen's chunk and data early, which RouteEntry does.
 */
export function AppRoutes() {
  useScreenPrefetch();
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<AppLayout />}>
          {(Object.entries(ROUTES) as Array<[RouteId, RouteDefinition]>).map(([id, route]) =>
            route.redirectTo ? (
              <Route key={id} path={route.path} element={<RedirectTo to={route.redirectTo} />} />
            ) : (
              <Route
                key={id}
                path={route.path}
                element={renderScreen(
                  route,
                  SCREENS[id as ScreenId],
                  PREFETCH[id as ScreenId],
                  FALLBACKS[id as ScreenId],
                  NOTE_THEIR_DRAWING.has(id as ScreenId),
                )}
              />
            ),
          )}
          <Route
            path="*"
            element={
              <Suspense fallback={<ScreenLoader title="Page" />}>
                <NotFoundScreen />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
