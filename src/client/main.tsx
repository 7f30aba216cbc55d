import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { FatalErrorBoundary } from './components/error-boundary.tsx';
import { loadSession } from './lib/session-store.ts';

// The session check leaves now, beside the scripts still loading, not after the first render.
void loadSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

createRoot(container).render(
  <StrictMode>
    <FatalErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </FatalErrorBoundary>
  </StrictMode>,
);
