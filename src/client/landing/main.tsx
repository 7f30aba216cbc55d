// The landing entry (/): its own tiny bundle. No router, no Query client, no notifications, modals or Spotlight;
// Mantine CSS per component only (DESIGN.md, front-end notes; the build adds each component's: ADR 063).
// Mantine's global layer; each component's own rules come with it (mantineStylesPerComponent, ADR 063).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '../styles/app.css';
import './landing.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { htmlColorSchemeManager } from '../app/color-scheme-manager.ts';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { applyAppearance } from '../lib/apply-appearance.ts';
import { LandingPage } from './landing-page.tsx';
import { LandingSplash } from './landing-splash.tsx';
import { readVisitorAppearance } from './read-visitor-appearance.ts';
import { trackPageView } from '../lib/track.ts';

const appearance = readVisitorAppearance();
applyAppearance(appearance);
trackPageView('/');

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

createRoot(container).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={htmlColorSchemeManager}
      defaultColorScheme="dark"
    >
      <LandingSplash reducedMotion={appearance.reducedMotion} />
      <LandingPage />
    </MantineProvider>
  </StrictMode>,
);
