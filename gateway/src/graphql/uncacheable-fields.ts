import {
  type DirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  TypeInfo,
  getNamedType,
  visit,
  visitWithTypeInfo,
} from 'graphql';

const allowsNoCaching = (directives: readonly DirectiveNode[] | undefined) =>
  (directives ?? []).some(
    (directive) =>
      directive.name.value === 'cacheControl' &&
      directive.arguments?.some(
        (argument) =>
          argument.name.value === 'maxAge' && argument.value.kind === Kind.INT && Number(argument.value.value) === 0,
      ),
  );

/**
 * Whether a document asks a field that allows no caching (`@cacheControl(maxAge: 0)` on the field or on the type it
 * returns: cart, order, account, payment and human-check fields), read once per parsed document. The schema's hints
 * are all static, so this is Apollo's cache-control verdict without its work on every resolved field; a field in a
 * fragment that did not apply counts too, which can only keep a result out of the cache.
 */
export function uncacheableFields(schema: GraphQLSchema): (document: DocumentNode) => boolean {
  const known = new WeakMap<DocumentNode, boolean>();
  return (document) => {
    let found = known.get(document);
    if (found !== undefined) return found;
    found = false;
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field() {
          const field = typeInfo.getFieldDef();
          if (!field) return;
          const type = getNamedType(field.type);
          if (allowsNoCaching(field.astNode?.directives) || allowsNoCaching(type.astNode?.directives)) found = true;
        },
      }),
    );
    known.set(document, found);
    return found;
  };
}
