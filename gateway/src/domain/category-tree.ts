import type { Category } from './category';
import type { LocalizedLink } from './localized-link';

/** A category with its place in the tree and its other locales. */
export interface CategoryNode extends Category {
  parentId: string | null;
  localizations: LocalizedLink[];
}

/** Every category of one locale, looked up by id or url. The catalogue has a few dozen per locale. */
export class CategoryTree {
  private readonly byIds: Map<string, CategoryNode>;
  private readonly byUrls: Map<string, CategoryNode>;

  constructor(readonly nodes: readonly CategoryNode[]) {
    this.byIds = new Map(nodes.map((node) => [node.id, node]));
    this.byUrls = new Map(nodes.map((node) => [node.url, node]));
  }

  byId(id: string): CategoryNode | undefined {
    return this.byIds.get(id);
  }

  byUrl(url: string): CategoryNode | undefined {
    return this.byUrls.get(url);
  }

  bySlug(slug: string): CategoryNode | undefined {
    return this.nodes.find((node) => node.slug === slug);
  }

  parentOf(id: string): CategoryNode | undefined {
    const parentId = this.byIds.get(id)?.parentId;
    return parentId ? this.byIds.get(parentId) : undefined;
  }

  /** The visible categories right below this one, in their order. */
  childrenOf(id: string): CategoryNode[] {
    return this.nodes.filter((node) => node.parentId === id && !node.hidden).sort((a, b) => a.order - b.order);
  }

  /** The category and all categories below it: a category page lists the diagrams of its subcategories too. */
  withDescendants(id: string): string[] {
    const ids = [id];
    for (let i = 0; i < ids.length; i++) {
      for (const node of this.nodes) if (node.parentId === ids[i] && !ids.includes(node.id)) ids.push(node.id);
    }
    return ids;
  }
}
