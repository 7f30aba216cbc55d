/** What the client sends for a page it has no route for (`trackedPath` in src/client/lib/track.ts). */
const NOT_FOUND_PATH = '/(not-found)';

/** A route parameter as the route table writes it: `:id`, `:token`. */
const PARAMETER = /^:[A-Za-z]+$/;
/** A static segment of the route table: a lowercase slug (`regulatory-calendar`, `professional-studio-v2`). */
const STATIC_SEGMENT = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * The path a usage record keeps, whatever the client sent: the app sends its route's pattern (`/materials/:id`), and
 * the server holds any other client to it, so an id or a token (a certificate link's, a reset link's) never reaches
 * the records. A segment that is not a parameter or a lowercase slug with at most two digits becomes `:param`.
 */
export function reduceTrackedPath(path: string): string {
  if (path === NOT_FOUND_PATH || path === '/') return path;
  return path
    .split('/')
    .map((segment, index) => {
      if (index === 0 || PARAMETER.test(segment)) return segment;
      const digits = segment.replaceAll(/\D/g, '').length;
      return STATIC_SEGMENT.test(segment) && digits <= 2 ? segment : ':param';
    })
    .join('/');
}
