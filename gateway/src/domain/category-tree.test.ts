import type { Category } from './category';
import { CategoryTree, type CategoryNode } from './category-tree';
import { inLocale } from './localized-category';

const node = (id: string, parentId: string | null, url = id): CategoryNode => ({
  id,
  slug: id,
  url,
  name: id.toUpperCase(),
  locale: 'fr',
  order: 0,
  popular: false,
  showInMenu: false,
  hidden: false,
  parentId,
  localizations: [],
});

const tree = new CategoryTree([
  node('maps', null, 'cartes'),
  node('world', 'maps'),
  node('europe', 'maps'),
  node('france', 'europe'),
  node('new', null),
]);

describe('CategoryTree', () => {
  it('finds categories by localized url and their parent', () => {
    expect(tree.byUrl('cartes')?.id).toBe('maps');
    expect(tree.byUrl('maps')).toBeUndefined();
    expect(tree.parentOf('world')?.id).toBe('maps');
    expect(tree.parentOf('maps')).toBeUndefined();
  });

  it('lists the visible children of a category in their order', () => {
    const children = new CategoryTree([
      node('maps', null),
      { ...node('world', 'maps'), order: 2 },
      { ...node('europe', 'maps'), order: 1 },
      { ...node('secret', 'maps'), hidden: true },
    ]);
    expect(children.childrenOf('maps').map((c) => c.id)).toEqual(['europe', 'world']);
    expect(children.childrenOf('world')).toEqual([]);
  });

  it('lists a category with every category below it', () => {
    expect(tree.withDescendants('maps')).toEqual(['maps', 'world', 'europe', 'france']);
    expect(tree.withDescendants('new')).toEqual(['new']);
  });
});

describe('inLocale', () => {
  it('picks the entry of the locale asked for, else nothing', () => {
    const entries = [
      { ...node('bundles', null), locale: 'en' },
      { ...node('bundles', null, 'pakete'), locale: 'de' },
    ] as Category[];
    expect(inLocale(entries, 'de')?.url).toBe('pakete');
    expect(inLocale(entries, 'pt')).toBeUndefined();
  });
});
