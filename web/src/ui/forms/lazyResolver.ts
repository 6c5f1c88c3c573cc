import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads on the form's first validation, not with the page: `load` imports a module
 * exporting `resolver` (zodResolver of the form's schema). Zod's runtime weighs ~90 kB gzip, more than the rest of
 * the cart page's own code; a visitor who never fills the form in never downloads it.
 */
export function lazyResolver<T extends FieldValues, Parsed = T>(
  load: () => Promise<{ resolver: Resolver<T, unknown, Parsed> }>,
): Resolver<T, unknown, Parsed> {
  let loaded: Promise<Resolver<T, unknown, Parsed>> | undefined;
  return async (values, context, options) => {
    // A failed load (a chunk gone after a deploy) is tried again on the next validation.
    loaded ??= load().then(
      (module) => module.resolver,
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return (await loaded)(values, context, options);
  };
}
