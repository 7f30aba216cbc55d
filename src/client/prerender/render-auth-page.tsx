// Build time only (scripts/prerender-auth-pages.ts): the signed-out sign-in page as React first draws it, as HTML.
// Runs in Node under a happy-dom window (the shell reads window and local storage as it renders); never in a browser.
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppLayout } from '../app/layout/app-layout.tsx';
import { AppProviders } from '../app/providers.tsx';
import { LoginScreen } from '../app/routes/accounts/login-screen.tsx';
import { getSetupStatusQueryOptions } from '../features/accounts/api/setup-api.ts';
import { readVisitorAppearance } from '../landing/read-visitor-appearance.ts';
import { applyAppearance } from '../lib/apply-appearance.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearSession } from '../lib/session-store.ts';

/** The paths drawn at build time, each the screen React renders there for a visitor. */
export const PRERENDERED_SCREENS = { '/login': LoginScreen } as const;
export type PrerenderedPath = keyof typeof PRERENDERED_SCREENS;

/**
 * The page at `path` for a visitor (no session), with the instance's setup status as given: the same tree the app
 * renders (providers, shell, screen), minus its lazy parts, which draw their fallbacks as they do in the browser
 * before their chunks arrive (the top bar's clock). renderToString, not hydration: the app renders afresh and
 * takes the page over (lib/prerendered-page.ts).
 */
export function renderAuthPage(path: PrerenderedPath, options: { adminPending: boolean }): string {
  clearSession();
  queryClient.clear();
  queryClient.setQueryData(getSetupStatusQueryOptions().queryKey, { adminPending: options.adminPending });
  const Screen = PRERENDERED_SCREENS[path];
  try {
    return renderToString(
      <StaticRouter location={path}>
        <AppProviders>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path={path} element={<Screen />} />
            </Route>
          </Routes>
        </AppProviders>
      </StaticRouter>,
    );
  } finally {
    // No timers left behind (the query cache's garbage collection would hold the build for 5 minutes).
    queryClient.clear();
  }
}

/**
 * The look a visitor with no stored choices gets from the app (applyAppearance: the logged-out theme's colours in
 * each mode, base font size, font stacks), as CSS on :root per mode, so the page's first paint has the sizes and
 * colours the app then writes onto <html> (a visitor's own mode comes from first-paint.js, their font size and
 * density too).
 */
export function renderVisitorLookCss(): string {
  return (['dark', 'light'] as const)
    .map((themeMode) => {
      const html = document.createElement('html');
      applyAppearance({ ...readVisitorAppearance(), themeMode, reducedMotion: true }, html);
      return `:root[data-mantine-color-scheme="${themeMode}"]{${html.getAttribute('style') ?? ''}}`;
    })
    .join('');
}
