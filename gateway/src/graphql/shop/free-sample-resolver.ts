import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { inLocale } from '../../domain/localized-category';
import type { Locale } from '../../domain/locales';
import { FREE_CATEGORY_URL } from '../../domain/special-categories';
import type { Context } from '../context';
import { FreeSample } from './free-sample';
import { LocaleEnum } from '../shared/locale';

@Resolver(() => FreeSample)
export class FreeSampleResolver {
  @Query(() => FreeSample, {
    description:
      'Spec §7: the free-sample category and the free sample diagram (FREE_SAMPLE_URL, its English url), in this locale.',
  })
  async freeSample(
    @Arg('locale', () => LocaleEnum) locale: Locale,
    @Ctx() { loaders, freeSampleUrl }: Context,
  ): Promise<FreeSample> {
    const [categories, english] = await Promise.all([
      loaders.englishCategory.load(FREE_CATEGORY_URL),
      loaders.diagramByUrl.load({ locale: 'en', value: freeSampleUrl }),
    ]);
    const diagram =
      english && locale !== 'en' ? await loaders.diagramById.load({ locale, value: english.id }) : english;
    return { category: inLocale(categories, locale) ?? null, diagram };
  }
}
