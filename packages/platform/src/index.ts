export * from './content-tags';
export * from './secrets';
export * from './sentry-data-collection';
export * from './sentry-dsn';
