import { Text } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What comes here, shown (muted) in the reserved space until it does: a reader reaching it brings it. */
  placeholder: string;
  /** The space kept until then, so what follows does not move much when the content arrives. */
  minHeight: number;
  /** How far outside the viewport the place may still be for the content to start (CSS margin). */
  margin?: string;
};

/**
 * Renders its children once their place comes within `margin` of the viewport (scrolled to, or already on screen
 * when the page is drawn), and keeps them. For panels below the fold whose requests, server checks and render would
 * otherwise compete with what the screen was opened for: the formula's documents and CLP label under its verdict
 * cost about a fifth of /formula's main-thread work on a phone, where they are two screens below (ADR 053).
 * Without IntersectionObserver the children render at once.
 */
export function WhenNearViewport({ children, placeholder, minHeight, margin = '600px' }: Props) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <Suspense fallback={null}>{children}</Suspense>;
  return (
    <div ref={place} style={{ minHeight }} data-near-viewport="waiting">
      <Text size="sm" c="dimmed">
        {placeholder}
      </Text>
    </div>
  );
}
