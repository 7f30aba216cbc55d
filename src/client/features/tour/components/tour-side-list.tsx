import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { hrefs, ROUTES, TOUR_STEPS } from '../../../config/paths.ts';

/** Small side list on tour pages: Home and Tour 1 to 4. */
export function TourSideList({ current }: { current: number }) {
  return (
    <Stack
      component="nav"
      aria-label="Tours"
      gap={6}
      style={{ position: 'fixed', top: 24, left: 24, zIndex: 20 }}
      onClick={(event) => event.stopPropagation()}
    >
      <Anchor component={Link} to={ROUTES.home.path} size="sm" c="dimmed">
        Home
      </Anchor>
      {TOUR_STEPS.map((step) => (
        <Anchor
          key={step}
          component={Link}
          to={hrefs.tour(step)}
          size="sm"
          c={step === current ? 'var(--sl-accent)' : 'dimmed'}
          aria-current={step === current ? 'page' : undefined}
        >
          Tour {step}
        </Anchor>
      ))}
    </Stack>
  );
}
