// `npm start`: builds what changed, starts backend, gateway and web, prints their URLs.
// Ctrl-C stops all three, with everything they spawned.
import { prefixedConsole, stopAll } from './lib/processes.mjs';
import { buildAll, startStack } from './lib/stack.mjs';

const ports = {
  backend: Number(process.env.BACKEND_PORT ?? 1337),
  gateway: Number(process.env.GATEWAY_PORT ?? 4000),
  web: Number(process.env.WEB_PORT ?? 3000),
  metrics: Number(process.env.METRICS_PORT ?? 9464),
};

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping backend, gateway and web…');
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const began = Date.now();
  const built = await buildAll({ log: prefixedConsole });
  console.log(built.length ? `Built: ${built.join(', ')}` : 'Builds are up to date.');
  const { urls, handles } = await startStack({ ports, log: prefixedConsole, timeoutMs: 600_000 });
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  console.log(`
The shop is running (started in ${seconds} s). Ctrl-C stops it.
  Shop      ${urls.web}
  GraphiQL  ${urls.gateway}/graphiql
  GraphQL   ${urls.gateway}/graphql
  Strapi    ${urls.backend}  (REST under /api; admin: see README)
`);
  // If any part dies, stop the rest rather than leave a half-working shop.
  const first = await Promise.race(Object.values(handles).map((h) => h.exited.then(() => h)));
  if (!stopping) {
    console.error(`${first.name} stopped unexpectedly.`);
    await shutdown(1);
  }
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}
