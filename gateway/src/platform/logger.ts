import pino, { type Logger } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    // Visitors' cookies and bearer tokens pass through the gateway, and the web's secret; keep them out of logs.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-web-proxy-secret"]',
        'req.headers["x-client-token"]',
      ],
      censor: '[redacted]',
    },
  });
}
