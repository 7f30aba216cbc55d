import type { TrackedAction, TrackedEvent, TrackEventsInput } from '../../domain/tracking/tracking.schemas.ts';
import { matchRoute } from '../config/paths.ts';
import { touchVisitorSession } from './visitor-session.ts';

/**
 * Usage tracking in the browser: page views and a few named actions, queued and sent together (at most every
 * second, and when the page is hidden) with `keepalive`, so nothing waits for them. Plain fetch rather than the
 * typed client: the landing page sends its page view too and must stay small. Failures are logged, never shown
 * (spec section 8). Nothing is sent when the browser asks not to be tracked.
 */
const FLUSH_MS = 1_000;
const MAX_QUEUE = 20;
let queue: TrackedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

const sizeOf = (width: number, height: number) => `${Math.round(width)}x${Math.round(height)}`;

function send() {
  timer = null;
  if (queue.length === 0) return;
  const events = queue;
  queue = [];
  const sessionId = touchVisitorSession();
  if (!sessionId) return;
  const body: TrackEventsInput = {
    sessionId,
    viewport: sizeOf(window.innerWidth, window.innerHeight),
    screen: sizeOf(window.screen.width, window.screen.height),
    events,
  };
  fetch('/api/tracking/events', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: unknown) => console.debug('usage tracking failed', error));
}

function enqueue(event: TrackedEvent) {
  if (typeof window === 'undefined') return;
  queue.push(event);
  if (!listening) {
    listening = true;
    addEventListener('pagehide', send);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  }
  if (queue.length >= MAX_QUEUE) send();
  else timer ??= setTimeout(send, FLUSH_MS);
}

/** The origin of another site that linked here (never its path), for the first page view only. */
function externalReferrer(): string | undefined {
  try {
    const origin = document.referrer ? new URL(document.referrer).origin : '';
    return origin && origin !== location.origin && origin.startsWith('http') ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** What is recorded of a pathname: its route's pattern (`/materials/:id`: no ids), or /(not-found). */
export function trackedPath(pathname: string): string {
  return matchRoute(pathname)?.path ?? '/(not-found)';
}

let isFirstPageView = true;

/** A page view of `pathname`, recorded as its route's pattern (`/materials/:id`), never its ids or query. */
export function trackPageView(pathname: string): void {
  const path = trackedPath(pathname);
  const referrer = isFirstPageView ? externalReferrer() : undefined;
  isFirstPageView = false;
  enqueue({ kind: 'page_view', path, ...(referrer ? { referrer } : {}) });
}

/** A named user action (sign-up, formula created, certificate downloaded, import) with a few plain details. */
export function track(action: TrackedAction, props?: Record<string, string | number | boolean>): void {
  enqueue({ kind: 'action', action, path: trackedPath(location.pathname), ...(props ? { props } : {}) });
}
