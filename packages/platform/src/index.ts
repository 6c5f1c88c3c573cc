export * from './secrets';
export * from './sentry-dsn';
