import path from 'node:path';
import { createStrapi } from '@strapi/strapi';

/**
 * `npm run seed`: the first start's seeding as a step of its own (docker-compose.yml's backend-seed, npm run soak).
 * Strapi loads as `strapi start` loads it, its bootstrap seeds an empty database (../index.ts), and the process ends
 * without serving. Seeding 1,000 diagrams takes Strapi to about 500 MB, which V8 keeps: the serving backend starts
 * afterwards on the seeded database, under its heap cap (docs/adr/0029).
 */
async function seed(): Promise<void> {
  // Compiled to dist/src/seed/run.js: the app is three folders up.
  const appDir = path.resolve(__dirname, '../../..');
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  await strapi.destroy();
}

// process.exit: timers and handles that plugins leave open would keep the process alive after destroy().
seed().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
