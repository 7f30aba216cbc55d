import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs. Authorization headers, cookies, passwords and keys are redacted wherever they appear. */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
