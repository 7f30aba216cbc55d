import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** A failed query's message carries its values after "params:" (sealed API keys included): only the statement is logged. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** Drops query values from a text (a DrizzleQueryError's message or stack). */
export function withoutQueryValues(text: string): string {
  return text.replace(QUERY_PARAMS, '\nparams: [redacted]');
}

/** Tokens in paths (`/reset-password/<token>`, `/verify-email/<token>`) and any long opaque segment that is not a UUID. */
export function redactPath(path: string): string {
  return path
    .replace(/\/(reset-password|verify-email|magic-link|callback)\/[^/?#]+/gi, '/$1/[redacted]')
    .replaceAll(/\/([\w.~%-]{24,})(?=\/|$)/g, (segment, value: string) =>
      /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(value) || /^[a-z][a-z-]*$/.test(value)
        ? segment
        : '/[redacted]',
    );
}

type SerializedError = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

function sanitiseError(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  const error = { ...(value as SerializedError) };
  delete error.params;
  delete error.parameters;
  delete error.detail; // PostgreSQL's "Key (email)=(…) already exists" names the value
  if (typeof error.message === 'string') error.message = withoutQueryValues(error.message);
  if (typeof error.stack === 'string') error.stack = withoutQueryValues(error.stack);
  if (error.cause !== undefined)
    error.cause = sanitiseError(
      error.cause instanceof Error ? pino.stdSerializers.err(error.cause) : error.cause,
      depth + 1,
    );
  return error;
}

/**
 * JSON logs. Authorization headers, cookies, passwords and keys are redacted wherever they appear; a failed query
 * logs its statement, never its values; token paths are redacted by the request log (`redactPath`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.apiKeys',
        '*.apiKey',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: (error: unknown) => sanitiseError(error instanceof Error ? pino.stdSerializers.err(error) : error),
    },
    formatters: {
      log: (object) => {
        const clean: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          clean[key] =
            typeof value === 'string'
              ? withoutQueryValues(value)
              : key !== 'err' && value instanceof Error
                ? sanitiseError(pino.stdSerializers.err(value))
                : value;
        }
        return clean;
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
