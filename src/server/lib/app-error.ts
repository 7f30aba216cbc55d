import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An AI feature was asked for while no provider is connected: the message says how to connect one. */
  AI_NOT_CONFIGURED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  /** The user's monthly AI cost limit is reached: no call left the server. */
  AI_COST_LIMIT: 429,
  /** The AI provider answered with an error or could not be reached. */
  AI_PROVIDER_FAILED: 502,
  INTERNAL: 500,
  /** The database is being migrated or reconfigured (a table or column it expects is not there yet): try again. */
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type AppErrorCode = keyof typeof ERROR_STATUS;

/** The one error type the server throws; `onError` maps its code to a status and a JSON body. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: unknown;

  constructor(code: AppErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export type ErrorBody = { error: { code: AppErrorCode; message: string; details?: unknown } };

export function toErrorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
}
