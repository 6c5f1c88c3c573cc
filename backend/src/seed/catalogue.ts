import type { Localized } from '../locales';
import type { Drawing } from './content/diagram-kinds';

/** The in-memory catalogue produced by buildCatalogue and written by writeCatalogue. */
export interface Catalogue {
  categories: SeedCategory[];
  diagrams: SeedDiagram[];
  plans: SeedPlan[];
}

export interface SeedCategory {
  documentId: string;
  slug: string;
  parentSlug?: string;
  order: number;
  popular: boolean;
  showInMenu: boolean;
  hidden: boolean;
  name: Localized;
  url: Localized;
}

export interface Price {
  currency: 'USD' | 'EUR' | 'CAD' | 'GBP';
  amount: number;
}

/** A preview image: an SVG file plus its media-library record. */
export interface SeedPreview {
  documentId: string;
  /** File name without extension, unique. */
  name: string;
  alternativeText: string;
  drawing: Drawing;
  count?: number;
  /** Top-level category slug, selects the colour palette. */
  palette: string;
  heading: string;
  caption?: string;
  dark: boolean;
  /** Seed for small random variations of the drawing. */
  variation: number;
}

export interface SeedSlide {
  documentId: string;
  number: number;
  title: Localized;
  urlTitle: Localized;
  image: SeedPreview;
}

export interface SeedDiagram {
  documentId: string;
  legacyId: number;
  title: Localized;
  url: Localized;
  price: number;
  prices: Price[];
  /** Credits a download costs: bundles cost more. */
  creditCost: number;
  releasedAt: Date;
  tags: string[];
  /** Category slugs: subcategories followed by their top-level categories. */
  categories: string[];
  image: SeedPreview;
  slides: SeedSlide[];
}

interface SeedPlan {
  documentId: string;
  legacyId: number;
  name: Localized;
  price: number;
  prices: Price[];
  credits: number;
  paymentCycleMonths: number;
  bonus: number;
  creditsExpirationDays: number;
  hidden: boolean;
}
