import { Box, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { HeadlineMarquee } from './headline-marquee.tsx';
import { useHeadlines } from '../hooks/use-headlines.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';

export const TICKER_ALTERNATE_MS = 30_000;
export const TICKER_FADE_MS = 1000;
const HEADER_HEADLINES = 3;

function Clock() {
  const now = useMinuteClock();
  return (
    <Text size="sm" c="dimmed" ff="var(--sl-font-spreadsheet)" aria-label="Current time">
      {now.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' })} ·{' '}
      {now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
    </Text>
  );
}

/**
 * Header area: a live clock (hours and minutes), alternating every 30 s (1 s fade) with news headlines when there
 * are any.
 */
export function HeaderTicker({ signedIn = true }: { signedIn?: boolean }) {
  const headlines = useHeadlines(HEADER_HEADLINES, signedIn).slice(0, HEADER_HEADLINES);
  const [showNews, setShowNews] = useState(false);
  const [visible, setVisible] = useState(true);
  const hasNews = headlines.length > 0;
  const reducedMotion = useReducedMotion() ?? false;

  useEffect(() => {
    if (!hasNews) {
      setShowNews(false);
      return;
    }
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(false);
      fadeTimer = setTimeout(() => {
        setShowNews((value) => !value);
        setVisible(true);
      }, TICKER_FADE_MS);
    }, TICKER_ALTERNATE_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fadeTimer);
    };
  }, [hasNews]);

  return (
    <Box style={{ opacity: visible ? 1 : 0, transition: `opacity ${TICKER_FADE_MS}ms ease`, minWidth: 0 }}>
      {showNews && hasNews ? <HeadlineMarquee headlines={headlines} reducedMotion={reducedMotion} /> : <Clock />}
    </Box>
  );
}
