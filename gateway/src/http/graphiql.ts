import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { RequestHandler } from 'express';

const DEFAULT_QUERY = `query TopLevelCategories {
  topLevelCategories(locale: en) {
    id
    slug
    url
    name
    icon
  }
}
`;

/**
 * Serves GraphiQL from one self-contained page (scripts, styles and editor workers inlined, ~9 MB), so it works
 * with no internet, unlike Apollo's CDN landing page. Rendered on first use and kept.
 */
export function graphiqlPage(endpoint: string): RequestHandler {
  let html: string | undefined;
  return (_req, res) => {
    html ??= renderGraphiQL({ endpoint, title: 'Slide shop gateway', defaultQuery: DEFAULT_QUERY });
    res.type('html').send(html);
  };
}
