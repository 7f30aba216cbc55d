import { Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScreenTip } from '../../../components/screen-tip.tsx';
import { findMarketTab, MARKET_TABS } from '../market-tabs.ts';

/** Each tab's contextual tip (Settings → Show tips). */
const MARKET_TIPS: Readonly<Record<string, string>> = {
  overview: 'Rising and falling notes compare the last three complete years with the three before.',
  trends: 'Pick up to a handful of notes or accords to compare their share of launches year by year.',
  news: 'Filter by sentiment to see the price rises and shortages that may touch your materials.',
  professional: 'Each moving note lists the library materials that carry it: open one to see where it is used.',
};

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
      {current && <ScreenTip id={`market-${current.value}`}>{MARKET_TIPS[current.value]}</ScreenTip>}
      {children}
    </Stack>
  );
}
