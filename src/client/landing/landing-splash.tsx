import { useEffect, useRef, useState } from 'react';
import { INTRO_CLIP_MS, INTRO_CLIPS } from './intro-clips.ts';

/**
 * Splash on / (spec sections 2 and 4): for a visitor with no stored session, no splash-disabled flag and no wish for
 * reduced motion. Both clips are preloaded; the first plays, fades (500 ms) into the second; it ends on a click,
 * when the second clip ends, or after 5.2 s at most. Then the clips fade out (0.4 s), black stays about 0.2 s and
 * lifts over 0.5 s onto the page. A clip that does not load skips the splash.
 */
export const SPLASH_DISABLED_KEY = 'splashDisabled';
export const CROSSFADE_MS = 500;
export const MAX_MS = 5200;
export const FADE_OUT_MS = 400;
export const BLACK_HOLD_MS = 200;
export const BLACK_LIFT_MS = 500;
const LOAD_TIMEOUT_MS = 4000;

type Phase = 'checking' | 'loading' | 'playing' | 'fading' | 'black' | 'lifting' | 'done';

function isSplashWanted(reducedMotionSetting: boolean): boolean {
  try {
    if (localStorage.getItem(SPLASH_DISABLED_KEY) === 'true') return false;
  } catch {
    return false;
  }
  if (reducedMotionSetting) return false;
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether the visitor has a stored sign-in session (better-auth's cookie is not readable from script). */
async function hasStoredSession(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (!response.ok) return false;
    const body = (await response.json()) as { user?: unknown } | null;
    return Boolean(body?.user);
  } catch {
    return false;
  }
}

function whenPlayable(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_ENOUGH_DATA) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), LOAD_TIMEOUT_MS);
    video.addEventListener('canplaythrough', () => (clearTimeout(timer), resolve()), { once: true });
    video.addEventListener('error', () => (clearTimeout(timer), reject(new Error('error'))), { once: true });
  });
}

export function LandingSplash({ reducedMotion = false }: { reducedMotion?: boolean }) {
  const [phase, setPhase] = useState<Phase>('checking');
  const [clip, setClip] = useState(0);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);

  useEffect(() => {
    if (!isSplashWanted(reducedMotion)) return setPhase('done');
    let cancelled = false;
    void hasStoredSession().then((signedIn) => !cancelled && setPhase(signedIn ? 'done' : 'loading'));
    return () => void (cancelled = true);
  }, [reducedMotion]);

  useEffect(() => {
    if (phase !== 'loading') return;
    let cancelled = false;
    Promise.all(videos.current.map((video) => (video ? whenPlayable(video) : Promise.reject(new Error('missing')))))
      .then(() => !cancelled && setPhase('playing'))
      .catch(() => !cancelled && setPhase('lifting'));
    return () => void (cancelled = true);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'playing') return;
    void videos.current[0]?.play().catch(() => setPhase('fading'));
    const second = setTimeout(() => {
      setClip(1);
      void videos.current[1]?.play().catch(() => setPhase('fading'));
    }, INTRO_CLIP_MS);
    const cap = setTimeout(() => setPhase('fading'), MAX_MS);
    return () => (clearTimeout(second), clearTimeout(cap));
  }, [phase]);

  useEffect(() => {
    const next: Partial<Record<Phase, [Phase, number]>> = {
      fading: ['black', FADE_OUT_MS],
      black: ['lifting', BLACK_HOLD_MS],
      lifting: ['done', BLACK_LIFT_MS],
    };
    const step = next[phase];
    if (!step) return;
    const timer = setTimeout(() => setPhase(step[0]), step[1]);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'checking' || phase === 'done') return null;
  const skip = () => (phase === 'loading' || phase === 'playing') && setPhase('fading');
  return (
    <div
      className="landing-splash"
      data-testid="splash"
      data-phase={phase}
      onClick={skip}
      onKeyDown={(event) => (event.key === 'Escape' || event.key === 'Enter' || event.key === ' ') && skip()}
      role="button"
      tabIndex={0}
      aria-label="Intro: click anywhere to skip"
    >
      <div className="landing-splash-clips" data-clip={clip}>
        {INTRO_CLIPS.map((src, index) => (
          <video
            key={src}
            ref={(element) => void (videos.current[index] = element)}
            src={src}
            muted
            playsInline
            preload="auto"
            className="landing-splash-video"
            data-active={index === clip || undefined}
            onEnded={() => index === INTRO_CLIPS.length - 1 && setPhase('fading')}
            aria-hidden
          />
        ))}
        <p className="landing-splash-wordmark" aria-hidden>
          Sillage
        </p>
      </div>
      <p className="landing-splash-skip">Click anywhere to skip</p>
    </div>
  );
}
