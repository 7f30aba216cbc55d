import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProductScreenshot } from '../../../components/product-screenshots/product-screenshot.tsx';
import { markStorySeen, TOUR_ONE_SLIDES } from '../tour-one-slides.ts';
import { ROUTES } from '../../../config/paths.ts';

type Phase = 'black' | 'in' | 'hold' | 'out';

/** The auto-playing story; after the last slide, or on any click, it goes to /home. */
export function TourOneStory() {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>(() => (TOUR_ONE_SLIDES[0]?.blackStart ? 'black' : 'in'));
  const slide = TOUR_ONE_SLIDES[index];

  const finish = () => {
    markStorySeen();
    navigate(ROUTES.home.path, { replace: true });
  };

  useEffect(() => {
    if (!slide) return;
    const durations: Record<Phase, number> = {
      black: slide.blackStart ?? 0,
      in: slide.fadeIn,
      hold: slide.hold,
      out: slide.fadeOut,
    };
    const timer = setTimeout(() => {
      if (phase === 'black') setPhase('in');
      else if (phase === 'in') setPhase('hold');
      else if (phase === 'hold') setPhase('out');
      else if (index + 1 < TOUR_ONE_SLIDES.length) {
        setIndex(index + 1);
        setPhase('in');
      } else finish();
    }, durations[phase]);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timeline depends on slide and phase only
  }, [index, phase]);

  if (!slide) return null;
  const visible = phase === 'in' || phase === 'hold';
  const transitionMs = phase === 'out' ? slide.fadeOut : slide.fadeIn;

  return (
    <Box
      onClick={finish}
      role="button"
      tabIndex={0}
      aria-label="Skip the story"
      onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ' || event.key === 'Escape') && finish()}
      className="tour-story"
      style={{
        position: 'fixed',
        inset: 0,
        background: '#000',
        color: '#f3ede2',
        cursor: 'pointer',
        zIndex: 10,
      }}
    >
      <Box
        maw={slide.screenshot ? 880 : 760}
        ta="center"
        style={{ opacity: visible ? 1 : 0, transition: `opacity ${transitionMs}ms ease` }}
        aria-live="polite"
      >
        {slide.kind === 'feature' && (
          <Text className="sl-eyebrow" c="#b7ad9c" mb="md">
            Sillage
          </Text>
        )}
        <Text
          className="sl-display"
          fz={slide.kind === 'final' ? 'clamp(3rem, 12vw, 7rem)' : 'clamp(1.8rem, 5vw, 3.2rem)'}
          lh={1.15}
        >
          {slide.title}
        </Text>
        {slide.text && (
          <Text fz="lg" mt="lg" c="#cfc6b6" lh={1.6}>
            {slide.text}
          </Text>
        )}
        {slide.screenshot && (
          <Box mt={32} className="tour-story-shot">
            <ProductScreenshot key={slide.screenshot} id={slide.screenshot} theme="dark" priority />
          </Box>
        )}
      </Box>
      <Text size="xs" c="#8d8475" style={{ position: 'absolute', bottom: 24 }}>
        Click anywhere to skip
      </Text>
    </Box>
  );
}
