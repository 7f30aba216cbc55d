import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths.ts';
import './headline-marquee.css';

/** Scrolling speed: seconds per headline of one pass. */
const SECONDS_PER_HEADLINE = 12;

type Headline = { id: string; title: string };

/**
 * The headlines scrolling right to left in a loop (a second, hidden copy follows the first); still, and cut to the
 * width, when the user prefers reduced motion (the system's setting, or Settings → Reduce motion through CSS).
 */
export function HeadlineMarquee({
  headlines,
  reducedMotion,
}: {
  headlines: readonly Headline[];
  reducedMotion: boolean;
}) {
  const copy = (hidden: boolean) => (
    <div className="sl-ticker-copy" aria-hidden={hidden || undefined}>
      {headlines.map((headline) => (
        <Anchor
          key={headline.id}
          component={Link}
          to={ROUTES.perfumeNews.path}
          size="sm"
          tabIndex={hidden ? -1 : undefined}
          truncate={reducedMotion}
        >
          {headline.title}
        </Anchor>
      ))}
    </div>
  );
  return (
    <div className="sl-ticker" aria-label="Perfume news headlines" role="region">
      <div
        className="sl-ticker-track"
        data-scrolling={String(!reducedMotion)}
        style={{ ['--sl-ticker-duration' as string]: `${headlines.length * SECONDS_PER_HEADLINE}s` }}
      >
        {copy(false)}
        {!reducedMotion && copy(true)}
      </div>
    </div>
  );
}
