import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { SettingsProvider } from '../features/settings/settings-provider.tsx';
import { lazyNamed } from '../lib/load-on-demand.tsx';
import { queryClient } from '../lib/query-client.ts';
import { htmlColorSchemeManager } from './color-scheme-manager.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const OverlayHosts = lazyNamed(() => import('./layout/overlay-hosts.tsx'), 'OverlayHosts');

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={htmlColorSchemeManager}
      defaultColorScheme="dark"
    >
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          {children}
          <Suspense fallback={null}>
            <OverlayHosts />
          </Suspense>
        </SettingsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
