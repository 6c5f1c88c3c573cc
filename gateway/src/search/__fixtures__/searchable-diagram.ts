import type { Locale } from '../../domain/locales';
import type { SearchableDiagram } from '../../upstreams/content/diagrams';

/** A diagram as search indexes it: the title and slide titles under test, the rest as the catalogue would list it. */
export function searchableDiagram(
  id: string,
  title: string,
  slideTitles: string[] = [],
  locale: Locale = 'en',
): SearchableDiagram {
  return {
    diagram: {
      id,
      legacyId: 0,
      url: id,
      title,
      locale,
      image: null,
      prices: [],
      creditCost: 1,
      createdAt: new Date(0),
      tags: [],
      slideCount: slideTitles.length,
      categoryIds: [],
      localizations: [],
    },
    slideTitles,
  };
}
