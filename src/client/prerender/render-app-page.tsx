// Build time only (scripts/prerender-app-pages.ts): the signed-in shell and a screen's first block (its route's
// Suspense fallback) as React first draws them, as HTML with marked slots for what only the request knows (the user's
// name, the day). Runs in Node under a happy-dom window; never in a browser (ADR 046).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { BUILT_IN_THEMES } from '../../domain/settings/built-in-themes.ts';
import { LOGGED_OUT_SETTINGS } from '../../domain/settings/user-settings.ts';
import { formatGreetingDay, greetingAt } from '../../domain/shared/format-dates.ts';
import { AppLayout } from '../app/layout/app-layout.tsx';
import { AppProviders } from '../app/providers.tsx';
import { DashboardFallback } from '../app/routes/dashboard/dashboard-header.tsx';
import { FormulaEditorFallback } from '../app/routes/formulas/formula-editor-fallback.tsx';
import { InventoryFallback } from '../app/routes/inventory/inventory-fallback.tsx';
import { MaterialsFallback } from '../app/routes/materials/materials-fallback.tsx';
import { matchRoute } from '../config/paths.ts';
import { applyAppearance } from '../lib/apply-appearance.ts';
import { queryClient } from '../lib/query-client.ts';
import { loadSession, resetSessionStore } from '../lib/session-store.ts';
import { slotToken } from '../../domain/shared/page-slots.ts';

/** The signed-in paths drawn at build time, each with the block its route draws while its screen's code loads. */
export const PRERENDERED_APP_SCREENS = {
  '/dashboard': DashboardFallback,
  '/materials': MaterialsFallback,
  '/inventory': InventoryFallback,
  // The opened formula's name: the server writes it (app-page.ts).
  '/formula': () => <FormulaEditorFallback name={slotToken('formula')} />,
} as const satisfies Record<string, ComponentType>;
export type PrerenderedAppPath = keyof typeof PRERENDERED_APP_SCREENS;

/** The page's title, as the shell sets it (app-layout.tsx's useDocumentTitle, Sillage's own brand). */
export const appPageTitle = (path: PrerenderedAppPath): string => `${matchRoute(path)?.title ?? 'Sillage'} · Sillage`;

/** The user's initial (the avatar's letter) is the first character of their e-mail: a private-use stand-in. */
const INITIAL_STAND_IN = '\uE001';

/**
 * A session as the server inlines it (app-page.ts), with stand-ins where the page shows the user: the shell draws
 * what it draws for anyone signed in (the admin section, the workspace menu and the badges come later, as in the
 * browser), and the server fills the slots per request.
 */
function installStandInSession() {
  const now = new Date(0).toISOString();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'sl-session';
  block.textContent = JSON.stringify({
    session: { id: 'prerender', userId: 'prerender', token: '', expiresAt: now, createdAt: now, updatedAt: now },
    user: {
      id: 'prerender',
      name: slotToken('name'),
      email: `${INITIAL_STAND_IN}@prerender.invalid`,
      emailVerified: true,
      role: 'user',
      createdAt: now,
      updatedAt: now,
    },
  });
  document.head.append(block);
  resetSessionStore();
  void loadSession();
}

/** The day and greeting the render drew at `when`, as slots the server (then first-paint.js) fills. */
function markTimeSlots(markup: string, when: Date): string {
  const day = `>${formatGreetingDay(when)}<`;
  const greeting = `>${greetingAt(when.getHours())}<!-- -->,`;
  if (markup.includes(day)) markup = markup.replace(day, `><span data-sl-slot="day">${slotToken('day')}</span><`);
  if (markup.includes(greeting))
    markup = markup.replace(greeting, `><span data-sl-slot="greeting">${slotToken('greeting')}</span><!-- -->,`);
  return markup;
}

/**
 * The page at `path` for a signed-in user whose browser stores no choices yet (the sidebar open, the logged-out
 * look until their settings load: what the app's first render draws), with slots for the name, the avatar's
 * initial, the day and the greeting. renderToString, not hydration: the app renders afresh and takes the page over
 * (lib/prerendered-page.ts) at its first commit.
 */
