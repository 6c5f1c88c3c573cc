import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { buildCatalogue } from './build-catalogue';
import { readSeedOptions } from '../env/seed-options';
import { DIAGRAM } from '../persistence/models';
import { previewDirectory, previewsOf, writePreviewFiles } from './write/preview-files';
import { writeCatalogue } from './write/write-catalogue';

/** Stored once the catalogue is in the database; its presence makes later starts skip seeding. */
interface SeedMarker {
  diagrams: number;
  freeSampleUrl: string;
  previewFiles: number;
}

const MARKER_KEY = 'catalogue';

/**
 * Seeds the demo catalogue on first start (idempotent, see docs/adr/0002-seeding.md).
 * Later starts only check the marker, and re-create the preview files if they were deleted.
 */
export async function seedCatalogue(strapi: Core.Strapi): Promise<void> {
  const log = (message: string): void => {
    strapi.log.info(`[seed] ${message}`);
  };
  const options = readSeedOptions();
  if (!options.enabled) return log('disabled (SEED=false)');

  const store = strapi.store({ type: 'core', name: 'seed' });
  const marker = (await store.get({ key: MARKER_KEY })) as SeedMarker | null;
  if (marker) {
    if (marker.diagrams !== options.diagrams || marker.freeSampleUrl !== options.freeSampleUrl) {
      strapi.log.warn(
        `[seed] database already seeded with SEED_DIAGRAMS=${marker.diagrams}, FREE_SAMPLE_URL=${marker.freeSampleUrl}; ` +
          'drop the database to seed with the new settings',
      );
    }
    return restorePreviewFiles(strapi, marker, log);
  }

  // Through the Document Service: diagrams in the default language, one per entry.
  const existing = await strapi.documents(DIAGRAM as never).count({});
  if (existing > 0) return log(`skipped: ${existing} diagram entries exist without a seed marker`);

  const started = Date.now();
  log(`seeding ${options.diagrams} diagrams in every locale`);
  const catalogue = buildCatalogue({ count: options.diagrams, freeSampleUrl: options.freeSampleUrl });
  const previewFiles = previewsOf(catalogue.diagrams).length;
  await writeCatalogue(strapi, catalogue, log, () =>
    store.set({
      key: MARKER_KEY,
      value: { diagrams: options.diagrams, freeSampleUrl: options.freeSampleUrl, previewFiles } satisfies SeedMarker,
    }),
  );
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s (${previewFiles} preview images)`);
}

/** The database may outlive public/uploads (e.g. PostgreSQL with a fresh checkout): files are regenerated, not rows. */
function restorePreviewFiles(strapi: Core.Strapi, marker: SeedMarker, log: (message: string) => void): void {
  const directory = previewDirectory(strapi, marker.diagrams);
  const present = fs.existsSync(directory) ? fs.readdirSync(directory).length : 0;
  if (present >= marker.previewFiles) {
    log('already seeded');
    return;
  }

  const catalogue = buildCatalogue({ count: marker.diagrams, freeSampleUrl: marker.freeSampleUrl });
  const previews = previewsOf(catalogue.diagrams);
  writePreviewFiles(strapi, marker.diagrams, previews, {});
  log(`already seeded; restored ${previews.length} preview files`);
}
