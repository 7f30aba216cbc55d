import { Stack, Tabs } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScreenTip } from '../../../components/screen-tip.tsx';
import { findMarketTab, MARKET_TABS } from '../market-tabs.ts';
import classes from './market-area.module.css';

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
  const list = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls: bring the current tab into view (a tab further right would start off screen).
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    });
  }, [current?.value]);
  return (
    <Stack gap="sm">
      <Tabs
        value={current?.value ?? null}
        onChange={(value) => {
          const tab = MARKET_TABS.find((candidate) => candidate.value === value);
          if (tab && tab !== current) void navigate(tab.path);
        }}
        pt="md"
        classNames={{ list: classes.list, tab: classes.tab }}
      >
        <Tabs.List aria-label="Market" ref={list}>
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
