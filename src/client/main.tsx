// First: zod's settings, before any schema is built (CSP: no eval).
import './lib/configure-zod.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { listenForPaletteShortcut } from './app/layout/palette-store.ts';
import { AppRoutes, startScreenOfPage } from './app/router.tsx';
import { FatalErrorBoundary } from './components/error-boundary.tsx';
import { loadSession } from './lib/session-store.ts';

// The session: from the page when the server wrote it there (app-page.ts), else a check leaving now, beside the
// scripts still loading.
void loadSession();
listenForPaletteShortcut();
// The page's screen and its data leave now, not after the shell's first render.
startScreenOfPage();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

// A transition: React renders the shell in slices of a few milliseconds, yielding to the browser between them,
// instead of one long task that blocks input (Lighthouse's total blocking time).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <FatalErrorBoundary>
        {/* The router outside the providers: toasts and dialogs render in portals of the providers' hosts, and a
            link inside one (a plan refusal's "See the plans") needs the router's context there too. */}
        <BrowserRouter>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </FatalErrorBoundary>
    </StrictMode>,
  ),
);