export function renderAppPage(path: PrerenderedAppPath): string {
  installStandInSession();
  queryClient.clear();
  const Fallback = PRERENDERED_APP_SCREENS[path];
  const when = new Date();
  try {
    const markup = renderToString(
      <StaticRouter location={path}>
        <AppProviders>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path={path} element={<Fallback />} />
            </Route>
          </Routes>
        </AppProviders>
      </StaticRouter>,
    );
    // The search button's shortcut is the keyboard's (describe-shortcut.ts: Ctrl at build time, ⌘ on a Mac).
    const marked = markTimeSlots(markup, when)
      .replaceAll(INITIAL_STAND_IN, slotToken('initial'))
      .replace(/>(Ctrl K)<\/kbd>/, '><span data-sl-slot="shortcut">$1</span></kbd>');
    if (marked.includes('prerender.invalid')) throw new Error('prerender: the stand-in e-mail shows in the page');
    // The build fails loudly when a slot the server fills is no longer where the page draws it.
    const required =
      path === '/dashboard'
        ? (['initial', 'name', 'day', 'greeting'] as const)
        : path === '/formula'
          ? (['initial', 'formula'] as const)
          : (['initial'] as const);
    for (const slot of required)
      if (!marked.includes(slotToken(slot))) throw new Error(`prerender: ${path} has no ${slot} slot`);
    return marked;
  } finally {
    queryClient.clear();
    resetSessionStore();
    document.getElementById('sl-session')?.remove();
  }
}

/**
 * The colours of every built-in theme per mode, as CSS keyed by the attribute first-paint.js sets from the stored
 * settings (`data-sl-first-theme`), and, without it, the theme the app's first render applies when nothing is stored
 * (the logged-out look): what `applyAppearance` writes onto <html>, so the page paints in the user's theme.
 */
export function renderThemeLooksCss(): string {
  const rules: string[] = [];
  for (const themeMode of ['dark', 'light'] as const) {
    for (const theme of [null, ...BUILT_IN_THEMES]) {
      const html = document.createElement('html');
      const identifier = theme?.identifier ?? LOGGED_OUT_SETTINGS.activeThemeIdentifier;
      applyAppearance(
        {
          themeIdentifier: identifier,
          themeMode,
          densityMode: LOGGED_OUT_SETTINGS.densityMode,
          fontSizePx: LOGGED_OUT_SETTINGS.fontSize,
          fontFamily: LOGGED_OUT_SETTINGS.fontFamily,
          fontFamilySpreadsheet: LOGGED_OUT_SETTINGS.fontFamilySpreadsheet,
          fontFamilyReports: LOGGED_OUT_SETTINGS.fontFamilyReports,
          fontFamilyCards: LOGGED_OUT_SETTINGS.fontFamilyCards,
          fontFamilyTooltip: LOGGED_OUT_SETTINGS.fontFamilyTooltip,
          letterSpacing: LOGGED_OUT_SETTINGS.letterSpacing,
          reducedMotion: true,
        },
        html,
      );
      const declarations = (html.getAttribute('style') ?? '')
        .split(';')
        .map((declaration) => declaration.trim())
        // A named theme's rule sets its colours only (sizes and fonts are the unnamed rule's and first-paint.js's).
        .filter(
          (declaration) =>
            declaration && (!theme || /^(?:--sl-[a-z-]+|background-color|color-scheme):/.test(declaration)),
        )
        .filter(
          (declaration) => !theme || (!declaration.startsWith('--sl-font') && !declaration.startsWith('--sl-letter')),
        );
      const scope = theme ? `[data-sl-first-theme="${theme.identifier}"]` : '';
      rules.push(`:root${scope}[data-mantine-color-scheme="${themeMode}"]{${declarations.join(';')}}`);
    }
  }
  return rules.join('');
}
