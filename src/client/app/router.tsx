import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { RouteErrorScreen, ScreenErrorBoundary } from '../components/error-boundary.tsx';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { ScreenLoader } from '../components/screen-loader.tsx';
import { ROUTES, type RouteDefinition, type RouteId } from '../config/paths.ts';
import { RouteGuard } from '../features/auth/components/route-guard.tsx';

type Screen = LazyExoticComponent<ComponentType>;
const screen = (load: () => Promise<{ default: ComponentType }>): Screen => lazy(load);
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen =>
  screen(() => load().then((module) => ({ default: module[name] })));

// One lazy chunk per screen module (route-level code splitting).
const AreaScreen = named(() => import('./routes/area-screen.tsx'), 'AreaScreen');
const MarketingScreen = named(() => import('./routes/marketing-screen.tsx'), 'MarketingScreen');

type RedirectId = { [K in RouteId]: (typeof ROUTES)[K] extends { redirectTo: string } ? K : never }[RouteId];
type ScreenId = Exclude<RouteId, RedirectId>;

const SCREENS: Record<ScreenId, Screen> = {
  landing: named(() => import('./routes/landing-redirect.tsx'), 'LandingRedirect'),
  legacy: named(() => import('./routes/legacy-screen.tsx'), 'LegacyScreen'),
  home: MarketingScreen,
  features: MarketingScreen,
  pricing: named(() => import('./routes/pricing-screen.tsx'), 'PricingScreen'),
  documentation: MarketingScreen,
  about: MarketingScreen,
  contact: MarketingScreen,
  support: MarketingScreen,
  privacy: MarketingScreen,
  terms: MarketingScreen,
  security: MarketingScreen,
  login: named(() => import('./routes/login-screen.tsx'), 'LoginScreen'),
  subscriptionSuccess: named(() => import('./routes/subscription-result-screen.tsx'), 'SubscriptionResultScreen'),
  subscriptionCancel: named(() => import('./routes/subscription-result-screen.tsx'), 'SubscriptionResultScreen'),
  resources: AreaScreen,
  tour: named(() => import('./routes/tour-screen.tsx'), 'TourScreen'),
  acceptInvite: AreaScreen,
  discoveries: AreaScreen,
  dashboard: named(() => import('./routes/dashboard-screen.tsx'), 'DashboardScreen'),
  materials: AreaScreen,
  materialsConsolidation: AreaScreen,
  inventory: AreaScreen,
  professionalIntelligence: AreaScreen,
  professionalStudio: AreaScreen,
  professionalStudioV2: AreaScreen,
  account: named(() => import('./routes/account-screen.tsx'), 'AccountScreen'),
  feedback: AreaScreen,
  beta: AreaScreen,
  settings: named(() => import('./routes/settings-screen.tsx'), 'SettingsScreen'),
  help: named(() => import('./routes/help-screen.tsx'), 'HelpScreen'),
  shoppingList: AreaScreen,
  materialIntelligence: AreaScreen,
  formula: AreaScreen,
  formulaEditor: AreaScreen,
  formulaAnalysis: AreaScreen,
  marketIntelligence: AreaScreen,
  perfumerIntel: AreaScreen,
  intelligence: AreaScreen,
  perfumeNews: AreaScreen,
  trendingTest: AreaScreen,
  formulaWizard: AreaScreen,
  formulaLab: AreaScreen,
  formulaLabBrowser: AreaScreen,
  formulaLabEditor: AreaScreen,
  commercialPerfumes: AreaScreen,
  topPerfumes: AreaScreen,
  fragranticaShowcase: AreaScreen,
  fragranticaData: AreaScreen,
  fragranticaAutomation: AreaScreen,
  populator: AreaScreen,
  scrapers: AreaScreen,
  testMaterialImage: AreaScreen,
  testMaterialImageStyles: AreaScreen,
  testMaterialImageHybrids: AreaScreen,
  invites: AreaScreen,
  formulaAdmin: AreaScreen,
  adminTools: AreaScreen,
  adminSuperDashboard: AreaScreen,
  adminSystem: AreaScreen,
  adminBetaFeedback: AreaScreen,
  adminServerDashboard: AreaScreen,
  adminEnrichmentDashboard: AreaScreen,
  adminMaterialGroups: AreaScreen,
  adminIfraSystemCheck: AreaScreen,
  adminIfraPdfTest: AreaScreen,
};

const NotFoundScreen = named(() => import('./routes/not-found-screen.tsx'), 'NotFoundScreen');

/** A redirect route; `:param` segments of the target are filled from the current URL. */
function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const target = to.replaceAll(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  return <Navigate to={target} replace />;
}

function renderScreen(route: RouteDefinition, LazyScreen: Screen) {
  return (
    <RouteGuard guard={route.guard}>
      <ScreenErrorBoundary name={`${route.title} page`}>
        <Suspense fallback={<ScreenLoader title={route.title} />}>
          <LazyScreen />
        </Suspense>
      </ScreenErrorBoundary>
    </RouteGuard>
  );
}

function buildRoutes(): RouteObject[] {
  return (Object.entries(ROUTES) as Array<[RouteId, RouteDefinition]>).map(([id, route]) => {
    if (route.redirectTo) return { path: route.path, element: <RedirectTo to={route.redirectTo} /> };
    return { path: route.path, element: renderScreen(route, SCREENS[id as ScreenId]) };
  });
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...buildRoutes(),
      {
        path: '*',
        element: (
          <Suspense fallback={<ScreenLoader title="Page" />}>
            <NotFoundScreen />
          </Suspense>
        ),
      },
    ],
  },
]);
