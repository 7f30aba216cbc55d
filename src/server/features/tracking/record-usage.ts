import { firstLanguageTag, isTrackingDeclined } from '../../../domain/tracking/privacy-signals.ts';
import { reduceTrackedPath } from '../../../domain/tracking/reduce-tracked-path.ts';
import type { TrackEventsInput } from '../../../domain/tracking/tracking.schemas.ts';
import type { SessionUser } from '../../auth.ts';
import type { UsageRecorder, UsageRow } from './usage-recorder.ts';

/** API paths that are not recorded as API calls: the tracking endpoints themselves, health checks, the event stream. */
export function isUntrackedApiPath(path: string): boolean {
  return path.startsWith('/api/tracking/') || path === '/api/health' || path === '/api/events';
}

/** What the records read of a request's headers: a Headers object, or the app's reader (read-request-header.ts). */
export type HeaderReader = Pick<Headers, 'get'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What every usage record takes from the request: who, which visitor session, which browser. Never the address. */
export function describeRequester(
  headers: HeaderReader,
  user: SessionUser | null | undefined,
  sessionId: string | null,
): Pick<UsageRow, 'userId' | 'userEmail' | 'sessionId' | 'userAgent' | 'requestHeaders'> {
  const userAgent = headers.get('user-agent')?.slice(0, 300) ?? null;
  return {
    userId: user?.id ?? null,
    userEmail: user?.email ?? null,
    sessionId: sessionId && UUID.test(sessionId) ? sessionId.toLowerCase() : null,
    userAgent,
    requestHeaders: { 'user-agent': userAgent, language: firstLanguageTag(headers.get('accept-language')) },
  };
}

/** Does this request carry Do Not Track or Global Privacy Control? */
export function declinesTracking(headers: HeaderReader): boolean {
  return isTrackingDeclined({ doNotTrack: headers.get('dnt'), globalPrivacyControl: headers.get('sec-gpc') });
}

/**
 * The API middleware's part (app.ts, beside the request metrics): API calls counted per visitor session, route
 * pattern (never the URL or its query), method and status over each write window, so a busy client adds one row,
 * not one per call. A call made with an API key (ADR 038) is counted per key (`request_params.apiKeyId`). A counter increment;
 * nothing here reads the database or can fail the request.
 */
export function recordApiCall(
  recorder: UsageRecorder,
  request: { path: string; method: string; headers: HeaderReader },
  user: SessionUser | null | undefined,
  answered: { route: string; status: number; ms: number },
  apiKey?: { id: string; workspaceId: string },
): void {
  if (isUntrackedApiPath(request.path) || declinesTracking(request.headers)) return;
  const sessionId = request.headers.get('x-visitor-session');
  const key = `${user?.id ?? ''}|${sessionId ?? ''}|${apiKey?.id ?? ''}|${request.method}|${answered.route}|${answered.status}`;
  recorder.count(
    key,
    () => ({
      apiName: 'ApiCall',
      endpoint: answered.route,
      method: request.method,
      responseStatus: answered.status,
      ...describeRequester(request.headers, user, sessionId),
      ...(apiKey ? { requestParams: { apiKeyId: apiKey.id, workspaceId: apiKey.workspaceId } } : {}),
    }),
    answered.ms,
  );
}

/** A referrer reduced to its origin (the site, not the page, its path or query): all that is kept. */
export function referrerOrigin(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Page views and named actions the browser sent (POST /api/tracking/events), each path held to a route pattern (no
 * id or token, whatever the client sent); returns how many were kept.
 */
export function recordTrackedEvents(
  recorder: UsageRecorder,
  input: TrackEventsInput,
  request: { headers: Headers; clientAddress: string },
  user: SessionUser | null | undefined,
): number {
  if (declinesTracking(request.headers)) return 0;
  const requester = describeRequester(request.headers, user, input.sessionId);
  for (const event of input.events) {
    const common = {
      ...requester,
      viewportSize: input.viewport ?? null,
      screenResolution: input.screen ?? null,
    };
    const row: UsageRow =
      event.kind === 'page_view'
        ? {
            ...common,
            apiName: 'PageView',
            endpoint: reduceTrackedPath(event.path),
            method: 'GET',
            referrer: referrerOrigin(event.referrer),
          }
        : {
            ...common,
            apiName: 'UserAction',
            endpoint: `/action/${event.action}`,
            method: 'POST',
            requestParams: { path: reduceTrackedPath(event.path), ...event.props },
          };
    recorder.record(row, request.clientAddress);
  }
  return input.events.length;
}
