/**
 * The splash's two intro clips (spec section 2: 1900 ms each), rendered by `npm run splash:render`
 * (scripts/render-splash.ts) and committed under public/media/videos/intro/.
 */
export const INTRO_CLIPS = ['/media/videos/intro/intro-1.webm', '/media/videos/intro/intro-2.webm'] as const;
export const INTRO_CLIP_MS = 1900;
