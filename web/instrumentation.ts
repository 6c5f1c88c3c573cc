import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./src/platform/startup/nodeStartup')).nodeStartup();
  await (await import('./src/platform/monitoring/serverMonitoring')).startServerMonitoring();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  await (await import('./src/platform/monitoring/serverMonitoring')).reportRequestError(...args);
};
