import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
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
import { afterScreenLoaded, noteScreenLoaded } from '../lib/after-first-paint.ts';
import { installLinkPrefetch, whenIdle } from '../lib/link-prefetch.ts';
import { inNextTask } from '../lib/in-next-task.ts';
import { named, SCREENS, type Screen, type ScreenId } from './screens.ts';

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
