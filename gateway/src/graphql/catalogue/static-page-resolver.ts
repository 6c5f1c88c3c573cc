import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Locale } from '../../domain/locales';
import type { StaticPage as StaticPageModel } from '../../domain/static-page';
import type { Context } from '../context';
import { LocaleEnum } from '../shared/locale';
import { StaticPage } from './static-page';

@Resolver(() => StaticPage)
export class StaticPageResolver {
  @Query(() => StaticPage, {
    nullable: true,
    description: 'A static page\'s copy by key (its English slug, e.g. "know-how"); null when there is none.',
  })
  async staticPage(
    @Arg('locale', () => LocaleEnum) locale: Locale,
    @Arg('key', () => String) key: string,
    @Ctx() { loaders }: Context,
  ): Promise<StaticPageModel | null> {
    return loaders.staticPage.load({ locale, value: key });
  }
}
