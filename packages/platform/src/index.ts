export * from './content-tags';
export * from './public-urls';
export * from './redis-options';
export * from './secrets';
export * from './sentry-data-collection';
export * from './sentry-dsn';
