import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { SeedDiagram, SeedPreview } from '../catalogue';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, renderPreview } from '../previews/render-preview';

/**
 * Folder under public/uploads holding the generated previews, apart from real uploads.
 * It is per catalogue size: databases seeded with another SEED_DIAGRAMS (tests, other
 * developers' instances) share public/uploads but get different images under the same names.
 */
function previewFolder(diagrams: number): string {
  return `previews/${diagrams}-diagrams`;
}

export function previewDirectory(strapi: Core.Strapi, diagrams: number): string {
  return path.join(strapi.dirs.static.public, 'uploads', previewFolder(diagrams));
}

/**
 * Writes the SVG files and returns their media-library records (plugin::upload.file),
 * shaped like the local upload provider's records, size in KB.
 */
export function writePreviewFiles(
  strapi: Core.Strapi,
  diagrams: number,
  previews: SeedPreview[],
  timestamps: Record<string, Date>,
) {
  const directory = previewDirectory(strapi, diagrams);
  fs.mkdirSync(directory, { recursive: true });
  return previews.map((preview) => {
    const svg = renderPreview(preview);
    fs.writeFileSync(path.join(directory, `${preview.name}.svg`), svg);
    return {
      documentId: preview.documentId,
      name: `${preview.name}.svg`,
      alternativeText: preview.alternativeText,
      caption: preview.caption ?? null,
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      hash: preview.name,
      ext: '.svg',
      mime: 'image/svg+xml',
      size: Math.round(Buffer.byteLength(svg) / 10) / 100,
      url: `/uploads/${previewFolder(diagrams)}/${preview.name}.svg`,
      provider: 'local',
      folderPath: '/',
      ...timestamps,
    };
  });
}

/** Preview images of diagrams and of their slides. */
export function previewsOf(diagrams: SeedDiagram[]): SeedPreview[] {
  return diagrams.flatMap((diagram) => [diagram.image, ...diagram.slides.map((slide) => slide.image)]);
}
