/** Colour palettes, one per top-level category, so previews of a category look related. */
const PALETTES: Record<string, string[]> = {
  'content-ready-ppt': ['#1f4e79', '#2e75b6', '#9dc3e6', '#f4b183', '#c55a11'],
  'data-charts-ppt': ['#2f5597', '#70ad47', '#ffc000', '#ed7d31', '#a5a5a5'],
  'creative-styles-ppt': ['#7030a0', '#e83e8c', '#ff9f43', '#20c997', '#6f42c1'],
  'diagrams-powerpoint': ['#006d77', '#83c5be', '#e29578', '#ffb4a2', '#264653'],
  'icons-powerpoint': ['#3a86ff', '#8338ec', '#ff006e', '#fb5607', '#ffbe0b'],
  'powerpoint-maps': ['#386641', '#6a994e', '#a7c957', '#bc4749', '#457b9d'],
  bundles: ['#b5179e', '#7209b7', '#560bad', '#3a0ca3', '#4361ee'],
  free: ['#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#264653'],
};

export function paletteFor(key: string): string[] {
  const palette = PALETTES[key];
  if (!palette) throw new Error(`No preview palette for "${key}"`);
  return palette;
}
