import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SettingsProvider } from '../features/settings/settings-provider.tsx';
import { queryClient } from '../lib/query-client.ts';
import { htmlColorSchemeManager } from './color-scheme-manager.ts';
import { cssVariablesResolver, theme } from './theme.ts';

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
          <ModalsProvider>
            {/* Below the fixed header (AppShell sets --app-shell-header-height), never over its icons. */}
            <Notifications position="top-right" limit={4} className="sl-notifications" />
            {children}
          </ModalsProvider>
        </SettingsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
