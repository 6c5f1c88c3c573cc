import type { Localized } from '../../locales';
import { type Drawing, isDrawing } from './diagram-kinds';
import copy from './bundles.json';

export interface BundleDefinition {
  title: Localized;
  drawing: Drawing;
}

/** Multi-template bundles sold in the "bundles" category. */
export const BUNDLES: BundleDefinition[] = copy.BUNDLES.map(({ title, drawing }) => {
  if (!isDrawing(drawing)) throw new Error(`bundles.json: no drawing called ${drawing}`);
  return { title, drawing };
});

/** The free sample diagram offered for newsletter sign-ups (its English url comes from FREE_SAMPLE_URL). */
export const FREE_SAMPLE_TITLE: Localized = copy.FREE_SAMPLE_TITLE;
