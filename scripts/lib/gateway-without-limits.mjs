// The gateway with its query and rate limits off, for `npm run bench` only: the baseline that prices the limits.
// Nothing else starts it; the environment cannot turn the limits off.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createServer } = require('../../gateway/dist/server.js');
const { loadConfig } = require('../../gateway/dist/config.js');

const gateway = await createServer({ ...loadConfig(process.env), enforceLimits: false });
await gateway.listen();
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => gateway.close().then(() => process.exit(0)));
