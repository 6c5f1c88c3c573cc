import type { TypedDocumentNode } from '@apollo/client';
import { type DocumentNode, parse } from 'graphql';
import type { TypedDocumentString } from '@/gql/graphql';

const parsed = new WeakMap<object, DocumentNode>();

/**
 * A generated operation as Apollo Client takes it (parsed; its cache reads the selections), parsed once, keeping
 * codegen's hash, which browserLink.ts sends in its place. Only checkout's and the plan's Apollo components use
 * it: the rest of the web sends the strings as they are.
 */
export function apolloDocument<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
): TypedDocumentNode<TData, TVariables> {
  let node = parsed.get(document);
  if (!node) {
    node = Object.assign(parse(document.toString(), { noLocation: true }), { __meta__: document.__meta__ });
    parsed.set(document, node);
  }
  return node as TypedDocumentNode<TData, TVariables>;
}
