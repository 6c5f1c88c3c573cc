// Each layer rule, broken on purpose, fails `npm run layers` (issue 30): a file that breaks it is written into the
// service for one run of the check, then removed.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { violations } from './layers.mjs';

const root = join(import.meta.dirname, '..');

/** Files that each break one rule, by service: path → content. */
const BROKEN = {
  web: {
    'src/platform/zz-layers-selftest.ts': "export { CheckoutSteps } from '../features/checkout/steps/CheckoutSteps';\n",
    'src/features/catalogue/zz-layers-selftest.ts': "export { CartView } from '../checkout/steps/CartView';\n",
    'src/ui/zz-layers-selftest.ts':
      "export { sendOperation } from '@shop/sdk/transport';\nexport { licenseOf } from '../../../gateway/src/domain/cart';\n" +
      "export { WishlistView } from '../features/wishlist/WishlistView';\n",
  },
  gateway: { 'src/domain/zz-layers-selftest.ts': "export type { Context } from '../graphql/context';\n" },
  backend: {
    'src/domains/shop/zz-layers-selftest.ts':
      "export const rows = (strapi: any) => strapi.db\n  .query('x').findMany();\n" +
      "export { spendCredits } from '../credits/spend';\n",
  },
};

async function brokenRun(service) {
  const files = Object.keys(BROKEN[service]).map((path) => join(root, service, path));
  try {
    for (const [path, content] of Object.entries(BROKEN[service])) {
      mkdirSync(dirname(join(root, service, path)), { recursive: true });
      writeFileSync(join(root, service, path), content);
    }
    return (await violations(service)).join('\n');
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
}

test('the web refuses a platform or ui module importing a feature, a feature past another one’s face, a second door to the gateway, another service’s source', async () => {
  const found = await brokenRun('web');
  assert.match(found, /platform-imports-nothing-above: src\/platform\/zz-layers-selftest\.ts/);
  assert.match(found, /only-the-face-of-checkout: src\/features\/catalogue\/zz-layers-selftest\.ts/);
  assert.match(found, /one-door-to-the-gateway: src\/ui\/zz-layers-selftest\.ts/);
  assert.match(found, /no-other-service-source: src\/ui\/zz-layers-selftest\.ts/);
  assert.match(found, /ui-imports-only-platform: src\/ui\/zz-layers-selftest\.ts/);
});

test('the gateway refuses an import that makes two folders import each other', async () => {
  assert.match(await brokenRun('gateway'), /no-folder-cycle: src\/(domain|graphql)/);
});

test('the backend refuses the Query Engine outside src/persistence, and two domains importing each other', async () => {
  const found = await brokenRun('backend');
  assert.match(found, /db-query-outside-persistence: src\/domains\/shop\/zz-layers-selftest\.ts/);
  assert.match(found, /no-folder-cycle: src\/domains\/(shop|credits)/);
});
