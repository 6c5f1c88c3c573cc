export * from './content-tags';
export * from './secrets';
export * from './sentry-dsn';
