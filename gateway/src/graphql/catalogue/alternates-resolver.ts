import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { LocalizedLink as LocalizedLinkModel } from '../../domain/localized-link';
import { LOCALES, type Locale } from '../../domain/locales';
import { LIST_SIZES, listCost } from '../../limits/query-cost';
import type { Context } from '../context';
import type { AlternateKind } from './alternate-kind';
import { AlternatesArgs } from './args';
import { LocalizedLink } from '../shared/localized-link';

type Lookup = (
  context: Context,
  locale: Locale,
  url: string,
) => Promise<{ localizations: LocalizedLinkModel[] } | null>;

const LOOKUPS: Record<AlternateKind, Lookup> = {
  DIAGRAM: ({ loaders }, locale, url) => loaders.diagramByUrl.load({ locale, value: url }),
  SLIDE: ({ loaders }, locale, url) => loaders.slideByUrlTitle.load({ locale, value: url }),
  CATEGORY: async ({ loaders }, locale, url) => (await loaders.categoryTree.load(locale)).byUrl(url) ?? null,
};

@Resolver()
export class AlternatesResolver {
  @Query(() => [LocalizedLink], {
    description:
      'A url that some locale knows (a diagram or category url, a slide url_title): the same entity in the other ' +
      'locales, from the first locale (en, fr, de, es, pt) that knows it; empty when none does. Sends a visitor who ' +
      "followed another locale's link to the url of their own.",
    complexity: listCost(LIST_SIZES.localizations),
  })
  async alternates(
    @Args(() => AlternatesArgs) { kind, url }: AlternatesArgs,
    @Ctx() context: Context,
  ): Promise<LocalizedLinkModel[]> {
    // All locales at once: the loaders batch them into the same upstream calls a page's own lookup makes.
    const found = await Promise.all(LOCALES.map((locale) => LOOKUPS[kind](context, locale, url)));
    return found.find((entity) => entity !== null)?.localizations ?? [];
  }
}
