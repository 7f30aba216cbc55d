import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
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
    error: { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) },
  };
}
