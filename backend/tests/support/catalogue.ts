/** Top-level category slugs and their order, fixed by the spec (section 2, category icons). */
export const TOP_LEVEL_SLUGS = [
  'content-ready-ppt',
  'data-charts-ppt',
  'creative-styles-ppt',
  'diagrams-powerpoint',
  'icons-powerpoint',
  'powerpoint-maps',
  'new',
  'bundles',
  'free',
];
