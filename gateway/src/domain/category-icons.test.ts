import { categoryIcon } from './category-icons';

describe('categoryIcon', () => {
  it.each([
    ['content-ready-ppt', 'business'],
    ['data-charts-ppt', 'charts'],
    ['creative-styles-ppt', 'creative'],
    ['diagrams-powerpoint', 'diagram'],
    ['icons-powerpoint', 'icons'],
    ['powerpoint-maps', 'maps'],
    ['new', 'new'],
    ['bundles', 'bundle'],
    ['free', 'free'],
  ])('maps %s to %s', (slug, icon) => {
    expect(categoryIcon(slug)).toBe(icon);
  });

  it.each(['process-diagrams', 'Bundles', '', 'toString', '__proto__'])('has no icon for %j', (slug) => {
    expect(categoryIcon(slug)).toBeNull();
  });
});
