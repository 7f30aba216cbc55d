// The landing entry (/): its own tiny bundle. No router, no Query client, no notifications, modals or Spotlight;
// Mantine CSS per component only (DESIGN.md, front-end notes).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
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
