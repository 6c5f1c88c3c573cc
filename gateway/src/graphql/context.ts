import type { ContentClient } from '../upstreams/content/client';
import { type Loaders, createLoaders } from './loaders';

/** Per-request GraphQL context: fresh loaders, so batching and caching never cross requests. */
export interface Context {
  loaders: Loaders;
}

export function createContext(content: ContentClient): Context {
  return { loaders: createLoaders(content) };
}
