import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findMarketTab, MARKET_TABS } from '../market-tabs.ts';

/** The Market area: its tabs above the screen of the current route (each tab is a route, so links and back work). */
export function MarketArea({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = findMarketTab(pathname);
  return (
    <Stack gap={0}>
      <Tabs
        value={current?.value ?? null}
        onChange={(value) => {
          const tab = MARKET_TABS.find((candidate) => candidate.value === value);
          if (tab && tab !== current) void navigate(tab.path);
        }}
        pt="md"
      >
        <Tabs.List aria-label="Market">
          {MARKET_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  );
}
