import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { SettingsProvider } from '../features/settings/settings-provider.tsx';
import { lazyNamed, whenIdle } from '../lib/load-on-demand.tsx';
import { queryClient } from '../lib/query-client.ts';
import { htmlColorSchemeManager } from './color-scheme-manager.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const OverlayHosts = lazyNamed(() => import('./layout/overlay-hosts.tsx'), 'OverlayHosts');

/**
 * The toast and dialog hosts mount once the browser is idle after the first paint (2 s at the latest): their chunks
 * (Modal, FocusTrap, ScrollArea, Floating UI…) then neither share the network with the first screen nor run in the
 * busy start. Both read module-level stores, so a message sent earlier shows when they mount.
 */
function IdleOverlayHosts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  ) : null;
}

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
          <IdleOverlayHosts />
        </SettingsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
