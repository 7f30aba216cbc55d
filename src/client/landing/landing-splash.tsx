import { useEffect, useState } from 'react';

/**
 * Splash on / (spec sections 2, 4, 9): two intro videos (1900 ms each, 500 ms fade), at most 5.2 s, click to skip,
 * then a 0.4 s fade. Shown only when both videos actually load; otherwise skipped silently.
 */
const VIDEOS = ['/media/videos/intro/intro-1.mp4', '/media/videos/intro/intro-2.mp4'] as const;
const CLIP_MS = 1900;
const MAX_MS = 5200;
const FADE_OUT_MS = 400;
const LOAD_TIMEOUT_MS = 2000;
export const SPLASH_DISABLED_KEY = 'splashDisabled';

function preload(src: string): Promise<HTMLVideoElement> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const timer = setTimeout(() => reject(new Error('timeout')), LOAD_TIMEOUT_MS);
    video.addEventListener('canplaythrough', () => (clearTimeout(timer), resolve(video)), { once: true });
    video.addEventListener('error', () => (clearTimeout(timer), reject(new Error('error'))), { once: true });
    video.src = src;
  });
}

export function LandingSplash() {
  const [sources, setSources] = useState<string[] | null>(null);
  const [clip, setClip] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    try {
      if (localStorage.getItem(SPLASH_DISABLED_KEY) === 'true') return;
    } catch {
      return;
    }
    Promise.all(VIDEOS.map(preload))
      .then(() => setSources([...VIDEOS]))
      .catch(() => console.info('Failed to load videos'));
  }, []);

  useEffect(() => {
    if (!sources) return;
    const next = setTimeout(() => setClip(1), CLIP_MS);
    const end = setTimeout(() => setLeaving(true), Math.min(CLIP_MS * 2, MAX_MS));
    return () => (clearTimeout(next), clearTimeout(end));
  }, [sources]);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setDone(true), FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  if (!sources || done) return null;
  return (
    <div
      className="landing-splash"
      data-leaving={leaving || undefined}
      onClick={() => setLeaving(true)}
      role="presentation"
    >
      {sources.map((src, index) => (
        <video
          key={src}
          src={src}
          muted
          playsInline
          autoPlay={index === clip}
          className="landing-splash-video"
          data-active={index === clip || undefined}
          onError={() => setLeaving(true)}
        />
      ))}
      <p className="landing-splash-skip">Click anywhere to skip</p>
    </div>
  );
}
